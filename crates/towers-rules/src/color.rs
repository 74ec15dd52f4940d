//! The two sides.

use std::ops::Not;

/// A side. White sets up on the low ranks (rank 1 upward) and moves toward higher ranks in
/// every variant; in English draughts the dark side ("Black" in PDN) moves first, but the
/// geometry is the same (docs/rules.md#the-board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    /// `'W'` or `'B'`, as in FEN.
    pub fn letter(self) -> char {
        match self {
            Color::White => 'W',
            Color::Black => 'B',
        }
    }

    /// "White" or "Black".
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl Not for Color {
    type Output = Color;

    fn not(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
}
