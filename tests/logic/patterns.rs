//! The international pattern evaluation (`towers_engine::patterns`) on positions of recorded
//! international games: the window indices against a slow square-by-square reference, and
//! colour symmetry (a position and its colour-flipped twin score opposite).

use crate::records;
use towers_engine::eval::evaluate;
use towers_engine::patterns::{self, Patterns, CELLS, WINDOWS, WINDOW_ORIGINS};
use towers_rules::geometry::Numbering;
use towers_rules::{fen, pdn, Color, Game, Geometry, Position, Square, Variant};

/// Positions of the first games of every recorded international file.
fn recorded_positions(dir: &std::path::Path) -> Vec<Position> {
    let mut files: Vec<_> = std::fs::read_dir(dir.join("international"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files.iter().take(12) {
        let text = pdn::decode(&std::fs::read(path).unwrap()).into_owned();
        for g in pdn::read_games(&text).iter().take(3) {
            let Ok(g) = g else { continue };
            let Ok(full) = pdn::replay(g, Variant::International) else {
                continue;
            };
            let mut game = Game::from_position(full.start().clone());
            out.push(game.position().clone());
            for text in full.move_texts() {
                if game.play_text(&text).is_err() {
                    break;
                }
                out.push(game.position().clone());
            }
        }
    }
    out
}

/// The digit of one square: 0 empty or a king, 1 white man, 2 black man.
fn digit(pos: &Position, sq: Square) -> u16 {
    match pos.tower(sq).top() {
        Some(p) if !p.king && p.color == Color::White => 1,
        Some(p) if !p.king => 2,
        _ => 0,
    }
}

/// The windows' indices read square by square from the coordinates.
fn slow_indices(pos: &Position) -> [u16; WINDOWS] {
    let geo = Geometry::of(10, 10);
    let mut out = [0u16; WINDOWS];
    for (w, &(f0, r0)) in WINDOW_ORIGINS.iter().enumerate() {
        let mut power = 1u16;
        let mut cells = 0;
        for r in r0..r0 + 4 {
            for f in f0..f0 + 4 {
                if let Some(sq) = geo.at(f, r) {
                    out[w] += digit(pos, sq) * power;
                    power *= 3;
                    cells += 1;
                }
            }
        }
        assert_eq!(cells, CELLS);
    }
    out
}

/// The same position with the board turned and the colours swapped (White's man on 31 becomes
/// Black's man on 20), the other side to move.
fn flipped(pos: &Position) -> Position {
    let geo = Geometry::of(10, 10);
    let mut lists = [Vec::new(), Vec::new()];
    for sq in geo.squares() {
        if let Some(p) = pos.tower(sq).top() {
            let n = 51 - geo.number(sq, Numbering::TopLeft);
            let side = usize::from(p.color == Color::White);
            lists[side].push(format!("{}{n}", if p.king { "K" } else { "" }));
        }
    }
    let side = match pos.side_to_move() {
        Color::White => "B",
        Color::Black => "W",
    };
    let text = format!("{side}:W{}:B{}", lists[0].join(","), lists[1].join(","));
    fen::read(Variant::International, &text).unwrap()
}

/// White's evaluation.
fn white_eval(pos: &Position) -> i32 {
    match pos.side_to_move() {
        Color::White => evaluate(pos),
        Color::Black => -evaluate(pos),
    }
}

#[test]
fn window_indices_match_the_square_by_square_reference_on_recorded_games() {
    let Some(dir) = records::games_dir() else {
        return;
    };
    let positions = recorded_positions(&dir);
    assert!(positions.len() > 1000, "only {} positions", positions.len());
    for pos in &positions {
        assert_eq!(
            patterns::indices(pos),
            slow_indices(pos),
            "{}",
            fen::write(pos)
        );
    }
}

#[test]
fn a_position_and_its_colour_flipped_twin_score_opposite() {
    let Some(dir) = records::games_dir() else {
        return;
    };
    let shipped = Patterns::shipped().expect("the shipped weights read");
    let mut differing = 0;
    for pos in recorded_positions(&dir) {
        let twin = flipped(&pos);
        let p = shipped.score(&pos);
        assert_eq!(p, -shipped.score(&twin), "{}", fen::write(&pos));
        differing += usize::from(p != 0);
        assert_eq!(white_eval(&pos), -white_eval(&twin), "{}", fen::write(&pos));
    }
    // The shipped table says something about these positions.
    assert!(differing > 100, "{differing}");
}

#[test]
fn every_square_lies_in_one_to_four_windows_and_the_half_turn_pairs_them() {
    let mut count = std::collections::HashMap::new();
    for w in 0..WINDOWS {
        for sq in patterns::window_squares(w) {
            *count.entry(sq).or_insert(0) += 1;
        }
    }
    let geo = Geometry::of(10, 10);
    assert_eq!(count.len(), geo.squares().count());
    assert!(count.values().all(|&n| (1..=4).contains(&n)), "{count:?}");
    // Corner window with corner window, centre with centre; the twin of the twin is itself.
    assert_eq!(patterns::flipped(0, 0), (15, 0));
    assert_eq!(patterns::flipped(5, 0).0, 10);
    for j in [0u16, 1, 2, 100, 6560] {
        let (w, t) = patterns::flipped(3, j);
        assert_eq!(patterns::flipped(w, t), (3, j));
    }
    // One white man on the window's first square is a black man on the twin's last one.
    assert_eq!(patterns::flipped(0, 1), (15, 2 * 3u16.pow(7)));
}

#[test]
fn the_initial_position_fills_the_outer_windows() {
    let idx = patterns::indices(&Position::initial(Variant::International));
    let ones = |n: u32| (0..n).map(|k| 3u16.pow(k)).sum::<u16>();
    // Window 0 (files a-d, ranks 1-4): all 8 squares hold white men, digit 1 each.
    assert_eq!(idx[0], ones(8));
    // Window 15 (files g-j, ranks 7-10): all black men.
    assert_eq!(idx[15], 2 * ones(8));
    // Window 4 (ranks 3-6): ranks 3-4 white, 5-6 empty.
    assert_eq!(idx[4], ones(4));
}

#[test]
fn the_binary_form_reads_back_and_bad_files_are_refused() {
    use patterns::BadWeights;
    use towers_lab::patterns::Raw;
    let mut raw = Raw::zero();
    raw.set(0, 2, 17, 12.4);
    raw.set(1, 7, 500, -3.0);
    let p = raw.antisymmetric();
    // Each weight and minus it at its twin.
    assert_eq!(p.nonzero(), 4);
    let bytes = p.to_bytes();
    assert_eq!(Patterns::from_bytes(&bytes), Ok(p.clone()));
    assert_eq!(Patterns::from_bytes(b"XXXX"), Err(BadWeights::Header));
    assert_eq!(
        Patterns::from_bytes(&bytes[..bytes.len() - 1]),
        Err(BadWeights::Short)
    );
    // Drop the last weight: its twin is left alone.
    let mut lopsided = bytes[..bytes.len() - 6].to_vec();
    lopsided[4..8].copy_from_slice(&3u32.to_le_bytes());
    assert!(matches!(
        Patterns::from_bytes(&lopsided),
        Err(BadWeights::Asymmetric(_))
    ));
    let mut outside = b"TWP1".to_vec();
    outside.extend(1u32.to_le_bytes());
    outside.extend(u32::MAX.to_le_bytes());
    outside.extend(5i16.to_le_bytes());
    assert_eq!(
        Patterns::from_bytes(&outside),
        Err(BadWeights::Index(u32::MAX))
    );
}

#[test]
fn a_weight_scores_its_configuration_blended_by_the_stage() {
    use towers_lab::patterns::Raw;
    // Not its own twin (a position that is scores 0), and windows 0 and 6 are not twins.
    let pos = fen::read(Variant::International, "W:W31,33,41,46:B5,15,17").unwrap();
    let idx = patterns::indices(&pos);
    let mut raw = Raw::zero();
    raw.set(0, 0, idx[0], 40.0);
    raw.set(1, 6, idx[6], 10.0);
    let p = raw.antisymmetric();
    // 7 of 40 pieces: 7/40 of the opening weight and 33/40 of the ending one.
    assert_eq!(p.score(&pos), (40 * 7 + 10 * 33) / 40);
    assert_eq!(p.score(&flipped(&pos)), -(40 * 7 + 10 * 33) / 40);
    assert_eq!(p.score(&Position::initial(Variant::Russian)), 0);
}

#[test]
fn the_pat_tweak_reads_and_the_shipped_weights_load() {
    use towers_engine::eval::Tweak;
    let on: Tweak = "pat=1".parse().unwrap();
    assert_eq!((on.pat, on.to_string().as_str()), (Some(1), "pat=1"));
    let shipped = Patterns::shipped().expect("the shipped weights read");
    assert!(shipped.nonzero() > 1000, "{}", shipped.nonzero());
}

#[test]
fn records_read_back_and_the_fit_lowers_the_error_on_self_play_games() {
    use towers_lab::patterns::{self as train, Fit, PlaySpec, Record};
    let r = Record {
        game: 3_000_007,
        result: 0.5,
        fen: "W:W31,32:B18,19".into(),
    };
    assert_eq!(Record::from_line(&r.to_line()), Some(r));
    assert_eq!(Record::from_line("x 1 W:W31:B18"), None);
    assert_eq!(Record::from_line("3"), None);
    let spec = PlaySpec {
        games: 4,
        nodes: 300,
        seed: 3,
        threads: 2,
        ply_cap: 300,
    };
    let records = train::self_play(spec, &|_| {});
    let samples: Vec<_> = records.iter().filter_map(train::sample).collect();
    assert!(samples.len() > 100, "{}", samples.len());
    let k = train::fit_k(&samples);
    let fit = Fit {
        k,
        steps: 30,
        rate: 2.0,
        l2: 0.0,
    };
    let raw = train::fit(&samples, fit, &|_, _| {});
    let base = train::loss(&samples, None, k);
    assert!(train::loss(&samples, Some(&raw), k) < base);
    let table = raw.antisymmetric();
    assert!(table.nonzero() > 0);
    assert!(train::loss_rounded(&samples, &table, k) < base);
}

#[test]
fn a_blend_is_the_mean_weight_by_weight_rounded_half_away_from_zero() {
    use towers_lab::patterns::{blend, Raw};
    let mut a = Raw::zero();
    a.set(0, 2, 17, 13.0);
    a.set(1, 7, 500, -4.0);
    let a = a.antisymmetric();
    let mut b = Raw::zero();
    b.set(0, 2, 17, 2.0);
    b.set(1, 9, 40, 1.0);
    let b = b.antisymmetric();
    let (tw, tj) = patterns::flipped(2, 17);
    let mean = blend(&[a.clone(), b.clone()]).unwrap();
    // (13 + 2) / 2 = 7.5 rounds to 8, and its twin's -7.5 to -8: still antisymmetric.
    assert_eq!((mean.weight(0, 2, 17), mean.weight(0, tw, tj)), (8, -8));
    // -4 and nothing: -2; 1 and nothing: 0.5, rounded to 1.
    assert_eq!(mean.weight(1, 7, 500), -2);
    assert_eq!(mean.weight(1, 9, 40), 1);
    // Outside the table (a third stage, a 17th window, a 6,562nd configuration): 0.
    assert_eq!(
        (
            mean.weight(2, 2, 17),
            mean.weight(16, 0, 0),
            mean.weight(0, 0, 6561)
        ),
        (0, 0, 0)
    );
    assert_eq!(Patterns::from_bytes(&mean.to_bytes()), Ok(mean.clone()));
    // One table is its own mean; three tables each count a third.
    assert_eq!(blend(std::slice::from_ref(&a)), Some(a.clone()));
    let third = blend(&[a.clone(), Patterns::zero(), Patterns::zero()]).unwrap();
    assert_eq!(third.weight(0, 2, 17), 4);
    assert_eq!(blend(&[]), None);
}
