//! The English end reasons of schema 5 and earlier, read back as [`EndStatus`] by the schema 5
//! to 6 migration (`store::codec`).
//!
//! Each form is matched whole against the exact sentence the old code wrote for *this* game:
//! the loser comes from the result, and a sentence naming a player must name the loser exactly
//! ("<loser> resigned", "won on time (<loser> did not move within <limit>)"). So a name is
//! never parsed as part of the sentence, and a player's name says nothing about the ending.
//! A text that is none of these forms is kept as [`EndStatus::Other`].

use super::{DrawRule, EndStatus, GameResult, Player};

/// The rules' draw wordings after "N moves each ", as schema 5 stored them. Frozen: they are
/// what old records hold, whatever the rules or the catalogue say today.
const DRAW_RULES: [(&str, DrawRule); 6] = [
    ("with only kings moving and no capture", DrawRule::KingsOnly),
    (
        "after three pieces including a king against a lone king",
        DrawRule::ThreeAgainstKing,
    ),
    (
        "after at most two pieces including a king against a lone king",
        DrawRule::TwoAgainstKing,
    ),
    (
        "without a capture or a promotion",
        DrawRule::NoCaptureOrPromotion,
    ),
    (
        "without a man's move or a capture",
        DrawRule::NoManMoveOrCapture,
    ),
    (
        "without a capture or a soldier's move",
        DrawRule::NoCaptureOrSoldierMove,
    ),
];

/// What a finished schema 5 game's `reason` says, given the game's `result`, players and move
/// time limit (`move_limit_secs`; the limit named in an old "won on time" sentence when the
/// record has none). Never fails: an unknown or inconsistent text is [`EndStatus::Other`].
pub fn end_status(
    reason: &str,
    result: &GameResult,
    white: &Player,
    black: &Player,
    move_limit_secs: Option<u64>,
) -> EndStatus {
    let other = || EndStatus::Other(reason.to_string());
    let (loser, loser_side) = match result {
        GameResult::WhiteWins => (black, "Black"),
        GameResult::BlackWins => (white, "White"),
        GameResult::Draw => return drawn(reason).unwrap_or_else(other),
    };
    if reason == format!("{loser_side} has no pieces left to move") {
        return EndStatus::NoPieces;
    }
    if reason == format!("{loser_side} has no legal move") {
        return EndStatus::NoMove;
    }
    if reason == format!("{} resigned", loser.name) {
        return EndStatus::Resigned { by: loser.id };
    }
    let on_time = format!("won on time ({} did not move within ", loser.name);
    if let Some(limit) = reason
        .strip_prefix(&on_time)
        .and_then(|rest| rest.strip_suffix(')'))
    {
        let limit_secs =
            move_limit_secs.or_else(|| humantime::parse_duration(limit).ok().map(|d| d.as_secs()));
        if let Some(limit_secs) = limit_secs {
            return EndStatus::OutOfTime {
                by: loser.id,
                limit_secs,
            };
        }
    }
    other()
}

/// The draws: agreement, repetition, "N moves each <rule>".
fn drawn(reason: &str) -> Option<EndStatus> {
    match reason {
        "draw by agreement" => return Some(EndStatus::Agreement),
        "threefold repetition" => return Some(EndStatus::Repetition),
        _ => {}
    }
    let (moves, words) = reason.split_once(" moves each ")?;
    let moves = moves.parse::<u32>().ok()?;
    let (_, rule) = DRAW_RULES.iter().find(|(w, _)| *w == words)?;
    Some(EndStatus::DrawRule { rule: *rule, moves })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(id: u64, name: &str) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }

    #[test]
    fn names_are_matched_whole_against_the_loser_never_parsed() {
        let (white, black) = (p(1, "abort resigned"), p(2, "Bob did not move within 1h"));
        let end = |reason: &str, result: GameResult| {
            end_status(reason, &result, &white, &black, Some(60))
        };
        assert_eq!(
            end("abort resigned resigned", GameResult::BlackWins),
            EndStatus::Resigned { by: 1 }
        );
        // The same sentence with the wrong loser is not a resignation.
        assert_eq!(
            end("abort resigned resigned", GameResult::WhiteWins),
            EndStatus::Other("abort resigned resigned".into())
        );
        assert_eq!(
            end(
                "won on time (Bob did not move within 1h did not move within 1 minute)",
                GameResult::WhiteWins
            ),
            EndStatus::OutOfTime {
                by: 2,
                limit_secs: 60
            }
        );
        assert_eq!(
            end("Black has no legal move", GameResult::WhiteWins),
            EndStatus::NoMove
        );
        assert_eq!(
            end("Black has no legal move", GameResult::BlackWins),
            EndStatus::Other("Black has no legal move".into())
        );
    }

    #[test]
    fn draws_and_unknown_texts() {
        let (white, black) = (p(1, "a"), p(2, "b"));
        let end = |reason: &str| end_status(reason, &GameResult::Draw, &white, &black, None);
        assert_eq!(end("draw by agreement"), EndStatus::Agreement);
        assert_eq!(end("threefold repetition"), EndStatus::Repetition);
        assert_eq!(
            end("16 moves each after three pieces including a king against a lone king"),
            EndStatus::DrawRule {
                rule: DrawRule::ThreeAgainstKing,
                moves: 16
            }
        );
        for unknown in [
            "aborted",
            "x moves each without a capture or a promotion",
            "15 moves each without anything",
            "",
        ] {
            assert_eq!(end(unknown), EndStatus::Other(unknown.into()));
        }
        // Without a limit on the record, the sentence's own limit is read.
        let timed = end_status(
            "won on time (a did not move within 1 hour 30 minutes)",
            &GameResult::BlackWins,
            &white,
            &black,
            None,
        );
        assert_eq!(
            timed,
            EndStatus::OutOfTime {
                by: 1,
                limit_secs: 5400
            }
        );
    }
}
