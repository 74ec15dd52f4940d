//! The bot token never reaches the output of the real bot process: `towers serve` runs as a
//! child with `RUST_LOG=trace` (every target, every level) through a session against the fake
//! Discord, and with a token the fake rejects; its whole stdout and stderr must not contain
//! the token or a recognisable part of it, nor any interaction token.

mod support;

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
