//! Editing a message the bot posted in a channel: `PATCH /channels/{id}/messages/{id}` (the
//! live message of a game played on the board), recorded for the tests, answered with the
//! message object as edited; 404 (10008 "Unknown Message") for a message the bot did not post
//! in that channel.

use std::sync::Arc;

use axum::extract::{Path, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::Json;

use super::recorded::Recorded;
use super::rest::{error, read_recorded, stored_message};
use super::state::Shared;
use super::FakeDiscord;

/// `PATCH /channels/{channel}/messages/{message}`.
pub async fn edit_message(
    State(shared): State<Arc<Shared>>,
    Path((channel, message)): Path<(u64, u64)>,
    req: Request,
) -> Response {
    let route = format!("PATCH {}", req.uri().path());
    if shared.lock().posted_messages.get(&message) != Some(&channel) {
        return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
    }
    let recorded = match read_recorded(route, req).await {
        Ok(recorded) => recorded,
        Err(refused) => return refused,
    };
    if let Some(answer) = super::limits::check_message(&recorded.json, &recorded.files) {
        return super::clock::refused(&mut shared.lock(), &recorded.route, answer);
    }
    let mut answer = stored_message(&shared, channel, &recorded);
    answer["id"] = message.to_string().into();
    answer["edited_timestamp"] = super::payloads::TIMESTAMP.into();
    answer["components"] = super::payloads::echoed_components(&recorded.json["components"]);
    shared
        .lock()
        .message_edits
        .push((channel, message, recorded));
    Json(answer).into_response()
}

impl FakeDiscord {
    /// The bot's edits of its messages in `channel` (`PATCH /channels/{id}/messages/{id}`):
    /// the message id and the edit, in order.
    pub fn message_edits(&self, channel: u64) -> Vec<(u64, Recorded)> {
        self.shared
            .lock()
            .message_edits
            .iter()
            .filter(|(c, _, _)| *c == channel)
            .map(|(_, m, edit)| (*m, edit.clone()))
            .collect()
    }

    /// The id Discord gave the bot's `index`th message in `channel` (0 = the first).
    pub fn posted_message_id(&self, channel: u64, index: usize) -> Option<u64> {
        let inner = self.shared.lock();
        let mut ids: Vec<u64> = inner
            .posted_messages
            .iter()
            .filter(|(_, c)| **c == channel)
            .map(|(m, _)| *m)
            .collect();
        ids.sort_unstable();
        ids.get(index).copied()
    }
}
