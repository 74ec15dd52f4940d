//! Buttons on game messages, as data: which action, on which challenge or game, at which ply.
//!
//! A button is written into a message as its `custom_id`, `tw1:<action>:<key>:<ply>`
//! (at most 45 characters; Discord allows 100): `key` is the game id
//! (`GameRecord::id`) for game buttons and the challenge's `created_at` for Accept/Decline;
//! `ply` is the number of moves played when the message was made. A press is carried out
//! only while the channel still holds that challenge, or that game at that ply, so a button
//! on an old message (a later move, a finished game, a new challenge, a restarted bot with
//! the same store) is refused and changes nothing. [`Button::parse`] reads any text without
//! panicking and rejects everything it did not write.

use crate::service::text::message::Message;
use std::fmt;
use std::str::FromStr;

/// The version prefix of every custom id this module writes.
const PREFIX: &str = "tw1";

/// What a button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Accept the challenge (challenge message).
    Accept,
    /// Decline (or withdraw) the challenge (challenge message).
    Decline,
    /// Ask to resign: answered privately with a [`Action::ConfirmResign`] button.
    Resign,
    /// Resign for real.
    ConfirmResign,
    /// Offer a draw (or accept the opponent's offer).
    Draw,
    /// Accept the opponent's draw offer (draw offer message); same as `Draw`.
    AcceptDraw,
    /// Show the board from the other side, privately.
    Flip,
    /// Challenge the same opponent again with colours swapped (final message).
    Rematch,
    /// Ask to take back one's last move (game message).
    Takeback,
    /// Agree to the opponent's takeback request (takeback request message).
    AcceptTakeback,
    /// Refuse the opponent's takeback request, or withdraw one's own.
    DeclineTakeback,
    /// Claim the win when the player to move let the time per move run out (posted by the
    /// timer sweep).
    ClaimWin,
    /// Open the board you can click (the Activity) in this channel: a front end that can
    /// launch it does so without asking the service (game message, when the Activity is
    /// served: [`crate::service::GameService::with_activity`]).
    OpenBoard,
    /// Join the tournament whose id is the key (a tournament's announcement).
    JoinTournament,
    /// Leave the tournament whose id is the key.
    LeaveTournament,
    /// Join (or rejoin) the arena whose id is the key (an arena's announcement).
    JoinArena,
    /// Pause in the arena whose id is the key.
    LeaveArena,
}

impl Action {
    /// Whether pressing this button changes the channel's game or challenge when it is
    /// carried out (showing the board flipped, or asking to confirm a resignation, do not).
    pub fn changes_channel(self) -> bool {
        !matches!(
            self,
            Action::Flip
                | Action::Resign
                | Action::JoinTournament
                | Action::LeaveTournament
                | Action::JoinArena
                | Action::LeaveArena
        )
    }

    /// Every action.
    pub const ALL: [Action; 17] = [
        Action::Accept,
        Action::Decline,
        Action::Resign,
        Action::ConfirmResign,
        Action::Draw,
        Action::AcceptDraw,
        Action::Flip,
        Action::Rematch,
        Action::Takeback,
        Action::AcceptTakeback,
        Action::DeclineTakeback,
        Action::ClaimWin,
        Action::OpenBoard,
        Action::JoinTournament,
        Action::LeaveTournament,
        Action::JoinArena,
        Action::LeaveArena,
    ];

    /// Its name in custom ids.
    pub fn name(self) -> &'static str {
        match self {
            Action::Accept => "accept",
            Action::Decline => "decline",
            Action::Resign => "resign",
            Action::ConfirmResign => "resign-yes",
            Action::Draw => "draw",
            Action::AcceptDraw => "draw-yes",
            Action::Flip => "flip",
            Action::Rematch => "rematch",
            Action::Takeback => "takeback",
            Action::AcceptTakeback => "takeback-yes",
            Action::DeclineTakeback => "takeback-no",
            Action::ClaimWin => "claim",
            Action::OpenBoard => "board",
            Action::JoinTournament => "t-join",
            Action::LeaveTournament => "t-leave",
            Action::JoinArena => "a-join",
            Action::LeaveArena => "a-leave",
        }
    }

    /// The label shown on the button.
    pub fn label(self) -> Message {
        crate::service::text::message::Message::new(match self {
            Action::Accept => "button-accept",
            Action::Decline => "button-decline",
            Action::Resign => "button-resign",
            Action::ConfirmResign => "button-confirm-resign",
            Action::Draw => "button-draw",
            Action::AcceptDraw => "button-accept-draw",
            Action::Flip => "button-flip",
            Action::Rematch => "button-rematch",
            Action::Takeback => "button-takeback",
            Action::AcceptTakeback => "button-accept-takeback",
            Action::DeclineTakeback => "button-decline-takeback",
            Action::ClaimWin => "button-claim-win",
            Action::OpenBoard => "button-open-board",
            Action::JoinTournament | Action::JoinArena => "button-join-tournament",
            Action::LeaveTournament | Action::LeaveArena => "button-leave-tournament",
        })
    }

    /// How the button looks.
    pub fn style(self) -> Style {
        match self {
            Action::Accept
            | Action::AcceptDraw
            | Action::Rematch
            | Action::AcceptTakeback
            | Action::ClaimWin
            | Action::JoinTournament
            | Action::JoinArena => Style::Success,
            Action::Resign | Action::ConfirmResign => Style::Danger,
            Action::OpenBoard => Style::Primary,
            Action::Decline
            | Action::Draw
            | Action::Flip
            | Action::Takeback
            | Action::DeclineTakeback
            | Action::LeaveTournament
            | Action::LeaveArena => Style::Secondary,
        }
    }
}

/// A button's look, front-end neutral (Discord: primary = blurple, success = green, danger =
/// red, secondary = grey).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    Primary,
    Success,
    Danger,
    Secondary,
}

/// One button: an action on a challenge or game (`key`) at a ply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Button {
    pub action: Action,
    /// Game id, or the challenge's `created_at` (Unix seconds) for Accept/Decline.
    pub key: u64,
    /// Moves played when the button was made (0 for challenges).
    pub ply: u32,
}

/// A custom id this bot did not write: never acted on.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a towers button ({0})")]
pub struct ButtonError(&'static str);

impl Button {
    pub fn new(action: Action, key: u64, ply: usize) -> Button {
        Button {
            action,
            key,
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
        }
    }

    /// The `custom_id`: `tw1:<action>:<key>:<ply>`.
    pub fn custom_id(&self) -> String {
        self.to_string()
    }

    /// Reads a `custom_id`. Errors on anything [`Button::custom_id`] does not write.
    pub fn parse(custom_id: &str) -> Result<Button, ButtonError> {
        let mut parts = custom_id.split(':');
        if parts.next() != Some(PREFIX) {
            return Err(ButtonError("unknown prefix"));
        }
        let action = parts.next().ok_or(ButtonError("no action"))?;
        let action = Action::ALL
            .into_iter()
            .find(|a| a.name() == action)
            .ok_or(ButtonError("unknown action"))?;
        let key = number(parts.next())?;
        let ply = number(parts.next())?;
        if parts.next().is_some() {
            return Err(ButtonError("too many parts"));
        }
        Ok(Button { action, key, ply })
    }
}

/// A decimal number written without sign or leading zeros.
fn number<T: FromStr>(part: Option<&str>) -> Result<T, ButtonError> {
    let text = part.ok_or(ButtonError("missing number"))?;
    let plain = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if !plain {
        return Err(ButtonError("not a plain number"));
    }
    text.parse().map_err(|_| ButtonError("number out of range"))
}

impl fmt::Display for Button {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{PREFIX}:{}:{}:{}",
            self.action.name(),
            self.key,
            self.ply
        )
    }
}

impl FromStr for Button {
    type Err = ButtonError;

    fn from_str(s: &str) -> Result<Button, ButtonError> {
        Button::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn custom_ids_round_trip_and_fit_discords_limit() {
        for action in Action::ALL {
            let b = Button {
                action,
                key: u64::MAX,
                ply: u32::MAX,
            };
            let id = b.custom_id();
            assert!(id.len() <= 100, "{id}");
            assert_eq!(Button::parse(&id), Ok(b));
        }
        assert_eq!(
            Button::new(Action::Resign, 42, 7).custom_id(),
            "tw1:resign:42:7"
        );
    }

    #[test]
    fn forged_and_garbled_ids_are_errors() {
        for bad in [
            "",
            "tw1",
            "tw1:",
            "tw1:resign",
            "tw1:resign:42",
            "tw1:resign:42:",
            "tw1:resign:42:7:8",
            "tw2:resign:42:7",
            "tw1:RESIGN:42:7",
            "tw1:explode:42:7",
            "tw1:resign:-1:7",
            "tw1:resign:+1:7",
            "tw1:resign:042:7",
            "tw1:resign:42:4294967296",
            "tw1:resign:18446744073709551616:0",
            "tw1:resign:4 2:7",
            "tw1:resign:٤٢:7",
            "resign:42",
        ] {
            assert!(Button::parse(bad).is_err(), "{bad:?} was accepted");
        }
    }

    proptest! {
        #[test]
        fn any_text_parses_without_panic(text in ".{0,120}") {
            let _ = Button::parse(&text);
        }

        #[test]
        fn text_near_the_format_round_trips_when_accepted(
            action in "[a-z-]{0,12}", key in "[0-9+-]{0,22}", ply in "[0-9]{0,11}"
        ) {
            let text = format!("tw1:{action}:{key}:{ply}");
            if let Ok(b) = Button::parse(&text) {
                prop_assert_eq!(b.custom_id(), text);
            }
        }
    }
}
