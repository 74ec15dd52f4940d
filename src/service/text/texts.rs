//! The sentences the service answers with. Names, not pings: front ends decide how to
//! address the player named in `Reply::mention`.

use towers_rules::{Color, MoveError, RuleOptions, Variant};
use towers_store::{GameRecord, Player};

use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::refusals;

/// The sentence naming non-default rule options; nothing (an empty message) for the rule
/// book's defaults. E.g. `Rule options: optional-captures.`
pub fn options_note(options: &RuleOptions) -> Message {
    if *options == RuleOptions::default() {
        Message::default()
    } else {
        Message::new("rule-options").text("options", options.to_string())
    }
}

/// How many legal moves a refusal lists before "and N more".
const LIST_LIMIT: usize = 40;

/// The legal moves `moves`, the first [`LIST_LIMIT`] of them and "and N more".
pub fn list_moves(moves: &[String]) -> Message {
    if moves.len() <= LIST_LIMIT {
        Message::new("move-list-all").text("moves", moves.join(", "))
    } else {
        Message::new("move-list-more")
            .text("moves", moves[..LIST_LIMIT].join(", "))
            .count("more", (moves.len() - LIST_LIMIT) as u64)
    }
}

/// The refusal for a move text that was not accepted: why (in the reader's words, see
/// [`refusals`]), and what is legal.
pub fn move_refusal(error: &MoveError) -> Message {
    match error {
        MoveError::Unreadable { text, reason } => Message::new("refuse-move-unreadable")
            .text("text", text.clone())
            .message("reason", refusals::unreadable(reason)),
        MoveError::Illegal {
            text,
            reason,
            legal,
        } => {
            let refusal = if legal.is_empty() {
                Message::new("refuse-move-illegal")
            } else {
                Message::new("refuse-move-illegal-here").message("legal", list_moves(legal))
            };
            refusal
                .text("text", text.clone())
                .message("reason", refusals::illegal(reason))
        }
        MoveError::Ambiguous { text, candidates } => Message::new("refuse-move-ambiguous")
            .text("text", text.clone())
            .arg("candidates", refusals::or_list(candidates)),
    }
}

/// The board's side of `color`, as "from { $side }" says it: `side-of-white` ("White's
/// side"; in Polish, Russian and Ukrainian the genitive, "strony białych").
pub fn side_of(color: Color) -> Message {
    Message::new(match color {
        Color::White => "side-of-white",
        Color::Black => "side-of-black",
    })
}

/// "Alice (White) to move."
pub fn to_move(player: &Player, color: Color) -> Message {
    Message::new("player-color-to-move")
        .text("player", shown(player))
        .color("color", color)
}

pub fn challenge_issued(
    challenger: &Player,
    opponent: &Player,
    variant: Variant,
    minutes: u64,
) -> Message {
    Message::new("challenge-issued")
        .text("challenger", shown(challenger))
        .text("opponent", shown(opponent))
        .variant("variant", variant)
        .count("minutes", minutes)
}

/// The announcement of an open challenge (anyone but the challenger may accept).
pub fn open_challenge_issued(challenger: &Player, variant: Variant, minutes: u64) -> Message {
    Message::new("open-challenge-issued")
        .text("challenger", shown(challenger))
        .variant("variant", variant)
        .count("minutes", minutes)
}

/// The first sentence of a new game: who plays which colour, the bot's level when one side is
/// the bot, and the rule options if any (e.g. "Bashni starts: Alice plays White, Bob plays
/// Black." or "Bashni against the bot starts: ... (bot level 3).").
pub fn game_starts(variant: Variant, record: &GameRecord, bot_level: Option<u8>) -> Message {
    let starts = match bot_level {
        Some(n) => Message::new("game-starts-bot").count("level", u64::from(n)),
        None => Message::new("game-starts"),
    };
    starts
        .variant("variant", variant)
        .text("white", shown(&record.white))
        .text("black", shown(&record.black))
        .then(options_note(&record.options))
}

/// How many plies the move-list line under a game message shows.
pub const MOVE_LIST_PLIES: usize = 10;

/// The move-list line of a game message: the last `plies` of `moves` (full notation, in order
/// from the start position, whose side to move is `first_mover`) numbered as PDN numbers
/// them: a move number is White's move and Black's reply, starting at 1, e.g.
/// `Moves: … 12. c3-d4 f6-e5 13. d4:f6`. A line opening on Black's move writes its number
/// as `12... f6-e5`: a window that starts there, or a game set up (FEN) with Black to move,
/// `Moves: 1... d6-c5 2. c3-d4`. (The tower FEN has no move-number field, so a set-up game
/// counts from 1.) `None` when no move has been played.
pub fn move_list<M: AsRef<str>>(moves: &[M], plies: usize, first_mover: Color) -> Option<Message> {
    move_line(moves, plies, first_mover)
        .map(|line| Message::new("move-list-line").text("moves", line))
}

/// The numbered moves of [`move_list`], without the "Moves:" label.
fn move_line<M: AsRef<str>>(moves: &[M], plies: usize, first_mover: Color) -> Option<String> {
    if moves.is_empty() || plies == 0 {
        return None;
    }
    // Half-moves before the first ply, counted from White's first move of move 1.
    let offset = usize::from(first_mover == Color::Black);
    let first = moves.len().saturating_sub(plies);
    let mut line = String::new();
    if first > 0 {
        line.push_str(" …");
    }
    for (ply, mv) in moves.iter().enumerate().skip(first) {
        let mv = mv.as_ref();
        let half = ply + offset;
        let number = half / 2 + 1;
        if half % 2 == 0 {
            line.push_str(&format!(" {number}. {mv}"));
        } else if ply == first {
            line.push_str(&format!(" {number}... {mv}"));
        } else {
            line.push_str(&format!(" {mv}"));
        }
    }
    Some(line.trim_start().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plies(texts: &[&str]) -> Vec<String> {
        texts.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_move_list_numbers_pairs_and_cuts_to_the_last_plies() {
        assert_eq!(move_line::<String>(&[], 10, Color::White), None);
        let opening = plies(&["c3-d4", "f6-e5", "d4:f6"]);
        assert_eq!(
            move_line(&opening, 10, Color::White).as_deref(),
            Some("1. c3-d4 f6-e5 2. d4:f6")
        );
        assert_eq!(
            move_line(&opening, 2, Color::White).as_deref(),
            Some("… 1... f6-e5 2. d4:f6")
        );
        let long: Vec<String> = (0..25).map(|i| format!("m{i}")).collect();
        assert_eq!(
            move_line(&long, 4, Color::White).as_deref(),
            Some("… 11... m21 12. m22 m23 13. m24")
        );
    }

    #[test]
    fn a_game_set_up_with_black_to_move_numbers_like_pdn() {
        let moves = plies(&["d6-c5", "c3-d4", "c5:e3", "f2:d4"]);
        assert_eq!(
            move_line(&moves[..1], 10, Color::Black).as_deref(),
            Some("1... d6-c5")
        );
        assert_eq!(
            move_line(&moves, 10, Color::Black).as_deref(),
            Some("1... d6-c5 2. c3-d4 c5:e3 3. f2:d4")
        );
        // A window opening on White's move, then on Black's.
        assert_eq!(
            move_line(&moves, 3, Color::Black).as_deref(),
            Some("… 2. c3-d4 c5:e3 3. f2:d4")
        );
        assert_eq!(
            move_line(&moves, 2, Color::Black).as_deref(),
            Some("… 2... c5:e3 3. f2:d4")
        );
    }
}
