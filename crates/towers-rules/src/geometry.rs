//! Board geometry: playable squares, their names, numbers and diagonal neighbours.

use std::sync::OnceLock;

use super::bitset::BitSet;
use super::Color;

/// The most playable squares on any board here (12x12 Canadian).
pub const MAX_SQUARES: usize = 72;

/// "No square": off the board.
pub const OFF: u8 = u8::MAX;

/// A playable square, as an index into the board's playable squares in rank-major order
/// from a1 (a1 = 0, then c1, e1, …, then rank 2 from b2, …). On Lasca's 7x7 board this index
/// + 1 is Lasker's square number (docs/rules.md#square-numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(pub u8);

/// The four diagonal directions. `NE` and `NW` are forward for White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Direction {
    NE = 0,
    NW = 1,
    SE = 2,
    SW = 3,
}

/// Where square 1 of the numeric notation lies and how numbers run (docs/rules.md#square-numbers).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbering {
    /// Square 1 is the first playable square of the top rank (as White sees it), numbers run
    /// left to right, rank by rank downward (PDN N1/N2 boards: English, international,
    /// Canadian, numeric 8x8).
    TopLeft,
    /// Square 1 is a1, numbers run left to right, rank by rank upward (Lasker's Lasca).
    BottomLeft,
}

/// A board of `files` x `ranks` squares with its neighbour tables.
#[derive(Debug)]
pub struct Geometry {
    pub files: u8,
    pub ranks: u8,
    len: usize,
    coords: Vec<(u8, u8)>,
    index: Vec<u8>,
    /// Neighbours by square and direction; 256 rows so a `u8` index needs no bounds check.
    step: Box<[[u8; 4]; 256]>,
    /// The far rows, as square sets: index 0 where White is crowned, 1 where Black is.
    promotion_rows: [u128; 2],
    /// Per direction, per rank parity: the squares that have a neighbour that way, and the
    /// constant index offset to it (bit-set shifts; see [`Geometry::shift`]).
    shifts: [[(u128, i8); 2]; 4],
    all: u128,
}

impl Geometry {
    fn build(files: u8, ranks: u8) -> Geometry {
        let mut coords = Vec::new();
        let mut index = vec![OFF; files as usize * ranks as usize];
        for rank in 0..ranks {
            for file in 0..files {
                if (file + rank) % 2 == 0 {
                    index[rank as usize * files as usize + file as usize] = coords.len() as u8;
                    coords.push((file, rank));
                }
            }
        }
        let at = |f: i16, r: i16| -> u8 {
            if f < 0 || r < 0 || f >= files as i16 || r >= ranks as i16 {
                OFF
            } else {
                index[r as usize * files as usize + f as usize]
            }
        };
        let step: Vec<[u8; 4]> = coords
            .iter()
            .map(|&(f, r)| {
                let (f, r) = (f as i16, r as i16);
                [
                    at(f + 1, r + 1),
                    at(f - 1, r + 1),
                    at(f + 1, r - 1),
                    at(f - 1, r - 1),
                ]
            })
            .collect();
        let mut shifts = [[(0u128, 0i8); 2]; 4];
        for (sq, &(_, rank)) in coords.iter().enumerate() {
            for (d, shift) in shifts.iter_mut().enumerate() {
                let to: u8 = step[sq][d];
                if to != OFF {
                    let entry = &mut shift[rank as usize % 2];
                    entry.0 |= 1u128 << sq;
                    entry.1 = to as i8 - sq as i8;
                }
            }
        }
        let all = if coords.len() >= 128 {
            u128::MAX
        } else {
            (1u128 << coords.len()) - 1
        };
        let promotion_rows = [Color::White, Color::Black].map(|color| {
            coords
                .iter()
                .enumerate()
                .filter(|(_, &(_, rank))| match color {
                    Color::White => rank == ranks - 1,
                    Color::Black => rank == 0,
                })
                .fold(0u128, |acc, (sq, _)| acc | 1u128 << sq)
        });
        Geometry {
            files,
            ranks,
            len: coords.len(),
            coords,
            index,
            step: {
                let mut table = Box::new([[OFF; 4]; 256]);
                table[..step.len()].copy_from_slice(&step);
                table
            },
            promotion_rows,
            shifts,
            all,
        }
    }

    /// Every playable square as a bit set.
    #[inline]
    pub fn all(&self) -> u128 {
        self.all
    }

    /// The neighbours in direction `dir` of the squares in `set` (squares without one drop out).
    /// On every board here the index offset to a neighbour depends only on the rank's parity.
    #[inline(always)]
    pub fn shift<B: BitSet>(&self, set: B, dir: usize) -> B {
        let [(m0, o0), (m1, o1)] = self.shifts[dir & 3];
        (set & B::narrow(m0)).shifted(o0) | (set & B::narrow(m1)).shifted(o1)
    }

    /// Whether square sets of this board fit in a `u64`.
    #[inline]
    pub fn is_narrow(&self) -> bool {
        self.len <= 64
    }

    /// The shared geometry of a `files` x `ranks` board (7x7, 8x8, 10x10 or 12x12).
    pub fn of(files: u8, ranks: u8) -> &'static Geometry {
        static BOARDS: OnceLock<[Geometry; 4]> = OnceLock::new();
        let boards = BOARDS.get_or_init(|| {
            [
                Geometry::build(7, 7),
                Geometry::build(8, 8),
                Geometry::build(10, 10),
                Geometry::build(12, 12),
            ]
        });
        boards
            .iter()
            .find(|g| g.files == files && g.ranks == ranks)
            .unwrap_or(&boards[1])
    }

    /// Number of playable squares.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Always false: every board has playable squares.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Every playable square, in index order.
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        (0..self.len as u8).map(Square)
    }

    /// The neighbour of `sq` in direction `dir`, or [`OFF`].
    #[inline]
    pub fn step(&self, sq: u8, dir: usize) -> u8 {
        self.step[sq as usize][dir]
    }

    /// (file, rank), 0-based, of a square.
    pub fn coords(&self, sq: Square) -> (u8, u8) {
        self.coords[sq.0 as usize]
    }

    /// The playable square at (file, rank), if any.
    pub fn at(&self, file: u8, rank: u8) -> Option<Square> {
        if file >= self.files || rank >= self.ranks {
            return None;
        }
        let i = self.index[rank as usize * self.files as usize + file as usize];
        (i != OFF).then_some(Square(i))
    }

    /// Whether `sq` is on the row where `color`'s men are crowned.
    #[inline]
    pub fn is_promotion_row(&self, sq: u8, color: Color) -> bool {
        self.promotion_rows[color as usize] >> (sq & 127) & 1 == 1
    }

    /// Algebraic name, e.g. `c3`.
    pub fn name(&self, sq: Square) -> String {
        let (f, r) = self.coords(sq);
        format!("{}{}", (b'a' + f) as char, r + 1)
    }

    /// The square named `text` (`a1`…), if it is a playable square of this board.
    pub fn parse_name(&self, text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let rank: u8 = chars.as_str().parse().ok()?;
        if rank == 0 || chars.as_str().starts_with('0') {
            return None;
        }
        self.at(file as u8 - b'a', rank - 1)
    }

    /// Numeric square number (1-based) in `numbering`.
    pub fn number(&self, sq: Square, numbering: Numbering) -> u16 {
        match numbering {
            Numbering::BottomLeft => sq.0 as u16 + 1,
            Numbering::TopLeft => {
                let (f, r) = self.coords(sq);
                let per_row = self.files as u16 / 2;
                let row_from_top = (self.ranks - 1 - r) as u16;
                row_from_top * per_row + f as u16 / 2 + 1
            }
        }
    }

    /// The square with number `n` in `numbering`.
    pub fn from_number(&self, n: u16, numbering: Numbering) -> Option<Square> {
        if n == 0 || n as usize > self.len {
            return None;
        }
        match numbering {
            Numbering::BottomLeft => Some(Square(n as u8 - 1)),
            Numbering::TopLeft => {
                let per_row = self.files as u16 / 2;
                let row_from_top = (n - 1) / per_row;
                let r = self.ranks as u16 - 1 - row_from_top;
                let k = (n - 1) % per_row;
                // The k-th playable square of rank r from the left.
                let f = 2 * k + (r % 2);
                self.at(f as u8, r as u8)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbering_matches_rules_md_section_0_2() {
        let g8 = Geometry::of(8, 8);
        let name = |n| g8.name(g8.from_number(n, Numbering::TopLeft).unwrap());
        assert_eq!(name(1), "b8");
        assert_eq!(name(29), "a1");
        assert_eq!(name(32), "g1");
        assert_eq!(name(4), "h8");
        let g10 = Geometry::of(10, 10);
        let n10 = |s: &str| g10.number(g10.parse_name(s).unwrap(), Numbering::TopLeft);
        assert_eq!(n10("a1"), 46);
        assert_eq!(n10("j10"), 5);
        let g12 = Geometry::of(12, 12);
        let n12 = |s: &str| g12.number(g12.parse_name(s).unwrap(), Numbering::TopLeft);
        assert_eq!(n12("a1"), 67);
        assert_eq!(n12("k1"), 72);
        let g7 = Geometry::of(7, 7);
        let n7 = |s: &str| g7.number(g7.parse_name(s).unwrap(), Numbering::BottomLeft);
        assert_eq!(n7("b2"), 5);
        assert_eq!(n7("g7"), 25);
        // TopLeft numbering needs an even board width (rows of equal length): not 7x7.
        let boards = [
            (g8, Numbering::TopLeft),
            (g10, Numbering::TopLeft),
            (g12, Numbering::TopLeft),
            (g8, Numbering::BottomLeft),
            (g7, Numbering::BottomLeft),
        ];
        for (g, numbering) in boards {
            {
                for sq in g.squares() {
                    assert_eq!(g.from_number(g.number(sq, numbering), numbering), Some(sq));
                }
            }
        }
    }

    #[test]
    fn bit_set_shifts_agree_with_the_neighbour_table() {
        for (files, ranks) in [(7, 7), (8, 8), (10, 10), (12, 12)] {
            let g = Geometry::of(files, ranks);
            for sq in 0..g.len() as u8 {
                for d in 0..4 {
                    let expected = match g.step(sq, d) {
                        OFF => 0,
                        to => 1u128 << to,
                    };
                    assert_eq!(
                        g.shift(1u128 << sq, d),
                        expected,
                        "{files}x{ranks} {sq} {d}"
                    );
                }
            }
        }
    }

    #[test]
    fn names_round_trip_and_light_squares_are_rejected() {
        let g = Geometry::of(8, 8);
        for sq in g.squares() {
            assert_eq!(g.parse_name(&g.name(sq)), Some(sq));
        }
        assert_eq!(g.parse_name("a2"), None);
        assert_eq!(g.parse_name("i1"), None);
        assert_eq!(g.parse_name("a9"), None);
        assert_eq!(g.parse_name("a01"), None);
        assert_eq!(g.parse_name(""), None);
    }
}
