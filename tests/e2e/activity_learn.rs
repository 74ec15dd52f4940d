//! The Activity's Learn tab in a real browser (issue 41): Debian's Chromium, driven by
//! `web/tests/learn.mjs`, against the real `towers serve` and the stand-in Discord, in Polish.
//! The learner opens the Learn tab at 360 px, asks for a hint, plays the two first tower-game
//! stages (`men`, three levels, and `choice`, two) to three stars by clicks, multi-captures by
//! their landing squares; in the last level a wrong route first gets the lesson's explanation
//! (the stage's rule and the hint), and Try again starts it over. The stage picker then counts
//! 9 of 9 and 6 of 6 stars, and the tab is photographed into
//! `target/activity-screenshots/learn-*-360.png`.
//!
//! Needs what `activity_browser.rs` needs (node, Chromium, the built client); skipped without
//! them unless `TOWERS_REQUIRE_BROWSER=1`.

use crate::support;

use std::time::Duration;

use serde_json::{json, Value};
use support::browser::{
    activity_command, browser_ready, checked_screenshots, chromium, spawn_listening, Script,
};
use support::fake_discord::FakeDiscord;
use support::transcript::target_dir;
use towers::service::text::locale::Lang;
use towers::service::text::message::Message;

/// How long the browser script may take in all.
const SCRIPT_TIMEOUT: Duration = Duration::from_secs(300);

/// A move as the page clicks it: its origin, then each landing square (Bashni notation names
/// every square: `c1:e3:c5:a7`).
fn clicks(notation: &str) -> Value {
    let squares: Vec<&str> = notation.split(['-', ':']).collect();
    json!({"notation": notation, "from": squares[0], "landings": &squares[1..]})
}

/// `notation`, after which the level goes on.
fn going(notation: &str) -> Value {
    clicks(notation)
}

/// `notation`, which solves the level with `stars`.
fn solves(notation: &str, stars: u8) -> Value {
    let mut step = clicks(notation);
    step["stars"] = json!(stars);
    step
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_learn_tab_plays_two_tower_stages_to_three_stars_in_polish() {
    if !browser_ready("activity_learn") {
        return;
    }
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let (command, addr) = activity_command(&fake, &dir.path().join("data"));
    let child = spawn_listening(command, &fake, &addr).await;
    let alice = fake.user("alice");
    fake.add_activity_instance("learn", fake.default_channel(), &[&alice]);

    let polish = Lang::from_discord("pl");
    let wrong = {
        let mut step = clicks("c3:e5:c7");
        step["failed"] = json!(true);
        step["explain"] = json!(Message::new("lesson-choice-explain").render(polish));
        step
    };
    let levels = json!([
        // men 1: the man walks from c3 to e5.
        [going("c3-d4"), solves("d4-e5", 3)],
        // men 2: both captures of the man on d4, the board set back after each.
        [going("d4:f6"), solves("d4:b2", 3)],
        // men 3: three men in one capture, by its three landings.
        [solves("c1:e3:c5:a7", 3)],
        // choice 1: the short and the long capture.
        [going("h2:f4"), solves("c3:e5:g7", 3)],
        // choice 2: the route that ends where Black's b8 man takes back fails, then the safe one.
        [wrong, solves("c3:e5:g3", 3)],
    ]);
    let stars = |n: u64, most: u64| {
        Message::new("activity-learn-stage-stars")
            .text("title", "")
            .count("stars", n)
            .count("most", most)
            .render(polish)
            .trim_start_matches(": ")
            .to_string()
    };
    let screenshots = format!("{}/activity-screenshots", target_dir());
    let plan = json!({
        "base": format!("http://{addr}/"),
        "chromium": chromium(),
        "screenshots": screenshots,
        "user": alice.id.to_string(),
        "instance": "learn",
        "locale": "pl",
        "hint": Message::new("lesson-men-1-hint").render(polish),
        "levels": levels,
        "expect_stages": {"men": stars(9, 9), "choice": stars(6, 6)},
    });
    let summary = Script::start("learn.mjs", &plan, dir.path(), SCRIPT_TIMEOUT)
        .finish(&child)
        .await;
    eprintln!("activity_learn: {summary}");
    assert_eq!(summary["lang"], "pl", "{summary}");
    assert_eq!(summary["solved"], 5, "{summary}");
    checked_screenshots(&summary);
    assert!(!child.output().contains("panicked"), "{}", child.output());
}
