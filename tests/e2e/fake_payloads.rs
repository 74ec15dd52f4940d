//! Every JSON builder of the fake Discord deserializes into the serenity type the bot reads
//! it as. serenity drops gateway payloads it cannot parse without an error, so a broken
//! builder would otherwise show up only as a timed-out test.

use crate::support;

use serde_json::{json, Value};
use serenity::model::application::CurrentApplicationInfo;
use serenity::model::application::{Command, CommandDataOptionValue, Interaction};
use serenity::model::channel::Message;
use serenity::model::event::{Event, GatewayEvent};
use serenity::model::gateway::BotGateway;
use serenity::model::user::{CurrentUser, User};
use support::fake_discord::payloads::{self, FakeUser, InteractionEnvelope};

fn alice() -> FakeUser {
    FakeUser {
        id: 1_000_000_000_000_000_003,
        name: "alice".into(),
        bot: false,
    }
}

fn bob() -> FakeUser {
    FakeUser {
        id: 1_000_000_000_000_000_007,
        name: "bob".into(),
        bot: false,
    }
}

fn bot() -> FakeUser {
    FakeUser {
        id: 1_000_000_000_000_000_002,
        name: "towers".into(),
        bot: true,
    }
}

fn envelope() -> InteractionEnvelope {
    InteractionEnvelope {
        id: 1_000_000_000_000_000_501,
        application_id: 1_000_000_000_000_000_001,
        token: "tok-501".into(),
        guild_id: 1_000_000_000_000_000_004,
        channel_id: 1_000_000_000_000_000_005,
        user: alice(),
    }
}

fn dispatched(event: &str, d: Value) -> Event {
    match serde_json::from_value::<GatewayEvent>(payloads::dispatch(7, event, d)) {
        Ok(GatewayEvent::Dispatch(7, event)) => event,
        other => panic!("not a dispatch with s=7: {other:?}"),
    }
}

#[test]
fn command_interaction_with_string_option_deserializes() {
    let data = payloads::command_data(
        1_000_000_000_000_000_900,
        "move",
        vec![payloads::option("notation", 3, json!("c3-d4"))],
        &[],
    );
    let value = payloads::command_interaction(&envelope(), data);
    let Interaction::Command(command) =
        serde_json::from_value::<Interaction>(value.clone()).unwrap()
    else {
        panic!("not a command interaction");
    };
    assert_eq!(command.data.name, "move");
    assert_eq!(command.user.id.get(), alice().id);
    assert_eq!(command.channel_id.get(), envelope().channel_id);
    assert_eq!(command.guild_id.map(|g| g.get()), Some(envelope().guild_id));
    assert_eq!(command.token, "tok-501");
    assert_eq!(
        command.data.options[0].value,
        CommandDataOptionValue::String("c3-d4".into())
    );
    // And inside the gateway envelope, as the bot receives it.
    match dispatched("INTERACTION_CREATE", value) {
        Event::InteractionCreate(e) => assert!(matches!(e.interaction, Interaction::Command(_))),
        other => panic!("dropped as {other:?}"),
    }
}

#[test]
fn command_interaction_with_user_and_integer_options_resolves_the_user() {
    let data = payloads::command_data(
        1_000_000_000_000_000_901,
        "challenge",
        vec![
            payloads::option("opponent", 6, json!(bob().id.to_string())),
            payloads::option("variant", 4, json!(0)),
        ],
        &[bob()],
    );
    let value = payloads::command_interaction(&envelope(), data);
    let Interaction::Command(command) = serde_json::from_value::<Interaction>(value).unwrap()
    else {
        panic!("not a command interaction");
    };
    let resolved = command.data.options();
    assert_eq!(resolved.len(), 2);
    match &resolved[0].value {
        serenity::model::application::ResolvedValue::User(user, member) => {
            assert_eq!(user.name, "bob");
            assert!(member.is_some());
        }
        other => panic!("opponent not resolved: {other:?}"),
    }
    assert!(matches!(
        resolved[1].value,
        serenity::model::application::ResolvedValue::Integer(0)
    ));
}

#[test]
fn ready_dispatch_deserializes_with_application_id() {
    let d = payloads::ready(
        &bot(),
        1_000_000_000_000_000_001,
        &[4, 5],
        "s1",
        "ws://127.0.0.1:1/gw",
        Some([0, 1]),
    );
    match dispatched("READY", d) {
        Event::Ready(ready) => {
            assert_eq!(ready.ready.user.name, "towers");
            assert_eq!(ready.ready.application.id.get(), 1_000_000_000_000_000_001);
            assert_eq!(ready.ready.guilds.len(), 2);
        }
        other => panic!("dropped as {other:?}"),
    }
}

#[test]
fn hello_deserializes() {
    assert!(matches!(
        serde_json::from_value::<GatewayEvent>(payloads::hello(41_250)).unwrap(),
        GatewayEvent::Hello(41_250)
    ));
}

#[test]
fn rest_answers_deserialize() {
    let app: CurrentApplicationInfo =
        serde_json::from_value(payloads::application(1_000_000_000_000_000_001, &bot())).unwrap();
    assert_eq!(app.id.get(), 1_000_000_000_000_000_001);
    let gateway: BotGateway =
        serde_json::from_value(payloads::gateway_bot("ws://127.0.0.1:1/gw")).unwrap();
    assert_eq!(gateway.shards, 1);
    let _: CurrentUser = serde_json::from_value(payloads::user(&bot())).unwrap();
    let _: User = serde_json::from_value(payloads::user(&alice())).unwrap();
    let sent = json!({"name": "move", "description": "Play a move", "options": [{"type": 3, "name": "notation", "description": "d", "required": true}]});
    let echoed = payloads::registered_command(&sent, 9, 1, Some(4));
    let command: Command = serde_json::from_value(echoed).unwrap();
    assert_eq!(command.name, "move");
    assert_eq!(command.guild_id.map(|g| g.get()), Some(4));
    let attachment = payloads::attachment(11, "board.png", "image/png", 1234, "http://127.0.0.1:1");
    let message: Message =
        serde_json::from_value(payloads::message(10, 5, &bot(), "hi", 64, vec![attachment]))
            .unwrap();
    assert_eq!(message.attachments[0].filename, "board.png");
    assert_eq!(message.content, "hi");
}

#[test]
fn autocomplete_interaction_deserializes_with_the_focused_option() {
    let data = payloads::command_data(
        1_000_000_000_000_000_902,
        "move",
        vec![payloads::focused_option("notation", "c3")],
        &[],
    );
    let value = payloads::autocomplete_interaction(&envelope(), data);
    let Interaction::Autocomplete(auto) =
        serde_json::from_value::<Interaction>(value.clone()).unwrap()
    else {
        panic!("not an autocomplete interaction");
    };
    let focused = auto.data.autocomplete().expect("a focused option");
    assert_eq!((focused.name, focused.value), ("notation", "c3"));
    match dispatched("INTERACTION_CREATE", value) {
        Event::InteractionCreate(e) => {
            assert!(matches!(e.interaction, Interaction::Autocomplete(_)))
        }
        other => panic!("dropped as {other:?}"),
    }
}

#[test]
fn component_interaction_deserializes_with_its_message_and_custom_id() {
    let mut message = payloads::message(
        1_000_000_000_000_000_903,
        envelope().channel_id,
        &bot(),
        "Alice to move.",
        0,
        vec![],
    );
    message["components"] = json!([{"type": 1, "components": [
        {"type": 2, "style": 4, "label": "Resign", "custom_id": "tw1:resign:7:0"}
    ]}]);
    let value = payloads::component_interaction(&envelope(), "tw1:resign:7:0", message);
    let Interaction::Component(press) =
        serde_json::from_value::<Interaction>(value.clone()).unwrap()
    else {
        panic!("not a component interaction");
    };
    assert_eq!(press.data.custom_id, "tw1:resign:7:0");
    assert_eq!(press.user.id.get(), alice().id);
    assert_eq!(press.message.content, "Alice to move.");
    match dispatched("INTERACTION_CREATE", value) {
        Event::InteractionCreate(e) => assert!(matches!(e.interaction, Interaction::Component(_))),
        other => panic!("dropped as {other:?}"),
    }
}

/// The fake mints interaction ids as Discord does, so the bot reads their creation time back.
#[test]
fn minted_snowflakes_give_back_their_creation_time() {
    use std::time::{Duration, UNIX_EPOCH};
    let at = UNIX_EPOCH + Duration::from_millis(1_800_000_000_123);
    let id = payloads::minted(at, 7);
    assert_eq!(towers::snowflake::created_at(id), at);
    assert_eq!(id & 0x3F_FFFF, 7);
    assert_eq!(
        payloads::minted(UNIX_EPOCH, 1),
        1,
        "before the epoch: the epoch"
    );
}
