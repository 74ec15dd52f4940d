//! End to end: the real bot (poise + serenity + game service + store) against the fake
//! Discord on 127.0.0.1. Two users play Bashni through slash commands.

mod support;

use serde_json::json;
use support::bot::{config_for, RunningBot, TOKEN};
use support::e2e::choices;
use support::fake_discord::{FakeDiscord, FakeUser, Recorded};
use support::stores::{ChannelGate, FailingStore, GatedStore, SharedStore};
use support::transcript::{buttons, labels};
use towers::discord::internal_error_text;
use towers::rules::Variant;

/// The fake, the bot connected to it (commands registered), and the bot's data directory.
async fn start_with<S: towers::store::Store>(
    store: impl FnOnce(&std::path::Path) -> S,
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    start_on(FakeDiscord::start(TOKEN).await, store).await
}

/// The bot connected to `fake`, commands registered.
async fn start_on<S: towers::store::Store>(
    fake: FakeDiscord,
    store: impl FnOnce(&std::path::Path) -> S,
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    start_configured(fake, store, |_| ()).await
}

/// [`start_with`], deferring after [`support::bot::QUICK_DEFER`].
async fn start_deferring<S: towers::store::Store>(
    store: impl FnOnce(&std::path::Path) -> S,
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    let quick = |c: &mut towers::config::Config| c.defer_after = support::bot::QUICK_DEFER;
    start_configured(FakeDiscord::start(TOKEN).await, store, quick).await
}

/// [`start_on`] with the test configuration changed by `configure`.
async fn start_configured<S: towers::store::Store>(
    fake: FakeDiscord,
    store: impl FnOnce(&std::path::Path) -> S,
    configure: impl FnOnce(&mut towers::config::Config),
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    configure(&mut config);
    let bot = RunningBot::start(config, store(dir.path()));
    fake.wait_registered().await;
    (fake, bot, dir)
}

/// A reply only the invoker sees, with text and no picture.
fn assert_ephemeral(reply: &Recorded, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(
        reply.is_ephemeral(),
        "{what} should be ephemeral: {reply:?}"
    );
    assert!(!reply.content().is_empty(), "{what}: empty refusal");
    assert!(reply.files.is_empty(), "{what}: refusal with a file");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_store_failure_is_an_ephemeral_apology() {
    let (fake, bot, _dir) = start_with(|_| FailingStore).await;
    let alice = fake.user("alice");

    let reply = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_eq!(reply.kind, 4);
    assert!(reply.is_ephemeral(), "{reply:?}");
    assert_eq!(reply.content(), internal_error_text());
    assert!(reply.files.is_empty());

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn registers_the_commands_in_the_guild_with_unprivileged_intents() {
    let (fake, bot, _dir) = start_with(|_| FailingStore).await;

    let commands = fake.commands(Some(fake.guild_id()));
    let names: Vec<&str> = commands.iter().filter_map(|c| c["name"].as_str()).collect();
    assert_eq!(
        names,
        [
            "challenge",
            "accept",
            "decline",
            "move",
            "board",
            "resign",
            "draw",
            "hint",
            "rules",
            "help",
            "pdn",
            "takeback",
            "claim",
            "rating",
            "leaderboard",
            "stats",
            "settings",
            "configure",
            "replay",
            "games",
            "side"
        ]
    );
    assert!(fake.commands(None).is_empty(), "also registered globally");

    let option = |command: &str, option: &str| {
        let c = commands.iter().find(|c| c["name"] == command).unwrap();
        c["options"]
            .as_array()
            .unwrap()
            .iter()
            .find(|o| o["name"] == option)
            .unwrap_or_else(|| panic!("/{command} has no {option}"))
            .clone()
    };
    let notation = option("move", "notation");
    assert_eq!(
        (
            notation["type"].clone(),
            notation["required"].clone(),
            notation["autocomplete"].clone()
        ),
        (json!(3), json!(true), json!(true))
    );
    // Without an opponent the challenge is open to anyone in the channel.
    let opponent = option("challenge", "opponent");
    assert_eq!(opponent["type"], json!(6));
    assert_ne!(opponent["required"], true);
    let expected: Vec<&str> = Variant::ALL.iter().map(|v| v.title()).collect();
    for command in ["challenge", "rules"] {
        let variant = option(command, "variant");
        assert_eq!(variant["type"], 4, "/{command}");
        assert_ne!(variant["required"], true, "/{command}");
        let titles: Vec<&str> = variant["choices"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|c| c["name"].as_str())
            .collect();
        assert_eq!(titles, expected, "/{command}");
    }
    let level = option("challenge", "level");
    assert_eq!(
        (
            level["type"].as_u64(),
            level["min_value"].as_f64(),
            level["max_value"].as_f64()
        ),
        (Some(4), Some(1.0), Some(6.0))
    );
    assert_ne!(level["required"], true);
    let choices = |command: &str, name: &str| -> Vec<String> {
        option(command, name)["choices"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|c| c["name"].as_str().map(str::to_string))
            .collect()
    };
    assert_eq!(choices("challenge", "color"), ["white", "black", "random"]);
    assert_eq!(choices("challenge", "rules").len(), 3);
    let rules = commands.iter().find(|c| c["name"] == "rules").unwrap();
    assert_eq!(rules["options"].as_array().unwrap().len(), 1, "{rules}");

    // GUILDS only: nothing privileged (members 1<<1, presences 1<<8, message content 1<<15).
    let identifies = fake.identifies();
    assert_eq!(identifies.len(), 1);
    assert_eq!(identifies[0]["intents"], 1);

    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_commands_get_an_ephemeral_answer_and_the_bot_keeps_working() {
    let (fake, bot, _dir) = start_with(|_| FailingStore).await;
    let alice = fake.user("alice");
    let bob = fake.user("bob");
    let channel = fake.default_channel();
    let id_of = |name: &str| {
        fake.commands(Some(fake.guild_id()))
            .iter()
            .find(|c| c["name"] == name)
            .and_then(|c| c["id"].as_str().map(str::to_string))
            .unwrap()
    };

    // A variant index past the choices.
    let data = json!({"id": id_of("challenge"), "name": "challenge", "type": 1,
        "options": [{"name": "opponent", "type": 6, "value": bob.id.to_string()},
                    {"name": "variant", "type": 4, "value": 99}],
        "resolved": {"users": {bob.id.to_string(): {"id": bob.id.to_string(), "username": "bob"}}}});
    assert_ephemeral(&fake.interact(channel, &alice, data).await, "variant 99");

    // A required option missing.
    let data = json!({"id": id_of("move"), "name": "move", "type": 1, "options": []});
    assert_ephemeral(
        &fake.interact(channel, &alice, data).await,
        "move without notation",
    );

    // An option of the wrong type.
    let data = json!({"id": id_of("move"), "name": "move", "type": 1,
        "options": [{"name": "notation", "type": 4, "value": 12}]});
    assert_ephemeral(
        &fake.interact(channel, &alice, data).await,
        "numeric notation",
    );

    // A user option whose user is not resolved.
    let data = json!({"id": id_of("challenge"), "name": "challenge", "type": 1,
        "options": [{"name": "opponent", "type": 6, "value": "1234"}]});
    assert_ephemeral(
        &fake.interact(channel, &alice, data).await,
        "unresolved opponent",
    );

    // Challenging another bot is refused by the front end.
    fake.other_bot("otherbot");
    let reply = fake
        .slash(&alice, "challenge", &[("opponent", "@otherbot")])
        .await;
    assert_ephemeral(&reply, "challenging another bot");
    assert!(
        reply.content().contains("Other bots cannot play"),
        "{reply:?}"
    );

    // A level is only for games against the bot.
    let reply = fake
        .slash(&alice, "challenge", &[("opponent", "@bob"), ("level", "2")])
        .await;
    assert_ephemeral(&reply, "a level against a person");
    assert!(reply.content().contains("level"), "{reply:?}");

    // Still answering.
    let reply = fake.slash(&alice, "board", &[]).await;
    assert_ephemeral(&reply, "board with a broken store");
    assert_eq!(reply.content(), internal_error_text());

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_answers_only_the_asker_without_touching_the_store() {
    // A store that fails every call: any store access would turn the answer into an apology.
    let (fake, bot, _dir) = start_with(|_| FailingStore).await;
    let alice = fake.user("alice");

    let asked = [
        (None, Variant::Bashni),
        (Some("International draughts"), Variant::International),
        (Some("Lasca"), Variant::Lasca),
        (Some("English draughts"), Variant::English),
    ];
    for (choice, variant) in asked {
        let options: Vec<(&str, &str)> = choice.map(|c| ("variant", c)).into_iter().collect();
        let reply = fake.slash(&alice, "rules", &options).await;
        let what = format!("/rules {choice:?}");
        assert_ephemeral(&reply, &what);
        assert_eq!(
            reply.content(),
            towers::service::rules_text(variant),
            "{what}"
        );
        assert_eq!(reply.allowed_mentions()["parse"], json!([]), "{what}");
    }
    assert_ne!(
        towers::service::rules_text(Variant::Bashni),
        towers::service::rules_text(Variant::International)
    );

    fake.assert_all_handled();
    assert!(fake.webhooks().is_empty(), "/rules should answer directly");
    bot.stop().await.expect("bot stops cleanly");
}

/// The seed's Bashni sample game (White, Black alternately).
const SAMPLE_GAME: [&str; 12] = [
    "c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3", "c5-b4", "a3:c5:a7", "c7-b6", "a5:c7:e5",
    "f6:d4:b2", "a1:c3", "d8-c7",
];

/// A reply posted in the channel that may ping `addressee` and nobody else (and, when
/// given, starts by pinging them).
fn assert_public(reply: &Recorded, addressee: Option<&FakeUser>, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(!reply.is_ephemeral(), "{what} should be public: {reply:?}");
    assert!(!reply.content().is_empty(), "{what}: no text");
    let mentions = reply.allowed_mentions();
    assert_eq!(mentions["parse"], json!([]), "{what}: pings by kind");
    assert_eq!(mentions["roles"], json!([]), "{what}: pings roles");
    if let Some(user) = addressee {
        assert_eq!(mentions["users"], json!([user.id.to_string()]), "{what}");
        assert!(
            reply.content().starts_with(&user.mention()),
            "{what}: does not address {}: {:?}",
            user.name,
            reply.content()
        );
    } else {
        assert!(
            mentions["users"].as_array().is_none_or(|u| u.len() <= 1),
            "{what}: pings several users"
        );
    }
}

/// A public reply with a decodable `board.png`; returns the PNG.
fn assert_public_board(reply: &Recorded, addressee: Option<&FakeUser>, what: &str) -> Vec<u8> {
    assert_public(reply, addressee, what);
    let file = reply
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("{what}: no board.png in {reply:?}"));
    assert_eq!(file.content_type, "image/png", "{what}");
    let image = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{what}: board.png is not a PNG: {e}"));
    let (w, h) = (image.width(), image.height());
    assert!(
        (64..=4096).contains(&w) && (64..=4096).contains(&h),
        "{what}: board is {w}x{h}"
    );
    file.bytes.clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_the_bashni_sample_game() {
    let (fake, bot, _dir) = start_with(|dir| {
        towers::store::SledStore::open(&dir.join("games")).expect("open the store")
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
async fn a_slow_service_is_deferred_then_answered_by_follow_up() {
    let (release, gate) = std::sync::mpsc::channel();
    let (fake, bot, _dir) = start_deferring(|_| GatedStore::new(gate)).await;
    let alice = fake.user("alice");

    // The store holds the command until the bot has deferred it.
    let reply = fake.slash(&alice, "board", &[]).await;
    assert_eq!(reply.kind, 5, "expected a deferred response: {reply:?}");
    assert!(!reply.is_ephemeral());
    drop(release);

    let followups = fake.wait_webhooks(1).await;
    assert_eq!(followups[0].content(), internal_error_text());
    assert!(followups[0].route.starts_with("POST /api/v10/webhooks/"));

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_button_press_is_acknowledged_then_answered_privately() {
    let (release, gate) = std::sync::mpsc::channel();
    let (fake, bot, _dir) = start_deferring(|_| GatedStore::new(gate)).await;
    let alice = fake.user("alice");
    let channel = fake.default_channel();

    // The store holds the press until the bot has acknowledged it.
    let message =
        support::fake_discord::payloads::message(1, channel, &fake.bot_user(), "", 0, vec![]);
    let ack = fake.click(channel, &alice, "tw1:flip:1:0", message).await;
    assert_eq!(ack.kind, 6, "expected a deferred update: {ack:?}");
    drop(release);

    let followups = fake.wait_webhooks(1).await;
    assert_eq!(followups[0].content(), internal_error_text());
    assert!(followups[0].is_ephemeral(), "{:?}", followups[0]);
    assert!(followups[0].route.starts_with("POST /api/v10/webhooks/"));

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn heartbeats_are_kept_and_a_dropped_gateway_reconnects() {
    let fake = FakeDiscord::start_with_heartbeat(TOKEN, 1000).await;
    let (fake, bot, _dir) = start_on(fake, |_| FailingStore).await;
    let alice = fake.user("alice");

    fake.wait_heartbeats(3).await;
    assert_eq!(
        fake.identifies().len(),
        1,
        "ACKed heartbeats must not cause reconnects"
    );

    // Discord drops the connection; the bot resumes, is refused, identifies again.
    fake.close_gateway(4000);
    fake.wait_identified(2).await;
    let reply = fake.slash(&alice, "board", &[]).await;
    assert_ephemeral(&reply, "board after a reconnect");
    assert_eq!(
        fake.commands(Some(fake.guild_id())).len(),
        towers::discord::commands().len()
    );

    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_token_never_reaches_the_logs() {
    let logs = support::logs::capture();
    let (fake, bot, _dir) = start_with(|_| FailingStore).await;
    let alice = fake.user("alice");
    assert_ephemeral(
        &fake.slash(&alice, "resign", &[]).await,
        "resign with a broken store",
    );
    bot.stop().await.expect("bot stops cleanly");

    let text = logs.text();
    assert!(
        text.contains("slash commands registered"),
        "nothing captured"
    );
    assert!(!text.contains(TOKEN), "the token was logged");
    assert!(!text.contains("fake-token"), "part of the token was logged");
}

/// The channel's active game as stored.
fn stored_game(store: &towers::store::SledStore, channel: u64) -> towers::store::GameRecord {
    use towers::store::Store;
    match store.load(channel).expect("store readable") {
        Some(towers::store::ChannelRecord::Game(g)) => g,
        other => panic!("no game in channel {channel}: {other:?}"),
    }
}

/// The first legal move of the channel's stored game.
fn a_legal_move(store: &towers::store::SledStore, channel: u64) -> String {
    let game = towers::service::rebuild(&stored_game(store, channel)).expect("game rebuilds");
    towers::rules::notation::legal_texts(game.position())
        .into_iter()
        .next()
        .expect("a legal move")
}

/// A webhook call that is a PATCH of the original response of the last interaction,
/// public, addressing `human`, with a decodable board.
fn assert_edited_board(edit: &Recorded, human: &FakeUser, what: &str) {
    assert!(
        edit.route.starts_with("PATCH /api/v10/webhooks/")
            && edit.route.ends_with("/messages/@original"),
        "{what}: not an edit of the original response: {}",
        edit.route
    );
    assert!(!edit.is_ephemeral(), "{what}: ephemeral");
    assert_eq!(
        edit.allowed_mentions()["users"],
        json!([human.id.to_string()]),
        "{what}"
    );
    assert_eq!(edit.allowed_mentions()["parse"], json!([]), "{what}");
    assert!(
        edit.content().starts_with(&human.mention()),
        "{what}: {:?}",
        edit.content()
    );
    let file = edit
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("{what}: no board.png in {edit:?}"));
    assert_eq!(file.content_type, "image/png", "{what}");
    image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{what}: board.png is not a PNG: {e}"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_game_against_the_bot_with_deferred_replies() {
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(
        towers::store::SledStore::open(&dir.path().join("games")).expect("open the store"),
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
                ("variant", towers::rules::Variant::Kurnik.title()),
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
        (record.variant.as_str(), record.options.as_str()),
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
        Some(towers::discord::DEFAULT_BOT_LEVEL)
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
        towers::store::SledStore::open(&dir.path().join("games")).expect("open the store"),
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
        towers::store::SledStore::open(&dir.join("games")).expect("open the store")
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

/// Presses the button labelled `label` under `reply` (which must have one) as `user`.
async fn press(
    fake: &FakeDiscord,
    channel: u64,
    user: &FakeUser,
    reply: &Recorded,
    label: &str,
) -> Recorded {
    let (_, id) = buttons(reply)
        .into_iter()
        .find(|(l, _)| l == label)
        .unwrap_or_else(|| panic!("no {label} button under {reply:?}"));
    fake.click(channel, user, &id, fake.message_of(channel, reply))
        .await
}

/// A bot over a sled store the test can read too.
async fn start_shared() -> (
    FakeDiscord,
    support::bot::RunningBot,
    std::sync::Arc<towers::store::SledStore>,
    tempfile::TempDir,
) {
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(
        towers::store::SledStore::open(&dir.path().join("games")).expect("open the store"),
    );
    let shared = sled.clone();
    let (fake, bot, _bot_dir) = start_with(move |_| SharedStore(shared)).await;
    (fake, bot, sled, dir)
}

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
        assert_eq!(reply.content(), towers::service::stale_challenge_text());
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
        use towers::store::Store;
        assert!(
            sled.load(channel).unwrap().is_none(),
            "the channel still has a game"
        );
    }
    // Confirming again is stale.
    let again = press(&fake, channel, &bob, &ask, "Yes, resign").await;
    assert_ephemeral(&again, "second confirmation");
    assert_eq!(again.content(), towers::service::stale_button_text());

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
            towers::service::stale_button_text(),
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
    assert_eq!(forged.content(), towers::service::stale_button_text());
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

/// The PDN attachment of a `/pdn` reply, read back as one game.
fn exported(reply: &Recorded, file_name: &str) -> towers::rules::pdn::PdnGame {
    assert_public(reply, None, "/pdn");
    assert!(
        reply.allowed_mentions()["users"]
            .as_array()
            .is_none_or(|u| u.is_empty()),
        "/pdn pings: {reply:?}"
    );
    let file = reply
        .file(file_name)
        .unwrap_or_else(|| panic!("no {file_name} in {reply:?}"));
    let text = towers::rules::pdn::decode(&file.bytes);
    let mut games = towers::rules::pdn::read(&text).expect("the export reads as PDN");
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0)
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
    let replayed = towers::rules::pdn::replay(&pdn, Variant::Russian).expect("the export replays");
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
    let replayed = towers::rules::pdn::replay(&pdn, Variant::Russian).expect("replays");
    assert_eq!(replayed.move_texts(), game.moves);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_still_work_after_a_restart_and_stale_ones_stay_refused() {
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(
        towers::store::SledStore::open(&dir.path().join("games")).expect("open the store"),
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
    assert_eq!(stale.content(), towers::service::stale_button_text());
    assert_eq!(stored_game(&sled, channel), game);

    let ask = press(&fake, channel, &bob, &moved, "Resign").await;
    assert!(ask.is_ephemeral(), "{ask:?}");
    let done = press(&fake, channel, &bob, &ask, "Yes, resign").await;
    assert_public_board(&done, None, "resigned after a restart");
    assert_eq!(done.content(), "Alice (White) wins: Bob resigned. 1-0");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
