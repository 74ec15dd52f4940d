//! Log output without interaction tokens. serenity's `#[instrument]` on `Http::request` (and
//! its rate limiter) records the whole request, whose route holds the interaction token (a
//! 15-minute credential for the interaction's webhook), and every event inside that span,
//! whatever its target or level (`hyper_util` at trace, say), prints it. A filter would have
//! to know every span and field that may carry a route; instead the process's log writer
//! redacts the token where it appears in any line, in every form serenity 0.12 prints it:
//!
//! - a `token: "…"` (or `token: Some("…")`) field as `Debug` prints a route or an interaction;
//! - `"token":"…"` (any JSON white space around the colon) in a raw gateway frame, which
//!   serenity prints whole when it cannot parse it (`Err deserializing text: …; text: {frame}`,
//!   a warning);
//! - `"token": String("…")` in the JSON value of an event type serenity does not know, which
//!   it prints with `Debug` (`An unknown event was received: …`, at debug);
//! - each of these again inside a quoted, escaped string (`token: \"…\"`), as a `Debug` field
//!   holding the text above prints it;
//! - the token segment of `/interactions/{id}/{token}` and `/webhooks/{id}/{token}` paths;
//! - OAuth2 access and refresh tokens (the Activity's, `src/web/`) as `access_token` fields
//!   in the forms above, and after `Bearer ` in an authorization header;
//! - the bytes of a binary gateway frame serenity cannot decompress or parse, which it prints
//!   as a list of numbers (`Failing bytes: [123, 34, …]`, at debug): the whole list.
//!
//! A token's value ends at its closing quote, escapes included: `\"` and `\\` inside it (JSON
//! and `Debug` escape the same way) do not end it. (The bot token never reaches the log:
//! serenity keeps it in a secret type; see `tests/e2e/token_logs.rs`. Its dependencies' `log`
//! records, tungstenite's frame dumps among them, are not collected: there is no `log`
//! bridge in the tree.)

use std::io::Write;
use std::sync::LazyLock;

use regex::Regex;
use tracing_subscriber::fmt::MakeWriter;

/// What a redacted token is replaced with.
pub const REDACTED: &str = "<redacted>";

/// The pattern: alternatives made of a head (kept: capture group 1 to 4) and the secret after
/// it (replaced). In a quoted string (level 0) a character of the secret is anything but `"`
/// and `\`, or `\` and any character; in a string quoted inside a quoted string (level 1)
/// quotes and backslashes are escaped once more, so an escape there is `\\` followed by
/// `\\`, `\"` or another character, and the string ends at `\"`. Neither holds a line
/// break: a frame cut short inside a token is redacted to the end of its line, no further.
static TOKENS: LazyLock<Regex> = LazyLock::new(|| {
    const LEVEL0: &str = r#"(?:[^"\\\n]|\\.)*"#;
    const LEVEL1: &str = r#"(?:[^"\\\n]|\\\\(?:\\\\|\\"|[^"\\\n]))*"#;
    let level0_head = r#"(?:access_|refresh_)?token: (?:Some\()?"|"(?:access_|refresh_)?token"\s*:\s*(?:String\()?""#;
    let level1_head = r#"(?:access_|refresh_)?token: (?:Some\()?\\"|\\"(?:access_|refresh_)?token\\"\s*:\s*(?:String\()?\\""#;
    let other = r#"(/interactions/[0-9]+/|/webhooks/[0-9]+/)[^/\s"\\?]+|(Failing bytes: )\[[^\]]*\]|(Bearer )[^\s"\\]+"#;
    Regex::new(&format!(
        "({level0_head}){LEVEL0}|({level1_head}){LEVEL1}|{other}"
    ))
    .expect("valid pattern")
});

/// `line` with every interaction token replaced by [`REDACTED`].
pub fn redact(line: &str) -> std::borrow::Cow<'_, str> {
    TOKENS.replace_all(line, |c: &regex::Captures<'_>| {
        let head = (1..=5).find_map(|i| c.get(i)).map_or("", |m| m.as_str());
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
            redact(r#"Webhook { token: Some("abc.def"), id: 3 }"#),
            r#"Webhook { token: Some("<redacted>"), id: 3 }"#
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

    #[test]
    fn oauth2_access_tokens_are_redacted() {
        assert_eq!(
            redact(r#"answer: {"access_token": "mock-token-7", "refresh_token":"r-1"}"#),
            r#"answer: {"access_token": "<redacted>", "refresh_token":"<redacted>"}"#
        );
        assert_eq!(
            redact(r#"headers: {"authorization": "Bearer abc.DEF_9"}"#),
            r#"headers: {"authorization": "Bearer <redacted>"}"#
        );
        assert_eq!(
            redact(r#"Hello { access_token: "sekrit" }"#),
            r#"Hello { access_token: "<redacted>" }"#
        );
    }

    #[test]
    fn tokens_in_raw_gateway_frames_are_redacted_whatever_the_spacing() {
        let frame = r#"Err deserializing text: Error("missing field `id`", line: 1, column: 60); text: {"op":0,"d":{"token":"aW50.ZXJh","type":2},"t":"INTERACTION_CREATE"}"#;
        assert_eq!(
            redact(frame),
            r#"Err deserializing text: Error("missing field `id`", line: 1, column: 60); text: {"op":0,"d":{"token":"<redacted>","type":2},"t":"INTERACTION_CREATE"}"#
        );
        for spaced in [
            "{\"token\" : \"sekrit\"}",
            "{\"token\":\t\"sekrit\"}",
            "{\"token\"\n:\n\"sekrit\"}",
        ] {
            let shown = redact(spaced);
            assert!(!shown.contains("sekrit"), "{shown}");
            assert!(shown.ends_with("\"<redacted>\"}"), "{shown}");
        }
        // A frame cut short inside the token: redacted to the end of its line only.
        let cut = "WARN text: {\"token\":\"sekr\nINFO next event\n";
        assert_eq!(
            redact(cut),
            "WARN text: {\"token\":\"<redacted>\nINFO next event\n"
        );
    }

    #[test]
    fn escapes_inside_a_token_do_not_end_it() {
        // JSON: an escaped quote, an escaped backslash and a \u escape inside the value.
        let frame = r#"{"token":"ab\"cd\\ef\u0067hi","id":"1"}"#;
        assert_eq!(redact(frame), r#"{"token":"<redacted>","id":"1"}"#);
        // Debug of the same string, and of a serde_json value holding it.
        let debug = format!("Interaction {{ token: {:?}, id: 1 }}", "ab\"cd\\ef");
        assert_eq!(
            redact(&debug),
            r#"Interaction { token: "<redacted>", id: 1 }"#
        );
        let value = serde_json::json!({"token": "ab\"cd\\ef", "x": 1});
        let unknown = format!("An unknown event was received: {value:?}");
        let shown = redact(&unknown);
        assert!(!shown.contains("cd") && !shown.contains("ef"), "{shown}");
        assert!(
            shown.contains(r#""token": String("<redacted>")"#),
            "{shown}"
        );
        // A Debug field holding text with the token in it: one level of escapes more.
        let nested = format!("{:?}", format!("{{\"token\":{:?}}}", "ab\"cd\\ef"));
        let shown = redact(&nested);
        assert!(
            !shown.contains("cd") && !shown.contains("ef"),
            "{nested} -> {shown}"
        );
        let nested_debug = format!("{:?}", debug);
        let shown = redact(&nested_debug);
        assert!(
            !shown.contains("cd") && !shown.contains("ef"),
            "{nested_debug} -> {shown}"
        );
        assert!(shown.ends_with(r#", id: 1 }""#), "{shown}");
    }

    #[test]
    fn the_bytes_of_a_binary_frame_are_redacted() {
        let bytes = br#"{"token":"abc"}"#.to_vec();
        let line = format!("Failing bytes: {bytes:?}");
        assert_eq!(redact(&line), "Failing bytes: <redacted>");
    }
}
