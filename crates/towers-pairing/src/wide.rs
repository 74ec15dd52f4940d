//! A 256-bit signed integer for edge weights, without a bignum: the Dutch criteria are packed
//! into one integer per edge, a field per criterion (most important highest), and a bracket of
//! 1,000 players needs more than the 128 bits of `i128`. The matching crate is generic over its
//! [`Weight`] trait, so it runs on this type as it does on `i128`.

use std::cmp::Ordering;
use std::ops::{Add, AddAssign, Sub, SubAssign};

use integer_blossom::Weight;

/// `hi * 2^128 + lo`, two's complement over 256 bits.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct I256 {
    hi: i128,
    lo: u128,
}

impl I256 {
    /// The value of a non-negative `u128`.
    pub const fn from_u128(v: u128) -> I256 {
        I256 { hi: 0, lo: v }
    }

    /// `1 << bits` for `bits < 254`.
    pub fn pow2(bits: u32) -> I256 {
        if bits < 128 {
            I256 {
                hi: 0,
                lo: 1 << bits,
            }
        } else {
            I256 {
                hi: 1 << (bits - 128),
                lo: 0,
            }
        }
    }

    /// `self << bits` (bits < 256); the caller keeps the result within range.
    pub fn shifted_left(self, bits: u32) -> I256 {
        if bits == 0 {
            self
        } else if bits >= 128 {
            I256 {
                hi: (self.lo << (bits - 128)) as i128,
                lo: 0,
            }
        } else {
            I256 {
                hi: (self.hi << bits) | (self.lo >> (128 - bits)) as i128,
                lo: self.lo << bits,
            }
        }
    }

    /// The bits `[shift, shift + width)` of a non-negative value, as a `u128` (width ≤ 128).
    pub fn field(self, shift: u32, width: u32) -> u128 {
        let shifted = if shift == 0 {
            self.lo
        } else if shift >= 128 {
            (self.hi >> (shift - 128)) as u128
        } else {
            (self.lo >> shift) | ((self.hi as u128) << (128 - shift))
        };
        if width >= 128 {
            shifted
        } else {
            shifted & ((1u128 << width) - 1)
        }
    }

    /// The value as an `i128` when it fits.
    pub fn to_i128(self) -> Option<i128> {
        let fits = (self.hi == 0 && self.lo <= i128::MAX as u128)
            || (self.hi == -1 && self.lo > i128::MAX as u128);
        fits.then_some(self.lo as i128)
    }
}

impl Ord for I256 {
    fn cmp(&self, other: &I256) -> Ordering {
        self.hi.cmp(&other.hi).then(self.lo.cmp(&other.lo))
    }
}

impl PartialOrd for I256 {
    fn partial_cmp(&self, other: &I256) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for I256 {
    type Output = I256;
    fn add(self, rhs: I256) -> I256 {
        let (lo, carry) = self.lo.overflowing_add(rhs.lo);
        I256 {
            hi: self.hi.wrapping_add(rhs.hi).wrapping_add(carry as i128),
            lo,
        }
    }
}

impl Sub for I256 {
    type Output = I256;
    fn sub(self, rhs: I256) -> I256 {
        let (lo, borrow) = self.lo.overflowing_sub(rhs.lo);
        I256 {
            hi: self.hi.wrapping_sub(rhs.hi).wrapping_sub(borrow as i128),
            lo,
        }
    }
}

impl AddAssign for I256 {
    fn add_assign(&mut self, rhs: I256) {
        *self = *self + rhs;
    }
}

impl SubAssign for I256 {
    fn sub_assign(&mut self, rhs: I256) {
        *self = *self - rhs;
    }
}

impl Weight for I256 {
    const ZERO: I256 = I256 { hi: 0, lo: 0 };
    const ONE: I256 = I256 { hi: 0, lo: 1 };
    fn inf() -> I256 {
        I256 {
            hi: i128::MAX / 4,
            lo: 0,
        }
    }
    fn double(self) -> I256 {
        self.shifted_left(1)
    }
    fn half(self) -> I256 {
        // Arithmetic shift right by one: the low bit of `hi` moves into the top of `lo`.
        I256 {
            hi: self.hi >> 1,
            lo: (self.lo >> 1) | ((self.hi as u128 & 1) << 127),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arithmetic_carries_across_the_halves() {
        let a = I256::pow2(127);
        let b = a + a;
        assert_eq!(b, I256::pow2(128));
        assert_eq!(b - a, a);
        assert_eq!(I256::ZERO - I256::ONE + I256::ONE, I256::ZERO);
        assert!(I256::ZERO - I256::ONE < I256::ZERO);
        assert_eq!(
            (I256::ZERO - I256::pow2(3)).half(),
            I256::ZERO - I256::pow2(2)
        );
        assert_eq!(I256::pow2(200).half(), I256::pow2(199));
        assert_eq!(I256::pow2(130).field(129, 8), 2);
        assert_eq!(I256::from_u128(5).shifted_left(140).field(140, 4), 5);
        assert_eq!(I256::from_u128(7).to_i128(), Some(7));
        assert_eq!(I256::pow2(130).to_i128(), None);
    }
}
