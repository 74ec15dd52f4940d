//! End to end against the fake Discord: games played through slash commands: two users play
//! the Bashni sample game, games against the bot (deferred replies, a stuck search), `/move`
//! autocomplete, `/pdn`.

use crate::support;

use support::bot::TOKEN;
use support::discord_e2e::{
    a_legal_move, assert_edited_board, assert_ephemeral, assert_public, assert_public_board,
    exported, start_on, start_shared, start_with, stored_game, SAMPLE_GAME,
};
use support::e2e::choices;
use support::fake_discord::FakeDiscord;
use support::stores::{ChannelGate, SharedStore};
use support::transcript::buttons;
use towers_rules::Variant;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_the_bashni_sample_game() {
    let (fake, bot, _dir) = start_with(|dir| {
        towers_store::SledStore::open(&dir.join("games")).expect("open the store")
    })
    .await;
    let alice = fake.user("alice");
    let bob = fake.user("bob");
    let carol = fake.user("carol");

    // No game yet anywhere.
    let empty = fake.new_channel();
    let reply = fake
        .slash_in(empty, &alice, "move", &[("notation", "c3-b4")])
        .await;
    assert_ephemeral(&reply, "move in a channel without a game");

    let reply = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&reply, Some(&bob), "challenge");

    // Only bob may accept.
    let reply = fake.slash(&carol, "accept", &[]).await;
    assert_ephemeral(&reply, "accept by a third user");

    let reply = fake.slash(&bob, "accept", &[]).await;
    let mut last_board = assert_public_board(&reply, Some(&alice), "accept");

    // Bob may not move first: alice (the challenger) has White.
    let reply = fake.slash(&bob, "move", &[("notation", "b6-c5")]).await;
    assert_ephemeral(&reply, "move out of turn");

    for (ply, notation) in SAMPLE_GAME.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&alice, &bob)
        } else {
            (&bob, &alice)
        };
        if ply == 4 {
            // Garbage notation: refused, and the board is as it was.
            let reply = fake.slash(mover, "move", &[("notation", "zz9")]).await;
            assert_ephemeral(&reply, "garbage notation");
            let board = fake.slash(other, "board", &[]).await;
            assert_eq!(
                assert_public_board(&board, None, "board after a refusal"),
                last_board,
                "a refused move changed the board"
            );
        }
        let reply = fake.slash(mover, "move", &[("notation", notation)]).await;
        let what = format!("move {} {notation}", ply + 1);
        last_board = assert_public_board(&reply, Some(other), &what);
        assert!(
            reply.content().contains(notation),
            "{what}: the reply does not name the move: {:?}",
            reply.content()
        );
    }

    let reply = fake.slash(&carol, "board", &[]).await;
    let board = assert_public_board(&reply, None, "final board");
    assert_eq!(
        board, last_board,
        "/board differs from the last move's board"
    );

    fake.assert_all_handled();
    assert!(
        fake.webhooks().is_empty(),
        "replies should be direct callbacks"
    );
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_game_against_the_bot_with_deferred_replies() {
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(
        towers_store::SledStore::open(&dir.path().join("games")).expect("open the store"),
    );
    let shared = sled.clone();
    let (fake, bot, _bot_dir) = start_with(move |_| SharedStore(shared)).await;
    let alice = fake.user("alice");
    let channel = fake.default_channel();

    // Alice takes White: the game starts at once, her move, no defer.
    let reply = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("level", "1"), ("color", "white")],
        )
        .await;
    assert_public_board(&reply, Some(&alice), "challenge the bot");
    assert!(reply.content().contains("bot level 1"), "{reply:?}");
    let record = stored_game(&sled, channel);
    assert_eq!(
        record.bot.map(|b| (b.player, b.level)),
        Some((fake.bot_user().id, 1))
    );
    assert_eq!(record.white.id, alice.id);

    // An illegal move is refused privately, without a defer.
    let reply = fake.slash(&alice, "move", &[("notation", "a1-h8")]).await;
    assert_ephemeral(&reply, "illegal move against the bot");
    assert!(fake.webhooks().is_empty());

    for turn in 1..=3 {
        let what = format!("turn {turn}");
        let human_move = a_legal_move(&sled, channel);
        let before = stored_game(&sled, channel).moves.len();
        let reply = fake
            .slash(&alice, "move", &[("notation", &human_move)])
            .await;
        assert_eq!(
            reply.kind, 5,
            "{what}: expected a deferred response: {reply:?}"
        );
        assert!(!reply.is_ephemeral(), "{what}: the defer should be public");
        let edits = fake.wait_webhooks(turn).await;
        assert_eq!(edits.len(), turn, "{what}: one edit per move");
        let edit = &edits[turn - 1];
        assert_edited_board(edit, &alice, &what);

        let record = stored_game(&sled, channel);
        assert_eq!(record.moves.len(), before + 2, "{what}: both moves stored");
        assert_eq!(record.moves[before], human_move, "{what}");
        let bot_move = &record.moves[before + 1];
        let text = edit.content();
        assert!(
            text.contains(&format!("Alice (White) played {human_move}.")),
            "{what}: {text}"
        );
        assert!(
            text.contains(&format!("Towers (Black) played {bot_move}.")),
            "{what}: {text}"
        );
        assert!(text.contains("Alice (White) to move."), "{what}: {text}");
        // Against the bot: no draw offers; the buttons are for the position after its move.
        assert_eq!(
            buttons(edit),
            [
                (
                    "Resign".to_string(),
                    format!("tw1:resign:{}:{}", record.id, before + 2)
                ),
                (
                    "Flip board".to_string(),
                    format!("tw1:flip:{}:{}", record.id, before + 2)
                ),
                (
                    "Take back".to_string(),
                    format!("tw1:takeback:{}:{}", record.id, before + 2)
                ),
            ],
            "{what}"
        );
    }

    // A hint is private and names a legal move.
    let reply = fake.slash(&alice, "hint", &[]).await;
    assert_ephemeral(&reply, "hint");
    assert!(reply.content().starts_with("Hint: "), "{reply:?}");

    let reply = fake.slash(&alice, "resign", &[]).await;
    assert_public_board(&reply, None, "resign against the bot");
    assert!(reply.content().contains("Alice resigned"), "{reply:?}");

    // With Black, the bot opens: deferred, then the original response shows its move.
    let other = fake.new_channel();
    let reply = fake
        .slash_in(
            other,
            &alice,
            "challenge",
            &[
                ("opponent", "@towers"),
                ("color", "black"),
                ("variant", towers_rules::Variant::Kurnik.title()),
                ("rules", "kurnik: captures optional"),
            ],
        )
        .await;
    assert_eq!(
        reply.kind, 5,
        "bot opens: expected a deferred response: {reply:?}"
    );
    let edits = fake.wait_webhooks(4).await;
    assert_edited_board(&edits[3], &alice, "bot opens");
    let record = stored_game(&sled, other);
    assert_eq!(record.moves.len(), 1);
    assert_eq!(record.black.id, alice.id);
    assert_eq!(
        (record.variant.name(), record.options.to_string().as_str()),
        ("kurnik", "optional-captures")
    );
    assert!(
        edits[3]
            .content()
            .contains("Rule options: optional-captures."),
        "{:?}",
        edits[3].content()
    );
    assert_eq!(
        record.bot.map(|b| b.level),
        Some(towers::service::api::DEFAULT_BOT_LEVEL)
    );
    assert!(
        edits[3]
            .content()
            .contains(&format!("Towers (White) played {}.", record.moves[0])),
        "{:?}",
        edits[3].content()
    );

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stuck_bot_game_in_one_channel_does_not_hold_up_another() {
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(
        towers_store::SledStore::open(&dir.path().join("games")).expect("open the store"),
    );
    let fake = FakeDiscord::start(TOKEN).await;
    let stuck = fake.default_channel();
    let gate = std::sync::Arc::new(ChannelGate::gating(SharedStore(sled.clone()), stuck));
    let store = SharedStore(gate.clone());
    let (fake, bot, _bot_dir) = start_on(fake, move |_| store).await;
    let alice = fake.user("alice");
    let bob = fake.user("bob");

    let reply = fake
        .slash_in(stuck, &alice, "challenge", &[("opponent", "@towers")])
        .await;
    assert_public_board(&reply, Some(&alice), "challenge the bot");

    // Alice's move in the first channel hangs in the store...
    let (entered_tx, entered) = std::sync::mpsc::channel();
    let (release, release_rx) = std::sync::mpsc::channel();
    gate.arm(entered_tx, release_rx);
    let human_move = a_legal_move(&sled, stuck);
    let options = [("notation", human_move.as_str())];
    let hung = fake.slash_in(stuck, &alice, "move", &options);
    let meanwhile = async {
        tokio::task::spawn_blocking(move || entered.recv())
            .await
            .unwrap()
            .expect("the move reaches the store");
        // ...while Bob is answered in another channel.
        let elsewhere = fake.new_channel();
        let reply = fake
            .slash_in(elsewhere, &bob, "challenge", &[("opponent", "@alice")])
            .await;
        assert_public(&reply, Some(&alice), "challenge in another channel");
        assert_eq!(
            stored_game(&sled, stuck).moves.len(),
            0,
            "the first channel went on before it was released"
        );
        drop(release);
    };
    let (first, ()) = tokio::join!(hung, meanwhile);
    // Released, the move goes through: deferred for the bot's turn, then edited.
    assert_eq!(first.kind, 5, "{first:?}");
    let edits = fake.wait_webhooks(1).await;
    assert_edited_board(&edits[0], &alice, "the released move");
    assert_eq!(stored_game(&sled, stuck).moves.len(), 2);

    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn move_autocomplete_offers_the_legal_moves_to_the_player_to_move_only() {
    let (fake, bot, _dir) = start_with(|dir| {
        towers_store::SledStore::open(&dir.join("games")).expect("open the store")
    })
    .await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let channel = fake.default_channel();

    // No game: nothing to offer.
    let reply = fake
        .autocomplete(channel, &alice, "move", "notation", "")
        .await;
    assert_eq!(choices(&reply), Vec::<String>::new());

    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    fake.slash(&bob, "accept", &[]).await;

    let reply = fake
        .autocomplete(channel, &alice, "move", "notation", "")
        .await;
    assert_eq!(
        choices(&reply),
        ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
    );
    let reply = fake
        .autocomplete(channel, &alice, "move", "notation", "C3")
        .await;
    assert_eq!(choices(&reply), ["c3-b4", "c3-d4"]);
    let reply = fake
        .autocomplete(channel, &alice, "move", "notation", "h")
        .await;
    assert_eq!(choices(&reply), Vec::<String>::new());

    // Not their turn, or not playing: nothing.
    for user in [&bob, &carol] {
        let reply = fake
            .autocomplete(channel, user, "move", "notation", "")
            .await;
        assert_eq!(choices(&reply), Vec::<String>::new(), "{}", user.name);
    }

    // A capture on the board: only it is offered (captures are compulsory in Bashni).
    fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    fake.slash(&bob, "move", &[("notation", "f6-e5")]).await;
    let reply = fake
        .autocomplete(channel, &alice, "move", "notation", "")
        .await;
    let offered = choices(&reply);
    assert_eq!(offered, ["d4:f6"], "Bashni captures are compulsory");
    // The offered text is accepted by /move as it stands.
    let reply = fake
        .slash(&alice, "move", &[("notation", &offered[0])])
        .await;
    assert_public_board(&reply, Some(&bob), "the offered capture");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pdn_exports_the_current_then_the_last_game_and_it_replays() {
    let (fake, bot, sled, _dir) = start_shared().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();

    let reply = fake.slash(&alice, "pdn", &[]).await;
    assert_ephemeral(&reply, "/pdn without a game");

    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    fake.slash(&bob, "accept", &[]).await;
    for (ply, notation) in SAMPLE_GAME[..7].iter().enumerate() {
        let mover = if ply % 2 == 0 { &alice } else { &bob };
        fake.slash(mover, "move", &[("notation", notation)]).await;
    }
    let game = stored_game(&sled, channel);
    let file_name = format!("towers-game-{}.pdn", game.id);

    let reply = fake.slash(&bob, "pdn", &[]).await;
    assert_eq!(
        reply.content(),
        "Alice vs Bob: Bashni, 7 plies, in progress."
    );
    let pdn = exported(&reply, &file_name);
    assert_eq!(pdn.tag("White"), Some("Alice"));
    assert_eq!(pdn.tag("Black"), Some("Bob"));
    assert_eq!(pdn.tag("Result"), Some("*"));
    assert_eq!(pdn.tag("Termination"), Some("unterminated"));
    let replayed = towers_rules::pdn::replay(&pdn, Variant::Russian).expect("the export replays");
    assert_eq!(replayed.variant(), Variant::Bashni);
    assert_eq!(replayed.move_texts(), game.moves);

    // After the game ends, /pdn exports it with its result.
    fake.slash(&bob, "resign", &[]).await;
    let reply = fake.slash(&alice, "pdn", &[]).await;
    assert_eq!(
        reply.content(),
        "Alice vs Bob: Bashni, 7 plies, 1-0, Bob resigned."
    );
    let pdn = exported(&reply, &file_name);
    assert_eq!(pdn.tag("Result"), Some("1-0"));
    assert_eq!(pdn.tag("Termination"), Some("normal"));
    let replayed = towers_rules::pdn::replay(&pdn, Variant::Russian).expect("replays");
    assert_eq!(replayed.move_texts(), game.moves);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
