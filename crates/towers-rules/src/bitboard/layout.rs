//! The ghost-square layout: on a `SIZE` x `SIZE` board the playable square at (file, rank) is
//! bit `(rank * STRIDE + file) / 2`, STRIDE = SIZE + 1 on even boards, SIZE + 2 on Lasca's 7x7.
//! Unused ("ghost") bits separate the board's edges, so each diagonal step is a fixed shift
//! with no edge masks: NE `+(STRIDE+1)/2`, NW `+(STRIDE-1)/2`, SE and SW the reverse (7x7 and
//! 8x8: 5, 4; 10x10: 6, 5; 12x12: 7, 6). A step off the board lands on a ghost bit or outside
//! the board mask, never on a playable square.

use super::super::bitset::BitSet;
use super::super::{Color, Position};
use super::{Side, Spec};

/// Bits per two ranks: odd, so that (rank * stride + file) is even on playable squares.
pub(crate) const fn stride(size: u32) -> u32 {
    if size & 1 == 0 {
        size + 1
    } else {
        size + 2
    }
}

/// The bit of (file, rank).
pub(crate) const fn bit_index(size: u32, file: u32, rank: u32) -> u32 {
    (rank * stride(size) + file) / 2
}

/// The playable squares of `rank` (every rank when `rank` is `None`).
pub(crate) const fn squares(size: u32, rank: Option<u32>) -> u128 {
    let mut set = 0u128;
    let mut r = 0;
    while r < size {
        let wanted = match rank {
            Some(only) => only == r,
            None => true,
        };
        if wanted {
            let mut f = r % 2;
            while f < size {
                set |= 1u128 << bit_index(size, f, r);
                f += 2;
            }
        }
        r += 1;
    }
    set
}

/// Square indices ([`crate::Square`]: rank-major from a1) by bit index.
pub(crate) const fn square_table(size: u32) -> [u8; 128] {
    let mut table = [0u8; 128];
    let mut next = 0u8;
    let mut r = 0;
    while r < size {
        let mut f = r % 2;
        while f < size {
            table[bit_index(size, f, r) as usize] = next;
            next += 1;
            f += 2;
        }
        r += 1;
    }
    table
}

/// Bit index by square index ([`square_table`] inverted; 72 = the most squares of any board).
pub(crate) const fn bit_table(size: u32) -> [u8; 72] {
    let mut table = [0u8; 72];
    let mut next = 0;
    let mut r = 0;
    while r < size {
        let mut f = r % 2;
        while f < size {
            table[next] = bit_index(size, f, r) as u8;
            next += 1;
            f += 2;
        }
        r += 1;
    }
    table
}

/// The squares (as a square-index set) whose bit index is their square index + `g`, for each
/// `g` < 8: converting a set to the ghost layout is eight masked shifts. (The offset is the
/// number of ghost bits below the square's rank: at most 7, on 12x12's top rank.)
pub(crate) const fn offset_groups(size: u32) -> [u128; 8] {
    let bits = bit_table(size);
    let mut groups = [0u128; 8];
    let mut sq = 0;
    while sq < (size * size).div_ceil(2) as usize {
        groups[bits[sq] as usize - sq] |= 1u128 << sq;
        sq += 1;
    }
    groups
}

/// Every playable square of `S`'s board.
#[inline(always)]
pub(crate) fn all<S: Spec>() -> S::B {
    S::B::narrow(S::ALL)
}

/// The row where `D`'s men are crowned.
#[inline(always)]
pub(crate) fn crowning_row<S: Spec, D: Side>() -> S::B {
    if D::WHITE {
        S::B::narrow(S::WHITE_ROW)
    } else {
        S::B::narrow(S::BLACK_ROW)
    }
}

/// `set` moved one step in direction `dir` (0 NE, 1 NW, 2 SE, 3 SW).
#[inline(always)]
pub(crate) fn step<S: Spec>(set: S::B, dir: usize) -> S::B {
    let ne = stride(S::SIZE) / 2 + 1;
    let nw = stride(S::SIZE) / 2;
    match dir {
        0 => set << ne,
        1 => set << nw,
        2 => set >> nw,
        _ => set >> ne,
    }
}

/// The first direction of `D`'s men's forward pair (White: NE, NW; Black: SE, SW).
#[inline(always)]
pub(crate) fn forward<D: Side>() -> [usize; 2] {
    if D::WHITE {
        [0, 1]
    } else {
        [2, 3]
    }
}

/// The pieces from the side to move's point of view.
#[derive(Clone, Copy)]
pub(crate) struct Board<B> {
    pub me: B,
    pub them: B,
    pub kings: B,
}

/// A move as square sets: origin, destination, captured pieces, crowning.
#[derive(Clone, Copy)]
pub(crate) struct BitMove<B> {
    pub from: B,
    pub to: B,
    pub captured: B,
    pub promotes: bool,
}

impl<B: BitSet> Board<B> {
    /// `pos` in the ghost layout of `S`, from the side to move's point of view.
    pub(crate) fn of<S: Spec<B = B>>(pos: &Position) -> Board<B> {
        let convert = |set: u128| {
            let mut bits = 0u128;
            for (offset, group) in S::OFFSET_GROUPS.iter().enumerate() {
                bits |= (set & group) << offset;
            }
            B::narrow(bits)
        };
        let me = pos.side_to_move();
        let opponent = match me {
            Color::White => Color::Black,
            Color::Black => Color::White,
        };
        Board {
            me: convert(pos.owned_by(me)),
            them: convert(pos.owned_by(opponent)),
            kings: convert(pos.kings()),
        }
    }

    /// The position after `m`, seen from the other side.
    #[inline(always)]
    pub(crate) fn after(&self, m: &BitMove<B>) -> Board<B> {
        let moving_king = self.kings & m.from != B::EMPTY;
        let mut kings = self.kings & !(m.from | m.captured);
        if moving_king || m.promotes {
            kings = kings | m.to;
        }
        Board {
            me: self.them & !m.captured,
            them: (self.me & !m.from) | m.to,
            kings,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Geometry, OFF};

    /// Every step in the ghost layout agrees with the geometry's neighbour table: it reaches
    /// the neighbour's bit, or no playable square when there is no neighbour.
    #[test]
    fn steps_agree_with_the_neighbour_table() {
        for size in [7u32, 8, 10, 12] {
            let geo = Geometry::of(size as u8, size as u8);
            let all = squares(size, None);
            assert_eq!(all.count_ones() as usize, geo.len());
            let groups = offset_groups(size);
            let convert = |set: u128| (0..8).fold(0u128, |acc, g| acc | (set & groups[g]) << g);
            assert_eq!(convert(geo.all()), all, "{size}x{size} conversion");
            let bit = |sq: u8| {
                let (f, r) = geo.coords(crate::Square(sq));
                1u128 << bit_index(size, f as u32, r as u32)
            };
            let (ne, nw) = (stride(size) / 2 + 1, stride(size) / 2);
            for sq in 0..geo.len() as u8 {
                assert_eq!(convert(1u128 << sq), bit(sq), "{size}x{size} square {sq}");
                for d in 0..4 {
                    let moved = match d {
                        0 => bit(sq) << ne,
                        1 => bit(sq) << nw,
                        2 => bit(sq) >> nw,
                        _ => bit(sq) >> ne,
                    };
                    let expected = match geo.step(sq, d) {
                        OFF => 0,
                        to => bit(to),
                    };
                    assert_eq!(
                        moved & all,
                        expected,
                        "{size}x{size} square {sq} direction {d}"
                    );
                }
            }
        }
    }
}
