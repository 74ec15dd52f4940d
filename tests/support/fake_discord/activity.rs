//! Discord's side of the Activity in the stand-in: the OAuth2 code exchange
//! (`POST /oauth2/token`: code `mock-<user id>` gives access token `mock-token-<user id>`),
//! the user of such a token (`GET /users/@me` with `Bearer mock-token-<id>`) and the activity
//! instances a test registers (`GET /applications/{app}/activity-instances/{instance}`).
//! The code and token forms are the ones the web client's mock mode uses outside Discord.

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::{Form, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::payloads;
use super::rest::error;
use super::state::Shared;
use super::{FakeDiscord, FakeUser};

/// The application's OAuth2 client secret the stand-in expects.
pub const CLIENT_SECRET: &str = "fake-client-secret";

/// The path of the code exchange (outside Discord's API description, which leaves OAuth2 out).
pub const OAUTH2_TOKEN: &str = "/api/v10/oauth2/token";

/// One activity instance: where it runs, who is in it.
#[derive(Clone, Debug)]
pub struct Instance {
    pub guild: u64,
    pub channel: u64,
    pub users: Vec<u64>,
}

/// The instances registered so far, by instance id.
pub type Instances = HashMap<String, Instance>;

impl FakeDiscord {
    /// Registers activity instance `id` in `channel` of the default guild with `users` in it
    /// (again: replaces it, e.g. when someone joins).
    pub fn add_activity_instance(&self, id: &str, channel: u64, users: &[&FakeUser]) {
        let instance = Instance {
            guild: self.guild_id(),
            channel,
            users: users.iter().map(|u| u.id).collect(),
        };
        self.shared
            .lock()
            .activity_instances
            .insert(id.to_string(), instance);
    }

    /// Registers activity instance `id` in `channel` of server `guild` (another than the
    /// default one: a socket there must see nothing of the default server's tournaments).
    pub fn add_activity_instance_in(
        &self,
        id: &str,
        guild: u64,
        channel: u64,
        users: &[&FakeUser],
    ) {
        let instance = Instance {
            guild,
            channel,
            users: users.iter().map(|u| u.id).collect(),
        };
        self.shared
            .lock()
            .activity_instances
            .insert(id.to_string(), instance);
    }

    /// Discord no longer accepts `user`'s access token (`GET /users/@me` answers 401).
    pub fn revoke_token(&self, user: &FakeUser) {
        self.shared.lock().revoked_tokens.insert(user.id);
    }

    /// The Activity's calls to the stand-in so far, by route: code exchanges, users of
    /// access tokens (Bearer; the bot's own `/users/@me` is not counted) and instances.
    pub fn activity_calls(&self) -> ActivityCalls {
        self.shared.lock().activity_calls
    }
}

/// Counts of the Activity's calls ([`FakeDiscord::activity_calls`]), answered or not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ActivityCalls {
    pub exchanges: u64,
    pub users: u64,
    pub instances: u64,
    /// Guild members read (`GET /guilds/{guild}/members/{user}`: a member's roles).
    pub members: u64,
}

impl ActivityCalls {
    pub fn total(&self) -> u64 {
        self.exchanges + self.users + self.instances + self.members
    }
}

/// Counts one call to `path` with `headers` if it is one of the Activity's (done for every
/// request, before faults are injected, so that a refused or rate-limited call counts).
pub fn count_call(shared: &Shared, method: &str, path: &str, headers: &HeaderMap) {
    let mut inner = shared.lock();
    let calls = &mut inner.activity_calls;
    if method == "POST" && path == OAUTH2_TOKEN {
        calls.exchanges += 1;
    } else if path == "/api/v10/users/@me" && bearer_user(headers).is_some() {
        calls.users += 1;
    } else if path.contains("/activity-instances/") {
        calls.instances += 1;
    } else if path.contains("/members/") && method == "GET" {
        calls.members += 1;
    }
}

/// The OAuth2 code the stand-in accepts for `user`.
pub fn code_for(user: &FakeUser) -> String {
    format!("mock-{}", user.id)
}

/// The access token the stand-in gives for `user`'s code.
pub fn token_for(user: &FakeUser) -> String {
    format!("mock-token-{}", user.id)
}

/// `POST /oauth2/token` (form): a `mock-<id>` code of this application with its secret
/// gives `mock-token-<id>`; anything else is `400 invalid_grant` (`401 invalid_client` for a
/// wrong client).
pub async fn oauth2_token(
    State(shared): State<Arc<Shared>>,
    Form(form): Form<HashMap<String, String>>,
) -> Response {
    let field = |name: &str| form.get(name).map(String::as_str).unwrap_or_default();
    if field("client_id") != shared.application_id.to_string()
        || field("client_secret") != CLIENT_SECRET
    {
        return (
            StatusCode::UNAUTHORIZED,
            Json(json!({"error": "invalid_client"})),
        )
            .into_response();
    }
    let user = field("code")
        .strip_prefix("mock-")
        .and_then(|id| id.parse::<u64>().ok());
    match user {
        Some(id) if field("grant_type") == "authorization_code" => Json(json!({
            "access_token": format!("mock-token-{id}"),
            "token_type": "Bearer",
            "expires_in": 604_800,
            "refresh_token": format!("mock-refresh-{id}"),
            "scope": "identify guilds",
        }))
        .into_response(),
        _ => (
            StatusCode::BAD_REQUEST,
            Json(json!({"error": "invalid_grant"})),
        )
            .into_response(),
    }
}

/// The user id of a `Bearer mock-token-<id>` header; `None` without a Bearer header,
/// `Some(None)` for any other Bearer token.
pub fn bearer_user(headers: &HeaderMap) -> Option<Option<u64>> {
    let given = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let token = given.strip_prefix("Bearer ")?;
    Some(
        token
            .strip_prefix("mock-token-")
            .and_then(|id| id.parse().ok()),
    )
}

/// `GET /users/@me` with a Bearer token: that user (named as the stand-in knows them, else
/// `user<id>`), or 401.
pub fn user_of_token(shared: &Shared, user: Option<u64>) -> Response {
    let inner = shared.lock();
    let Some(id) = user.filter(|id| !inner.revoked_tokens.contains(id)) else {
        return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
    };
    let known = inner.users.iter().find(|u| u.id == id).cloned();
    let locale = inner.user_locales.get(&id).cloned();
    drop(inner);
    let user = known.unwrap_or_else(|| FakeUser {
        id,
        name: format!("user{id}"),
        bot: false,
    });
    let mut me: Value = payloads::current_user(&user);
    if let Some(locale) = locale {
        me["locale"] = json!(locale);
    }
    Json(me).into_response()
}

/// `GET /applications/{app}/activity-instances/{instance}` (bot token): a registered
/// instance of this application, else 404.
pub async fn instance(
    State(shared): State<Arc<Shared>>,
    Path((app, id)): Path<(u64, String)>,
) -> Response {
    let found = shared.lock().activity_instances.get(&id).cloned();
    match found {
        Some(i) if app == shared.application_id => Json(json!({
            "application_id": app.to_string(),
            "instance_id": id,
            "launch_id": format!("{}", shared.next_id()),
            "location": {
                "id": format!("gc-{}-{}", i.guild, i.channel),
                "kind": "gc",
                "channel_id": i.channel.to_string(),
                "guild_id": i.guild.to_string(),
            },
            "users": i.users.iter().map(u64::to_string).collect::<Vec<_>>(),
        }))
        .into_response(),
        _ => error(StatusCode::NOT_FOUND, 10_062, "Unknown Activity Instance"),
    }
}
