//! Configuration from the environment (`.env` is loaded by the caller through dotenvy).
//!
//! | variable | meaning |
//! | --- | --- |
//! | `DISCORD_TOKEN` | bot token; required to serve Discord |
//! | `TOWERS_DATA_DIR` | where the game database lives (default `./data`) |
//! | `TOWERS_DATABASE_URL` | optional: `postgres://user:password@host:port/database` keeps games in that PostgreSQL database instead of sled in `TOWERS_DATA_DIR`; needs a build with `--features postgres` (without it, setting this is a startup error) |
//! | `DISCORD_GUILD_ID` | optional: register the slash commands in this guild only (instant) instead of globally |
//! | `DISCORD_API_BASE` | optional, unset in production: base URL of another Discord-compatible server, e.g. `http://127.0.0.1:3000` |
//!
//! The token is wrapped in [`Token`], whose `Debug` and `Display` print `[redacted]`; the
//! database URL in [`DatabaseUrl`], which prints the URL with its password redacted.

use std::fmt;
use std::path::PathBuf;

/// Default for `TOWERS_DATA_DIR`.
pub const DEFAULT_DATA_DIR: &str = "./data";

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
    /// replaced by `[redacted]`.
    pub fn redacted(&self) -> String {
        let Some((scheme, rest)) = self.0.split_once("://") else {
            return "[redacted]".into();
        };
        let Some(at) = rest.rfind('@') else {
            return self.0.clone();
        };
        match rest[..at].split_once(':') {
            Some((user, _)) => format!("{scheme}://{user}:[redacted]{}", &rest[at..]),
            None => self.0.clone(),
        }
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
    /// `TOWERS_DATABASE_URL`: keep games in PostgreSQL instead of sled (feature `postgres`).
    pub database_url: Option<DatabaseUrl>,
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

impl Config {
    /// Reads the process environment.
    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// Reads the variables through `lookup` (the environment, or a map in tests). Empty
    /// values count as unset.
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let get = |name: &str| {
            lookup(name)
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
        Ok(Config {
            database_url,
            discord_token: get("DISCORD_TOKEN").map(Token),
            data_dir: get("TOWERS_DATA_DIR")
                .map(PathBuf::from)
                .unwrap_or_else(|| PathBuf::from(DEFAULT_DATA_DIR)),
            guild_id,
            api_base,
        })
    }

    /// The token, or [`ConfigError::Missing`] when serving without one.
    pub fn token(&self) -> Result<&Token, ConfigError> {
        self.discord_token
            .as_ref()
            .ok_or(ConfigError::Missing("DISCORD_TOKEN"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn config(vars: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_lookup(|name| map.get(name).cloned())
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
