//! The variants' draw rules end a game played through the service by themselves, and the
//! final message says why (RULES.md §2: threefold repetition, the no-progress counter).

use crate::store_fixtures;
use std::sync::Arc;

use crate::players::{alice, bob, T0};
use store_fixtures::{position_game, put_game};
use towers::service::GameService;
use towers_store::{DrawRule, EndStatus, GameRecord, GameResult, GameStatus, SledStore};

const CHANNEL: u64 = 1_000_000_000_000_000_005;

/// A service whose channel holds an active Bashni game from `fen` (alice White, bob Black).
fn from_position(dir: &std::path::Path, fen: &str) -> GameService {
    let s = GameService::new(Arc::new(SledStore::open(dir).unwrap()));
    let id = s.store().next_game_id().unwrap();
    put_game(
        s.store(),
        &position_game(id, CHANNEL, alice(), bob(), fen, T0),
    );
    s
}

/// Plays `moves` alternately (alice first); every reply but the last leaves the game open.
fn play(s: &GameService, moves: &[&str]) -> String {
    let mut last = String::new();
    for (ply, m) in moves.iter().enumerate() {
        assert!(
            s.active_game(CHANNEL).unwrap().is_some(),
            "over before ply {ply}: {last}"
        );
        let who = if ply % 2 == 0 { alice() } else { bob() };
        last = s
            .play(CHANNEL, &who, m, T0 + ply as u64 + 1)
            .unwrap_or_else(|e| panic!("ply {ply} {m}: {e}"))
            .text();
    }
    last
}

fn finished_reason(s: &GameService) -> (GameResult, EndStatus) {
    assert_eq!(s.active_game(CHANNEL).unwrap(), None, "the game goes on");
    match s.store().finished_games(CHANNEL).unwrap().pop() {
        Some(GameRecord {
            status: GameStatus::Finished { result, end },
            ..
        }) => (result, end),
        other => panic!("no finished game: {other:?}"),
    }
}

#[test]
fn threefold_repetition_ends_the_game_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let s = from_position(dir.path(), "W:WKa1,c3:BKh8,f6");
    let shuffle = ["a1-b2", "h8-g7", "b2-a1", "g7-h8"];
    let text = play(&s, &[shuffle, shuffle].concat());
    assert_eq!(
        text,
        "bob (Black) played g7-h8. Drawn: threefold repetition. 1/2-1/2"
    );
    assert_eq!(
        finished_reason(&s),
        (GameResult::Draw, EndStatus::Repetition)
    );
}

#[test]
fn the_no_progress_counter_ends_the_game_with_its_reason() {
    let dir = tempfile::tempdir().unwrap();
    let s = from_position(dir.path(), "W:WKc1,Ke1,c3,d4:BKh8");
    let white = [
        "c1-a3", "e1-f2", "a3-b2", "f2-e1", "b2-c1", "e1-f2", "c1-a3", "f2-e1", "a3-b2", "e1-f2",
        "b2-c1", "f2-e1",
    ];
    let black = ["h8-g7", "g7-h8"];
    let moves: Vec<&str> = (0..30)
        .map(|ply| {
            if ply % 2 == 0 {
                white[(ply / 2) % 12]
            } else {
                black[(ply / 2) % 2]
            }
        })
        .collect();
    let text = play(&s, &moves);
    let (result, end) = finished_reason(&s);
    assert_eq!(result, GameResult::Draw);
    assert_eq!(
        end,
        EndStatus::DrawRule {
            rule: DrawRule::NoCaptureOrPromotion,
            moves: 15
        }
    );
    assert!(
        text.ends_with("Drawn: 15 moves each without a capture or a promotion. 1/2-1/2"),
        "the message does not give the reason: {text}"
    );
}
