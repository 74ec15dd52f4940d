//! Gateway shards: which guilds a process serves (`towers serve --shards`).
//!
//! Discord splits a bot's guilds over `count` shards: guild `g` belongs to shard
//! `(g >> 22) % count` and direct messages to shard 0
//! (<https://discord.com/developers/docs/topics/gateway#sharding>). Every event of a guild,
//! interactions included, reaches only the connection of its shard, and a channel belongs to
//! one guild, so the games (stored per channel) of a guild are all served by the process that
//! runs that guild's shard. Each process therefore keeps its own data directory.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// The shard ids `first..=last` as written on the command line: `"2..=5"` or a single `"3"`.
/// Not validated against a shard count; [`ShardRange::new`] does that.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardIds {
    pub first: u32,
    pub last: u32,
}

/// Why `--shards`/`--shard-count` do not name shards this process can run.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ShardError {
    /// `--shards` is not `FIRST..=LAST` or a single shard id.
    #[error("expected FIRST..=LAST (e.g. 0..=1) or one shard id, got {0:?}")]
    Syntax(String),
    /// `--shard-count 0`.
    #[error("the shard count must be at least 1")]
    NoShards,
    /// `FIRST > LAST`.
    #[error("the first shard ({first}) is after the last one ({last})")]
    Reversed { first: u32, last: u32 },
    /// `LAST >= count`.
    #[error("shard {last} does not exist: with {count} shards the ids are 0..={}", count - 1)]
    OutOfRange { last: u32, count: u32 },
}

impl FromStr for ShardIds {
    type Err = ShardError;

    /// Parses `"FIRST..=LAST"` or `"N"` (meaning `N..=N`); spaces around the numbers are
    /// allowed. Errors: [`ShardError::Syntax`] for anything else (also `a..b` without `=`,
    /// whose meaning would be ambiguous).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let syntax = || ShardError::Syntax(text.to_string());
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| syntax());
        match text.split_once("..=") {
            Some((first, last)) => Ok(ShardIds {
                first: number(first)?,
                last: number(last)?,
            }),
            None => {
                let only = number(text)?;
                Ok(ShardIds {
                    first: only,
                    last: only,
                })
            }
        }
    }
}

impl fmt::Display for ShardIds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..={}", self.first, self.last)
    }
}

/// The shards `first..=last` of `count` that this process runs; `first <= last < count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    first: u32,
    last: u32,
    count: u32,
}

impl ShardRange {
    /// Shards `ids` of `count`. Errors: [`ShardError::NoShards`] for `count` 0,
    /// [`ShardError::Reversed`] when `first > last`, [`ShardError::OutOfRange`] when
    /// `last >= count`.
    pub fn new(ids: ShardIds, count: u32) -> Result<ShardRange, ShardError> {
        let ShardIds { first, last } = ids;
        if count == 0 {
            return Err(ShardError::NoShards);
        }
        if first > last {
            return Err(ShardError::Reversed { first, last });
        }
        if last >= count {
            return Err(ShardError::OutOfRange { last, count });
        }
        Ok(ShardRange { first, last, count })
    }

    /// All `count` shards in one process. Errors: [`ShardError::NoShards`] for 0.
    pub fn all(count: u32) -> Result<ShardRange, ShardError> {
        ShardRange::new(
            ShardIds {
                first: 0,
                last: count.saturating_sub(1),
            },
            count,
        )
    }

    /// The shard ids this process runs.
    pub fn ids(&self) -> RangeInclusive<u32> {
        self.first..=self.last
    }

    /// The bot's total number of shards.
    pub fn count(&self) -> u32 {
        self.count
    }
}

impl Default for ShardRange {
    /// Shard 0 of 1: every guild in this process (what `towers serve` does without `--shards`).
    fn default() -> Self {
        ShardRange {
            first: 0,
            last: 0,
            count: 1,
        }
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..={} of {}", self.first, self.last, self.count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(text: &str) -> Result<ShardIds, ShardError> {
        text.parse()
    }

    #[test]
    fn parses_ranges_and_single_ids() {
        assert_eq!(ids("0..=1"), Ok(ShardIds { first: 0, last: 1 }));
        assert_eq!(ids(" 2 ..= 5 "), Ok(ShardIds { first: 2, last: 5 }));
        assert_eq!(ids("3"), Ok(ShardIds { first: 3, last: 3 }));
        for bad in [
            "",
            "0..1",
            "0..",
            "..=3",
            "a..=b",
            "-1..=2",
            "1..=2..=3",
            "0-1",
        ] {
            assert_eq!(ids(bad), Err(ShardError::Syntax(bad.to_string())), "{bad}");
        }
    }

    #[test]
    fn validates_against_the_count() {
        let range = |text: &str, count| ShardRange::new(ids(text).unwrap(), count);
        let ok = range("1..=2", 4).unwrap();
        assert_eq!(ok.ids(), 1..=2);
        assert_eq!(ok.count(), 4);
        assert_eq!(ok.to_string(), "1..=2 of 4");
        assert_eq!(range("3", 4).unwrap().ids(), 3..=3);
        assert_eq!(range("0", 0), Err(ShardError::NoShards));
        assert_eq!(
            range("2..=1", 4),
            Err(ShardError::Reversed { first: 2, last: 1 })
        );
        let out = range("0..=2", 2).unwrap_err();
        assert_eq!(out, ShardError::OutOfRange { last: 2, count: 2 });
        assert_eq!(
            out.to_string(),
            "shard 2 does not exist: with 2 shards the ids are 0..=1"
        );
        assert_eq!(ShardRange::all(3).unwrap().ids(), 0..=2);
        assert_eq!(ShardRange::all(0), Err(ShardError::NoShards));
        assert_eq!(ShardRange::default(), ShardRange::all(1).unwrap());
    }
}
