//! The engine's settings: how many searches run at once, each one's transposition table, the
//! endgame databases' cache, and whether `serve` builds the databases it lacks.

use super::setting::{megabytes_within, setting};

/// The engine's settings; `None` leaves each to the machine.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(next_help_heading = "Engine")]
pub struct EngineConfig {
    /// How many engine searches (bot moves, hints) run at once across all channels, 1 to 256;
    /// default: the cores minus one, at least 1. A full-strength search also uses the idle
    /// ones for helper threads.
    #[arg(
        long = "engine-threads",
        env = "TOWERS_ENGINE_THREADS",
        value_name = "N",
        value_parser = setting(searches)
    )]
    pub threads: Option<usize>,
    /// Each engine's transposition table in MiB, 1 to 65536 (rounded down to a power of two of
    /// 16-byte entries); default: an eighth of the memory over the engines held at once, 16 to
    /// 64 MiB.
    // The default: towers_engine::table_size::suggested_megabytes.
    #[arg(
        long = "engine-table-mb",
        env = "TOWERS_ENGINE_TABLE_MB",
        value_name = "MIB",
        value_parser = setting(|text| {
            megabytes_within(text, "a table size", towers_engine::table_size::MB_RANGE)
        })
    )]
    pub table_mb: Option<usize>,
    /// The endgame databases' cache of inflated blocks in MiB (DATA_DIR/egdb, built by `towers
    /// egdb build`), 1 to 65536; default 256.
    // The default: towers_engine::egdb::cache::DEFAULT_MB.
    #[arg(
        long = "egdb-cache-mb",
        env = "TOWERS_EGDB_CACHE_MB",
        value_name = "MIB",
        value_parser = setting(|text| {
            megabytes_within(text, "a cache size", towers_engine::egdb::cache::MB_RANGE)
        })
    )]
    pub egdb_cache_mb: Option<usize>,
    /// Whether `serve` builds the international endgame databases of up to 4 pieces when
    /// DATA_DIR/egdb lacks them: on or off; default on. The build runs in the background at
    /// the searches' lower priority (about 20 s on two cores, 7 MB of files) while the bot
    /// plays without them, and the tables are opened when it ends.
    #[arg(
        long = "egdb-build",
        env = "TOWERS_EGDB_BUILD",
        value_name = "on|off",
        value_parser = setting(on_off)
    )]
    pub egdb_build: Option<bool>,
}

impl EngineConfig {
    /// Whether `serve` builds the endgame databases it lacks (`TOWERS_EGDB_BUILD`, default on).
    pub fn builds_egdb(&self) -> bool {
        self.egdb_build.unwrap_or(true)
    }
}

/// A switch: `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0`), any case.
fn on_off(text: &str) -> Result<bool, String> {
    match text.to_ascii_lowercase().as_str() {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(format!("expected on or off, found '{text}'")),
    }
}

/// `TOWERS_ENGINE_THREADS`: 1 to 256 searches.
fn searches(text: &str) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=256).contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a number of searches from 1 to 256, found '{text}'"
        )),
    }
}
