//! What one search may spend under a `level`: a clock's time is shared over the moves to come.

use std::time::Duration;

use super::command::Level;
use crate::Limits;

/// Moves a sudden-death clock is shared over (the share grows as the clock runs down less
/// than the moves do, as usual in engines).
const MOVES_TO_GO: u32 = 30;

/// Kept back on the clock for the time the GUI and the pipes take.
const MARGIN: Duration = Duration::from_millis(50);

/// The limits of a search at `level`.
pub fn limits(level: &Level) -> Limits {
    match *level {
        Level::Depth(depth) => Limits {
            depth: Some(depth),
            ..Limits::default()
        },
        Level::Nodes(nodes) => Limits {
            nodes: Some(nodes),
            ..Limits::default()
        },
        Level::MoveTime(time) => Limits {
            time: Some(time),
            ..Limits::default()
        },
        Level::Clock { moves, time, inc } => Limits {
            time: Some(share(moves, time, inc)),
            ..Limits::default()
        },
        Level::Infinite => Limits::default(),
    }
}

/// The time of one move with `time` left for `moves` moves (or the rest of the game) and
/// `inc` added before it: its share of the clock plus the increment, never more than what
/// is on the clock less a margin (and at least a millisecond, so that a move comes).
fn share(moves: Option<u32>, time: Duration, inc: Duration) -> Duration {
    let available = time + inc;
    let moves = moves.unwrap_or(MOVES_TO_GO).max(1);
    let most = available.saturating_sub(MARGIN.min(available / 2));
    (time / moves + inc).min(most).max(Duration::from_millis(1))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn time_of(level: Level) -> Option<Duration> {
        limits(&level).time
    }

    #[test]
    fn fixed_limits_pass_through() {
        assert_eq!(limits(&Level::Depth(9)).depth, Some(9));
        assert_eq!(limits(&Level::Nodes(1000)).nodes, Some(1000));
        let t = Duration::from_millis(100);
        assert_eq!(time_of(Level::MoveTime(t)), Some(t));
        assert_eq!(limits(&Level::Infinite), Limits::default());
    }

    #[test]
    fn a_clock_is_shared_over_the_moves_to_come() {
        let s = Duration::from_secs;
        let clock = |moves, time, inc| Level::Clock { moves, time, inc };
        // 60 s for the rest of the game: a thirtieth.
        assert_eq!(time_of(clock(None, s(60), s(0))), Some(s(2)));
        // 10 moves in 50 s, 1 s added: 5 s + 1 s.
        assert_eq!(time_of(clock(Some(10), s(50), s(1))), Some(s(6)));
        // The last move of a period gets all but the margin.
        assert_eq!(time_of(clock(Some(1), s(3), s(0))), Some(s(3) - MARGIN));
        // An empty clock still gives a move.
        assert_eq!(
            time_of(clock(Some(1), Duration::ZERO, Duration::ZERO)),
            Some(Duration::from_millis(1))
        );
    }
}
