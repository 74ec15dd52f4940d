//! The index of a position in its slice: a combinatorial rank of each group of pieces.
//!
//! Squares are the board's square indices (a1 = 0 … j10 = 49, [`towers_rules::geometry`]).
//! The groups, in this order: White's men on the 45 squares below the tenth rank (indices
//! 0..45), Black's men on the 45 squares above the first rank (indices 5..50, ranked from 0),
//! White's kings and Black's kings on all 50 squares. Each group's sorted squares
//! `s1 < s2 < …` rank as `C(s1, 1) + C(s2, 2) + …`, and the slice index mixes the group ranks
//! as digits of sizes `C(45, white men)`, `C(45, black men)`, `C(50, white kings)`,
//! `C(50, black kings)`. Placements where two groups share a square have an index but are no
//! position (gaps; 6 to 12 % of a four-piece slice), stored as [`super::value::NONE`].

use super::slice::Slice;
use towers_rules::squares_in;

/// Squares of the international board.
pub const SQUARES: u8 = 50;
/// Squares a man may stand on (not its promotion row).
pub const MAN_SQUARES: u8 = 45;
/// The most pieces of one group the table ranks.
const MAX_GROUP: usize = 8;

/// `C(n, k)` for `n <= 50`, `k <= MAX_GROUP`, by Pascal's rule.
const BINOMIAL: [[u64; MAX_GROUP + 1]; SQUARES as usize + 1] = {
    let mut t = [[0u64; MAX_GROUP + 1]; SQUARES as usize + 1];
    let mut n = 0;
    while n <= SQUARES as usize {
        t[n][0] = 1;
        let mut k = 1;
        while k <= MAX_GROUP && n > 0 {
            t[n][k] = t[n - 1][k - 1] + t[n - 1][k];
            k += 1;
        }
        n += 1;
    }
    t
};

/// `C(n, k)`; 0 past the table (a group larger than [`MAX_GROUP`] is never ranked).
#[inline]
fn binomial(n: u8, k: usize) -> u64 {
    BINOMIAL
        .get(n as usize)
        .and_then(|row| row.get(k))
        .copied()
        .unwrap_or(0)
}

/// The rank of the squares of `set` (each less `shift`): `C(s1, 1) + C(s2, 2) + …` over its
/// squares in increasing order.
#[inline]
fn rank(set: u128, shift: u8) -> u64 {
    squares_in(set)
        .enumerate()
        .map(|(i, s)| binomial(s - shift, i + 1))
        .sum()
}

/// The `k` values of rank `r` among `0..n`, each plus `shift`, as a set.
#[inline]
fn unrank(mut r: u64, k: usize, n: u8, shift: u8) -> u128 {
    let mut set = 0u128;
    let mut top = n;
    for i in (1..=k).rev() {
        // The largest s < top with C(s, i) <= r.
        let mut s = top - 1;
        while binomial(s, i) > r {
            s -= 1;
        }
        set |= 1 << (s + shift);
        r -= binomial(s, i);
        top = s;
    }
    set
}

/// The four groups of a slice as square sets (bit `s` = board square `s`): White's men,
/// Black's men, White's kings, Black's kings.
pub type Sets = [u128; 4];

/// The squares of a slice's four groups: White's men, Black's men, White's kings, Black's
/// kings, each increasing, as board square indices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    pub white_men: Vec<u8>,
    pub black_men: Vec<u8>,
    pub white_kings: Vec<u8>,
    pub black_kings: Vec<u8>,
}

impl Placement {
    /// The four groups as square sets.
    pub fn sets(&self) -> Sets {
        let set = |v: &[u8]| v.iter().fold(0u128, |acc, &s| acc | 1 << s);
        [
            set(&self.white_men),
            set(&self.black_men),
            set(&self.white_kings),
            set(&self.black_kings),
        ]
    }
}

/// The group sizes of `slice` (men, men, kings, kings), the number of squares of each, and
/// the first square it ranks from.
fn groups(slice: Slice) -> [(usize, u8, u8); 4] {
    [
        (usize::from(slice.white_men), MAN_SQUARES, 0),
        (
            usize::from(slice.black_men),
            MAN_SQUARES,
            SQUARES - MAN_SQUARES,
        ),
        (usize::from(slice.white_kings), SQUARES, 0),
        (usize::from(slice.black_kings), SQUARES, 0),
    ]
}

/// Whether the index can rank `slice` (no group larger than the table allows).
pub fn supported(slice: Slice) -> bool {
    groups(slice).iter().all(|&(k, _, _)| k <= MAX_GROUP)
}

/// Indices of `slice`, gaps included.
pub fn size(slice: Slice) -> u64 {
    groups(slice)
        .iter()
        .map(|&(k, n, _)| binomial(n, k))
        .product()
}

/// The index of `p` in `slice` (the group sizes must match the slice; squares in range: men
/// off their promotion row).
pub fn index(slice: Slice, p: &Placement) -> u64 {
    index_of(slice, &p.sets())
}

/// The index of the groups `sets` in `slice` (as [`index`]).
#[inline]
pub fn index_of(slice: Slice, sets: &Sets) -> u64 {
    groups(slice)
        .iter()
        .zip(sets)
        .fold(0, |acc, (&(k, n, shift), &set)| {
            acc * binomial(n, k) + rank(set, shift)
        })
}

/// The placement of index `i` of `slice`; `None` for a gap (two pieces on one square).
pub fn placement(slice: Slice, i: u64) -> Option<Placement> {
    let [white_men, black_men, white_kings, black_kings] =
        sets(slice, i)?.map(|set| squares_in(set).collect());
    Some(Placement {
        white_men,
        black_men,
        white_kings,
        black_kings,
    })
}

/// The groups of index `i` of `slice` as square sets; `None` for a gap.
#[inline]
pub fn sets(slice: Slice, mut i: u64) -> Option<Sets> {
    let g = groups(slice);
    let mut out: Sets = [0; 4];
    for (j, &(k, n, shift)) in g.iter().enumerate().rev() {
        let size = binomial(n, k);
        out[j] = unrank(i % size, k, n, shift);
        i /= size;
    }
    let all = out[0] | out[1] | out[2] | out[3];
    let pieces: u32 = out.iter().map(|s| s.count_ones()).sum();
    (all.count_ones() == pieces).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_placement_ranks_back_to_its_index() {
        let slice = Slice {
            white_men: 1,
            white_kings: 1,
            black_men: 1,
            black_kings: 1,
        };
        assert_eq!(size(slice), 45 * 45 * 50 * 50);
        let (mut gaps, mut seen) = (0, 0);
        for i in (0..size(slice)).step_by(997) {
            match placement(slice, i) {
                Some(p) => {
                    assert_eq!(index(slice, &p), i);
                    assert!(p.black_men[0] >= 5 && p.white_men[0] < 45);
                    seen += 1;
                }
                None => gaps += 1,
            }
        }
        // Gaps (two pieces on a square) are about 11.5 % of this slice.
        assert!(gaps > 0 && seen > 5 * gaps);
        let kings = Slice {
            white_men: 0,
            white_kings: 3,
            black_men: 0,
            black_kings: 1,
        };
        assert_eq!(size(kings), 19_600 * 50);
        // The last index puts the black king on 49 with a white one: a gap.
        assert_eq!(placement(kings, size(kings) - 1), None);
        let p = placement(kings, size(kings) - 4).unwrap_or_default();
        assert_eq!(p.white_kings, vec![47, 48, 49]);
        assert_eq!(p.black_kings, vec![46]);
    }
}
