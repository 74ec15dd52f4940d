//! The command line as users run it: every subcommand, the console, analysis, think, puzzles.
//!
//! One test binary of a few (`cargo test --test cli cli::`): each module was once a test
//! binary of its own; grouping them links the library and the test support once.

#[path = "../support/bin.rs"]
mod bin;
#[path = "../support/records.rs"]
mod records;
#[path = "../support/store_fixtures.rs"]
mod store_fixtures;

mod analysis;
mod cli;
mod cli_refusals;
mod console_crash;
mod console_language;
mod console_sessions;
mod egdb;
mod hub;
mod learn;
mod patterns;
mod puzzles;
mod think;
