//! Playing strengths.
//!
//! | level | name | depth | time per move | noise | blunders | plays like |
//! |---|---|---|---|---|---|---|
//! | 1 | beginner | 2 plies | ≤ 0.2 s | ± 150 | 20 % random moves | sees captures it must make, misses most combinations, gives pieces away |
//! | 2 | casual | 3 plies | ≤ 0.2 s | ± 60 | 5 % random moves | avoids one-move blunders most of the time |
//! | 3 | club | 4 plies | ≤ 0.3 s | ± 25 | none | sees short shots, still loses to a two-move combination |
//! | 4 | strong club | 6 plies | ≤ 0.4 s | ± 8 | none | solid; plays some positional nonsense |
//! | 5 | expert | 9 plies | ≤ 0.7 s | none | none | full search, shallower |
//! | 6 | full strength | as deep as 2 s allow | 2 s (all of it) | none | none | the whole engine |
//!
//! Noise (hundredths of a man) is added to every root move's exact score before the best is
//! picked, so weaker levels choose among moves that are nearly as good, and sometimes a worse
//! one; a blunder is a uniformly random legal move. Depths are of the main search; forced
//! captures at the horizon are always searched to the end.
//!
//! Each level beats the one below in engine matches (`benches/engine_matches.sh`, `towers
//! match`); the measured ladders are in `docs/benchmarks.md` ("The engine's history").

use std::time::Duration;

use super::{Limits, Pace};

/// A playing strength, 1 (beginner) to [`Level::MAX`] (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// How a level plays: its search limits and its randomness.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// What the search may spend.
    pub limits: Limits,
    /// Largest random bonus or malus added to each root move's score, in hundredths of a man.
    pub noise: i32,
    /// Chance, in per cent, of playing a uniformly random legal move instead.
    pub blunder_pct: u32,
    /// How much of the time budget a move spends: every level is [`Pace::Fixed`] (the whole
    /// budget); [`Pace::Flexible`] saved time but lost strength in self-play
    /// ([`super::pace`]), so it is not the default.
    pub pace: Pace,
}

impl Level {
    /// The strongest level.
    pub const MAX: u8 = 6;

    /// The level `n`, or `None` outside `1..=MAX`.
    pub fn new(n: u8) -> Option<Level> {
        (1..=Level::MAX).contains(&n).then_some(Level(n))
    }

    /// Its number, 1 to [`Level::MAX`].
    pub fn number(self) -> u8 {
        self.0
    }

    /// What a search at this level may spend (the table in the module docs).
    pub fn limits(self) -> Limits {
        self.style().limits
    }

    /// Limits and randomness of this level (the table in the module docs).
    pub fn style(self) -> Style {
        let (depth, millis, noise, blunder_pct) = match self.0 {
            1 => (Some(2), 200, 150, 20),
            2 => (Some(3), 200, 60, 5),
            3 => (Some(4), 300, 25, 0),
            4 => (Some(6), 400, 8, 0),
            5 => (Some(9), 700, 0, 0),
            _ => (None, 2000, 0, 0),
        };
        Style {
            limits: Limits {
                time: Some(Duration::from_millis(millis)),
                nodes: None,
                depth,
            },
            noise,
            blunder_pct,
            pace: Pace::Fixed,
        }
    }
}

/// Positions a hint may visit: about a second in a release build, enough for level 6's
/// depth on the boards the bot plays; a node budget, not a time, so that the same position
/// always gets the same hint whatever the machine's load.
pub const HINT_NODES: u64 = 1_500_000;

impl Level {
    /// The weakest strength a hint is given at: a hint is the engine's honest best, not the
    /// beginner bot's noisy choice.
    pub const HINT_MIN: u8 = 4;

    /// The level of a hint in a game against a bot of this level: this one, at least
    /// [`Level::HINT_MIN`].
    pub fn for_hint(self) -> Level {
        Level(self.0.max(Level::HINT_MIN))
    }

    /// What a hint at this level searches: the level's depth (at least
    /// [`Level::HINT_MIN`]'s), [`HINT_NODES`] positions at most, no time limit, and none of
    /// the level's noise or random moves (the search alone decides), so the same position
    /// always gets the same hint.
    pub fn hint_limits(self) -> Limits {
        Limits {
            time: None,
            nodes: Some(HINT_NODES),
            depth: self.for_hint().style().limits.depth,
        }
    }
}

#[cfg(test)]
mod hint_tests {
    use super::*;

    #[test]
    fn hints_search_at_level_4_or_above_without_a_clock() {
        let weakest = Level::new(1).unwrap();
        assert_eq!(weakest.for_hint().number(), 4);
        assert_eq!(
            weakest.hint_limits().depth,
            Level::new(4).unwrap().limits().depth
        );
        assert_eq!(weakest.hint_limits().time, None);
        assert_eq!(Level::new(5).unwrap().for_hint().number(), 5);
        assert_eq!(Level::new(6).unwrap().hint_limits().depth, None);
        assert_eq!(Level::new(6).unwrap().hint_limits().nodes, Some(HINT_NODES));
    }
}
