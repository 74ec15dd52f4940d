//! The Hub protocol, version 2 (Scan 3.x's, which Hub GUIs and pydraughts' `HubEngine`
//! speak), engine side and without I/O: `towers hub` (src/cli/hub.rs) runs it on stdin and
//! stdout. International draughts only (Hub's `normal` variant).
//!
//! - [`syntax`]: the words of a line (`command name=value name="quoted value" flag`);
//! - [`command`]: the GUI's commands, typed;
//! - [`board`]: Hub positions (`W` or `B` then a letter per square) to and from positions;
//! - [`moves`]: Hub move texts (`32-28`, `28x19x23` with the taken pieces) to and from moves;
//! - [`budget`]: a `level` as search limits (a clock shared over the moves to come);
//! - [`report`]: the `info`, `done` and `error` lines;
//! - [`session`]: what each command does to the state, and what it asks the caller to do.

pub mod board;
pub mod budget;
pub mod command;
pub mod moves;
pub mod report;
pub mod session;
pub mod syntax;
