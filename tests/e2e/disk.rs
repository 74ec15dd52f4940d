//! The disk under the bot: a data directory that is not a directory, has no parent, is
//! locked by another bot or damaged is a clear startup error of `towers serve` (naming the
//! path and the cause, before connecting to Discord, no panic); a disk that really fills (a
//! small tmpfs: root only, see [`Tmpfs`]), at start or while serving, never leaves a store
//! that looks corrupt, never shows a move that was not stored, and is recovered from by a
//! restart with every answered move; a record from a newer schema is never overwritten: the
//! timer sweep sets it aside in the quarantine tree, bytes unchanged.

use crate::support;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use rustix::process::Signal;
use support::bot::{config_for, RunningBot, TOKEN};
use support::child::ServeChild;
use support::fake_discord::FakeDiscord;
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

/// A tmpfs of `size` mounted on a fresh folder, unmounted when dropped: a disk that really
/// fills. Needs root: `None`, after one line on stderr, elsewhere, unless
/// `TOWERS_REQUIRE_ROOT` is set (CI), where that fails instead.
struct Tmpfs {
    _dir: tempfile::TempDir,
    path: PathBuf,
}

impl Tmpfs {
    fn mount(size: &str) -> Option<Tmpfs> {
        if !rustix::process::geteuid().is_root() {
            assert!(
                std::env::var_os("TOWERS_REQUIRE_ROOT").is_none(),
                "this test mounts a tmpfs, which needs root, and TOWERS_REQUIRE_ROOT is set"
            );
            let _ = writeln!(
                std::io::stderr(),
                "\nskipped: a full-disk test needs root to mount a tmpfs"
            );
            return None;
        }
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("disk");
        std::fs::create_dir(&path).unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(&path)
            .status()
            .expect("run mount");
        assert!(mounted.success(), "mount -t tmpfs failed");
        Some(Tmpfs { _dir: dir, path })
    }

    /// Writes a file until the disk is full.
    fn fill(&self) {
        let mut file = std::fs::File::create(self.path.join("filler")).unwrap();
        let block = vec![0u8; 4096];
        while file.write_all(&block).is_ok() {}
        let _ = file.sync_all();
    }

    /// Frees the space [`Tmpfs::fill`] took.
    fn free(&self) {
        std::fs::remove_file(self.path.join("filler")).unwrap();
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg("-l").arg(&self.path).status();
    }
}

/// `towers check-store --data data`: exit status and stdout + stderr.
fn check_store(data: &Path) -> (bool, String) {
    let out = Command::new(support::bin::towers_bin())
        .args(["check-store", "--data"])
        .arg(data)
        .env("RUST_LOG", "warn")
        .env("NO_COLOR", "1")
        .env_remove("TOWERS_DATA_DIR")
        .output()
        .expect("run towers");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// A start on a full disk fails; once space is freed, the snapshot sled left unfinished is
/// set aside (said by check-store and by serve's log), and neither calls the store corrupt.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_start_on_a_full_disk_leaves_no_store_that_looks_corrupt() {
    let Some(disk) = Tmpfs::mount("2m") else {
        return;
    };
    let data = disk.path.join("data");
    let fake = FakeDiscord::start(TOKEN).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    // Two sessions: sled writes a snapshot when it opens a log that went on since the last
    // one, which the full disk then cuts short.
    {
        let mut child = ServeChild::serve(&fake, &data);
        child.wait_registrations(&fake, 1).await;
        fake.slash(&alice, "challenge", &[("opponent", "@bob")])
            .await;
        fake.slash(&bob, "accept", &[]).await;
        child.signal(Signal::TERM);
        child.assert_clean_exit().await;
        let mut child = ServeChild::serve(&fake, &data);
        child.wait_registrations(&fake, 2).await;
        let reply = fake.slash(&alice, "move", &[("notation", "c3-b4")]).await;
        assert!(!reply.is_ephemeral(), "{reply:?}");
        child.signal(Signal::TERM);
        child.assert_clean_exit().await;
    }
    disk.fill();
    let mut child = ServeChild::serve(&fake, &data);
    let status = child.wait_exit().await;
    assert!(
        !status.success(),
        "started on a full disk:\n{}",
        child.output()
    );
    disk.free();
    let names: Vec<String> = std::fs::read_dir(&data)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("snap.") && n.ends_with(".generating")),
        "the full disk left no unfinished snapshot, so this probes nothing: {names:?}\n{}",
        child.output()
    );

    let (clean, report) = check_store(&data);
    assert!(clean, "{report}");
    assert!(!report.contains("corrupt"), "{report}");
    assert!(report.contains("0 problems"), "{report}");
    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, 3).await;
    let log = child.output();
    assert!(!log.contains("corrupt"), "{log}");
    let reply = fake.slash(&bob, "move", &[("notation", "b6-c5")]).await;
    assert!(!reply.is_ephemeral(), "{reply:?}\n{}", child.output());
    child.signal(Signal::TERM);
    child.assert_clean_exit().await;
    assert!(report.contains("unfinished sled snapshot"), "{report}");
    assert!(log.contains("set aside"), "{log}");
}

/// A disk that fills while serving: the move that could not be stored is answered as
/// possibly not kept (never "nothing was changed"), no socket is shown it, the health file
/// says the store stopped (when there is room to write it), and the process exits non-zero;
/// started again once space is back, it has every answered move and plays on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_disk_that_fills_while_serving_stops_the_store_and_a_restart_recovers() {
    use support::activity::WebBot;
    use support::fake_discord::activity::token_for;
    let Some(disk) = Tmpfs::mount("3m") else {
        return;
    };
    let data = disk.path.join("data");
    let fake = FakeDiscord::start(TOKEN).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    let watched = fake.new_channel();
    fake.add_activity_instance("i-disk", watched, &[&alice, &bob]);
    let mut bot = WebBot::start(&fake, &data).await;
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    fake.slash(&bob, "accept", &[]).await;
    let reply = fake.slash(&alice, "move", &[("notation", "c3-b4")]).await;
    assert!(!reply.is_ephemeral(), "{reply:?}");
    let (mut watcher, _) = bot.joined(&token_for(&alice), "i-disk").await;

    disk.fill();
    // sled writes into pages it already has until it needs a new one: challenge and
    // decline in the watched channel until a change cannot be stored.
    let mut failed_on = None;
    for round in 0..400 {
        let (user, command, options): (_, _, &[(&str, &str)]) = if round % 2 == 0 {
            (&alice, "challenge", &[("opponent", "@bob")])
        } else {
            (&bob, "decline", &[])
        };
        let mut reply = fake.slash_in(watched, user, command, options).await;
        while reply.content().contains("too fast") {
            tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
            reply = fake.slash_in(watched, user, command, options).await;
        }
        if reply.is_ephemeral() {
            assert!(
                !reply.content().contains("nothing was changed"),
                "{reply:?}"
            );
            assert!(reply.content().contains("cannot save"), "{reply:?}");
            failed_on = Some(command);
            break;
        }
    }
    let failed_on = failed_on.expect("the disk never filled");
    // The last state the socket is shown before the process goes is the stored one: a
    // challenge that could not be stored never appears, a decline that could not be stored
    // never takes the challenge away.
    let states: Vec<_> = watcher
        .until_closed()
        .await
        .into_iter()
        .filter(|m| m["type"] == "state")
        .collect();
    if let Some(last) = states.last() {
        let open = !last["state"]["challenge"].is_null();
        assert_eq!(
            open,
            failed_on == "decline",
            "a change that was not stored was shown ({failed_on}): {last}"
        );
    }
    let status = bot.child.wait_exit().await;
    let log = bot.child.output();
    assert!(!status.success(), "{log}");
    assert!(log.contains("the store stopped"), "{log}");
    disk.free();

    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, 2).await;
    let board = fake.slash(&alice, "board", &[]).await;
    assert!(!board.is_ephemeral(), "{board:?}\n{}", child.output());
    child.signal(Signal::TERM);
    child.assert_clean_exit().await;
    let store = SledStore::open(&data).unwrap();
    let moves = stored_moves(&store, channel);
    assert_eq!(moves[0], "c3-b4", "the answered move was lost: {moves:?}");
}

fn stored_moves<S: Store>(store: &S, channel: u64) -> Vec<String> {
    match store.load(channel).expect("readable") {
        Some(ChannelRecord::Game(g)) => g.moves.iter().map(|m| m.to_string()).collect(),
        other => panic!("no game: {other:?}"),
    }
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
