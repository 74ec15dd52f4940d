//! `towers check-store` (issue 15 part 4): every record of a data directory decoded and
//! replayed, read only; one line per problem (the record's key and what is wrong), a summary
//! line, a non-zero exit on problems. And the quick check `serve` runs at start
//! (`GameService::check_active`): a bad active record is set aside, never a stop.

use crate::bin;
use bin::towers_bin;
use std::sync::Arc;

use std::path::Path;
use std::process::{Command, Output};

use towers::service::GameService;
use towers_rules::Variant;
use towers_store::StoreExt;
use towers_store::{
    Change, ChannelRecord, EndStatus, GameResult, GameStatus, SledStore, ACTIVE_TREE,
};

use crate::fixtures as store_fixtures;
use crate::players::T0;
use store_fixtures::named as player;

/// A record from a build that writes schema 999.
const FUTURE: &[u8] = br#"{"schema":999,"record":{"Game":{"from":"the future"}}}"#;
const BAD: u64 = 66;

fn check_store(dir: &Path) -> Output {
    Command::new(towers_bin())
        .args(["check-store", "--data"])
        .arg(dir)
        .env("RUST_LOG", "warn")
        .env_remove("TOWERS_DATA_DIR")
        .output()
        .expect("run towers")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A store with a finished game (channel 1), a game in progress with its stored position
/// (channel 2), a game in progress stored before schema 4 (channel 3, no position) and a
/// challenge (channel 4).
fn good_store(dir: &Path) {
    let s = GameService::new(Arc::new(SledStore::open(dir).unwrap()));
    let (alice, bob) = (player(11, "alice"), player(22, "bob"));
    for channel in [1, 2, 3] {
        s.challenge(channel, &alice, &bob, Variant::Russian, T0)
            .unwrap();
        s.accept(channel, &bob, T0, None).unwrap();
        s.play(channel, &alice, "c3-d4", T0 + 1).unwrap();
        s.play(channel, &bob, "f6-e5", T0 + 2).unwrap();
        s.play(channel, &alice, "d4xf6", T0 + 3).unwrap();
    }
    s.resign(1, &bob, T0 + 4, None).unwrap();
    s.store()
        .update::<_, ()>(3, &|record| {
            let mut g = store_fixtures::as_game(record).clone();
            g.position = None;
            Ok((Change::Put(ChannelRecord::Game(g)), ()))
        })
        .unwrap()
        .unwrap();
    s.challenge(4, &alice, &bob, Variant::Bashni, T0).unwrap();
}

#[test]
fn a_good_store_checks_clean() {
    let dir = tempfile::tempdir().unwrap();
    good_store(dir.path());
    let out = check_store(dir.path());
    assert!(
        out.status.success(),
        "{}{}",
        stdout(&out),
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout(&out),
        "4 records: 2 games active, 1 finished, 1 challenges; 0 problems\n"
    );
}

#[test]
fn damaged_records_are_each_reported_and_fail_the_check() {
    let dir = tempfile::tempdir().unwrap();
    good_store(dir.path());
    {
        let store = SledStore::open(dir.path()).unwrap();
        // Channel 2: the stored position is not where the moves lead.
        store
            .update::<_, ()>(2, &|record| {
                let mut g = store_fixtures::as_game(record).clone();
                g.position.as_mut().unwrap().fen = "W:W21-32:B1-12".into();
                Ok((Change::Put(ChannelRecord::Game(g)), ()))
            })
            .unwrap()
            .unwrap();
        // Channel 3's game (no stored position) finishes with a move that is not legal.
        store
            .update::<_, ()>(3, &|record| {
                let mut g = store_fixtures::as_game(record).clone();
                g.moves.push(store_fixtures::move_text("a1-a2"));
                g.status = GameStatus::Finished {
                    result: GameResult::Draw,
                    end: EndStatus::Agreement,
                };
                Ok((Change::Finish(g), ()))
            })
            .unwrap()
            .unwrap();
    }
    // A record from a newer build, as tests/service/isolation.rs plants it.
    let db = SledStore::open_db(dir.path()).unwrap();
    let active = db.open_tree(ACTIVE_TREE).unwrap();
    active.insert(BAD.to_be_bytes(), FUTURE).unwrap();
    db.flush().unwrap();
    drop((active, db));

    let out = check_store(dir.path());
    assert!(!out.status.success(), "{}", stdout(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert!(
        lines[0].starts_with("active channel 2: stored position disagrees with the moves: fen is"),
        "{text}"
    );
    assert!(
        lines[1].starts_with("active channel 66: does not decode: unknown schema version 999"),
        "{text}"
    );
    assert!(lines[2].starts_with("finished channel 3 game "), "{text}");
    assert!(lines[2].contains("does not replay"), "{text}");
    assert_eq!(
        lines[3],
        "5 records: 1 games active, 2 finished, 1 challenges; 3 problems"
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("3 problems"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Read only: the bad record is where it was.
    let store = SledStore::open(dir.path()).unwrap();
    assert!(store
        .raw_records()
        .unwrap()
        .iter()
        .any(|r| r.bytes == FUTURE));
    assert_eq!(store.quarantined().unwrap(), []);
}

#[test]
fn a_missing_directory_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nothing-here");
    let out = check_store(&missing);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a data directory"));
    assert!(!missing.exists(), "the check created the directory");
}

#[test]
fn the_start_check_counts_active_records_and_sets_a_bad_one_aside() {
    let dir = tempfile::tempdir().unwrap();
    good_store(dir.path());
    let db = SledStore::open_db(dir.path()).unwrap();
    let active = db.open_tree(ACTIVE_TREE).unwrap();
    active.insert(BAD.to_be_bytes(), FUTURE).unwrap();
    db.flush().unwrap();
    drop((active, db));

    let sled = Arc::new(SledStore::open(dir.path()).unwrap());
    let s = GameService::new(sled.clone());
    let report = s.check_active().expect("the check never stops the start");
    assert_eq!(
        report.to_string(),
        "3 records: 2 games active, 0 finished, 1 challenges; 0 problems"
    );
    let aside = sled.quarantined().unwrap();
    assert_eq!(aside.len(), 1);
    assert_eq!(aside[0].bytes, FUTURE);
    assert_eq!(s.store().load(BAD).unwrap(), None);
    // Both games go on.
    s.play(2, &player(22, "bob"), "g7xe5", T0 + 5).unwrap();
    s.play(3, &player(22, "bob"), "g7xe5", T0 + 5).unwrap();
}
