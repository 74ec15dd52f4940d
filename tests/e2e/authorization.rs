//! Who may act on a game (issue 6): only its players move, resign, offer or accept a draw,
//! or press its buttons; anyone else is refused with a clear sentence and nothing changes.
//! A button acts only on the channel it is pressed in, at the position it was made for: a
//! custom id carrying another channel's game, an older or a later ply is refused too.
//!
//! Service level over the in-memory store, and (last test) through the stand-in Discord:
//! a forged custom id carrying channel B's game pressed in channel A.

use crate::support;

use std::sync::Arc;

use proptest::prelude::*;
use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, Recorded};
use support::stores::SharedStore;
use towers::service::api::{Lang, Message};
use towers::service::game::buttons::Action;
use towers::service::game::buttons::Button;
use towers::service::game::press::stale_button_text;
use towers::service::game::press::stale_challenge_text;
use towers::service::game::setup::Setup;
use towers::service::{GameService, Reply, ServiceError};
use towers_engine::Level;
use towers_rules::Variant;
use towers_store::{ChannelRecord, GameRecord, GameStatus, MemoryStore, Player, Store};

const A: u64 = 1_000_000_000_000_000_101;
const B: u64 = 1_000_000_000_000_000_202;

use crate::support::players::{alice, bob, carol, T0};
use support::store_fixtures::named as player;
fn dave() -> Player {
    player(44, "dave")
}
fn towers_bot() -> Player {
    player(99, "towers")
}

/// A service with alice (White) vs bob in channel A and carol (White) vs dave in channel B,
/// each after one move.
fn two_games() -> GameService {
    let s = GameService::new(Arc::new(MemoryStore::new())).with_seed(1);
    s.challenge(A, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    s.accept(A, &bob(), T0 + 1, None).unwrap();
    s.play(A, &alice(), "c3-d4", T0 + 2).unwrap();
    s.challenge(B, &carol(), &dave(), Variant::Russian, T0)
        .unwrap();
    s.accept(B, &dave(), T0 + 1, None).unwrap();
    s.play(B, &carol(), "e3-f4", T0 + 2).unwrap();
    s
}

fn game(s: &GameService, channel: u64) -> GameRecord {
    match s.store().load(channel).unwrap() {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game in {channel}: {other:?}"),
    }
}

/// Everything the store says about both channels.
fn state(s: &GameService) -> Vec<(Option<ChannelRecord>, Vec<GameRecord>)> {
    [A, B]
        .iter()
        .map(|&c| {
            (
                s.store().load(c).unwrap(),
                s.store().finished_games(c).unwrap(),
            )
        })
        .collect()
}

fn refusal<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> String {
    match result {
        Err(ServiceError::Refused(why)) => why.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn press(s: &GameService, channel: u64, user: &Player, b: Button) -> Result<Reply, ServiceError> {
    s.press(channel, user, &b, T0 + 3).map(|p| p.reply)
}

#[test]
fn a_non_player_can_neither_move_resign_nor_draw() {
    let s = two_games();
    let before = state(&s);
    let why = refusal(s.play(A, &carol(), "f6-g5", T0 + 3));
    assert_eq!(why, "You are not playing in this game (alice vs bob).");
    // Even when the text is a legal move for the side to move.
    let why = refusal(s.play(A, &carol(), "b6-a5", T0 + 3));
    assert!(why.starts_with("You are not playing"), "{why}");
    let why = refusal(s.resign(A, &carol(), T0 + 3, None));
    assert_eq!(why, "Only the players (alice and bob) can do that.");
    let why = refusal(s.draw(A, &carol(), T0 + 3, None));
    assert_eq!(why, "Only the players (alice and bob) can do that.");
    assert_eq!(state(&s), before, "a refusal changed the store");

    // An open draw offer cannot be accepted by a bystander either.
    s.draw(A, &alice(), T0 + 4, None).unwrap();
    let offered = state(&s);
    assert_eq!(game(&s, A).draw_offer, Some(alice().id));
    let why = refusal(s.draw(A, &carol(), T0 + 5, None));
    assert!(why.starts_with("Only the players"), "{why}");
    let g = game(&s, A);
    let why = refusal(press(
        &s,
        A,
        &carol(),
        Button::new(Action::AcceptDraw, g.id, 1),
    ));
    assert!(why.starts_with("Only the players"), "{why}");
    // Nor by the player who made it.
    let why = refusal(press(
        &s,
        A,
        &alice(),
        Button::new(Action::AcceptDraw, g.id, 1),
    ));
    assert!(why.contains("already offered"), "{why}");
    assert_eq!(state(&s), offered);
    // The opponent can.
    let reply = press(&s, A, &bob(), Button::new(Action::AcceptDraw, g.id, 1)).unwrap();
    assert!(
        reply.text().contains("draw by agreement"),
        "{}",
        reply.text()
    );
}

#[test]
fn the_player_not_to_move_cannot_move() {
    let s = two_games();
    let before = state(&s);
    let why = refusal(s.play(A, &alice(), "d4-e5", T0 + 3));
    assert_eq!(why, "It is bob's turn (Black).");
    assert_eq!(state(&s), before);
}

#[test]
fn a_non_player_can_press_none_of_a_games_buttons() {
    let s = two_games();
    let g = game(&s, A);
    let before = state(&s);
    for action in [
        Action::Resign,
        Action::ConfirmResign,
        Action::Draw,
        Action::AcceptDraw,
        Action::Flip,
    ] {
        let why = refusal(press(&s, A, &carol(), Button::new(action, g.id, 1)));
        assert_eq!(
            why, "Only the players (alice and bob) can do that.",
            "{action:?}"
        );
    }
    assert_eq!(state(&s), before);

    // Rematch of a finished game: only its players.
    s.resign(A, &bob(), T0 + 4, None).unwrap();
    let finished = state(&s);
    let why = refusal(press(
        &s,
        A,
        &carol(),
        Button::new(Action::Rematch, g.id, 1),
    ));
    assert!(why.starts_with("Only the players"), "{why}");
    assert_eq!(state(&s), finished);
    let rematch = press(&s, A, &bob(), Button::new(Action::Rematch, g.id, 1)).unwrap();
    assert!(
        rematch.text().contains("bob plays White"),
        "{}",
        rematch.text()
    );
}

#[test]
fn only_the_challenged_accepts_and_only_the_two_decline() {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    s.challenge(A, &alice(), &bob(), Variant::Bashni, T0)
        .unwrap();
    let before = state(&s);
    let accept = Button::new(Action::Accept, T0, 0);
    let decline = Button::new(Action::Decline, T0, 0);
    for user in [carol(), alice()] {
        let why = refusal(press(&s, A, &user, accept));
        assert_eq!(why, "Only bob can accept this challenge.", "{}", user.name);
        let why = refusal(s.accept(A, &user, T0 + 1, None));
        assert_eq!(why, "Only bob can accept this challenge.", "{}", user.name);
    }
    let why = refusal(press(&s, A, &carol(), decline));
    assert_eq!(why, "Only bob can decline this challenge.");
    let why = refusal(s.decline(A, &carol(), T0 + 1, None));
    assert_eq!(why, "Only bob can decline this challenge.");
    assert_eq!(state(&s), before);
    // A forged Accept for a challenge made at another time is stale.
    let why = refusal(press(&s, A, &bob(), Button::new(Action::Accept, T0 - 1, 0)));
    assert_eq!(why, stale_challenge_text());
    assert_eq!(state(&s), before);
    press(&s, A, &bob(), accept).unwrap();
    assert_eq!(game(&s, A).black.id, bob().id);
}

#[test]
fn a_button_carrying_another_channels_game_is_refused_in_both_channels() {
    let s = two_games();
    let (a, b) = (game(&s, A), game(&s, B));
    assert_ne!(a.id, b.id);
    assert_eq!(a.moves.len(), b.moves.len(), "same ply in both games");
    let before = state(&s);
    // carol plays in B; pressing B's buttons in A (where she is no player) does nothing,
    // and alice pressing A's buttons in B does nothing either.
    for action in [
        Action::Resign,
        Action::ConfirmResign,
        Action::Draw,
        Action::AcceptDraw,
        Action::Flip,
    ] {
        let why = refusal(press(&s, A, &carol(), Button::new(action, b.id, 1)));
        assert_eq!(why, stale_button_text(), "{action:?} of B pressed in A");
        let why = refusal(press(&s, B, &alice(), Button::new(action, a.id, 1)));
        assert_eq!(why, stale_button_text(), "{action:?} of A pressed in B");
        // A player of both channels' games (here: alice pressing B's key in A) too.
        let why = refusal(press(&s, A, &alice(), Button::new(action, b.id, 1)));
        assert_eq!(
            why,
            stale_button_text(),
            "{action:?} of B pressed in A by alice"
        );
    }
    assert_eq!(state(&s), before);

    // A finished game of channel B cannot be rematched from channel A.
    s.resign(B, &dave(), T0 + 4, None).unwrap();
    let after = state(&s);
    let why = refusal(press(
        &s,
        A,
        &carol(),
        Button::new(Action::Rematch, b.id, 1),
    ));
    assert_eq!(why, stale_button_text());
    assert_eq!(state(&s), after);
}

#[test]
fn a_button_from_another_ply_is_refused() {
    let s = two_games();
    let g = game(&s, A);
    let before = state(&s);
    for ply in [0, 2, 3, u32::MAX as usize] {
        for action in [Action::ConfirmResign, Action::Draw, Action::Flip] {
            let why = refusal(press(&s, A, &bob(), Button::new(action, g.id, ply)));
            assert_eq!(why, stale_button_text(), "{action:?} at ply {ply}");
        }
    }
    // The id of a game that no longer is the channel's (finished, then a new one).
    assert_eq!(state(&s), before);
    s.resign(A, &bob(), T0 + 4, None).unwrap();
    s.challenge(A, &alice(), &bob(), Variant::Bashni, T0 + 5)
        .unwrap();
    s.accept(A, &bob(), T0 + 6, None).unwrap();
    s.play(A, &alice(), "c3-d4", T0 + 7).unwrap();
    let renewed = state(&s);
    let why = refusal(press(
        &s,
        A,
        &bob(),
        Button::new(Action::ConfirmResign, g.id, 1),
    ));
    assert_eq!(why, stale_button_text());
    assert_eq!(state(&s), renewed);
}

#[test]
fn in_a_game_against_the_bot_only_the_human_acts_and_never_for_the_bot() {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    let setup = Setup {
        color: towers::service::game::setup::ColorChoice::Black,
        ..Setup::new(Variant::Bashni)
    };
    let reply = s
        .start_bot_game(
            A,
            &alice(),
            &towers_bot(),
            Level::new(1).unwrap(),
            setup,
            T0,
        )
        .unwrap();
    assert!(reply.bot_to_move, "the bot plays White and moves first");
    let before = state(&s);
    // The bot is to move: nobody may move for it.
    let why = refusal(s.play(A, &alice(), "c3-d4", T0 + 1));
    assert!(why.contains("the bot is thinking"), "{why}");
    let why = refusal(s.play(A, &carol(), "c3-d4", T0 + 1));
    assert!(why.starts_with("You are not playing"), "{why}");
    let why = refusal(s.hint(A, &carol()));
    assert_eq!(why, "Only the player in this game can ask for a hint.");
    let why = refusal(s.resign(A, &carol(), T0 + 1, None));
    assert!(why.starts_with("Only the players"), "{why}");
    assert_eq!(state(&s), before);
    assert!(
        s.move_choices(A, carol().id, "").unwrap().is_empty(),
        "autocomplete offered moves to a bystander"
    );
}

#[test]
fn a_press_in_a_channel_without_a_game_changes_nothing() {
    let s = two_games();
    let g = game(&s, A);
    let empty: u64 = 77;
    for action in Action::ALL {
        let result = press(&s, empty, &alice(), Button::new(action, g.id, 1));
        let why = refusal(result);
        // A tournament's or an arena's buttons carry its id: none has this one.
        let no_tournament = Message::new("refuse-tournament-unknown")
            .count("id", g.id)
            .render(Lang::ENGLISH);
        let no_arena = Message::new("refuse-arena-unknown")
            .count("id", g.id)
            .render(Lang::ENGLISH);
        assert!(
            why == stale_button_text()
                || why == stale_challenge_text()
                || why == no_tournament
                || why == no_arena,
            "{action:?}: {why}"
        );
    }
    assert_eq!(s.store().load(empty).unwrap(), None);
    assert!(s.store().finished_games(empty).unwrap().is_empty());
}

/// Someone, pressing some button in some channel.
#[derive(Clone, Debug)]
struct Press {
    channel: u64,
    user: u8,
    action: Action,
    key: u8,
    ply: i8,
}

fn presses() -> impl Strategy<Value = Vec<Press>> {
    let press = (
        prop::sample::select(vec![A, B, 77]),
        0..5u8,
        prop::sample::select(Action::ALL.to_vec()),
        0..4u8,
        -2..3i8,
    )
        .prop_map(|(channel, user, action, key, ply)| Press {
            channel,
            user,
            action,
            key,
            ply,
        });
    prop::collection::vec(press, 1..12)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random presses with real, forged and stale keys and plies: a press by someone who does
    /// not play in the pressed channel's game never changes anything, and no press ever
    /// changes the other channel.
    #[test]
    fn bystanders_and_forged_buttons_never_change_a_game(presses in presses()) {
        let s = two_games();
        let users = [alice(), bob(), carol(), dave(), player(55, "erin")];
        for p in presses {
            let before = state(&s);
            let ids = [game(&s, A).id, game(&s, B).id, T0, u64::MAX];
            let current = s.store().load(p.channel).unwrap();
            let ply = match &current {
                Some(ChannelRecord::Game(g)) => g.moves.len() as i64,
                _ => 0,
            };
            let button = Button::new(
                p.action,
                ids[p.key as usize],
                (ply + i64::from(p.ply)).max(0) as usize,
            );
            let user = &users[p.user as usize];
            let plays_here = matches!(&current, Some(ChannelRecord::Game(g))
                if g.status == GameStatus::Active && (g.white.id == user.id || g.black.id == user.id));
            let result = s.press(p.channel, user, &button, T0 + 10);
            let after = state(&s);
            let (this, other) = if p.channel == A { (0, 1) } else { (1, 0) };
            if p.channel != 77 {
                prop_assert_eq!(&after[other], &before[other], "{:?} changed the other channel", p);
            } else {
                prop_assert_eq!(&after, &before);
            }
            if result.is_err() {
                prop_assert_eq!(&after[this], &before[this], "refused {:?} changed the game", p);
            }
            if after[this] != before[this] {
                prop_assert!(plays_here, "{:?} by {} changed the game", p, user.name);
            }
            if let Err(e) = result {
                prop_assert!(matches!(e, ServiceError::Refused(_)), "{:?}: {}", p, e);
            }
            // A press that changed a game (a resignation, a draw offer) ends the case: the
            // next presses start again from two games in progress.
            if after != before {
                return Ok(());
            }
        }
    }
}

/// An ephemeral text reply (a refusal).
fn assert_private_refusal(reply: &Recorded, text: &str, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(
        reply.is_ephemeral(),
        "{what} should be ephemeral: {reply:?}"
    );
    assert!(reply.files.is_empty(), "{what}: a refusal with a file");
    assert_eq!(reply.content(), text, "{what}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn through_discord_a_forged_id_for_another_channels_game_changes_nothing() {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(MemoryStore::new());
    let bot = RunningBot::start(config_for(&fake, dir.path()), SharedStore(store.clone()));
    fake.wait_registered().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let (a, b) = (fake.default_channel(), fake.new_channel());

    // alice plays bob in A and carol in B.
    fake.slash_in(a, &alice, "challenge", &[("opponent", "@bob")])
        .await;
    let in_a = fake.slash_in(a, &bob, "accept", &[]).await;
    fake.slash_in(b, &alice, "challenge", &[("opponent", "@carol")])
        .await;
    fake.slash_in(b, &carol, "accept", &[]).await;
    let stored = |channel| match store.load(channel).unwrap() {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game in {channel}: {other:?}"),
    };
    let (game_a, game_b) = (stored(a), stored(b));
    assert_ne!(game_a.id, game_b.id);

    // carol, a player of B only, confirms a resignation of B's game from channel A.
    let forged = format!("tw1:resign-yes:{}:0", game_b.id);
    let reply = fake
        .click(a, &carol, &forged, fake.message_of(a, &in_a))
        .await;
    assert_private_refusal(&reply, &stale_button_text(), "B's key pressed in A");
    // alice plays in both: A's draw offer pressed in B, at the right ply, is still A's.
    let forged = format!("tw1:draw:{}:0", game_a.id);
    let reply = fake
        .click(b, &alice, &forged, fake.message_of(a, &in_a))
        .await;
    assert_private_refusal(&reply, &stale_button_text(), "A's key pressed in B");
    // bob, no player in B, presses B's real Resign in B.
    let forged = format!("tw1:resign:{}:0", game_b.id);
    let reply = fake
        .click(b, &bob, &forged, fake.message_of(a, &in_a))
        .await;
    assert_private_refusal(
        &reply,
        "Only the players (Alice and Carol) can do that.",
        "a bystander's Resign",
    );
    // And bob's /resign and /move in B are refused the same way.
    let reply = fake.slash_in(b, &bob, "resign", &[]).await;
    assert_private_refusal(
        &reply,
        "Only the players (Alice and Carol) can do that.",
        "a bystander's /resign",
    );
    let reply = fake
        .slash_in(b, &bob, "move", &[("notation", "c3-d4")])
        .await;
    assert_private_refusal(
        &reply,
        "You are not playing in this game (Alice vs Carol).",
        "a bystander's /move",
    );

    assert_eq!(stored(a), game_a, "channel A changed");
    assert_eq!(stored(b), game_b, "channel B changed");
    assert!(store.finished_games(a).unwrap().is_empty());
    assert!(store.finished_games(b).unwrap().is_empty());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
