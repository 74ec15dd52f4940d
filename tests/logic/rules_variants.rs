//! Rule-discriminating positions for every variant (RULES.md §4.1 T1–T6 and §2), move-text
//! forms per variant (§0.2, §6.3), rule options (§7), and the draw counters (§2).
//!
//! Every expected move list was worked out by hand from the rule book; the comment next to
//! each says why. Positions are written as FEN with algebraic squares (accepted in every
//! variant); the expected moves are in the variant's own notation.

use towers_rules::notation;
use towers_rules::{
    fen, CaptureChoice, Color, Game, OptionError, Outcome, Position, PrisonerTiming, RuleOptions,
    Rules, Variant,
};

fn pos(variant: Variant, fen_text: &str) -> Position {
    fen::read(variant, fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"))
}

fn legal(variant: Variant, fen_text: &str) -> Vec<String> {
    let mut texts = notation::legal_texts(&pos(variant, fen_text));
    texts.sort();
    texts
}

fn after(variant: Variant, fen_text: &str, mv: &str) -> String {
    let p = pos(variant, fen_text);
    let m = notation::resolve(&p, mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    fen::write(&p.play(&m))
}

const T1: &str = "B:Wb2,d2,f2,h2,c1,e1,g1,a3,e3,g3,b4,d4:Ba5,h4,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
const T2: &str = "W:WKa1:Bc3,b6";
const T6: &str = "B:Wa1,c1,e1,g1,b2,f2,h2,a3,c3,e3,c5,e5:Bb6,d6,f6,h6,a7,c7,g7,b8,d8,f8,h8";

#[test]
fn t1_russian_new_king_stops_on_a1_because_b2_still_blocks() {
    // a5 takes b4 landing c3; from c3 it may take b2 (landing a1, crowned) or d4 (landing e5).
    // On a1 the new king looks along a1-h8: b2 was jumped and stays until the move ends
    // (Turkish strike), so nothing more. 2 moves.
    assert_eq!(legal(Variant::Russian, T1), vec!["a5:c3:a1", "a5:c3:e5"]);
    let p = pos(Variant::Russian, T1);
    assert!(notation::resolve(&p, "a5:c3:a1").unwrap().promotes());
    assert!(!notation::resolve(&p, "a5:c3:e5").unwrap().promotes());
    // Russian removes captured men: b2 and b4 are gone, a1 holds a black king.
    assert_eq!(
        after(Variant::Russian, T1, "a5:a1"),
        "W:Wc1,e1,g1,d2,f2,h2,a3,e3,g3,d4:BKa1,h4,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8"
    );
}

#[test]
fn t2_king_must_land_where_the_capture_continues_in_every_8x8_flying_variant() {
    // The king on a1 jumps c3; of the landings d4..h8 only d4 sees b6 (d4-c5-b6-a7).
    for v in [Variant::Russian, Variant::Bashni] {
        assert_eq!(legal(v, T2), vec!["a1:d4:a7"], "{v}");
    }
    for v in [Variant::Brazilian, Variant::Kurnik] {
        assert_eq!(legal(v, T2), vec!["a1xd4xa7"], "{v}");
    }
}

#[test]
fn t3_t4_lasca_columns_are_jumped_once() {
    // T3: the officer takes only the top of d4 and may not come back for the rest.
    assert_eq!(legal(Variant::Lasca, "W:Wc3W:Bd4bbb"), vec!["c3xe5"]);
    // T4: two orders round the loop, each taking d4's top once.
    assert_eq!(
        legal(Variant::Lasca, "W:Wc3W:Bd4bb,f4,f2,d2"),
        vec!["c3xe1xg3xe5xc3", "c3xe5xg3xe1xc3"]
    );
}

#[test]
fn t6_loop_capture_russian_free_choice_brazilian_majority() {
    // Black: b6xc5 and f6xe5 both land on d4 and stop (c3/b2, e3/f2 are doubled, b6/f6
    // occupied); d6 takes c5, c3, e3, e5 round the loop in either order back to d6.
    let russian = legal(Variant::Russian, T6);
    assert_eq!(
        russian,
        vec!["b6:d4", "d6:b4:d2:f4:d6", "d6:f4:d2:b4:d6", "f6:d4"]
    );
    // 4 paths but 3 unique moves (RULES.md §5.1): the two loops take the same set.
    let p = pos(Variant::Russian, T6);
    let moves = p.legal_moves();
    let mut unique: Vec<_> = Vec::new();
    for m in &moves {
        if !unique
            .iter()
            .any(|u: &towers_rules::Move| u.same_capture_set(m))
        {
            unique.push(*m);
        }
    }
    assert_eq!((moves.len(), unique.len()), (4, 3));
    // Majority rule: only the four-piece loop.
    for v in [Variant::Brazilian, Variant::Kurnik] {
        assert_eq!(
            legal(v, T6),
            vec!["d6xb4xd2xf4xd6", "d6xf4xd2xb4xd6"],
            "{v}"
        );
    }
}

#[test]
fn majority_rule_takes_two_men_over_one_king() {
    // White b2 can take the king on c3 (landing d4, nothing more: d4's neighbours are empty);
    // h2 takes g3 then g5 (h2-f4-h6). Majority: only the two-piece capture, kings count as
    // men (no quality rule). Free choice (Russian): both.
    let f = "W:Wb2,h2:BKc3,g3,g5";
    assert_eq!(legal(Variant::Brazilian, f), vec!["h2xf4xh6"]);
    assert_eq!(legal(Variant::Kurnik, f), vec!["h2xf4xh6"]);
    assert_eq!(legal(Variant::Russian, f), vec!["b2:d4", "h2:f4:h6"]);
    // The same squares on 10x10 and 12x12: h2 = 44, f4 = 33, h6 = 24 (10x10);
    // h2 = 64, f4 = 51, h6 = 40 (12x12).
    assert_eq!(legal(Variant::International, f), vec!["44x33x24"]);
    assert_eq!(legal(Variant::Canadian, f), vec!["64x51x40"]);
}

#[test]
fn english_men_capture_forward_only() {
    // Black (moving down) on d6 = 10: c5 = 14 is in front (landing b4 = 17), e7 behind.
    let f = "B:Wc5,e7:Bd6";
    assert_eq!(legal(Variant::English, f), vec!["10x17"]);
    // Russian men capture backward too.
    assert_eq!(legal(Variant::Russian, f), vec!["d6:b4", "d6:f8"]);
}

#[test]
fn english_kings_are_short() {
    // The king on c3 = 22 steps to b2 = 25, d2 = 26, b4 = 17, d4 = 18; f6 is out of reach.
    let f = "W:WKc3:Bf6";
    assert_eq!(
        legal(Variant::English, f),
        vec!["22-17", "22-18", "22-25", "22-26"]
    );
    // A flying king must take f6 and may land on g7 or h8.
    assert_eq!(legal(Variant::Russian, f), vec!["c3:g7", "c3:h8"]);
}

#[test]
fn promotion_mid_capture_three_ways() {
    // The white man on b6 takes c7 and reaches d8 (the last row); e7 is behind it.
    let f = "W:Wb6:Bc7,e7";
    // English: crowning ends the move (b6 = 9, d8 = 2).
    assert_eq!(legal(Variant::English, f), vec!["9x2"]);
    assert_eq!(after(Variant::English, f, "9x2"), "B:WK2:B7");
    // Russian: crowned at once, goes on as a flying king over e7 to f6, g5 or h4.
    assert_eq!(
        legal(Variant::Russian, f),
        vec!["b6:d8:f6", "b6:d8:g5", "b6:d8:h4"]
    );
    // Brazilian: still a man on d8, takes e7 backward, ends on f6 uncrowned.
    assert_eq!(legal(Variant::Brazilian, f), vec!["b6xd8xf6"]);
    let p = pos(Variant::Brazilian, f);
    assert!(!notation::resolve(&p, "b6xf6").unwrap().promotes());
}

#[test]
fn international_passing_the_last_row_does_not_promote() {
    // d8 = 12 takes e9 = 8 to f10 = 3 (last row), must go on as a man over g9 = 9 to h8 = 14.
    let f = "W:Wd8:Be9,g9";
    assert_eq!(legal(Variant::International, f), vec!["12x3x14"]);
    let p = pos(Variant::International, f);
    let m = notation::resolve(&p, "12x14").unwrap();
    assert!(!m.promotes());
    assert_eq!(fen::write(&p.play(&m)), "B:W14:B");
    // Ending on the last row does promote.
    let q = pos(Variant::International, "W:Wd8:Be9");
    let m = notation::resolve(&q, "12x3").unwrap();
    assert!(m.promotes());
    assert_eq!(fen::write(&q.play(&m)), "B:WK3:B");
}

#[test]
fn lasca_soldiers_capture_forward_only() {
    // d4 may take c5 (forward, landing b6) but not e3 (behind it).
    let f = "W:Wd4:Bc5,e3";
    assert_eq!(legal(Variant::Lasca, f), vec!["d4xb6"]);
    // Bashni men take backward as well.
    assert_eq!(legal(Variant::Bashni, f), vec!["d4:b6", "d4:f2"]);
}

#[test]
fn lasca_promotion_ends_the_move() {
    // c5 takes d6 and lands on e7, the far row: crowned, and the new officer may not go on
    // over f6 this move.
    let f = "W:Wc5:Bd6,f6";
    assert_eq!(legal(Variant::Lasca, f), vec!["c5xe7"]);
    assert_eq!(after(Variant::Lasca, f, "c5xe7"), "B:We7Wb:Bf6");
}

#[test]
fn lasca_officers_move_one_step() {
    assert_eq!(
        legal(Variant::Lasca, "W:WKd4:Ba7"),
        vec!["d4-c3", "d4-c5", "d4-e3", "d4-e5"]
    );
}

// ---- Move text per variant (RULES.md §0.2, §2.7, §6.3) ----

fn same_move(p: &Position, texts: &[&str]) {
    let first = notation::resolve(p, texts[0]).unwrap_or_else(|e| panic!("{}: {e}", texts[0]));
    for t in &texts[1..] {
        let m = notation::resolve(p, t).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert_eq!(m, first, "{t} vs {}", texts[0]);
    }
}

#[test]
fn lasca_accepts_laskers_numbers_and_the_promotion_mark() {
    // Lasker numbers from a1 = 1 along each row: a3 = 8, b4 = 12, c3 = 9, d4 = 13.
    let start = Position::initial(Variant::Lasca);
    same_move(&start, &["a3-b4", "8-12", "8- 12", "A3B4", "8x12"]);
    same_move(&start, &["c3-d4", "9-13"]);
    // b6 = 19, c7 = 23: a soldier's step onto the far row, written with `*`.
    let p = pos(Variant::Lasca, "W:Wb6:Bg1");
    same_move(&p, &["b6-c7*", "b6-c7", "19-23*", "19 - 23 *"]);
    let m = notation::resolve(&p, "b6-c7*").unwrap();
    assert!(m.promotes());
    assert_eq!(notation::write(&p, &m), "b6-c7");
}

#[test]
fn brazilian_and_kurnik_accept_algebraic_and_numeric() {
    // 1 = b8, so c3 = 22 and d4 = 18.
    for v in [Variant::Brazilian, Variant::Kurnik] {
        let start = Position::initial(v);
        same_move(&start, &["c3-d4", "22-18", "22- 18", "c3d4", "22–18"]);
        // h2 = 28, f4 = 19, h6 = 12 (see the majority test).
        let p = pos(v, "W:Wb2,h2:BKc3,g3,g5");
        same_move(
            &p,
            &["h2xf4xh6", "28x19x12", "28x12", "28x 12", "h2:h6", "28X12"],
        );
        assert_eq!(
            notation::write(&p, &notation::resolve(&p, "28x12").unwrap()),
            "h2xf4xh6"
        );
    }
}

#[test]
fn numeric_variants_accept_pdn_padding_and_algebraic() {
    // International: 32 = d4, 28 = e5.
    let start = Position::initial(Variant::International);
    same_move(&start, &["32-28", "32- 28", " 32 - 28 ", "d4-e5"]);
    assert_eq!(
        notation::write(&start, &notation::resolve(&start, "d4e5").unwrap()),
        "32-28"
    );
    // Canadian: 43 = a5, 37 = b6.
    let start = Position::initial(Variant::Canadian);
    same_move(&start, &["43-37", "43- 37", "a5-b6"]);
    // English: Black first; 11 = f6, 15 = e5.
    let start = Position::initial(Variant::English);
    same_move(&start, &["11-15", "11- 15", "f6-e5"]);
    // A capture with a padded separator: c5 = 14, b4 = 17 seen from d6 = 10.
    let p = pos(Variant::English, "B:Wc5,e7:Bd6");
    same_move(&p, &["10x17", "10x 17", "d6xb4", "10:17"]);
}

#[test]
fn numbers_off_the_board_are_refused() {
    let start = Position::initial(Variant::Lasca);
    let err = notation::resolve(&start, "8-26").unwrap_err().to_string();
    assert!(
        err.contains("square 26 is not on this board (1-25)"),
        "{err}"
    );
    let start = Position::initial(Variant::English);
    let err = notation::resolve(&start, "0-1").unwrap_err().to_string();
    assert!(err.contains("not on this board"), "{err}");
}

// ---- Rule options (RULES.md §7) ----

#[test]
fn rule_options_select_cached_rule_sets() {
    let optional = RuleOptions {
        optional_captures: true,
        ..RuleOptions::default()
    };
    let kurnik = Rules::with(Variant::Kurnik, optional).unwrap();
    assert_eq!(kurnik.capture, CaptureChoice::Optional);
    assert_eq!(kurnik.options, optional);
    assert!(std::ptr::eq(
        kurnik,
        Rules::with(Variant::Kurnik, optional).unwrap()
    ));
    assert_eq!(Rules::of(Variant::Kurnik).capture, CaptureChoice::Majority);
    assert!(std::ptr::eq(
        Rules::of(Variant::Kurnik),
        Rules::with(Variant::Kurnik, RuleOptions::default()).unwrap()
    ));
    assert!(matches!(
        Rules::with(Variant::Russian, optional),
        Err(OptionError::NotForVariant { .. })
    ));
    let immediate = RuleOptions {
        prisoners: PrisonerTiming::Immediate,
        ..RuleOptions::default()
    };
    assert_eq!(
        Rules::with(Variant::Bashni, immediate).unwrap().prisoners,
        PrisonerTiming::Immediate
    );
    assert_eq!(
        Rules::of(Variant::Bashni).prisoners,
        PrisonerTiming::EndOfMove
    );
    // Both options are playable: games carry their rules.
    assert!(Game::with_options(Variant::Kurnik, optional).is_ok());
    assert_eq!(
        Game::with_options(Variant::Bashni, immediate)
            .unwrap()
            .position()
            .rules()
            .prisoners,
        PrisonerTiming::Immediate
    );
}

#[test]
fn bashni_immediate_transfer_matches_rules_md_alternative_numbers() {
    use towers_rules::perft::{perft, Counting};
    let immediate = RuleOptions {
        prisoners: PrisonerTiming::Immediate,
        ..RuleOptions::default()
    };
    // RULES.md §4.1 T1, "immediate transfer" column: b2 leaves at once, so the new king on a1
    // must continue along the long diagonal.
    let t1 = "B:Wb2,d2,f2,h2,c1,e1,g1,a3,e3,g3,b4,d4:Ba5,h4,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    let pos = fen::read(Variant::Bashni, t1)
        .unwrap()
        .with_options(immediate)
        .unwrap();
    let mut moves = notation::legal_texts(&pos);
    moves.sort();
    assert_eq!(moves, vec!["a5:c3:a1:e5", "a5:c3:a1:f6", "a5:c3:e5"]);
    let counts: Vec<u64> = (1..=5).map(|d| perft(&pos, d, Counting::Paths)).collect();
    assert_eq!(counts, vec![3, 18, 103, 529, 3013]);
    // §5.7: the start position first differs at depth 8.
    let start = Game::with_options(Variant::Bashni, immediate).unwrap();
    assert_eq!(perft(start.position(), 8, Counting::Paths), 925_945);
    // §4.1 T5: the seed game's final position, depths 5 and 6.
    let end = "W:Wc1,e1,g1,b2ww,d2,f2,h2,c3wb,e3,g3,a7wbb:Be5bb,h6,c7,e7,g7,b8,f8,h8";
    let pos = fen::read(Variant::Bashni, end)
        .unwrap()
        .with_options(immediate)
        .unwrap();
    assert_eq!(perft(&pos, 5, Counting::Paths), 4_740);
    assert_eq!(perft(&pos, 6, Counting::Paths), 23_679);
}

#[test]
fn kurnik_optional_captures_allow_declining_and_stopping() {
    // A white man on c3 can take d4 then f6 (b4-side empty). With optional captures White may
    // also stop on e5 or not capture at all; the default kurnik rules force the full capture.
    let text = "W:Wc3,a1:Bd4,f6,h8";
    let forced = fen::read(Variant::Kurnik, text).unwrap();
    assert_eq!(notation::legal_texts(&forced), vec!["c3xe5xg7"]);
    let optional = RuleOptions {
        optional_captures: true,
        ..RuleOptions::default()
    };
    let free = forced.with_options(optional).unwrap();
    let mut moves = notation::legal_texts(&free);
    moves.sort();
    assert_eq!(moves, vec!["a1-b2", "c3-b4", "c3xe5", "c3xe5xg7"]);
}

#[test]
fn lasca_can_start_with_black() {
    let options: RuleOptions = "black-first".parse().unwrap();
    let mut game = Game::with_options(Variant::Lasca, options).unwrap();
    assert_eq!(game.position().side_to_move(), Color::Black);
    assert_eq!(game.rules().first, Color::Black);
    assert_eq!(game.options(), options);
    // Black's six first moves mirror White's (RULES.md §5.7 perft(1) = 6).
    let mut first = notation::legal_texts(game.position());
    first.sort();
    assert_eq!(
        first,
        vec!["a5-b4", "c5-b4", "c5-d4", "e5-d4", "e5-f4", "g5-f4"]
    );
    game.play_text("c5-d4").unwrap();
    assert_eq!(game.position().side_to_move(), Color::White);
    // White-first is the default and gives the standard start.
    let default = Game::with_options(Variant::Lasca, "white-first".parse().unwrap()).unwrap();
    assert_eq!(default.position(), &Position::initial(Variant::Lasca));
    assert_eq!(default.options(), RuleOptions::default());
    assert!(Game::with_options(Variant::Russian, options).is_err());
}

// ---- Draws (RULES.md §2) ----

#[test]
fn no_progress_limits_per_variant() {
    // (variant, plies, a man's move resets the count): §2.1-§2.7 and §7.4, §7.9.
    let table = [
        (Variant::Russian, 30, true),
        (Variant::Bashni, 30, false),
        (Variant::Brazilian, 40, true),
        (Variant::Kurnik, 30, true),
        (Variant::International, 50, true),
        (Variant::Canadian, 50, true),
        (Variant::English, 80, true),
        (Variant::Lasca, 80, true),
    ];
    for (v, plies, man_resets) in table {
        let rule = Rules::of(v).no_progress;
        assert_eq!(
            (rule.plies, rule.man_move_resets),
            (plies, man_resets),
            "{v}"
        );
    }
    for v in Variant::ALL {
        let has_counters = matches!(v, Variant::International | Variant::Canadian);
        assert_eq!(!Rules::of(v).endgame.is_empty(), has_counters, "{v}");
    }
    assert_eq!(
        Rules::of(Variant::Canadian).endgame,
        Rules::of(Variant::International).endgame
    );
}

/// Plays `moves` from `fen_text`, asserting the game is still open before each ply, and
/// returns the game.
fn play_open(variant: Variant, fen_text: &str, moves: &[&str]) -> Game {
    let mut game = Game::from_fen(variant, fen_text).unwrap();
    for (ply, m) in moves.iter().enumerate() {
        assert_eq!(game.outcome(), None, "over before ply {ply} ({m})");
        game.play_text(m)
            .unwrap_or_else(|e| panic!("ply {ply} {m}: {e}"));
    }
    game
}

fn assert_drawn(game: &Game, wording: &str) {
    match game.outcome() {
        Some(outcome @ Outcome::Draw { .. }) => {
            let reason = outcome.to_string();
            assert!(reason.contains(wording), "{reason}")
        }
        other => panic!("expected a draw ({wording}), got {other:?}"),
    }
}

#[test]
fn international_sixteen_moves_with_three_pieces_against_a_lone_king() {
    // Two kings and a man against a lone king from the start. The black king shuttles j10-i9;
    // it only ever sees the long diagonal, which White never enters, and h10/j8 (from which
    // a white king could jump i9) stay empty, so nobody can capture. The man walks up the a/b
    // files and is crowned on b10 at White's 14th move: 3 kings against 1 is the same class,
    // so the count runs on. Every white move changes the white pieces for good (no
    // repetition). Drawn after 16 moves each = 32 plies, not earlier.
    let white = [
        "c1-d2", "a3-b4", "d2-e3", "b4-a5", "e1-f2", "a5-b6", "f2-g3", "b6-a7", "e3-f4", "a7-b8",
        "f4-g5", "b8-a9", "g3-h4", "a9-b10", "g5-h6", "h4-i5",
    ];
    let mut moves = Vec::new();
    for (i, w) in white.iter().enumerate() {
        moves.push(*w);
        moves.push(if i % 2 == 0 { "j10-i9" } else { "i9-j10" });
    }
    let game = play_open(Variant::International, "W:WKc1,Ke1,a3:BKj10", &moves);
    assert!(game.moves()[26].promotes(), "a9-b10 crowns the man");
    assert_drawn(&game, "16 moves each");
}

#[test]
fn international_five_moves_start_when_a_capture_leaves_two_kings_against_one() {
    // Three white kings (16-move class). White steps i7-h8 onto the long diagonal; Black must
    // take it and lands in the a1 corner: two kings against one from ply 2. White's kings
    // then walk the right-hand side off the long diagonal, the black king shuttles a1-b2
    // (b2's other neighbours a3 and c1 stay empty), nobody can capture, and nothing repeats.
    // The 5-move count starts at ply 2: the draw comes at ply 12, not at ply 10.
    let moves = [
        "i7-h8", "j10xa1", "j4-i3", "a1-b2", "j6-i7", "b2-a1", "i3-h2", "a1-b2", "i7-j8", "b2-a1",
        "h2-g1", "a1-b2",
    ];
    let start = "W:WKj4,Kj6,Ki7:BKj10";
    let game = play_open(Variant::International, start, &moves);
    assert_eq!(game.moves()[1].capture_count(), 1);
    assert_drawn(&game, "5 moves each");
}

#[test]
fn canadian_uses_the_international_counters() {
    // King against king on 12x12. Both kings only ever stand on edge squares (an edge piece
    // cannot be jumped) and go round 4-square circuits of bounces: White a3-j12-l10-c1-a3,
    // Black e1-l8-h12-a5-e1; no position comes a third time within 10 plies.
    // 5 moves each from the start: drawn at ply 10.
    let moves = [
        "a3-j12", "e1-l8", "j12-l10", "l8-h12", "l10-c1", "h12-a5", "c1-a3", "a5-e1", "a3-j12",
        "e1-l8",
    ];
    let game = play_open(Variant::Canadian, "W:WKa3:BKe1", &moves);
    assert_drawn(&game, "5 moves each");
}

#[test]
fn a_full_path_names_its_capture_even_inside_a_longer_loop() {
    // White h4 takes g5 and g7 (h4:f6:h8, crowned on h8), or goes f6:d8 (crowned, flying)
    // :b6:d4 and back over g7 to h8. The short path's full text lists exactly its landings,
    // so it names it; start and end alone fit both and stay ambiguous. (Found by the
    // property test: the full text of a legal move must resolve to that move.)
    let f = "W:Wc1,e1,g1,b2,d2,f2,a3,g3,h4:Ba5,c5,g5,d6,h6,a7,c7,e7,g7,b8,f8";
    let p = pos(Variant::Russian, f);
    let short = notation::resolve(&p, "h4:f6:h8").unwrap();
    assert_eq!(short.capture_count(), 2);
    let long = notation::resolve(&p, "h4:f6:d8:b6:d4:h8").unwrap();
    assert_eq!(long.capture_count(), 5);
    assert!(matches!(
        notation::resolve(&p, "h4:h8"),
        Err(towers_rules::MoveError::Ambiguous { .. })
    ));
}

/// Kings shuffling behind their men (the cycle of `rules_bashni`'s draw test: two white kings
/// on a 3-square and a 2-square loop behind c3/d4, which block the long diagonal; the black
/// king walks h8-g7-h8), with White's 11th move the man's step h2-g3 instead.
fn kings_shuffle_with_one_man_move(plies: usize) -> Vec<&'static str> {
    let white = [
        "c1-a3", "e1-f2", "a3-b2", "f2-e1", "b2-c1", "e1-f2", "c1-a3", "f2-e1", "a3-b2", "e1-f2",
        "b2-c1", "f2-e1",
    ];
    let black = ["h8-g7", "g7-h8"];
    let mut out = Vec::new();
    let mut cycle = 0;
    for ply in 0..plies {
        if ply % 2 == 1 {
            out.push(black[(ply / 2) % 2]);
        } else if ply == 20 {
            out.push("h2-g3");
        } else {
            out.push(white[cycle % white.len()]);
            cycle += 1;
        }
    }
    out
}

#[test]
fn a_man_move_restarts_the_russian_count_but_not_the_bashni_one() {
    // Russian (§2.1): 15 king-only moves each; the man's move at ply 20 restarts the count,
    // so the draw comes 30 plies later, after ply 51, and not at ply 30. Every position
    // occurs at most twice (the joint cycle is 24 plies and h2-g3 splits the game in two).
    let fen_text = "W:WKc1,Ke1,c3,d4,h2:BKh8";
    let game = play_open(
        Variant::Russian,
        fen_text,
        &kings_shuffle_with_one_man_move(51),
    );
    assert_drawn(&game, "15 moves each with only kings moving");
    // Bashni (§2.6, §7.4): only captures and promotions count as change, so the same game
    // is drawn after 30 plies.
    let game = play_open(
        Variant::Bashni,
        fen_text,
        &kings_shuffle_with_one_man_move(30),
    );
    assert_drawn(&game, "15 moves each without a capture or a promotion");
}
