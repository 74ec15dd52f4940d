//! The Activity's Tournaments tab in a real browser (Debian's Chromium, driven by
//! `web/tests/events.mjs`), against the real `towers serve` and the stand-in Discord: two
//! tournaments made through the service (one running, one taking entries) are listed; the
//! running one shows the player's own board first with the button that opens her game (and
//! the way back), its standings with every tiebreak at 1280 px and rank, name, points and the
//! first tiebreak at 360 px; a player joins the other from the tab; a result recorded in
//! Discord updates an open view live; an arena under way shows its live standings in the
//! same view. The tab is photographed at 360 and 1280 px into
//! `target/activity-screenshots/`. It needs what `activity_browser.rs` needs, and is skipped
//! (or fails under `TOWERS_REQUIRE_BROWSER=1`) the same way.

use crate::support;

use std::time::Duration;

use serde_json::json;
use support::browser::{
    activity_command, browser_ready, checked_screenshots, chromium, many_pages_one_address,
    spawn_listening, Script,
};
use support::events::{command, three_events};
use support::fake_discord::FakeDiscord;
use support::transcript::target_dir;

/// How long the script may take in all (two pages, a few clicks).
const SCRIPT_TIMEOUT: Duration = Duration::from_secs(240);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_tournaments_tab_shows_pairings_and_standings_joins_and_follows_a_result() {
    if !browser_ready("activity_tournament_browser") {
        return;
    }
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let channel = fake.new_channel();
    let director = fake.user("dora");
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    // An arena under way (the bot's first sweep starts it): Bob and Carol ready.
    let (spring, autumn, arena) = three_events(
        &fake,
        &data,
        channel,
        &director,
        [&alice, &bob, &carol],
        &[&bob, &carol],
        true,
    );
    let (mut command_line, addr) = activity_command(&fake, &data);
    many_pages_one_address(&mut command_line);
    let child = spawn_listening(command_line, &fake, &addr).await;
    fake.add_activity_instance("events", channel, &[&alice, &bob]);

    let plan = json!({
        "base": format!("http://{addr}/"),
        "chromium": chromium(),
        "screenshots": format!("{}/activity-screenshots", target_dir()),
        "events": {
            "instance": "events",
            "alice": alice.id.to_string(),
            "bob": bob.id.to_string(),
            "alice_name": "Alice",
            "bob_name": "Bob",
            "spring": spring.to_string(),
            "autumn": autumn.to_string(),
            "arena": arena.to_string(),
            // The default tiebreaks and W-D-L.
            "columns": 6,
        },
    });
    let mut script = Script::start("events.mjs", &plan, dir.path(), SCRIPT_TIMEOUT);
    while let Some(need) = script.next_need(&child).await {
        assert_eq!(need["need"], "result", "{need}");
        let set = command(
            &fake,
            channel,
            &director,
            "result",
            spring,
            &[("round", "1"), ("board", "1"), ("outcome", "white wins")],
        )
        .await;
        assert!(set.contains("White won"), "{set}");
        script.answer();
    }
    let summary = script.finish(&child).await;
    eprintln!("activity_tournament_browser: {summary}");
    let shots = checked_screenshots(&summary);
    for name in [
        "tournament-360",
        "tournament-1280",
        "tournament-result-360",
        "arena-360",
    ] {
        assert!(
            shots.iter().any(|p| p.ends_with(&format!("/{name}.png"))),
            "no {name} screenshot: {summary}"
        );
    }
    assert!(!child.output().contains("panicked"), "{}", child.output());
}
