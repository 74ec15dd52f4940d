//! The reply after a change: a snapshot of the game rebuilt from its record, its text and
//! the board picture, seen from the side chosen for the game (`/side`, [`Table::BoardSides`]).

use crate::service::board::view::BoardSide;
use crate::service::game::buttons::{Action, Button};
use crate::service::game::press::game_buttons;
use crate::service::game::records::bot_color;
use crate::service::game::time_control;
use crate::service::text::message::Message;
use crate::service::text::texts;
use crate::service::{GameService, Reply, ServiceError};
use towers_rules::{Color, Game};
use towers_store::{Change, ChannelRecord, GameRecord, GameStatus, Table};

/// A game rebuilt from its record, for the reply after a change.
pub(in crate::service) struct Snapshot {
    pub(in crate::service) record: GameRecord,
    pub(in crate::service) game: Game,
    pub(in crate::service) message: Message,
    pub(in crate::service) mention: Option<u64>,
}

impl GameService {
    /// The reply for a snapshot: its text and the board picture, seen from the side to move
    /// (from the human's side in a game against the bot; White's side once the game is over).
    pub(in crate::service) fn reply(&self, snapshot: Snapshot) -> Result<Reply, ServiceError> {
        let over = snapshot.record.status != GameStatus::Active;
        // Exactly one reply hands the bot's turn to its front end; a /board while the bot
        // thinks does not start a second search. After a restart the next reply does.
        let bot_to_move = !over
            && bot_color(&snapshot.record, &snapshot.game).is_some()
            && self.searches.claim(snapshot.record.channel);
        let to_move = snapshot.game.position().side_to_move();
        let viewer = self.viewer(&snapshot.record, to_move, over);
        let image = self.pictures.of_game(&snapshot.game, over, Some(viewer))?;
        let mut message = snapshot.message;
        // The last moves under the text while the game goes on (a finished game's message is
        // its result; /pdn and /replay give the whole game). A reply handing over to the bot
        // is the lead of the bot's reply, which has the line.
        if let Some(line) = (!bot_to_move && !over)
            .then(|| {
                texts::move_list(
                    &snapshot.record.moves,
                    texts::MOVE_LIST_PLIES,
                    snapshot.game.start().side_to_move(),
                )
            })
            .flatten()
        {
            message = message.line(line);
        }
        if let Some(clock) = &snapshot.record.clock {
            let running = (!over).then_some(to_move);
            let flag = running.map(|side| time_control::flag_at(clock, side));
            self.flags().set(snapshot.record.channel, flag);
            let now_ms = self.clock_now_ms();
            message = message.line(time_control::clocks_line(clock, running, now_ms));
        }
        Ok(Reply {
            message,
            image: Some(image),
            more_images: Vec::new(),
            mention: snapshot.mention.filter(|_| !bot_to_move),
            bot_to_move,
            buttons: game_buttons(&snapshot.record, self.activity()),
            game_over: over,
        })
    }

    /// The reply to an offer that now stands (a draw offered, a takeback asked): the
    /// snapshot's text, addressed as it says, without the board, and under it only the buttons
    /// that answer the offer (`answers`, at the game's current ply).
    pub(in crate::service) fn offer_reply(
        &self,
        snapshot: Snapshot,
        answers: &[Action],
    ) -> Result<Reply, ServiceError> {
        let (id, ply) = (snapshot.record.id, snapshot.record.moves.len());
        let reply = self.reply(snapshot)?;
        Ok(Reply {
            image: None,
            buttons: answers.iter().map(|a| Button::new(*a, id, ply)).collect(),
            ..reply
        })
    }

    /// How `record`'s game is shown: the players' choice for this game, else the default
    /// (the side to move). A store that cannot be read gives the default (logged): a picture
    /// never fails for want of a preference.
    // Hook: a server default (`Table::ServerSettings`, by guild) would be read here when the game
    // has no choice of its own.
    pub fn board_side(&self, record: &GameRecord) -> BoardSide {
        match self
            .store
            .load_entry(Table::BoardSides, &record.id.to_string())
        {
            Ok(Some(bytes)) => std::str::from_utf8(&bytes)
                .ok()
                .and_then(BoardSide::from_name)
                .unwrap_or_default(),
            Ok(None) => BoardSide::default(),
            Err(e) => {
                tracing::warn!(error = %e, game = record.id, "board side unreadable; default");
                BoardSide::default()
            }
        }
    }

    /// The colour `record`'s board is seen from now (`to_move` the side to move).
    pub(in crate::service) fn viewer(
        &self,
        record: &GameRecord,
        to_move: Color,
        over: bool,
    ) -> Color {
        let human = record.bot.map(|seat| {
            if seat.player == record.white.id {
                Color::Black
            } else {
                Color::White
            }
        });
        self.board_side(record).viewer(human, to_move, over)
    }
}

/// [`changed`] putting `record` back as the channel's record (the game goes on).
pub(in crate::service) fn kept(
    record: GameRecord,
    game: Game,
    message: Message,
    mention: Option<u64>,
) -> Result<(Change, Snapshot), ServiceError> {
    let change = Change::Put(ChannelRecord::Game(record.clone()));
    changed(change, record, game, message, mention)
}

/// The decision of an update closure: apply `change`, then reply from the game it leaves.
pub(in crate::service) fn changed(
    change: Change,
    record: GameRecord,
    game: Game,
    message: Message,
    mention: Option<u64>,
) -> Result<(Change, Snapshot), ServiceError> {
    Ok((
        change,
        Snapshot {
            record,
            game,
            message,
            mention,
        },
    ))
}
