//! Giving up an open puzzle: the solution is shown and the attempt ends without a rating
//! change, so that leaving a puzzle never costs rating points (a wrong move does).

use super::play::{game_at, puzzle_of};
use super::store::{attempt_key, Attempt};
use super::Puzzles;
use crate::service::text::message::Message;
use crate::service::{refuse, Reply, ServiceError};
use towers_store::Player;

impl Puzzles {
    /// `user` gives up their open puzzle in `channel`: the attempt ends, not rated, and the
    /// reply shows the rest of the solution with the board after it, from the solver's side.
    /// Refused (nothing changes) without an open puzzle, or when another command of the same
    /// user ended it first. Errors: `Store`, `Internal` (a puzzle that does not replay).
    pub fn give_up(&self, channel: u64, user: &Player) -> Result<Reply, ServiceError> {
        let key = attempt_key(channel, user.id);
        let Some(attempt) = self.puzzle_entry::<Attempt>(&key)? else {
            return refuse(Message::new("refuse-no-puzzle"));
        };
        let (variant, puzzle) = puzzle_of(&attempt)?;
        let side = game_at(variant, puzzle, attempt.ply)?
            .position()
            .side_to_move();
        let solved = game_at(variant, puzzle, puzzle.solution.len())?;
        self.replace_attempt(&key, Some(&attempt), None)?;
        let name = Message::new("puzzle-name")
            .variant("variant", variant)
            .count("number", u64::from(attempt.number));
        let message = Message::new("puzzle-given-up")
            .message("puzzle", name.clone())
            .line(
                Message::new("puzzle-solution")
                    .message("puzzle", name)
                    .text("line", puzzle.solution[attempt.ply..].join(" ")),
            );
        Ok(Reply {
            message,
            image: Some(self.pictures.of_game(&solved, false, Some(side))?),
            ..Reply::default()
        })
    }
}
