//! Why a game ended, in the reader's language: a stored [`EndStatus`] (or a rules
//! [`Outcome`]) as its catalogue message (`reason-*`). Players are named from the record by
//! their id, escaped for Discord markdown ([`escape`]); a reason kept as text from before the
//! typed statuses ([`EndStatus::Other`]) is shown as stored (`reason-other`).

use crate::service::text::markdown::escape;
use crate::service::text::message::Message;
use towers_rules::{Color, DrawReason, Outcome, WinReason};
use towers_store::{DrawRule, EndStatus, GameResult, Player};

/// Who won a game ended by the rules and why, as the store keeps it.
pub fn end_of(outcome: &Outcome) -> (GameResult, EndStatus) {
    match *outcome {
        Outcome::Win { winner, reason } => (
            match winner {
                Color::White => GameResult::WhiteWins,
                Color::Black => GameResult::BlackWins,
            },
            match reason {
                WinReason::NoPieces => EndStatus::NoPieces,
                WinReason::NoMove => EndStatus::NoMove,
            },
        ),
        Outcome::Draw {
            reason: DrawReason::Repetition,
        } => (GameResult::Draw, EndStatus::Repetition),
        Outcome::Draw {
            reason: DrawReason::Rule { rule, moves },
        } => (
            GameResult::Draw,
            EndStatus::DrawRule {
                rule: stored_rule(rule),
                moves,
            },
        ),
    }
}

/// The store's name of a rules draw rule.
fn stored_rule(rule: towers_rules::DrawRule) -> DrawRule {
    match rule {
        towers_rules::DrawRule::KingsOnly => DrawRule::KingsOnly,
        towers_rules::DrawRule::ThreeAgainstKing => DrawRule::ThreeAgainstKing,
        towers_rules::DrawRule::TwoAgainstKing => DrawRule::TwoAgainstKing,
        towers_rules::DrawRule::NoCaptureOrPromotion => DrawRule::NoCaptureOrPromotion,
        towers_rules::DrawRule::NoManMoveOrCapture => DrawRule::NoManMoveOrCapture,
        towers_rules::DrawRule::NoCaptureOrSoldierMove => DrawRule::NoCaptureOrSoldierMove,
    }
}

/// Why a game between `white` and `black` that ended with `result` ended, as a message. A
/// player id that is neither player's (not written by this code) is shown as the number.
pub fn reason(end: &EndStatus, result: &GameResult, white: &Player, black: &Player) -> Message {
    worded(end, result, &|id| {
        [white, black]
            .into_iter()
            .find(|p| p.id == id)
            .map_or_else(|| id.to_string(), |p| escape(&p.name))
    })
}

/// Why the rules ended a game, as a message (no player names: the rules name sides).
pub fn outcome(outcome: &Outcome) -> Message {
    let (result, end) = end_of(outcome);
    worded(&end, &result, &|id| id.to_string())
}

/// `end` as a message, with `name` giving a player's shown name by id.
fn worded(end: &EndStatus, result: &GameResult, name: &dyn Fn(u64) -> String) -> Message {
    // The side to move lost: the one that did not win (never stored with a draw; worded for
    // White then).
    let loser_is_black = *result == GameResult::WhiteWins;
    match end {
        EndStatus::NoPieces if loser_is_black => Message::new("reason-no-pieces-black"),
        EndStatus::NoPieces => Message::new("reason-no-pieces-white"),
        EndStatus::NoMove if loser_is_black => Message::new("reason-no-move-black"),
        EndStatus::NoMove => Message::new("reason-no-move-white"),
        EndStatus::Resigned { by } => Message::new("reason-resigned").text("player", name(*by)),
        EndStatus::OutOfTime { by, limit_secs } => Message::new("reason-on-time")
            .text("player", name(*by))
            .message(
                "limit",
                Message::new("reason-duration").duration("limit", *limit_secs),
            ),
        EndStatus::FlagFell { by } => Message::new("reason-flag-fell").text("player", name(*by)),
        EndStatus::Agreement => Message::new("reason-agreement"),
        EndStatus::Repetition => Message::new("reason-repetition"),
        EndStatus::RoundDeadline => Message::new("reason-round-deadline"),
        EndStatus::DrawRule { rule, moves } => {
            Message::new(rule_message(*rule)).count("n", u64::from(*moves))
        }
        EndStatus::Other(text) => Message::new("reason-other").text("text", escape(text)),
    }
}

/// The catalogue message of a draw rule (with `$n`, the moves each side made).
fn rule_message(rule: DrawRule) -> &'static str {
    match rule {
        DrawRule::KingsOnly => "reason-kings-only",
        DrawRule::ThreeAgainstKing => "reason-three-against-king",
        DrawRule::TwoAgainstKing => "reason-two-against-king",
        DrawRule::NoCaptureOrPromotion => "reason-no-capture-or-promotion",
        DrawRule::NoManMoveOrCapture => "reason-no-man-move-or-capture",
        DrawRule::NoCaptureOrSoldierMove => "reason-no-capture-or-soldier-move",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::text::locale::Lang;
    use towers_rules::{Game, Variant};

    fn pl() -> Lang {
        Lang::from_discord("pl")
    }

    fn player(id: u64, name: &str) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }

    #[test]
    fn every_status_is_worded_in_polish_and_in_english_as_the_old_sentence() {
        let (white, black) = (player(1, "Ann"), player(2, "Bob"));
        let cases = [
            (EndStatus::Agreement, GameResult::Draw, "draw by agreement"),
            (
                EndStatus::Repetition,
                GameResult::Draw,
                "threefold repetition",
            ),
            (
                EndStatus::NoPieces,
                GameResult::BlackWins,
                "White has no pieces left to move",
            ),
            (
                EndStatus::NoPieces,
                GameResult::WhiteWins,
                "Black has no pieces left to move",
            ),
            (
                EndStatus::NoMove,
                GameResult::BlackWins,
                "White has no legal move",
            ),
            (
                EndStatus::NoMove,
                GameResult::WhiteWins,
                "Black has no legal move",
            ),
            (
                EndStatus::Resigned { by: 2 },
                GameResult::WhiteWins,
                "Bob resigned",
            ),
            (
                EndStatus::OutOfTime {
                    by: 1,
                    limit_secs: 5400,
                },
                GameResult::BlackWins,
                "Ann did not move within 1 hour 30 minutes",
            ),
        ];
        for (end, result, english) in cases {
            let m = reason(&end, &result, &white, &black);
            assert_eq!(m.render(Lang::ENGLISH), english);
            let polish = m.render(pl());
            assert_ne!(polish, english);
            assert!(!polish.contains("reason-"), "{polish}");
        }
        let timed = EndStatus::OutOfTime {
            by: 2,
            limit_secs: 5400,
        };
        assert_eq!(
            reason(&timed, &GameResult::WhiteWins, &white, &black).render(pl()),
            "koniec czasu (Bob: brak ruchu, limit 1 godzina 30 minut)"
        );
    }

    #[test]
    fn every_rules_outcome_reads_as_the_rules_word_it() {
        for v in Variant::ALL {
            let book = Game::new(v).rules();
            let mut draws: Vec<(towers_rules::DrawRule, u32)> =
                vec![(book.no_progress.rule, book.no_progress.plies / 2)];
            draws.extend(book.endgame.iter().map(|e| (e.rule, e.plies / 2)));
            for (rule, moves) in draws {
                let o = Outcome::Draw {
                    reason: DrawReason::Rule { rule, moves },
                };
                let m = outcome(&o);
                assert_eq!(m.render(Lang::ENGLISH), o.to_string(), "{v}");
                assert!(!m.render(pl()).contains("reason-"), "{v}");
                assert_eq!(legacy(&o), end_of(&o).1, "{v}: {o}");
            }
        }
        for winner in [Color::White, Color::Black] {
            for reason in [WinReason::NoPieces, WinReason::NoMove] {
                let o = Outcome::Win { winner, reason };
                assert_eq!(outcome(&o).render(Lang::ENGLISH), o.to_string());
                assert_eq!(legacy(&o), end_of(&o).1, "{o}");
            }
        }
        let o = Outcome::Draw {
            reason: DrawReason::Repetition,
        };
        assert_eq!(outcome(&o).render(Lang::ENGLISH), o.to_string());
        assert_eq!(legacy(&o), end_of(&o).1);
    }

    /// What the schema 6 migration reads from `o` as schema 5 stored it (its English words).
    fn legacy(o: &Outcome) -> EndStatus {
        let (result, _) = end_of(o);
        let (white, black) = (player(1, "a"), player(2, "b"));
        towers_store::legacy_reason::end_status(&o.to_string(), &result, &white, &black, None)
    }

    #[test]
    fn kept_texts_are_shown_as_stored_and_names_escaped() {
        let (white, black) = (player(1, "**x**"), player(2, "b"));
        let other = EndStatus::Other("aborted".into());
        assert_eq!(
            reason(&other, &GameResult::Draw, &white, &black).render(pl()),
            "aborted"
        );
        let resigned = EndStatus::Resigned { by: 1 };
        assert_eq!(
            reason(&resigned, &GameResult::BlackWins, &white, &black).render(Lang::ENGLISH),
            "\\*\\*x\\*\\* resigned"
        );
    }
}
