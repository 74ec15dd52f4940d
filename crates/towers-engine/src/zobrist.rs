//! Position keys for the transposition table and repetition checks.
//!
//! A key is the XOR of one 64-bit hash per occupied square, computed from the square and the
//! *whole* tower on it (every piece, its colour and rank, top first), plus a constant when
//! Black is to move and one per variant. Tower games need the full column: two positions with
//! the same commanders but different prisoners are different positions. Because a move only
//! changes the squares it leaves, lands on and jumps, the key is updated incrementally
//! ([`Keys::touched`] before and after the move) instead of recomputed.

use std::hash::{Hash, Hasher};

use towers_rules::{Color, Position, Square, Tower, Variant};

/// Odd 64-bit constants of splitmix64 (Steele, Lea, Flood 2014), used as a finaliser.
#[inline(always)]
pub(crate) fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Folds the fields a [`Tower`] hashes (its height and its colour and king bit sets) into
/// one word, so the key sees the packed tower without the rules exposing its layout.
struct Fold(u64);

impl Hasher for Fold {
    #[inline(always)]
    fn finish(&self) -> u64 {
        self.0
    }
    #[inline(always)]
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01B3);
        }
    }
    #[inline(always)]
    fn write_u8(&mut self, x: u8) {
        self.0 = (self.0 ^ u64::from(x)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    #[inline(always)]
    fn write_u32(&mut self, x: u32) {
        self.0 = (self.0.rotate_left(29) ^ u64::from(x)).wrapping_mul(0xD6E8_FEB8_6659_FD93);
    }
}

/// The hash of `tower` on `sq`; 0 for an empty square.
#[inline(always)]
pub(crate) fn tower_key(sq: u8, tower: Tower) -> u64 {
    if tower.is_empty() {
        return 0;
    }
    let mut fold = Fold(u64::from(sq) << 56 | 0x5151);
    tower.hash(&mut fold);
    mix(fold.0)
}

/// XORed in when Black is to move.
pub(crate) const BLACK_TO_MOVE: u64 = 0xA5F1_52C3_9E0B_7D4D;

fn variant_key(variant: Variant) -> u64 {
    let i = Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0);
    mix(0xC0FF_EE00 + i as u64)
}

/// The key of `pos`, computed from scratch.
pub(crate) fn key(pos: &Position) -> u64 {
    let mut k = variant_key(pos.variant());
    if pos.side_to_move() == Color::Black {
        k ^= BLACK_TO_MOVE;
    }
    let mut occ = pos.occupied();
    while occ != 0 {
        let sq = occ.trailing_zeros() as u8;
        occ &= occ - 1;
        k ^= tower_key(sq, pos.tower(Square(sq)));
    }
    k
}

/// The XOR of the tower hashes of the squares in `set` (bit `i` = square `i`).
#[inline]
pub(crate) fn squares_key(pos: &Position, mut set: u128) -> u64 {
    let mut k = 0;
    while set != 0 {
        let sq = set.trailing_zeros() as u8;
        set &= set - 1;
        k ^= tower_key(sq, pos.tower(Square(sq)));
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::fen;

    #[test]
    fn prisoners_change_the_key() {
        let a = fen::read(Variant::Bashni, "W:Wc3wb:Bh8").unwrap();
        let b = fen::read(Variant::Bashni, "W:Wc3ww:Bh8").unwrap();
        let c = fen::read(Variant::Bashni, "W:Wc3w:Bh8").unwrap();
        let d = fen::read(Variant::Bashni, "B:Wc3wb:Bh8").unwrap();
        let keys = [key(&a), key(&b), key(&c), key(&d)];
        for i in 0..keys.len() {
            for j in i + 1..keys.len() {
                assert_ne!(keys[i], keys[j], "{i} {j}");
            }
        }
    }
}
