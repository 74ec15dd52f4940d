//! The Activity's settings (`docs/activity.md`): `TOWERS_WEB_ADDR` turns the web front end
//! on; it then needs the application's OAuth2 client id and secret, and serves the built
//! client from `TOWERS_WEB_DIR`. [`WebLimits`] bounds what strangers on the open port may
//! cost (`docs/running.md`, "The Activity's limits").

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::time::Duration;

use super::discord::RateLimit;
use super::setting::{nonzero_id, positive_period, setting};
use super::{ConfigError, Token};

/// Default for `TOWERS_WEB_DIR` (the `default_value` of [`ActivityConfig::dir`]): where `npm
/// run build` in `web/` puts the client.
pub const DEFAULT_WEB_DIR: &str = "web/dist";

/// The Activity's settings as given; [`ActivityConfig::web`] checks that they go together.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(next_help_heading = "Activity")]
pub struct ActivityConfig {
    /// Serve the Activity (the board inside Discord) on this address, e.g. 127.0.0.1:8080;
    /// off when unset.
    #[arg(
        long = "web-addr",
        env = "TOWERS_WEB_ADDR",
        value_name = "HOST:PORT",
        value_parser = setting(|text| {
            text.parse::<SocketAddr>().map_err(|e| {
                format!("expected an address such as 127.0.0.1:8080, found '{text}' ({e})")
            })
        })
    )]
    pub addr: Option<SocketAddr>,
    /// The application's OAuth2 client id; required with the address.
    #[arg(
        long = "client-id",
        env = "DISCORD_CLIENT_ID",
        value_name = "ID",
        value_parser = setting(|text| nonzero_id(text, "the application's numeric id"))
    )]
    pub client_id: Option<u64>,
    /// The application's OAuth2 client secret; required with the address.
    #[arg(
        long = "client-secret",
        env = "DISCORD_CLIENT_SECRET",
        value_name = "SECRET",
        hide_env_values = true,
        value_parser = setting(|text| Ok(Token::new(text)))
    )]
    pub client_secret: Option<Token>,
    /// The Activity's built client (npm ci && npm run build in web/).
    #[arg(
        long = "web-dir",
        env = "TOWERS_WEB_DIR",
        value_name = "DIR",
        default_value = DEFAULT_WEB_DIR,
        value_parser = setting(|text| Ok(PathBuf::from(text)))
    )]
    pub dir: PathBuf,
    /// What strangers may cost.
    #[command(flatten)]
    pub limits: WebLimits,
}

/// The longest [`WebLimits::recheck_every`]: a revoked token or a user gone from the
/// instance keeps its socket at most this long.
pub const MAX_RECHECK_EVERY: Duration = Duration::from_secs(15 * 60);

/// The bounds on what the Activity's port costs us and Discord (`docs/running.md`). The
/// defaults ([`WebLimits::default`]) are the clap defaults.
#[derive(Clone, Debug, PartialEq, Eq, clap::Args)]
#[command(next_help_heading = "Activity limits")]
pub struct WebLimits {
    /// Reverse proxies whose X-Forwarded-For / Forwarded header names the client (IP
    /// addresses, comma-separated; `none` for none). Default: this host's loopback, where
    /// Caddy or nginx usually runs.
    #[arg(
        long = "web-trusted-proxies",
        env = "TOWERS_WEB_TRUSTED_PROXIES",
        value_name = "IPS",
        default_value = "127.0.0.1,::1",
        value_parser = setting(ip_list)
    )]
    pub trusted_proxies: IpList,
    /// WebSocket origins allowed besides the Activity's own https://<client id>.discordsays.com
    /// (comma-separated, e.g. http://localhost:8080 for development).
    #[arg(
        long = "web-origins",
        env = "TOWERS_WEB_ORIGINS",
        value_name = "ORIGINS",
        default_value = "",
        value_parser = setting(origin_list)
    )]
    pub origins: OriginList,
    /// Open connections at most (lowered to what the open-file limit leaves for the rest).
    #[arg(
        long = "web-max-connections",
        env = "TOWERS_WEB_MAX_CONNECTIONS",
        value_name = "N",
        default_value = "4096",
        value_parser = setting(|t| count(t, 1..=1_000_000))
    )]
    pub max_connections: usize,
    /// Open connections from one address at most (a trusted proxy is not counted).
    #[arg(
        long = "web-max-connections-per-ip",
        env = "TOWERS_WEB_MAX_CONNECTIONS_PER_IP",
        value_name = "N",
        default_value = "64",
        value_parser = setting(|t| count(t, 1..=1_000_000))
    )]
    pub max_connections_per_ip: usize,
    /// Open WebSockets at most.
    #[arg(
        long = "web-max-sockets",
        env = "TOWERS_WEB_MAX_SOCKETS",
        value_name = "N",
        default_value = "3072",
        value_parser = setting(|t| count(t, 1..=1_000_000))
    )]
    pub max_sockets: usize,
    /// Open WebSockets of one client address at most.
    #[arg(
        long = "web-max-sockets-per-ip",
        env = "TOWERS_WEB_MAX_SOCKETS_PER_IP",
        value_name = "N",
        default_value = "16",
        value_parser = setting(|t| count(t, 1..=1_000_000))
    )]
    pub max_sockets_per_ip: usize,
    /// WebSocket upgrades per client address: BURST/PERIOD, a burst and then one more every
    /// PERIOD.
    #[arg(
        long = "web-socket-rate",
        env = "TOWERS_WEB_SOCKET_RATE",
        value_name = "BURST/PERIOD",
        default_value = "10/6s",
        value_parser = setting(|t| t.parse::<RateLimit>())
    )]
    pub socket_rate: RateLimit,
    /// Code exchanges (POST /api/token) per client address: BURST/PERIOD.
    #[arg(
        long = "web-token-rate",
        env = "TOWERS_WEB_TOKEN_RATE",
        value_name = "BURST/PERIOD",
        default_value = "5/12s",
        value_parser = setting(|t| t.parse::<RateLimit>())
    )]
    pub token_rate: RateLimit,
    /// Calls to Discord for the Activity's visitors, all together (code exchanges, users,
    /// instances): BURST/PERIOD.
    #[arg(
        long = "web-discord-rate",
        env = "TOWERS_WEB_DISCORD_RATE",
        value_name = "BURST/PERIOD",
        default_value = "20/250ms",
        value_parser = setting(|t| t.parse::<RateLimit>())
    )]
    pub discord_rate: RateLimit,
    /// How long a request's headers may take, and how long a kept-alive connection may sit
    /// idle between requests.
    #[arg(
        long = "web-header-timeout",
        env = "TOWERS_WEB_HEADER_TIMEOUT",
        value_name = "PERIOD",
        default_value = "10s",
        value_parser = setting(|t| positive_period(t, "10s or 500ms"))
    )]
    pub header_timeout: Duration,
    /// How long a request's body may take to arrive, and its answer to be made.
    #[arg(
        long = "web-body-timeout",
        env = "TOWERS_WEB_BODY_TIMEOUT",
        value_name = "PERIOD",
        default_value = "10s",
        value_parser = setting(|t| positive_period(t, "10s or 500ms"))
    )]
    pub body_timeout: Duration,
    /// How long a new WebSocket has to say hello.
    #[arg(
        long = "web-hello-timeout",
        env = "TOWERS_WEB_HELLO_TIMEOUT",
        value_name = "PERIOD",
        default_value = "10s",
        value_parser = setting(|t| positive_period(t, "10s or 500ms"))
    )]
    pub hello_timeout: Duration,
    /// How often an open socket's user is asked of Discord again (still the token's user,
    /// still in the instance); at most 15m.
    #[arg(
        long = "web-recheck-every",
        env = "TOWERS_WEB_RECHECK_EVERY",
        value_name = "PERIOD",
        default_value = "10m",
        value_parser = setting(recheck_every)
    )]
    pub recheck_every: Duration,
    /// How often the server pings an open socket (a WebSocket ping, answered by the
    /// browser, and a `beat` message the page itself sees).
    #[arg(
        long = "web-ping-every",
        env = "TOWERS_WEB_PING_EVERY",
        value_name = "PERIOD",
        default_value = "5s",
        value_parser = setting(|t| positive_period(t, "5s or 500ms"))
    )]
    pub ping_every: Duration,
    /// How long an open socket may stay silent (no pong, no message) before it is closed;
    /// longer than `TOWERS_WEB_PING_EVERY`.
    #[arg(
        long = "web-silent-close",
        env = "TOWERS_WEB_SILENT_CLOSE",
        value_name = "PERIOD",
        default_value = "15s",
        value_parser = setting(|t| positive_period(t, "15s or 500ms"))
    )]
    pub silent_close: Duration,
}

impl Default for WebLimits {
    /// The clap defaults.
    fn default() -> Self {
        WebLimits {
            trusted_proxies: IpList(vec![
                IpAddr::from([127, 0, 0, 1]),
                IpAddr::from([0u16, 0, 0, 0, 0, 0, 0, 1]),
            ]),
            origins: OriginList::default(),
            max_connections: 4096,
            max_connections_per_ip: 64,
            max_sockets: 3072,
            max_sockets_per_ip: 16,
            socket_rate: RateLimit {
                burst: 10,
                every: Duration::from_secs(6),
            },
            token_rate: RateLimit {
                burst: 5,
                every: Duration::from_secs(12),
            },
            discord_rate: RateLimit {
                burst: 20,
                every: Duration::from_millis(250),
            },
            header_timeout: Duration::from_secs(10),
            body_timeout: Duration::from_secs(10),
            hello_timeout: Duration::from_secs(10),
            recheck_every: Duration::from_secs(10 * 60),
            ping_every: Duration::from_secs(5),
            silent_close: Duration::from_secs(15),
        }
    }
}

/// IP addresses (`TOWERS_WEB_TRUSTED_PROXIES`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IpList(pub Vec<IpAddr>);

/// Origins as a browser sends them: `scheme://host[:port]` (`TOWERS_WEB_ORIGINS`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OriginList(pub Vec<String>);

/// `none`, or IP addresses separated by commas.
fn ip_list(text: &str) -> Result<IpList, String> {
    if text.eq_ignore_ascii_case("none") {
        return Ok(IpList::default());
    }
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<IpAddr>().map_err(|_| {
                format!("expected IP addresses such as 127.0.0.1,::1 or none, found '{t}'")
            })
        })
        .collect::<Result<_, _>>()
        .map(IpList)
}

/// Origins separated by commas, each `http://` or `https://` with a host and no path.
fn origin_list(text: &str) -> Result<OriginList, String> {
    text.split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| {
            let rest = t
                .strip_prefix("https://")
                .or_else(|| t.strip_prefix("http://"));
            match rest {
                Some(host) if !host.is_empty() && !host.contains('/') => Ok(t.to_ascii_lowercase()),
                _ => Err(format!(
                    "expected origins such as http://localhost:8080, found '{t}'"
                )),
            }
        })
        .collect::<Result<_, _>>()
        .map(OriginList)
}

/// A count within `range`.
fn count(text: &str, range: std::ops::RangeInclusive<usize>) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(format!(
            "expected a number from {} to {}, found '{text}'",
            range.start(),
            range.end()
        )),
    }
}

/// A period of more than zero and at most [`MAX_RECHECK_EVERY`].
fn recheck_every(text: &str) -> Result<Duration, String> {
    let period = positive_period(text, "10m or 30s")?;
    if period > MAX_RECHECK_EVERY {
        return Err(format!("'{text}' is more than 15m"));
    }
    Ok(period)
}

/// What the web front end needs. `Debug` never shows the secret.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebConfig {
    /// `TOWERS_WEB_ADDR`: where to listen, e.g. `127.0.0.1:8080`.
    pub addr: SocketAddr,
    /// `DISCORD_CLIENT_ID`: the application's OAuth2 client id.
    pub client_id: u64,
    /// `DISCORD_CLIENT_SECRET`: the application's OAuth2 client secret.
    pub client_secret: Token,
    /// `TOWERS_WEB_DIR`: the built client (default [`DEFAULT_WEB_DIR`]).
    pub dir: PathBuf,
    /// What strangers may cost.
    pub limits: WebLimits,
}

impl ActivityConfig {
    /// The web front end's settings: `None` when `TOWERS_WEB_ADDR` is unset.
    ///
    /// Errors: [`ConfigError::Missing`] for the client id or secret when the address is set
    /// without them.
    pub fn web(&self) -> Result<Option<WebConfig>, ConfigError> {
        let Some(addr) = self.addr else {
            return Ok(None);
        };
        let client_id = self
            .client_id
            .ok_or(ConfigError::Missing("DISCORD_CLIENT_ID"))?;
        let client_secret = self
            .client_secret
            .clone()
            .ok_or(ConfigError::Missing("DISCORD_CLIENT_SECRET"))?;
        if self.limits.silent_close <= self.limits.ping_every {
            return Err(ConfigError::Invalid {
                name: "TOWERS_WEB_SILENT_CLOSE".into(),
                reason: "must be longer than TOWERS_WEB_PING_EVERY".into(),
            });
        }
        Ok(Some(WebConfig {
            addr,
            client_id,
            client_secret,
            dir: self.dir.clone(),
            limits: self.limits.clone(),
        }))
    }
}
