//! The Activity's settings (`docs/activity.md`): `TOWERS_WEB_ADDR` turns the web front end
//! on; it then needs the application's OAuth2 client id and secret, and serves the built
//! client from `TOWERS_WEB_DIR`.

use std::net::SocketAddr;
use std::path::PathBuf;

use super::setting::{nonzero_id, setting};
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
        Ok(Some(WebConfig {
            addr,
            client_id,
            client_secret,
            dir: self.dir.clone(),
        }))
    }
}
