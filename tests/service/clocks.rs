//! Games with clocks (`/challenge clock:5+3`) through the game service over a real sled
//! store, on a manual clock: each move's time and increment, the flag at a move and at the
//! sweep, takebacks, and what the records, replies and PDN say.

use std::sync::Arc;
use towers::service::game::clock::Clock;
use towers::service::game::clock::ManualClock;
use towers::service::game::setup::Setup;
use towers::service::game::time_control::Pace;
use towers::service::{GameService, ServiceError};
use towers_rules::Variant;
use towers_store::{
    ChannelRecord, EndStatus, GameRecord, GameResult, GameStatus, SledStore, TimeControl,
};

const CHANNEL: u64 = 1_000_000_000_000_000_009;

use crate::players::{alice, bob, T0};

/// alice (White) vs bob with `minutes`+`increment` clocks, accepted at T0, on `clock`.
fn clocked(
    dir: &std::path::Path,
    minutes: u64,
    increment: u64,
) -> (GameService, ManualClock, String) {
    let clock = ManualClock::at(T0);
    let s = GameService::new(Arc::new(SledStore::open(dir).unwrap())).with_clock(clock.clone());
    let control = TimeControl {
        base_ms: minutes * 60_000,
        increment_ms: increment * 1000,
    };
    let mut setup = Setup::new(Variant::Russian);
    setup.guild = Some(7);
    let challenge = s
        .challenge_paced(
            CHANNEL,
            &alice(),
            Some(&bob()),
            setup,
            Pace::Clock(control),
            T0,
        )
        .unwrap();
    let text = challenge.message.to_string();
    s.accept(CHANNEL, &bob(), T0, None).unwrap();
    (s, clock, text)
}

fn game(s: &GameService) -> GameRecord {
    match s.store().load(CHANNEL).unwrap() {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game: {other:?}"),
    }
}

/// The channel's last finished game (the sweep and a late move move it to the archive).
fn finished(s: &GameService) -> GameRecord {
    s.store()
        .finished_games(CHANNEL)
        .unwrap()
        .pop()
        .expect("a finished game")
}

#[test]
fn each_move_costs_its_time_and_earns_the_increment() {
    let dir = tempfile::tempdir().unwrap();
    let (s, clock, challenge) = clocked(dir.path(), 5, 3);
    assert!(
        challenge.contains("Clocks: 5+3 (5 minutes each, plus 3 s a move)"),
        "{challenge}"
    );
    let g = game(&s);
    let c = g.clock.expect("clocks");
    assert_eq!((c.white_ms, c.black_ms), (300_000, 300_000));
    assert_eq!(g.move_limit_secs, None, "no time per move with clocks");

    clock.advance_ms(12_500);
    let reply = s.play(CHANNEL, &alice(), "c3-d4", clock.now()).unwrap();
    let c = game(&s).clock.unwrap();
    assert_eq!((c.white_ms, c.black_ms), (290_500, 300_000));
    let text = reply.message.to_string();
    assert!(text.contains("⏱ White 4:50 · Black 5:00 ◂"), "{text}");

    clock.advance_ms(100_000);
    s.play(CHANNEL, &bob(), "f6-e5", clock.now()).unwrap();
    let c = game(&s).clock.unwrap();
    assert_eq!((c.white_ms, c.black_ms), (290_500, 203_000));
    let board = s.board(CHANNEL, clock.now()).unwrap().message.to_string();
    assert!(board.contains("⏱ White 4:50 ◂ · Black 3:23"), "{board}");
}

#[test]
fn the_sweep_ends_the_game_when_the_flag_falls_and_the_pdn_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let (s, clock, _) = clocked(dir.path(), 1, 0);
    s.play(CHANNEL, &alice(), "c3-d4", T0).unwrap();
    // Black's flag falls one minute after White's move; the sweep knows when.
    assert_eq!(s.next_flag_ms(), Some(T0 * 1000 + 60_000));
    clock.advance_ms(59_999);
    assert!(s.sweep(clock.now()).unwrap().is_empty(), "not yet");
    assert_eq!(game(&s).status, GameStatus::Active);
    clock.advance_ms(1);
    let notices = s.sweep(clock.now()).unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    let text = notices[0].reply.message.to_string();
    assert!(
        text.contains("wins: bob ran out of time on the clock"),
        "{text}"
    );
    let g = finished(&s);
    assert_eq!(
        g.status,
        GameStatus::Finished {
            result: GameResult::WhiteWins,
            end: EndStatus::FlagFell { by: 22 },
        }
    );
    assert_eq!(s.next_flag_ms(), None);
    let pdn = s.pdn(CHANNEL).unwrap().pdn;
    assert!(pdn.contains("[TimeControl \"60+0\"]"), "{pdn}");
    assert!(pdn.contains("[Termination \"time forfeit\"]"), "{pdn}");
}

#[test]
fn a_move_after_the_flag_is_not_played_and_loses_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let (s, clock, _) = clocked(dir.path(), 1, 0);
    clock.advance_ms(60_000);
    let reply = s.play(CHANNEL, &alice(), "c3-d4", clock.now()).unwrap();
    assert!(reply.game_over);
    assert!(reply.message.to_string().contains("alice ran out of time"));
    let g = finished(&s);
    assert!(
        g.moves.is_empty(),
        "the late move is not played: {:?}",
        g.moves
    );
    assert_eq!(
        g.status,
        GameStatus::Finished {
            result: GameResult::BlackWins,
            end: EndStatus::FlagFell { by: 11 },
        }
    );
}

#[test]
fn the_opponent_acting_after_the_flag_ends_the_game_too() {
    let dir = tempfile::tempdir().unwrap();
    let (s, clock, _) = clocked(dir.path(), 1, 0);
    clock.advance_ms(61_000);
    // Bob, not to move, types a move: Alice's flag has fallen, so Bob wins instead of being
    // told it is not his turn.
    let reply = s.play(CHANNEL, &bob(), "f6-e5", clock.now()).unwrap();
    assert!(reply.game_over);
    assert!(matches!(
        finished(&s).status,
        GameStatus::Finished {
            result: GameResult::BlackWins,
            ..
        }
    ));
}

#[test]
fn a_takeback_charges_the_interrupted_turn_without_increment() {
    let dir = tempfile::tempdir().unwrap();
    let (s, clock, _) = clocked(dir.path(), 5, 3);
    clock.advance_ms(10_000);
    s.play(CHANNEL, &alice(), "c3-d4", clock.now()).unwrap();
    clock.advance_ms(20_000);
    s.takeback(CHANNEL, &alice(), clock.now(), None).unwrap();
    s.takeback(CHANNEL, &bob(), clock.now(), None).unwrap();
    let g = game(&s);
    assert!(g.moves.is_empty());
    let c = g.clock.unwrap();
    // White: 300 - 10 + 3; Black: 300 - 20 (its turn was interrupted).
    assert_eq!((c.white_ms, c.black_ms), (293_000, 280_000));
    assert_eq!(c.turn_started_ms, T0 * 1000 + 30_000);
}

#[test]
fn a_game_with_a_time_per_move_has_no_clocks() {
    let dir = tempfile::tempdir().unwrap();
    let s = GameService::new(Arc::new(SledStore::open(dir.path()).unwrap()));
    s.challenge_paced(
        CHANNEL,
        &alice(),
        Some(&bob()),
        Setup::new(Variant::Russian),
        Pace::PerMove(600),
        T0,
    )
    .unwrap();
    s.accept(CHANNEL, &bob(), T0, None).unwrap();
    let g = game(&s);
    assert_eq!((g.clock, g.move_limit_secs), (None, Some(600)));
    let Err(ServiceError::Refused(_)) = towers::service::api::parse_time_control("5") else {
        panic!("5 is no time control");
    };
}
