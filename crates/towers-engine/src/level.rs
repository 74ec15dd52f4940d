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
//! Measured ladder (`benches/engine_matches.sh`: 20 games per line from 10 seeded openings,
//! colours swapped, every level at a tenth of its time budget; score of the stronger side):
//!
//! | match | Bashni | Lasca |
//! |---|---|---|
//! | 2 vs 1 | 95 % | 95 % |
//! | 3 vs 2 | 87.5 % | 95 % |
//! | 4 vs 3 | 100 % | 92.5 % |
//! | 5 vs 4 | 92.5 % | 95 % |
//! | 6 vs 5 | 85 % (was 70 %) | 85 % (was 70 %) |
//! | 6 vs random, 6 vs greedy | 100 %, 100 % | 100 %, 100 % |
//!
//! The last two rows were measured again after the search stopped ending at half its budget
//! (every level now searches until its depth or its whole time is reached; the rows for
//! levels 1-5 were not re-run): 17/0/3 and 16/2/2 for 6 vs 5.
//!
//! International draughts after the logarithmic late-move reductions (issue 14; `towers
//! match --variant international --a N --b N-1 --openings 6 --time-scale 0.05 --seed 3`,
//! 12 games per line, load average about 10 on 2 cores; stronger side's W/D/L):
//! 6 vs 5 6/6/0 (75 %), 5 vs 4 10/2/0 (91.7 %), 4 vs 3 6/3/3 (62.5 %), 3 vs 2 12/0/0
//! (100 %), 2 vs 1 10/1/1 (87.5 %): each level beats the one below.
//!
//! Again after the fitted international evaluation (issue 14, `crates/towers-engine/src/tuned.rs`; same
//! command, load average about 3): 6 vs 5 6/3/3 (62.5 %), 5 vs 4 10/1/1 (87.5 %), 4 vs 3
//! 4/5/3 (54.2 %; with `--openings 20 --seed 5` 34/6/0, 92.5 %), 3 vs 2 12/0/0, 2 vs 1
//! 12/0/0: each level still beats the one below.
//!
//! Again after the pruning and speed-ups of the third round (issue 14, `crates/towers-engine/src/search.rs`;
//! same command, during a test build, load average about 3): 6 vs 5 8/3/1 (79.2 %), 5 vs 4
//! 8/4/0 (83.3 %), 4 vs 3 9/1/2 (79.2 %), 3 vs 2 11/0/1 (91.7 %), 2 vs 1 11/1/0 (95.8 %):
//! each level still beats the one below.
//!
//! After the contempt and countermoves of the fourth round, the same command again: the
//! numbers are in `benches/peers/RESULTS.md` ("fourth round").

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
