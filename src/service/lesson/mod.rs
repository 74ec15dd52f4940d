//! Lessons: the rules taught by doing, on the board (issue 41). Small stages of a few levels,
//! each a position with a goal, a move budget and stars, as lichess's "Learn" teaches chess.
//!
//! - [`model`]: the file format (`lessons/<family>.json`) and its checked form;
//! - [`live`]: a lesson as the Activity's Learn tab receives it;
//! - [`loader`]: reading and checking a file, the shipped files built into the binary;
//! - [`goal`]: one attempt at a level (the opponent's answers, the goal judged after each move);
//! - [`prove`]: the proof `towers learn check` runs on every level;
//! - [`play`]: the play session of `/learn` and the console's `learn` ([`Lessons`]);
//! - [`resume`]: the open level shown again (a front end's Next) and the stages to choose;
//! - [`store`]: each user's stars and open level in the store.

pub mod goal;
pub mod live;
pub mod loader;
pub mod model;
pub mod play;
pub mod prove;
pub mod resume;
pub mod store;

pub use live::{LiveLesson, LiveStage};
pub use play::{LessonView, Lessons, Shown};
pub use resume::{stage_choices, StageChoice};

#[cfg(test)]
mod tests;
