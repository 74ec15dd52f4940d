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
//! That is the standard table (Lasca, international, Canadian). On 8x8 a ply is worth
//! less, so Russian, Brazilian, kurnik and Bashni search 5 and 7 plies at levels 3 and 4,
//! English draughts 7 at level 4 (`table`), which keeps each step about as large as in
//! international. Each level beats the one below in every variant; the ladders,
//! each level against the next with Elo intervals (`benches/ladder.sh`), are in
//! `docs/benchmarks.md` ("Levels per variant").

use std::time::Duration;

use towers_rules::Variant;

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

    /// What a search at this level may spend in the standard table (the module docs); a
    /// game uses [`Level::limits_in`] with its variant.
    pub fn limits(self) -> Limits {
        self.style().limits
    }

    /// What a search at this level may spend in `variant`.
    pub fn limits_in(self, variant: Variant) -> Limits {
        self.style_in(variant).limits
    }

    /// Limits and randomness of this level in the standard table (the module docs); a game
    /// uses [`Level::style_in`] with its variant.
    pub fn style(self) -> Style {
        style_of(STANDARD[self.index()])
    }

    /// Limits and randomness of this level in `variant`: the standard table, or the
    /// variant's own where its ladder was out of line (`table`).
    pub fn style_in(self, variant: Variant) -> Style {
        style_of(table(variant)[self.index()])
    }

    fn index(self) -> usize {
        usize::from(self.0 - 1)
    }
}

/// One level's settings: depth in plies (`None`: as deep as the time allows), milliseconds
/// per move, noise in hundredths of a man, random moves in per cent.
type Row = (Option<u8>, u64, i32, u32);

/// The levels of every variant without a table of its own (the table in the module docs).
const STANDARD: [Row; Level::MAX as usize] = [
    (Some(2), 200, 150, 20),
    (Some(3), 200, 60, 5),
    (Some(4), 300, 25, 0),
    (Some(6), 400, 8, 0),
    (Some(9), 700, 0, 0),
    (None, 2000, 0, 0),
];

/// The levels of Russian, Brazilian, kurnik and Bashni: levels 3 and 4 search 5 and 7 plies
/// (standard 4 and 6). With the standard table their steps 3 vs 2 and 4 vs 3 were +260 to
/// +308 Elo against international's +402 and +387 (200 games a step): a ply is worth less on
/// 8x8. With these, 3 vs 2 is +397 to +478 and 4 vs 3 +198 to +295 (tried and dropped: 8 and
/// 11 plies at levels 4 and 5, which shrank 6 vs 5 to +80 to +137; docs/benchmarks.md "Levels
/// per variant").
const EIGHT: [Row; Level::MAX as usize] = [
    (Some(2), 200, 150, 20),
    (Some(3), 200, 60, 5),
    (Some(5), 300, 25, 0),
    (Some(7), 400, 8, 0),
    (Some(9), 700, 0, 0),
    (None, 2000, 0, 0),
];

/// The levels of English draughts: level 4 searches 7 plies (standard 6); its step 4 vs 3
/// was +275 Elo against international's +387 (200 games), and is +387 with 7 plies.
const ENGLISH: [Row; Level::MAX as usize] = [
    (Some(2), 200, 150, 20),
    (Some(3), 200, 60, 5),
    (Some(4), 300, 25, 0),
    (Some(7), 400, 8, 0),
    (Some(9), 700, 0, 0),
    (None, 2000, 0, 0),
];

/// The levels of `variant`: each level against the next measured per variant
/// (`benches/ladder.sh`, the ladders in docs/benchmarks.md); Lasca, international and
/// Canadian keep the standard table.
fn table(variant: Variant) -> &'static [Row; Level::MAX as usize] {
    match variant {
        Variant::Russian | Variant::Brazilian | Variant::Kurnik | Variant::Bashni => &EIGHT,
        Variant::English => &ENGLISH,
        Variant::Lasca | Variant::International | Variant::Canadian => &STANDARD,
    }
}

fn style_of((depth, millis, noise, blunder_pct): Row) -> Style {
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

    /// What a hint at this level searches in `variant`: the level's depth (at least
    /// [`Level::HINT_MIN`]'s), [`HINT_NODES`] positions at most, no time limit, and none of
    /// the level's noise or random moves (the search alone decides), so the same position
    /// always gets the same hint.
    pub fn hint_limits(self, variant: Variant) -> Limits {
        Limits {
            time: None,
            nodes: Some(HINT_NODES),
            depth: self.for_hint().limits_in(variant).depth,
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
            weakest.hint_limits(Variant::Bashni).depth,
            Level::new(4).unwrap().limits_in(Variant::Bashni).depth
        );
        assert_eq!(weakest.hint_limits(Variant::Bashni).time, None);
        assert_eq!(Level::new(5).unwrap().for_hint().number(), 5);
        assert_eq!(
            Level::new(6).unwrap().hint_limits(Variant::Bashni).depth,
            None
        );
        assert_eq!(
            Level::new(6).unwrap().hint_limits(Variant::Bashni).nodes,
            Some(HINT_NODES)
        );
    }
}
