//! Puzzles: the shipped sets (`set`), playing one against the bot (`play`: `/puzzle`,
//! `/solve`), their ratings (`ratings`), the daily puzzle (`daily`) and what they keep in the
//! store (`store`).

mod console;
pub(super) mod daily;
pub(super) mod play;
pub(super) mod ratings;
pub mod set;
pub mod store;
pub mod theme;

// The names the puzzle files reach through `super::` (the paths they had side by side with the
// rest of the service), so that their code reads as before the move.
use self::play as puzzle;
use self::set as puzzle_set;
use self::store as puzzle_store;
use self::theme as puzzle_theme;
use super::game::choices::matching_moves;
use super::game::timeouts::Notice;
use super::text::{markdown, message, texts};
use super::{refuse, GameService, Reply, ServiceError};
