//! A material slice: how many men and kings each side has, White to move.
//!
//! The databases store only positions with White to move: a position with Black to move is
//! the same as the board turned round with the colours swapped (square `i` becomes `49 - i`),
//! White to move, in the slice with the sides' counts swapped ([`Slice::swapped`]).

use std::fmt;

/// Counts of White's men and kings and Black's men and kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slice {
    pub white_men: u8,
    pub white_kings: u8,
    pub black_men: u8,
    pub black_kings: u8,
}

impl Slice {
    /// Pieces on the board.
    pub fn pieces(self) -> u8 {
        self.white_men + self.white_kings + self.black_men + self.black_kings
    }

    /// Men on the board (a promotion lowers it, so slices with fewer men are built first).
    pub fn men(self) -> u8 {
        self.white_men + self.black_men
    }

    /// The slice with the sides' counts swapped (where the Black-to-move positions of this
    /// slice are stored, turned round).
    pub fn swapped(self) -> Slice {
        Slice {
            white_men: self.black_men,
            white_kings: self.black_kings,
            black_men: self.white_men,
            black_kings: self.white_kings,
        }
    }

    /// Every slice of 2 to `pieces` pieces where each side has a piece, in build order:
    /// fewer pieces first (captures lead there), then fewer men (promotions lead there).
    /// `kings_only` keeps the slices without men.
    pub fn all(pieces: u8, kings_only: bool) -> Vec<Slice> {
        let mut out = Vec::new();
        for total in 2..=pieces {
            for white_men in 0..=total {
                for white_kings in 0..=total - white_men {
                    for black_men in 0..=total - white_men - white_kings {
                        let black_kings = total - white_men - white_kings - black_men;
                        let s = Slice {
                            white_men,
                            white_kings,
                            black_men,
                            black_kings,
                        };
                        let both = white_men + white_kings > 0 && black_men + black_kings > 0;
                        if both && (!kings_only || s.men() == 0) {
                            out.push(s);
                        }
                    }
                }
            }
        }
        out.sort_by_key(|s| (s.pieces(), s.men(), *s));
        out
    }

    /// The file name of this slice's table, e.g. `0301.egdb` for three white kings against
    /// a black king (digits: white men, white kings, black men, black kings).
    pub fn file_name(self) -> String {
        format!("{self}.egdb")
    }
}

/// The four counts as digits: white men, white kings, black men, black kings.
impl fmt::Display for Slice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}{}{}",
            self.white_men, self.white_kings, self.black_men, self.black_kings
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_come_smaller_first_and_swap_in_pairs() {
        let all = Slice::all(4, false);
        assert!(all
            .windows(2)
            .all(|w| (w[0].pieces(), w[0].men()) <= (w[1].pieces(), w[1].men())));
        assert!(all.iter().all(|s| all.contains(&s.swapped())));
        // 2 pieces: 4 slices (KK, KM, MK, MM); kings only up to 4: 1 + 2 + 3.
        assert_eq!(Slice::all(2, false).len(), 4);
        assert_eq!(Slice::all(4, true).len(), 6);
        let s = Slice {
            white_men: 0,
            white_kings: 3,
            black_men: 0,
            black_kings: 1,
        };
        assert_eq!(s.file_name(), "0301.egdb");
    }
}
