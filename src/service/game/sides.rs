//! The per-game choice of the side the board is seen from (`/side`), kept in the store's
//! [`Table::BoardSides`] keyed by game id.

use crate::rules::Color;
use crate::service::board::view::BoardSide;
use crate::service::game::records::{active, is_player, player_of, resume};
use crate::service::text::markdown::shown;
use crate::service::{refuse, GameService, ServiceError, Snapshot};
use crate::store::{EntryChange, GameRecord, Player, Store, Table};

impl<S: Store> GameService<S> {
    /// How `record`'s game is shown: the players' choice for this game, else the default
    /// (the side to move). A store that cannot be read gives the default (logged): a picture
    /// never fails for want of a preference.
    // Hook: a server default (`Table::Settings`, by guild) would be read here when the game
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

    /// A player of the channel's game chooses the side its board is shown from, for everyone
    /// and for the rest of the game (and its replay); the reply shows the board that way.
    /// Refused when there is no game in progress or `user` does not play in it.
    pub fn set_board_side(
        &self,
        channel: u64,
        user: &Player,
        side: BoardSide,
    ) -> Result<crate::service::Reply, ServiceError> {
        let loaded = self.store.load(channel)?;
        let record = active(loaded.as_ref())?.clone();
        if !is_player(&record, user) {
            return refuse(crate::service::Message::new("refuse-side-not-player"));
        }
        self.store.update_entry::<(), ServiceError>(
            Table::BoardSides,
            &record.id.to_string(),
            &|_| Ok((EntryChange::Put(side.name().as_bytes().to_vec()), ())),
        )??;
        let game = resume(&record)?;
        let to_move = game.position().side_to_move();
        let chose = match side {
            BoardSide::ToMove => crate::service::Message::new("side-to-move-chosen"),
            BoardSide::Fixed(c) => crate::service::Message::new("side-fixed-chosen")
                .message("side", crate::service::text::texts::side_of(c)),
        };
        let message = chose
            .text("player", shown(user))
            .then(crate::service::text::texts::to_move(
                player_of(&record, to_move),
                to_move,
            ));
        self.reply(Snapshot {
            record,
            game,
            message,
            mention: None,
        })
    }
}
