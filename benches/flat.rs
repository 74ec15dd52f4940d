//! Flat cost (issue 15 part 5): the service's `play` (the `/move` path: store update with the
//! record read and written, the game continued, the board drawn) in a 2-ply game against a
//! 300-ply game, with the position stored in the record (schema 4) and without it (a schema 3
//! record: the game is replayed from its moves, the old path), measured in the same run.
//!
//! A second group times the game's continuation alone (`service::resume`: read the stored
//! position, or replay), the part of a command whose cost grew with the game.
//!
//! `cargo bench --bench flat` (sled with `Durability::OsCache`, so the disk's fsync does not
//! drown the difference; the data directory is under the target directory).

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use towers::service::game::records::resume;
use towers::service::game::records::stored_position;
use towers::service::GameService;
use towers_rules::{fen, notation, Game, Position, Variant};
use towers_store::StoreExt;
use towers_store::{
    Change, ChannelRecord, Durability, GameRecord, GameStatus, MoveText, Player, SledStore,
};

const CHANNEL: u64 = 7;

fn player(id: u64) -> Player {
    Player {
        id,
        name: format!("p{id}"),
    }
}

/// A legal Bashni game of `plies` plies that has not ended: from the initial position, at
/// each ply a move picked by a seeded generator among those after which the game goes on
/// (towers keep pieces on the board, so Bashni games can be this long); a walk that runs
/// into a dead end starts again with the next seed.
fn long_game(plies: usize) -> Game {
    (1u64..)
        .find_map(|seed| walk(plies, seed))
        .expect("some seed gives a game")
}

fn walk(plies: usize, seed: u64) -> Option<Game> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut game = Game::new(Variant::Bashni);
    while game.moves().len() < plies {
        let moves = game.position().legal_moves();
        let first = rng.usize(..moves.len());
        let next = (0..moves.len())
            .map(|i| moves[(first + i) % moves.len()])
            .find(|mv| {
                let mut after = game.clone();
                after.play(*mv);
                after.outcome().is_none()
            })?;
        game.play(next);
    }
    Some(game)
}

/// The record of `game` as the service stores it, with or without the stored position.
fn record_of(game: &Game, stored: bool) -> GameRecord {
    GameRecord {
        id: 1,
        channel: CHANNEL,
        variant: game.variant(),
        white: player(1),
        black: player(2),
        start_fen: fen::write(game.start()),
        moves: game
            .move_texts()
            .into_iter()
            .map(|m| MoveText::new(m).expect("the rules write notation"))
            .collect(),
        status: GameStatus::Active,
        draw_offer: None,
        started_at: 0,
        updated_at: 0,
        options: Default::default(),
        bot: None,
        move_limit_secs: None,
        turn_started_at: 0,
        turn_notices: Default::default(),
        takeback_offer: None,
        guild: None,
        position: stored.then(|| Box::new(stored_position(game))),
        clock: None,
    }
}

/// A move for the side to move of `pos` after which the game goes on.
fn next_move(game: &Game) -> String {
    let pos: &Position = game.position();
    pos.legal_moves()
        .iter()
        .find(|mv| {
            let mut after = game.clone();
            after.play(**mv);
            after.outcome().is_none()
        })
        .map(|mv| notation::write(pos, mv))
        .expect("a move that does not end the game")
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::Builder::new()
        .prefix("towers-flat-bench")
        .tempdir_in(env!("CARGO_TARGET_TMPDIR"))
        .expect("a temporary directory");
    let store = SledStore::open_with(dir.path(), Durability::OsCache).expect("the store opens");
    let service = GameService::new(std::sync::Arc::new(store));
    let long = long_game(300);
    let games = [(2, long_game(2)), (300, long)];
    let mut group = c.benchmark_group("play");
    for (path, stored) in [
        ("stored position", true),
        ("replay (schema 3 record)", false),
    ] {
        for (plies, game) in &games {
            let record = record_of(game, stored);
            let text = next_move(game);
            let mover = player(
                if game.position().side_to_move() == towers_rules::Color::White {
                    1
                } else {
                    2
                },
            );
            group.bench_function(format!("{path}, {plies} plies"), |b| {
                b.iter_batched(
                    || {
                        service
                            .store()
                            .update::<_, ()>(CHANNEL, &|_| {
                                Ok((Change::Put(ChannelRecord::Game(record.clone())), ()))
                            })
                            .expect("stored")
                            .expect("put");
                    },
                    |()| {
                        let reply = service.play(CHANNEL, &mover, &text, 1).expect("played");
                        black_box(reply);
                    },
                    BatchSize::PerIteration,
                )
            });
        }
    }
    group.finish();

    // The part that grew with the game: the game continued from the record (no store, no
    // picture).
    let mut group = c.benchmark_group("continue the game");
    for (path, stored) in [
        ("stored position", true),
        ("replay (schema 3 record)", false),
    ] {
        for (plies, game) in &games {
            let record = record_of(game, stored);
            group.bench_function(format!("{path}, {plies} plies"), |b| {
                b.iter(|| black_box(resume(black_box(&record)).expect("continues")))
            });
        }
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(40)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    targets = bench
}
criterion_main!(benches);
