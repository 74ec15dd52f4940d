//! The disk under the bot: a data directory that is not a directory, has no parent, is
//! locked by another bot or damaged is a clear startup error of `towers serve` (naming the
//! path and the cause, before connecting to Discord, no panic); a disk that stops taking
//! writes (injected: tests may run as root, where permissions do not stop writes) gets the
//! player an apology and leaves the stored game as it was; a record from a newer schema is
//! never overwritten: the timer sweep sets it aside in the quarantine tree, bytes unchanged.

use crate::support;

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use support::bot::{config_for, RunningBot, TOKEN};
use support::child::ServeChild;
use support::fake_discord::{FakeDiscord, Recorded};
use towers::discord::internal_error_text;
use towers_store::{ChannelRecord, SledStore, Store, StoreError, ACTIVE_TREE};

/// Runs `towers serve` with `TOWERS_DATA_DIR=data`, expects it to fail at startup, and
/// returns its last line (the error).
async fn startup_error(data: &Path) -> String {
    let fake = FakeDiscord::start(TOKEN).await;
    let mut child = ServeChild::serve(&fake, data);
    let status = child.wait_exit().await;
    let output = child.output();
    assert!(
        !status.success(),
        "the bot started on {}:\n{output}",
        data.display()
    );
    assert!(!output.contains("panicked"), "{output}");
    assert!(
        fake.requests().is_empty(),
        "the bot talked to Discord before checking its data directory"
    );
    let last = output.lines().last().unwrap_or("").to_string();
    assert!(last.starts_with("error: "), "{output}");
    last
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_file_in_place_of_the_data_directory_is_a_startup_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("data");
    std::fs::write(&file, "not a directory").unwrap();
    let error = startup_error(&file).await;
    assert!(error.contains(&file.display().to_string()), "{error}");
    assert!(error.contains("not a directory"), "{error}");
    assert_eq!(std::fs::read(&file).unwrap(), b"not a directory");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_parent_directory_is_a_startup_error_and_nothing_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("typo").join("data");
    let error = startup_error(&data).await;
    assert!(error.contains("TOWERS_DATA_DIR"), "{error}");
    assert!(error.contains(&data.display().to_string()), "{error}");
    assert!(error.contains("parent directory"), "{error}");
    assert!(!dir.path().join("typo").exists());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_data_directory_in_use_by_another_bot_is_a_startup_error() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let _first = SledStore::open(&data).unwrap();
    let error = startup_error(&data).await;
    assert!(error.contains(&data.display().to_string()), "{error}");
    assert!(
        error.contains("another towers process is using this data directory"),
        "{error}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_store_is_a_startup_error() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    drop(SledStore::open(&data).unwrap());
    std::fs::write(data.join("conf"), b"\x00\xffnot a sled config").unwrap();
    let error = startup_error(&data).await;
    assert!(error.contains(&data.display().to_string()), "{error}");
}

fn assert_apology(reply: &Recorded, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(reply.is_ephemeral(), "{what}: {reply:?}");
    assert_eq!(reply.content(), internal_error_text(), "{what}");
    assert!(reply.files.is_empty(), "{what}");
}

fn stored_moves<S: Store>(store: &S, channel: u64) -> Vec<String> {
    match store.load(channel).expect("readable") {
        Some(ChannelRecord::Game(g)) => g.moves.iter().map(|m| m.to_string()).collect(),
        other => panic!("no game: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_refuses_the_move_with_an_apology_and_keeps_the_game() {
    let logs = support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let full = Arc::new(AtomicBool::new(false));
    // While `full`, every update fails the way sled reports a full disk, before anything is
    // written.
    let disk = full.clone();
    let shown = data.display().to_string();
    let store = Arc::new(support::stores::Hooked::new(
        SledStore::open(&data).unwrap(),
        move |op| match op {
            support::stores::Op::Update(_) if disk.load(Ordering::SeqCst) => {
                Err(StoreError::Backend(format!(
                    "update transaction in {shown}: No space left on device (os error 28)"
                )))
            }
            _ => Ok(()),
        },
    ));
    let bot = RunningBot::start(
        config_for(&fake, &data),
        support::stores::SharedStore(store.clone()),
    );
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    fake.slash(&bob, "accept", &[]).await;
    let reply = fake.slash(&alice, "move", &[("notation", "c3-b4")]).await;
    assert!(!reply.is_ephemeral(), "{reply:?}");

    full.store(true, Ordering::SeqCst);
    let reply = fake.slash(&bob, "move", &[("notation", "b6-c5")]).await;
    assert_apology(&reply, "move on a full disk");
    assert_eq!(stored_moves(&*store, channel), ["c3-b4"]);
    let reply = fake.slash(&bob, "resign", &[]).await;
    assert_apology(&reply, "resign on a full disk");
    assert_eq!(stored_moves(&*store, channel), ["c3-b4"]);
    assert!(
        logs.text().contains("No space left on device"),
        "not logged"
    );

    // Space again: the same move goes through.
    full.store(false, Ordering::SeqCst);
    let reply = fake.slash(&bob, "move", &[("notation", "b6-c5")]).await;
    assert!(!reply.is_ephemeral(), "{reply:?}");
    assert_eq!(stored_moves(&*store, channel), ["c3-b4", "b6-c5"]);
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_record_from_a_newer_schema_is_set_aside_unchanged_and_the_channel_is_free() {
    let logs = support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let channel = fake.default_channel();
    let future = br#"{"schema":999,"record":{"Game":{"from":"the future"}}}"#;
    {
        let db = towers_store::SledStore::open_db(&data).unwrap();
        let tree = db.open_tree(ACTIVE_TREE).unwrap();
        tree.insert(channel.to_be_bytes(), &future[..]).unwrap();
        db.flush().unwrap();
    }
    let store = Arc::new(SledStore::open(&data).unwrap());
    // Reading it says why, and sets it aside (tests/service/isolation.rs shows the user's answer).
    match store.load(channel) {
        Err(StoreError::Corrupt { reason, .. }) => {
            assert!(reason.contains("schema version 999"), "{reason}")
        }
        other => panic!("the newer record was read: {other:?}"),
    }
    let bot = RunningBot::start(
        config_for(&fake, &data),
        support::stores::SharedStore(store.clone()),
    );
    fake.wait_registered().await;
    // The sweep at start skips the record and moves it aside, bytes unchanged (issue 15).
    let set_aside = support::poll::until_true(std::time::Duration::from_secs(20), || {
        !store.quarantined().unwrap().is_empty()
    });
    assert!(set_aside.await, "never set aside");
    let aside = store.quarantined().unwrap();
    assert_eq!(aside.len(), 1);
    assert_eq!(aside[0].tree, ACTIVE_TREE);
    assert_eq!(aside[0].key, channel.to_be_bytes());
    assert_eq!(aside[0].bytes, future);
    assert!(
        logs.text().contains("unknown schema version 999"),
        "the log does not say why"
    );
    // The channel is free for a new game.
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let reply = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", &format!("@{}", bob.name))],
        )
        .await;
    assert!(!reply.is_ephemeral(), "{reply:?}");
    bot.stop().await.expect("bot stops cleanly");
}
