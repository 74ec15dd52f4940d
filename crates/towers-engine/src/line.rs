//! The principal variation read back from the transposition table after a search: what
//! analysis shows as "the line it wins" and what puzzles keep as their solution.

use super::{tt::Table, zobrist, Engine};
use towers_rules::{Move, Position};

/// The line from `pos` starting with `best`: `best`, then the moves the engine's table holds for
/// the positions that follow, each with the position it is played in, at most `max` moves;
/// it stops at a position without a stored move (or whose stored move is not legal there) and
/// at a position already seen on the line.
pub(crate) fn table_line(
    engine: &Engine,
    pos: &Position,
    best: &Move,
    max: usize,
) -> Vec<(Position, Move)> {
    line_in(&engine.tt, pos, best, max)
}

/// [`table_line`] read from the table `tt`.
pub(crate) fn line_in(
    tt: &Table,
    pos: &Position,
    best: &Move,
    max: usize,
) -> Vec<(Position, Move)> {
    let mut line = vec![(pos.clone(), *best)];
    let mut pos = pos.play(best);
    let mut seen = vec![zobrist::key(&pos)];
    while line.len() < max {
        let Some(index) = tt.probe(zobrist::key(&pos)).and_then(|hit| hit.best) else {
            break;
        };
        let Some(mv) = pos.legal_moves().get(usize::from(index)).copied() else {
            break;
        };
        let next = pos.play(&mv);
        line.push((pos, mv));
        pos = next;
        let key = zobrist::key(&pos);
        if seen.contains(&key) {
            break;
        }
        seen.push(key);
    }
    line
}
