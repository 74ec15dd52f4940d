//! Takebacks: a player asks to undo their last move; the opponent accepts or declines.
//!
//! Accepted, the requester's last move is undone, and the opponent's reply too if one
//! followed, so that it is the requester's turn again. Against the bot no one is asked: the
//! player's last move and the bot's reply are undone at once (only on the player's turn, not
//! while the bot thinks). A move by either player lets an open request lapse, and the
//! Accept/Decline buttons carry the ply, so they go stale like every other game button.

use crate::service::game::buttons::{Action, Button};
use crate::service::game::press::check_game;
use crate::service::game::records;
use crate::service::game::records::{active, color_of, player_of, rebuild, start_turn};
use crate::service::game::snapshot::kept;
use crate::service::game::time_control;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::texts::to_move;
use crate::service::{refuse, GameService, Reply, ServiceError};
use towers_rules::{Color, Game};
use towers_store::StoreExt;
use towers_store::{Change, ChannelRecord, GameRecord, Player};

/// How many plies undoing `color`'s last move takes in `record`'s game (`game` rebuilt from
/// it): 1 when `color` moved last, 2 when the opponent has replied since. Refused when
/// `color` has no move to take back.
fn plies_to_undo(record: &GameRecord, game: &Game, color: Color) -> Result<usize, ServiceError> {
    let plies = if game.position().side_to_move() == color {
        2
    } else {
        1
    };
    if record.moves.len() < plies {
        return refuse(Message::new("refuse-takeback-nothing"));
    }
    Ok(plies)
}

/// `record` with its last `plies` moves undone, and the game rebuilt; a new turn starts at
/// `now` (`now_ms` for the clocks: the interrupted turn's time is charged, without increment)
/// and open offers lapse.
fn undone(
    record: &GameRecord,
    plies: usize,
    (now, now_ms): (u64, u64),
) -> Result<(GameRecord, Game, Vec<towers_store::MoveText>), ServiceError> {
    let mut record = record.clone();
    if record.clock.is_some() {
        let to_move = records::resume(&record)?.position().side_to_move();
        if let Some(clock) = record.clock.as_mut() {
            time_control::interrupt(clock, to_move, now_ms);
        }
    }
    let keep = record.moves.len() - plies;
    let taken = record.moves.split_off(keep);
    record.draw_offer = None;
    record.takeback_offer = None;
    record.updated_at = now;
    start_turn(&mut record, now);
    let game = rebuild(&record)?;
    record.position = Some(Box::new(records::stored_position(&game)));
    Ok((record, game, taken))
}

/// "c3-d4" or "c3-d4 and f6-e5".
fn moves_text(taken: &[towers_store::MoveText]) -> Message {
    let text = |m: Option<&towers_store::MoveText>| {
        m.map(towers_store::MoveText::to_string).unwrap_or_default()
    };
    Message::new("taken-moves")
        .count("count", taken.len() as u64)
        .text("first", text(taken.first()))
        .text("second", text(taken.get(1)))
}

impl GameService {
    /// `user` asks to take back their last move (or accepts the opponent's open request,
    /// as the Accept takeback button does). Against the bot the move and the bot's reply
    /// are undone at once.
    /// `at`: the button pressed (`None`: a command); the command is then refused as stale
    /// unless the channel's game is the button's game at the button's ply.
    pub fn takeback(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        at: Option<Button>,
    ) -> Result<Reply, ServiceError> {
        let now_ms = self.clock_now_ms();
        let snapshot = self.store.update(channel, &|record| {
            check_game(record, at)?;
            let record = active(record)?;
            let color = color_of(record, user)?;
            let game = rebuild(record)?;
            let opponent = player_of(record, !color).clone();
            if record.bot.is_some() {
                if game.position().side_to_move() != color {
                    return refuse(Message::new("refuse-takeback-bot-moving"));
                }
                let plies = plies_to_undo(record, &game, color)?;
                let (record, game, taken) = undone(record, plies, (now, now_ms))?;
                let message = Message::new("took-back")
                    .text("player", shown(user))
                    .message("moves", moves_text(&taken))
                    .then(to_move(user, color));
                return kept(record, game, message, Some(user.id));
            }
            match record.takeback_offer {
                Some(asker) if asker == user.id => refuse(
                    Message::new("refuse-takeback-already-asked").text("player", shown(&opponent)),
                ),
                Some(_) => {
                    // The opponent asked: undo their last move.
                    let asker_color = !color;
                    let plies = plies_to_undo(record, &game, asker_color)?;
                    let (record, game, taken) = undone(record, plies, (now, now_ms))?;
                    let message = Message::new("takeback-accepted")
                        .text("player", shown(user))
                        .message("moves", moves_text(&taken))
                        .then(to_move(&opponent, asker_color));
                    kept(record, game, message, Some(opponent.id))
                }
                None => {
                    let plies = plies_to_undo(record, &game, color)?;
                    let taken = &record.moves[record.moves.len() - plies..];
                    let mut record = record.clone();
                    record.takeback_offer = Some(user.id);
                    record.updated_at = now;
                    let message = Message::new("takeback-asked")
                        .text("player", shown(user))
                        .message("moves", moves_text(taken))
                        .text("opponent", shown(&opponent));
                    kept(record, game, message, Some(opponent.id))
                }
            }
        })??;
        if snapshot.record.takeback_offer.is_some() {
            return self.offer_reply(snapshot, &[Action::AcceptTakeback, Action::DeclineTakeback]);
        }
        self.reply(snapshot)
    }

    /// The opponent declines the open takeback request (or the requester withdraws it);
    /// refused as stale unless the channel's game is `at`'s game at `at`'s ply (when given).
    pub fn decline_takeback(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        at: Option<Button>,
    ) -> Result<Reply, ServiceError> {
        let (message, mention) = self.store.update(channel, &|record| {
            check_game(record, at)?;
            let record = active(record)?;
            let color = color_of(record, user)?;
            let opponent = player_of(record, !color);
            let Some(asker) = record.takeback_offer else {
                return refuse(Message::new("refuse-no-takeback"));
            };
            let said = if asker == user.id {
                (
                    Message::new("takeback-withdrawn").text("player", shown(user)),
                    None,
                )
            } else {
                (
                    Message::new("takeback-declined").text("player", shown(user)),
                    Some(opponent.id),
                )
            };
            let mut record = record.clone();
            record.takeback_offer = None;
            record.updated_at = now;
            Ok((Change::Put(ChannelRecord::Game(record)), said))
        })??;
        Ok(Reply {
            message,
            mention,
            ..Reply::default()
        })
    }
}
