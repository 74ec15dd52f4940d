//! End to end: the real bot (poise + serenity + game service + store) against the fake
//! Discord on 127.0.0.1: command registration, the gateway, slow and failing services,
//! malformed commands, `/rules`. Games are in `e2e/play.rs`, buttons in `e2e/buttons.rs`
//! (shared helpers: `support/discord_e2e.rs`).

use crate::support;

use serde_json::json;
use support::bot::TOKEN;
use support::discord_e2e::{assert_ephemeral, start_deferring, start_on, start_with};
use support::fake_discord::FakeDiscord;
use support::stores::{FailingStore, GatedStore};
use towers::discord::internal_error_text;
use towers_rules::Variant;

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
            "side",
            "puzzle",
            "solve",
            "analyze",
            "learn",
            "tournament",
            "arena"
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
        (Some("International draughts 10×10"), Variant::International),
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
            towers::service::text::rules_text::rules_text(variant),
            "{what}"
        );
        assert_eq!(reply.allowed_mentions()["parse"], json!([]), "{what}");
    }
    assert_ne!(
        towers::service::text::rules_text::rules_text(Variant::Bashni),
        towers::service::text::rules_text::rules_text(Variant::International)
    );

    fake.assert_all_handled();
    assert!(fake.webhooks().is_empty(), "/rules should answer directly");
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
