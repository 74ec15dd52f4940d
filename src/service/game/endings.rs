//! Endings by the players: resignation and draws by agreement.

use crate::service::game::buttons::{Action, Button};
use crate::service::game::press::check_game;
use crate::service::game::records::{active, color_of, player_of, result_line, resume};
use crate::service::game::snapshot::{changed, kept};
use crate::service::refuse;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::{GameService, Reply, ServiceError};
use towers_rules::Color;
use towers_store::StoreExt;
use towers_store::{Change, EndStatus, GameResult, GameStatus, Player};

impl GameService {
    /// A player resigns.
    /// `at`: the button pressed (`None`: a command); the command is then refused as stale
    /// unless the channel's game is the button's game at the button's ply.
    pub fn resign(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        at: Option<Button>,
    ) -> Result<Reply, ServiceError> {
        let snapshot = self.store.update::<_, ServiceError>(channel, &|record| {
            check_game(record, at)?;
            let mut record = active(record)?.clone();
            let color = color_of(&record, user)?;
            let game = resume(&record)?;
            let result = match color {
                Color::White => GameResult::BlackWins,
                Color::Black => GameResult::WhiteWins,
            };
            let end = EndStatus::Resigned { by: user.id };
            let message = result_line(&record, &result, &end);
            record.status = GameStatus::Finished { result, end };
            record.updated_at = now;
            changed(Change::Finish(record.clone()), record, game, message, None)
        })??;
        self.searches.stop(channel);
        self.reply(snapshot)
    }

    /// A player offers a draw, or accepts the opponent's open offer.
    /// `at`: the button pressed (`None`: a command); the command is then refused as stale
    /// unless the channel's game is the button's game at the button's ply.
    pub fn draw(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        at: Option<Button>,
    ) -> Result<Reply, ServiceError> {
        let judged = self.bot_draw_verdict(channel)?;
        let snapshot = self.store.update(channel, &|record| {
            check_game(record, at)?;
            let mut record = active(record)?.clone();
            let color = color_of(&record, user)?;
            if record.bot.is_some() {
                // The bot takes the draw only in a dead-drawn ending, judged on this very
                // position (a move meanwhile voids the verdict).
                if judged != Some((record.id, record.moves.len(), true)) {
                    return refuse(Message::new("refuse-bot-draw"));
                }
                let game = resume(&record)?;
                let message = Message::new("bot-accepts-draw").then(result_line(
                    &record,
                    &GameResult::Draw,
                    &EndStatus::Agreement,
                ));
                record.updated_at = now;
                record.status = GameStatus::Finished {
                    result: GameResult::Draw,
                    end: EndStatus::Agreement,
                };
                return changed(Change::Finish(record.clone()), record, game, message, None);
            }
            let game = resume(&record)?;
            let opponent = player_of(&record, !color).clone();
            record.updated_at = now;
            match record.draw_offer {
                Some(offerer) if offerer == user.id => refuse(
                    Message::new("refuse-draw-already-offered").text("player", shown(&opponent)),
                ),
                Some(_) => {
                    let message = result_line(&record, &GameResult::Draw, &EndStatus::Agreement);
                    record.status = GameStatus::Finished {
                        result: GameResult::Draw,
                        end: EndStatus::Agreement,
                    };
                    changed(Change::Finish(record.clone()), record, game, message, None)
                }
                None => {
                    record.draw_offer = Some(user.id);
                    let message = Message::new("draw-offered")
                        .text("player", shown(user))
                        .text("opponent", shown(&opponent));
                    kept(record, game, message, Some(opponent.id))
                }
            }
        })??;
        if snapshot.record.draw_offer.is_some() && snapshot.record.status == GameStatus::Active {
            return self.offer_reply(snapshot, &[Action::AcceptDraw]);
        }
        Ok(Reply {
            image: None,
            ..self.reply(snapshot)?
        })
    }

    /// Whether the bot of the channel's active bot game holds the current position for a
    /// dead draw ([`towers_engine::draw_sense`]), with the game id and ply judged; `None`
    /// when there is no active game against the bot. Searches a few tens of milliseconds
    /// outside the store's transaction.
    fn bot_draw_verdict(&self, channel: u64) -> Result<Option<(u64, usize, bool)>, ServiceError> {
        let Some(record) = self.active_game(channel)? else {
            return Ok(None);
        };
        let Some(seat) = record.bot else {
            return Ok(None);
        };
        let game = resume(&record)?;
        let bot_side = if record.white.id == seat.player {
            Color::White
        } else {
            Color::Black
        };
        let dead = towers_engine::draw_sense::dead_drawn_for(&game, bot_side);
        Ok(Some((record.id, record.moves.len(), dead)))
    }
}
