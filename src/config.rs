//! The bot's configuration, [`Config`]: one typed field per setting, each with its variable,
//! its `towers serve` option (which wins over the variable), its default, its check and its
//! help text (`towers serve --help`) in one place, grouped by concern:
//!
//! - [`DiscordConfig`] reads `DISCORD_TOKEN`, `DISCORD_GUILD_ID`, `DISCORD_API_BASE`,
//!   `TOWERS_RATE_LIMIT`, `TOWERS_DEFER_AFTER`;
//! - [`StoreConfig`] reads `TOWERS_DATA_DIR`, `TOWERS_DATABASE_URL`;
//! - [`EngineConfig`] reads `TOWERS_ENGINE_THREADS`, `TOWERS_ENGINE_TABLE_MB`,
//!   `TOWERS_EGDB_CACHE_MB`, `TOWERS_EGDB_BUILD`;
//! - [`ActivityConfig`] reads `TOWERS_WEB_ADDR`, `DISCORD_CLIENT_ID`, `DISCORD_CLIENT_SECRET`,
//!   `TOWERS_WEB_DIR`, and the limits of its port ([`WebLimits`]: `TOWERS_WEB_*`);
//! - [`Config::heartbeat_every`] reads `TOWERS_HEARTBEAT_EVERY`.
//!
//! clap reads them (`.env` is loaded into the environment first by the caller, through
//! dotenvy); a variable that is empty or only spaces counts as unset ([`is_blank`]); values are
//! trimmed; periods are read by humantime. A value that cannot be used stops the start with
//! [`ConfigError::Invalid`], which names the variable ([`ConfigError::from_clap`] gets it out of
//! clap's error).
//!
//! [`DiscordConfig::shards`] is not read here: `towers serve --shards FIRST..=LAST
//! --shard-count N` (or `TOWERS_SHARDS`, `TOWERS_SHARD_COUNT`) sets it; the default is shard 0
//! of 1.
//!
//! Secrets are held in [`Token`] (the bot token, the client secret), whose `Debug` and
//! `Display` print `[redacted]`, and [`DatabaseUrl`], which prints the URL with its password
//! redacted; `--help` never shows their values.

use std::ffi::OsStr;
use std::time::Duration;

use clap::{Args, FromArgMatches};

mod discord;
mod engine;
mod setting;
mod store;
mod web;

pub use discord::{DiscordConfig, RateLimit, Token, DEFAULT_DEFER_AFTER, DEFAULT_RATE_LIMIT};
pub use engine::EngineConfig;
pub use setting::{is_blank, megabytes_within, parse_period};
pub use store::{prepare_data_dir, DatabaseUrl, StoreConfig, DEFAULT_DATA_DIR};
pub use web::{
    ActivityConfig, IpList, OriginList, WebConfig, WebLimits, DEFAULT_WEB_DIR, MAX_RECHECK_EVERY,
};

use setting::{positive_period, setting};

/// The bot's settings (`towers serve`'s options and variables). `Debug` never shows a secret.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
pub struct Config {
    /// The Discord front end's.
    #[command(flatten)]
    pub discord: DiscordConfig,
    /// Where games are kept.
    #[command(flatten)]
    pub store: StoreConfig,
    /// The engine's.
    #[command(flatten)]
    pub engine: EngineConfig,
    /// The Activity's (the web front end).
    #[command(flatten)]
    pub activity: ActivityConfig,
    /// How often `serve` writes its heartbeat file (DATA_DIR/health.json), which `towers
    /// health` reads; systemd's watchdog is pinged as often.
    // The default is crate::health::DEFAULT_HEARTBEAT_EVERY.
    #[arg(
        long = "heartbeat-every",
        env = "TOWERS_HEARTBEAT_EVERY",
        value_name = "PERIOD",
        default_value = "10s",
        value_parser = setting(|text| positive_period(text, "10s or 500ms")),
        help_heading = "Health"
    )]
    pub heartbeat_every: Duration,
}

/// Why the settings do not make a usable [`Config`].
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ConfigError {
    /// A variable (`name`; or an option, when it has none) is set but its value cannot be used.
    #[error("{name} is invalid: {reason}")]
    Invalid { name: String, reason: String },
    /// A variable the requested operation needs is not set.
    #[error("{0} is not set (see .env.example)")]
    Missing(&'static str),
}

impl Config {
    /// The configuration of `vars` (variable name, value) alone, as if nothing else were set,
    /// read through clap as `towers serve` reads the environment (blank values count as unset),
    /// with the Activity's settings checked ([`Config::web`]).
    ///
    /// Errors: the refusal of the first setting that cannot be used; a name that is no
    /// setting's variable is [`ConfigError::Invalid`] too.
    pub fn from_vars<K: AsRef<str>, V: AsRef<str>>(
        vars: impl IntoIterator<Item = (K, V)>,
    ) -> Result<Config, ConfigError> {
        let cmd = Config::augment_args(clap::Command::new("towers").no_binary_name(true));
        let mut args = Vec::new();
        for (name, value) in vars {
            let (name, value) = (name.as_ref(), value.as_ref());
            let long = cmd
                .get_arguments()
                .find(|arg| arg.get_env() == Some(OsStr::new(name)))
                .and_then(clap::Arg::get_long)
                .ok_or_else(|| ConfigError::Invalid {
                    name: name.to_string(),
                    reason: "not a setting of towers serve".to_string(),
                })?;
            if !is_blank(OsStr::new(value)) {
                args.push(format!("--{long}={value}"));
            }
        }
        // Parsed without their variables (below), the settings' refusals name their options;
        // name the variables instead.
        let variable_of = |option: String| {
            cmd.get_arguments()
                .find(|arg| arg.get_long().map(|long| format!("--{long}")) == Some(option.clone()))
                .and_then(clap::Arg::get_env)
                .map_or(option, |env| env.to_string_lossy().into_owned())
        };
        let refusal = |e: clap::Error| match ConfigError::from_clap(&e) {
            Some(ConfigError::Invalid { name, reason }) => ConfigError::Invalid {
                name: variable_of(name),
                reason,
            },
            Some(other) => other,
            None => ConfigError::Invalid {
                name: "the settings".to_string(),
                reason: e.to_string(),
            },
        };
        // Only `vars`: not the variables of the process running this.
        let matches = (cmd.clone().mut_args(|arg| arg.env(None::<&'static str>)))
            .try_get_matches_from(args)
            .map_err(refusal)?;
        let config = Config::from_arg_matches(&matches).map_err(refusal)?;
        config.web()?;
        Ok(config)
    }

    /// The token, or [`ConfigError::Missing`] when serving without one.
    pub fn token(&self) -> Result<&Token, ConfigError> {
        self.discord
            .token
            .as_ref()
            .ok_or(ConfigError::Missing("DISCORD_TOKEN"))
    }

    /// The web front end's settings, `None` when `TOWERS_WEB_ADDR` is unset
    /// ([`ActivityConfig::web`]).
    ///
    /// Errors: [`ConfigError::Missing`] for the client id or secret when the address is set
    /// without them.
    pub fn web(&self) -> Result<Option<WebConfig>, ConfigError> {
        self.activity.web()
    }
}

#[cfg(test)]
mod tests;
