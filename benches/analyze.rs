//! `/analyze` on a 100-ply game through the command path: `GameService::analysis_job` then
//! `GameService::analyse` (engine gate, one search a position at the default
//! `ANALYSIS_MS_PER_POSITION`, the graph and the swing's board), against the same analysis by
//! the engine alone (`engine::analysis::analyse`, same limits) measured in the same run.
//!
//! `cargo bench --bench analyze` (one run each; prints the times, their ratio and the 15 s
//! target). The game: random legal moves (seeded) in Bashni until 100 plies, then a
//! resignation.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use towers::service::archive::analysis::ANALYSIS_MS_PER_POSITION;
use towers::service::game::records::rebuild;
use towers::service::text::locale::Lang;
use towers::service::GameService;
use towers_engine::{analysis, Limits};
use towers_rules::Variant;
use towers_store::{MemoryStore, Player};

const PLIES: usize = 100;

/// A finished game of exactly [`PLIES`] plies in a channel of `service`; returns the channel.
fn finished_game(service: &GameService) -> u64 {
    let players = [
        Player {
            id: 1,
            name: "White".into(),
        },
        Player {
            id: 2,
            name: "Black".into(),
        },
    ];
    for seed in 1..100u64 {
        let channel = seed;
        service
            .challenge(channel, &players[0], &players[1], Variant::Bashni, 0)
            .expect("challenge");
        service
            .accept(channel, &players[1], 1, None)
            .expect("accept");
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut plies = 0;
        while plies < PLIES {
            let Some((p, moves)) = players.iter().find_map(|p| {
                let moves = service.move_choices(channel, p.id, "").ok()?;
                (!moves.is_empty()).then_some((p, moves))
            }) else {
                break;
            };
            let mv = &moves[rng.usize(..moves.len())];
            let reply = service.play(channel, p, mv, 2).expect("a legal move");
            plies += 1;
            if reply.game_over {
                break;
            }
        }
        if plies == PLIES {
            let to_move = players
                .iter()
                .find(|p| {
                    service
                        .move_choices(channel, p.id, "")
                        .is_ok_and(|m| !m.is_empty())
                })
                .expect("someone to move");
            service.resign(channel, to_move, 3, None).expect("resign");
            return channel;
        }
    }
    panic!("no random game reached {PLIES} plies");
}

fn main() {
    let service = GameService::new(Arc::new(MemoryStore::new()));
    let channel = finished_game(&service);
    let record = service
        .store()
        .finished_games(channel)
        .expect("the store reads")
        .pop()
        .expect("the finished game");
    let game = rebuild(&record).expect("the game rebuilds");

    let started = Instant::now();
    let job = service
        .analysis_job(channel, None, None)
        .expect("analysable");
    let result = service
        .analyse(&job, Lang::ENGLISH, &|_, _| {})
        .expect("analysed");
    let command = started.elapsed();

    let limits = Limits {
        time: Some(Duration::from_millis(ANALYSIS_MS_PER_POSITION)),
        ..Limits::default()
    };
    let started = Instant::now();
    let alone = analysis::analyse(&game, &limits, &AtomicBool::new(false));
    let engine = started.elapsed();

    println!(
        "{} plies ({} positions), {ANALYSIS_MS_PER_POSITION} ms a position: /analyze command path {:.2} s \
         ({} flagged, graph {} bytes, swing board {} bytes); engine alone {:.2} s ({} flagged); \
         ratio {:.2}; target 15 s",
        job.plies,
        job.plies + 1,
        command.as_secs_f64(),
        result.flagged.len(),
        result.graph.len(),
        result.swing_board.as_ref().map_or(0, Vec::len),
        engine.as_secs_f64(),
        alone.moves.iter().filter(|m| m.tag.is_some()).count(),
        command.as_secs_f64() / engine.as_secs_f64(),
    );
}
