//! Pure game logic: squares, pieces and towers, positions, rule sets as data, move generation,
//! notation, FEN, perft. No I/O, no async, no Discord or image types.
//!
//! The rules as towers plays them are written down in `docs/rules.md`, with their sources;
//! each [`Rules`] names its section there. A bare section number in a comment (§2.6, §7.1)
//! is the team's rule book's, mapped to those sections in docs/rules.md#numbers-in-the-code.

mod bitboard;
mod bitset;
pub mod bom;
mod color;
mod counting;
pub mod draw;
pub mod fen;
mod game;
pub mod geometry;
mod move_number;
mod movegen;
mod mv;
pub mod notation;
pub mod pdn;
pub mod perft;
mod piece;
mod position;
pub mod quote;
mod refusal;
pub mod settings;
mod spec;
mod tally;
mod variant;

pub use bitboard::Prospect;
pub use bitset::{squares_in, BitSet};
pub use color::Color;
pub use draw::DrawRule;
pub use fen::FenError;
pub use game::{repetition_key, Continuation, DrawReason, Game, Outcome, ReplayError, WinReason};
pub use geometry::{Geometry, Square};
pub use move_number::MoveNumbers;
pub use mv::Move;
pub use notation::MoveError;
pub use piece::{Piece, Tower};
pub use position::Position;
pub use refusal::{IllegalReason, UnreadableReason};
pub use settings::{OfferedOption, OptionError, PrisonerTiming, RuleOptions, OFFERED};
pub use spec::{CaptureChoice, NoProgressRule, Notation, Promotion, Rules};
pub use tally::{tally, Tally};
pub use variant::{UnknownVariant, Variant};
