//! Why a game ended, in the reader's language. Records store the reason as the English text
//! it was written with ("Bob resigned", "threefold repetition", the rules' draw wordings), so
//! old records and the rating filter (which looks for "abort") keep working; this module maps
//! the known English forms to catalogue messages (`reason-*`) when a reason is shown. A reason
//! it does not know is shown as stored (`reason-other`). Player names inside a reason are
//! escaped for Discord markdown ([`escape`]).

use std::sync::LazyLock;

use regex::Regex;

use super::markdown::escape;
use super::message::Message;

/// Fixed reasons: the stored English text and its message.
const FIXED: &[(&str, &str)] = &[
    ("draw by agreement", "reason-agreement"),
    ("threefold repetition", "reason-repetition"),
    ("White has no pieces left to move", "reason-no-pieces-white"),
    ("Black has no pieces left to move", "reason-no-pieces-black"),
    ("White has no legal move", "reason-no-move-white"),
    ("Black has no legal move", "reason-no-move-black"),
];

/// The rules' draw wordings (`crate::rules::spec`) after "N moves each ", and their messages
/// (with `$n`, the moves each side made).
const MOVES_EACH: &[(&str, &str)] = &[
    ("with only kings moving and no capture", "reason-kings-only"),
    (
        "after three pieces including a king against a lone king",
        "reason-three-against-king",
    ),
    (
        "after at most two pieces including a king against a lone king",
        "reason-two-against-king",
    ),
    (
        "without a capture or a promotion",
        "reason-no-capture-or-promotion",
    ),
    (
        "without a man's move or a capture",
        "reason-no-man-move-or-capture",
    ),
    (
        "without a capture or a soldier's move",
        "reason-no-capture-or-soldier-move",
    ),
];

static RESIGNED: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(?s)(.+) resigned$").expect("a valid pattern"));
static ON_TIME: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^(?s)won on time \((.+) did not move within (.+)\)$").expect("a valid pattern")
});
static MOVES: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"^(\d+) moves each (.+)$").expect("a valid pattern"));

/// The stored reason `stored` as a message: a `reason-*` message when it is one of the known
/// English forms, else the text itself (escaped) in `reason-other`. Never fails.
pub fn reason(stored: &str) -> Message {
    if let Some((_, id)) = FIXED.iter().find(|(text, _)| *text == stored) {
        return Message::new(id);
    }
    if let Some(c) = RESIGNED.captures(stored) {
        return Message::new("reason-resigned").text("player", escape(&c[1]));
    }
    if let Some(c) = ON_TIME.captures(stored) {
        let limit = Message::new("reason-other").text("text", escape(&c[2]));
        let limit = match humantime::parse_duration(&c[2]) {
            Ok(d) => Message::new("reason-duration").duration("limit", d.as_secs()),
            Err(_) => limit,
        };
        return Message::new("reason-on-time")
            .text("player", escape(&c[1]))
            .message("limit", limit);
    }
    if let Some(c) = MOVES.captures(stored) {
        let rule = MOVES_EACH.iter().find(|(rest, _)| *rest == &c[2]);
        if let (Some((_, id)), Ok(n)) = (rule, c[1].parse::<u64>()) {
            return Message::new(id).count("n", n);
        }
    }
    Message::new("reason-other").text("text", escape(stored))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Variant};
    use crate::service::locale::Lang;

    fn pl() -> Lang {
        Lang::from_discord("pl")
    }

    #[test]
    fn every_known_reason_is_worded_in_polish_and_english_stays_as_stored() {
        let mut known: Vec<String> = FIXED.iter().map(|(t, _)| t.to_string()).collect();
        known.extend(
            MOVES_EACH
                .iter()
                .map(|(rest, _)| format!("15 moves each {rest}")),
        );
        known.push("Bob resigned".to_string());
        known.push(format!(
            "won on time (Bob did not move within {})",
            crate::service::timeouts::describe(5400)
        ));
        for stored in &known {
            let m = reason(stored);
            assert_ne!(m.ids(), ["reason-other"], "{stored}");
            assert_eq!(m.render(Lang::ENGLISH), *stored);
            let polish = m.render(pl());
            assert_ne!(polish, *stored);
            assert!(!polish.contains("reason-"), "{polish}");
        }
        assert_eq!(
            reason("won on time (Bob did not move within 1 hour 30 minutes)").render(pl()),
            "wygrana na czas (Bob: brak ruchu, limit 1 godzina 30 minut)"
        );
    }

    #[test]
    fn the_rules_wordings_are_all_known() {
        for v in Variant::ALL {
            let rules = Game::new(v).rules();
            let mut wordings = vec![rules.no_progress.wording];
            wordings.extend(rules.endgame.iter().map(|e| e.wording));
            for wording in wordings {
                assert_ne!(reason(wording).ids(), ["reason-other"], "{v}: {wording}");
            }
        }
    }

    #[test]
    fn unknown_reasons_are_shown_as_stored_and_names_escaped() {
        assert_eq!(reason("aborted").render(pl()), "aborted");
        assert_eq!(
            reason("**x** resigned").render(Lang::ENGLISH),
            "\\*\\*x\\*\\* resigned"
        );
    }
}
