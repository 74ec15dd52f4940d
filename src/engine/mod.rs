//! The bot's search and evaluation, on [`crate::rules`] alone (no I/O, no async).
//!
//! The contract the game service and the tools use:
//! - [`Level`]: a playing strength, 1 (beginner) to [`Level::MAX`] (full strength);
//!   [`Level::limits`] says what each one may spend.
//! - [`Engine::search`]: the best move of a game's current position within [`Limits`], stopping
//!   early when `stop` is set; [`choose_move`] wraps it for one move at a level.
//!
//! STUB: the search below only returns the first legal move; the real search replaces it
//! without changing these signatures.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::rules::{Game, Move};

/// A playing strength, 1 (beginner) to [`Level::MAX`] (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

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

    /// What a search at this level may spend.
    pub fn limits(self) -> Limits {
        Limits {
            time: Some(Duration::from_millis(200 * u64::from(self.0))),
            nodes: None,
            depth: None,
        }
    }
}

/// What one search may spend; the search stops at the first limit reached (and always
/// returns a move when there is one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock time.
    pub time: Option<Duration>,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Iterative-deepening depth in plies.
    pub depth: Option<u8>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// Its score for the side to move, in hundredths of a man.
    pub score: i32,
    /// The last completed depth, in plies.
    pub depth: u8,
    /// Positions visited.
    pub nodes: u64,
}

/// A search engine; it keeps its transposition table between searches.
#[derive(Debug, Default)]
pub struct Engine {}

impl Engine {
    /// A new engine.
    pub fn new() -> Engine {
        Engine {}
    }

    /// The best move of `game`'s current position within `limits`; `None` when the side to
    /// move has no legal move (the game is over). Setting `stop` ends the search early with
    /// the best move found so far.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        let _ = (limits, stop);
        let best = *game.position().legal_moves().first()?;
        Some(SearchResult {
            best,
            score: 0,
            depth: 0,
            nodes: 1,
        })
    }
}

/// The move the bot plays at `level` in `game`'s current position (`None` when it has no
/// legal move). May take up to the level's time budget; run it off the async runtime.
pub fn choose_move(game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
    Engine::new()
        .search(game, &level.limits(), stop)
        .map(|r| r.best)
}
