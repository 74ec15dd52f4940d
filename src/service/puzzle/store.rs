//! What puzzles keep in the store ([`Table::Puzzles`]), each entry versioned JSON
//! (`{"version":1,"value":{...}}`):
//!
//! | key | value |
//! |---|---|
//! | `attempt/<channel>/<user>` | [`Attempt`]: the user's open puzzle in that channel |
//! | `player/<user>` | [`PlayerRating`]: the user's puzzle rating, counts, recent puzzles |
//! | `puzzle/<variant>/<number>` | [`PuzzleRating`]: a puzzle's rating once it has changed |
//! | `daily/<guild>` | [`Daily`]: the server's last daily puzzle and its UTC date |
//!
//! Every field added later must have a serde default, so that entries written before it still
//! read (tests below read version-1 entries as written). An entry of a newer version is an
//! internal error, never a panic.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::Puzzles;
use crate::service::ServiceError;
use towers_store::StoreExt;
use towers_store::{EntryChange, Table};

/// Version written with every entry.
pub const PUZZLE_ENTRY_VERSION: u32 = 1;

/// Glicko-2's starting rating, deviation and volatility (as the game ratings').
pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 350.0;
pub const START_VOLATILITY: f64 = 0.06;
/// A puzzle's starting deviation: its rating is an estimate from its difficulty, surer than
/// a new player's.
pub const PUZZLE_START_DEVIATION: f64 = 200.0;
/// How many recently shown puzzles a player is not shown again.
pub const RECENT: usize = 100;

/// An open puzzle of one user in one channel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    /// Unique (from the store's id counter): a rating applies once per attempt.
    pub id: u64,
    /// The variant's name.
    pub variant: String,
    /// The puzzle's number in its set, from 1.
    pub number: u32,
    /// Plies of the solution already played (the solver's and the bot's replies).
    pub ply: usize,
    /// Whether the result changes ratings (not for a puzzle chosen by number, nor the daily).
    pub rated: bool,
    /// Unix seconds.
    pub started_at: u64,
    /// The UTC date (`2026-11-25`) when this is the server's daily puzzle.
    #[serde(default)]
    pub daily: Option<String>,
}

/// A player's puzzle rating (Glicko-2, one across servers and games).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated puzzles solved and failed.
    pub solved: u32,
    pub failed: u32,
    /// The last attempt rated (so a repeated finish does not rate twice).
    pub last_attempt: u64,
    /// Puzzles shown lately (`variant/number`), newest last, at most [`RECENT`].
    pub recent: Vec<String>,
    /// The UTC date of the last daily puzzle tried.
    pub daily_done: Option<String>,
}

impl Default for PlayerRating {
    fn default() -> Self {
        PlayerRating {
            rating: START_RATING,
            deviation: START_DEVIATION,
            volatility: START_VOLATILITY,
            solved: 0,
            failed: 0,
            last_attempt: 0,
            recent: Vec::new(),
            daily_done: None,
        }
    }
}

/// A puzzle's rating once an attempt has changed it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated attempts.
    pub attempts: u32,
    /// The last attempt rated.
    pub last_attempt: u64,
}

impl PuzzleRating {
    /// A puzzle's rating before any attempt: `rating` (from its difficulty).
    pub fn starting(rating: f64) -> Self {
        PuzzleRating {
            rating,
            deviation: PUZZLE_START_DEVIATION,
            volatility: START_VOLATILITY,
            attempts: 0,
            last_attempt: 0,
        }
    }
}

impl Default for PuzzleRating {
    fn default() -> Self {
        PuzzleRating::starting(START_RATING)
    }
}

/// A server's daily puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Daily {
    /// UTC date, `2026-11-25`.
    pub date: String,
    pub channel: u64,
    pub variant: String,
    pub number: u32,
}

/// Key of `user`'s open puzzle in `channel`.
pub fn attempt_key(channel: u64, user: u64) -> String {
    format!("attempt/{channel}/{user}")
}

/// Key of `user`'s puzzle rating.
pub fn player_key(user: u64) -> String {
    format!("player/{user}")
}

/// Prefix of every puzzle rating of `variant`.
pub fn puzzle_prefix(variant: &str) -> String {
    format!("puzzle/{variant}/")
}

/// Key of a puzzle's rating.
pub fn puzzle_key(variant: &str, number: u32) -> String {
    format!("puzzle/{variant}/{number}")
}

/// Key of server `guild`'s daily puzzle.
pub fn daily_key(guild: u64) -> String {
    format!("daily/{guild}")
}

#[derive(Serialize)]
struct Written<'a, T> {
    version: u32,
    value: &'a T,
}

#[derive(Deserialize)]
struct Read<T> {
    version: u32,
    value: T,
}

/// Reads an entry. `Internal` when it is not the expected JSON or has a newer version.
pub fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ServiceError> {
    let read: Read<T> = serde_json::from_slice(bytes)
        .map_err(|e| ServiceError::Internal(format!("stored puzzle entry: {e}")))?;
    if read.version > PUZZLE_ENTRY_VERSION {
        return Err(ServiceError::Internal(format!(
            "stored puzzle entry has version {}, newer than {PUZZLE_ENTRY_VERSION}",
            read.version
        )));
    }
    Ok(read.value)
}

/// The bytes of an entry.
pub fn encode<T: Serialize>(value: &T) -> Result<Vec<u8>, ServiceError> {
    serde_json::to_vec(&Written {
        version: PUZZLE_ENTRY_VERSION,
        value,
    })
    .map_err(|e| ServiceError::Internal(format!("puzzle entry: {e}")))
}

impl Puzzles {
    /// Entry `key` of the puzzle table, decoded. Errors: `Store` when the read fails,
    /// `Internal` when the entry is unreadable.
    pub(super) fn puzzle_entry<T: DeserializeOwned>(
        &self,
        key: &str,
    ) -> Result<Option<T>, ServiceError> {
        match self.store.load_entry(Table::Puzzles, key)? {
            Some(bytes) => decode(&bytes).map(Some),
            None => Ok(None),
        }
    }

    /// Atomically changes entry `key`: `decide` gets the decoded entry and returns the new one
    /// (`None`: remove it; `Err`: change nothing) and a value to return.
    pub(super) fn change_puzzle_entry<T, R>(
        &self,
        key: &str,
        decide: &dyn Fn(Option<T>) -> Result<(Option<T>, R), ServiceError>,
    ) -> Result<R, ServiceError>
    where
        T: Serialize + DeserializeOwned,
    {
        self.store.update_entry(Table::Puzzles, key, &|old| {
            let old = old.map(decode::<T>).transpose()?;
            let (new, value) = decide(old)?;
            let change = match new {
                Some(new) => EntryChange::Put(encode(&new)?),
                None => EntryChange::Remove,
            };
            Ok::<_, ServiceError>((change, value))
        })?
    }

    /// Every puzzle rating of `variant` that has changed, by number.
    pub(super) fn puzzle_ratings(
        &self,
        variant: &str,
    ) -> Result<std::collections::HashMap<u32, PuzzleRating>, ServiceError> {
        let prefix = puzzle_prefix(variant);
        let mut ratings = std::collections::HashMap::new();
        for (key, bytes) in self.store.entries_with_prefix(Table::Puzzles, &prefix)? {
            let Some(number) = key
                .strip_prefix(&prefix)
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            ratings.insert(number, decode(&bytes)?);
        }
        Ok(ratings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_one_entries_as_written_still_read() {
        let attempt: Attempt = decode(
            br#"{"version":1,"value":{"id":7,"variant":"russian","number":17,"ply":2,"rated":true,"started_at":1700000000}}"#,
        )
        .unwrap();
        assert_eq!(attempt.number, 17);
        assert_eq!(attempt.daily, None);
        let player: PlayerRating =
            decode(br#"{"version":1,"value":{"rating":1612.5,"deviation":80.0}}"#).unwrap();
        assert_eq!(player.rating, 1612.5);
        assert_eq!(player.volatility, START_VOLATILITY);
        assert!(player.recent.is_empty());
        let puzzle: PuzzleRating = decode(br#"{"version":1,"value":{"rating":1300.0}}"#).unwrap();
        assert_eq!(puzzle.deviation, PUZZLE_START_DEVIATION);
    }

    #[test]
    fn a_newer_or_broken_entry_is_an_error_not_a_panic() {
        assert!(decode::<PlayerRating>(br#"{"version":2,"value":{}}"#).is_err());
        assert!(decode::<PlayerRating>(b"\xff").is_err());
        let round: PlayerRating = decode(&encode(&PlayerRating::default()).unwrap()).unwrap();
        assert_eq!(round, PlayerRating::default());
    }
}
