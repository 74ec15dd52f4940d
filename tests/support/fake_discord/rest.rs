//! REST routes under `/api/v10`, the request log and the token check.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Path, Request, State};
use axum::http::{header, Method, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post, put};
use axum::{Json, Router};
use serde_json::{json, Value};

use super::clock::{self, CALLBACK_WINDOW, TOKEN_LIFETIME};
use super::gateway;
use super::limits;
use super::payloads;
use super::recorded::{File, LoggedRequest, Recorded};
use super::state::Shared;

/// Largest request body the fake reads.
const BODY_LIMIT: usize = 32 * 1024 * 1024;

/// Every route the fake serves.
pub fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/api/v10/gateway", get(gateway_url))
        .route("/api/v10/gateway/bot", get(gateway_bot))
        .route("/api/v10/oauth2/applications/@me", get(application))
        .route("/api/v10/users/@me", get(current_user))
        .route(
            super::activity::OAUTH2_TOKEN,
            post(super::activity::oauth2_token),
        )
        .route(
            "/api/v10/applications/{app}/activity-instances/{instance}",
            get(super::activity::instance),
        )
        .route(
            "/api/v10/guilds/{guild}/members/{user}",
            get(super::guild_members::member_of),
        )
        .route("/api/v10/applications/{app}/commands", put(register_global))
        .route(
            "/api/v10/applications/{app}/guilds/{guild}/commands",
            put(register_guild),
        )
        .route(
            "/api/v10/interactions/{id}/{token}/callback",
            post(callback),
        )
        .route("/api/v10/webhooks/{app}/{token}", post(followup))
        .route(
            "/api/v10/webhooks/{app}/{token}/messages/@original",
            get(get_original).patch(edit_original),
        )
        .route(
            "/api/v10/channels/{channel}/messages",
            post(super::channels::create_message),
        )
        .route(
            "/api/v10/channels/{channel}/messages/{message}",
            axum::routing::patch(super::message_edits::edit_message),
        )
        .route(
            "/api/v10/channels/{channel}/threads",
            post(super::channels::create_thread),
        )
        .route(
            "/api/v10/channels/{channel}",
            axum::routing::patch(super::channels::edit_channel)
                .delete(super::channels::delete_channel),
        )
        .route(
            "/api/v10/guilds/{guild}/scheduled-events",
            post(super::events::create_event),
        )
        .route(
            "/api/v10/guilds/{guild}/scheduled-events/{event}",
            axum::routing::patch(super::events::edit_event),
        )
        .route("/gw", any(gateway::upgrade))
        .fallback(unhandled)
        // Uploads up to the fake's own limit reach the routes, which answer over Discord's
        // limit as Discord does (axum's default stops at 2 MB).
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .layer(middleware::from_fn_with_state(
            shared.clone(),
            log_and_authorize,
        ))
        // Outermost: sees the request as sent and the answer as given (faults included).
        .layer(middleware::from_fn_with_state(
            shared.clone(),
            super::openapi::check,
        ))
        .with_state(shared)
}

pub(super) fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (status, Json(payloads::error(code, message))).into_response()
}

/// Logs every request; REST calls must carry `Authorization: Bot <token>`; an injected
/// [`Fault`](super::faults::Fault) that matches answers instead of the route (or after it).
async fn log_and_authorize(
    State(shared): State<Arc<Shared>>,
    req: Request,
    next: Next,
) -> Response {
    let path = req.uri().path().to_string();
    let logged = LoggedRequest {
        method: req.method().to_string(),
        path: path.clone(),
        unhandled: false,
    };
    super::activity::count_call(&shared, req.method().as_str(), &path, req.headers());
    let fault = {
        let mut inner = shared.lock();
        inner.requests.push(logged.clone());
        let method = req.method().as_str();
        let fault = inner
            .faults
            .iter_mut()
            .find(|f| f.matches(method, &path))
            .map(|f| {
                f.times -= 1;
                f.clone()
            });
        if fault.is_some() {
            inner.faults_served.push(logged);
        }
        fault
    };
    // The code exchange authenticates with the client secret in its form, and a user's
    // access token (Bearer) reads that user: the routes check those themselves.
    let own_check = path == super::activity::OAUTH2_TOKEN
        || (path == "/api/v10/users/@me" && super::activity::bearer_user(req.headers()).is_some());
    if path.starts_with("/api/") && !own_check {
        let expected = format!("Bot {}", shared.token);
        let given = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok());
        if given != Some(expected.as_str()) {
            return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
        }
    }
    match fault {
        Some(fault) if fault.after_processing => {
            let _ = next.run(req).await;
            fault.response()
        }
        Some(fault) => fault.response(),
        None => next.run(req).await,
    }
}

async fn unhandled(State(shared): State<Arc<Shared>>, method: Method, req: Request) -> Response {
    let path = req.uri().path().to_string();
    eprintln!("fake discord: unhandled {method} {path}");
    if let Some(last) = shared
        .lock()
        .requests
        .iter_mut()
        .rev()
        .find(|r| r.path == path)
    {
        last.unhandled = true;
    }
    error(StatusCode::NOT_FOUND, 0, "404: Not Found")
}

async fn gateway_url(State(shared): State<Arc<Shared>>) -> Json<Value> {
    Json(json!({"url": gateway_ws_url(&shared)}))
}

async fn gateway_bot(State(shared): State<Arc<Shared>>) -> Json<Value> {
    Json(payloads::gateway_bot(&gateway_ws_url(&shared)))
}

fn gateway_ws_url(shared: &Shared) -> String {
    format!("{}/gw", shared.base.replacen("http", "ws", 1))
}

async fn application(State(shared): State<Arc<Shared>>) -> Json<Value> {
    Json(payloads::application(shared.application_id, &shared.bot))
}

/// The bot's user for the bot token; for a user's access token (Bearer), that user.
async fn current_user(State(shared): State<Arc<Shared>>, headers: header::HeaderMap) -> Response {
    match super::activity::bearer_user(&headers) {
        Some(user) => super::activity::user_of_token(&shared, user),
        None => Json(payloads::current_user(&shared.bot)).into_response(),
    }
}

async fn register_global(
    State(shared): State<Arc<Shared>>,
    Path(app): Path<u64>,
    body: Bytes,
) -> Response {
    register(&shared, app, None, &body)
}

async fn register_guild(
    State(shared): State<Arc<Shared>>,
    Path((app, guild)): Path<(u64, u64)>,
    body: Bytes,
) -> Response {
    register(&shared, app, Some(guild), &body)
}

/// Bulk overwrite: replaces the scope's commands, echoing them back with ids.
fn register(shared: &Shared, app: u64, guild: Option<u64>, body: &[u8]) -> Response {
    if app != shared.application_id {
        return error(StatusCode::FORBIDDEN, 50001, "Missing Access");
    }
    if guild.is_some_and(|g| g != shared.guild_id) {
        return error(StatusCode::FORBIDDEN, 50001, "Missing Access");
    }
    let Ok(Value::Array(sent)) = serde_json::from_slice::<Value>(body) else {
        return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    };
    let echoed: Vec<Value> = sent
        .iter()
        .filter(|c| c.is_object())
        .map(|c| payloads::registered_command(c, shared.next_id(), app, guild))
        .collect();
    shared.lock().commands.insert(guild, echoed.clone());
    Json(Value::Array(echoed)).into_response()
}

/// Reads a JSON body, or a multipart body of `payload_json` plus files.
pub(super) async fn read_message_body(req: Request) -> Result<(Value, Vec<File>), String> {
    let content_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    if content_type.starts_with("multipart/form-data") {
        let mut multipart = Multipart::from_request(req, &())
            .await
            .map_err(|e| e.to_string())?;
        let mut json = None;
        let mut files = Vec::new();
        while let Some(field) = multipart.next_field().await.map_err(|e| e.to_string())? {
            let name = field.name().unwrap_or("").to_string();
            let filename = field.file_name().map(str::to_string);
            let part_type = field.content_type().unwrap_or("").to_string();
            let bytes = field.bytes().await.map_err(|e| e.to_string())?;
            if name == "payload_json" {
                json = Some(serde_json::from_slice(&bytes).map_err(|e| e.to_string())?);
            } else {
                files.push(File {
                    field: name,
                    filename: filename.unwrap_or_default(),
                    content_type: part_type,
                    bytes: bytes.to_vec(),
                });
            }
        }
        Ok((json.ok_or("multipart without payload_json")?, files))
    } else {
        let bytes = axum::body::to_bytes(req.into_body(), BODY_LIMIT)
            .await
            .map_err(|e| e.to_string())?;
        let json = serde_json::from_slice(&bytes).map_err(|e| e.to_string())?;
        Ok((json, Vec::new()))
    }
}

/// The message a request carries, recorded under `route` (no interaction, kind 0), or
/// Discord's refusal (400, 50035) of a body it cannot read.
pub(super) async fn read_recorded(route: String, req: Request) -> Result<Recorded, Response> {
    let (json, files) = read_message_body(req).await.map_err(|e| {
        error(
            StatusCode::BAD_REQUEST,
            50035,
            &format!("Invalid Form Body: {e}"),
        )
    })?;
    Ok(Recorded {
        route,
        interaction_id: 0,
        kind: 0,
        json,
        files,
        since_dispatch: None,
        shown_flags: None,
    })
}

/// `POST /interactions/{id}/{token}/callback`: one acknowledgement per interaction, within
/// [`CALLBACK_WINDOW`] of the dispatch (later: 404, 10062, and a test waiting for it learns
/// why), its message within Discord's limits ([`limits::check_callback`]).
async fn callback(
    State(shared): State<Arc<Shared>>,
    Path((id, token)): Path<(u64, String)>,
    req: Request,
) -> Response {
    let route = format!("POST {}", req.uri().path());
    let mut recorded = match read_recorded(route.clone(), req).await {
        Ok(recorded) => recorded,
        Err(refused) => return refused,
    };
    recorded.interaction_id = id;
    recorded.kind = recorded.json["type"].as_u64().unwrap_or(0);
    let now = shared.now();
    let mut inner = shared.lock();
    let (channel, since) = match inner.interactions.get_mut(&token) {
        Some(pending) if pending.id == id && !pending.acked => (
            pending.channel,
            now.saturating_duration_since(pending.dispatched_at),
        ),
        Some(pending) if pending.id == id => {
            return error(
                StatusCode::BAD_REQUEST,
                40060,
                "Interaction has already been acknowledged.",
            )
        }
        _ => return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction"),
    };
    let refusal = if since > CALLBACK_WINDOW {
        Some((
            clock::late_callback(),
            format!(
                "{since:?} after dispatch, Discord allows {CALLBACK_WINDOW:?}: 404, 10062 Unknown interaction"
            ),
        ))
    } else {
        limits::check_callback(&recorded.json, &recorded.files)
            .map(|answer| (answer, "over one of Discord's limits".to_string()))
    };
    if let Some((answer, why)) = refusal {
        let answer = clock::refused(&mut inner, &route, answer);
        if let Some(waiter) = inner
            .interactions
            .get_mut(&token)
            .and_then(|p| p.waiter.take())
        {
            let _ = waiter.send(Err(format!("{route} {why}")));
        }
        return answer;
    }
    recorded.since_dispatch = Some(since);
    if let Some(pending) = inner.interactions.get_mut(&token) {
        pending.acked = true;
        if recorded.kind == 5 {
            pending.deferred_flags = Some(recorded.sent_flags());
        }
    }
    if matches!(recorded.kind, 4 | 5) {
        let message = stored_message(&shared, channel, &recorded);
        inner.originals.insert(token.clone(), message);
    }
    inner.callbacks.push(recorded.clone());
    if let Some(waiter) = inner
        .interactions
        .get_mut(&token)
        .and_then(|p| p.waiter.take())
    {
        let _ = waiter.send(Ok(recorded));
    }
    StatusCode::NO_CONTENT.into_response()
}

/// The message object the fake keeps for a reply, with attachments given ids and URLs.
pub(super) fn stored_message(shared: &Shared, channel: u64, recorded: &Recorded) -> Value {
    let attachments = recorded
        .files
        .iter()
        .map(|f| {
            payloads::attachment(
                shared.next_id(),
                &f.filename,
                &f.content_type,
                f.bytes.len(),
                &shared.base,
            )
        })
        .collect();
    payloads::message(
        shared.next_id(),
        channel,
        &shared.bot,
        recorded.content(),
        recorded.flags(),
        attachments,
    )
}

/// `POST /webhooks/{app}/{token}`: a follow-up message.
async fn followup(
    State(shared): State<Arc<Shared>>,
    Path((app, token)): Path<(u64, String)>,
    req: Request,
) -> Response {
    webhook_message(&shared, app, &token, req, false).await
}

/// `PATCH /webhooks/{app}/{token}/messages/@original`.
async fn edit_original(
    State(shared): State<Arc<Shared>>,
    Path((app, token)): Path<(u64, String)>,
    req: Request,
) -> Response {
    webhook_message(&shared, app, &token, req, true).await
}

/// A follow-up (`edit` false) or an edit of the original response: the token must belong
/// to an acknowledged interaction younger than [`TOKEN_LIFETIME`] (else 401, 50027), the
/// message within Discord's limits. The first follow-up after a deferral (type 5) replaces
/// the "thinking..." message and shows with the deferral's ephemeral flag, whatever it
/// asks; so does an edit of the original response. An edit keeps only the attachments its
/// `attachments` list names (all of them when it has no list), plus its uploads.
async fn webhook_message(
    shared: &Shared,
    app: u64,
    token: &str,
    req: Request,
    edit: bool,
) -> Response {
    let route = format!("{} {}", req.method(), req.uri().path());
    if app != shared.application_id {
        return error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
    }
    let mut recorded = match read_recorded(route.clone(), req).await {
        Ok(recorded) => recorded,
        Err(refused) => return refused,
    };
    let now = shared.now();
    let mut inner = shared.lock();
    let Some((channel, since, deferred_flags)) =
        inner.interactions.get(token).filter(|p| p.acked).map(|p| {
            let since = now.saturating_duration_since(p.dispatched_at);
            (p.channel, since, p.deferred_flags)
        })
    else {
        return error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
    };
    if since > TOKEN_LIFETIME {
        return clock::refused(&mut inner, &route, clock::expired_token());
    }
    let original = inner.originals.get(token).cloned();
    if edit && original.is_none() {
        return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
    }
    if let Some(answer) = limits::check_message(&recorded.json, &recorded.files) {
        return clock::refused(&mut inner, &route, answer);
    }
    recorded.since_dispatch = Some(since);
    let replaces_original = edit || deferred_flags.is_some();
    if replaces_original {
        let original_flags = deferred_flags.unwrap_or_else(|| {
            original
                .as_ref()
                .and_then(|m| m["flags"].as_u64())
                .unwrap_or(0)
        });
        recorded.shown_flags =
            Some((recorded.sent_flags() & !EPHEMERAL) | (original_flags & EPHEMERAL));
    }
    let mut message = stored_message(shared, channel, &recorded);
    if edit {
        if let Some(original) = &original {
            message["attachments"] = kept_attachments(original, &recorded.json, &message);
        }
    }
    if replaces_original {
        inner.originals.insert(token.to_string(), message.clone());
        if let Some(pending) = inner.interactions.get_mut(token) {
            pending.deferred_flags = None;
        }
    }
    inner.webhooks.push(recorded);
    Json(message).into_response()
}

/// Message flag: only the invoker sees the message.
const EPHEMERAL: u64 = 64;

/// The attachments after an edit of `original` with `body`: with an `attachments` list,
/// those of the original it names by id, else all of them; then the edit's uploads (in
/// `edited`).
fn kept_attachments(original: &Value, body: &Value, edited: &Value) -> Value {
    let old = original["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let kept: Vec<Value> = match body["attachments"].as_array() {
        Some(listed) => {
            let named = |a: &Value| {
                listed.iter().any(|l| {
                    let id = match &l["id"] {
                        Value::String(s) => s.clone(),
                        other => other.to_string(),
                    };
                    a["id"].as_str() == Some(id.as_str())
                })
            };
            old.into_iter().filter(named).collect()
        }
        None => old,
    };
    let uploaded = edited["attachments"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    Value::Array(kept.into_iter().chain(uploaded).collect())
}

/// `GET /webhooks/{app}/{token}/messages/@original`.
async fn get_original(
    State(shared): State<Arc<Shared>>,
    Path((_app, token)): Path<(u64, String)>,
) -> Response {
    let now = shared.now();
    let mut inner = shared.lock();
    let expired = inner
        .interactions
        .get(&token)
        .is_some_and(|p| now.saturating_duration_since(p.dispatched_at) > TOKEN_LIFETIME);
    if expired {
        let route = format!(
            "GET /api/v10/webhooks/{}/{token}/messages/@original",
            shared.application_id
        );
        return clock::refused(&mut inner, &route, clock::expired_token());
    }
    match inner.originals.get(&token) {
        Some(message) => Json(message.clone()).into_response(),
        None => error(StatusCode::NOT_FOUND, 10008, "Unknown Message"),
    }
}
