//! Messages the bot posts in channels on its own (timer notices, games in threads) and the
//! threads it creates, archives and deletes: `POST /channels/{id}/messages`,
//! `POST /channels/{id}/threads`, `PATCH` and `DELETE /channels/{id}`, and the test-facing
//! helpers that read and wait for them.

use std::sync::Arc;

use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::recorded::Recorded;
use super::rest::{error, read_recorded, stored_message};
use super::state::Shared;
use super::FakeDiscord;

/// 403, 50013 "Missing Permissions" (noted as a refusal) when the bot lacks permissions
/// in `channel` ([`FakeDiscord::forbid_channel`]).
fn forbidden(shared: &Shared, channel: u64, route: &str) -> Option<Response> {
    let mut inner = shared.lock();
    if !inner.forbidden_channels.contains(&channel) {
        return None;
    }
    let answer = super::clock::refusal(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
    Some(super::clock::refused(&mut inner, route, answer))
}

/// `POST /channels/{channel}/messages`: records the message and answers with the message
/// object (attachments given ids and URLs); refused when the bot lacks permissions there or
/// the message is over one of Discord's limits.
pub async fn create_message(
    State(shared): State<Arc<Shared>>,
    Path(channel): Path<u64>,
    req: Request,
) -> Response {
    let route = format!("POST {}", req.uri().path());
    if let Some(refused) = forbidden(&shared, channel, &route) {
        return refused;
    }
    let recorded = match read_recorded(route, req).await {
        Ok(recorded) => recorded,
        Err(refused) => return refused,
    };
    if let Some(answer) = super::limits::check_message(&recorded.json, &recorded.files) {
        return super::clock::refused(&mut shared.lock(), &recorded.route, answer);
    }
    let mut message = stored_message(&shared, channel, &recorded);
    message["components"] = super::payloads::echoed_components(&recorded.json["components"]);
    let mut inner = shared.lock();
    if let Some(id) = message["id"].as_str().and_then(|id| id.parse().ok()) {
        inner.posted_messages.insert(id, channel);
    }
    inner.channel_messages.push((channel, recorded));
    drop(inner);
    Json(message).into_response()
}

/// `POST /channels/{channel}/threads` without a message: a thread of the guild, answered as
/// a channel object of the asked type (11, public thread, by default).
pub async fn create_thread(
    State(shared): State<Arc<Shared>>,
    Path(channel): Path<u64>,
    Json(body): Json<Value>,
) -> Response {
    let route = format!("POST /api/v10/channels/{channel}/threads");
    if let Some(refused) = forbidden(&shared, channel, &route) {
        return refused;
    }
    let Some(name) = body["name"]
        .as_str()
        .filter(|n| !n.is_empty() && n.len() <= 100)
    else {
        return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body: name");
    };
    let thread = json!({
        "id": shared.next_id().to_string(),
        "type": body["type"].as_u64().unwrap_or(11),
        "guild_id": shared.guild_id.to_string(),
        "parent_id": channel.to_string(),
        "owner_id": shared.bot.id.to_string(),
        "name": name,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "rate_limit_per_user": 0,
        "flags": 0,
        "thread_metadata": thread_metadata(),
    });
    shared.lock().threads.push(thread.clone());
    (StatusCode::CREATED, Json(thread)).into_response()
}

/// A new thread's `thread_metadata`: open, archived after a week without messages.
fn thread_metadata() -> Value {
    json!({
        "archived": false,
        "auto_archive_duration": 10080,
        "archive_timestamp": super::payloads::TIMESTAMP,
        "locked": false,
    })
}

/// An interaction from a thread the bot created carries the thread as its `channel` (type,
/// parent), as Discord sends it.
pub(super) fn mark_thread(shared: &Shared, payload: &mut Value) {
    let Some(id) = payload["channel_id"].as_str().map(str::to_string) else {
        return;
    };
    if let Some(thread) = shared
        .lock()
        .threads
        .iter()
        .find(|t| t["id"] == id.as_str())
    {
        payload["channel"] = json!({
            "id": id,
            "type": thread["type"].clone(),
            "name": thread["name"].clone(),
            "parent_id": thread["parent_id"].clone(),
        });
    }
}

/// `PATCH /channels/{channel}` of a thread the bot created: records the edit and answers
/// with the thread, its `thread_metadata` updated (`archived`, `locked`); 404 (Unknown
/// Channel) for any other channel.
pub async fn edit_channel(
    State(shared): State<Arc<Shared>>,
    Path(channel): Path<u64>,
    Json(body): Json<Value>,
) -> Response {
    let route = format!("PATCH /api/v10/channels/{channel}");
    if let Some(refused) = forbidden(&shared, channel, &route) {
        return refused;
    }
    let mut inner = shared.lock();
    let id = channel.to_string();
    let Some(thread) = inner.threads.iter_mut().find(|t| t["id"] == id.as_str()) else {
        return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
    };
    let mut metadata = thread_metadata();
    if thread["thread_metadata"].is_object() {
        metadata = thread["thread_metadata"].clone();
    }
    for key in ["archived", "locked", "auto_archive_duration"] {
        if !body[key].is_null() {
            metadata[key] = body[key].clone();
        }
    }
    if let Some(name) = body["name"].as_str() {
        thread["name"] = json!(name);
    }
    thread["thread_metadata"] = metadata;
    let answer = thread.clone();
    inner.channel_edits.push((channel, body));
    Json(answer).into_response()
}

/// `DELETE /channels/{channel}` of a thread the bot created: records it, forgets the thread
/// and answers with the thread object; 404 (Unknown Channel) for any other channel.
pub async fn delete_channel(
    State(shared): State<Arc<Shared>>,
    Path(channel): Path<u64>,
) -> Response {
    let route = format!("DELETE /api/v10/channels/{channel}");
    if let Some(refused) = forbidden(&shared, channel, &route) {
        return refused;
    }
    let mut inner = shared.lock();
    let id = channel.to_string();
    let Some(at) = inner.threads.iter().position(|t| t["id"] == id.as_str()) else {
        return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
    };
    let thread = inner.threads.remove(at);
    inner.deleted_channels.push(channel);
    Json(thread).into_response()
}

impl FakeDiscord {
    /// Channel edits the bot made (`PATCH /channels/{id}`): channel id and body, in order.
    pub fn channel_edits(&self) -> Vec<(u64, Value)> {
        self.shared.lock().channel_edits.clone()
    }

    /// Waits until the bot has made at least `count` channel edits; returns them all.
    pub async fn wait_channel_edits(&self, count: usize) -> Vec<(u64, Value)> {
        self.wait_for("channel edits", || {
            let edits = self.channel_edits();
            (edits.len() >= count).then_some(edits)
        })
        .await
    }

    /// Channels the bot deleted (`DELETE /channels/{id}`), in order.
    pub fn deleted_channels(&self) -> Vec<u64> {
        self.shared.lock().deleted_channels.clone()
    }

    /// Waits until the bot has deleted at least `count` channels; returns them.
    pub async fn wait_deleted_channels(&self, count: usize) -> Vec<u64> {
        self.wait_for("channel deletions", || {
            let deleted = self.deleted_channels();
            (deleted.len() >= count).then_some(deleted)
        })
        .await
    }

    /// Messages the bot posted in `channel` on its own (not interaction answers), in order.
    pub fn channel_messages(&self, channel: u64) -> Vec<Recorded> {
        self.shared
            .lock()
            .channel_messages
            .iter()
            .filter(|(c, _)| *c == channel)
            .map(|(_, m)| m.clone())
            .collect()
    }

    /// Waits until the bot has posted at least `count` messages in `channel`; returns them.
    pub async fn wait_channel_messages(&self, channel: u64, count: usize) -> Vec<Recorded> {
        self.wait_for("channel messages", || {
            let messages = self.channel_messages(channel);
            (messages.len() >= count).then_some(messages)
        })
        .await
    }

    /// Threads the bot created so far (channel objects as answered).
    pub fn threads(&self) -> Vec<Value> {
        self.shared.lock().threads.clone()
    }

    /// The message object a posted channel message became (for clicking its buttons).
    pub fn posted_message(&self, channel: u64, posted: &Recorded) -> Value {
        self.message_of(channel, posted)
    }
}
