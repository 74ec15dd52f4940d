//! Puzzles: the shipped sets (`set`), playing one against the bot (`play`: `/puzzle`,
//! `/solve`), their ratings (`ratings`), the daily puzzle (`daily`) and what they keep in the
//! store (`store`).

mod console;
pub(super) mod daily;
mod give_up;
pub(super) mod play;
pub(super) mod ratings;
pub mod set;
pub mod store;
pub mod theme;

mod puzzles;

pub use puzzles::Puzzles;
