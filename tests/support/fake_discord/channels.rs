//! Messages the bot posts in channels on its own (timer notices, games in threads) and the
//! threads it creates: `POST /channels/{id}/messages`, `POST /channels/{id}/threads`, and
//! the test-facing helpers that read and wait for them.

use std::sync::Arc;

use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::recorded::Recorded;
use super::rest::{error, read_message_body, stored_message};
use super::state::Shared;
use super::FakeDiscord;

/// `POST /channels/{channel}/messages`: records the message and answers with the message
/// object (attachments given ids and URLs).
pub async fn create_message(
    State(shared): State<Arc<Shared>>,
    Path(channel): Path<u64>,
    req: Request,
) -> Response {
    let route = format!("POST {}", req.uri().path());
    let (json, files) = match read_message_body(req).await {
        Ok(body) => body,
        Err(e) => {
            return error(
                StatusCode::BAD_REQUEST,
                50035,
                &format!("Invalid Form Body: {e}"),
            )
        }
    };
    let recorded = Recorded {
        route,
        interaction_id: 0,
        kind: 0,
        json,
        files,
        since_dispatch: None,
    };
    let mut message = stored_message(&shared, channel, &recorded);
    message["components"] = recorded.json["components"].clone();
    if message["components"].is_null() {
        message["components"] = json!([]);
    }
    shared.lock().channel_messages.push((channel, recorded));
    Json(message).into_response()
}

/// `POST /channels/{channel}/threads` without a message: a thread of the guild, answered as
/// a channel object of the asked type (11, public thread, by default).
pub async fn create_thread(
    State(shared): State<Arc<Shared>>,
    Path(channel): Path<u64>,
    Json(body): Json<Value>,
) -> Response {
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
        "rate_limit_per_user": 0,
        "flags": 0,
    });
    shared.lock().threads.push(thread.clone());
    (StatusCode::CREATED, Json(thread)).into_response()
}

impl FakeDiscord {
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
