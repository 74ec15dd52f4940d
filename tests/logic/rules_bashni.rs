//! Bashni rules: the seed's sample game (RULES.md §2.6, T5), the rule-discriminating
//! positions of §4.1, FEN round trips, and bad input that must be refused with nothing changed.

use towers_rules::notation::{self, MoveError};
use towers_rules::{fen, Color, DrawReason, DrawRule, Game, Outcome, Position, Variant, WinReason};

const SEED_GAME: &str = "1. c3-b4 b6-c5 2. b4-a5 a7-b6 3. b2-c3 c5-b4 4. a3:c5:a7 c7-b6 \
                         5. a5:c7:e5 f6:d4:b2 6. a1:c3 d8-c7";
const SEED_END: &str = "W:Wc1,e1,g1,b2ww,d2,f2,h2,c3wb,e3,g3,a7wbb:Be5bb,h6,c7,e7,g7,b8,f8,h8";

fn plies(text: &str) -> Vec<&str> {
    text.split_whitespace()
        .filter(|t| !t.ends_with('.'))
        .collect()
}

fn legal(variant: Variant, fen_text: &str) -> Vec<String> {
    let pos = fen::read(variant, fen_text).unwrap();
    let mut texts = notation::legal_texts(&pos);
    texts.sort();
    texts
}

#[test]
fn seed_game_replays_to_the_published_final_position() {
    let mut game = Game::new(Variant::Bashni);
    for (ply, text) in plies(SEED_GAME).into_iter().enumerate() {
        let before = game.position().clone();
        let legal = notation::legal_texts(&before);
        // RULES.md §2.6: 4.a3:c5:a7 (ply 7) and 5...f6:d4:b2 (ply 10) are forced.
        if ply == 6 || ply == 9 {
            assert_eq!(legal, vec![text.to_string()], "ply {} is forced", ply + 1);
        }
        let mv = game.play_text(text).expect(text);
        assert_eq!(notation::write(&before, &mv), text);
    }
    assert_eq!(fen::write(game.position()), SEED_END);
    assert_eq!(game.outcome(), None);
    assert_eq!(game.position().count(Color::White), 12);
    assert_eq!(game.position().count(Color::Black), 12);
}

#[test]
fn t1_captured_piece_blocks_the_new_king_until_the_move_ends() {
    // RULES.md §4.1 T1: 2 moves; the crowned man on a1 stops because b2 still blocks.
    let t1 = "B:Wb2,d2,f2,h2,c1,e1,g1,a3,e3,g3,b4,d4:Ba5,h4,d6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
    assert_eq!(legal(Variant::Bashni, t1), vec!["a5:c3:a1", "a5:c3:e5"]);
    assert_eq!(legal(Variant::Russian, t1), vec!["a5:c3:a1", "a5:c3:e5"]);
    // After a5:c3:a1 in Bashni the new king carries both prisoners, and b2 lost only its top.
    let pos = fen::read(Variant::Bashni, t1).unwrap();
    let mv = notation::resolve(&pos, "a5:c3:a1").unwrap();
    assert!(mv.promotes());
    let after = pos.play(&mv);
    assert!(
        fen::write(&after).contains("a1Bww"),
        "{}",
        fen::write(&after)
    );
}

#[test]
fn t2_flying_king_must_land_where_the_capture_continues() {
    let t2 = "W:WKa1:Bc3,b6";
    assert_eq!(legal(Variant::Bashni, t2), vec!["a1:d4:a7"]);
    assert_eq!(legal(Variant::Russian, t2), vec!["a1:d4:a7"]);
    assert_eq!(legal(Variant::Brazilian, t2), vec!["a1xd4xa7"]);
}

#[test]
fn t3_lasca_takes_only_the_commander_of_a_column_once() {
    let t3 = "W:Wc3W:Bd4bbb";
    assert_eq!(legal(Variant::Lasca, t3), vec!["c3xe5"]);
    let pos = fen::read(Variant::Lasca, t3).unwrap();
    let after = pos.play(&notation::resolve(&pos, "c3xe5").unwrap());
    assert_eq!(fen::write(&after), "B:We5Wb:Bd4bb");
}

#[test]
fn t4_lasca_loop_two_paths_one_position() {
    let t4 = "W:Wc3W:Bd4bb,f4,f2,d2";
    let pos = fen::read(Variant::Lasca, t4).unwrap();
    let moves = pos.legal_moves();
    let texts: Vec<String> = moves.iter().map(|m| notation::write(&pos, m)).collect();
    assert_eq!(texts.len(), 2, "{texts:?}");
    assert!(texts.contains(&"c3xe5xg3xe1xc3".to_string()));
    assert!(texts.contains(&"c3xe1xg3xe5xc3".to_string()));
    let a = fen::write(&pos.play(&moves[0]));
    let b = fen::write(&pos.play(&moves[1]));
    assert_eq!(a, b);
    assert_eq!(a, "B:Wc3Wbbbb:Bd4");
}

#[test]
fn t6_loop_capture_is_two_paths_in_bashni_one_position() {
    let t6 = "B:Wa1,c1,e1,g1,b2,f2,h2,a3,c3,e3,c5,e5:Bb6,d6,f6,h6,a7,c7,g7,b8,d8,f8,h8";
    let texts = legal(Variant::Bashni, t6);
    assert_eq!(
        texts,
        vec!["b6:d4", "d6:b4:d2:f4:d6", "d6:f4:d2:b4:d6", "f6:d4"]
    );
    let brazilian = legal(Variant::Brazilian, t6);
    assert_eq!(brazilian, vec!["d6xb4xd2xf4xd6", "d6xf4xd2xb4xd6"]);
}

#[test]
fn prisoners_go_to_the_bottom_in_jump_order() {
    // A white man on c3 over nothing takes d4 (a black king over a white man) then f6 (a black man).
    let pos = fen::read(Variant::Bashni, "W:Wc3,a1:Bd4Bw,f6,h8").unwrap();
    let mv = notation::resolve(&pos, "c3:e5:g7").unwrap();
    let after = pos.play(&mv);
    // c3's man now carries the king then the man; d4 is left with its freed white man on top.
    assert_eq!(fen::write(&after), "B:Wa1,d4,g7wBb:Bh8");
}

#[test]
fn captured_king_regains_its_powers_when_freed() {
    // d4 is a white man over a black king: Black takes the white man from c5? No: black man on
    // e5 takes d4's top, freeing the black king underneath, which then moves as a flying king.
    let pos = fen::read(Variant::Bashni, "B:Wd4wB,a1:Be5").unwrap();
    let after = pos.play(&notation::resolve(&pos, "e5:c3").unwrap());
    assert_eq!(fen::write(&after), "W:Wa1:Bc3bw,Kd4");
}

#[test]
fn fen_round_trips_and_accepts_pdn_variations() {
    for text in [
        SEED_END,
        "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Ba5,c5,e5,g5,b6,d6,f6,h6,a7,c7,e7,g7",
        "B:WKa1,c3wbbB:Bh8BwW",
        "W:W:Bh8",
    ] {
        let pos = fen::read(Variant::Bashni, text).unwrap();
        assert_eq!(fen::write(&pos), text);
    }
    // Numeric squares, ranges, a trailing dot and either group order.
    let numeric = fen::read(Variant::Bashni, "W:B1-12:W21-32.").unwrap();
    assert_eq!(numeric, Position::initial(Variant::Bashni));
    // The Wikipedia seed's example in §6.5, translated.
    let seed = fen::read(
        Variant::Bashni,
        "W:Wc1Wbbbb,d6wwwwww,f4wwww:Ba1BBbBbBW,b2bb",
    )
    .unwrap();
    assert_eq!(seed.count(Color::White), 12);
    assert_eq!(seed.count(Color::Black), 12);
}

#[test]
fn malformed_fen_is_rejected_with_what_and_where() {
    let cases = [
        ("", "side to move"),
        ("X:Wc3:Bd4", "side to move must be W or B"),
        ("W:Wc3:Qd4", "must start with W or B"),
        ("W:Wc4:Bd4", "'c4' is not a playable square"),
        ("W:Wc3,c3:Bd4", "given twice"),
        ("W:Wc3bw:Bd4", "top piece is Black"),
        ("W:Wc3wbw:Bd4", "alternates colours"),
        ("W:Wc3wz:Bd4", "'z' is not a tower piece"),
        ("W:W33:B1", "not on this board"),
        ("W:Wc3,,d4", "empty entry"),
        ("W:Wc3:Wd4", "listed twice"),
    ];
    for (text, expected) in cases {
        let err = fen::read(Variant::Bashni, text).expect_err(text);
        assert!(
            err.to_string().contains(expected),
            "{text}: '{err}' should mention '{expected}'"
        );
    }
    let err = fen::read(Variant::Bashni, "W:Wc3,c4:Bd4").unwrap_err();
    assert_eq!(err.at, 6, "the error points at the c4 entry");
}

#[test]
fn move_text_forms_all_resolve_to_the_same_move() {
    let after_three = "W:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,a5:Bb6,d6,f6,h6,c7,e7,g7,b8,d8,f8,h8,b4";
    let pos = fen::read(Variant::Bashni, after_three).unwrap();
    let full = notation::resolve(&pos, "a3:c5:a7").unwrap();
    for text in ["a3xc5xa7", "a3c5a7", "a3:a7", "A3:C5:A7", " a3 : a7 "] {
        assert_eq!(notation::resolve(&pos, text).unwrap(), full, "{text}");
    }
    let quiet_pos = Position::initial(Variant::Bashni);
    let quiet = notation::resolve(&quiet_pos, "c3-d4").unwrap();
    assert_eq!(notation::resolve(&quiet_pos, "c3d4").unwrap(), quiet);
    assert_eq!(notation::write(&quiet_pos, &quiet), "c3-d4");
}

#[test]
fn ambiguous_capture_lists_the_candidates() {
    // The T6 loop with a king on e3: the two capture orders stack the prisoners differently
    // (man, king, man, man vs man, man, king, man), so d6:d6 names two different moves.
    let t6_king = "B:Wa1,c1,e1,g1,b2,f2,h2,a3,c3,Ke3,c5,e5:Bb6,d6,f6,h6,a7,c7,g7,b8,d8,f8,h8";
    let pos = fen::read(Variant::Bashni, t6_king).unwrap();
    match notation::resolve(&pos, "d6:d6") {
        Err(MoveError::Ambiguous { candidates, .. }) => {
            assert_eq!(candidates.len(), 2);
            assert!(candidates.contains(&"d6:b4:d2:f4:d6".to_string()));
        }
        other => panic!("expected ambiguity, got {other:?}"),
    }
    assert_eq!(
        notation::write(&pos, &notation::resolve(&pos, "d6:f4:d2:d6").unwrap()),
        "d6:f4:d2:b4:d6",
        "two landing squares in order decide it"
    );
    // In plain T6 both orders leave the same position (four white men under d6), so the
    // short text is accepted.
    let t6 = "B:Wa1,c1,e1,g1,b2,f2,h2,a3,c3,e3,c5,e5:Bb6,d6,f6,h6,a7,c7,g7,b8,d8,f8,h8";
    let pos = fen::read(Variant::Bashni, t6).unwrap();
    let mv = notation::resolve(&pos, "d6:d6").expect("same position either way");
    assert_eq!(mv.capture_count(), 4);
}

#[test]
fn bad_move_text_is_refused_and_the_game_is_unchanged() {
    let mut game = Game::new(Variant::Bashni);
    game.play_text("c3-d4").unwrap();
    let before = fen::write(game.position());
    for (text, expect) in [
        ("zz9", "not a move"),
        ("", "empty"),
        ("c3", "at least a start and an end"),
        ("d4-e5", "not Black's"),
        ("a1-b2", "not Black's"),
        ("b6-b5", "not a playable square"),
        ("h6-h5", "not a playable square"),
        ("b6-d4", "cannot go there"),
        ("c5-d4", "no piece on c5"),
        ("9999999-1", "too large"),
        ("c3-d4; DROP TABLE", "unexpected"),
    ] {
        let err = game.play_text(text).expect_err(text);
        assert!(
            err.to_string().contains(expect),
            "{text:?}: '{err}' should mention '{expect}'"
        );
        assert_eq!(
            fen::write(game.position()),
            before,
            "{text:?} changed the game"
        );
        assert_eq!(game.moves().len(), 1);
    }
    // An illegal move lists what is legal.
    match game.play_text("b6-d4") {
        Err(MoveError::Illegal { legal, .. }) => {
            assert_eq!(legal.len(), 7);
            assert!(legal.contains(&"b6-a5".to_string()));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_capture_is_compulsory() {
    let mut game = Game::new(Variant::Bashni);
    for m in ["c3-d4", "f6-e5"] {
        game.play_text(m).unwrap();
    }
    let err = game.play_text("a3-b4").unwrap_err();
    assert!(err.to_string().contains("compulsory"), "{err}");
    assert_eq!(notation::legal_texts(game.position()), vec!["d4:f6"]);
}

#[test]
fn side_without_moves_loses_including_all_pieces_imprisoned() {
    // Black's only piece is a prisoner under White's tower.
    let game = Game::from_fen(Variant::Bashni, "B:Wc3wb:B").unwrap();
    match game.outcome() {
        Some(outcome @ Outcome::Win { winner, reason }) => {
            assert_eq!((winner, reason), (Color::White, WinReason::NoPieces));
            assert_eq!(outcome.to_string(), "Black has no pieces left to move");
        }
        other => panic!("{other:?}"),
    }
    // Blocked: a black man on a1? Black men move down; h2 black man with g1 occupied by White.
    let blocked = Game::from_fen(Variant::Bashni, "B:Wg1,f2Ww:Bh2").unwrap();
    assert!(matches!(
        blocked.outcome(),
        Some(Outcome::Win {
            winner: Color::White,
            ..
        })
    ));
}

#[test]
fn draw_after_fifteen_moves_each_without_capture_or_promotion() {
    // Two white kings take turns on a 3-square and a 2-square loop behind their men on c3 and
    // d4 (which block the long diagonal); the black king walks h8-g7-h8. The joint cycle is 12
    // white moves, so no position occurs three times within 30 plies.
    let mut game = Game::from_fen(Variant::Bashni, "W:WKc1,Ke1,c3,d4:BKh8").unwrap();
    let white = [
        "c1-a3", "e1-f2", "a3-b2", "f2-e1", "b2-c1", "e1-f2", "c1-a3", "f2-e1", "a3-b2", "e1-f2",
        "b2-c1", "f2-e1",
    ];
    let black = ["h8-g7", "g7-h8"];
    for ply in 0..30 {
        assert_eq!(game.outcome(), None, "ended early, at ply {ply}");
        let text = if ply % 2 == 0 {
            white[(ply / 2) % 12]
        } else {
            black[(ply / 2) % 2]
        };
        game.play_text(text).unwrap();
    }
    match game.outcome() {
        Some(outcome @ Outcome::Draw { reason }) => {
            assert_eq!(
                reason,
                DrawReason::Rule {
                    rule: DrawRule::NoCaptureOrPromotion,
                    moves: 15
                }
            );
            assert_eq!(
                outcome.to_string(),
                "15 moves each without a capture or a promotion"
            );
        }
        other => panic!("after 30 plies: {other:?}"),
    }
}

#[test]
fn threefold_repetition_draws() {
    // Own men on c3 and f6 block the long diagonal between the two kings.
    let mut game = Game::from_fen(Variant::Bashni, "W:WKa1,c3:BKh8,f6").unwrap();
    for _ in 0..2 {
        for m in ["a1-b2", "h8-g7", "b2-a1", "g7-h8"] {
            assert!(game.outcome().is_none());
            game.play_text(m).unwrap();
        }
    }
    assert_eq!(
        game.outcome(),
        Some(Outcome::Draw {
            reason: DrawReason::Repetition
        })
    );
}
