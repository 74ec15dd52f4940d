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

impl Puzzles {
    /// The name of `user`'s open puzzle in `channel` (`puzzle-name`: `Bashni #8`), `None`
    /// without one. Reads the store only. Errors: `Store`, `Internal` (an unknown puzzle).
    pub fn open_puzzle_name(
        &self,
        channel: u64,
        user: u64,
    ) -> Result<Option<crate::service::text::message::Message>, ServiceError> {
        let Some(attempt) = self.puzzle_entry::<Attempt>(&attempt_key(channel, user))? else {
            return Ok(None);
        };
        let (variant, _) = puzzle_of(&attempt)?;
        Ok(Some(
            crate::service::text::message::Message::new("puzzle-name")
                .variant("variant", variant)
                .count("number", u64::from(attempt.number)),
        ))
    }

    /// Every legal move of `user`'s open puzzle in `channel` as it stands, in its notation;
    /// `None` without one. Errors as [`Puzzles::puzzle_board_text`].
    pub fn puzzle_legal_moves(
        &self,
        channel: u64,
        user: u64,
    ) -> Result<Option<Vec<String>>, ServiceError> {
        let Some(attempt) = self.puzzle_entry::<Attempt>(&attempt_key(channel, user))? else {
            return Ok(None);
        };
        let (variant, puzzle) = puzzle_of(&attempt)?;
        let game = game_at(variant, puzzle, attempt.ply)?;
        Ok(Some(towers_rules::notation::legal_texts(game.position())))
    }
}
