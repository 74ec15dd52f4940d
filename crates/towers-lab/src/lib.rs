//! The engine's workshop, on [`towers_engine`] and [`towers_rules`]: what the CLI and the
//! benches use to make and measure the engine, never the running bot.
//!
//! - [`players`] and [`arena`]: engine-vs-engine matches (`towers match`).
//! - [`texel`], [`texel_towers`] and [`patterns`]: the evaluation's weights fitted on self-play
//!   games (`towers tune`, `towers patterns`), over what they share (`fitting`).
//! - [`egdb`]: the endgame databases' builder (`towers egdb build`).
//! - [`puzzles`]: puzzle sets mined from self-play and checked (`towers puzzles`).
//! - [`bench`](mod@bench): the fixed positions of `towers bench-engine`.
//! - [`corpus`]: the texts the parsers are fuzzed and property-tested with.
//! - [`ballots`]: the balloted openings of two-game micro-matches (`towers ballots`).

pub mod arena;
pub mod ballots;
pub mod bench;
pub mod corpus;
pub mod egdb;
mod fitting;
pub mod patterns;
pub mod players;
pub mod puzzles;
pub mod texel;
pub mod texel_towers;
