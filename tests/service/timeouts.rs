//! Move time limits, reminders, claims on time, challenge expiry and open challenges, through
//! the game service over a real sled store (time given explicitly; no waiting).

use std::sync::Arc;
use towers::service::game::buttons::Action;
use towers::service::game::buttons::Button;
use towers::service::game::press::stale_button_text;
use towers::service::game::setup::Setup;
use towers::service::{GameService, ServiceError, CHALLENGE_TTL_SECS};
use towers_engine::Level;
use towers_rules::Variant;
use towers_store::{
    ChannelRecord, EndStatus, GameResult, GameStatus, SledStore, DEFAULT_MOVE_LIMIT_SECS,
};

const CHANNEL: u64 = 1_000_000_000_000_000_005;
const HOUR: u64 = 3_600;

use crate::players::{alice, bob, carol, T0};
use crate::store_fixtures;
use store_fixtures::named as player;

fn service(dir: &std::path::Path) -> GameService {
    GameService::new(Arc::new(SledStore::open(dir).unwrap()))
}

fn refused<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> String {
    match result {
        Err(ServiceError::Refused(why)) => why.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn snapshot(s: &GameService) -> Option<ChannelRecord> {
    s.store().load(CHANNEL).unwrap()
}

fn game(s: &GameService) -> towers_store::GameRecord {
    match snapshot(s) {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game: {other:?}"),
    }
}

/// alice (White) vs bob with one hour per move, started at T0.
fn hour_game(s: &GameService) {
    s.challenge_timed(
        CHANNEL,
        &alice(),
        Some(&bob()),
        Setup::new(Variant::Bashni),
        HOUR,
        T0,
    )
    .unwrap();
    s.accept(CHANNEL, &bob(), T0, None).unwrap();
}

#[test]
fn the_challenge_names_its_time_and_the_game_keeps_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let reply = s
        .challenge_timed(
            CHANNEL,
            &alice(),
            Some(&bob()),
            Setup::new(Variant::Bashni),
            10 * 60,
            T0,
        )
        .unwrap();
    assert!(
        reply.text().ends_with("Time per move: 10 minutes."),
        "{}",
        reply.text()
    );
    let started = s.accept(CHANNEL, &bob(), T0 + 30, None).unwrap();
    // (The channel's first game: the board legend follows on a line of its own.)
    assert!(
        started
            .text()
            .lines()
            .next()
            .unwrap()
            .ends_with("Time per move: 10 minutes. alice to move."),
        "{}",
        started.text()
    );
    let g = game(&s);
    assert_eq!(g.move_limit_secs, Some(600));
    assert_eq!(g.turn_started_at, T0 + 30);

    // Out-of-range limits are refused before anything is stored.
    let other = CHANNEL + 1;
    for secs in [0, 59, 31 * 24 * HOUR] {
        let why = refused(s.challenge_timed(
            other,
            &alice(),
            Some(&bob()),
            Setup::new(Variant::Bashni),
            secs,
            T0,
        ));
        assert!(why.contains("1 minute") && why.contains("30 days"), "{why}");
        assert_eq!(s.store().load(other).unwrap(), None);
    }

    // The plain challenge gets three days; the bot's games none.
    s.challenge(other, &alice(), &bob(), Variant::Lasca, T0)
        .unwrap();
    s.accept(other, &bob(), T0, None).unwrap();
    let Some(ChannelRecord::Game(g)) = s.store().load(other).unwrap() else {
        panic!("no game")
    };
    assert_eq!(g.move_limit_secs, Some(DEFAULT_MOVE_LIMIT_SECS));
    let towers = player(99, "towers");
    let bot_channel = other + 1;
    s.start_bot_game(
        bot_channel,
        &alice(),
        &towers,
        Level::new(1).unwrap(),
        Setup::new(Variant::Bashni),
        T0,
    )
    .unwrap();
    let Some(ChannelRecord::Game(g)) = s.store().load(bot_channel).unwrap() else {
        panic!("no bot game")
    };
    assert_eq!(g.move_limit_secs, None);
    let why = refused(s.claim(bot_channel, &alice(), T0 + 40 * 24 * HOUR, None));
    assert!(why.contains("no time limit"), "{why}");
    assert!(s
        .sweep(T0 + 40 * 24 * HOUR)
        .unwrap()
        .iter()
        .all(|n| n.channel != bot_channel));
}

#[test]
fn one_reminder_per_turn_then_a_claim_offer_then_the_win_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    hour_game(&s);

    // Nothing to say with most of the hour left.
    assert_eq!(s.sweep(T0 + 30 * 60).unwrap(), []);

    // A quarter left: one reminder, to alice (to move) only.
    let notices = s.sweep(T0 + 45 * 60).unwrap();
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].channel, CHANNEL);
    let reminder = &notices[0].reply;
    assert_eq!(reminder.mention, Some(alice().id));
    assert_eq!(
        reminder.text(),
        "Reminder: it is your move (White) against bob, with 15 minutes left of the 1 hour per move. After that bob can claim the win."
    );
    assert!(game(&s).turn_notices.reminded);
    assert_eq!(s.sweep(T0 + 50 * 60).unwrap(), [], "reminded twice");

    // A claim before the deadline is refused with the time left, and changes nothing.
    let before = snapshot(&s);
    let why = refused(s.claim(CHANNEL, &bob(), T0 + 50 * 60, None));
    assert_eq!(
        why,
        "alice still has 10 minutes to move (the limit is 1 hour per move); you can claim the win after that."
    );
    assert_eq!(snapshot(&s), before);
    let board = s.board(CHANNEL, T0 + 50 * 60).unwrap();
    assert!(
        board
            .text()
            .ends_with("Time left for this move: 10 minutes."),
        "{}",
        board.text()
    );

    // The move resets the clock for bob, and his turn gets its own reminder.
    s.play(CHANNEL, &alice(), "c3-d4", T0 + 55 * 60).unwrap();
    let g = game(&s);
    assert_eq!(g.turn_started_at, T0 + 55 * 60);
    assert!(!g.turn_notices.reminded);
    assert_eq!(s.sweep(T0 + HOUR).unwrap(), []);
    let notices = s.sweep(T0 + 55 * 60 + 46 * 60).unwrap();
    assert_eq!(notices[0].reply.mention, Some(bob().id));

    // Past the deadline: alice is told she may claim, with a button, once.
    let late = T0 + 55 * 60 + HOUR;
    let notices = s.sweep(late).unwrap();
    assert_eq!(notices.len(), 1);
    let offer = &notices[0].reply;
    assert_eq!(offer.mention, Some(alice().id));
    assert_eq!(
        offer.text(),
        "bob did not move within 1 hour. alice: press Claim win (or /claim) to win on time, or keep waiting for bob's move."
    );
    let claim = Button::new(Action::ClaimWin, g.id, 1);
    assert_eq!(offer.buttons, [claim]);
    assert_eq!(s.sweep(late + HOUR).unwrap(), []);
    let board = s.board(CHANNEL, late).unwrap();
    assert!(
        board
            .text()
            .contains("the opponent may /claim the win.\nMoves: 1. c3-d4"),
        "{}",
        board.text()
    );

    // bob (to move), carol (not playing) cannot claim; alice can, by the button.
    let why = refused(s.claim(CHANNEL, &bob(), late, None));
    assert!(why.contains("your own turn"), "{why}");
    let why = refused(s.press(CHANNEL, &carol(), &claim, late));
    assert!(why.contains("Only the players"), "{why}");
    let won = s.press(CHANNEL, &alice(), &claim, late).unwrap();
    assert!(!won.private);
    assert_eq!(
        won.reply.text(),
        "alice (White) wins: bob did not move within 1 hour. 1-0"
    );
    assert!(won.reply.image.is_some());
    assert_eq!(snapshot(&s), None);
    let finished = s.store().finished_games(CHANNEL).unwrap();
    assert!(matches!(
        &finished[0].status,
        GameStatus::Finished {
            result: GameResult::WhiteWins,
            end: EndStatus::OutOfTime { by, limit_secs },
        } if *by == bob().id && *limit_secs == HOUR
    ));
    // The PDN export says how it ended, in PGN's words.
    let pdn = s.pdn(CHANNEL).unwrap().pdn;
    assert!(pdn.contains("[Result \"1-0\"]"), "{pdn}");
    assert!(pdn.contains("[Termination \"time forfeit\"]"), "{pdn}");
    // The button is stale now.
    assert_eq!(
        refused(s.press(CHANNEL, &alice(), &claim, late)),
        stale_button_text()
    );
}

#[test]
fn a_late_move_still_counts_and_a_claim_after_it_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    hour_game(&s);
    let late = T0 + 2 * HOUR;
    let notices = s.sweep(late).unwrap();
    assert_eq!(
        notices.len(),
        1,
        "only the claim offer, no reminder after the deadline"
    );
    let claim = notices[0].reply.buttons[0];
    // alice moves before bob claims: the game goes on; the Claim win button is stale.
    s.play(CHANNEL, &alice(), "c3-d4", late + 1).unwrap();
    assert_eq!(
        refused(s.press(CHANNEL, &bob(), &claim, late + 2)),
        stale_button_text()
    );
    let why = refused(s.claim(CHANNEL, &bob(), late + 2, None));
    assert!(why.contains("your own turn"), "{why}");
}

#[test]
fn notices_are_not_repeated_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    {
        let s = service(dir.path());
        hour_game(&s);
        assert_eq!(s.sweep(T0 + 50 * 60).unwrap().len(), 1);
    }
    let s = service(dir.path());
    assert_eq!(
        s.sweep(T0 + 55 * 60).unwrap(),
        [],
        "reminded again after a restart"
    );
    assert_eq!(s.sweep(T0 + 2 * HOUR).unwrap().len(), 1);
    drop(s);
    let s = service(dir.path());
    assert_eq!(s.sweep(T0 + 3 * HOUR).unwrap(), []);
}

#[test]
fn an_unanswered_challenge_is_swept_with_a_short_message() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    s.challenge_timed(
        CHANNEL + 1,
        &carol(),
        None,
        Setup::new(Variant::Lasca),
        HOUR,
        T0,
    )
    .unwrap();
    assert_eq!(s.sweep(T0 + CHALLENGE_TTL_SECS - 1).unwrap(), []);
    let notices = s.sweep(T0 + CHALLENGE_TTL_SECS).unwrap();
    let texts: Vec<(u64, String, Option<u64>)> = notices
        .iter()
        .map(|n| (n.channel, n.reply.text(), n.reply.mention))
        .collect();
    assert_eq!(
        texts,
        [
            (
                CHANNEL,
                "alice's challenge to bob expired unanswered.".to_string(),
                None
            ),
            (
                CHANNEL + 1,
                "carol's open challenge expired unanswered.".to_string(),
                None
            )
        ]
    );
    assert_eq!(snapshot(&s), None);
    assert_eq!(s.sweep(T0 + CHALLENGE_TTL_SECS + 60).unwrap(), []);
}

#[test]
fn an_open_challenge_is_for_anyone_but_the_challenger() {
    let dir = tempfile::tempdir().unwrap();
    let s = service(dir.path());
    let setup = Setup {
        color: towers::service::game::setup::ColorChoice::Black,
        ..Setup::new(Variant::Bashni)
    };
    let reply = s
        .challenge_timed(CHANNEL, &alice(), None, setup, DEFAULT_MOVE_LIMIT_SECS, T0)
        .unwrap();
    assert_eq!(reply.mention, None);
    assert_eq!(
        reply.text(),
        "alice offers a game of Bashni to anyone here: press Accept (or /accept) to play (the challenge expires in 15 minutes). alice plays Black."
    );
    let before = snapshot(&s);
    let why = refused(s.accept(CHANNEL, &alice(), T0 + 1, None));
    assert!(why.contains("your own open challenge"), "{why}");
    let why = refused(s.decline(CHANNEL, &bob(), T0 + 1, None));
    assert!(why.contains("alice's to withdraw"), "{why}");
    assert_eq!(snapshot(&s), before);

    let started = s.accept(CHANNEL, &carol(), T0 + 2, None).unwrap();
    assert_eq!(
        started.mention,
        Some(carol().id),
        "carol (White) moves first"
    );
    let g = game(&s);
    assert_eq!((g.white.id, g.black.id), (carol().id, alice().id));
}

/// A Bashni game in progress exactly as schema 2 stored it (alice White to move after
/// nothing; last change at T0).
fn v2_game() -> String {
    format!(
        r#"{{"schema":2,"record":{{"Game":{{"id":7,"channel":{CHANNEL},"variant":"bashni","white":{{"id":11,"name":"alice"}},"black":{{"id":22,"name":"bob"}},"start_fen":"W:W21-32:B1-12","moves":[],"status":"Active","draw_offer":null,"started_at":{T0},"updated_at":{T0},"options":"","bot":null}}}}}}"#
    )
}

#[test]
fn a_game_stored_by_schema_2_gets_three_days_per_move_from_its_last_change() {
    let dir = tempfile::tempdir().unwrap();
    drop(SledStore::open(dir.path()).unwrap());
    {
        let db = towers_store::SledStore::open_db(dir.path()).unwrap();
        db.open_tree(towers_store::ACTIVE_TREE)
            .unwrap()
            .insert(CHANNEL.to_be_bytes(), v2_game().as_bytes())
            .unwrap();
        db.flush().unwrap();
    }
    let s = service(dir.path());
    let g = game(&s);
    assert_eq!(
        (g.move_limit_secs, g.turn_started_at),
        (Some(DEFAULT_MOVE_LIMIT_SECS), T0)
    );
    let three_days = T0 + DEFAULT_MOVE_LIMIT_SECS;
    assert_eq!(
        s.sweep(three_days - 17 * HOUR).unwrap().len(),
        1,
        "reminder"
    );
    let why = refused(s.claim(CHANNEL, &bob(), three_days - 1, None));
    assert!(why.starts_with("alice still has 1 second"), "{why}");
    assert_eq!(s.sweep(three_days).unwrap().len(), 1, "claim offer");
    let won = s.claim(CHANNEL, &bob(), three_days, None).unwrap();
    assert_eq!(
        won.text(),
        "bob (Black) wins: alice did not move within 3 days. 0-1"
    );
}
