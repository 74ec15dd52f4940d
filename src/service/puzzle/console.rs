//! What the console needs to play puzzles: whether a player has one open, and its board as
//! text. The moves go through [`Puzzles::solve`] as on Discord.

use super::play::{game_at, puzzle_of};
use super::store::{attempt_key, Attempt};
use super::Puzzles;
use crate::service::board::terminal::{text_board, PieceSymbols};
use crate::service::ServiceError;

impl Puzzles {
    /// Whether `user` has a puzzle open in `channel`. Reads the store only.
    pub fn has_open_puzzle(&self, channel: u64, user: u64) -> Result<bool, ServiceError> {
        Ok(self
            .puzzle_entry::<Attempt>(&attempt_key(channel, user))?
            .is_some())
    }

    /// The text board of `user`'s open puzzle in `channel`, from the solver's side, as it
    /// stands; `None` without one. Errors: `Store`, `Internal` (a puzzle that does not replay).
    pub fn puzzle_board_text(
        &self,
        channel: u64,
        user: u64,
        symbols: &PieceSymbols,
    ) -> Result<Option<String>, ServiceError> {
        let Some(attempt) = self.puzzle_entry::<Attempt>(&attempt_key(channel, user))? else {
            return Ok(None);
        };
        let (variant, puzzle) = puzzle_of(&attempt)?;
        let game = game_at(variant, puzzle, attempt.ply)?;
        let side = game.position().side_to_move();
        Ok(Some(text_board(game.position(), symbols, side)))
    }
}
