//! What the engine writes while and after it searches: `info` lines and the `done` line.

use std::time::Duration;

use super::moves;
use super::syntax::line;
use crate::search::{MATE, MATE_BOUND};
use crate::Iteration;
use towers_rules::Move;

/// A score in men, as Hub shows it: hundredths of a man divided by 100; a win in `n` plies
/// is `100 - n/100` (a loss the negative), so that a GUI reading men can tell it from any
/// evaluation (pydraughts reads scores above 90 as wins).
pub fn score_text(score: i32) -> String {
    if score.abs() > MATE_BOUND {
        let plies = MATE - score.abs();
        let men = 100.0 - f64::from(plies) / 100.0;
        return format!("{:.2}", men.copysign(f64::from(score)));
    }
    format!("{:.2}", f64::from(score) / 100.0)
}

/// The Hub texts of the moves of `line`, joined by spaces.
pub fn line_text(line: &[Move]) -> String {
    line.iter().map(moves::write).collect::<Vec<_>>().join(" ")
}

/// The `info` line of a completed iteration, `elapsed` after the search started.
pub fn info(it: &Iteration, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let nps = if secs > 0.0 {
        it.nodes as f64 / secs / 1e6
    } else {
        0.0
    };
    line(
        "info",
        &[
            ("depth", it.depth.to_string()),
            ("score", score_text(it.score)),
            ("nodes", it.nodes.to_string()),
            ("time", format!("{secs:.3}")),
            ("nps", format!("{nps:.1}")),
            ("pv", line_text(&it.line)),
        ],
    )
}

/// The `done` line: the move, and the answer expected (the second move of `line` when the
/// line starts with the move).
pub fn done(best: &Move, line_found: &[Move]) -> String {
    let mut args = vec![("move", moves::write(best))];
    if let [first, second, ..] = line_found {
        if first == best {
            args.push(("ponder", moves::write(second)));
        }
    }
    line("done", &args)
}

/// An `error` line.
pub fn error(message: &str) -> String {
    line("error", &[("message", message.replace('"', "'"))])
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::{Position, Variant};

    #[test]
    fn scores_in_men_and_wins_near_100() {
        assert_eq!(score_text(0), "0.00");
        assert_eq!(score_text(-137), "-1.37");
        assert_eq!(score_text(MATE - 7), "99.93");
        assert_eq!(score_text(-(MATE - 12)), "-99.88");
    }

    #[test]
    fn info_and_done_lines_a_gui_reads() {
        let pos = Position::initial(Variant::International);
        let first = pos.legal_moves()[0];
        let second = pos.play(&first).legal_moves()[0];
        let it = Iteration {
            depth: 3,
            score: 25,
            nodes: 2_000_000,
            line: vec![first, second],
        };
        let text = info(&it, Duration::from_millis(500));
        assert_eq!(
            text,
            format!(
                r#"info depth=3 score=0.25 nodes=2000000 time=0.500 nps=4.0 pv="{} {}""#,
                moves::write(&first),
                moves::write(&second)
            )
        );
        assert_eq!(
            done(&first, &it.line),
            format!(
                "done move={} ponder={}",
                moves::write(&first),
                moves::write(&second)
            )
        );
        // A line that does not start with the move gives no ponder move.
        assert_eq!(
            done(&second, &it.line),
            format!("done move={}", moves::write(&second))
        );
    }

    #[test]
    fn error_messages_are_quoted_whole() {
        assert_eq!(error(r#"bad "x" here"#), r#"error message="bad 'x' here""#);
    }
}
