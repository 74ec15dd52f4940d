//! Frames a well-behaved Discord does not send, for tests of what the bot does (and logs)
//! when one arrives: a text frame as given (JSON the client cannot parse), a binary frame
//! as given (not zlib), and a dispatch of an event type the client does not know.

use serde_json::Value;

use super::state::Outgoing;
use super::FakeDiscord;

impl FakeDiscord {
    /// Sends `text` as a text frame on the current gateway socket, as is.
    pub fn send_gateway_text(&self, text: &str) {
        self.to_gateway(Outgoing::Text(text.to_string()));
    }

    /// Sends `bytes` as a binary frame on the current gateway socket, as is.
    pub fn send_gateway_binary(&self, bytes: &[u8]) {
        self.to_gateway(Outgoing::Binary(bytes.to_vec()));
    }

    /// Dispatches `data` as event `event` (any name, known to Discord or not) with the
    /// session's next sequence number; the sequence number, or why there is no session.
    pub fn dispatch_event(&self, event: &str, data: Value) -> Result<u64, String> {
        self.shared.dispatch(event, data)
    }
}
