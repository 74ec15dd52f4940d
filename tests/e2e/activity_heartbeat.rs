//! The Activity socket's heartbeat on the real `towers serve` (pinged every 200 ms, closed
//! after 1 s of silence for the test): a client that answers stays, with a `beat` each
//! period; a client whose network stops relaying (here: one that stops reading, so answers
//! no ping) is closed by the server.

use crate::support;

use std::time::{Duration, Instant};

use support::activity::WebBot;
use support::bot::TOKEN;
use support::fake_discord::activity::token_for;
use support::fake_discord::FakeDiscord;

const INSTANCE: &str = "i-heartbeat";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_that_answers_is_kept_and_a_silent_one_is_closed() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let vars = [
        ("TOWERS_WEB_PING_EVERY", "200ms"),
        ("TOWERS_WEB_SILENT_CLOSE", "1s"),
    ];
    let bot = WebBot::start_with(&fake, &dir.path().join("data"), &vars).await;
    let channel = fake.new_channel();
    let alice = fake.user("alice");
    fake.add_activity_instance(INSTANCE, channel, &[&alice]);

    let mut socket = bot.socket().await;
    socket.hello(&token_for(&alice), INSTANCE, "").await;
    let welcome = socket.next().await;
    assert_eq!(welcome["type"], "welcome", "{welcome}");
    assert_eq!(welcome["beat_ms"], 200, "{welcome}");
    assert_eq!(socket.next().await["type"], "state");

    // Reading (and so answering the pings) for three silence bounds: beats, no close.
    let started = Instant::now();
    let mut beats = 0;
    while started.elapsed() < Duration::from_secs(3) {
        let frame = socket.try_next_frame().await.expect("still open");
        if frame["type"] == "beat" {
            beats += 1;
        }
    }
    assert!(beats >= 8, "{beats} beats in 3 s");

    // Silent: nothing read, nothing answered, for twice the bound; then the socket is gone.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let seen = socket.until_closed().await;
    assert!(
        seen.iter().all(|m| m["type"] == "beat"),
        "only beats before the close: {seen:?}"
    );
    let output = bot.child.output();
    assert!(
        output.contains("an Activity socket fell silent"),
        "{output}"
    );
}

/// The language a socket is worded in: the SDK's locale from the hello, else the user's
/// Discord account's, never a default that hides it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_sdk_locale_else_the_accounts_is_the_sockets_language() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let bot = WebBot::start(&fake, &dir.path().join("data")).await;
    let channel = fake.new_channel();
    let alice = fake.user("alice");
    fake.set_user_locale(&alice, "pl");
    fake.add_activity_instance(INSTANCE, channel, &[&alice]);
    for (sdk, lang) in [(Some("ru"), "ru"), (Some(""), "pl"), (None, "pl")] {
        let mut socket = bot.socket().await;
        let mut hello = serde_json::json!({"type": "hello",
            "access_token": token_for(&alice), "instance_id": INSTANCE});
        if let Some(sdk) = sdk {
            hello["locale"] = sdk.into();
        }
        socket.send(&hello).await;
        let welcome = socket.next().await;
        assert_eq!(welcome["type"], "welcome", "{welcome}");
        assert_eq!(welcome["lang"], lang, "{sdk:?}");
    }
}
