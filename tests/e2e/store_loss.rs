//! No loss goes unreported (issue 25 part 3), on the real binary ([`towers_bin`]) with real
//! damaged data directories: a store made through the Store API, the tail of sled's log file
//! `db` cut or overwritten in its last quarter, then `towers check-store` and `towers
//! serve`. What was lost is known independently of the bot: a copy of the damaged directory
//! opened with plain sled shows how many plies each channel's game kept.

use crate::support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use rustix::process::Signal;
use support::bin::towers_bin;
use support::bot::TOKEN;
use support::child::{registrations, ServeChild};
use support::fake_discord::{FakeDiscord, FakeUser};
use support::games::player;
use towers::service::GameService;
use towers_rules::{notation, Color, Game, Variant};
use towers_store::StoreExt;
use towers_store::{codec, Change, ChannelRecord, SledStore, Store, ACTIVE_TREE};

/// Plies played in each channel.
const PLIES: u64 = 12;

/// Every file under `dir`, by path relative to it, with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(at) = todo.pop() {
        for entry in std::fs::read_dir(&at).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap();
                files.insert(path.strip_prefix(dir).unwrap().to_path_buf(), bytes);
            }
        }
    }
    files
}

/// In each channel in turn: a Russian challenge, its acceptance and [`PLIES`] legal moves,
/// through the service on a sled store in `data` (so the last channel's changes end sled's
/// log). Returns each channel's acknowledged changes: 2 + [`PLIES`].
fn make_store(
    data: &Path,
    channels: &[u64],
    white: &FakeUser,
    black: &FakeUser,
) -> BTreeMap<u64, u64> {
    let s = GameService::new(std::sync::Arc::new(SledStore::open(data).unwrap()));
    let (w, b) = (player(white), player(black));
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    for &channel in channels {
        s.challenge(channel, &w, &b, Variant::Russian, now).unwrap();
        s.accept(channel, &b, now, None).unwrap();
        let g = s.active_game(channel).unwrap().unwrap();
        let mut game = Game::new(Variant::Russian);
        for _ in 0..PLIES {
            let text = notation::legal_texts(game.position())[0].clone();
            let mover = match game.position().side_to_move() {
                Color::White => &g.white,
                Color::Black => &g.black,
            };
            s.play(channel, mover, &text, now).unwrap();
            game.play_text(&text).unwrap();
        }
    }
    channels.iter().map(|&c| (c, 2 + PLIES)).collect()
}

/// The changes each of `channels` lost in `data`, as plain sled recovers a copy of it: a game
/// keeps 2 + its plies, a challenge 1, nothing 0. Only channels that lost some.
fn lost_by_sled(data: &Path, acknowledged: &BTreeMap<u64, u64>) -> BTreeMap<u64, u64> {
    let copy = tempfile::tempdir().unwrap();
    for (path, bytes) in snapshot(data) {
        let to = copy.path().join(&path);
        std::fs::create_dir_all(to.parent().unwrap()).unwrap();
        std::fs::write(to, bytes).unwrap();
    }
    let db = SledStore::open_db(copy.path()).unwrap();
    let active = db.open_tree(ACTIVE_TREE).unwrap();
    let mut lost = BTreeMap::new();
    for (&channel, &acked) in acknowledged {
        let kept = match active.get(channel.to_be_bytes()).unwrap() {
            None => 0,
            Some(bytes) => match codec::decode::<ChannelRecord>(&bytes).unwrap() {
                ChannelRecord::Challenge(_) => 1,
                ChannelRecord::Game(g) => 2 + g.moves.len() as u64,
            },
        };
        if kept < acked {
            lost.insert(channel, acked - kept);
        }
    }
    lost
}

/// Cuts sled's `db` in `data` to three quarters of its length.
fn cut_tail(data: &Path) {
    let db = data.join("db");
    let len = std::fs::metadata(&db).unwrap().len();
    let file = std::fs::OpenOptions::new().write(true).open(&db).unwrap();
    file.set_len(len * 3 / 4).unwrap();
}

/// Overwrites 4 KiB of `db` in `data` with 0xA5 bytes, ending at its last non-zero byte
/// (the newest part of the log), which must lie in the file's last quarter.
fn overwrite_tail(data: &Path) {
    let db = data.join("db");
    let mut bytes = std::fs::read(&db).unwrap();
    let end = bytes.iter().rposition(|&b| b != 0).unwrap() + 1;
    let start = end.saturating_sub(4096).max(bytes.len() * 3 / 4);
    assert!(
        start < end,
        "the log's data does not reach its last quarter"
    );
    bytes[start..end].fill(0xA5);
    std::fs::write(&db, bytes).unwrap();
}

fn check_store(data: &Path) -> Output {
    Command::new(towers_bin())
        .args(["check-store", "--data"])
        .arg(data)
        .env("RUST_LOG", "warn")
        .env("NO_COLOR", "1")
        .env_remove("TOWERS_DATA_DIR")
        .output()
        .expect("run towers")
}

/// The `channel N: K acknowledged changes lost ...` lines of check-store's output.
fn reported_losses(stdout: &str) -> BTreeMap<u64, u64> {
    stdout
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("channel ")?;
            let (channel, rest) = rest.split_once(": ")?;
            let (count, _) = rest.split_once(" acknowledged changes lost")?;
            Some((channel.parse().ok()?, count.parse().ok()?))
        })
        .collect()
}

/// A store in `data` over five channels, damaged by `damage`; returns what sled lost.
fn damaged_store(
    data: &Path,
    damage: fn(&Path),
    channels: &[u64],
    white: &FakeUser,
    black: &FakeUser,
) -> BTreeMap<u64, u64> {
    let acknowledged = make_store(data, channels, white, black);
    damage(data);
    let lost = lost_by_sled(data, &acknowledged);
    assert!(!lost.is_empty(), "the damage lost nothing: not a probe");
    lost
}

/// The probe: check-store names every channel that lost changes and how many, fails, and
/// leaves the directory byte-identical.
fn probe(damage: fn(&Path)) {
    let fake_users = two_players();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let channels = [101, 102, 103, 104, 105];
    let lost = damaged_store(&data, damage, &channels, &fake_users.0, &fake_users.1);

    let before = snapshot(&data);
    let out = check_store(&data);
    let after = snapshot(&data);
    assert!(before == after, "check-store changed the data directory");

    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stdout}{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(reported_losses(&stdout), lost, "{stdout}{stderr}");
    assert!(
        stdout.lines().last().unwrap().ends_with(" problems")
            && !stdout.lines().last().unwrap().ends_with("; 0 problems"),
        "{stdout}"
    );
}

/// Two players for the tests that need no stand-in Discord.
fn two_players() -> (FakeUser, FakeUser) {
    let player = |id, name: &str| FakeUser {
        id,
        name: name.into(),
        bot: false,
    };
    (player(11, "alice"), player(22, "bob"))
}

/// Adds an illegal move to `channel`'s game and drops its stored position: the record still
/// decodes, but no longer replays.
fn break_replay(store: &dyn Store, channel: u64) {
    store
        .update::<_, ()>(channel, &|record| {
            let Some(ChannelRecord::Game(g)) = record else {
                panic!("{record:?}")
            };
            let mut g = g.clone();
            g.moves.push(towers_store::MoveText::new("a1-h8").unwrap());
            g.position = None;
            Ok((Change::Put(ChannelRecord::Game(g)), ()))
        })
        .unwrap()
        .unwrap();
}

#[test]
fn a_cut_tail_is_reported_and_the_check_changes_nothing() {
    probe(cut_tail);
}

#[test]
fn an_overwritten_tail_is_reported_and_the_check_changes_nothing() {
    probe(overwrite_tail);
}

#[test]
fn an_undamaged_store_checks_clean_and_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let users = two_players();
    make_store(&data, &[7, 8], &users.0, &users.1);
    let before = snapshot(&data);
    let out = check_store(&data);
    assert!(
        before == snapshot(&data),
        "check-store changed the data directory"
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "2 records: 2 games active, 0 finished, 0 challenges; 0 problems\n"
    );
}

/// `serve` on a damaged directory starts, logs each channel and its loss, and tells the
/// channel on its next command, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_reports_a_roll_back_in_its_log_and_in_the_channel() {
    let fake = FakeDiscord::start(TOKEN).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channels: Vec<u64> = (0..5).map(|_| fake.new_channel()).collect();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let lost = damaged_store(&data, cut_tail, &channels, &alice, &bob);

    let mut child = ServeChild::serve(&fake, &data);
    child
        .wait_registrations(&fake, registrations(&fake) + 1)
        .await;
    let log = child.output();
    for (channel, count) in &lost {
        assert!(
            log.lines().any(|l| l.contains("changes lost")
                && l.contains(&format!("channel={channel} "))
                && l.contains(&format!("lost={count} "))),
            "channel {channel}: {log}"
        );
    }
    let (&channel, &count) = lost.iter().next().unwrap();
    let reply = fake.slash_in(channel, &alice, "board", &[]).await;
    assert!(
        reply.content().contains(&format!(
            "lost the latest changes to this channel's game (changes lost: {count})"
        )),
        "{reply:?}"
    );
    let again = fake.slash_in(channel, &alice, "board", &[]).await;
    assert!(!again.content().contains("changes lost"), "{again:?}");
    child.signal(Signal::TERM);
    child.assert_clean_exit().await;
}

/// A game whose moves do not follow the rules (it decodes; it does not replay): `serve` sets
/// it aside at start, the channel's next command says the game could not be restored, the
/// one after starts afresh, and the record's bytes are in the quarantine.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_sets_aside_a_game_that_does_not_replay() {
    let fake = FakeDiscord::start(TOKEN).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.new_channel();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    make_store(&data, &[channel], &alice, &bob);
    {
        let store = SledStore::open(&data).unwrap();
        break_replay(&store, channel);
    }
    let mut child = ServeChild::serve(&fake, &data);
    child
        .wait_registrations(&fake, registrations(&fake) + 1)
        .await;
    let reply = fake.slash_in(channel, &alice, "board", &[]).await;
    assert!(
        reply
            .content()
            .contains("The game saved in this channel could not be restored"),
        "{reply:?}\n{}",
        child.output()
    );
    let again = fake.slash_in(channel, &alice, "board", &[]).await;
    assert!(
        !again.content().contains("could not be restored"),
        "{again:?}"
    );
    assert!(
        !again.content().to_lowercase().contains("internal"),
        "{again:?}"
    );
    child.signal(Signal::TERM);
    child.assert_clean_exit().await;
    let store = SledStore::open(&data).unwrap();
    let aside = store.quarantined().unwrap();
    assert_eq!(aside.len(), 1, "{aside:?}");
    assert_eq!(store.load(channel).unwrap(), None);
}

/// The same record met by a command (not by the start check): set aside on first contact,
/// instead of "internal error" on every command.
#[test]
fn a_command_sets_aside_a_game_that_does_not_replay() {
    use towers::service::api::Request;
    let dir = tempfile::tempdir().unwrap();
    let users = two_players();
    make_store(dir.path(), &[9], &users.0, &users.1);
    let sled = std::sync::Arc::new(SledStore::open(dir.path()).unwrap());
    let s = std::sync::Arc::new(GameService::new(sled.clone()));
    break_replay(s.store(), 9);
    let answer = s
        .clone()
        .handle(9, &player(&users.0), &Request::Board, 0)
        .err()
        .expect("refused");
    assert!(
        answer.to_string().contains("could not be restored"),
        "{answer}"
    );
    assert_eq!(s.store().load(9).unwrap(), None);
    assert_eq!(sled.quarantined().unwrap().len(), 1);
}

/// Stdout and stderr of `check-store` with `args` on `data`, and whether it succeeded.
fn check_store_with(data: &Path, args: &[&str]) -> (bool, String) {
    let out = Command::new(towers_bin())
        .args(["check-store", "--data"])
        .arg(data)
        .args(args)
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

/// A loss is reported at every start, by check-store and on the channel's next command
/// (after a restart too) until `check-store --clear-losses`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn losses_stay_reported_until_an_operator_clears_them() {
    let fake = FakeDiscord::start(TOKEN).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channels: Vec<u64> = (0..5).map(|_| fake.new_channel()).collect();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let lost = damaged_store(&data, cut_tail, &channels, &alice, &bob);
    let (&channel, &count) = lost.iter().next().unwrap();
    for start in 1..=2 {
        let mut child = ServeChild::serve(&fake, &data);
        child
            .wait_registrations(&fake, registrations(&fake) + 1)
            .await;
        let log = child.output();
        assert!(
            log.lines()
                .any(|l| l.contains("changes lost") && l.contains(&format!("channel={channel} "))),
            "start {start}: {log}"
        );
        if start == 2 {
            let reply = fake.slash_in(channel, &alice, "board", &[]).await;
            assert!(
                reply
                    .content()
                    .contains(&format!("(changes lost: {count})")),
                "told after a restart: {reply:?}"
            );
        }
        child.signal(Signal::TERM);
        child.assert_clean_exit().await;
        let (clean, report) = check_store_with(&data, &[]);
        assert!(!clean, "start {start}: {report}");
        assert_eq!(reported_losses(&report), lost, "start {start}: {report}");
    }
    let (clean, report) = check_store_with(&data, &["--clear-losses"]);
    assert!(clean, "{report}");
    let (clean, report) = check_store_with(&data, &[]);
    assert!(clean && report.contains("; 0 problems"), "{report}");
}

/// Another store's ledger is a mismatch, never a loss, and its numbers stay out of sled; a
/// ledger that is missing beside a store with history is reported.
#[test]
fn another_stores_ledger_is_a_mismatch_and_a_missing_one_is_reported() {
    let users = two_players();
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    make_store(&a, &[7], &users.0, &users.1);
    make_store(&b, &[7, 8], &users.0, &users.1);
    std::fs::copy(b.join("acknowledged"), a.join("acknowledged")).unwrap();
    let (clean, report) = check_store_with(&a, &[]);
    assert!(!clean, "{report}");
    assert!(reported_losses(&report).is_empty(), "{report}");
    assert!(report.contains("belongs to"), "{report}");
    // serve's open (here through the Store API) does not raise sled's numbers either.
    drop(SledStore::open(&a).unwrap());
    let db = SledStore::open_db(&a).unwrap();
    let changes = db.open_tree(towers_store::CHANGES_TREE).unwrap();
    assert_eq!(changes.get(8u64.to_be_bytes()).unwrap(), None);
    drop((changes, db));

    std::fs::remove_file(b.join("acknowledged")).unwrap();
    let (clean, report) = check_store_with(&b, &[]);
    assert!(!clean, "{report}");
    assert!(report.contains("missing"), "{report}");
}

/// check-store reads what serve opens: a `db` symlinked to a healthy file checks clean; a
/// ledger that is a link to `/dev/zero` is refused by name; no message names the copy.
#[test]
fn check_store_reads_what_serve_opens() {
    let users = two_players();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    make_store(&data, &[7], &users.0, &users.1);
    std::fs::rename(data.join("db"), dir.path().join("db-elsewhere")).unwrap();
    std::os::unix::fs::symlink(dir.path().join("db-elsewhere"), data.join("db")).unwrap();
    let (clean, report) = check_store_with(&data, &[]);
    assert!(clean && report.contains("; 0 problems"), "{report}");
    std::fs::rename(data.join("acknowledged"), dir.path().join("ack")).unwrap();
    std::os::unix::fs::symlink("/dev/zero", data.join("acknowledged")).unwrap();
    let (clean, report) = check_store_with(&data, &[]);
    assert!(!clean, "{report}");
    let named = data.join("acknowledged").display().to_string();
    assert!(report.contains(&named), "{report}");
    assert!(report.contains("not a regular file"), "{report}");
    assert!(!report.contains("towers-check-store"), "{report}");
}
