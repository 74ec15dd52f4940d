//! The Activity's settings (`docs/activity.md`): `TOWERS_WEB_ADDR` turns the web front end
//! on; it then needs the application's OAuth2 client id and secret, and serves the built
//! client from `TOWERS_WEB_DIR`.

use std::net::SocketAddr;
use std::path::PathBuf;

use super::{ConfigError, Token};

/// Default for `TOWERS_WEB_DIR`: where `npm run build` in `web/` puts the client.
pub const DEFAULT_WEB_DIR: &str = "web/dist";

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

impl WebConfig {
    /// The web settings read by `get` (a variable's trimmed, non-empty value): `None` when
    /// `TOWERS_WEB_ADDR` is unset.
    ///
    /// Errors: the address is not `HOST:PORT` with an IP address, or the client id or
    /// secret is missing or malformed while the address is set.
    pub(super) fn read(
        get: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<WebConfig>, ConfigError> {
        let Some(raw) = get("TOWERS_WEB_ADDR") else {
            return Ok(None);
        };
        let addr = raw
            .parse::<SocketAddr>()
            .map_err(|e| ConfigError::Invalid {
                name: "TOWERS_WEB_ADDR",
                reason: format!("expected an address such as 127.0.0.1:8080, found '{raw}' ({e})"),
            })?;
        let client_id =
            get("DISCORD_CLIENT_ID").ok_or(ConfigError::Missing("DISCORD_CLIENT_ID"))?;
        let client_id = client_id
            .parse::<std::num::NonZeroU64>()
            .map_err(|e| ConfigError::Invalid {
                name: "DISCORD_CLIENT_ID",
                reason: format!("expected the application's numeric id ({e})"),
            })?
            .get();
        let client_secret = get("DISCORD_CLIENT_SECRET")
            .map(Token::new)
            .ok_or(ConfigError::Missing("DISCORD_CLIENT_SECRET"))?;
        let dir =
            get("TOWERS_WEB_DIR").map_or_else(|| PathBuf::from(DEFAULT_WEB_DIR), PathBuf::from);
        Ok(Some(WebConfig {
            addr,
            client_id,
            client_secret,
            dir,
        }))
    }
}
