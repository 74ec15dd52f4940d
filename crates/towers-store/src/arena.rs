//! Arenas as stored: kept in [`crate::Table::Tournaments`] beside the Swiss tournaments, one
//! entry per arena under [`arena_key`] (`a/` and the id), so that the store's table list is
//! the tournaments' own. An arena is a timed event on live clocks: its settings, its players
//! (ready or paused, their rating when they joined) and every game paired, with what the
//! scoring needs of it (result, plies, who moved first, who went berserk).
//!
//! Encoded by the one codec ([`crate::codec::encode_versioned`]) in its own versioned
//! envelope (`{"schema":N,"record":{...}}`, [`ARENA_SCHEMA`], steps in
//! [`ARENA_MIGRATIONS`]).

use serde::{Deserialize, Serialize};
use towers_rules::{RuleOptions, Variant};

use super::codec::{self, DecodeError, Migration};
use super::rule_fields;
use super::{GameResult, Player, TimeControl};

/// Schema version written with every arena.
pub const ARENA_SCHEMA: u32 = 1;

/// `ARENA_MIGRATIONS[i]` migrates an arena of schema `i + 1` to `i + 2`.
pub const ARENA_MIGRATIONS: &[Migration] = &[];

/// The prefix of every arena's key.
pub const ARENA_PREFIX: &str = "a/";

/// The key of arena `id`: `a/` and the id in 20 digits, so that a scan lists them oldest
/// first.
pub fn arena_key(id: u64) -> String {
    format!("{ARENA_PREFIX}{id:020}")
}

/// Where an arena stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ArenaState {
    /// Players join; nobody is paired before the start.
    Waiting,
    /// Ready players are paired as soon as two are free, until the end.
    Running,
    /// Over: games unfinished at the end do not count.
    Finished,
}

/// A player of the arena.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaEntrant {
    pub player: Player,
    /// The rating when they joined (for the pairing and the performance rating).
    pub rating: u32,
    /// Ready to be paired (joined or rejoined); false while paused.
    pub ready: bool,
    /// Unix seconds: since when they are ready and free (their wait for a pairing).
    pub free_since: u64,
}

/// One game of the arena.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaPairing {
    /// User ids.
    pub white: u64,
    pub black: u64,
    /// Unix seconds: when the pairing was made.
    pub paired_at: u64,
    /// The channel (a thread of its own) where its game is played, once opened.
    pub channel: Option<u64>,
    /// The game's id, once started.
    pub game: Option<u64>,
    /// Set when the game finished before the arena's end; `None` for good when the arena
    /// ended first (the game does not count).
    pub result: Option<GameResult>,
    /// Plies played, both sides (when finished).
    pub plies: u32,
    /// The user who made the first move (the variant's first side), when finished.
    pub first: Option<u64>,
    pub white_berserk: bool,
    pub black_berserk: bool,
    /// The game was gone from its channel without a result (or never started): it counts
    /// for nothing and holds nobody.
    #[serde(default)]
    pub void: bool,
}

impl ArenaPairing {
    /// Whether `user` plays in this game.
    pub fn has(&self, user: u64) -> bool {
        self.white == user || self.black == user
    }

    /// Whether `user` went berserk in this game.
    pub fn berserk_of(&self, user: u64) -> bool {
        (self.white == user && self.white_berserk) || (self.black == user && self.black_berserk)
    }
}

/// An arena.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaRecord {
    pub id: u64,
    pub name: String,
    /// The Discord server, channel and the arena's own thread (none on the console).
    pub guild: Option<u64>,
    pub channel: u64,
    pub thread: Option<u64>,
    pub director: Player,
    #[serde(with = "rule_fields::variant")]
    pub variant: Variant,
    #[serde(with = "rule_fields::options")]
    pub options: RuleOptions,
    /// Every game's clocks.
    pub control: TimeControl,
    /// Unix seconds.
    pub starts_at: u64,
    pub ends_at: u64,
    pub rated: bool,
    pub state: ArenaState,
    pub players: Vec<ArenaEntrant>,
    /// Every game paired, in the order paired.
    pub games: Vec<ArenaPairing>,
    pub created_at: u64,
}

impl ArenaRecord {
    /// The player with user id `user`.
    pub fn entrant(&self, user: u64) -> Option<&ArenaEntrant> {
        self.players.iter().find(|e| e.player.id == user)
    }

    /// The game `user` is playing (paired, no result, the arena not over).
    pub fn current_game(&self, user: u64) -> Option<usize> {
        if self.state == ArenaState::Finished {
            return None;
        }
        self.games
            .iter()
            .rposition(|g| g.has(user) && g.result.is_none() && !g.void)
    }
}

/// The bytes of an arena.
///
/// Errors: only if serde_json refuses the value.
pub fn encode(record: &ArenaRecord) -> Result<Vec<u8>, DecodeError> {
    codec::encode_versioned(ARENA_SCHEMA, record)
}

/// Reads an arena written at this or an older schema.
///
/// Errors: bytes that are not an envelope, an unknown schema, a record that does not fit.
pub fn decode(bytes: &[u8]) -> Result<ArenaRecord, DecodeError> {
    codec::decode_versioned(bytes, ARENA_SCHEMA, ARENA_MIGRATIONS)
}

#[cfg(test)]
#[path = "arena_tests.rs"]
mod tests;
