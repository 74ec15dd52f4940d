//! Button presses: which buttons a game message carries, the stale-button checks, and
//! carrying out a press ([`GameService::press`]).

use crate::service::game::buttons::{Action, Button};
use crate::service::game::records::{color_of, player_of, resume};
use crate::service::game::setup::{ColorChoice, Setup};
use crate::service::live::Origin;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::texts;
use crate::service::{refuse, GameService, Reply, ServiceError};
use towers_engine::Level;
use towers_rules::Color;
use towers_store::{ChannelRecord, GameRecord, GameStatus, Player};

/// The English wording of the refusal for a game button from an earlier position or an
/// earlier game (message `refuse-stale-button`), as the catalogue gives it.
pub fn stale_button_text() -> String {
    Message::new("refuse-stale-button").render(crate::service::text::locale::Lang::ENGLISH)
}

/// The English wording of the refusal for an Accept/Decline button whose challenge is gone
/// (message `refuse-stale-challenge`), as the catalogue gives it.
pub fn stale_challenge_text() -> String {
    Message::new("refuse-stale-challenge").render(crate::service::text::locale::Lang::ENGLISH)
}

/// A press's reply and who sees it: `private` replies go only to the presser.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pressed {
    pub reply: Reply,
    pub private: bool,
}

/// The buttons under a game message: Resign, Offer draw (not against the bot), Flip board
/// and, once a move was played, Take back while the game is on; Rematch once it is over
/// (not against the bot).
pub(in crate::service) fn game_buttons(record: &GameRecord, activity: bool) -> Vec<Button> {
    let at = |action| Button::new(action, record.id, record.moves.len());
    let people = record.bot.is_none();
    let mut on = if people {
        vec![at(Action::Resign), at(Action::Draw), at(Action::Flip)]
    } else {
        vec![at(Action::Resign), at(Action::Flip)]
    };
    if !record.moves.is_empty() {
        on.push(at(Action::Takeback));
    }
    if activity {
        on.push(at(Action::OpenBoard));
    }
    match record.status {
        GameStatus::Active => on,
        GameStatus::Finished { .. } if people => vec![at(Action::Rematch)],
        GameStatus::Finished { .. } => Vec::new(),
    }
}

/// Refuses as stale unless `record` is the challenge made at `created` (when given).
pub(in crate::service) fn check_challenge(
    record: Option<&ChannelRecord>,
    created: Option<u64>,
) -> Result<(), ServiceError> {
    match (created, record) {
        (None, _) => Ok(()),
        (Some(at), Some(ChannelRecord::Challenge(c))) if c.created_at == at => Ok(()),
        _ => refuse(Message::new("refuse-stale-challenge")),
    }
}

/// Refuses as stale unless `record` is the active game `at.key` with `at.ply` moves played
/// (when given).
pub(in crate::service) fn check_game(
    record: Option<&ChannelRecord>,
    at: Option<Button>,
) -> Result<(), ServiceError> {
    let Some(at) = at else { return Ok(()) };
    match record {
        Some(ChannelRecord::Game(g))
            if g.status == GameStatus::Active
                && g.id == at.key
                && g.moves.len() == at.ply as usize =>
        {
            Ok(())
        }
        _ => refuse(Message::new("refuse-stale-button")),
    }
}

impl GameService {
    /// `user` pressed `button` in `channel` at `now` (the front end's reading of the clock,
    /// overridden by the service's own, [`GameService::now`]), as `press_button` below;
    /// a press that changes the channel's game or challenge is published as a game event of
    /// origin [`Origin::Chat`]. Blocking.
    pub fn press(
        &self,
        channel: u64,
        user: &Player,
        button: &Button,
        now: u64,
    ) -> Result<Pressed, ServiceError> {
        let pressed = self.press_button(channel, user, button, self.now(now));
        let pressed = self.with_losses(channel, pressed, |p| &mut p.reply.message)?;
        if button.action.changes_channel() {
            self.publish(channel, Origin::Chat);
        }
        Ok(pressed)
    }

    /// `user` pressed `button` in `channel`. Refused (nothing changes) when the button is
    /// stale ([`stale_button_text()`], [`stale_challenge_text()`]), when `user` may not press it
    /// (game buttons: the two players only), or for the same reasons as the command it
    /// stands for. Resign first asks privately for a confirmation (a second button); Flip
    /// answers privately with the board from the other side; the rest answer publicly as
    /// their commands do.
    fn press_button(
        &self,
        channel: u64,
        user: &Player,
        button: &Button,
        now: u64,
    ) -> Result<Pressed, ServiceError> {
        let public = |reply| {
            Ok(Pressed {
                reply,
                private: false,
            })
        };
        match button.action {
            Action::Accept => public(self.accept(channel, user, now, Some(button.key))?),
            Action::Decline => public(self.decline(channel, user, now, Some(button.key))?),
            Action::ConfirmResign => public(self.resign(channel, user, now, Some(*button))?),
            Action::Draw | Action::AcceptDraw => {
                public(self.draw(channel, user, now, Some(*button))?)
            }
            Action::Resign => {
                let record = self.current_game(channel, button, user)?;
                let color = color_of(&record, user)?;
                Ok(Pressed {
                    reply: Reply {
                        message: Message::new("confirm-resign")
                            .text("opponent", shown(player_of(&record, !color))),
                        buttons: vec![Button::new(
                            Action::ConfirmResign,
                            record.id,
                            record.moves.len(),
                        )],
                        ..Reply::default()
                    },
                    private: true,
                })
            }
            Action::Flip => {
                let record = self.current_game(channel, button, user)?;
                let game = resume(&record)?;
                // The message showed the game's board side (by default the side to move).
                let on_board = self.viewer(&record, game.position().side_to_move(), false);
                let viewer = !on_board;
                Ok(Pressed {
                    reply: Reply {
                        message: Message::new("flipped-board")
                            .message("side", texts::side_of(viewer))
                            .text("player", shown(player_of(&record, viewer))),
                        image: Some(self.pictures.of_game(&game, false, Some(viewer))?),
                        ..Reply::default()
                    },
                    private: true,
                })
            }
            Action::Rematch => public(self.rematch(channel, user, button.key, now)?),
            Action::Takeback | Action::AcceptTakeback => {
                public(self.takeback(channel, user, now, Some(*button))?)
            }
            Action::DeclineTakeback => {
                public(self.decline_takeback(channel, user, now, Some(*button))?)
            }
            Action::ClaimWin => public(self.claim(channel, user, now, Some(*button))?),
            Action::JoinTournament => public(Reply {
                message: self.join_tournament(button.key, user, now)?,
                ..Reply::default()
            }),
            Action::LeaveTournament => public(Reply {
                message: self.leave_tournament(button.key, user)?,
                ..Reply::default()
            }),
            Action::JoinArena => public(Reply {
                message: self.join_arena(button.key, user, now)?,
                ..Reply::default()
            }),
            Action::LeaveArena => public(Reply {
                message: self.pause_arena(button.key, user)?,
                ..Reply::default()
            }),
            // Launched by the front end itself; one that cannot launch the Activity says so.
            Action::OpenBoard => {
                check_game(self.store.load(channel)?.as_ref(), Some(*button))?;
                refuse(Message::new("refuse-open-board-here"))
            }
        }
    }

    /// The channel's game if it is `button`'s game at `button`'s ply and `user` plays in it.
    fn current_game(
        &self,
        channel: u64,
        button: &Button,
        user: &Player,
    ) -> Result<GameRecord, ServiceError> {
        let loaded = self.store.load(channel)?;
        check_game(loaded.as_ref(), Some(*button))?;
        let Some(ChannelRecord::Game(record)) = loaded else {
            return refuse(Message::new("refuse-stale-button"));
        };
        color_of(&record, user)?;
        Ok(record)
    }

    /// A player of the finished game `game` challenges the other player again: same
    /// variant and rule options, colours swapped (the Rematch button, the Activity's
    /// rematch).
    pub(in crate::service) fn rematch(
        &self,
        channel: u64,
        user: &Player,
        game: u64,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let old = &self.finished_game(channel, game)?;
        let color = color_of(old, user)?;
        if old.bot.is_some() {
            return refuse(Message::new("refuse-rematch-bot"));
        }
        let setup = swapped(old, color);
        let opponent = player_of(old, !color).clone();
        let limit = old
            .move_limit_secs
            .unwrap_or(towers_store::DEFAULT_MOVE_LIMIT_SECS);
        self.challenge_timed(channel, user, Some(&opponent), setup, limit, now)
    }

    /// Finished game `game` of `channel`, or the refusal of a button that no longer stands
    /// for one.
    fn finished_game(&self, channel: u64, game: u64) -> Result<GameRecord, ServiceError> {
        let finished = self.store.finished_games(channel)?;
        match finished.into_iter().rev().find(|g| g.id == game) {
            Some(old) => Ok(old),
            None => refuse(Message::new("refuse-stale-button")),
        }
    }

    /// The board's rematch of finished game `game`: as the Rematch button after a game
    /// between people; after a game against the bot (where the channel's final message has no
    /// Rematch button), a new game against it at the same level, colours swapped.
    pub(in crate::service) fn rematch_from_board(
        &self,
        channel: u64,
        user: &Player,
        game: u64,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let old = &self.finished_game(channel, game)?;
        let Some(seat) = old.bot else {
            return self.rematch(channel, user, game, now);
        };
        let color = color_of(old, user)?;
        let Some(level) = Level::new(seat.level) else {
            return refuse(Message::new("refuse-rematch-bot"));
        };
        let setup = swapped(old, color);
        let bot = player_of(old, !color).clone();
        self.start_bot_game(channel, user, &bot, level, setup, now)
    }
}

/// A rematch of `old`, where the user played `color`: its variant, options and server, the
/// colours swapped.
fn swapped(old: &GameRecord, color: Color) -> Setup {
    Setup {
        variant: old.variant,
        options: old.options,
        color: match color {
            Color::White => ColorChoice::Black,
            Color::Black => ColorChoice::White,
        },
        guild: old.guild,
    }
}
