//! What the bot sent back, as the fake recorded it.

use serde_json::Value;

/// One uploaded file of a multipart request.
#[derive(Clone, Debug)]
pub struct File {
    /// Multipart field name (`files[0]`).
    pub field: String,
    /// File name (`board.png`).
    pub filename: String,
    /// Part content type (`image/png`).
    pub content_type: String,
    pub bytes: Vec<u8>,
}

/// A message-bearing request from the bot: an interaction callback or a webhook call.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// `METHOD path` of the request.
    pub route: String,
    /// Interaction id for callbacks; 0 for webhooks.
    pub interaction_id: u64,
    /// Callback type (4 = message, 5 = deferred, 8 = autocomplete...); 0 for webhooks.
    pub kind: u64,
    /// The whole JSON body (`payload_json` for multipart).
    pub json: Value,
    /// The uploaded files, in request order.
    pub files: Vec<File>,
    /// For callbacks and webhooks: time from the fake dispatching the interaction to the
    /// fake receiving this request.
    pub since_dispatch: Option<std::time::Duration>,
    /// The flags the message shows with when Discord overrides the ones sent: the first
    /// follow-up after a deferral (type 5) or an edit of the original response keeps the
    /// original's ephemeral flag.
    pub shown_flags: Option<u64>,
}

impl Recorded {
    /// The message part: `data` of a callback, the body itself for webhooks.
    pub fn message(&self) -> &Value {
        if self.kind == 0 {
            &self.json
        } else {
            &self.json["data"]
        }
    }

    /// Message content ("" when absent).
    pub fn content(&self) -> &str {
        self.message()["content"].as_str().unwrap_or("")
    }

    /// The message's flags as Discord shows it: [`Self::shown_flags`] when Discord overrode
    /// the sent ones, else [`Self::sent_flags`].
    pub fn flags(&self) -> u64 {
        self.shown_flags.unwrap_or_else(|| self.sent_flags())
    }

    /// The flags the bot sent (0 when absent).
    pub fn sent_flags(&self) -> u64 {
        self.message()["flags"].as_u64().unwrap_or(0)
    }

    /// Whether only the invoker sees the message (flag 64), as Discord shows it.
    pub fn is_ephemeral(&self) -> bool {
        self.flags() & 64 != 0
    }

    /// The uploaded file named `filename`.
    pub fn file(&self, filename: &str) -> Option<&File> {
        self.files.iter().find(|f| f.filename == filename)
    }

    /// `allowed_mentions` of the message, if given.
    pub fn allowed_mentions(&self) -> &Value {
        &self.message()["allowed_mentions"]
    }
}

/// A request the fake logged (every request, including those that hit the fallback).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedRequest {
    pub method: String,
    pub path: String,
    /// Whether no route served it (answered 404).
    pub unhandled: bool,
}
