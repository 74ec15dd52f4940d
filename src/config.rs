//! Configuration from the environment (`.env` is loaded by the caller through dotenvy), read
//! by clap as `towers serve`'s hidden options ([`Settings`], [`VARIABLES`]; an option on the
//! command line wins over its variable) and checked by [`Config::from_settings`]. Periods are
//! read by humantime.
//!
//! | variable | meaning |
//! | --- | --- |
//! | `DISCORD_TOKEN` | bot token; required to serve Discord |
//! | `TOWERS_DATA_DIR` | where the game database lives (default `./data`; created if missing, but not its parent) |
//! | `TOWERS_DATABASE_URL` | optional: `postgres://user:password@host:port/database` keeps games in that PostgreSQL database instead of sled in `TOWERS_DATA_DIR`; needs a build with `--features postgres` (without it, setting this is a startup error) |
//! | `DISCORD_GUILD_ID` | optional: register the slash commands in this guild only (instant) instead of globally |
//! | `DISCORD_API_BASE` | optional, unset in production: base URL of another Discord-compatible server, e.g. `http://127.0.0.1:3000` |
//! | `TOWERS_RATE_LIMIT` | per-user limit on commands and button presses, `BURST/PERIOD`: a burst of `BURST`, then one more every `PERIOD` (humantime: `500ms`, `1s`, `2m`, `1h`); default `5/1s`; `off` disables it |
//! | `TOWERS_WEB_ADDR` | optional: serve the Activity (`docs/activity.md`) on this address, e.g. `127.0.0.1:8080`; off when unset |
//! | `DISCORD_CLIENT_ID`, `DISCORD_CLIENT_SECRET` | the application's OAuth2 client id and secret; required when `TOWERS_WEB_ADDR` is set |
//! | `TOWERS_WEB_DIR` | the Activity's built client (default `web/dist`) |
//! | `TOWERS_ENGINE_THREADS` | how many engine searches run at once (default: the cores minus one, at least 1); a full-strength search also uses the idle ones for helper threads |
//! | `TOWERS_ENGINE_TABLE_MB` | each engine's transposition table in MiB, 1 to 65536, rounded down to a power of two of 16-byte entries; default: an eighth of the memory over the engines held at once (running searches and the 4 kept between moves), 16 to 64 MiB ([`towers_engine::table_size`]); it was a fixed 16 MiB |
//! | `TOWERS_EGDB_CACHE_MB` | the endgame databases' block cache (`TOWERS_DATA_DIR/egdb`, built by `towers egdb build`): MiB of inflated blocks the process keeps, 1 to 65536; default 256 ([`towers_engine::egdb::cache`]). The compressed tables are held besides (345 MB with five pieces) |
//! | `TOWERS_DEFER_AFTER` | how long a command or button press may take before the bot defers its answer ("thinking..."), a period such as `2s` or `1500ms`; default `2s`. Discord fails an interaction not answered within 3 s, so keep it below that; the tests raise it so that a slow test machine does not change what they see |
//!
//! [`Config::shards`] is not read here: `towers serve --shards FIRST..=LAST --shard-count N`
//! (or `TOWERS_SHARDS`, `TOWERS_SHARD_COUNT`) sets it; the default is shard 0 of 1.
//!
//! The token is wrapped in [`Token`], whose `Debug` and `Display` print `[redacted]`; the
//! database URL in [`DatabaseUrl`], which prints the URL with its password redacted.

use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::shards::ShardRange;

mod web;
pub use web::{WebConfig, DEFAULT_WEB_DIR};

/// Default for `TOWERS_DATA_DIR`.
pub const DEFAULT_DATA_DIR: &str = "./data";

/// A per-user rate limit (`TOWERS_RATE_LIMIT`): a burst of `burst` commands, after which one
/// more is allowed every `every`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    /// Commands allowed at once (at least 1).
    pub burst: u32,
    /// Time to regain one command (more than zero).
    pub every: Duration,
}

/// Default for `TOWERS_DEFER_AFTER`: Discord wants a first answer within 3 s.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_secs(2);

/// A period in humantime's words (`500ms`, `2s`, `3m`, `1h`, `1h 30m`); `None` when `text` is
/// not one.
pub fn parse_period(text: &str) -> Option<Duration> {
    humantime::parse_duration(text.trim()).ok()
}

/// Default for `TOWERS_RATE_LIMIT`: a burst of 5, then one command per second.
pub const DEFAULT_RATE_LIMIT: RateLimit = RateLimit {
    burst: 5,
    every: Duration::from_secs(1),
};

impl std::str::FromStr for RateLimit {
    type Err = String;

    /// `BURST/PERIOD`, e.g. `5/1s`, `10/500ms`, `3/2m`, `20/1h`.
    fn from_str(s: &str) -> Result<RateLimit, String> {
        let expected = || format!("expected BURST/PERIOD such as 5/1s or off, found '{s}'");
        let (burst, period) = s.trim().split_once('/').ok_or_else(expected)?;
        let burst: u32 = burst.trim().parse().map_err(|_| expected())?;
        let every = parse_period(period).ok_or_else(expected)?;
        if burst == 0 || every.is_zero() {
            return Err(format!(
                "'{s}': the burst and the period must be more than zero"
            ));
        }
        Ok(RateLimit { burst, every })
    }
}

/// A Discord bot token. Printing it (`{:?}` or `{}`) shows `[redacted]`; use
/// [`Token::expose`] only where the token is handed to the Discord client.
#[derive(Clone, PartialEq, Eq)]
pub struct Token(String);

impl Token {
    /// Wraps a token.
    pub fn new(token: impl Into<String>) -> Self {
        Token(token.into())
    }

    /// The secret itself.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token([redacted])")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[redacted]")
    }
}

/// A PostgreSQL URL (`postgres://user:password@host:port/database`). Printing it shows the
/// URL with the password replaced by `[redacted]`; use [`DatabaseUrl::expose`] only where it
/// is handed to the store.
#[derive(Clone, PartialEq, Eq)]
pub struct DatabaseUrl(String);

impl DatabaseUrl {
    /// The URL with its password.
    pub fn expose(&self) -> &str {
        &self.0
    }

    /// The URL with the password (between `user:` and the last `@` before the host)
    /// replaced by `[redacted]` ([`towers_store::url_secret::redact_url`]).
    pub fn redacted(&self) -> String {
        towers_store::url_secret::redact_url(&self.0)
    }
}

impl fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DatabaseUrl({})", self.redacted())
    }
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.redacted())
    }
}

/// The period in variable `name` (`raw`, `None` when unset), or `default`.
///
/// Errors: [`ConfigError::Invalid`] naming the variable when `raw` is not a period or is zero;
/// the reason gives `examples`.
fn positive_period(
    name: &'static str,
    raw: Option<String>,
    default: Duration,
    examples: &str,
) -> Result<Duration, ConfigError> {
    let Some(raw) = raw else {
        return Ok(default);
    };
    match parse_period(&raw) {
        Some(period) if !period.is_zero() => Ok(period),
        _ => Err(ConfigError::Invalid {
            name,
            reason: format!("expected a period such as {examples}, found '{raw}'"),
        }),
    }
}

/// The bot's settings. `Debug` never shows the token or the database password.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// `DISCORD_TOKEN`; `None` when unset or empty (fine for offline tools, an error for serving).
    pub discord_token: Option<Token>,
    /// `TOWERS_DATA_DIR`, default `./data`.
    pub data_dir: PathBuf,
    /// `DISCORD_GUILD_ID`: register commands in this guild instead of globally.
    pub guild_id: Option<u64>,
    /// `DISCORD_API_BASE`: talk to this Discord-compatible server instead of discord.com.
    pub api_base: Option<String>,
    /// The gateway shards this process runs; default shard 0 of 1 (every guild).
    pub shards: ShardRange,
    /// `TOWERS_RATE_LIMIT`: the per-user command limit, `None` when `off`.
    pub rate_limit: Option<RateLimit>,
    /// `TOWERS_DATABASE_URL`: keep games in PostgreSQL instead of sled (feature `postgres`).
    pub database_url: Option<DatabaseUrl>,
    /// `TOWERS_DEFER_AFTER`: how long the service may take before an interaction is deferred.
    pub defer_after: Duration,
    /// `TOWERS_ENGINE_THREADS`: how many engine searches (bot moves, hints) run at once
    /// across all channels; `None`: the service's default (the cores minus one, at least one).
    pub engine_threads: Option<usize>,
    /// `TOWERS_ENGINE_TABLE_MB`: each engine's transposition table in MiB; `None`: sized to
    /// the machine ([`towers_engine::table_size::suggested_megabytes`]).
    pub engine_table_mb: Option<usize>,
    /// `TOWERS_EGDB_CACHE_MB`: the endgame databases' block cache in MiB; `None`: the default
    /// ([`towers_engine::egdb::cache::DEFAULT_MB`]).
    pub egdb_cache_mb: Option<usize>,
    /// `TOWERS_HEARTBEAT_EVERY`: how often `serve` writes its heartbeat file (default 10 s;
    /// see [`crate::health`]).
    pub heartbeat_every: Duration,
    /// `TOWERS_WEB_ADDR` and the Activity's other settings; `None`: no web front end.
    pub web: Option<WebConfig>,
}

/// A size in MiB within `range` from variable `name` (`None` when unset); `what` names it in
/// the error (e.g. "a table size").
fn megabytes(
    raw: Option<String>,
    name: &'static str,
    what: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<Option<usize>, ConfigError> {
    raw.map(|raw| megabytes_within(&raw, what, range))
        .transpose()
        .map_err(|reason| ConfigError::Invalid { name, reason })
}

/// `raw` (surrounding spaces allowed) as a size in MiB within `range`, or why not (naming
/// `what`, the range and `raw`). Shared by the variables here and the commands' options.
pub fn megabytes_within(
    raw: &str,
    what: &str,
    range: std::ops::RangeInclusive<usize>,
) -> Result<usize, String> {
    match raw.trim().parse::<usize>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!(
            "expected {what} in MiB from {} to {}, found '{raw}'",
            range.start(),
            range.end()
        )),
    }
}

/// Why the environment does not make a usable [`Config`].
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    /// A variable is set but its value cannot be used.
    #[error("{name} is invalid: {reason}")]
    Invalid { name: &'static str, reason: String },
    /// A variable the requested operation needs is not set.
    #[error("{0} is not set (see .env.example)")]
    Missing(&'static str),
}

/// The variables `towers serve` reads: name, the `serve` option that may give it instead (the
/// command line wins), and whether its value is a secret (never shown by `--help`).
pub const VARIABLES: [(&str, &str, bool); 15] = [
    ("DISCORD_TOKEN", "discord-token", true),
    ("TOWERS_DATA_DIR", "data-dir", false),
    ("TOWERS_DATABASE_URL", "database-url", true),
    ("DISCORD_GUILD_ID", "guild-id", false),
    ("DISCORD_API_BASE", "api-base", false),
    ("TOWERS_RATE_LIMIT", "rate-limit", false),
    ("TOWERS_DEFER_AFTER", "defer-after", false),
    ("TOWERS_ENGINE_THREADS", "engine-threads", false),
    ("TOWERS_ENGINE_TABLE_MB", "engine-table-mb", false),
    ("TOWERS_EGDB_CACHE_MB", "egdb-cache-mb", false),
    ("TOWERS_HEARTBEAT_EVERY", "heartbeat-every", false),
    ("TOWERS_WEB_ADDR", "web-addr", false),
    ("DISCORD_CLIENT_ID", "client-id", false),
    ("DISCORD_CLIENT_SECRET", "client-secret", true),
    ("TOWERS_WEB_DIR", "web-dir", false),
];

/// The [`VARIABLES`] as clap read them (from the environment, `.env` included, or the
/// command line): the one way the configuration comes in. Values are raw text;
/// [`Config::from_settings`] checks them and names the variable that is wrong.
#[derive(Clone, Default)]
pub struct Settings(std::collections::HashMap<String, String>);

impl Settings {
    /// Settings with `values` (variable name, text) only, as if nothing else were set.
    pub fn of(
        values: impl IntoIterator<Item = (impl Into<String>, impl Into<String>)>,
    ) -> Settings {
        Settings(
            values
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
        )
    }
}

impl clap::FromArgMatches for Settings {
    fn from_arg_matches(matches: &clap::ArgMatches) -> Result<Self, clap::Error> {
        let mut settings = Settings::default();
        settings.update_from_arg_matches(matches)?;
        Ok(settings)
    }

    fn update_from_arg_matches(&mut self, matches: &clap::ArgMatches) -> Result<(), clap::Error> {
        for (name, _, _) in VARIABLES {
            if let Some(value) = matches.get_one::<String>(name) {
                self.0.insert(name.to_string(), value.clone());
            }
        }
        Ok(())
    }
}

impl clap::Args for Settings {
    fn augment_args(mut cmd: clap::Command) -> clap::Command {
        for (name, long, secret) in VARIABLES {
            cmd = cmd.arg(
                clap::Arg::new(name)
                    .long(long)
                    .env(name)
                    .value_name("VALUE")
                    .hide(true)
                    .hide_env_values(secret),
            );
        }
        cmd
    }

    fn augment_args_for_update(cmd: clap::Command) -> clap::Command {
        Self::augment_args(cmd)
    }
}

impl Config {
    /// The configuration of `settings`. Empty values count as unset.
    pub fn from_settings(settings: &Settings) -> Result<Config, ConfigError> {
        let get = |name: &str| {
            settings
                .0
                .get(name)
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let guild_id = match get("DISCORD_GUILD_ID") {
            None => None,
            Some(raw) => Some(
                raw.parse::<std::num::NonZeroU64>()
                    .map_err(|e| ConfigError::Invalid {
                        name: "DISCORD_GUILD_ID",
                        reason: format!("expected a non-zero numeric guild id ({e})"),
                    })?
                    .get(),
            ),
        };
        let api_base = match get("DISCORD_API_BASE") {
            None => None,
            Some(raw) if raw.starts_with("http://") || raw.starts_with("https://") => {
                Some(raw.trim_end_matches('/').to_string())
            }
            Some(_) => {
                return Err(ConfigError::Invalid {
                    name: "DISCORD_API_BASE",
                    reason: "expected an http:// or https:// URL".to_string(),
                })
            }
        };
        let rate_limit = match get("TOWERS_RATE_LIMIT") {
            None => Some(DEFAULT_RATE_LIMIT),
            Some(raw) if raw.eq_ignore_ascii_case("off") => None,
            Some(raw) => Some(raw.parse().map_err(|reason| ConfigError::Invalid {
                name: "TOWERS_RATE_LIMIT",
                reason,
            })?),
        };
        let database_url = match get("TOWERS_DATABASE_URL") {
            None => None,
            Some(_) if !cfg!(feature = "postgres") => {
                return Err(ConfigError::Invalid {
                    name: "TOWERS_DATABASE_URL",
                    reason: "this towers was built without PostgreSQL support: build it with \
                             `cargo build --release --features postgres`, or unset \
                             TOWERS_DATABASE_URL to keep games in TOWERS_DATA_DIR (sled)"
                        .to_string(),
                });
            }
            Some(raw) if raw.starts_with("postgres://") || raw.starts_with("postgresql://") => {
                Some(DatabaseUrl(raw))
            }
            Some(_) => {
                return Err(ConfigError::Invalid {
                    name: "TOWERS_DATABASE_URL",
                    reason: "expected a postgres://user:password@host:port/database URL"
                        .to_string(),
                })
            }
        };
        let defer_after = positive_period(
            "TOWERS_DEFER_AFTER",
            get("TOWERS_DEFER_AFTER"),
            DEFAULT_DEFER_AFTER,
            "2s or 1500ms",
        )?;
        let heartbeat_every = positive_period(
            "TOWERS_HEARTBEAT_EVERY",
            get("TOWERS_HEARTBEAT_EVERY"),
            crate::health::DEFAULT_HEARTBEAT_EVERY,
            "10s or 500ms",
        )?;
        let engine_threads = match get("TOWERS_ENGINE_THREADS") {
            None => None,
            Some(raw) => match raw.parse::<usize>() {
                Ok(n) if (1..=256).contains(&n) => Some(n),
                _ => {
                    return Err(ConfigError::Invalid {
                        name: "TOWERS_ENGINE_THREADS",
                        reason: format!(
                            "expected a number of searches from 1 to 256, found '{raw}'"
                        ),
                    })
                }
            },
        };
        let engine_table_mb = megabytes(
            get("TOWERS_ENGINE_TABLE_MB"),
            "TOWERS_ENGINE_TABLE_MB",
            "a table size",
            towers_engine::table_size::MB_RANGE,
        )?;
        let egdb_cache_mb = megabytes(
            get("TOWERS_EGDB_CACHE_MB"),
            "TOWERS_EGDB_CACHE_MB",
            "a cache size",
            towers_engine::egdb::cache::MB_RANGE,
        )?;
        let web = WebConfig::read(get)?;
        Ok(Config {
            web,
            engine_threads,
            engine_table_mb,
            egdb_cache_mb,
            heartbeat_every,
            defer_after,
            database_url,
            discord_token: get("DISCORD_TOKEN").map(Token),
            data_dir: get("TOWERS_DATA_DIR")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from(DEFAULT_DATA_DIR)),
            guild_id,
            api_base,
            shards: ShardRange::default(),
            rate_limit,
        })
    }

    /// Makes sure [`Config::data_dir`] is a directory, creating it (not its parents) when it
    /// does not exist: a mistyped parent path must not silently start an empty store.
    ///
    /// Errors: [`ConfigError::Invalid`] for `TOWERS_DATA_DIR`, naming the path and the cause,
    /// when something other than a directory is in its place, its parent directory does not
    /// exist, or it cannot be created (permissions, read-only or full file system).
    pub fn prepare_data_dir(&self) -> Result<(), ConfigError> {
        prepare_data_dir(&self.data_dir, "TOWERS_DATA_DIR")
    }

    /// The token, or [`ConfigError::Missing`] when serving without one.
    pub fn token(&self) -> Result<&Token, ConfigError> {
        self.discord_token
            .as_ref()
            .ok_or(ConfigError::Missing("DISCORD_TOKEN"))
    }
}

/// Makes sure `dir` is a directory, creating it (not its parents) when it does not exist: a
/// mistyped parent path must not silently start an empty store. `name` is the setting the path
/// came from (`TOWERS_DATA_DIR` for `serve`, `--data` for `play`), named in the error.
///
/// Errors: [`ConfigError::Invalid`] for `name`, naming the path and the cause, when something
/// other than a directory is in its place, its parent directory does not exist, or it cannot
/// be created (permissions, read-only or full file system).
pub fn prepare_data_dir(dir: &Path, name: &'static str) -> Result<(), ConfigError> {
    let invalid = |reason: String| ConfigError::Invalid {
        name,
        reason: format!("{}: {reason}", dir.display()),
    };
    match std::fs::metadata(dir) {
        Ok(meta) if meta.is_dir() => return Ok(()),
        Ok(_) => return Err(invalid("exists but is not a directory".into())),
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            return Err(invalid(format!("cannot be read ({e})")))
        }
        Err(_) => {}
    }
    let parent = dir
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    if !parent.is_dir() {
        return Err(invalid(format!(
            "its parent directory {} does not exist (create it, or fix the path)",
            parent.display()
        )));
    }
    std::fs::create_dir(dir).map_err(|e| invalid(format!("cannot be created ({e})")))?;
    tracing::info!(data_dir = %dir.display(), "created the data directory");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Args, FromArgMatches};

    /// The configuration of `vars` (name, value) given to clap as `serve` gets them, as
    /// options (clap's own test of reading them from the environment is clap's).
    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let args = vars.iter().map(|(name, value)| {
            let (_, long, _) = VARIABLES.iter().find(|(n, _, _)| n == name).unwrap();
            format!("--{long}={value}")
        });
        let cmd = Settings::augment_args(clap::Command::new("serve"));
        let matches = cmd
            .try_get_matches_from(std::iter::once("serve".to_string()).chain(args))
            .unwrap();
        Config::from_settings(&Settings::from_arg_matches(&matches).unwrap())
    }

    #[test]
    fn debug_never_shows_the_token() {
        let c = config(&[("DISCORD_TOKEN", "sekrit.token-value")]).unwrap();
        let shown = format!(
            "{c:?} {c:#?} {:?} {}",
            c.token().unwrap(),
            c.token().unwrap()
        );
        assert!(!shown.contains("sekrit"), "{shown}");
        assert!(shown.contains("redacted"));
        assert_eq!(c.token().unwrap().expose(), "sekrit.token-value");
    }

    #[test]
    fn defaults_when_unset_or_empty() {
        let c = config(&[("DISCORD_TOKEN", ""), ("DISCORD_GUILD_ID", " ")]).unwrap();
        assert_eq!(c.discord_token, None);
        assert_eq!(c.token(), Err(ConfigError::Missing("DISCORD_TOKEN")));
        assert_eq!(c.data_dir, PathBuf::from("./data"));
        assert_eq!(c.guild_id, None);
        assert_eq!(c.api_base, None);
        assert_eq!(c.rate_limit, Some(DEFAULT_RATE_LIMIT));
        assert_eq!(c.defer_after, Duration::from_secs(2));
    }

    #[test]
    fn reads_the_defer_threshold() {
        let after = |v: &str| config(&[("TOWERS_DEFER_AFTER", v)]).map(|c| c.defer_after);
        assert_eq!(after("1500ms"), Ok(Duration::from_millis(1500)));
        assert_eq!(after(" 1m "), Ok(Duration::from_secs(60)));
        assert_eq!(after("1s 500ms"), Ok(Duration::from_millis(1500)));
        for bad in ["0s", "2", "s", "2 lunes", "-1s"] {
            assert!(
                matches!(
                    after(bad),
                    Err(ConfigError::Invalid {
                        name: "TOWERS_DEFER_AFTER",
                        ..
                    })
                ),
                "{bad} was accepted"
            );
        }
    }

    #[test]
    fn the_web_front_end_is_off_unless_its_address_is_set_and_then_needs_its_client() {
        assert_eq!(config(&[("DISCORD_CLIENT_ID", "123")]).unwrap().web, None);
        let on = [
            ("TOWERS_WEB_ADDR", "127.0.0.1:8080"),
            ("DISCORD_CLIENT_ID", "123"),
            ("DISCORD_CLIENT_SECRET", "sekrit-client"),
        ];
        let c = config(&on).unwrap();
        let web = c.web.clone().expect("on");
        assert_eq!(web.addr, "127.0.0.1:8080".parse().unwrap());
        assert_eq!(web.client_id, 123);
        assert_eq!(web.client_secret.expose(), "sekrit-client");
        assert_eq!(web.dir, PathBuf::from("web/dist"));
        assert!(!format!("{c:?}").contains("sekrit"), "{c:?}");
        assert_eq!(
            config(&on[..2]),
            Err(ConfigError::Missing("DISCORD_CLIENT_SECRET"))
        );
        assert_eq!(
            config(&[on[0], on[2]]),
            Err(ConfigError::Missing("DISCORD_CLIENT_ID"))
        );
        for (name, bad) in [
            ("TOWERS_WEB_ADDR", "localhost"),
            ("TOWERS_WEB_ADDR", "8080"),
            ("DISCORD_CLIENT_ID", "abc"),
            ("DISCORD_CLIENT_ID", "0"),
        ] {
            let mut vars = on.to_vec();
            vars.retain(|(n, _)| *n != name);
            vars.push((name, bad));
            assert!(
                matches!(config(&vars), Err(ConfigError::Invalid { name: n, .. }) if n == name),
                "{name}={bad} was accepted"
            );
        }
    }

    #[test]
    fn reads_the_rate_limit() {
        let limit = |v: &str| config(&[("TOWERS_RATE_LIMIT", v)]).map(|c| c.rate_limit);
        assert_eq!(limit("off"), Ok(None));
        assert_eq!(limit("OFF"), Ok(None));
        assert_eq!(
            limit(" 10/500ms "),
            Ok(Some(RateLimit {
                burst: 10,
                every: Duration::from_millis(500)
            }))
        );
        assert_eq!(
            limit("3/2m"),
            Ok(Some(RateLimit {
                burst: 3,
                every: Duration::from_secs(120)
            }))
        );
        assert_eq!(limit("5/1s"), Ok(Some(DEFAULT_RATE_LIMIT)));
        for bad in [
            "5", "5/", "/1s", "0/1s", "5/0s", "5/1", "5/1x", "-1/1s", "5/s", "x/1s",
        ] {
            assert!(
                matches!(
                    limit(bad),
                    Err(ConfigError::Invalid {
                        name: "TOWERS_RATE_LIMIT",
                        ..
                    })
                ),
                "{bad} was accepted"
            );
        }
    }

    #[test]
    fn no_database_url_by_default() {
        let c = config(&[]).unwrap();
        assert_eq!(c.database_url, None);
    }

    #[test]
    fn database_url_is_read_only_by_a_postgres_build_and_never_printed() {
        let url = "postgres://towers:pa55@127.0.0.1:5433/towers";
        let c = config(&[("TOWERS_DATABASE_URL", url)]);
        if cfg!(feature = "postgres") {
            let c = c.unwrap();
            let shown = format!("{c:?} {}", c.database_url.as_ref().unwrap());
            assert!(!shown.contains("pa55"), "{shown}");
            assert!(shown.contains("postgres://towers:[redacted]@127.0.0.1:5433/towers"));
            assert_eq!(c.database_url.unwrap().expose(), url);
            assert!(matches!(
                config(&[("TOWERS_DATABASE_URL", "mysql://x")]),
                Err(ConfigError::Invalid {
                    name: "TOWERS_DATABASE_URL",
                    ..
                })
            ));
        } else {
            let err = c.unwrap_err();
            let shown = err.to_string();
            assert!(shown.contains("--features postgres"), "{shown}");
            assert!(!shown.contains("pa55"), "{shown}");
        }
    }

    #[test]
    fn reads_every_variable() {
        let c = config(&[
            ("DISCORD_TOKEN", "t"),
            ("TOWERS_DATA_DIR", "/var/lib/towers"),
            ("DISCORD_GUILD_ID", "1000000000000000004"),
            ("DISCORD_API_BASE", "http://127.0.0.1:3000/"),
        ])
        .unwrap();
        assert_eq!(c.data_dir, PathBuf::from("/var/lib/towers"));
        assert_eq!(c.guild_id, Some(1000000000000000004));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:3000"));
    }

    #[test]
    fn reads_the_engine_threads_and_the_heartbeat() {
        let c = config(&[
            ("TOWERS_ENGINE_THREADS", "3"),
            ("TOWERS_HEARTBEAT_EVERY", "500ms"),
        ])
        .unwrap();
        assert_eq!(c.engine_threads, Some(3));
        assert_eq!(c.heartbeat_every, Duration::from_millis(500));
        let c = config(&[]).unwrap();
        assert_eq!(c.engine_threads, None);
        assert_eq!(c.heartbeat_every, crate::health::DEFAULT_HEARTBEAT_EVERY);
        for (name, bad) in [
            ("TOWERS_ENGINE_THREADS", "0"),
            ("TOWERS_ENGINE_THREADS", "many"),
            ("TOWERS_HEARTBEAT_EVERY", "0s"),
            ("TOWERS_HEARTBEAT_EVERY", "soon"),
        ] {
            assert!(
                matches!(config(&[(name, bad)]), Err(ConfigError::Invalid { name: n, .. }) if n == name),
                "{name}={bad}"
            );
        }
    }

    #[test]
    fn reads_the_engine_table_and_egdb_cache_sizes_and_refuses_bad_ones() {
        let c = config(&[
            ("TOWERS_ENGINE_TABLE_MB", " 256 "),
            ("TOWERS_EGDB_CACHE_MB", "1024"),
        ])
        .unwrap();
        assert_eq!(c.engine_table_mb, Some(256));
        assert_eq!(c.egdb_cache_mb, Some(1024));
        let unset = config(&[]).unwrap();
        assert_eq!((unset.engine_table_mb, unset.egdb_cache_mb), (None, None));
        for name in ["TOWERS_ENGINE_TABLE_MB", "TOWERS_EGDB_CACHE_MB"] {
            for bad in ["0", "65537", "-4", "64MB", "lots", "1.5"] {
                let err = config(&[(name, bad)]).unwrap_err();
                assert!(
                    matches!(err, ConfigError::Invalid { name: n, .. } if n == name),
                    "{name}={bad}: {err:?}"
                );
                let text = err.to_string();
                assert!(text.contains("1 to 65536") && text.contains(bad), "{text}");
            }
        }
    }

    #[test]
    fn the_data_directory_is_created_but_not_its_parent() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("data");
        let c = config(&[("TOWERS_DATA_DIR", dir.to_str().unwrap())]).unwrap();
        c.prepare_data_dir().unwrap();
        assert!(dir.is_dir());
        c.prepare_data_dir().expect("an existing directory is fine");

        let deep = tmp.path().join("typo").join("data");
        let c = config(&[("TOWERS_DATA_DIR", deep.to_str().unwrap())]).unwrap();
        let err = c.prepare_data_dir().unwrap_err().to_string();
        assert!(
            err.contains("TOWERS_DATA_DIR") && err.contains("typo"),
            "{err}"
        );
        assert!(err.contains("parent directory"), "{err}");
        assert!(!deep.exists() && !deep.parent().unwrap().exists());

        let file = tmp.path().join("file");
        std::fs::write(&file, "x").unwrap();
        let c = config(&[("TOWERS_DATA_DIR", file.to_str().unwrap())]).unwrap();
        let err = c.prepare_data_dir().unwrap_err().to_string();
        assert!(err.contains(file.to_str().unwrap()), "{err}");
        assert!(err.contains("not a directory"), "{err}");
    }

    #[test]
    fn rejects_bad_values() {
        assert!(matches!(
            config(&[("DISCORD_GUILD_ID", "general")]),
            Err(ConfigError::Invalid {
                name: "DISCORD_GUILD_ID",
                ..
            })
        ));
        assert!(matches!(
            config(&[("DISCORD_GUILD_ID", "0")]),
            Err(ConfigError::Invalid {
                name: "DISCORD_GUILD_ID",
                ..
            })
        ));
        assert!(matches!(
            config(&[("DISCORD_API_BASE", "127.0.0.1:3000")]),
            Err(ConfigError::Invalid {
                name: "DISCORD_API_BASE",
                ..
            })
        ));
    }
}
