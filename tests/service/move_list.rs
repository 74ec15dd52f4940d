//! The Moves line of in-progress game messages numbers moves as PDN does, also for a game set
//! up (FEN) with Black to move: `Moves: 1... b6-a5 2. c3-d4`.

use crate::store_fixtures;
use std::sync::Arc;

use crate::players::T0;
use store_fixtures::{named as player, position_game, put_game};
use towers::service::GameService;
use towers_rules::{fen, Game, Variant};
use towers_store::SledStore;

const CHANNEL: u64 = 1_000_000_000_000_000_005;

#[test]
fn a_game_set_up_with_black_to_move_numbers_black_first() {
    let dir = tempfile::tempdir().unwrap();
    let s = GameService::new(Arc::new(SledStore::open(dir.path()).unwrap()));
    // Bashni's start position with Black to move.
    let start = fen::write(Game::new(Variant::Bashni).start());
    let start_fen = format!("B{}", start.strip_prefix('W').expect("White to move"));
    let (alice, bob) = (player(11, "alice"), player(22, "bob"));
    let id = s.store().next_game_id().unwrap();
    let record = position_game(id, CHANNEL, alice.clone(), bob.clone(), &start_fen, T0);
    put_game(s.store(), &record);

    let first = s.play(CHANNEL, &bob, "b6-a5", T0 + 1).unwrap().text();
    assert!(first.ends_with("\nMoves: 1... b6-a5"), "{first}");
    let second = s.play(CHANNEL, &alice, "c3-d4", T0 + 2).unwrap().text();
    assert!(second.ends_with("\nMoves: 1... b6-a5 2. c3-d4"), "{second}");
    let third = s.play(CHANNEL, &bob, "a7-b6", T0 + 3).unwrap().text();
    assert!(
        third.ends_with("\nMoves: 1... b6-a5 2. c3-d4 a7-b6"),
        "{third}"
    );
}
