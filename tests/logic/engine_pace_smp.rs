//! The engine's helper threads (lazy SMP): same answers as one thread where the answer is
//! forced, and legal moves.

use std::sync::atomic::AtomicBool;

use towers_engine::{Engine, Limits};
use towers_rules::{fen, Game, Variant};

/// Forced wins (the triple-capture shot, the Bashni prisoners' release): two threads find
/// the same move and the same mate score as one, at the same depth.
#[test]
fn two_threads_agree_with_one_on_forced_positions() {
    let cases = [
        (Variant::Russian, "W:Wc3,e3,f2,g1:Bc5,e5,g7", 6),
        (Variant::International, "W:Wc3,e3,f2,g1:Bc5,e5,g7", 6),
        (Variant::Bashni, "W:We3,e5,g1:Bd4bww,b4,h2,f6", 8),
    ];
    for (variant, diagram, depth) in cases {
        let game = Game::from_position(fen::read(variant, diagram).unwrap());
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let run = |threads: usize| {
            let mut engine = Engine::with_seed(1);
            engine.set_threads(threads);
            engine
                .search(&game, &limits, &AtomicBool::new(false))
                .unwrap()
        };
        let (one, two) = (run(1), run(2));
        assert_eq!((one.best, one.score), (two.best, two.score), "{diagram}");
    }
}

/// Helper threads never make the search return an illegal move, whatever the variant.
#[test]
fn helper_threads_return_legal_moves() {
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    for variant in Variant::ALL {
        let mut game = Game::new(variant);
        let mut engine = Engine::with_seed(2);
        engine.set_threads(3);
        for _ in 0..6 {
            let Some(r) = engine.search(&game, &limits, &AtomicBool::new(false)) else {
                break;
            };
            assert!(
                game.position().legal_moves().contains(&r.best),
                "{variant:?}"
            );
            game.play(r.best);
        }
    }
}
