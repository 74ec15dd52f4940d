//! The bot's draws (issue 14, part 3): it accepts a draw offer in a dead-drawn ending and
//! refuses it otherwise (the game untouched), and offers one itself, once a game, when its
//! move leaves a dead-drawn ending (`engine::draw_sense`). Russian draughts games set up from
//! a position, the bot at level 1.

use crate::store_fixtures;
use std::sync::Arc;

use crate::players::T0;
use store_fixtures::{named as player, position_game, put_game};
use towers::service::game::buttons::Action;
use towers::service::{GameService, ServiceError};
use towers_rules::Variant;
use towers_store::{BotSeat, ChannelRecord, GameResult, GameStatus, MemoryStore, Player};

const CHANNEL: u64 = 1_000_000_000_000_000_007;

/// A service holding a Russian game from `fen` between alice (a person, White) and the bot
/// (Black, level 1).
fn bot_game(fen: &str) -> (GameService, Player) {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    let (alice, bot) = (player(11, "alice"), player(99, "towers"));
    let id = s.store().next_game_id().unwrap();
    let mut record = position_game(id, CHANNEL, alice.clone(), bot.clone(), fen, T0);
    record.variant = Variant::Russian;
    record.bot = Some(BotSeat {
        player: bot.id,
        level: 1,
    });
    record.move_limit_secs = None;
    put_game(s.store(), &record);
    (s, alice)
}

fn stored(s: &GameService) -> towers_store::GameRecord {
    match s.store().load(CHANNEL).unwrap() {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game stored: {other:?}"),
    }
}

#[test]
fn the_bot_accepts_a_draw_between_equal_kings() {
    let (s, alice) = bot_game("W:WKc1,Ke1:BKh8,Kf8");
    let reply = s.draw(CHANNEL, &alice, T0 + 1, None).unwrap();
    assert!(
        reply.text().contains("The bot accepts the draw."),
        "{}",
        reply.text()
    );
    assert!(
        s.store().load(CHANNEL).unwrap().is_none(),
        "the game goes on"
    );
    let archived = s.store().finished_games(CHANNEL).unwrap();
    match &archived[0].status {
        GameStatus::Finished { result, .. } => assert_eq!(*result, GameResult::Draw),
        other => panic!("not finished: {other:?}"),
    }
}

#[test]
fn the_bot_refuses_a_draw_it_is_winning_and_nothing_changes() {
    // The bot (Black) has three kings against one.
    let (s, alice) = bot_game("W:WKc1:BKh8,Kf8,Kd8");
    let before = stored(&s);
    match s.draw(CHANNEL, &alice, T0 + 1, None) {
        Err(ServiceError::Refused(m)) => assert_eq!(m.ids(), ["refuse-bot-draw"]),
        other => panic!("not refused: {other:?}"),
    }
    assert_eq!(stored(&s), before);
}

#[test]
fn the_bot_refuses_a_draw_with_men_on_the_board() {
    let (s, alice) = bot_game("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
    match s.draw(CHANNEL, &alice, T0 + 1, None) {
        Err(ServiceError::Refused(m)) => assert_eq!(m.ids(), ["refuse-bot-draw"]),
        other => panic!("not refused: {other:?}"),
    }
    assert_eq!(stored(&s).status, GameStatus::Active);
}

#[test]
fn the_bot_offers_a_draw_once_and_its_button_takes_it() {
    // Black (the bot) to move between equal kings.
    let (s, alice) = bot_game("B:WKc1,Ke1:BKh8,Kf8");
    let reply = s
        .bot_reply(
            CHANNEL,
            &towers::service::text::message::Message::default(),
            T0 + 1,
        )
        .unwrap();
    assert!(
        reply.text().contains("The bot offers a draw"),
        "{}",
        reply.text()
    );
    assert!(
        reply.buttons.iter().any(|b| b.action == Action::AcceptDraw),
        "no accept-draw button: {:?}",
        reply.buttons
    );
    // The offer is made once: after alice's move the bot plays on without repeating it.
    let game = stored(&s);
    assert_eq!(game.draw_offer, Some(99));
    // A move that gives the bot no capture: the bot (level 1, which may blunder) stays
    // without an advantage, so its acceptance below does not depend on its own move.
    let pos = towers::service::game::records::resume(&game)
        .unwrap()
        .position()
        .clone();
    let safe = towers_rules::notation::legal_texts(&pos)
        .into_iter()
        .find(|text| {
            let mv = towers_rules::notation::resolve(&pos, text).unwrap();
            !pos.play(&mv).legal_moves().iter().any(|m| m.is_capture())
        })
        .expect("a move that hangs nothing");
    let next = s.play(CHANNEL, &alice, &safe, T0 + 2).unwrap();
    assert!(next.bot_to_move);
    let again = s
        .bot_reply(
            CHANNEL,
            &towers::service::text::message::Message::default(),
            T0 + 3,
        )
        .unwrap();
    assert!(!again.text().contains("offers a draw"), "{}", again.text());
    // Taking it: /draw (the button does the same) ends the game drawn.
    let taken = s.draw(CHANNEL, &alice, T0 + 4, None).unwrap();
    assert!(
        taken.text().contains("The bot accepts the draw."),
        "{}",
        taken.text()
    );
}
