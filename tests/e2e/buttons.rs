//! End to end against the fake Discord: the buttons under challenges and boards (Accept,
//! Resign, Rematch), buttons from before a move, and buttons after a restart.

use crate::support;

use support::bot::config_for;
use support::discord_e2e::{
    assert_ephemeral, assert_public, assert_public_board, press, start_shared, start_with,
    stored_game,
};
use support::stores::SharedStore;
use support::transcript::{buttons, labels};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_accept_button_starts_the_game_and_only_the_challenged_may_press_it() {
    let (fake, bot, sled, _dir) = start_shared().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let channel = fake.default_channel();

    let challenge = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&challenge, Some(&bob), "challenge");
    let ids = buttons(&challenge);
    assert_eq!(labels(&challenge), ["Accept", "Decline"]);
    assert!(
        challenge
            .content()
            .contains("Bob: press Accept or Decline, or use /accept or /decline"),
        "{:?}",
        challenge.content()
    );
    assert!(
        ids[0].1.starts_with("tw1:accept:") && ids[0].1.ends_with(":0"),
        "{ids:?}"
    );
    assert!(ids[1].1.starts_with("tw1:decline:"), "{ids:?}");

    let reply = press(&fake, channel, &carol, &challenge, "Accept").await;
    assert_ephemeral(&reply, "accept by a third user");
    assert!(
        reply.content().contains("Only Bob"),
        "{:?}",
        reply.content()
    );

    let started = press(&fake, channel, &bob, &challenge, "Accept").await;
    assert_public_board(&started, Some(&alice), "accept button");
    assert!(
        started.content().contains("Alice to move"),
        "{:?}",
        started.content()
    );
    let game = stored_game(&sled, channel);
    assert_eq!(
        buttons(&started),
        [
            ("Resign".to_string(), format!("tw1:resign:{}:0", game.id)),
            ("Offer draw".to_string(), format!("tw1:draw:{}:0", game.id)),
            ("Flip board".to_string(), format!("tw1:flip:{}:0", game.id)),
        ]
    );

    // The challenge is gone: its buttons are stale.
    for label in ["Accept", "Decline"] {
        let reply = press(&fake, channel, &bob, &challenge, label).await;
        assert_ephemeral(&reply, label);
        assert_eq!(
            reply.content(),
            towers::service::game::press::stale_challenge_text()
        );
    }
    assert_eq!(
        stored_game(&sled, channel),
        game,
        "a stale press changed the game"
    );

    // A forged button is refused without touching anything.
    let forged = fake
        .click(
            channel,
            &bob,
            "tw1:resign:99999999999999999999:0",
            fake.message_of(channel, &started),
        )
        .await;
    assert_ephemeral(&forged, "forged custom id");
    assert_eq!(forged.content(), towers::discord::UNKNOWN_BUTTON_TEXT);
    assert_eq!(stored_game(&sled, channel), game);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resign_asks_privately_then_ends_the_game_with_a_rematch_button() {
    let (fake, bot, sled, _dir) = start_shared().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let channel = fake.default_channel();
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let started = fake.slash(&bob, "accept", &[]).await;
    let game = stored_game(&sled, channel);

    // Someone who is not playing may press nothing.
    for label in ["Resign", "Offer draw", "Flip board"] {
        let reply = press(&fake, channel, &carol, &started, label).await;
        assert_ephemeral(&reply, label);
        assert!(
            reply.content().starts_with("Only the players"),
            "{label}: {:?}",
            reply.content()
        );
    }

    // Flip: the board from Black's side, only for the presser.
    let flipped = press(&fake, channel, &alice, &started, "Flip board").await;
    assert_eq!(flipped.kind, 4);
    assert!(flipped.is_ephemeral(), "{flipped:?}");
    assert!(
        flipped.content().contains("Black's side"),
        "{:?}",
        flipped.content()
    );
    let png = &flipped
        .file(towers::discord::BOARD_FILE_NAME)
        .expect("board")
        .bytes;
    let normal = &started
        .file(towers::discord::BOARD_FILE_NAME)
        .expect("board")
        .bytes;
    assert_ne!(png, normal, "the flipped board looks the same");

    // Resign asks first, privately, and changes nothing yet.
    let ask = press(&fake, channel, &bob, &started, "Resign").await;
    assert_eq!(ask.kind, 4);
    assert!(ask.is_ephemeral(), "{ask:?}");
    assert_eq!(
        ask.content(),
        "Resign this game against Alice? It cannot be undone."
    );
    assert_eq!(
        buttons(&ask),
        [(
            "Yes, resign".to_string(),
            format!("tw1:resign-yes:{}:0", game.id)
        )]
    );
    assert_eq!(stored_game(&sled, channel), game);
    // The confirmation is bob's own: alice cannot resign for him (it resigns the presser).
    let done = press(&fake, channel, &bob, &ask, "Yes, resign").await;
    assert_public_board(&done, None, "resigned");
    assert_eq!(done.content(), "Alice (White) wins: Bob resigned. 1-0");
    assert_eq!(
        buttons(&done),
        [("Rematch".to_string(), format!("tw1:rematch:{}:0", game.id))]
    );
    {
        use towers_store::Store;
        assert!(
            sled.load(channel).unwrap().is_none(),
            "the channel still has a game"
        );
    }
    // Confirming again is stale.
    let again = press(&fake, channel, &bob, &ask, "Yes, resign").await;
    assert_ephemeral(&again, "second confirmation");
    assert_eq!(
        again.content(),
        towers::service::game::press::stale_button_text()
    );

    // Rematch: bob challenges alice again, colours swapped.
    let rematch = press(&fake, channel, &bob, &done, "Rematch").await;
    assert_public(&rematch, Some(&alice), "rematch");
    assert!(
        rematch.content().contains("Bob plays White"),
        "{:?}",
        rematch.content()
    );
    assert_eq!(labels(&rematch), ["Accept", "Decline"]);
    let restarted = press(&fake, channel, &alice, &rematch, "Accept").await;
    assert_public_board(&restarted, Some(&bob), "rematch accepted");
    let second = stored_game(&sled, channel);
    assert_ne!(second.id, game.id);
    assert_eq!((second.white.id, second.black.id), (bob.id, alice.id));

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_from_before_a_move_is_refused_and_changes_nothing() {
    let (fake, bot, sled, _dir) = start_shared().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let started = fake.slash(&bob, "accept", &[]).await;
    let moved = fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    let game = stored_game(&sled, channel);
    assert_eq!(
        buttons(&moved)[0],
        ("Resign".to_string(), format!("tw1:resign:{}:1", game.id))
    );

    for label in ["Resign", "Offer draw", "Flip board"] {
        let reply = press(&fake, channel, &bob, &started, label).await;
        assert_ephemeral(&reply, label);
        assert_eq!(
            reply.content(),
            towers::service::game::press::stale_button_text(),
            "{label}"
        );
    }
    // Even a confirmation made for the old position.
    let forged = fake
        .click(
            channel,
            &bob,
            &format!("tw1:resign-yes:{}:0", game.id),
            fake.message_of(channel, &started),
        )
        .await;
    assert_ephemeral(&forged, "old confirmation");
    assert_eq!(
        forged.content(),
        towers::service::game::press::stale_button_text()
    );
    assert_eq!(
        stored_game(&sled, channel),
        game,
        "a stale press changed the game"
    );

    // The current message's draw offer works, and its Accept draw ends the game.
    let offer = press(&fake, channel, &bob, &moved, "Offer draw").await;
    assert_public(&offer, Some(&alice), "draw offer");
    assert_eq!(labels(&offer), ["Accept draw"]);
    let own = press(&fake, channel, &bob, &offer, "Accept draw").await;
    assert_ephemeral(&own, "accepting one's own offer");
    let drawn = press(&fake, channel, &alice, &offer, "Accept draw").await;
    assert_public(&drawn, None, "draw agreed");
    assert_eq!(drawn.content(), "Drawn: draw by agreement. 1/2-1/2");
    assert_eq!(labels(&drawn), ["Rematch"]);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_still_work_after_a_restart_and_stale_ones_stay_refused() {
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(
        towers_store::SledStore::open(&dir.path().join("games")).expect("open the store"),
    );
    let shared = sled.clone();
    let (fake, bot, bot_dir) = start_with(move |_| SharedStore(shared)).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let started = fake.slash(&bob, "accept", &[]).await;
    let moved = fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    bot.stop().await.expect("bot stops cleanly");

    // A new bot process over the same store, on the same Discord.
    let shared = sled.clone();
    let bot =
        support::bot::RunningBot::start(config_for(&fake, bot_dir.path()), SharedStore(shared));
    fake.wait_identified(2).await;
    let game = stored_game(&sled, channel);

    let stale = press(&fake, channel, &bob, &started, "Resign").await;
    assert_ephemeral(&stale, "button from before the move, after a restart");
    assert_eq!(
        stale.content(),
        towers::service::game::press::stale_button_text()
    );
    assert_eq!(stored_game(&sled, channel), game);

    let ask = press(&fake, channel, &bob, &moved, "Resign").await;
    assert!(ask.is_ephemeral(), "{ask:?}");
    let done = press(&fake, channel, &bob, &ask, "Yes, resign").await;
    assert_public_board(&done, None, "resigned after a restart");
    assert_eq!(done.content(), "Alice (White) wins: Bob resigned. 1-0");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
