//! Adjudication of a game still in progress at a round's deadline, in a tournament whose
//! director chose it: the endgame databases' value where they hold the position, else a
//! bounded search by the engine (a fixed node budget, one thread, at the searches' lower
//! priority) whose score decides a win only when it is clear by [`WIN_MARGIN`]; anything
//! closer is a draw. Only the timer sweep searches ([`Judge::Search`]), a few boards a pass
//! ([`SEARCHES_PER_SWEEP`]), so no user's command ever waits for one.

use std::sync::atomic::AtomicBool;

use towers_engine::{Engine, Limits};
use towers_rules::{Color, Game};
use towers_store::tournament::BoardResult;

use crate::service::bot::search_thread::run_search;

/// The positions one adjudication's search visits: deterministic (one thread, a node
/// limit), well under a second of CPU (docs/tournaments.md gives the measure).
pub const ADJUDICATION_NODES: u64 = 2_000_000;

/// The score, in hundredths of a man for the side to move, from which the search's verdict
/// is a win: two men clear (a forced win found by the search scores more still).
pub const WIN_MARGIN: i32 = 200;

/// The most searches one sweep makes over all tournaments; boards beyond wait for the next
/// pass (a round's boards are decided over a few passes, never a draw for want of time).
pub const SEARCHES_PER_SWEEP: usize = 4;

/// How far a board's position is judged when its round's deadline has passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// Not at all (the deadline has not passed, or the director chose a draw).
    Not,
    /// By the endgame databases only (a command's path: no search).
    Tables,
    /// By the databases, else by a search (the sweep).
    Search,
}

/// The result the search gives `game`'s position: the side to move wins at a score of
/// [`WIN_MARGIN`] or more, loses at `-WIN_MARGIN` or less; a draw otherwise (and when there
/// is no move to search). Deterministic for a position and budget.
pub fn search_verdict(game: &Game, nodes: u64) -> BoardResult {
    let side = game.position().side_to_move();
    let score = run_search(|| {
        let mut engine = Engine::with_seed(0);
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        engine
            .search(game, &limits, &AtomicBool::new(false))
            .map(|r| r.score)
    });
    match score {
        Some(s) if s >= WIN_MARGIN => winner(side),
        Some(s) if s <= -WIN_MARGIN => winner(!side),
        _ => BoardResult::Draw,
    }
}

/// The tournament's result of an endgame database value for `side`, the side to move.
pub fn table_verdict(value: towers_engine::egdb::Value, side: Color) -> BoardResult {
    use towers_engine::egdb::Value;
    match (value, side) {
        (Value::Draw, _) => BoardResult::Draw,
        (Value::Win(_), Color::White) | (Value::Loss(_), Color::Black) => BoardResult::WhiteWins,
        (Value::Win(_), Color::Black) | (Value::Loss(_), Color::White) => BoardResult::BlackWins,
    }
}

/// The result of a win by `side`.
fn winner(side: Color) -> BoardResult {
    match side {
        Color::White => BoardResult::WhiteWins,
        Color::Black => BoardResult::BlackWins,
    }
}

/// The verdict on `game`'s position as far as `judge` goes: the installed databases' value
/// where they hold it, else (for [`Judge::Search`]) the search's; `None` when not judged.
pub fn verdict(game: &Game, judge: Judge) -> Option<BoardResult> {
    if judge == Judge::Not {
        return None;
    }
    let side = game.position().side_to_move();
    let table = towers_engine::egdb::installed()
        .and_then(|db| towers_engine::game_value(&db, game))
        .map(|v| table_verdict(v, side));
    match (table, judge) {
        (Some(result), _) => Some(result),
        (None, Judge::Search) => Some(search_verdict(game, ADJUDICATION_NODES)),
        (None, _) => None,
    }
}

#[cfg(test)]
#[path = "adjudicate_tests.rs"]
mod tests;
