//! The bot token never reaches the output of the real bot process: `towers serve` runs as a
//! child with `RUST_LOG=trace` (every target, every level) through a session against the fake
//! Discord, and with a token the fake rejects; its whole stdout and stderr must not contain
//! the token or a recognisable part of it, nor any interaction token.

use crate::support;

use rustix::process::Signal;
use support::bot::TOKEN;
use support::child::{serve_command, ServeChild};
use support::fake_discord::FakeDiscord;

/// Fails when `output` contains `token` or one of its dot-separated parts.
fn assert_no_token(output: &str, token: &str) {
    for part in std::iter::once(token).chain(token.split('.')) {
        assert!(
            !output.contains(part),
            "the output shows {part:?} of the token:\n{output}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_traced_session_never_shows_the_token() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let mut command = serve_command(&fake, &dir.path().join("data"));
    command.env("RUST_LOG", "trace");
    let mut child = ServeChild::spawn(command);
    child.wait_registrations(&fake, 1).await;

    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    fake.slash(&bob, "accept", &[]).await;
    let reply = fake.slash(&alice, "move", &[("notation", "c3-b4")]).await;
    assert!(!reply.is_ephemeral(), "{reply:?}");
    let refused = fake.slash(&bob, "move", &[("notation", "zz9")]).await;
    assert!(refused.is_ephemeral(), "{refused:?}");
    // A gateway drop: the bot resumes (refused by the fake) and identifies again.
    fake.close_gateway(4000);
    fake.wait_identified(2).await;
    child.signal(Signal::TERM);
    let status = child.wait_exit().await;

    let output = child.output();
    assert!(status.success(), "{status}:\n{output}");
    // Trace output from serenity itself (the gateway and HTTP layers) was on.
    assert!(output.contains("TRACE"), "no trace lines:\n{output}");
    assert!(output.contains("serenity"), "no serenity lines:\n{output}");
    assert!(
        output.contains("IDENTIFY") || output.contains("dentify"),
        "{output}"
    );
    assert_no_token(&output, TOKEN);
    // Nor any interaction token (a 15-minute webhook credential), though serenity's
    // `#[instrument]` on `Http::request` records routes that hold them (issue 15).
    let tokens = interaction_tokens(&fake);
    assert!(tokens.len() >= 4, "{tokens:?}");
    // The routes were traced, with the token redacted (src/log_redact.rs).
    assert!(
        output.contains(towers::log_redact::REDACTED),
        "no redacted route:\n{output}"
    );
    for token in tokens {
        assert!(
            !output.contains(&token),
            "the output shows interaction token {token:?}:\n{output}"
        );
    }
}

/// Frames serenity cannot read, and an event type it does not know, carrying interaction
/// tokens: serenity prints the raw frame in a warning (`Err deserializing text: …; text:
/// {frame}`), a binary frame's bytes at debug (`Failing bytes: [..]`) and an unknown event's
/// JSON value at debug (`"token": String("…")`); the redacting log writer
/// (src/log_redact.rs) hides the token in each, compact or spaced, with JSON escapes inside.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn frames_serenity_cannot_read_never_show_an_interaction_token() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let mut command = serve_command(&fake, &dir.path().join("data"));
    command.env("RUST_LOG", "trace");
    let mut child = ServeChild::spawn(command);
    child.wait_registrations(&fake, 1).await;

    // Each secret's parts (between its escapes) must not appear anywhere in the output.
    let mut parts: Vec<&str> = Vec::new();
    // An interaction without its id: serenity cannot read it and warns with the raw text.
    fake.send_gateway_text(
        r#"{"op":0,"s":900,"t":"INTERACTION_CREATE","d":{"type":2,"token":"CompactProbeSecretOne.aW50ZXJhY3Rpb24"}}"#,
    );
    parts.extend(["CompactProbeSecretOne", "aW50ZXJhY3Rpb24"]);
    // The same, spaced as a pretty printer writes JSON, with escapes inside the token.
    fake.send_gateway_text(
        "{\n  \"op\" : 0,\n  \"s\" : 901,\n  \"t\" : \"INTERACTION_CREATE\",\n  \"d\" : {\n    \"token\" :\t\"SpacedProbe\\\"QuoteHalf\\\\SlashHalf\\u0041EscapeHalf\"\n  }\n}",
    );
    parts.extend(["SpacedProbe", "QuoteHalf", "SlashHalf", "EscapeHalf"]);
    // Not JSON at all: a frame cut short.
    fake.send_gateway_text(r#"{"op":0,"s":902,"d":{"token":"CutShortProbeSecret"#);
    parts.push("CutShortProbeSecret");
    // A binary frame that is not zlib: serenity prints its bytes as numbers.
    let binary = br#"{"op":0,"s":903,"d":{"token":"BinaryProbeSecret"}}"#;
    fake.send_gateway_binary(binary);
    parts.push("BinaryProbeSecret");
    // An event type serenity does not know: its JSON value is printed with Debug.
    fake.dispatch_event(
        "TOWERS_PROBE_UNKNOWN",
        serde_json::json!({"token": "UnknownProbe\"QuotedHalf", "inner": {"token": "NestedProbeSecret"}}),
    )
    .unwrap();
    parts.extend(["UnknownProbe", "QuotedHalf", "NestedProbeSecret"]);
    // The session goes on: the frames were read (and logged) before this command.
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let accepted = fake.slash(&bob, "accept", &[]).await;
    assert!(!accepted.is_ephemeral(), "{accepted:?}");
    child.signal(Signal::TERM);
    let status = child.wait_exit().await;

    let output = child.output();
    assert!(status.success(), "{status}:\n{output}");
    // The lines that would carry the tokens were written.
    for line in [
        "Err deserializing text",
        "Failing bytes",
        "An unknown event was received",
        "TOWERS_PROBE_UNKNOWN",
    ] {
        assert!(
            output.contains(line),
            "no {line:?} in the output:\n{output}"
        );
    }
    for part in parts {
        assert!(
            !output.contains(part),
            "the output shows {part:?} of an interaction token:\n{output}"
        );
    }
    // Nor the binary frame's token bytes as the list of numbers serenity prints.
    let numbers = format!("{:?}", b"BinaryProbeSecret".as_slice());
    let numbers = numbers.trim_start_matches('[').trim_end_matches(']');
    assert!(!output.contains(numbers), "the token's bytes:\n{output}");
    assert_no_token(&output, TOKEN);
}

/// The interaction tokens of every callback the bot sent (`/interactions/{id}/{token}/callback`).
fn interaction_tokens(fake: &FakeDiscord) -> Vec<String> {
    fake.requests()
        .iter()
        .filter_map(|r| {
            let rest = r.path.split("/interactions/").nth(1)?;
            let token = rest.split('/').nth(1)?;
            Some(token.to_string())
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_is_a_clear_error_without_the_token() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let wrong = "MTIzNDU2.wrong-sekrit-for-towers.Zq9";
    let mut command = serve_command(&fake, &dir.path().join("data"));
    command.env("RUST_LOG", "trace").env("DISCORD_TOKEN", wrong);
    let mut child = ServeChild::spawn(command);
    let status = child.wait_exit().await;

    let output = child.output();
    assert!(
        !status.success(),
        "the bot ran with a rejected token:\n{output}"
    );
    assert!(!output.contains("panicked"), "{output}");
    let last = output.lines().last().unwrap_or("");
    assert!(last.starts_with("error: "), "{output}");
    assert!(
        last.contains("401") || last.to_lowercase().contains("unauthorized"),
        "the error does not say the token was refused: {last}"
    );
    assert_no_token(&output, wrong);
}
