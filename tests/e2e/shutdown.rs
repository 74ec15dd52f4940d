//! Graceful shutdown of the real bot process: `towers serve` runs as a child against the
//! fake Discord; SIGTERM (or SIGINT, i.e. Ctrl-C) while a command is being handled lets the
//! command finish (stored and answered), disconnects, and exits with status 0.

use crate::support;

use std::path::Path;

use rustix::process::Signal;
use support::child::ServeChild;
use support::fake_discord::inflight::Dispatched;
use support::fake_discord::{FakeDiscord, TIMEOUT};
use towers_rules::{notation, Position, Variant};
use towers_store::{ChannelRecord, GameRecord, SledStore, Store};

/// The channel's active game as the bot left it on disk (the bot must have exited).
fn stored_game(data: &Path, channel: u64) -> GameRecord {
    let store = SledStore::open(data).expect("the store opens after the bot exited");
    match store.load(channel).expect("the record is readable") {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game in channel {channel}: {other:?}"),
    }
}

/// Waits until the bot's answer to `sent` has a callback of type `kind`.
async fn wait_callback(fake: &FakeDiscord, sent: &Dispatched, kind: u64) {
    let callback = support::poll::until(TIMEOUT, || fake.answers(sent).callback).await;
    let callback =
        callback.unwrap_or_else(|| panic!("no callback for the move within {TIMEOUT:?}"));
    assert_eq!(callback.kind, kind, "unexpected callback {callback:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_during_the_bots_turn_finishes_it_then_exits_0() {
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, 1).await;

    let alice = fake.user("alice");
    let channel = fake.default_channel();
    let reply = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("level", "6"), ("color", "white")],
        )
        .await;
    assert_eq!(reply.kind, 4, "{reply:?}");
    let human = notation::legal_texts(&Position::initial(Variant::Bashni))
        .into_iter()
        .next()
        .unwrap();

    // The move is stored and deferred before the bot (level 6: seconds) starts thinking;
    // the signal comes while its search runs.
    let sent = fake
        .dispatch_slash(channel, &alice, "move", &[("notation", &human)])
        .unwrap();
    wait_callback(&fake, &sent, 5).await;
    child.signal(Signal::TERM);
    child.assert_clean_exit().await;

    // The command was finished: the original response edited with the board after the
    // bot's move, and both moves on disk.
    let answers = fake.answers(&sent);
    let edit = answers.message().expect("the deferred move was answered");
    assert!(edit.route.starts_with("PATCH "), "{edit:?}");
    assert!(
        edit.file(towers::discord::BOARD_FILE_NAME).is_some(),
        "{edit:?}"
    );
    let game = stored_game(&data, channel);
    assert_eq!(game.moves.len(), 2, "{game:?}");
    assert_eq!(game.moves[0], human);
    assert!(
        edit.content()
            .contains(&format!("played {}.", game.moves[1])),
        "the edit does not name the stored bot move: {:?}",
        edit.content()
    );
    towers::service::game::records::rebuild(&game).expect("the stored game replays");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_racing_a_move_either_answers_and_stores_it_or_neither() {
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, 1).await;

    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    assert_eq!(
        fake.slash(&alice, "challenge", &[("opponent", "@bob")])
            .await
            .kind,
        4
    );
    assert_eq!(fake.slash(&bob, "accept", &[]).await.kind, 4);
    let human = notation::legal_texts(&Position::initial(Variant::Bashni))
        .into_iter()
        .next()
        .unwrap();
    let sent = fake
        .dispatch_slash(channel, &alice, "move", &[("notation", &human)])
        .unwrap();
    child.signal(Signal::TERM);
    child.assert_clean_exit().await;

    let answered = fake.answers(&sent).message().is_some();
    let game = stored_game(&data, channel);
    if answered {
        assert_eq!(game.moves, [human], "answered but not stored");
    } else {
        assert!(game.moves.is_empty(), "stored but never answered: {game:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_when_idle_exits_0() {
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let mut child = ServeChild::serve(&fake, &dir.path().join("data"));
    child.wait_registrations(&fake, 1).await;
    child.signal(Signal::INT);
    child.assert_clean_exit().await;
}
