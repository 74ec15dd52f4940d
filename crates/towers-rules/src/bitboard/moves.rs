//! The legal moves of a position as [`Move`]s, from the bitboard capture search: what games
//! and the engine use ([`crate::Position::legal_moves`], `movegen::generate`). The list
//! is the general generator's, in the same order: captures origin by origin (lowest square
//! first), directions NE, NW, SE, SW, a flying king's landing squares nearest first, one move
//! per capture path; then quiet moves square by square.

use super::super::bitset::BitSet;
use super::super::Move;
use super::capture::{self, Path, Sink};
use super::layout::{all, crowning_row, forward, step, Board};
use super::{Side, Spec};

/// Fills `out` with the legal moves of `board` (`D` to move).
pub(crate) fn generate<S: Spec, D: Side>(board: &Board<S::B>, out: &mut Vec<Move>) {
    out.clear();
    let capturers = capture::capturers::<S, D>(board);
    if capturers != S::B::EMPTY {
        let mut sink = Moves::<S> {
            out,
            max: 0,
            _rules: std::marker::PhantomData,
        };
        capture::search::<S, D, _>(board, capturers, &mut sink);
        if !sink.out.is_empty() {
            return;
        }
    }
    let square = |set: S::B| S::TO_SQUARE[set.first() as usize & 127];
    let empty = all::<S>() & !(board.me | board.them);
    let row = crowning_row::<S, D>();
    let mut pieces = board.me;
    while pieces != S::B::EMPTY {
        let from = pieces.lowest();
        pieces = pieces.without_lowest();
        if board.kings & from != S::B::EMPTY {
            for d in 0..4 {
                let mut to = step::<S>(from, d) & empty;
                while to != S::B::EMPTY {
                    out.push(Move::quiet(square(from), square(to), false));
                    if !S::FLYING {
                        break;
                    }
                    to = step::<S>(to, d) & empty;
                }
            }
        } else {
            for d in forward::<D>() {
                let to = step::<S>(from, d) & empty;
                if to != S::B::EMPTY {
                    out.push(Move::quiet(
                        square(from),
                        square(to),
                        to & row != S::B::EMPTY,
                    ));
                }
            }
        }
    }
}

/// Builds a [`Move`] per capture path (majority rule applied).
struct Moves<'a, S> {
    out: &'a mut Vec<Move>,
    max: u32,
    _rules: std::marker::PhantomData<S>,
}

impl<S: Spec> Sink<S::B> for Moves<'_, S> {
    const ORDERED: bool = true;

    fn emit(&mut self, from: S::B, _: S::B, _: S::B, count: u32, promotes: bool, path: &Path) {
        if S::MAJORITY {
            if count > self.max {
                self.max = count;
                self.out.clear();
            } else if count < self.max {
                return;
            }
        }
        let n = count as usize;
        let mut captured = [0u8; 32];
        let mut landings = [0u8; 32];
        for i in 0..n {
            captured[i] = S::TO_SQUARE[path.captured[i] as usize & 127];
            landings[i] = S::TO_SQUARE[path.landings[i] as usize & 127];
        }
        let from = S::TO_SQUARE[from.first() as usize & 127];
        self.out.push(Move::capture(
            from,
            &captured[..n],
            &landings[..n],
            promotes,
        ));
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use crate::movegen::{generate, generate_general};
    use crate::{Position, Variant};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        /// Along random playouts of every variant the bitboard generator gives exactly the
        /// general generator's moves, in the same order.
        #[test]
        fn same_moves_as_the_general_generator(
            v in 0..Variant::ALL.len(),
            choices in prop::collection::vec(any::<u16>(), 0..120),
        ) {
            let mut pos = Position::initial(Variant::ALL[v]);
            let (mut fast, mut general) = (Vec::new(), Vec::new());
            for choice in choices {
                generate(&pos, &mut fast);
                generate_general(&pos, &mut general);
                prop_assert_eq!(&fast, &general, "{:?}", pos);
                if fast.is_empty() {
                    break;
                }
                pos = pos.play(&fast[choice as usize % fast.len()]);
            }
        }
    }
}
