use super::*;
use crate::service::tournament::adjudicate::table_verdict;
use towers_engine::egdb::{Egdb, Value};
use towers_rules::{Game, Variant};

/// The tables' verdict on an international position, as the deadline takes it.
fn verdict(db: &Egdb, fen: &str) -> Option<BoardResult> {
    let game = Game::from_fen(Variant::International, fen).expect("a position");
    let side = game.position().side_to_move();
    towers_engine::game_value(db, &game).map(|v| table_verdict(v, side))
}

#[test]
fn the_tables_decide_a_position_they_hold_and_nothing_else() {
    let dir = tempfile::tempdir().expect("a directory");
    towers_lab::egdb::write_all(dir.path(), 2, false, 1, |_| {}).expect("the 2-piece tables");
    let db = Egdb::open(dir.path()).expect("the tables open");
    // White's king takes the last black piece: White wins, whoever's turn it is.
    let white_takes = "W:WK46:B41";
    let game = Game::from_fen(Variant::International, white_takes).expect("a position");
    assert_eq!(towers_engine::game_value(&db, &game), Some(Value::Win(1)));
    assert_eq!(verdict(&db, white_takes), Some(BoardResult::WhiteWins));
    // Black's king takes the last white piece: Black wins.
    assert_eq!(verdict(&db, "B:W10:BK5"), Some(BoardResult::BlackWins));
    // Two kings apart, off each other's diagonals: neither can force anything, a draw.
    assert_eq!(verdict(&db, "W:WK1:BK50"), Some(BoardResult::Draw));
    // Three pieces are beyond these tables: not held, so the deadline draws.
    assert_eq!(verdict(&db, "W:WK46,K50:BK5"), None);
}
