//! Unmoves: the positions one quiet move before a position, for the builder's backward pass.
//!
//! The builder stores White-to-move positions only, so the side that moved into a stored
//! position is Black: its kings slide back along empty diagonals, its men step back one row
//! (up the board, since they move down it). A quiet move that crowns leaves the slice (the
//! builder takes it from the smaller slice), so no unmove turns a king back into a man. A
//! candidate where Black could have captured is left out: captures are compulsory
//! (docs/rules.md#how-a-capture-is-made), so its quiet move was not legal there. What remains is
//! exactly the set of positions whose legal moves include a quiet, non-crowning move to the
//! position: the forward pass counts the same moves with the real move generator, and the builder
//! checks the two agree.

use towers_engine::egdb::index::Sets;
use towers_engine::egdb::key;
use towers_engine::egdb::Slice;
use towers_rules::geometry::{Direction, Square, OFF};
use towers_rules::{squares_in, Color, Piece, Position, Prospect, Tower};

/// Calls `each` with the key (slice and index, as [`key::key`] gives it) of every predecessor
/// of the White-to-move position of `sets`; `None` for one the tables cannot key (which would
/// be a builder bug: the caller turns it into an error).
pub fn predecessors(sets: &Sets, mut each: impl FnMut(Option<(Slice, u64)>)) {
    let mut before = key::position_of(sets, Color::Black);
    let geo = before.geometry();
    let occupied = sets.iter().fold(0u128, |a, &s| a | s);
    let free = |t: u8| t != OFF && occupied >> t & 1 == 0;
    let men = [Direction::NE as usize, Direction::NW as usize];
    let all = [0, 1, 2, 3];
    let groups = [
        (sets[1], Piece::man(Color::Black), &men[..], false),
        (sets[3], Piece::king(Color::Black), &all[..], true),
    ];
    for (set, piece, dirs, slides) in groups {
        for s in squares_in(set) {
            for &dir in dirs {
                let mut t = geo.step(s, dir);
                while free(t) {
                    before.set_tower(Square(s), Tower::EMPTY);
                    before.set_tower(Square(t), Tower::single(piece));
                    if quiet(&before) {
                        each(key::key(&before));
                    }
                    before.set_tower(Square(t), Tower::EMPTY);
                    before.set_tower(Square(s), Tower::single(piece));
                    if !slides {
                        break;
                    }
                    t = geo.step(t, dir);
                }
            }
        }
    }
}

/// Whether the side to move has no capture (it has a move: the unmove's).
fn quiet(pos: &Position) -> bool {
    match pos.prospect() {
        Some(p) => p != Prospect::Capture,
        None => !pos.legal_moves().iter().any(|m| m.is_capture()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_engine::egdb::index;
    use towers_rules::{fen, Variant};

    /// A position and one of its predecessors, as keys.
    type Pair = [(Slice, u64); 2];

    /// Every (position, predecessor) pair of the slice pair of `slice`, as keys: by unmoves,
    /// and by the real move generator's quiet, non-crowning moves from every position.
    fn pairs(slice: Slice) -> (Vec<Pair>, Vec<Pair>) {
        let (mut back, mut forward) = (Vec::new(), Vec::new());
        let mut parts = vec![slice, slice.swapped()];
        parts.dedup();
        for s in parts {
            for i in 0..index::size(s) {
                let Some(sets) = index::sets(s, i) else {
                    continue;
                };
                predecessors(&sets, |k| back.push([(s, i), k.unwrap()]));
                let pos = key::position_of(&sets, Color::White);
                for m in pos.legal_moves() {
                    if !m.is_capture() && !m.promotes() {
                        forward.push([key::key(&pos.play(&m)).unwrap(), (s, i)]);
                    }
                }
            }
        }
        back.sort_unstable();
        forward.sort_unstable();
        (back, forward)
    }

    #[test]
    fn unmoves_are_exactly_the_legal_quiet_moves_turned_round() {
        // Kings only, men only, and both (with captures that rule predecessors out).
        for (wm, wk, bm, bk) in [(0, 2, 0, 1), (1, 0, 1, 1), (1, 1, 1, 0)] {
            let slice = Slice {
                white_men: wm,
                white_kings: wk,
                black_men: bm,
                black_kings: bk,
            };
            let (back, forward) = pairs(slice);
            assert!(back.len() > 10_000, "{slice}: {}", back.len());
            assert!(back == forward, "{slice}: unmoves differ from moves");
        }
    }

    fn count(text: &str) -> usize {
        let pos = fen::read(Variant::International, text).unwrap();
        let (slice, i) = key::key(&pos).unwrap();
        let mut n = 0;
        predecessors(&index::sets(slice, i).unwrap(), |k| {
            assert!(k.is_some());
            n += 1;
        });
        n
    }

    #[test]
    fn a_predecessor_with_a_capture_is_left_out() {
        // Black's man on 23 came from 18 or 19.
        assert_eq!(count("W:W33:B23"), 2);
        // From 18 it would have had to take the man on 22: only 19 is left.
        assert_eq!(count("W:W22:B23"), 1);
        // The king in the corner came down the long diagonal from any of its nine squares;
        // the white king in the other corner cannot be taken (no square behind it).
        assert_eq!(count("W:WK50:BK46"), 9);
        // With the white king on 28, every square above it would have had to take it.
        assert_eq!(count("W:WK28:BK46"), 0);
    }
}
