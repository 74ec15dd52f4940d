//! Pure game logic: squares, pieces and towers, positions, rule sets as data, move generation,
//! notation, FEN, perft. No I/O, no async, no Discord or image types.

mod variant;

pub use variant::{UnknownVariant, Variant};
