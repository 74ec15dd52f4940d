//! Log output without interaction tokens. serenity's `#[instrument]` on `Http::request` (and
//! its rate limiter) records the whole request, whose route holds the interaction token (a
//! 15-minute credential for the interaction's webhook), and every event inside that span,
//! whatever its target or level (`hyper_util` at trace, say), prints it. A filter would have
//! to know every span and field that may carry a route; instead the process's log writer
//! redacts the token where it appears in any line: a `token: "…"` field as `Debug` prints it,
//! and the token segment of `/interactions/{id}/{token}` and `/webhooks/{id}/{token}` paths.
//! (The bot token never reaches the log: serenity keeps it in a secret type; see
//! `tests/token_logs.rs`.)

use std::io::Write;
use std::sync::LazyLock;

use regex::Regex;
use tracing_subscriber::fmt::MakeWriter;

/// What a redacted token is replaced with.
pub const REDACTED: &str = "<redacted>";

static TOKENS: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r#"(token: \\?")[^"\\]*|(/interactions/[0-9]+/|/webhooks/[0-9]+/)[^/\s"\\?]+"#)
        .expect("valid pattern")
});

/// `line` with every interaction token replaced by [`REDACTED`].
pub fn redact(line: &str) -> std::borrow::Cow<'_, str> {
    TOKENS.replace_all(line, |c: &regex::Captures<'_>| {
        let head = c.get(1).or_else(|| c.get(2)).map_or("", |m| m.as_str());
        format!("{head}{REDACTED}")
    })
}

/// A [`MakeWriter`] for `tracing_subscriber::fmt`: each event is collected, redacted
/// ([`redact`]) and written to standard error in one piece.
#[derive(Clone, Copy, Debug, Default)]
pub struct RedactedStderr;

/// One event's output, written redacted when dropped.
pub struct EventBuffer(Vec<u8>);

impl<'a> MakeWriter<'a> for RedactedStderr {
    type Writer = EventBuffer;

    fn make_writer(&'a self) -> EventBuffer {
        EventBuffer(Vec::with_capacity(256))
    }
}

impl Write for EventBuffer {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Drop for EventBuffer {
    fn drop(&mut self) {
        let text = String::from_utf8_lossy(&self.0);
        let _ = std::io::stderr().lock().write_all(redact(&text).as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interaction_tokens_are_redacted_in_debug_fields_and_paths() {
        let span = r#"request{req=Request { route: InteractionResponse { interaction_id: InteractionId(12), token: "aW50ZXJhY3Rpb24.x-y_z" }, params: None }}: hyper: pool"#;
        let shown = redact(span);
        assert!(!shown.contains("aW50ZXJhY3Rpb24"), "{shown}");
        assert!(shown.contains(r#"token: "<redacted>" }"#), "{shown}");
        let escaped = r#"field="Route { token: \"abc.def\" }""#;
        assert_eq!(
            redact(escaped),
            r#"field="Route { token: \"<redacted>\" }""#
        );
        assert_eq!(
            redact("POST /api/v10/interactions/12/abc.def-9/callback"),
            "POST /api/v10/interactions/12/<redacted>/callback"
        );
        assert_eq!(
            redact("PATCH /webhooks/34/tok_en/messages/@original?wait=true"),
            "PATCH /webhooks/34/<redacted>/messages/@original?wait=true"
        );
        assert_eq!(redact("connected to Discord"), "connected to Discord");
    }
}
