//! Review: the board of the channel's shown game after any number of its moves, for the
//! Activity's move list. A front end reads the game once ([`GameService::review`]) and asks
//! it for boards ([`Review::board_at`]) without the store.

use crate::service::game::records::rebuild;
use crate::service::live::build::board;
use crate::service::live::state::LiveBoard;
use crate::service::text::message::Message;
use crate::service::{GameService, ServiceError};
use towers_rules::Game;
use towers_store::{ChannelRecord, GameStatus};

/// A game read for review: its id and every move.
#[derive(Clone, Debug)]
pub struct Review {
    pub id: u64,
    game: Game,
}

impl Review {
    /// How many moves the game has.
    pub fn plies(&self) -> usize {
        self.game.plies()
    }

    /// The board after the first `ply` moves (the last one marked); `None` past the end.
    pub fn board_at(&self, ply: usize) -> Option<LiveBoard> {
        if ply > self.game.plies() {
            return None;
        }
        let at = self.game.prefix(ply);
        // Must-capture marks belong to the live position only.
        Some(board(&at, true))
    }
}

impl GameService {
    /// Game `id` if it is the one `channel` shows (in progress, else its last finished);
    /// refused with `refuse-stale-button` otherwise. Reads the store only.
    pub fn review(&self, channel: u64, id: u64) -> Result<Review, ServiceError> {
        let record = match self.store.load(channel)? {
            Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => Some(g),
            _ => self.last_finished(channel)?,
        };
        match record {
            Some(r) if r.id == id => Ok(Review {
                id,
                // Replayed from the start: a resumed game holds only the moves since its stored position.
                game: rebuild(&r)?,
            }),
            _ => Err(ServiceError::Refused(Message::new("refuse-stale-button"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::Variant;

    #[test]
    fn boards_step_through_the_moves_and_stop_at_the_end() {
        let mut game = Game::new(Variant::Russian);
        for text in ["c3-d4", "f6-e5", "d4xf6"] {
            game.play_text(text).unwrap();
        }
        let review = Review { id: 1, game };
        let start = review.board_at(0).unwrap();
        assert!(start.highlight.is_empty());
        assert_eq!(start.towers.len(), 24);
        let after = review.board_at(3).unwrap();
        assert_eq!(after.towers.len(), 23, "the capture took a man");
        assert_eq!(after.highlight, vec![(3, 3), (5, 5)]);
        assert!(review.board_at(4).is_none());
    }
}
