//! Takebacks through the game service over a real sled store: asked, accepted (one ply or
//! two), declined, withdrawn, stale, and against the bot.

use std::sync::Arc;
use towers::service::game::buttons::Action;
use towers::service::game::buttons::Button;
use towers::service::game::press::stale_button_text;
use towers::service::game::records::rebuild;
use towers::service::game::setup::Setup;
use towers::service::{GameService, ServiceError};
use towers_engine::Level;
use towers_rules::Variant;
use towers_store::{ChannelRecord, GameRecord, SledStore};

const CHANNEL: u64 = 1_000_000_000_000_000_005;

use crate::players::{alice, bob, carol, T0};
use crate::store_fixtures;
use store_fixtures::named as player;

fn refused<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> String {
    match result {
        Err(ServiceError::Refused(why)) => why.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn game(s: &GameService) -> GameRecord {
    match s.store().load(CHANNEL).unwrap() {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game: {other:?}"),
    }
}

/// alice (White) vs bob after 1. c3-b4 b6-c5.
fn started(dir: &std::path::Path) -> GameService {
    let s = GameService::new(Arc::new(SledStore::open(dir).unwrap()));
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    s.accept(CHANNEL, &bob(), T0, None).unwrap();
    s.play(CHANNEL, &alice(), "c3-b4", T0 + 10).unwrap();
    s.play(CHANNEL, &bob(), "b6-c5", T0 + 20).unwrap();
    s
}

#[test]
fn accepted_it_undoes_the_askers_move_and_the_reply_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    let asked = s.takeback(CHANNEL, &alice(), T0 + 30, None).unwrap();
    assert_eq!(
        asked.text(),
        "alice asks to take back c3-b4 and b6-c5. bob: press Accept takeback (or /takeback) to agree, or Decline.\nMoves: 1. c3-b4 b6-c5"
    );
    assert_eq!(asked.mention, Some(bob().id));
    assert_eq!(asked.image, None);
    let id = game(&s).id;
    assert_eq!(
        asked.buttons,
        [
            Button::new(Action::AcceptTakeback, id, 2),
            Button::new(Action::DeclineTakeback, id, 2)
        ]
    );
    assert_eq!(game(&s).takeback_offer, Some(alice().id));

    // Asking twice, or accepting one's own request, is refused; carol cannot accept.
    let why = refused(s.takeback(CHANNEL, &alice(), T0 + 31, None));
    assert!(why.contains("already asked"), "{why}");
    let why = refused(s.press(CHANNEL, &carol(), &asked.buttons[0], T0 + 31));
    assert!(why.contains("Only the players"), "{why}");

    let done = s
        .press(CHANNEL, &bob(), &asked.buttons[0], T0 + 40)
        .unwrap();
    assert!(!done.private);
    assert_eq!(
        done.reply.text(),
        "bob accepted the takeback: c3-b4 and b6-c5 taken back. alice (White) to move."
    );
    assert_eq!(done.reply.mention, Some(alice().id));
    assert!(done.reply.image.is_some());
    let g = game(&s);
    assert!(g.moves.is_empty());
    assert_eq!((g.takeback_offer, g.turn_started_at), (None, T0 + 40));
    // The new board has no Take back button (no moves left to undo).
    assert!(done
        .reply
        .buttons
        .iter()
        .all(|b| b.action != Action::Takeback));

    // The request's buttons are stale now.
    assert_eq!(
        refused(s.press(CHANNEL, &bob(), &asked.buttons[0], T0 + 41)),
        stale_button_text()
    );
}

#[test]
fn asked_right_after_moving_it_undoes_one_ply() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    s.play(CHANNEL, &alice(), "b4-a5", T0 + 30).unwrap();
    let board = s.board(CHANNEL, T0 + 31).unwrap();
    let take = *board
        .buttons
        .iter()
        .find(|b| b.action == Action::Takeback)
        .expect("a Take back button under the board");
    let asked = s.press(CHANNEL, &alice(), &take, T0 + 32).unwrap();
    assert!(asked
        .reply
        .text()
        .starts_with("alice asks to take back b4-a5."));
    let done = s.takeback(CHANNEL, &bob(), T0 + 33, None).unwrap();
    assert_eq!(
        done.text(),
        "bob accepted the takeback: b4-a5 taken back. alice (White) to move.\nMoves: 1. c3-b4 b6-c5"
    );
    assert_eq!(game(&s).moves, ["c3-b4", "b6-c5"]);
}

#[test]
fn declined_or_withdrawn_nothing_is_undone_and_a_move_lets_it_lapse() {
    let dir = tempfile::tempdir().unwrap();
    let s = started(dir.path());
    let asked = s.takeback(CHANNEL, &alice(), T0 + 30, None).unwrap();
    let declined = s
        .press(CHANNEL, &bob(), &asked.buttons[1], T0 + 31)
        .unwrap();
    assert_eq!(
        declined.reply.text(),
        "bob declined the takeback; the game goes on."
    );
    assert_eq!(declined.reply.mention, Some(alice().id));
    let g = game(&s);
    assert_eq!((g.moves.len(), g.takeback_offer), (2, None));

    let asked = s.takeback(CHANNEL, &alice(), T0 + 32, None).unwrap();
    let withdrawn = s
        .press(CHANNEL, &alice(), &asked.buttons[1], T0 + 33)
        .unwrap();
    assert_eq!(
        withdrawn.reply.text(),
        "alice withdrew the takeback request."
    );
    assert_eq!(withdrawn.reply.mention, None);

    s.takeback(CHANNEL, &alice(), T0 + 34, None).unwrap();
    s.play(CHANNEL, &alice(), "b4-a5", T0 + 35).unwrap();
    assert_eq!(
        game(&s).takeback_offer,
        None,
        "a move lets the request lapse"
    );

    // bob has a move to take back (b6-c5, then alice replied): asking is his right too.
    let asked = s.takeback(CHANNEL, &bob(), T0 + 36, None).unwrap();
    assert!(asked
        .text()
        .starts_with("bob asks to take back b6-c5 and b4-a5."));
}

#[test]
fn nothing_to_take_back_before_ones_first_move() {
    let dir = tempfile::tempdir().unwrap();
    let s = GameService::new(Arc::new(SledStore::open(dir.path()).unwrap()));
    s.challenge(CHANNEL, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    s.accept(CHANNEL, &bob(), T0, None).unwrap();
    for who in [alice(), bob()] {
        let why = refused(s.takeback(CHANNEL, &who, T0 + 1, None));
        assert!(why.contains("nothing to take back"), "{why}");
    }
    s.play(CHANNEL, &alice(), "c3-b4", T0 + 2).unwrap();
    let why = refused(s.takeback(CHANNEL, &bob(), T0 + 3, None));
    assert!(why.contains("nothing to take back"), "{why}");
    let why = refused(s.takeback(CHANNEL, &carol(), T0 + 3, None));
    assert!(why.contains("Only the players"), "{why}");
}

#[test]
fn against_the_bot_the_move_and_its_reply_are_undone_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let s = GameService::new(Arc::new(SledStore::open(dir.path()).unwrap()));
    let towers = player(99, "towers");
    s.start_bot_game(
        CHANNEL,
        &alice(),
        &towers,
        Level::new(1).unwrap(),
        Setup::new(Variant::Bashni),
        T0,
    )
    .unwrap();
    let why = refused(s.takeback(CHANNEL, &alice(), T0 + 1, None));
    assert!(why.contains("nothing to take back"), "{why}");
    let lead = s.play(CHANNEL, &alice(), "c3-b4", T0 + 2).unwrap();
    assert!(lead.bot_to_move);
    let why = refused(s.takeback(CHANNEL, &alice(), T0 + 3, None));
    assert!(why.contains("Wait for the bot"), "{why}");
    s.bot_reply(CHANNEL, &lead.message, T0 + 4).unwrap();
    let bot_move = game(&s).moves[1].clone();
    let done = s.takeback(CHANNEL, &alice(), T0 + 5, None).unwrap();
    assert_eq!(
        done.text(),
        format!("alice took back c3-b4 and {bot_move}. alice (White) to move.")
    );
    assert_eq!(done.mention, Some(alice().id));
    assert!(!done.bot_to_move);
    let g = game(&s);
    assert!(g.moves.is_empty());
    assert_eq!(rebuild(&g).unwrap().moves().len(), 0);
}
