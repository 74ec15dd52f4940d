//! The Discord front end's settings: the bot token, where commands are registered, the server
//! it talks to, the per-user rate limit and when an answer is deferred.

use std::fmt;
use std::time::Duration;

use super::setting::{nonzero_id, positive_period, setting};
use crate::shards::ShardRange;

/// Default for `TOWERS_DEFER_AFTER` (the `default_value` of [`DiscordConfig::defer_after`]):
/// Discord wants a first answer within 3 s.
pub const DEFAULT_DEFER_AFTER: Duration = Duration::from_secs(2);

/// Default for `TOWERS_RATE_LIMIT` (the `default_value` of [`DiscordConfig::rate_limit`]): a
/// burst of 5, then one command per second.
pub const DEFAULT_RATE_LIMIT: RateLimit = RateLimit {
    burst: 5,
    every: Duration::from_secs(1),
};

/// The Discord front end's settings.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(next_help_heading = "Discord")]
pub struct DiscordConfig {
    /// The bot token (Discord developer portal, Bot > Reset Token); required to serve.
    #[arg(
        long = "discord-token",
        env = "DISCORD_TOKEN",
        value_name = "TOKEN",
        hide_env_values = true,
        value_parser = setting(|text| Ok(Token::new(text)))
    )]
    pub token: Option<Token>,
    /// Register the slash commands in this guild only (instant) instead of globally.
    #[arg(
        long = "guild-id",
        env = "DISCORD_GUILD_ID",
        value_name = "ID",
        value_parser = setting(|text| nonzero_id(text, "a non-zero numeric guild id"))
    )]
    pub guild_id: Option<u64>,
    /// Base URL of another Discord-compatible server (a REST proxy, the tests' stand-in), e.g.
    /// http://127.0.0.1:3000; unset in production.
    #[arg(
        long = "api-base",
        env = "DISCORD_API_BASE",
        value_name = "URL",
        value_parser = setting(api_base)
    )]
    pub api_base: Option<String>,
    /// Per-user commands and button presses: BURST/PERIOD, a burst of BURST and then one more
    /// every PERIOD (500ms, 1s, 2m, 1h); `off` disables the limit.
    #[arg(
        long = "rate-limit",
        env = "TOWERS_RATE_LIMIT",
        value_name = "BURST/PERIOD",
        default_value = "5/1s",
        value_parser = setting(rate_limit)
    )]
    pub rate_limit: std::option::Option<RateLimit>,
    /// How long a command or button press may take before the bot answers "thinking..."
    /// first (a period: 1500ms, 2s); Discord fails an interaction not answered within 3 s.
    #[arg(
        long = "defer-after",
        env = "TOWERS_DEFER_AFTER",
        value_name = "PERIOD",
        default_value = "2s",
        value_parser = setting(|text| positive_period(text, "2s or 1500ms"))
    )]
    pub defer_after: Duration,
    /// The gateway shards this process runs; default shard 0 of 1 (every guild). Set by
    /// `towers serve --shards/--shard-count` (`TOWERS_SHARDS`, `TOWERS_SHARD_COUNT`).
    #[arg(skip)]
    pub shards: ShardRange,
}

/// `DISCORD_API_BASE`: an http:// or https:// URL, without its trailing slashes.
fn api_base(text: &str) -> Result<String, String> {
    if text.starts_with("http://") || text.starts_with("https://") {
        Ok(text.trim_end_matches('/').to_string())
    } else {
        Err("expected an http:// or https:// URL".to_string())
    }
}

/// `TOWERS_RATE_LIMIT`: `off` (any case) or a [`RateLimit`].
fn rate_limit(text: &str) -> Result<Option<RateLimit>, String> {
    if text.eq_ignore_ascii_case("off") {
        Ok(None)
    } else {
        text.parse().map(Some)
    }
}

/// A per-user rate limit (`TOWERS_RATE_LIMIT`): a burst of `burst` commands, after which one
/// more is allowed every `every`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RateLimit {
    /// Commands allowed at once (at least 1).
    pub burst: u32,
    /// Time to regain one command (more than zero).
    pub every: Duration,
}

impl std::str::FromStr for RateLimit {
    type Err = String;

    /// `BURST/PERIOD`, e.g. `5/1s`, `10/500ms`, `3/2m`, `20/1h`.
    fn from_str(s: &str) -> Result<RateLimit, String> {
        let expected = || format!("expected BURST/PERIOD such as 5/1s or off, found '{s}'");
        let (burst, period) = s.trim().split_once('/').ok_or_else(expected)?;
        let burst: u32 = burst.trim().parse().map_err(|_| expected())?;
        let every = super::parse_period(period).ok_or_else(expected)?;
        if burst == 0 || every.is_zero() {
            return Err(format!(
                "'{s}': the burst and the period must be more than zero"
            ));
        }
        Ok(RateLimit { burst, every })
    }
}

/// A secret: a Discord bot token, the application's client secret. Printing it (`{:?}` or
/// `{}`) shows `[redacted]`; use [`Token::expose`] only where it is handed to Discord.
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
