//! The Activity's three calls to Discord's REST API: the OAuth2 code exchange, the user an
//! access token belongs to, and an activity instance (its channel and users). All go to
//! `DISCORD_API_BASE` when it is set, as serenity's client does. Tokens and the client
//! secret are never logged: they travel in [`Token`]s, whose `Debug` is redacted.

use std::time::Duration;

use reqwest::{StatusCode, Url};
use serde::Deserialize;

use crate::config::Token;

/// Discord's host, when `DISCORD_API_BASE` is unset.
pub const DISCORD: &str = "https://discord.com";

/// How long one call may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// Why a call gave nothing.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Discord answered and said no (a 4xx: a bad code, a bad token, no such instance).
    #[error("refused by Discord ({0})")]
    Refused(StatusCode),
    /// Discord could not be reached, failed (5xx) or answered something unreadable.
    #[error("Discord unreachable: {0}")]
    Unreachable(String),
}

/// A user as `GET /users/@me` describes them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Me {
    pub id: u64,
    /// Their display name (global name, else user name).
    pub name: String,
    /// Their Discord locale, when the token shows it.
    pub locale: Option<String>,
}

/// An activity instance: where it runs and who is in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    pub channel: u64,
    pub users: Vec<u64>,
}

/// The client for those calls.
pub struct DiscordApi {
    http: reqwest::Client,
    /// `…/api/v10`.
    base: Url,
    client_id: u64,
    client_secret: Token,
    bot_token: Token,
}

#[derive(Deserialize)]
struct TokenAnswer {
    access_token: String,
}

#[derive(Deserialize)]
struct UserAnswer {
    id: String,
    username: String,
    global_name: Option<String>,
    locale: Option<String>,
}

#[derive(Deserialize)]
struct InstanceAnswer {
    location: Location,
    #[serde(default)]
    users: Vec<String>,
}

#[derive(Deserialize)]
struct Location {
    channel_id: Option<String>,
}

impl DiscordApi {
    /// A client for Discord at `api_base` (`None`: [`DISCORD`]) as application `client_id`
    /// with `client_secret`, reading activity instances with the bot's `bot_token`.
    ///
    /// Errors: `api_base` is not a URL, or the HTTP client cannot be built.
    pub fn new(
        api_base: Option<&str>,
        client_id: u64,
        client_secret: Token,
        bot_token: Token,
    ) -> anyhow::Result<DiscordApi> {
        let base = format!(
            "{}/api/v10/",
            api_base.unwrap_or(DISCORD).trim_end_matches('/')
        );
        let http = reqwest::Client::builder().timeout(CALL_TIMEOUT).build()?;
        Ok(DiscordApi {
            http,
            base: Url::parse(&base)?,
            client_id,
            client_secret,
            bot_token,
        })
    }

    /// `base` followed by the path `segments`, each escaped.
    fn url(&self, segments: &[&str]) -> Url {
        let mut url = self.base.clone();
        if let Ok(mut path) = url.path_segments_mut() {
            path.pop_if_empty().extend(segments);
        }
        url
    }

    /// Exchanges an OAuth2 `code` (from `commands.authorize`) for an access token.
    pub async fn exchange(&self, code: &str) -> Result<Token, ApiError> {
        let client_id = self.client_id.to_string();
        let form = [
            ("client_id", client_id.as_str()),
            ("client_secret", self.client_secret.expose()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let request = self.http.post(self.url(&["oauth2", "token"])).form(&form);
        let answer: TokenAnswer = read(request).await?;
        Ok(Token::new(answer.access_token))
    }

    /// The user `access_token` belongs to.
    pub async fn me(&self, access_token: &Token) -> Result<Me, ApiError> {
        let request = self
            .http
            .get(self.url(&["users", "@me"]))
            .bearer_auth(access_token.expose());
        let user: UserAnswer = read(request).await?;
        Ok(Me {
            id: snowflake(&user.id)?,
            name: user
                .global_name
                .filter(|n| !n.is_empty())
                .unwrap_or(user.username),
            locale: user.locale,
        })
    }

    /// The activity instance `instance_id` of this application.
    pub async fn instance(&self, instance_id: &str) -> Result<Instance, ApiError> {
        let app = self.client_id.to_string();
        let request = self
            .http
            .get(self.url(&["applications", &app, "activity-instances", instance_id]))
            .header(
                reqwest::header::AUTHORIZATION,
                format!("Bot {}", self.bot_token.expose()),
            );
        let answer: InstanceAnswer = read(request).await?;
        let channel = answer
            .location
            .channel_id
            .ok_or(ApiError::Refused(StatusCode::NOT_FOUND))?;
        Ok(Instance {
            channel: snowflake(&channel)?,
            users: answer.users.iter().filter_map(|u| u.parse().ok()).collect(),
        })
    }
}

fn snowflake(text: &str) -> Result<u64, ApiError> {
    text.parse().map_err(|_| {
        ApiError::Unreachable(format!(
            "not a snowflake: {:?}",
            crate::service::api::clip(text)
        ))
    })
}

/// Sends `request` and reads its JSON answer.
async fn read<T: serde::de::DeserializeOwned>(
    request: reqwest::RequestBuilder,
) -> Result<T, ApiError> {
    // Only the error's kind: its text may hold the URL, never a secret, but stay sparing.
    let answer = request
        .send()
        .await
        .map_err(|e| ApiError::Unreachable(kind(&e)))?;
    let status = answer.status();
    if status.is_client_error() {
        return Err(ApiError::Refused(status));
    }
    if !status.is_success() {
        return Err(ApiError::Unreachable(format!("status {status}")));
    }
    let body = answer
        .bytes()
        .await
        .map_err(|e| ApiError::Unreachable(kind(&e)))?;
    serde_json::from_slice(&body)
        .map_err(|e| ApiError::Unreachable(format!("unreadable answer: {e}")))
}

fn kind(e: &reqwest::Error) -> String {
    if e.is_timeout() {
        "timed out".into()
    } else if e.is_connect() {
        "cannot connect".into()
    } else {
        "request failed".into()
    }
}
