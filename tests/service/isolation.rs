//! One channel's bad record stays in that channel (issue 15, part 1): an active record and a
//! finished game that do not decode (as after rolling back to an older build) are skipped by
//! the scans and set aside in the quarantine tree, bytes unchanged; the timers of another
//! channel, ratings, stats and histories go on, and the bad record's channel is free again.

use std::sync::Arc;
use towers::service::game::setup::Setup;
use towers::service::text::locale::Lang;
use towers::service::{GameService, ServiceError};
use towers_rules::Variant;
use towers_store::{ChannelRecord, SledStore, ACTIVE_TREE, ARCHIVE_TREE};

use crate::players::{alice, bob, T0};

const BAD: u64 = 1_000_000_000_000_000_001;
const BAD_TOO: u64 = 1_000_000_000_000_000_003;
const GOOD: u64 = 1_000_000_000_000_000_002;
const GUILD: u64 = 900_000_000_000_000_001;
const HOUR: u64 = 3_600;
/// A record from a build that writes schema 999.
const FUTURE: &[u8] = br#"{"schema":999,"record":{"Game":{"from":"the future"}}}"#;

/// Writes `FUTURE` as channel `BAD`'s active record and as a finished game of it.
fn plant_bad_records(dir: &std::path::Path) {
    let db = SledStore::open_db(dir).unwrap();
    db.open_tree(ACTIVE_TREE)
        .unwrap()
        .insert(BAD.to_be_bytes(), FUTURE)
        .unwrap();
    let mut archive_key = BAD.to_be_bytes().to_vec();
    archive_key.extend_from_slice(&7u64.to_be_bytes());
    db.open_tree(ARCHIVE_TREE)
        .unwrap()
        .insert(archive_key, FUTURE)
        .unwrap();
    db.flush().unwrap();
}

#[test]
fn a_bad_record_is_set_aside_and_every_other_channel_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    plant_bad_records(dir.path());
    let sled = Arc::new(SledStore::open(dir.path()).unwrap());
    let s = GameService::new(sled.clone());

    // A finished rated game on the server, and a game with one hour per move in GOOD.
    let setup = Setup {
        guild: Some(GUILD),
        ..Setup::new(Variant::Bashni)
    };
    s.challenge_timed(GOOD, &alice(), Some(&bob()), setup, HOUR, T0)
        .unwrap();
    s.accept(GOOD, &bob(), T0, None).unwrap();
    s.play(GOOD, &alice(), "c3-b4", T0 + 1).unwrap();
    s.play(GOOD, &bob(), "b6-c5", T0 + 2).unwrap();
    s.resign(GOOD, &alice(), T0 + 3, None).unwrap();
    let setup = Setup {
        guild: Some(GUILD),
        ..Setup::new(Variant::Bashni)
    };
    s.challenge_timed(GOOD, &alice(), Some(&bob()), setup, HOUR, T0 + 10)
        .unwrap();
    s.accept(GOOD, &bob(), T0 + 10, None).unwrap();

    // The sweep reminds and then offers the claim in GOOD despite BAD's record.
    let notices = s.sweep(T0 + 10 + 45 * 60).expect("the sweep goes on");
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].channel, GOOD);
    assert!(
        notices[0].reply.text().starts_with("Reminder:"),
        "{notices:?}"
    );
    let notices = s.sweep(T0 + 10 + HOUR).expect("the sweep goes on");
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert!(
        notices[0].reply.text().contains("press Claim win"),
        "{notices:?}"
    );
    let won = s
        .claim(GOOD, &bob(), T0 + 10 + HOUR, None)
        .expect("the claim");
    assert!(won.text().contains("did not move within"), "{}", won.text());

    // Ratings, stats and histories answer from the readable games.
    let board = s
        .ratings()
        .leaderboard(GUILD, Variant::Bashni)
        .expect("/leaderboard")
        .text()
        .to_string();
    assert!(
        board.starts_with("Bashni leaderboard of this server:"),
        "{board}"
    );
    let stats = s
        .ratings()
        .stats_reply(GUILD, 22, "bob")
        .expect("/stats")
        .to_string();
    assert!(stats.contains("Bashni: 2 wins"), "{stats}");
    let games = s.history(GOOD, Some(22)).expect("/games player");
    assert_eq!(games.len(), 2);

    // Both bad records were set aside unchanged, and BAD is free for a new game.
    let aside = sled.quarantined().unwrap();
    let trees: Vec<&str> = aside.iter().map(|q| q.tree.as_str()).collect();
    assert_eq!(trees, [ACTIVE_TREE, ARCHIVE_TREE]);
    assert!(aside.iter().all(|q| q.bytes == FUTURE));
    assert_eq!(s.store().load(BAD).unwrap(), None);
    s.challenge_timed(
        BAD,
        &alice(),
        Some(&bob()),
        Setup::new(Variant::Bashni),
        HOUR,
        T0 + 2 * HOUR,
    )
    .expect("a new game where the bad record was");
    assert!(matches!(
        s.store().load(BAD).unwrap(),
        Some(ChannelRecord::Challenge(_))
    ));
}

/// A command in the channel whose record does not decode is answered privately with what
/// happened (not a generic apology), the record is set aside at once (no scan needed), and
/// `/challenge` then works there.
#[test]
fn a_command_in_the_bad_channel_says_so_and_frees_it() {
    let dir = tempfile::tempdir().unwrap();
    plant_bad_records(dir.path());
    {
        let db = SledStore::open_db(dir.path()).unwrap();
        let active = db.open_tree(ACTIVE_TREE).unwrap();
        active.insert(BAD_TOO.to_be_bytes(), FUTURE).unwrap();
        // The archive's bad game is not this test's subject.
        db.open_tree(ARCHIVE_TREE).unwrap().clear().unwrap();
        db.flush().unwrap();
    }
    let sled = Arc::new(SledStore::open(dir.path()).unwrap());
    let s = GameService::new(sled.clone());

    // A read (/board) and a change (/resign in a second bad channel) both say what happened.
    let attempts = [
        s.board(BAD, T0).map(|r| r.text()),
        s.resign(BAD_TOO, &alice(), T0, None).map(|r| r.text()),
    ];
    for attempt in attempts {
        match attempt {
            Err(ServiceError::Refused(message)) => {
                let text = message.render(Lang::ENGLISH);
                assert!(
                    text.contains("could not be read") && text.contains("/challenge"),
                    "{text}"
                )
            }
            other => panic!("expected a clear refusal, got {other:?}"),
        }
    }
    assert_eq!(s.store().load(BAD_TOO).unwrap(), None);
    let aside = sled.quarantined().unwrap();
    let keys: Vec<(&str, &[u8])> = aside
        .iter()
        .map(|q| (q.tree.as_str(), q.key.as_slice()))
        .collect();
    assert_eq!(
        keys,
        [
            (ACTIVE_TREE, &BAD.to_be_bytes()[..]),
            (ACTIVE_TREE, &BAD_TOO.to_be_bytes()[..])
        ]
    );
    assert!(aside.iter().all(|q| q.bytes == FUTURE));
    assert_eq!(s.store().load(BAD).unwrap(), None);
    s.challenge_timed(
        BAD,
        &alice(),
        Some(&bob()),
        Setup::new(Variant::Bashni),
        HOUR,
        T0 + 1,
    )
    .expect("a new game where the bad record was");
}
