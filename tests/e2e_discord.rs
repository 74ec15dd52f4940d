//! End to end: the real bot (poise + serenity + game service + store) against the fake
//! Discord on 127.0.0.1. Two users play Bashni through slash commands.

mod support;

use serde_json::json;
use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, Recorded};
use support::stores::FailingStore;
use towers::discord::INTERNAL_ERROR_TEXT;
use towers::rules::Variant;

/// The fake, the bot connected to it (commands registered), and the bot's data directory.
async fn start_with<S: towers::store::Store>(
    store: impl FnOnce(&std::path::Path) -> S,
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()), store(dir.path()));
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
    assert_eq!(reply.content(), INTERNAL_ERROR_TEXT);
    assert!(reply.files.is_empty());

    assert!(
        fake.unhandled_requests().is_empty(),
        "{:?}",
        fake.unhandled_requests()
    );
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
            "draw"
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
        (notation["type"].clone(), notation["required"].clone()),
        (json!(3), json!(true))
    );
    let opponent = option("challenge", "opponent");
    assert_eq!(
        (opponent["type"].clone(), opponent["required"].clone()),
        (json!(6), json!(true))
    );
    let variant = option("challenge", "variant");
    assert_eq!(variant["type"], 4);
    assert_ne!(variant["required"], true);
    let titles: Vec<&str> = variant["choices"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    let expected: Vec<&str> = Variant::ALL.iter().map(|v| v.title()).collect();
    assert_eq!(titles, expected);

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

    // Challenging a bot is refused by the front end.
    let reply = fake
        .slash(&alice, "challenge", &[("opponent", "@towers")])
        .await;
    assert_ephemeral(&reply, "challenging the bot");
    assert!(reply.content().contains("Bots cannot play"), "{reply:?}");

    // Still answering.
    let reply = fake.slash(&alice, "board", &[]).await;
    assert_ephemeral(&reply, "board with a broken store");
    assert_eq!(reply.content(), INTERNAL_ERROR_TEXT);

    assert!(
        fake.unhandled_requests().is_empty(),
        "{:?}",
        fake.unhandled_requests()
    );
    bot.stop().await.expect("bot stops cleanly");
}
