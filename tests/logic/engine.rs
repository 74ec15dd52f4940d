//! The search engine (`towers_engine`): it finds forced wins in composed positions (checked
//! independently by a plain minimax over the rules), never returns an illegal move, and keeps
//! to its node, time (fake clock) and stop limits.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use towers_engine::search::{CLOCK_INTERVAL, CONTEMPT_DEFAULT, MATE_BOUND};
use towers_engine::{Engine, FakeClock, Level, Limits};
use towers_rules::{fen, Color, Game, Move, Position, Square, Variant};

/// Whether the side to move in `pos` has lost (no legal move) or will lose within `plies`
/// whatever it plays. Plain minimax over the rules, independent of the engine.
fn loses_within(pos: &Position, plies: u32) -> bool {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return true;
    }
    plies > 0 && moves.iter().all(|m| wins_within(&pos.play(m), plies - 1))
}

/// Whether the side to move can force a win within `plies`.
fn wins_within(pos: &Position, plies: u32) -> bool {
    plies > 0
        && pos
            .legal_moves()
            .iter()
            .any(|m| loses_within(&pos.play(m), plies - 1))
}

fn sq(pos: &Position, name: &str) -> Square {
    pos.geometry().parse_name(name).expect("a playable square")
}

fn search(game: &Game, limits: Limits) -> towers_engine::SearchResult {
    let stop = AtomicBool::new(false);
    Engine::with_seed(7)
        .search(game, &limits, &stop)
        .expect("a legal move exists")
}

fn depth(d: u8) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

/// Give one, take three: White plays e3-d4, Black must take c5xe3, and f2 takes e3, e5 and g7
/// in one sequence, leaving Black without pieces. The same diagram works in Russian,
/// international (majority rule: Black's only capture is c5xe3; White's three-piece capture is
/// the longest) and English draughts (all jumps forward).
#[test]
fn finds_the_sacrifice_that_leads_to_a_triple_capture() {
    for variant in [Variant::Russian, Variant::International, Variant::English] {
        let pos = fen::read(variant, "W:Wc3,e3,f2,g1:Bc5,e5,g7").unwrap();
        let game = Game::from_position(pos.clone());
        let r = search(&game, depth(6));
        assert_eq!(
            (r.best.from(), r.best.to()),
            (sq(&pos, "e3"), sq(&pos, "d4")),
            "{}",
            variant.name()
        );
        assert!(
            r.score > MATE_BOUND,
            "{}: score {}",
            variant.name(),
            r.score
        );
        // The win is real, and no other first move wins as fast.
        assert!(loses_within(&pos.play(&r.best), 2), "{}", variant.name());
        for m in pos.legal_moves().iter().filter(|m| **m != r.best) {
            assert!(!loses_within(&pos.play(m), 2), "{}", variant.name());
        }
    }
}

/// Bashni: Black's tower d4 holds two white prisoners under a black commander. White's e5
/// takes it backward and goes on over b4 to a5 (men capture backward in Bashni): the two
/// prisoners are free again as a white tower on d4, and Black, left with the men h2 (blocked
/// by g1) and f6, is lost four plies later (a win in five plies). Taking the single man f6 instead (e5xg7) does not
/// win.
#[test]
fn releasing_prisoners_wins_in_bashni() {
    let pos = fen::read(Variant::Bashni, "W:We3,e5,g1:Bd4bww,b4,h2,f6").unwrap();
    let game = Game::from_position(pos.clone());
    let r = search(&game, depth(8));
    assert_eq!(
        (r.best.from(), r.best.to()),
        (sq(&pos, "e5"), sq(&pos, "a5"))
    );
    assert!(r.score > MATE_BOUND, "score {}", r.score);
    let after = pos.play(&r.best);
    let d4 = after.tower(sq(&pos, "d4"));
    assert_eq!((d4.owner(), d4.height()), (Some(Color::White), 2));
    assert!(loses_within(&after, 4));
    let single = pos
        .legal_moves()
        .into_iter()
        .find(|m| m.to() == sq(&pos, "g7"))
        .unwrap();
    assert!(!loses_within(&pos.play(&single), 5));
}

/// Random playouts of every variant (seeded): at each stop the engine's move, under a small
/// node budget and at each level's randomness, is one of the legal moves.
#[test]
fn never_returns_an_illegal_move() {
    let stop = AtomicBool::new(false);
    for variant in Variant::ALL {
        let mut engine = Engine::with_seed(1);
        for seed in 0..12u64 {
            let mut rng = fastrand::Rng::with_seed(seed);
            let mut game = Game::new(variant);
            let plies = rng.usize(0..80);
            for _ in 0..plies {
                let moves = game.position().legal_moves();
                if moves.is_empty() || game.outcome().is_some() {
                    break;
                }
                game.play(moves[rng.usize(0..moves.len())]);
            }
            let legal = game.position().legal_moves();
            let limits = Limits {
                nodes: Some(3_000),
                ..Limits::default()
            };
            let found = engine.search(&game, &limits, &stop).map(|r| r.best);
            assert_eq!(found.is_none(), legal.is_empty(), "{}", variant.name());
            if let Some(best) = found {
                assert!(legal.contains(&best), "{} seed {seed}", variant.name());
            }
            let level = Level::new(1 + (seed % 3) as u8).unwrap();
            if let Some(mv) = Engine::with_seed(seed).choose(&game, level, &stop) {
                assert!(legal.contains(&mv), "{} seed {seed}", variant.name());
            }
        }
    }
}

#[test]
fn keeps_to_the_node_budget() {
    for variant in [Variant::Bashni, Variant::Lasca, Variant::International] {
        let game = Game::new(variant);
        for budget in [1u64, 100, 5_000] {
            let r = search(
                &game,
                Limits {
                    nodes: Some(budget),
                    ..Limits::default()
                },
            );
            assert!(
                r.nodes <= budget,
                "{}: {} > {budget}",
                variant.name(),
                r.nodes
            );
            assert!(game.position().legal_moves().contains(&r.best));
        }
    }
}

#[test]
fn a_set_stop_flag_ends_the_search_at_the_first_look() {
    let game = Game::new(Variant::Bashni);
    let stop = AtomicBool::new(true);
    let r = Engine::with_seed(1)
        .search(&game, &Limits::default(), &stop)
        .unwrap();
    assert!(r.nodes <= CLOCK_INTERVAL, "{} nodes", r.nodes);
    assert!(game.position().legal_moves().contains(&r.best));
}

/// A fake clock advancing 1 ms per reading: the search reads it every [`CLOCK_INTERVAL`]
/// nodes, so a 50 ms budget allows about 50 readings; and it uses its budget: it keeps
/// starting iterations until the clock stops it (no early stop at half the budget).
#[test]
fn keeps_to_the_time_budget_on_a_fake_clock() {
    let game = Game::new(Variant::Bashni);
    let stop = AtomicBool::new(false);
    let run = |millis: u64| {
        let clock = FakeClock::new(Duration::from_millis(1));
        let limits = Limits {
            time: Some(Duration::from_millis(millis)),
            ..Limits::default()
        };
        let r = Engine::with_seed(1)
            .search_with_clock(&game, &limits, &stop, &clock)
            .unwrap();
        (r, clock.reads())
    };
    let (short, reads) = run(50);
    assert!(reads <= 50 + 1, "{reads} clock readings");
    assert!(reads >= 50, "stopped after {reads} of 50 ms");
    assert!(short.nodes <= 51 * CLOCK_INTERVAL, "{} nodes", short.nodes);
    assert!(short.depth >= 1);
    let (long, _) = run(400);
    assert!(long.nodes > short.nodes);
    assert!(long.depth >= short.depth);
}

/// Node-limited searches are deterministic: the same move and score twice.
#[test]
fn node_limited_search_is_deterministic() {
    let game = Game::new(Variant::Lasca);
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let a = search(&game, limits);
    let b = search(&game, limits);
    assert_eq!(
        (a.best, a.score, a.depth, a.nodes),
        (b.best, b.score, b.depth, b.nodes)
    );
}

/// Higher levels never search less or add more noise than lower ones, in every variant.
#[test]
fn levels_are_ordered() {
    assert!(Level::new(0).is_none() && Level::new(Level::MAX + 1).is_none());
    for variant in Variant::ALL {
        let styles: Vec<_> = (1..=Level::MAX)
            .map(|n| Level::new(n).unwrap().style_in(variant))
            .collect();
        for pair in styles.windows(2) {
            let (lo, hi) = (pair[0], pair[1]);
            let d = |l: Limits| l.depth.unwrap_or(u8::MAX);
            assert!(d(hi.limits) > d(lo.limits), "{variant}: {lo:?} {hi:?}");
            assert!(hi.limits.time >= lo.limits.time, "{variant}");
            assert!(
                hi.noise <= lo.noise && hi.blunder_pct <= lo.blunder_pct,
                "{variant}"
            );
        }
        // Full strength keeps chat replies quick.
        assert!(
            styles[5].limits.time <= Some(Duration::from_secs(2)),
            "{variant}"
        );
    }
}

/// The strongest level finds the shot from the first test (its search is not cut short
/// before depth 1 completes, which is all the shot needs).
#[test]
fn level_six_plays_the_shot() {
    let pos = fen::read(Variant::Russian, "W:Wc3,e3,f2,g1:Bc5,e5,g7").unwrap();
    let game = Game::from_position(pos.clone());
    let stop = AtomicBool::new(false);
    let mv: Move = Engine::with_seed(3)
        .choose(&game, Level::new(6).unwrap(), &stop)
        .unwrap();
    assert_eq!((mv.from(), mv.to()), (sq(&pos, "e3"), sq(&pos, "d4")));
}

/// Russian draughts: two kings against one, 29 plies of king moves without a capture played
/// (the 15-move rule draws at 30, RULES.md §2.1). Every move now draws, so the engine scores
/// the position 0 although it is three men ahead in material.
#[test]
fn sees_the_no_progress_draw() {
    let mut checked = 0;
    for seed in 0..50u64 {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut game = Game::from_fen(Variant::Russian, "W:WKg1,Kh2:BKb8").unwrap();
        let mut ok = true;
        for _ in 0..29 {
            // A random king move after which the other side has no capture either.
            let pos = game.position();
            let quiet: Vec<_> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| {
                    let next = pos.play(m).legal_moves();
                    !m.is_capture() && next.first().is_some_and(|n| !n.is_capture())
                })
                .collect();
            if game.outcome().is_some() || quiet.is_empty() {
                ok = false;
                break;
            }
            game.play(quiet[rng.usize(0..quiet.len())]);
        }
        let pos = game.position();
        if !ok || game.outcome().is_some() || pos.legal_moves()[0].is_capture() {
            continue;
        }
        let r = search(&game, depth(4));
        assert_eq!(r.score, 0, "seed {seed}: {:?}", pos);
        // Without the history the same position is a clear advantage for the kings' side.
        let fresh = search(&Game::from_position(pos.clone()), depth(4));
        assert!(fresh.score.abs() > 150, "seed {seed}: {}", fresh.score);
        checked += 1;
        if checked == 3 {
            break;
        }
    }
    assert_eq!(checked, 3);
}

/// International draughts: kings against a lone king, one ply before the FMJD endgame counter
/// draws (RULES.md §2.3: 5 moves each with two kings, 16 moves each with three). Every move now
/// draws, so the search scores the position 0; from the same position without its history the
/// kings' side is ahead.
#[test]
fn sees_the_fmjd_endgame_draws() {
    for (fen, plies) in [("W:WK47,K49:BK3", 9), ("W:WK47,K48,K49:BK3", 31)] {
        let mut checked = 0;
        for seed in 0..50u64 {
            let mut rng = fastrand::Rng::with_seed(seed);
            let mut game = Game::from_fen(Variant::International, fen).unwrap();
            let mut ok = true;
            for _ in 0..plies {
                let pos = game.position();
                let quiet: Vec<_> = pos
                    .legal_moves()
                    .into_iter()
                    .filter(|m| {
                        let next = pos.play(m).legal_moves();
                        !m.is_capture() && next.first().is_some_and(|n| !n.is_capture())
                    })
                    .collect();
                if game.outcome().is_some() || quiet.is_empty() {
                    ok = false;
                    break;
                }
                game.play(quiet[rng.usize(0..quiet.len())]);
            }
            let pos = game.position();
            if !ok || game.outcome().is_some() || pos.legal_moves()[0].is_capture() {
                continue;
            }
            let r = search(&game, depth(4));
            assert_eq!(r.score, 0, "{fen} seed {seed}: {pos:?}");
            let fresh = search(&Game::from_position(pos.clone()), depth(4));
            assert_ne!(fresh.score, 0, "{fen} seed {seed}");
            checked += 1;
            if checked == 3 {
                break;
            }
        }
        assert_eq!(checked, 3, "{fen}");
    }
}

/// The shallow pruning (reverse futility, futility, internal iterative reduction) and the
/// quiet-horizon shortcut reach the same depth in fewer nodes than the search without them
/// (`rfp=0,fut=0,iir=0,hz=0`), and the pruned search still plays the shot of the first test
/// with its winning score.
#[test]
fn the_shallow_pruning_saves_nodes_and_keeps_the_shot() {
    let unpruned: towers_engine::eval::Tweak = "rfp=0,fut=0,iir=0,hz=0".parse().unwrap();
    let run = |game: &Game, tweak: Option<towers_engine::eval::Tweak>| {
        let mut engine = Engine::with_seed(7);
        if let Some(t) = tweak {
            engine.set_tweak(t);
        }
        engine
            .search(game, &depth(8), &AtomicBool::new(false))
            .expect("a legal move exists")
    };
    for fen_text in [
        "",
        "W:W16,23,25,26,28,36,40,46,47,48,49,50:B5,10,12,14,17,19,20",
    ] {
        let game = if fen_text.is_empty() {
            Game::new(Variant::International)
        } else {
            Game::from_position(fen::read(Variant::International, fen_text).unwrap())
        };
        let pruned = run(&game, None);
        let full = run(&game, Some(unpruned));
        assert_eq!((pruned.depth, full.depth), (8, 8));
        assert!(
            pruned.nodes * 10 < full.nodes * 8,
            "{fen_text}: {} nodes pruned, {} without",
            pruned.nodes,
            full.nodes
        );
    }
    let pos = fen::read(Variant::International, "W:Wc3,e3,f2,g1:Bc5,e5,g7").unwrap();
    let r = run(&Game::from_position(pos.clone()), None);
    assert_eq!(
        (r.best.from(), r.best.to()),
        (sq(&pos, "e3"), sq(&pos, "d4"))
    );
    assert!(r.score > MATE_BOUND, "{}", r.score);
}

/// Contempt: king against king in international draughts is drawn by the FMJD 5-move rule
/// (ten plies), which a 16-ply search sees on every line. Judged (`search`, as analyses do)
/// the position scores 0; searched for a move to play, the draw counts
/// `CONTEMPT_DEFAULT` below 0 for the side to move, so that in an equal position the bot
/// plays on rather than take a draw. A tweak sets it (0 = none).
#[test]
fn a_draw_scores_contempt_only_in_a_search_to_play() {
    let game = Game::from_fen(Variant::International, "W:WK47:BK4").unwrap();
    let stop = AtomicBool::new(false);
    let judged = Engine::with_seed(1)
        .search(&game, &depth(16), &stop)
        .unwrap();
    assert_eq!(judged.score, 0);
    let played = Engine::with_seed(1)
        .search_to_play(&game, &depth(16), &stop)
        .unwrap();
    assert_eq!(played.score, -CONTEMPT_DEFAULT);
    let mut none = Engine::with_seed(1);
    none.set_tweak("contempt=0".parse().unwrap());
    assert_eq!(
        none.search_to_play(&game, &depth(16), &stop).unwrap().score,
        0
    );
}
