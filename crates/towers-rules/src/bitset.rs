//! Square sets as machine words: `u64` on boards of at most 64 playable squares (7x7, 8x8,
//! 10x10), `u128` on 12x12. Hot loops are written once, generic over [`BitSet`], and picked
//! per board with [`Geometry::is_narrow`](super::Geometry::is_narrow).

use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr};

/// A set of squares, bit `i` = `Square(i)`.
pub trait BitSet:
    Copy
    + PartialEq
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    const EMPTY: Self;
    /// The low bits of a `u128` set (exact when the board fits).
    fn narrow(set: u128) -> Self;
    fn widen(self) -> u128;
    fn count(self) -> u32;
    /// The set holding only the lowest square of `self` (empty for an empty set).
    fn lowest(self) -> Self;
    /// `self` without its lowest square.
    fn without_lowest(self) -> Self;
    /// The lowest square's index (the bit count for an empty set).
    fn first(self) -> u32;

    /// Shifted toward higher squares by `offset`, or lower for a negative one.
    #[inline(always)]
    fn shifted(self, offset: i8) -> Self {
        if offset >= 0 {
            self << offset as u32
        } else {
            self >> offset.unsigned_abs() as u32
        }
    }
}

/// The squares of a bit set (bit `i` = `Square(i)`), lowest first.
#[inline]
pub fn squares_in(mut set: u128) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let sq = set.trailing_zeros() as u8;
            set &= set - 1;
            sq
        })
    })
}

impl BitSet for u64 {
    const EMPTY: u64 = 0;
    #[inline(always)]
    fn narrow(set: u128) -> u64 {
        set as u64
    }
    #[inline(always)]
    fn widen(self) -> u128 {
        self as u128
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn lowest(self) -> u64 {
        self & self.wrapping_neg()
    }
    #[inline(always)]
    fn without_lowest(self) -> u64 {
        self & self.wrapping_sub(1)
    }
    #[inline(always)]
    fn first(self) -> u32 {
        self.trailing_zeros()
    }
}

impl BitSet for u128 {
    const EMPTY: u128 = 0;
    #[inline(always)]
    fn narrow(set: u128) -> u128 {
        set
    }
    #[inline(always)]
    fn widen(self) -> u128 {
        self
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn lowest(self) -> u128 {
        self & self.wrapping_neg()
    }
    #[inline(always)]
    fn without_lowest(self) -> u128 {
        self & self.wrapping_sub(1)
    }
    #[inline(always)]
    fn first(self) -> u32 {
        self.trailing_zeros()
    }
}
