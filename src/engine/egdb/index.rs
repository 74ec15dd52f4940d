//! The index of a position in its slice: a combinatorial rank of each group of pieces.
//!
//! Squares are the board's square indices (a1 = 0 … j10 = 49, [`crate::rules::geometry`]).
//! The groups, in this order: White's men on the 45 squares below the tenth rank (indices
//! 0..45), Black's men on the 45 squares above the first rank (indices 5..50, ranked from 0),
//! White's kings and Black's kings on all 50 squares. Each group's sorted squares
//! `s1 < s2 < …` rank as `C(s1, 1) + C(s2, 2) + …`, and the slice index mixes the group ranks
//! as digits of sizes `C(45, white men)`, `C(45, black men)`, `C(50, white kings)`,
//! `C(50, black kings)`. Placements where two groups share a square have an index but are no
//! position (gaps; 6 to 12 % of a four-piece slice), stored as [`super::value::NONE`].

use super::slice::Slice;

/// Squares of the international board.
pub const SQUARES: u8 = 50;
/// Squares a man may stand on (not its promotion row).
pub const MAN_SQUARES: u8 = 45;
/// The most pieces of one group the table ranks.
const MAX_GROUP: usize = 8;

/// `C(n, k)` for `n <= 50`, `k <= MAX_GROUP`.
fn binomial(n: u8, k: usize) -> u64 {
    if k > n as usize {
        return 0;
    }
    let mut r: u64 = 1;
    for i in 0..k as u64 {
        r = r * (u64::from(n) - i) / (i + 1);
    }
    r
}

/// The rank of `sorted` (strictly increasing values).
fn rank(sorted: &[u8]) -> u64 {
    sorted
        .iter()
        .enumerate()
        .map(|(i, &s)| binomial(s, i + 1))
        .sum()
}

/// The `k` values of rank `r` among `0..n`, increasing, into `out[..k]`.
fn unrank(mut r: u64, k: usize, n: u8, out: &mut [u8]) {
    let mut top = n;
    for i in (0..k).rev() {
        // The largest s < top with C(s, i + 1) <= r.
        let mut s = top - 1;
        while binomial(s, i + 1) > r {
            s -= 1;
        }
        out[i] = s;
        r -= binomial(s, i + 1);
        top = s;
    }
}

/// The squares of a slice's four groups: White's men, Black's men, White's kings, Black's
/// kings, each increasing, as board square indices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    pub white_men: Vec<u8>,
    pub black_men: Vec<u8>,
    pub white_kings: Vec<u8>,
    pub black_kings: Vec<u8>,
}

/// The group sizes of `slice` (men, men, kings, kings) and the number of squares of each.
fn groups(slice: Slice) -> [(usize, u8); 4] {
    [
        (usize::from(slice.white_men), MAN_SQUARES),
        (usize::from(slice.black_men), MAN_SQUARES),
        (usize::from(slice.white_kings), SQUARES),
        (usize::from(slice.black_kings), SQUARES),
    ]
}

/// Whether the index can rank `slice` (no group larger than the table allows).
pub fn supported(slice: Slice) -> bool {
    groups(slice).iter().all(|&(k, _)| k <= MAX_GROUP)
}

/// Indices of `slice`, gaps included.
pub fn size(slice: Slice) -> u64 {
    groups(slice).iter().map(|&(k, n)| binomial(n, k)).product()
}

/// The index of `p` in `slice` (the group sizes must match the slice; squares in range: men
/// off their promotion row).
pub fn index(slice: Slice, p: &Placement) -> u64 {
    let black_men: Vec<u8> = p
        .black_men
        .iter()
        .map(|&s| s - (SQUARES - MAN_SQUARES))
        .collect();
    let ranks = [
        rank(&p.white_men),
        rank(&black_men),
        rank(&p.white_kings),
        rank(&p.black_kings),
    ];
    groups(slice)
        .iter()
        .zip(ranks)
        .fold(0, |acc, (&(k, n), r)| acc * binomial(n, k) + r)
}

/// The placement of index `i` of `slice`; `None` for a gap (two pieces on one square).
pub fn placement(slice: Slice, mut i: u64) -> Option<Placement> {
    let g = groups(slice);
    let mut ranks = [0u64; 4];
    for (j, &(k, n)) in g.iter().enumerate().rev() {
        let size = binomial(n, k);
        ranks[j] = i % size;
        i /= size;
    }
    let mut sets: [Vec<u8>; 4] = Default::default();
    let mut used = 0u64;
    for (j, &(k, n)) in g.iter().enumerate() {
        let mut buf = [0u8; MAX_GROUP];
        unrank(ranks[j], k, n, &mut buf);
        let shift = if j == 1 { SQUARES - MAN_SQUARES } else { 0 };
        for s in &mut buf[..k] {
            *s += shift;
            if used >> *s & 1 == 1 {
                return None;
            }
            used |= 1 << *s;
        }
        sets[j] = buf[..k].to_vec();
    }
    let [white_men, black_men, white_kings, black_kings] = sets;
    Some(Placement {
        white_men,
        black_men,
        white_kings,
        black_kings,
    })
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
