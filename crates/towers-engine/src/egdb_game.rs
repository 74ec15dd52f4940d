//! A game's standing in the endgame databases ([`super::egdb`]) with its endgame counter, for
//! judging a game without searching it (a tournament's adjudication at a round's deadline).

use super::egdb::{Egdb, Value};
use super::egdb_probe::in_time;

/// The databases' value of `game`'s current position for its side to move, with the game's
/// endgame counter: a win or loss the counter would cut off before it ends is a draw. `None`
/// when the databases do not hold the position. One probe, no search (a tournament's
/// adjudication at a round's deadline).
pub fn game_value(db: &Egdb, game: &towers_rules::Game) -> Option<Value> {
    let value = db.probe(game.position())?;
    let left = || {
        let stack = crate::game_stack(game, game.rules().no_progress);
        stack
            .last()
            .and_then(|&top| crate::search::endgame_left(game.rules().endgame, top))
    };
    Some(match value {
        Value::Win(n) | Value::Loss(n) if !in_time(n, left()) => Value::Draw,
        v => v,
    })
}
