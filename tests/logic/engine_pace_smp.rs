//! The engine's time management (a level's flexible pace, read off a fake clock) and its
//! helper threads (lazy SMP): same answers as one thread where the answer is forced.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use towers::engine::eval::Tweak;
use towers::engine::{Engine, FakeClock, Level, Limits, Pace};
use towers::rules::{fen, Game, Variant};

/// Level 6's choice with a 600 ms budget on a clock advancing 1 ms a reading, at `pace`:
/// the move and the clock readings it took.
fn level_six_on_fake_clock(game: &Game, pace: Pace) -> (towers::rules::Move, u64) {
    let mut style = Level::new(6).unwrap().style();
    style.limits.time = Some(Duration::from_millis(600));
    style.pace = pace;
    let clock = FakeClock::new(Duration::from_millis(1));
    let mv = Engine::with_seed(5)
        .choose_with(game, style, &AtomicBool::new(false), &clock)
        .unwrap();
    (mv, clock.reads())
}

/// At a flexible pace, a move whose best reply stays the same over the
/// iterations stops after a share of the budget (at least 40 % of it, less than the
/// whole), while a fixed pace reads the clock to the end of the budget. Both play the
/// same move. Russian draughts' opening: the search settles on one move.
#[test]
fn a_stable_best_move_stops_early_on_the_clock_readings() {
    let game = Game::new(Variant::Russian);
    let (fixed_move, fixed) = level_six_on_fake_clock(&game, Pace::Fixed);
    let (flexible_move, flexible) = level_six_on_fake_clock(&game, Pace::Flexible);
    assert!((600..=601).contains(&fixed), "fixed pace: {fixed} readings");
    assert!(
        (240..600).contains(&flexible),
        "flexible pace: {flexible} readings of 600"
    );
    assert_eq!(fixed_move, flexible_move);
}

/// The levels spend their whole budget; the tweak `pace=1` (for matches) makes them pace
/// themselves, `pace=0` spends it all again.
#[test]
fn levels_spend_their_budget_unless_the_pace_tweak_says_otherwise() {
    let game = Game::new(Variant::Russian);
    let mut style = Level::new(6).unwrap().style();
    assert_eq!(style.pace, Pace::Fixed);
    style.limits.time = Some(Duration::from_millis(600));
    let reads = |tweak: &str| {
        let clock = FakeClock::new(Duration::from_millis(1));
        let mut engine = Engine::with_seed(5);
        engine.set_tweak(tweak.parse::<Tweak>().unwrap());
        engine.choose_with(&game, style, &AtomicBool::new(false), &clock);
        clock.reads()
    };
    assert!(reads("") >= 600);
    assert!(reads("pace=0") >= 600);
    assert!(reads("pace=1") < 600);
}

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
