//! Pieces and towers (stacks of pieces on one square).

use super::Color;

/// One piece: its colour and whether it is a king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub king: bool,
}

impl Piece {
    /// A man (unpromoted piece) of `color`.
    pub fn man(color: Color) -> Piece {
        Piece { color, king: false }
    }

    /// A king of `color`.
    pub fn king(color: Color) -> Piece {
        Piece { color, king: true }
    }

    /// The tower-FEN letter: `w`/`b` for men, `W`/`B` for kings (docs/rules.md#tower-fen).
    pub fn letter(self) -> char {
        match (self.color, self.king) {
            (Color::White, false) => 'w',
            (Color::White, true) => 'W',
            (Color::Black, false) => 'b',
            (Color::Black, true) => 'B',
        }
    }

    /// The piece for a tower-FEN letter, if it is one.
    pub fn from_letter(c: char) -> Option<Piece> {
        match c {
            'w' => Some(Piece::man(Color::White)),
            'W' => Some(Piece::king(Color::White)),
            'b' => Some(Piece::man(Color::Black)),
            'B' => Some(Piece::king(Color::Black)),
            _ => None,
        }
    }
}

/// The most pieces one tower can hold (every piece of a 12-per-side game).
pub const MAX_TOWER: u8 = 32;

/// The pieces on one square, top first. In ordinary draughts a tower holds at most one piece;
/// in Bashni and Lasca it is a column whose top piece (the commander) decides its owner and
/// powers and whose other pieces are prisoners (docs/rules.md#bashni, #towers Q1).
///
/// Stored as bit sets (bit `i` = the `i`-th piece from the top) so that taking the top piece
/// and putting a prisoner at the bottom are shifts. Bits at or above `height` are always zero,
/// so equal towers compare equal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Tower {
    height: u8,
    black: u32,
    kings: u32,
}

impl Tower {
    /// The empty square.
    pub const EMPTY: Tower = Tower {
        height: 0,
        black: 0,
        kings: 0,
    };

    /// A tower of one piece.
    pub fn single(piece: Piece) -> Tower {
        let mut t = Tower::EMPTY;
        t.push_bottom(piece);
        t
    }

    /// A tower from its pieces listed top first. `None` if there are more than [`MAX_TOWER`].
    pub fn from_pieces(pieces: &[Piece]) -> Option<Tower> {
        if pieces.len() > MAX_TOWER as usize {
            return None;
        }
        let mut t = Tower::EMPTY;
        for &p in pieces {
            t.push_bottom(p);
        }
        Some(t)
    }

    /// Number of pieces (0 for an empty square).
    #[inline]
    pub fn height(self) -> u8 {
        self.height
    }

    /// Whether the square is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The owner: the colour of the top piece (`None` when empty).
    #[inline]
    pub fn owner(self) -> Option<Color> {
        if self.height == 0 {
            None
        } else if self.black & 1 == 1 {
            Some(Color::Black)
        } else {
            Some(Color::White)
        }
    }

    /// Whether the top piece is a king (false when empty).
    #[inline]
    pub fn top_is_king(self) -> bool {
        self.kings & 1 == 1
    }

    /// The top piece (the commander).
    pub fn top(self) -> Option<Piece> {
        self.piece(0)
    }

    /// The `i`-th piece from the top.
    pub fn piece(self, i: u8) -> Option<Piece> {
        if i >= self.height {
            return None;
        }
        let color = if self.black >> i & 1 == 1 {
            Color::Black
        } else {
            Color::White
        };
        Some(Piece {
            color,
            king: self.kings >> i & 1 == 1,
        })
    }

    /// The pieces, top first.
    pub fn pieces(self) -> impl Iterator<Item = Piece> {
        (0..self.height).filter_map(move |i| self.piece(i))
    }

    /// Removes and returns the top piece.
    #[inline]
    pub fn pop_top(&mut self) -> Option<Piece> {
        let top = self.top()?;
        self.black >>= 1;
        self.kings >>= 1;
        self.height -= 1;
        Some(top)
    }

    /// Puts `piece` under the tower (where prisoners go). Ignored on a full tower, which
    /// cannot occur in play ([`MAX_TOWER`] exceeds every variant's piece count).
    #[inline]
    pub fn push_bottom(&mut self, piece: Piece) {
        if self.height >= MAX_TOWER {
            return;
        }
        let bit = 1u32 << self.height;
        if piece.color == Color::Black {
            self.black |= bit;
        }
        if piece.king {
            self.kings |= bit;
        }
        self.height += 1;
    }

    /// Removes and returns the bottom piece (the last prisoner taken).
    #[inline]
    pub fn pop_bottom(&mut self) -> Option<Piece> {
        let bottom = self.piece(self.height.checked_sub(1)?)?;
        self.height -= 1;
        let keep = (1u32 << self.height) - 1;
        self.black &= keep;
        self.kings &= keep;
        Some(bottom)
    }

    /// Puts `piece` on top of the tower. Ignored on a full tower.
    #[inline]
    pub fn push_top(&mut self, piece: Piece) {
        if self.height >= MAX_TOWER {
            return;
        }
        self.black = self.black << 1 | (piece.color == Color::Black) as u32;
        self.kings = self.kings << 1 | piece.king as u32;
        self.height += 1;
    }

    /// Makes the top piece a man again (taking back a promotion).
    #[inline]
    pub fn uncrown_top(&mut self) {
        self.kings &= !1;
    }

    /// Crowns the top piece.
    #[inline]
    pub fn crown_top(&mut self) {
        if self.height > 0 {
            self.kings |= 1;
        }
    }

    /// Whether the tower is a block of its owner's pieces over a (possibly empty) block of the
    /// opponent's (docs/rules.md#lasca: colours never alternate more than once).
    pub fn is_own_over_opponent(self) -> bool {
        if self.height == 0 {
            return true;
        }
        let mask = if self.height >= 32 {
            u32::MAX
        } else {
            (1u32 << self.height) - 1
        };
        // Normalise so the owner's pieces are 0 bits: then the pattern must be 0…01…1
        // read from the top, i.e. the set bits form one run reaching the bottom.
        let theirs = if self.black & 1 == 1 {
            !self.black & mask
        } else {
            self.black
        };
        theirs == 0
            || (theirs >> theirs.trailing_zeros()).count_ones()
                == mask.count_ones() - theirs.trailing_zeros()
    }

    /// Pieces of `color` in the tower.
    pub fn count(self, color: Color) -> u32 {
        let black = self.black.count_ones();
        match color {
            Color::Black => black,
            Color::White => self.height as u32 - black,
        }
    }
}
