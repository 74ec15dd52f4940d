//! Turns: the player to move plays, and the board as it stands.

use crate::service::game::records::{active, after_move, challenged, is_player, player_of, resume};
use crate::service::game::snapshot::{changed, Snapshot};
use crate::service::game::time_control;
use crate::service::game::timeouts::deadline;
use crate::service::refuse;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::texts;
use crate::service::text::texts::options_note;
use crate::service::{GameService, Reply, ServiceError};
use towers_store::StoreExt;
use towers_store::{Change, ChannelRecord, Player};

impl GameService {
    /// The player to move plays `notation`. Refusals say why and list the legal moves.
    pub fn play(
        &self,
        channel: u64,
        user: &Player,
        notation: &str,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let now_ms = self.clock_now_ms();
        let snapshot = self.store.update(channel, &|record| {
            let mut record = active(record)?.clone();
            let mut game = resume(&record)?;
            let side = game.position().side_to_move();
            let mover = player_of(&record, side);
            if !is_player(&record, user) {
                return refuse(
                    Message::new("refuse-not-playing")
                        .text("white", shown(&record.white))
                        .text("black", shown(&record.black)),
                );
            }
            // A player who acts after the flag fell ends the game on time; the move (if
            // theirs) is not played.
            if record
                .clock
                .is_some_and(|c| time_control::fallen(&c, side, now_ms))
            {
                let message = time_control::end_on_flag(&mut record, side, now);
                return changed(Change::Finish(record.clone()), record, game, message, None);
            }
            if mover.id != user.id {
                if record.bot.is_some_and(|b| b.player == mover.id) {
                    return refuse(
                        Message::new("refuse-bot-thinking")
                            .text("player", shown(mover))
                            .color("color", side),
                    );
                }
                return refuse(
                    Message::new("refuse-not-your-turn")
                        .text("player", shown(mover))
                        .color("color", side),
                );
            }
            let before = game.position().clone();
            let mv = game
                .play_text(notation)
                .map_err(|e| ServiceError::Refused(texts::move_refusal(&e)))?;
            let written = towers_store::MoveText::new(towers_rules::notation::write(&before, &mv))
                .map_err(|e| ServiceError::Internal(format!("the rules wrote {e}")))?;
            record.updated_at = now;
            if let Some(clock) = record.clock.as_mut() {
                time_control::charge(clock, side, now_ms);
            }
            let (change, message, mention) = after_move(&mut record, &game, user, &written);
            changed(change, record, game, message, mention)
        })??;
        self.reply(snapshot)
    }

    /// The current board of the channel's game, from the side to move's point of view.
    pub fn board(&self, channel: u64, now: u64) -> Result<Reply, ServiceError> {
        let record = match self.store.load(channel)? {
            Some(ChannelRecord::Game(g)) => g,
            Some(ChannelRecord::Challenge(c)) => {
                return refuse(
                    Message::new("refuse-no-game-yet")
                        .text("challenger", shown(&c.challenger))
                        .arg("opponent", challenged(&c)),
                )
            }
            None => return refuse(Message::new("refuse-no-game")),
        };
        let game = resume(&record)?;
        let side = game.position().side_to_move();
        let level = |p: &Player| match record.bot {
            Some(b) if b.player == p.id => u64::from(b.level),
            _ => 0,
        };
        let message = Message::new("board-header")
            .variant("variant", game.variant())
            .text("white", shown(&record.white))
            .count("white_level", level(&record.white))
            .text("black", shown(&record.black))
            .count("black_level", level(&record.black))
            .count("move", (game.plies() / 2 + 1) as u64)
            .then(options_note(&record.options))
            .then(texts::to_move(player_of(&record, side), side));
        let message = match deadline(&record) {
            Some(due) if due > now => {
                message.then(Message::new("board-time-left").duration("time", due - now))
            }
            Some(_) => message.then(Message::new("board-time-run-out")),
            None => message,
        };

        self.reply(Snapshot {
            record,
            game,
            message,
            mention: None,
        })
    }
}
