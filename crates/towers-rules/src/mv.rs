//! A move: a quiet step or slide, or a whole capture sequence with its path.

use super::geometry::Square;

/// The most pieces one capture can take (every opponent piece on the largest board).
pub const MAX_CAPTURES: usize = 32;

/// One move. A capture records, in order, the square of each jumped piece and the square
/// landed on after each jump (docs/rules.md#words "capture path"); a quiet move has none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    from: u8,
    to: u8,
    len: u8,
    promotes: bool,
    captured: [u8; MAX_CAPTURES],
    landings: [u8; MAX_CAPTURES],
}

impl Move {
    /// A quiet move.
    pub(crate) fn quiet(from: u8, to: u8, promotes: bool) -> Move {
        Move {
            from,
            to,
            len: 0,
            promotes,
            captured: [0; MAX_CAPTURES],
            landings: [0; MAX_CAPTURES],
        }
    }

    /// A capture from `from` taking `captured[i]` and landing on `landings[i]`, in order.
    pub(crate) fn capture(from: u8, captured: &[u8], landings: &[u8], promotes: bool) -> Move {
        let len = captured.len().min(MAX_CAPTURES);
        let mut m = Move::quiet(from, *landings.last().unwrap_or(&from), promotes);
        m.len = len as u8;
        m.captured[..len].copy_from_slice(&captured[..len]);
        m.landings[..len].copy_from_slice(&landings[..len]);
        m
    }

    /// Where the moving piece (or tower) starts.
    #[inline]
    pub fn from(&self) -> Square {
        Square(self.from)
    }

    /// Where it ends.
    #[inline]
    pub fn to(&self) -> Square {
        Square(self.to)
    }

    /// Whether this move captures.
    #[inline]
    pub fn is_capture(&self) -> bool {
        self.len > 0
    }

    /// Number of pieces (towers: tops of towers) taken.
    #[inline]
    pub fn capture_count(&self) -> usize {
        self.len as usize
    }

    /// The squares jumped, in jump order.
    pub fn captured(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        self.captured[..self.len as usize]
            .iter()
            .map(|&s| Square(s))
    }

    /// The squares landed on after each jump, in order (the last is `to`). Empty for quiet moves.
    pub fn landings(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        self.landings[..self.len as usize]
            .iter()
            .map(|&s| Square(s))
    }

    /// Whether the moving piece is crowned by this move.
    #[inline]
    pub fn promotes(&self) -> bool {
        self.promotes
    }

    /// The identity of a move for the "paths" counting convention
    /// (docs/rules.md#how-a-capture-is-made step 8): origin, destination and the ordered captured
    /// squares.
    pub fn same_path(&self, other: &Move) -> bool {
        self.from == other.from
            && self.to == other.to
            && self.captured[..self.len as usize] == other.captured[..other.len as usize]
    }

    /// The identity for the "unique" convention: origin, destination and the *set* of
    /// captured squares.
    pub fn same_capture_set(&self, other: &Move) -> bool {
        if self.from != other.from || self.to != other.to || self.len != other.len {
            return false;
        }
        let set = |m: &Move| {
            m.captured[..m.len as usize]
                .iter()
                .fold(0u128, |acc, &s| acc | 1u128 << s)
        };
        set(self) == set(other)
    }

    pub(crate) fn raw_captured(&self) -> &[u8] {
        &self.captured[..self.len as usize]
    }
}
