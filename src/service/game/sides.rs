//! `/side`: a player chooses the side the game's board is seen from, kept in the store's
//! [`Table::BoardSides`] keyed by game id; the reply reads it (`snapshot.rs`).

use crate::service::board::view::BoardSide;
use crate::service::game::records::{active, is_player, player_of, resume};
use crate::service::game::snapshot::Snapshot;
use crate::service::text::markdown::shown;
use crate::service::text::texts;
use crate::service::{refuse, GameService, ServiceError};
use towers_store::StoreExt;
use towers_store::{EntryChange, Player, Table};

impl GameService {
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
            return refuse(crate::service::text::message::Message::new(
                "refuse-side-not-player",
            ));
        }
        self.store.update_entry::<(), ServiceError>(
            Table::BoardSides,
            &record.id.to_string(),
            &|_| Ok((EntryChange::Put(side.name().as_bytes().to_vec()), ())),
        )??;
        let game = resume(&record)?;
        let to_move = game.position().side_to_move();
        let chose = match side {
            BoardSide::ToMove => crate::service::text::message::Message::new("side-to-move-chosen"),
            BoardSide::Fixed(c) => crate::service::text::message::Message::new("side-fixed-chosen")
                .message("side", texts::side_of(c)),
        };
        let message = chose
            .text("player", shown(user))
            .then(texts::to_move(player_of(&record, to_move), to_move));
        self.reply(Snapshot {
            record,
            game,
            message,
            mention: None,
        })
    }
}
