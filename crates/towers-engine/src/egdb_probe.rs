//! How the search uses the endgame databases ([`super::egdb`]): exact scores below the root,
//! and at the root the move that wins soonest, so that the bot converts a won ending instead
//! of shuffling. Both respect the FMJD endgame counters (docs/rules.md#international, #canadian): a
//! win the counter would cut off before it ends counts as a draw.

use super::egdb::{Egdb, Value};
use super::mate::MATE;
use super::SearchResult;
use towers_rules::{Move, Position};

/// Whether a database value's end comes before the counter (`left` plies to go; `None`: no
/// counter runs) draws the game.
pub(crate) fn in_time(plies: u8, left: Option<u32>) -> bool {
    left.is_none_or(|l| u32::from(plies) <= l)
}

/// The search score of `pos` at `ply` when the databases hold it: `Some(None)` for a draw
/// (the caller scores it as its draws), `Some(Some(score))` for a win or loss in mate-
/// distance terms, `None` when the databases do not hold it.
pub(crate) fn score(
    db: &Egdb,
    pos: &Position,
    left: Option<u32>,
    ply: usize,
) -> Option<Option<i32>> {
    let value = db.probe(pos)?;
    let ply = ply as i32;
    Some(match value {
        Value::Win(n) if in_time(n, left) => Some(MATE - ply - i32::from(n)),
        Value::Loss(n) if in_time(n, left) => Some(-MATE + ply + i32::from(n)),
        _ => None,
    })
}

/// At the root: when the databases say the side to move wins before the counter runs out
/// (`left`: plies to its end, worked out only for a position the databases hold),
/// the move that wins soonest (no search), scored as the search scores a mate.
pub(crate) fn root_win(
    db: &Egdb,
    pos: &Position,
    legal: &[Move],
    left: impl FnOnce() -> Option<u32>,
) -> Option<SearchResult> {
    let Value::Win(n) = db.probe(pos)? else {
        return None;
    };
    if !in_time(n, left()) {
        return None;
    }
    let mut best: Option<(u8, Move)> = None;
    for mv in legal {
        let child = pos.play(mv);
        let plies = if child.count(child.side_to_move()) == 0 || child.legal_moves().is_empty() {
            1
        } else {
            match db.probe(&child) {
                Some(Value::Loss(k)) => k + 1,
                _ => continue,
            }
        };
        if best.is_none_or(|(b, _)| plies < b) {
            best = Some((plies, *mv));
        }
    }
    let (plies, best) = best?;
    Some(SearchResult {
        best,
        score: MATE - i32::from(plies),
        depth: 0,
        nodes: legal.len() as u64,
    })
}
