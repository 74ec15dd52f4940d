//! The per-user rate limit (`TOWERS_RATE_LIMIT`) through the stand-in Discord: past the
//! burst, commands and button presses get a polite private refusal and change nothing; other
//! users and autocomplete are not affected.
//!
//! The limit here is a burst of 4 and then one per hour, so how fast the machine runs the
//! test does not matter.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, Recorded};
use support::stores::SharedStore;
use support::transcript::button_id;
use towers::config::RateLimit;
use towers_store::{ChannelRecord, GameRecord, MemoryStore, Store};

const TOO_FAST: &str = "You're sending commands too fast — try again in ";

fn assert_too_fast(reply: &Recorded, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(reply.is_ephemeral(), "{what}: not private: {reply:?}");
    assert!(reply.files.is_empty(), "{what}: {reply:?}");
    assert!(
        reply.content().starts_with(TOO_FAST) && reply.content().ends_with(" min."),
        "{what}: {:?}",
        reply.content()
    );
}

fn assert_not_limited(reply: &Recorded, what: &str) {
    assert!(
        !reply.content().contains("too fast"),
        "{what} was limited: {reply:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_past_the_limit_is_refused_politely_and_changes_nothing() {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(MemoryStore::new());
    let mut config = config_for(&fake, dir.path());
    config.discord.rate_limit = Some(RateLimit {
        burst: 4,
        every: Duration::from_secs(3600),
    });
    let bot = RunningBot::start(config, SharedStore(store.clone()));
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    let stored = || -> GameRecord {
        match store.load(channel).unwrap() {
            Some(ChannelRecord::Game(g)) => g,
            other => panic!("no game: {other:?}"),
        }
    };

    // alice: 4 commands (her burst), all answered normally.
    let reply = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_not_limited(&reply, "challenge");
    let started = fake.slash(&bob, "accept", &[]).await;
    assert_not_limited(&started, "accept");
    let moved = fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    assert_not_limited(&moved, "move");
    assert_eq!(stored().moves.len(), 1);
    fake.slash(&bob, "move", &[("notation", "f6-g5")]).await;
    for _ in 0..2 {
        assert_not_limited(&fake.slash(&alice, "board", &[]).await, "board");
    }
    let before = stored();
    assert_eq!(before.moves.len(), 2);

    // The fifth: a legal move, refused politely, and not played.
    let reply = fake.slash(&alice, "move", &[("notation", "d4-e5")]).await;
    assert_too_fast(&reply, "a fifth command");
    assert_eq!(stored(), before, "a refused command changed the game");
    // A command that would change the game in another way, and a button press, too.
    assert_too_fast(&fake.slash(&alice, "resign", &[]).await, "/resign");
    let draw = button_id(&moved, "Offer draw");
    let offer = button_id(&fake.slash(&bob, "board", &[]).await, "Offer draw");
    assert_ne!(draw, offer, "the board after two moves has new buttons");
    let reply = fake
        .click(channel, &alice, &offer, fake.message_of(channel, &moved))
        .await;
    assert_too_fast(&reply, "a button press");
    assert_eq!(stored(), before, "a refused press changed the game");
    assert_eq!(stored().draw_offer, None);

    // Autocomplete is not counted: alice still gets her moves suggested.
    let suggested = fake
        .autocomplete(channel, &alice, "move", "notation", "")
        .await;
    assert_eq!(suggested.kind, 8, "{suggested:?}");
    let choices = suggested.json["data"]["choices"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(!choices.is_empty(), "{suggested:?}");

    // bob has his own bucket (3 used): he still plays.
    let reply = fake.slash(&bob, "draw", &[]).await;
    assert_not_limited(&reply, "bob's /draw");
    assert_eq!(stored().draw_offer, Some(bob.id));

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
