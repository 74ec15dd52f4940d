//! The Activity's calls to Discord's REST API: the OAuth2 code exchange, the user an access
//! token belongs to, an activity instance (its channel and users), the bot's own user, and a
//! member's roles on a server (for a server that lets only a role start games). All go to
//! `DISCORD_API_BASE` when it is set, as serenity's client does. Tokens and the client
//! secret are never logged: they travel in [`Token`]s, whose `Debug` is redacted.
//!
//! Every call is made on a stranger's behalf, so each is bounded: a code, token or instance
//! id of the wrong shape is refused without a call ([`token_shaped`], [`instance_shaped`]);
//! the users of tokens and the instances are cached, refusals too ([`USER_FOR`],
//! [`REFUSAL_FOR`], [`INSTANCE_FOR`]); and all calls share one token bucket
//! (`TOWERS_WEB_DISCORD_RATE`), well under Discord's limits (50 requests a second for the
//! bot; 10,000 answers 401/403/429 in 10 minutes ban the host's address). A 429 pauses every
//! call for its `retry_after`; meanwhile, and when the bucket is empty, calls answer
//! [`ApiError::Busy`] without asking.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use governor::DefaultDirectRateLimiter;
use quick_cache::sync::Cache;
use reqwest::{StatusCode, Url};
use serde::Deserialize;

use crate::config::{RateLimit, Token};

/// Discord's host, when `DISCORD_API_BASE` is unset.
pub const DISCORD: &str = "https://discord.com";

/// How long one call may take.
const CALL_TIMEOUT: Duration = Duration::from_secs(10);

/// How long the user of an access token is remembered.
pub const USER_FOR: Duration = Duration::from_secs(60);

/// How long Discord's refusal of a token is remembered (a junk token repeated costs one call).
pub const REFUSAL_FOR: Duration = Duration::from_secs(10 * 60);

/// How long an instance (or its refusal) is remembered.
pub const INSTANCE_FOR: Duration = Duration::from_secs(5);

/// How long a member's roles are remembered (a role given or taken counts within this).
pub const ROLES_FOR: Duration = Duration::from_secs(30);

/// A remembered instance that does not list the user is asked again once it is this old
/// (someone who has just joined it).
const INSTANCE_AGAIN_AFTER: Duration = Duration::from_secs(1);

/// Tokens and instances remembered at most.
const CACHED: usize = 10_000;

/// The longest pause a 429's `retry_after` is taken for (a larger one is read as this).
const LONGEST_PAUSE: Duration = Duration::from_secs(600);

/// The pause after a 429 that says no `retry_after`.
const DEFAULT_PAUSE: Duration = Duration::from_secs(5);

/// The longest code, token or instance id sent to Discord.
const LONGEST_SHAPE: usize = 256;

/// Why a call gave nothing.
#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// Discord answered and said no (a 4xx other than 429: a bad code, a bad token, no such
    /// instance), or the value was of a shape Discord would refuse.
    #[error("refused by Discord ({0})")]
    Refused(StatusCode),
    /// Discord could not be reached, failed (5xx) or answered something unreadable.
    #[error("Discord unreachable: {0}")]
    Unreachable(String),
    /// Not asked: the visitors' budget of calls is spent, or Discord said to wait (429).
    #[error("Discord not asked: too many calls")]
    Busy,
}

/// Whether `text` may be an OAuth2 code or access token: 1 to 256 characters of letters,
/// digits and `-._~+/=` (never a control character, which could end up in a header).
pub fn token_shaped(text: &str) -> bool {
    (1..=LONGEST_SHAPE).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~+/=".contains(&b))
}

/// Whether `text` may be an activity instance id: 1 to 256 letters, digits, `-` and `_`.
pub fn instance_shaped(text: &str) -> bool {
    (1..=LONGEST_SHAPE).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A remembered answer and when it came.
type Remembered<T> = (Instant, Result<T, StatusCode>);

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
    /// The server (guild) the channel is on; none in a direct message.
    pub guild: Option<u64>,
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
    /// The visitors' calls, all together.
    budget: DefaultDirectRateLimiter,
    /// Until when Discord asked us to wait (its last 429).
    paused_until: Mutex<Option<Instant>>,
    /// The users of access tokens (keyed by the token), and refusals.
    users: Cache<String, Remembered<Me>>,
    /// Activity instances by id, and refusals.
    instances: Cache<String, Remembered<Instance>>,
    /// The bot's own user, once asked (the lobby's opponent for a game against the bot).
    bot: tokio::sync::OnceCell<Me>,
    /// Members' roles by (server, user), as last read.
    roles: Cache<(u64, u64), (Instant, Vec<u64>)>,
}

#[derive(Deserialize)]
struct MemberAnswer {
    #[serde(default)]
    roles: Vec<String>,
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
    #[serde(default)]
    guild_id: Option<String>,
}

impl DiscordApi {
    /// A client for Discord at `api_base` (`None`: [`DISCORD`]) as application `client_id`
    /// with `client_secret`, reading activity instances with the bot's `bot_token`, making
    /// at most `budget` calls.
    ///
    /// Errors: `api_base` is not a URL, or the HTTP client cannot be built.
    pub fn new(
        api_base: Option<&str>,
        client_id: u64,
        client_secret: Token,
        bot_token: Token,
        budget: RateLimit,
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
            budget: DefaultDirectRateLimiter::direct(super::limits::quota(budget)),
            paused_until: Mutex::new(None),
            users: Cache::new(CACHED),
            instances: Cache::new(CACHED),
            bot: tokio::sync::OnceCell::new(),
            roles: Cache::new(CACHED),
        })
    }

    /// Takes one call from the budget, or says why not.
    fn spend(&self) -> Result<(), ApiError> {
        let paused = self.paused_until.lock().unwrap_or_else(|e| e.into_inner());
        if paused.is_some_and(|until| Instant::now() < until) {
            return Err(ApiError::Busy);
        }
        drop(paused);
        self.budget.check().map_err(|_| ApiError::Busy)
    }

    /// Sends `request` (after [`DiscordApi::spend`]) and reads its JSON answer; a 429 pauses
    /// every call for its `retry_after`.
    async fn read<T: serde::de::DeserializeOwned>(
        &self,
        request: reqwest::RequestBuilder,
    ) -> Result<T, ApiError> {
        self.spend()?;
        // Only the error's kind: its text may hold the URL, never a secret, but stay sparing.
        let answer = request
            .send()
            .await
            .map_err(|e| ApiError::Unreachable(kind(&e)))?;
        let status = answer.status();
        if status == StatusCode::TOO_MANY_REQUESTS {
            let header = answer
                .headers()
                .get(reqwest::header::RETRY_AFTER)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.trim().parse::<f64>().ok());
            let body = answer.bytes().await.ok().and_then(|body| {
                serde_json::from_slice::<serde_json::Value>(&body).ok()?["retry_after"].as_f64()
            });
            let pause = body
                .or(header)
                .filter(|s| s.is_finite() && *s >= 0.0)
                .map_or(DEFAULT_PAUSE, |s| {
                    Duration::from_secs_f64(s.min(LONGEST_PAUSE.as_secs_f64()))
                });
            tracing::warn!(
                ?pause,
                "Discord rate-limits the Activity's calls: pausing them"
            );
            *self.paused_until.lock().unwrap_or_else(|e| e.into_inner()) =
                Some(Instant::now() + pause);
            return Err(ApiError::Busy);
        }
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
        if !token_shaped(code) {
            return Err(ApiError::Refused(StatusCode::BAD_REQUEST));
        }
        let client_id = self.client_id.to_string();
        let form = [
            ("client_id", client_id.as_str()),
            ("client_secret", self.client_secret.expose()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let request = self.http.post(self.url(&["oauth2", "token"])).form(&form);
        let answer: TokenAnswer = self.read(request).await?;
        Ok(Token::new(answer.access_token))
    }

    /// The user `access_token` belongs to: as remembered (for [`USER_FOR`], a refusal for
    /// [`REFUSAL_FOR`]) unless `fresh`.
    pub async fn me(&self, access_token: &Token, fresh: bool) -> Result<Me, ApiError> {
        let token = access_token.expose();
        if !token_shaped(token) {
            return Err(ApiError::Refused(StatusCode::UNAUTHORIZED));
        }
        if !fresh {
            if let Some((when, answer)) = self.users.get(token) {
                let kept = if answer.is_ok() {
                    USER_FOR
                } else {
                    REFUSAL_FOR
                };
                if when.elapsed() < kept {
                    return answer.map_err(ApiError::Refused);
                }
            }
        }
        let asked = self.ask_me(token).await;
        remember(&self.users, token, &asked);
        asked
    }

    /// The bot's own user (`GET /users/@me` with the bot's token), asked once.
    pub async fn bot_user(&self) -> Result<Me, ApiError> {
        self.bot
            .get_or_try_init(|| async {
                let request = self.http.get(self.url(&["users", "@me"])).header(
                    reqwest::header::AUTHORIZATION,
                    format!("Bot {}", self.bot_token.expose()),
                );
                let user: UserAnswer = self.read(request).await?;
                // The bot's locale is not a reader's.
                Ok(Me {
                    locale: None,
                    ..me(user)?
                })
            })
            .await
            .cloned()
    }

    async fn ask_me(&self, token: &str) -> Result<Me, ApiError> {
        let request = self
            .http
            .get(self.url(&["users", "@me"]))
            .bearer_auth(token);
        me(self.read(request).await?)
    }

    /// The activity instance `instance_id` of this application: as remembered (for
    /// [`INSTANCE_FOR`], shared by every socket of the instance) unless it does not list
    /// `user` and is a second old.
    pub async fn instance(&self, instance_id: &str, user: u64) -> Result<Instance, ApiError> {
        if !instance_shaped(instance_id) {
            return Err(ApiError::Refused(StatusCode::NOT_FOUND));
        }
        if let Some((when, answer)) = self.instances.get(instance_id) {
            let age = when.elapsed();
            let missing = matches!(&answer, Ok(i) if !i.users.contains(&user));
            if age < INSTANCE_FOR && !(missing && age >= INSTANCE_AGAIN_AFTER) {
                return answer.map_err(ApiError::Refused);
            }
        }
        let asked = self.ask_instance(instance_id).await;
        remember(&self.instances, instance_id, &asked);
        asked
    }

    /// The roles of `user` on server `guild` (`GET /guilds/{guild}/members/{user}` with the
    /// bot's token): as remembered for [`ROLES_FOR`]. Refused (404) when they are not a
    /// member; a failure is not remembered.
    pub async fn member_roles(&self, guild: u64, user: u64) -> Result<Vec<u64>, ApiError> {
        if let Some((when, roles)) = self.roles.get(&(guild, user)) {
            if when.elapsed() < ROLES_FOR {
                return Ok(roles);
            }
        }
        let (g, u) = (guild.to_string(), user.to_string());
        let request = self
            .http
            .get(self.url(&["guilds", &g, "members", &u]))
            .header(
                reqwest::header::AUTHORIZATION,
                format!("Bot {}", self.bot_token.expose()),
            );
        let answer: MemberAnswer = self.read(request).await?;
        let roles = answer
            .roles
            .iter()
            .map(|r| snowflake(r))
            .collect::<Result<Vec<u64>, _>>()?;
        self.roles
            .insert((guild, user), (Instant::now(), roles.clone()));
        Ok(roles)
    }

    async fn ask_instance(&self, instance_id: &str) -> Result<Instance, ApiError> {
        let app = self.client_id.to_string();
        let request = self
            .http
            .get(self.url(&["applications", &app, "activity-instances", instance_id]))
            .header(
                reqwest::header::AUTHORIZATION,
                format!("Bot {}", self.bot_token.expose()),
            );
        let answer: InstanceAnswer = self.read(request).await?;
        let channel = answer
            .location
            .channel_id
            .ok_or(ApiError::Refused(StatusCode::NOT_FOUND))?;
        Ok(Instance {
            channel: snowflake(&channel)?,
            guild: answer
                .location
                .guild_id
                .as_deref()
                .map(snowflake)
                .transpose()?,
            users: answer.users.iter().filter_map(|u| u.parse().ok()).collect(),
        })
    }
}

/// The user an answer of `GET /users/@me` names: its id, its display name (the global name,
/// else the user name) and its locale.
fn me(user: UserAnswer) -> Result<Me, ApiError> {
    Ok(Me {
        id: snowflake(&user.id)?,
        name: user
            .global_name
            .filter(|n| !n.is_empty())
            .unwrap_or(user.username),
        locale: user.locale,
    })
}

fn snowflake(text: &str) -> Result<u64, ApiError> {
    text.parse().map_err(|_| {
        ApiError::Unreachable(format!(
            "not a snowflake: {:?}",
            crate::service::api::clip(text)
        ))
    })
}

/// Keeps Discord's answer (or refusal) about `key`; nothing when it could not be asked.
fn remember<T: Clone>(
    cache: &Cache<String, Remembered<T>>,
    key: &str,
    asked: &Result<T, ApiError>,
) {
    let answer = match asked {
        Ok(value) => Ok(value.clone()),
        Err(ApiError::Refused(status)) => Err(*status),
        Err(_) => return,
    };
    cache.insert(key.to_string(), (Instant::now(), answer));
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plausible_tokens_and_instance_ids_are_sent() {
        assert!(token_shaped("mock-token-42"));
        assert!(token_shaped("aBc123.~+/=_-"));
        for bad in ["", "a b", "tok\r\nX-Evil: 1", "tök", &"x".repeat(257)] {
            assert!(!token_shaped(bad), "{bad:?}");
        }
        assert!(instance_shaped("i-1234-abcd_5"));
        for bad in ["", "../users/@me", "i 1", "i/2", &"i".repeat(257)] {
            assert!(!instance_shaped(bad), "{bad:?}");
        }
    }
}
