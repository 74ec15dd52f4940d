//! The ghost-square layout: on a `SIZE` x `SIZE` board the playable square at (file, rank) is
//! bit `(rank * (SIZE + 1) + file) / 2`. One unused ("ghost") bit per two ranks separates the
//! board's edges, so each diagonal step is a fixed shift with no edge masks: NE `+(SIZE+2)/2`,
//! NW `+SIZE/2`, SE `-SIZE/2`, SW `-(SIZE+2)/2` (8x8: 5, 4; 10x10: 6, 5; 12x12: 7, 6). A step
//! off the board lands on a ghost bit or outside the board mask, never on a playable square.

use super::super::bitset::BitSet;
use super::super::{Color, Position};
use super::{Side, Spec};

/// The bit of (file, rank).
pub(crate) const fn bit_index(size: u32, file: u32, rank: u32) -> u32 {
    (rank * (size + 1) + file) / 2
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
    let ne = (S::SIZE + 2) / 2;
    let nw = S::SIZE / 2;
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
        let geo = pos.geometry();
        let convert = |set: u128| {
            geo.squares()
                .filter(|sq| set >> sq.0 & 1 == 1)
                .fold(B::EMPTY, |acc, sq| {
                    let (f, r) = geo.coords(sq);
                    acc | B::narrow(1u128 << bit_index(S::SIZE, f as u32, r as u32))
                })
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
