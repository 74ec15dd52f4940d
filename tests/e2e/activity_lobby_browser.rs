//! The Activity's lobby, review and small-frame layout in a real browser (Debian's Chromium,
//! driven by `web/tests/lobby.mjs`), against the real `towers serve` and the stand-in Discord:
//! the lobby showing the server's default game and time per move (`/configure`) and sending
//! only what the player changed, someone not in the session told so once, a challenge made
//! and accepted on the board, moves
//! by clicks and by the keyboard, a position replayed from the move list (the status line
//! saying so, the title still the player's move), the status and
//! buttons inside 740×360 and 640×480 frames, a tap just past a piece on 10×10 picking it, a
//! rematch after a resignation, and a game against the bot started from the lobby (and its
//! rematch, the bot opening). The lobby and review are photographed at 360 and 1280 px into
//! `target/activity-screenshots/`.
//! It needs what `activity_browser.rs` needs, and is skipped (or fails under
//! `TOWERS_REQUIRE_BROWSER=1`) the same way.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use serde_json::{json, Value};
use support::browser::{
    activity_command, browser_ready, chromium, many_pages_one_address, spawn_listening, Script,
};
use support::fake_discord::FakeDiscord;
use support::transcript::target_dir;
use towers::service::api::{Lang, Message, SettingsChange};
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::SledStore;

/// The server's time per move, set before the bot starts: the lobby's pace label says it.
const DEFAULT_PER_MOVE: u64 = 2 * 3600;

/// How long the script may take in all (two short games, a few pages).
const SCRIPT_TIMEOUT: Duration = Duration::from_secs(300);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_is_challenged_reviewed_and_rematched_on_the_board_and_one_started_against_the_bot()
{
    if !browser_ready("activity_lobby_browser") {
        return;
    }
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    {
        // The server's own default game and time per move, which the lobby shows.
        let store = SledStore::open(&data).expect("open the store");
        let change = SettingsChange {
            default_variant: Some(Variant::Lasca),
            move_time_limit_secs: Some(DEFAULT_PER_MOVE),
            ..SettingsChange::default()
        };
        GameService::new(Arc::new(store))
            .servers()
            .change(fake.guild_id(), &change)
            .expect("the settings saved");
    }
    let (mut command, addr) = activity_command(&fake, &data);
    many_pages_one_address(&mut command);
    let child = spawn_listening(command, &fake, &addr).await;

    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let lobby = fake.new_channel();
    fake.add_activity_instance("lobby", lobby, &[&alice, &bob]);
    // An international game (10×10) in progress, for a tap that misses its square.
    let intl = fake.new_channel();
    let options = [
        ("opponent", "@bob"),
        ("variant", Variant::International.title()),
    ];
    let challenge = fake.slash_in(intl, &alice, "challenge", &options).await;
    assert!(!challenge.is_ephemeral(), "{challenge:?}");
    let accepted = fake.slash_in(intl, &bob, "accept", &[]).await;
    assert!(!accepted.is_ephemeral(), "{accepted:?}");
    fake.add_activity_instance("intl", intl, &[&alice, &bob]);
    let bot_channel = fake.new_channel();
    fake.add_activity_instance("bot", bot_channel, &[&carol]);

    let plan = json!({
        "base": format!("http://{addr}/"),
        "chromium": chromium(),
        "screenshots": format!("{}/activity-screenshots", target_dir()),
        "lobby": {
            "instance": "lobby",
            "alice": alice.id.to_string(),
            "bob": bob.id.to_string(),
            "alice_name": "Alice",
            "bob_name": "Bob",
            "reviewing": Message::new("activity-reviewing").render(Lang::ENGLISH),
            "default_variant": "lasca",
            "per_move": Message::new("activity-lobby-per-move")
                .duration("limit", DEFAULT_PER_MOVE)
                .render(Lang::ENGLISH),
            "your_move": Message::new("activity-your-move").render(Lang::ENGLISH),
        },
        "intl": { "instance": "intl" },
        "bot": { "instance": "bot", "user": carol.id.to_string(), "name": "Carol" },
    });
    let summary = Script::start("lobby.mjs", &plan, dir.path(), SCRIPT_TIMEOUT)
        .finish(&child)
        .await;
    eprintln!("activity_lobby_browser: {summary}");
    let shots: Vec<&str> = summary["shots"]
        .as_array()
        .expect("the screenshots")
        .iter()
        .filter_map(Value::as_str)
        .collect();
    for name in ["lobby-360", "lobby-1280", "review-360", "review-1280"] {
        let path = shots
            .iter()
            .find(|p| p.ends_with(&format!("/{name}.png")))
            .unwrap_or_else(|| panic!("no {name} screenshot: {summary}"));
        assert!(std::fs::metadata(path).is_ok_and(|m| m.len() > 0), "{path}");
    }
    assert!(!child.output().contains("panicked"), "{}", child.output());
}
