//! End to end, challenges and server settings the other e2e files leave out
//! (tests/E2E_COVERAGE.md maps every feature of issue 5 to its tests): colour choice and the
//! Decline button on a named challenge, one game per channel, the flipped board, bot games
//! unrated until the server turns them on, the server's threads setting and one game per
//! thread (commands typed inside a thread), a named challenge expiring. The real bot against the stand-in Discord; what is asserted is what users see.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use support::bot::{config_for, RunningBot, TOKEN};
use support::e2e::*;
use support::fake_discord::FakeDiscord;
use support::stores::SharedStore;
use support::transcript::{buttons, labels, Channel};
use towers::service::game::clock::ManualClock;
use towers::service::GameService;
use towers_store::{ChannelRecord, SledStore, Store};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn colour_choice_decline_one_game_per_channel_and_the_flipped_board() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob, &carol]);

    // Declined with the button: the channel is told, and it is free again.
    let first = channel
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&first, Some(&bob), "challenge");
    let (_, decline_id) = &buttons(&first)[1];
    assert!(decline_id.starts_with("tw1:decline:"), "{decline_id}");
    let declined = channel.press(&bob, &first, "Decline").await;
    assert!(!declined.is_ephemeral(), "{declined:?}");
    assert_eq!(declined.content(), "Bob declined Alice's challenge.");
    assert!(declined.message()["components"]
        .as_array()
        .is_none_or(|rows| rows.is_empty()));
    let stale = channel.press(&bob, &first, "Accept").await;
    assert_private(&stale, "accepting a declined challenge");

    // The challenger takes Black: bob plays White and moves first.
    let challenge = channel
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("color", "black")],
        )
        .await;
    assert_public(&challenge, Some(&bob), "challenge with black");
    assert!(
        challenge.content().ends_with("Alice plays Black."),
        "{:?}",
        challenge.content()
    );
    let started = channel.press(&bob, &challenge, "Accept").await;
    assert_public(&started, Some(&bob), "the game starts with bob to move");
    assert!(
        started
            .content()
            .contains("Bob plays White, Alice plays Black"),
        "{:?}",
        started.content()
    );
    let early = channel
        .slash(&alice, "move", &[("notation", "f6-e5")])
        .await;
    assert_private(&early, "Black moving first");

    // One active game per channel.
    let busy = channel
        .slash(&carol, "challenge", &[("opponent", "@alice")])
        .await;
    assert_private(&busy, "a second game in the channel");
    assert!(busy.content().contains("already has a game"), "{busy:?}");

    // Flip board: the same picture turned half a turn, shown only to the presser.
    let flipped = channel.press(&alice, &started, "Flip board").await;
    assert!(flipped.is_ephemeral(), "{flipped:?}");
    let (normal, turned) = (board(&started), board(&flipped));
    assert_eq!(normal.dimensions(), turned.dimensions());
    assert_ne!(normal, turned, "the flipped board is the same picture");

    let moved = channel.slash(&bob, "move", &[("notation", "c3-d4")]).await;
    assert_public(&moved, Some(&alice), "bob's first move");
    println!("{}", channel.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_games_are_unrated_until_the_server_turns_them_on() {
    let (fake, bot, sled, _dir) = start().await;
    let alice = fake.user("alice");
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice]);

    let started = channel
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("level", "1")],
        )
        .await;
    assert_public(&started, Some(&alice), "a game against the bot");
    channel
        .slash(&alice, "move", &[("notation", "c3-b4")])
        .await;
    // The bot answers (in the same message or a later one); wait until its move is stored.
    let replied = support::poll::until_true(Duration::from_secs(60), || {
        match sled.load(channel.id).unwrap() {
            Some(ChannelRecord::Game(g)) => g.moves.len() >= 2,
            other => panic!("no game: {other:?}"),
        }
    });
    assert!(replied.await, "the bot never moved");
    let resigned = channel.slash(&alice, "resign", &[]).await;
    assert_public(&resigned, None, "resigned");
    assert!(
        resigned.content().contains("Alice resigned"),
        "{:?}",
        resigned.content()
    );

    let board = channel.slash(&alice, "leaderboard", &[]).await;
    assert_public(&board, None, "/leaderboard");
    assert_eq!(board.content(), "No rated Bashni games on this server yet.");
    let mine = channel.slash(&alice, "rating", &[]).await;
    assert!(
        mine.content()
            .starts_with("Alice has no rated Bashni games"),
        "{:?}",
        mine.content()
    );

    let saved = channel
        .slash(&alice, "configure", &[("rated_bot_games", "true")])
        .await;
    assert!(saved.is_ephemeral(), "{saved:?}");
    assert!(
        saved.content().starts_with("Saved."),
        "{:?}",
        saved.content()
    );

    // Now the bot game counts: the bot won it.
    let board = channel.slash(&alice, "leaderboard", &[]).await;
    let embed = &board.message()["embeds"][0];
    assert_eq!(
        embed["title"], "Bashni leaderboard of this server",
        "{board:?}"
    );
    let lines: Vec<&str> = embed["description"]
        .as_str()
        .unwrap_or("")
        .lines()
        .collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert!(lines[0].starts_with("**1.** Towers"), "{lines:?}");
    assert!(lines[1].starts_with("**2.** Alice"), "{lines:?}");
    let mine = channel.slash(&alice, "rating", &[]).await;
    assert!(
        mine.content()
            .starts_with("Alice's Bashni rating on this server:")
            && mine.content().contains("after 1 rated game"),
        "{:?}",
        mine.content()
    );
    println!("{}", channel.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_servers_threads_setting_a_challenge_opens_its_own_thread() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    let mut seen = Channel::new(&fake, channel, &[&alice, &bob]);

    let saved = seen
        .slash(&alice, "configure", &[("threads", "true")])
        .await;
    assert!(saved.is_ephemeral(), "{saved:?}");
    assert!(
        saved.content().starts_with("Saved."),
        "{:?}",
        saved.content()
    );

    // No thread option given: the server's setting puts the game in a thread.
    let linked = seen
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let threads = fake.threads();
    assert_eq!(threads.len(), 1, "{:?}", fake.requests());
    assert_eq!(threads[0]["parent_id"], channel.to_string());
    assert_eq!(threads[0]["name"], "Bashni: Alice vs Bob");
    let thread: u64 = threads[0]["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(
        linked.content(),
        format!("Bashni: Alice vs Bob: in the thread <#{thread}>.")
    );
    assert_public(&linked, None, "the link in the channel");
    let posted = fake.wait_channel_messages(thread, 1).await;
    assert_public(&posted[0], Some(&bob), "the challenge in the thread");
    assert_eq!(labels(&posted[0]), ["Accept", "Decline"]);

    // The challenge option overrides the setting.
    let other = fake.new_channel();
    let here = fake
        .slash_in(
            other,
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("thread", "false")],
        )
        .await;
    assert_public(&here, Some(&bob), "a challenge in the channel itself");
    assert_eq!(fake.threads().len(), 1);
    println!("{}", seen.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_named_challenge_nobody_answers_expires_with_a_message() {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    let clock = ManualClock::at(1_800_000_000);
    let service = GameService::new(Arc::new(SharedStore(sled.clone())))
        .with_clock(clock.clone())
        .with_sweep_interval(Duration::from_millis(100));
    let bot = RunningBot::start_service(config_for(&fake, dir.path()), Arc::new(service));
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();

    let challenge = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&challenge, Some(&bob), "challenge");
    clock.advance(towers::service::CHALLENGE_TTL_SECS);
    let posted = fake.wait_channel_messages(channel, 1).await;
    assert_public(&posted[0], None, "expiry");
    assert_eq!(
        posted[0].content(),
        "Alice's challenge to Bob expired unanswered."
    );
    assert_eq!(sled.load(channel).unwrap(), None);
    let late = fake
        .click(
            channel,
            &bob,
            &buttons(&challenge)[0].1,
            fake.message_of(channel, &challenge),
        )
        .await;
    assert_private(&late, "accepting an expired challenge");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// With the server's threads setting on: alice challenges bob in the channel, which opens a
/// thread; bob accepts there. Returns the thread and the game's start message.
async fn game_in_a_thread(
    fake: &FakeDiscord,
    alice: &support::fake_discord::FakeUser,
    bob: &support::fake_discord::FakeUser,
) -> (u64, support::fake_discord::Recorded) {
    let saved = fake.slash(alice, "configure", &[("threads", "true")]).await;
    assert!(saved.content().starts_with("Saved."), "{saved:?}");
    fake.slash(alice, "challenge", &[("opponent", "@bob")])
        .await;
    let posted = fake.wait_all_channel_messages(1).await;
    let threads = fake.threads();
    let thread: u64 = threads[0]["id"].as_str().unwrap().parse().unwrap();
    let challenge = &fake.channel_messages(thread)[0];
    assert_eq!(posted.len(), 1);
    let (_, accept) = &buttons(challenge)[0];
    let started = fake
        .click(thread, bob, accept, fake.message_of(thread, challenge))
        .await;
    assert_public(&started, Some(alice), "the game starts in the thread");
    (thread, started)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_thread_holds_one_game() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let parent = fake.default_channel();
    let (thread, _) = game_in_a_thread(&fake, &alice, &bob).await;

    let busy = fake
        .slash_in_thread(
            thread,
            parent,
            &carol,
            "challenge",
            &[("opponent", "@alice"), ("thread", "false")],
        )
        .await;
    assert_private(&busy, "a second game in the thread");
    assert!(busy.content().contains("already has a game"), "{busy:?}");
    let moved = fake
        .slash_in_thread(thread, parent, &alice, "move", &[("notation", "c3-d4")])
        .await;
    assert_public(&moved, Some(&bob), "a move typed in the thread");
    assert_eq!(fake.threads().len(), 1);
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_threads_setting_a_challenge_typed_in_a_game_thread_stays_there() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let parent = fake.default_channel();
    let (thread, _) = game_in_a_thread(&fake, &alice, &bob).await;
    let over = fake
        .slash_in_thread(thread, parent, &bob, "resign", &[])
        .await;
    assert_public(&over, None, "resigned in the thread");
    // Discord does not make threads inside threads.
    fake.inject(
        support::fake_discord::Fault::on("POST", &format!("/channels/{thread}/threads"))
            .status(400)
            .times(10),
    );

    // Playing again from the thread: the challenge is made in the thread itself.
    let again = fake
        .slash_in_thread(thread, parent, &alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&again, Some(&bob), "a new challenge in the game thread");
    assert!(
        again.content().contains("Alice challenges Bob"),
        "{again:?}"
    );
    assert_eq!(fake.threads().len(), 1, "a thread inside the thread");
    bot.stop().await.expect("bot stops cleanly");
}
