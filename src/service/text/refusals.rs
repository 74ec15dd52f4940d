//! Why a move was refused, in the reader's language: each reason of the rules
//! ([`UnreadableReason`], [`IllegalReason`]) has its own catalogue message (`move-reason-*`)
//! with its squares, side, counts and legal continuations as arguments. The rules' English
//! `Display` is for the command line and logs only.

use towers_rules::{IllegalReason, UnreadableReason};

use crate::service::text::markdown::escape;
use crate::service::text::message::{Arg, Message};
use crate::service::text::reasons;

/// Why a text is not a move, e.g. "unexpected '/'; write moves like c3-d4".
pub fn unreadable(why: &UnreadableReason) -> Message {
    match why {
        UnreadableReason::Character { found, example } => Message::new("move-reason-character")
            .text("found", escape(&found.to_string()))
            .text("example", example.clone()),
        UnreadableReason::Empty => Message::new("move-reason-empty"),
        UnreadableReason::TooManySquares { most } => {
            Message::new("move-reason-too-many-squares").count("most", *most as u64)
        }
        UnreadableReason::NumberTooLarge { word } => {
            Message::new("move-reason-number-too-large").text("word", word.clone())
        }
        UnreadableReason::NumberOffBoard { number, squares } => {
            Message::new("move-reason-number-off-board")
                .count("number", u64::from(*number))
                .count("squares", *squares as u64)
        }
        UnreadableReason::NotASquare { word, example } => Message::new("move-reason-not-a-square")
            .text("word", word.clone())
            .text("example", example.clone()),
        UnreadableReason::NotPlayable { word } => {
            Message::new("move-reason-not-playable").text("word", word.clone())
        }
        UnreadableReason::OneSquare { example } => {
            Message::new("move-reason-one-square").text("example", example.clone())
        }
    }
}

/// The rule a move breaks, e.g. "the piece on b6 is not White's".
pub fn illegal(why: &IllegalReason) -> Message {
    match why {
        IllegalReason::NoPiece { square } => {
            Message::new("move-reason-no-piece").text("square", square.clone())
        }
        IllegalReason::NotYours { square, to_move } => Message::new("move-reason-not-yours")
            .text("square", square.clone())
            .color("color", *to_move),
        IllegalReason::CaptureGoesOn { continuations } => {
            Message::new("move-reason-capture-goes-on").arg("moves", or_list(continuations))
        }
        IllegalReason::CaptureTheMost { most } => {
            Message::new("move-reason-capture-the-most").count("most", *most as u64)
        }
        IllegalReason::MustCapture => Message::new("move-reason-must-capture"),
        IllegalReason::CapturesElsewhere => Message::new("move-reason-captures-elsewhere"),
        IllegalReason::CannotMove { square } => {
            Message::new("move-reason-cannot-move").text("square", square.clone())
        }
        IllegalReason::Occupied { square } => {
            Message::new("move-reason-occupied").text("square", square.clone())
        }
        IllegalReason::ForwardOnly => Message::new("move-reason-forward-only"),
        IllegalReason::CannotGoThere { square } => {
            Message::new("move-reason-cannot-go-there").text("square", square.clone())
        }
        IllegalReason::GameOver { outcome } => {
            Message::new("move-reason-game-over").message("outcome", reasons::outcome(outcome))
        }
    }
}

/// Moves (or other items) as alternatives: `a`, `a or b`, `a, b or c` in the reader's words
/// (`move-list-or`). An empty list is an empty text.
pub fn or_list(items: &[String]) -> Arg {
    match items {
        [] => Arg::Text(String::new()),
        [one] => Arg::Text(one.clone()),
        [rest @ .., last] => Arg::Message(Box::new(
            Message::new("move-list-or")
                .text("first", rest.join(", "))
                .text("last", last.clone()),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::text::locale::Lang;
    use towers_rules::notation::{self, MoveError};
    use towers_rules::{fen, Position, Variant};

    fn lang(code: &str) -> Lang {
        Lang::all()
            .find(|l| l.code() == code)
            .unwrap_or_else(|| panic!("no language {code}"))
    }

    fn illegal_reason(pos: &Position, text: &str) -> IllegalReason {
        match notation::resolve(pos, text) {
            Err(MoveError::Illegal { reason, .. }) => reason,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn every_reason_has_its_own_message_with_its_arguments_in_every_language() {
        let unreadable_reasons = [
            UnreadableReason::Character {
                found: '/',
                example: "c3-d4".into(),
            },
            UnreadableReason::Empty,
            UnreadableReason::TooManySquares { most: 64 },
            UnreadableReason::NumberTooLarge {
                word: "99999".into(),
            },
            UnreadableReason::NumberOffBoard {
                number: 33,
                squares: 32,
            },
            UnreadableReason::NotASquare {
                word: "h".into(),
                example: "c3-d4".into(),
            },
            UnreadableReason::NotPlayable { word: "c4".into() },
            UnreadableReason::OneSquare {
                example: "c3-d4".into(),
            },
        ];
        let illegal_reasons = [
            IllegalReason::NoPiece {
                square: "d4".into(),
            },
            IllegalReason::NotYours {
                square: "b6".into(),
                to_move: towers_rules::Color::White,
            },
            IllegalReason::CaptureGoesOn {
                continuations: vec!["d6:f4:d2".into(), "d6:f4:h2".into()],
            },
            IllegalReason::CaptureTheMost { most: 2 },
            IllegalReason::MustCapture,
            IllegalReason::CapturesElsewhere,
            IllegalReason::CannotMove {
                square: "a1".into(),
            },
            IllegalReason::Occupied {
                square: "d4".into(),
            },
            IllegalReason::ForwardOnly,
            IllegalReason::CannotGoThere {
                square: "c3".into(),
            },
            IllegalReason::GameOver {
                outcome: towers_rules::Outcome::Draw {
                    reason: towers_rules::DrawReason::Repetition,
                },
            },
        ];
        let messages: Vec<(String, Message)> = unreadable_reasons
            .iter()
            .map(|r| (r.to_string(), unreadable(r)))
            .chain(illegal_reasons.iter().map(|r| (r.to_string(), illegal(r))))
            .collect();
        let mut ids: Vec<&str> = messages.iter().map(|(_, m)| m.ids()[0]).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), messages.len(), "one id per reason: {ids:?}");
        for (english, message) in &messages {
            // English says what the rules' Display says.
            assert_eq!(&message.render(Lang::ENGLISH), english);
            for l in Lang::all().filter(|&l| l != Lang::ENGLISH) {
                let text = message.render(l);
                assert_ne!(&text, english, "{} untranslated", l.code());
                assert!(!text.contains("move-"), "{}: {text}", l.code());
                // The squares, moves and numbers of the reason are all shown.
                for word in [
                    "d4", "b6", "a1", "c3", "c4", "d6:f4:d2", "d6:f4:h2", "33", "32",
                ] {
                    if english.contains(word) {
                        assert!(text.contains(word), "{}: {word} in {text}", l.code());
                    }
                }
            }
        }
    }

    #[test]
    fn a_refused_move_names_its_squares_side_and_count_in_polish_and_russian() {
        let pos = Position::initial(Variant::Russian);
        let not_yours = illegal(&illegal_reason(&pos, "b6-a5"));
        assert_eq!(
            not_yours.render(lang("pl")),
            "bierka na b6 nie należy do strony na ruchu: ruch mają białe"
        );
        assert_eq!(
            not_yours.render(lang("ru")),
            "шашка на поле b6 не ваша: сейчас ходят белые"
        );
        // Brazilian: a3 takes two men, g1 only one.
        let pos = fen::read(Variant::Brazilian, "W:Wa3,g1:Bb4,d6,f2").unwrap();
        let most = illegal(&illegal_reason(&pos, "g1:e3"));
        assert_eq!(
            most.render(lang("pl")),
            "bicie jest obowiązkowe i trzeba zbić jak najwięcej bierek (2)"
        );
        assert_eq!(
            most.render(lang("ru")),
            "взятие обязательно, и бить нужно наибольшее число шашек (2)"
        );
    }

    #[test]
    fn alternatives_are_joined_in_the_readers_words() {
        let moves: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let shown = |items: &[String], l: Lang| {
            Message::new("move-reason-capture-goes-on")
                .arg("moves", or_list(items))
                .render(l)
        };
        assert_eq!(
            shown(&moves, Lang::ENGLISH),
            "the capture must go on: legal a, b or c"
        );
        assert_eq!(
            shown(&moves[..1], Lang::ENGLISH),
            "the capture must go on: legal a"
        );
        assert!(shown(&moves, lang("pl")).ends_with("a, b lub c"));
    }
}
