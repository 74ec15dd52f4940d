//! Every reason a legal-move check gives for refusing a move text, one row each: the position,
//! the text, the reason the player reads, and the article of the rule book (RULES.md) the
//! reason states, quoted. A reason must name the rule that was broken, not a neighbouring one
//! (issue 16: an unfinished capture was refused with "this piece's captures go elsewhere").

use towers_rules::notation::{self, MoveError};
use towers_rules::{fen, Color, Game, IllegalReason, Outcome, Position, Variant, WinReason};

/// RULES.md §4.1 T6: the man on d6 takes e5, e3, c3, c5 round the loop back to d6.
const T6: &str = "B:Wa1,c1,e1,g1,b2,f2,h2,a3,c3,e3,c5,e5:Bb6,d6,f6,h6,a7,c7,g7,b8,d8,f8,h8";
/// Russian after 1.c3-d4 f6-e5: White's d4 must take e5.
const TAKE_E5: &str = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,d4,e3,g3:Bb6,d6,e5,h6,a7,c7,e7,g7,b8,d8,f8,h8";
/// Russian after 1.c3-d4 b6-a5: no capture; White's man on d4 could step back to c3.
const QUIET: &str = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,d4,e3,g3:Ba5,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8";
/// Brazilian: a3 takes two men (b4, d6), g1 only one (f2).
const MAJORITY: &str = "W:Wa3,g1:Bb4,d6,f2";

struct Row {
    variant: Variant,
    /// The position (FEN); `""` for the initial one.
    fen: &'static str,
    text: &'static str,
    /// The reason, as the rules give it to the service (which words it in the reader's
    /// language).
    reason: IllegalReason,
    /// The reason in English, exactly as the command line shows it.
    english: &'static str,
    /// The article of RULES.md the reason states, quoted.
    article: &'static str,
}

/// The rows of the table.
fn rows() -> Vec<Row> {
    vec![
        Row {
            variant: Variant::Russian,
            fen: "",
            text: "d4-e5",
            reason: IllegalReason::NoPiece {
                square: "d4".into(),
            },
            english: "there is no piece on d4",
            article:
                "§0.3: \"move = one player's turn\"; §2.1 \"Man: one square diagonally forward \
                  onto an empty square\" (a move is made by a piece)",
        },
        Row {
            variant: Variant::Russian,
            fen: "",
            text: "b6-a5",
            reason: IllegalReason::NotYours {
                square: "b6".into(),
                to_move: Color::White,
            },
            english: "the piece on b6 is not White's",
            article: "§2.1: \"White moves first.\"",
        },
        Row {
            variant: Variant::Russian,
            fen: TAKE_E5,
            text: "a3-b4",
            reason: IllegalReason::MustCapture,
            english: "capturing is compulsory, and this piece cannot capture",
            article: "§2.1: \"Capturing is compulsory.\"",
        },
        Row {
            variant: Variant::Russian,
            fen: TAKE_E5,
            text: "d4-c5",
            reason: IllegalReason::CapturesElsewhere,
            english: "capturing is compulsory; this piece's captures go elsewhere",
            article: "§2.1: \"Capturing is compulsory.\"",
        },
        Row {
            variant: Variant::Russian,
            fen: T6,
            text: "d6:f4",
            reason: IllegalReason::CaptureGoesOn {
                continuations: vec!["d6:f4:d2:b4:d6".into()],
            },
            english: "the capture must go on: legal d6:f4:d2:b4:d6",
            article:
                "§2.1: \"the chosen sequence must be played to the end (the move may not stop \
                  while the capturing piece still has a capture)\"",
        },
        Row {
            variant: Variant::Bashni,
            fen: T6,
            text: "d6:f4:d2",
            reason: IllegalReason::CaptureGoesOn {
                continuations: vec!["d6:f4:d2:b4:d6".into()],
            },
            english: "the capture must go on: legal d6:f4:d2:b4:d6",
            article: "§2.6: \"a chosen sequence must be completed\"",
        },
        Row {
            variant: Variant::Brazilian,
            fen: MAJORITY,
            text: "g1:e3",
            reason: IllegalReason::CaptureTheMost { most: 2 },
            english: "capturing is compulsory, and a capture must take the most pieces (2)",
            article:
                "§2.2: \"among all capture sequences of all pieces the player must choose one \
                  capturing the largest number of enemy pieces\"",
        },
        Row {
            variant: Variant::Russian,
            fen: QUIET,
            text: "d4-c3",
            reason: IllegalReason::ForwardOnly,
            english: "a man moves forward only",
            article: "§2.1: \"Man: one square diagonally forward onto an empty square.\"",
        },
        Row {
            variant: Variant::Russian,
            fen: QUIET,
            text: "e3-d4",
            reason: IllegalReason::Occupied {
                square: "d4".into(),
            },
            english: "d4 is not empty",
            article: "§2.1: \"Man: one square diagonally forward onto an empty square.\"",
        },
        Row {
            variant: Variant::Russian,
            fen: "",
            text: "a1-b2",
            reason: IllegalReason::CannotMove {
                square: "a1".into(),
            },
            english: "the piece on a1 cannot move",
            article: "§2.1: \"Man: one square diagonally forward onto an empty square.\"",
        },
        Row {
            variant: Variant::Russian,
            fen: "",
            text: "c3-c5",
            reason: IllegalReason::CannotGoThere {
                square: "c3".into(),
            },
            english: "the piece on c3 cannot go there",
            article: "§2.1: \"Man: one square diagonally forward onto an empty square.\"",
        },
    ]
}

fn position(row: &Row) -> Position {
    if row.fen.is_empty() {
        Position::initial(row.variant)
    } else {
        fen::read(row.variant, row.fen).unwrap_or_else(|e| panic!("{}: {e}", row.fen))
    }
}

#[test]
fn every_refusal_names_the_rule_that_was_broken() {
    let mut wrong = Vec::new();
    for row in &rows() {
        let pos = position(row);
        let got = match notation::resolve(&pos, row.text) {
            Ok(_) => "accepted".to_string(),
            Err(MoveError::Illegal { reason, legal, .. }) => {
                assert_eq!(legal, notation::legal_texts(&pos), "{}", row.text);
                if reason == row.reason {
                    assert_eq!(reason.to_string(), row.english, "{}", row.text);
                    continue;
                }
                format!("{reason:?}")
            }
            Err(e) => format!("not an Illegal refusal: {e}"),
        };
        wrong.push(format!(
            "{} {} in {}: got {got}, want {:?} ({})",
            row.variant.name(),
            row.text,
            if row.fen.is_empty() {
                "the start"
            } else {
                row.fen
            },
            row.reason,
            row.article
        ));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_refusal_reads_as_text_and_lists_the_legal_moves() {
    let pos = fen::read(Variant::Russian, T6).unwrap();
    let e = notation::resolve(&pos, "d6:f4").unwrap_err();
    assert_eq!(
        e.to_string(),
        "d6:f4 is not legal here: the capture must go on: legal d6:f4:d2:b4:d6"
    );
}

/// Numbered boards name the squares of a refusal by number, as their players write them.
#[test]
fn a_numbered_board_names_squares_by_number() {
    let pos = Position::initial(Variant::International);
    match notation::resolve(&pos, "25-30") {
        Err(MoveError::Illegal { reason, .. }) => assert_eq!(
            reason,
            IllegalReason::NoPiece {
                square: "25".into()
            }
        ),
        other => panic!("{other:?}"),
    }
}

/// RULES.md §2.1: "A player who cannot move loses." Once a game has its outcome, a move is
/// refused with that outcome, and no legal move is listed.
#[test]
fn a_finished_game_refuses_moves_with_its_outcome() {
    // White's man on h2 is blocked by g3, and f4 covers the square behind it.
    let mut game = Game::from_fen(Variant::Russian, "W:Wh2:Bg3,f4").unwrap();
    assert!(game.outcome().is_some());
    match game.play_text("h2-g3") {
        Err(MoveError::Illegal { reason, legal, .. }) => {
            assert_eq!(
                reason,
                IllegalReason::GameOver {
                    outcome: Outcome::Win {
                        winner: Color::Black,
                        reason: WinReason::NoMove
                    }
                }
            );
            assert!(legal.is_empty());
        }
        other => panic!("{other:?}"),
    }
}
