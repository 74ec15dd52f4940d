//! The Activity's connection and the channel it keeps quiet, in a real browser (Debian's
//! Chromium driven by `web/tests/quiet.mjs`), against the real `towers serve` and the
//! stand-in Discord:
//!
//! - a 30-ply Bashni game played by clicks (both players on the board, Black's tab in the
//!   language of Black's Discord account) and resigned on the board: the channel gets one
//!   live message, edited in place, and the result; nobody is pinged. The counts are printed.
//! - Black's tab reaches the server through a proxy that stops relaying without closing
//!   (`support::pause_proxy`): the tab shows "reconnecting" within 15 s and is live again,
//!   on the current state, once the proxy relays again.
//!
//! It needs what `activity_browser.rs` needs, and skips (or fails under
//! `TOWERS_REQUIRE_BROWSER=1`) the same way.

use crate::activity_browser::{engine_game, plan};
use crate::support;

use std::time::Duration;

use serde_json::json;
use support::browser::{
    browser_ready, chromium, free_port, many_pages_one_address, spawn_listening, with_activity,
    Script,
};
use support::child::serve_command;
use support::fake_discord::{FakeDiscord, Recorded};
use support::pause_proxy::PauseProxy;

/// How long the browser script may take in all.
const SCRIPT_TIMEOUT: Duration = Duration::from_secs(300);

/// The plies played on the board before White resigns.
const PLIES: usize = 30;

/// Whether a posted message pings a user (its text addresses one and its mentions allow it).
fn pings(message: &Recorded) -> bool {
    message.content().contains("<@")
        || message.allowed_mentions()["users"]
            .as_array()
            .is_some_and(|users| !users.is_empty())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_game_keeps_one_channel_message_and_a_cut_off_tab_reconnects() {
    if !browser_ready("activity_quiet") {
        return;
    }
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let addr: std::net::SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
    let proxy = PauseProxy::start(addr).await;
    let mut command = serve_command(&fake, &dir.path().join("data"));
    with_activity(&mut command, &fake, &addr.to_string());
    many_pages_one_address(&mut command);
    // Black's tab comes through the proxy.
    command.env(
        "TOWERS_WEB_ORIGINS",
        format!("http://{addr},http://{}", proxy.addr),
    );
    let child = spawn_listening(command, &fake, &addr.to_string()).await;

    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.set_user_locale(&bob, "pl");
    let channel = fake.default_channel();
    fake.add_activity_instance("quiet", channel, &[&alice, &bob]);
    let challenge = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("variant", "Bashni")],
        )
        .await;
    assert!(!challenge.is_ephemeral(), "{challenge:?}");

    let game = engine_game();
    let plan = plan(&game);
    assert!(
        plan.plies.len() > PLIES,
        "the game has {} plies",
        plan.plies.len()
    );
    let plan_json = json!({
        "base": format!("http://{addr}/"),
        "proxied": format!("http://{}/", proxy.addr),
        "chromium": chromium(),
        "game": {
            "instance": "quiet",
            "white": alice.id.to_string(),
            "black": bob.id.to_string(),
            "black_lang": "pl",
            "plies": plan.plies[..PLIES],
        },
    });
    let mut script = Script::start("quiet.mjs", &plan_json, dir.path(), SCRIPT_TIMEOUT);
    let mut counts = None;
    while let Some(need) = script.next_need(&child).await {
        if need["need"] == "count" {
            // The result is posted last, after the poster's pause: wait for it.
            let result = support::poll::until(Duration::from_secs(20), || {
                let posted = fake.channel_messages(channel);
                posted
                    .iter()
                    .any(|m| m.content().contains("resign"))
                    .then_some(posted)
            })
            .await;
            let posted = result.unwrap_or_else(|| {
                panic!(
                    "no result message: {:?}\nserver output:\n{}",
                    fake.channel_messages(channel)
                        .iter()
                        .map(Recorded::content)
                        .collect::<Vec<_>>(),
                    child.output()
                )
            });
            let edits = fake.message_edits(channel);
            let pinged = posted.iter().filter(|m| pings(m)).count()
                + edits.iter().filter(|(_, e)| pings(e)).count();
            counts = Some((posted.clone(), edits.clone(), pinged));
            script.answer();
        } else if need["need"] == "pause" {
            proxy.pause();
            script.answer();
        } else if need["need"] == "change-and-resume" {
            let again = fake
                .slash(
                    &alice,
                    "challenge",
                    &[("opponent", "@bob"), ("variant", "Bashni")],
                )
                .await;
            assert!(!again.is_ephemeral(), "{again:?}");
            proxy.resume();
            script.answer();
        }
    }
    let summary = script.finish(&child).await;
    let (posted, edits, pinged) = counts.expect("the channel was counted");
    eprintln!(
        "activity_quiet: a {PLIES}-ply game on the board, then resigned: {} channel messages, \
         {} edits of the live message, {pinged} pings; {summary}",
        posted.len(),
        edits.len(),
    );
    let live = fake
        .posted_message_id(channel, 0)
        .expect("the live message");
    assert_eq!(posted.len(), 2, "the live message and the result");
    assert_eq!(pinged, 0, "both players were on the board");
    assert!(!edits.is_empty(), "the live message was never edited");
    assert!(
        edits.iter().all(|(id, _)| *id == live),
        "only the live message is edited"
    );
    let last = &edits.last().expect("an edit").1;
    let last_ply = plan.plies[PLIES - 1]["notation"].as_str().unwrap();
    assert!(
        last.content().contains(last_ply),
        "the live message ends on the last move {last_ply}: {}",
        last.content()
    );
    assert!(
        posted[1].content().contains("resign"),
        "{}",
        posted[1].content()
    );
    assert!(
        summary["reconnecting_ms"]
            .as_u64()
            .is_some_and(|ms| ms <= 15_000),
        "{summary}"
    );
    assert_eq!(summary["black_lang"], "pl", "{summary}");
    assert!(!child.output().contains("panicked"), "{}", child.output());
}
