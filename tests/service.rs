//! The game service over a real sled store: challenges, the seed game, refusals that change
//! nothing, draws, resignation, expiry and restarts.

use towers::rules::Variant;
use towers::service::{GameService, ServiceError, CHALLENGE_TTL_SECS};
use towers::store::{ChannelRecord, GameResult, GameStatus, Player, SledStore, Store};

const CHANNEL: u64 = 1_000_000_000_000_000_005;
const T0: u64 = 1_800_000_000;

fn alice() -> Player {
    Player {
        id: 11,
        name: "alice".into(),
    }
}
fn bob() -> Player {
    Player {
        id: 22,
        name: "bob".into(),
    }
}
fn carol() -> Player {
    Player {
        id: 33,
        name: "carol".into(),
    }
}

const SEED: [&str; 12] = [
    "c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3", "c5-b4", "a3:c5:a7", "c7-b6", "a5:c7:e5",
    "f6:d4:b2", "a1:c3", "d8-c7",
];

fn service(dir: &std::path::Path) -> GameService<SledStore> {
    GameService::new(SledStore::open(dir).unwrap())
}

fn started(dir: &std::path::Path) -> GameService<SledStore> {
    let s = service(dir);
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    s.accept(CHANNEL, &bob(), T0 + 5).unwrap();
    s
}

fn refused(result: Result<towers::service::Reply, ServiceError>) -> String {
    match result {
        Err(ServiceError::Refused(why)) => why,
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn snapshot(s: &GameService<SledStore>) -> Option<ChannelRecord> {
    s.store().load(CHANNEL).unwrap()
}

#[test]
fn seed_game_through_the_service() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let reply = s
        .challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    assert!(reply.text.contains("alice challenges bob"), "{}", reply.text);
    assert_eq!(reply.mention, Some(bob().id));
    let reply = s.accept(CHANNEL, &bob(), T0 + 1).unwrap();
    assert!(reply.text.contains("alice to move"), "{}", reply.text);
    assert!(reply.image.as_ref().is_some_and(|png| png.starts_with(b"\x89PNG")));
    for (i, m) in SEED.iter().enumerate() {
        let player = if i % 2 == 0 { alice() } else { bob() };
        let reply = s.play(CHANNEL, &player, m, T0 + 10 + i as u64).unwrap();
        assert!(reply.text.contains(&format!("played {m}")), "{}", reply.text);
        let png = reply.image.expect("board picture");
        let img = image::load_from_memory(&png).expect("a PNG");
        assert!(img.width() >= 400 && img.height() >= 400);
    }
    match snapshot(&s) {
        Some(ChannelRecord::Game(g)) => {
            assert_eq!(g.moves, SEED);
            assert_eq!(g.status, GameStatus::Active);
        }
        other => panic!("{other:?}"),
    }
    let board = s.board(CHANNEL, T0 + 100).unwrap();
    assert!(board.text.contains("move 7"), "{}", board.text);
}

#[test]
fn refusals_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    // No game yet.
    assert!(refused(s.play(CHANNEL, &alice(), "c3-d4", T0)).contains("no game in this channel"));
    assert!(refused(s.accept(CHANNEL, &bob(), T0)).contains("no challenge"));
    assert!(refused(s.challenge(CHANNEL, &alice(), &alice(), Variant::Bashni, T0))
        .contains("cannot challenge yourself"));
    assert_eq!(snapshot(&s), None);

    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    let pending = snapshot(&s);
    assert!(refused(s.accept(CHANNEL, &carol(), T0 + 1)).contains("Only bob"));
    assert!(refused(s.challenge(CHANNEL, &carol(), &bob(), Variant::Bashni, T0 + 1))
        .contains("already challenged"));
    assert!(refused(s.play(CHANNEL, &alice(), "c3-d4", T0 + 1)).contains("waiting for bob"));
    assert_eq!(snapshot(&s), pending);

    s.accept(CHANNEL, &bob(), T0 + 2).unwrap();
    let start = snapshot(&s);
    for (who, text, why) in [
        (bob(), "b6-a5", "alice's turn"),
        (carol(), "c3-d4", "not playing"),
        (alice(), "zz9", "not a move"),
        (alice(), "c3-e5", "Legal moves: a3-b4"),
        (alice(), "b6-a5", "not White's"),
    ] {
        let why_text = refused(s.play(CHANNEL, &who, text, T0 + 3));
        assert!(why_text.contains(why), "{text}: {why_text}");
        assert_eq!(snapshot(&s), start, "{text} changed the game");
    }
    assert!(refused(s.resign(CHANNEL, &carol(), T0 + 3)).contains("Only the players"));
    assert!(refused(s.draw(CHANNEL, &carol(), T0 + 3)).contains("Only the players"));
    assert!(refused(s.challenge(CHANNEL, &carol(), &alice(), Variant::Bashni, T0 + 3))
        .contains("already has a game"));
    assert_eq!(snapshot(&s), start);
    // The next legal move still works.
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 4).unwrap();
}

#[test]
fn challenges_expire_and_can_be_declined_or_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    let late = T0 + CHALLENGE_TTL_SECS;
    assert!(refused(s.accept(CHANNEL, &bob(), late)).contains("expired"));
    // An expired challenge does not block a new one.
    s.challenge(CHANNEL, &carol(), &bob(), Variant::Bashni, late)
        .unwrap();
    assert!(refused(s.decline(CHANNEL, &alice(), late + 1)).contains("Only bob"));
    let reply = s.decline(CHANNEL, &bob(), late + 1).unwrap();
    assert!(reply.text.contains("bob declined"), "{}", reply.text);
    assert_eq!(snapshot(&s), None);
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, late + 2)
        .unwrap();
    let reply = s.decline(CHANNEL, &alice(), late + 3).unwrap();
    assert!(reply.text.contains("withdrew"), "{}", reply.text);
}

#[test]
fn draw_offer_then_acceptance_and_a_move_declines_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    let offer = s.draw(CHANNEL, &alice(), T0 + 10).unwrap();
    assert!(offer.text.contains("alice offers a draw"), "{}", offer.text);
    assert_eq!(offer.mention, Some(bob().id));
    assert!(refused(s.draw(CHANNEL, &alice(), T0 + 11)).contains("already offered"));
    // Playing on declines the offer.
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 12).unwrap();
    let offer = s.draw(CHANNEL, &bob(), T0 + 13).unwrap();
    assert!(offer.text.contains("bob offers"));
    let agreed = s.draw(CHANNEL, &alice(), T0 + 14).unwrap();
    assert!(agreed.text.contains("draw by agreement"), "{}", agreed.text);
    assert_eq!(snapshot(&s), None, "the channel is free again");
    let archived = s.store().finished_games(CHANNEL).unwrap();
    assert_eq!(archived.len(), 1);
    assert!(matches!(
        archived[0].status,
        GameStatus::Finished {
            result: GameResult::Draw,
            ..
        }
    ));
}

#[test]
fn resignation_ends_the_game_and_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 10).unwrap();
    let reply = s.resign(CHANNEL, &alice(), T0 + 11).unwrap();
    assert!(reply.text.contains("bob (Black) wins: alice resigned"), "{}", reply.text);
    assert!(refused(s.play(CHANNEL, &bob(), "b6-a5", T0 + 12)).contains("no game"));
    let archived = s.store().finished_games(CHANNEL).unwrap();
    assert_eq!(archived[0].moves, vec!["c3-d4"]);
}

#[test]
fn a_restart_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    {
        let s = started(dir.path());
        for (i, m) in SEED[..5].iter().enumerate() {
            let player = if i % 2 == 0 { alice() } else { bob() };
            s.play(CHANNEL, &player, m, T0 + i as u64).unwrap();
        }
    }
    let s = service(dir.path());
    assert!(refused(s.play(CHANNEL, &alice(), SEED[5], T0 + 20)).contains("bob's turn"));
    s.play(CHANNEL, &bob(), SEED[5], T0 + 21).unwrap();
    match snapshot(&s) {
        Some(ChannelRecord::Game(g)) => assert_eq!(g.moves, SEED[..6]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn racing_moves_on_one_channel_apply_once() {
    let dir = tempfile::tempdir().unwrap();
    let s = std::sync::Arc::new(started(dir.path()));
    // Eight threads all try alice's first move at once: exactly one succeeds.
    let handles: Vec<_> = (0..8)
        .map(|_| {
            let s = s.clone();
            std::thread::spawn(move || s.play(CHANNEL, &alice(), "c3-d4", T0 + 10).is_ok())
        })
        .collect();
    let ok = handles
        .into_iter()
        .map(|h| h.join().unwrap())
        .filter(|&applied| applied)
        .count();
    assert_eq!(ok, 1, "exactly one of the racing moves applies");
    match snapshot(&s) {
        Some(ChannelRecord::Game(g)) => assert_eq!(g.moves, vec!["c3-d4"]),
        other => panic!("{other:?}"),
    }
}
