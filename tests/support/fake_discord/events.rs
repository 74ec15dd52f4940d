//! Guild Scheduled Events (`POST /guilds/{guild}/scheduled-events`, the server's calendar):
//! refused with 403 Missing Permissions (50013) unless the test granted Manage Events
//! ([`FakeDiscord::grant_manage_events`]); then kept and answered as Discord's event object,
//! and changed by `PATCH …/scheduled-events/{event}` (its status).

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde_json::{json, Value};

use super::rest::error;
use super::state::Shared;
use super::FakeDiscord;

impl FakeDiscord {
    /// Lets the bot manage the guild's events from now on.
    pub fn grant_manage_events(&self) {
        self.shared.lock().manage_events = true;
    }

    /// The events the bot created, as answered.
    pub fn scheduled_events(&self) -> Vec<Value> {
        self.shared.lock().scheduled_events.clone()
    }
}

pub async fn create_event(
    State(shared): State<Arc<Shared>>,
    Path(guild): Path<u64>,
    Json(body): Json<Value>,
) -> Response {
    if !shared.lock().manage_events {
        return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
    }
    let name_ok = body["name"]
        .as_str()
        .is_some_and(|n| (1..=100).contains(&n.chars().count()));
    // An external event (type 3) needs a location and an end.
    let external_ok = body["entity_type"] != json!(3)
        || (body["entity_metadata"]["location"].is_string()
            && body["scheduled_end_time"].is_string());
    if !name_ok || !external_ok || !body["scheduled_start_time"].is_string() {
        return error(StatusCode::BAD_REQUEST, 50035, "Invalid Form Body");
    }
    let event = json!({
        "id": shared.next_id().to_string(),
        "guild_id": guild.to_string(),
        "channel_id": body["channel_id"].clone(),
        "creator_id": shared.bot.id.to_string(),
        "name": body["name"].clone(),
        "description": body["description"].clone(),
        "scheduled_start_time": body["scheduled_start_time"].clone(),
        "scheduled_end_time": body["scheduled_end_time"].clone(),
        "privacy_level": 2,
        "status": 1,
        "entity_type": body["entity_type"].clone(),
        "entity_id": null,
        "entity_metadata": body["entity_metadata"].clone(),
        "user_count": 0,
        "image": null,
        "recurrence_rule": null,
        "guild_scheduled_event_exceptions": [],
    });
    shared.lock().scheduled_events.push(event.clone());
    Json(event).into_response()
}

/// `PATCH /guilds/{guild}/scheduled-events/{event}`: the status (and any other field given)
/// changed; 404 Unknown Guild Scheduled Event (10070) for an event it does not have.
pub async fn edit_event(
    State(shared): State<Arc<Shared>>,
    Path((_guild, event)): Path<(u64, u64)>,
    Json(body): Json<Value>,
) -> Response {
    let mut inner = shared.lock();
    let Some(stored) = inner
        .scheduled_events
        .iter_mut()
        .find(|e| e["id"].as_str() == Some(&event.to_string()))
    else {
        return error(
            StatusCode::NOT_FOUND,
            10070,
            "Unknown Guild Scheduled Event",
        );
    };
    if let Some(fields) = body.as_object() {
        for (k, v) in fields {
            stored[k] = v.clone();
        }
    }
    Json(stored.clone()).into_response()
}
