//! Discord's clock and the stand-in's refusals: a first response (callback) is accepted
//! only within [`CALLBACK_WINDOW`] of the dispatch (later: 404, 10062 "Unknown
//! interaction"), the interaction token works for follow-ups and edits for
//! [`TOKEN_LIFETIME`] (later: 401, 50027 "Invalid Webhook Token"). Tests cannot wait 15
//! minutes: [`FakeDiscord::advance_clock`] moves the stand-in's clock ahead instead.

use std::time::Duration;

use axum::http::StatusCode;
use axum::response::Response;

use super::rest::error;
use super::state::{Inner, Refusal};
use super::FakeDiscord;

/// How long after the dispatch Discord accepts an interaction's first response.
pub const CALLBACK_WINDOW: Duration = Duration::from_secs(3);

/// How long an interaction token works for follow-ups and edits of the original response.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Notes a refusal by one of Discord's rules in `inner` (and on stderr) and passes `answer`
/// through.
pub(super) fn refused(inner: &mut Inner, route: &str, answer: Response) -> Response {
    let code = answer.extensions().get::<RefusalCode>().map_or(0, |c| c.0);
    eprintln!(
        "fake discord: refused {route}: {} (code {code})",
        answer.status()
    );
    inner.refusals.push(Refusal {
        route: route.to_string(),
        status: answer.status().as_u16(),
        code,
    });
    answer
}

/// Discord's JSON error code of a refusal, kept on the response for [`refused`].
#[derive(Clone, Copy)]
pub(super) struct RefusalCode(pub u64);

/// [`error`] with its code kept for [`refused`].
pub(super) fn refusal(status: StatusCode, code: u64, message: &str) -> Response {
    let mut answer = error(status, code, message);
    answer.extensions_mut().insert(RefusalCode(code));
    answer
}

/// A callback `late` after its dispatch: 404, 10062 "Unknown interaction".
pub(super) fn late_callback() -> Response {
    refusal(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
}

/// A follow-up or edit with an expired token: 401, 50027 "Invalid Webhook Token".
pub(super) fn expired_token() -> Response {
    refusal(StatusCode::UNAUTHORIZED, 50027, "Invalid Webhook Token")
}

impl FakeDiscord {
    /// Moves the stand-in's clock `by` ahead: interactions dispatched before look that much
    /// older (a callback later than [`CALLBACK_WINDOW`], a token older than
    /// [`TOKEN_LIFETIME`] is refused).
    pub fn advance_clock(&self, by: Duration) {
        self.shared.advance_clock(by);
    }

    /// Requests refused so far by Discord's rules (clock, limits, permissions).
    pub fn refusals(&self) -> Vec<Refusal> {
        self.shared.lock().refusals.clone()
    }

    /// Waits until at least `count` requests have been refused; returns them all.
    pub async fn wait_refusals(&self, count: usize) -> Vec<Refusal> {
        self.wait_for("refusals", || {
            let refusals = self.refusals();
            (refusals.len() >= count).then_some(refusals)
        })
        .await
    }

    /// Registers an interaction in `channel` without sending it to the bot, for a test that
    /// answers it itself (to see what Discord accepts); returns its id and token.
    pub fn open_interaction(&self, channel: u64) -> (u64, String) {
        let id = self.shared.next_id();
        let token = format!("token-{}", self.shared.next_id());
        let pending = super::state::Pending::new(id, channel, None, self.shared.now());
        self.shared
            .lock()
            .interactions
            .insert(token.clone(), pending);
        (id, token)
    }

    /// The original response of the interaction with `token` as Discord keeps it (content,
    /// flags, attachments), if there is one.
    pub fn original_message(&self, token: &str) -> Option<serde_json::Value> {
        self.shared.lock().originals.get(token).cloned()
    }

    /// From now on the bot lacks permissions in `channel`: posting there, creating threads
    /// in it, editing or deleting it answer 403, 50013 "Missing Permissions".
    pub fn forbid_channel(&self, channel: u64) {
        self.shared.lock().forbidden_channels.insert(channel);
    }
}
