//! The server's settings on the board, on the real `towers serve` (`docs/activity.md`): the
//! `welcome` carries the server's default variant and time per move, which a challenge that
//! names neither gets; on a server that lets only a role start games the member's roles are
//! read from Discord (`GET /guilds/{guild}/members/{user}`, remembered for a while) and the
//! challenge policy applies them as for `/challenge`; when Discord cannot say, the board is
//! told so and nothing starts.

use crate::support;
use std::sync::Arc;

use serde_json::{json, Value};
use support::activity::{Socket, WebBot};
use support::bot::TOKEN;
use support::fake_discord::activity::token_for;
use support::fake_discord::faults::Fault;
use support::fake_discord::FakeDiscord;
use towers::service::api::{Lang, Message, DEFAULT_MOVE_LIMIT_SECS};
use towers::service::server::settings::{SettingsChange, Starters};
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::SledStore;

const INSTANCE: &str = "i-settings-1";

/// Message `id` as an English player reads it.
fn said(message: Message) -> String {
    message.render(Lang::ENGLISH)
}

/// The next message of `socket` that is neither a state nor a heartbeat's `beat`.
async fn answer(socket: &mut Socket) -> Value {
    loop {
        let message = socket.next().await;
        if message["type"] != "state" && message["type"] != "beat" {
            return message;
        }
    }
}

/// A socket of `token` past its hello: its `welcome`'s defaults.
async fn welcomed(bot: &WebBot, token: &str) -> (Socket, Value) {
    let mut socket = bot.socket().await;
    socket.hello(token, INSTANCE, "en-US").await;
    let welcome = socket.next().await;
    assert_eq!(welcome["type"], "welcome", "{welcome}");
    let first = socket.next().await;
    assert_eq!(first["type"], "state", "{first}");
    (socket, welcome["defaults"].clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_starts_with_the_servers_defaults_and_applies_its_roles() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let players = fake.role("players");
    {
        // The server's settings, as /configure leaves them, before the bot starts.
        let games = GameService::new(Arc::new(SledStore::open(&data).expect("open the store")));
        let change = SettingsChange {
            default_variant: Some(Variant::Lasca),
            move_time_limit_secs: Some(3600),
            starters: Some(Starters::Role(players.id)),
            ..SettingsChange::default()
        };
        games
            .servers()
            .change(fake.guild_id(), &change)
            .expect("the settings saved");
    }
    let bot = WebBot::start(&fake, &data).await;
    let channel = fake.new_channel();
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    fake.add_activity_instance(INSTANCE, channel, &[&alice, &bob, &carol]);
    fake.give_roles(&alice, std::slice::from_ref(&players));
    fake.give_roles(&carol, std::slice::from_ref(&players));

    // Everyone's lobby shows the server's game and time per move.
    let (mut a, defaults) = welcomed(&bot, &token_for(&alice)).await;
    let per_move = said(Message::new("activity-lobby-per-move").duration("limit", 3600));
    assert_eq!(
        defaults,
        json!({"variant": "lasca", "time_secs": 3600, "per_move": per_move})
    );
    assert_ne!(3600, DEFAULT_MOVE_LIMIT_SECS, "the server's, not the bot's");
    let (mut b, _) = welcomed(&bot, &token_for(&bob)).await;
    let (mut c, _) = welcomed(&bot, &token_for(&carol)).await;

    // Discord cannot say which roles Carol has: she is told so, and nothing is started.
    fake.inject(Fault::on("GET", "/members/").status(500).times(1));
    c.send(&json!({"type": "challenge"})).await;
    assert_eq!(
        answer(&mut c).await,
        json!({"type": "refused", "text": said(Message::new("activity-refuse-roles-unknown"))})
    );
    assert_eq!(fake.faults_served().len(), 1, "the member was asked for");

    // Bob has not the role: refused as /challenge refuses him.
    b.send(&json!({"type": "challenge", "opponent": "bot"}))
        .await;
    let role = Message::new("refuse-role-to-start").text("role", players.mention());
    assert_eq!(
        answer(&mut b).await,
        json!({"type": "refused", "text": said(role)})
    );

    // Alice has it: her challenge, naming no game and no pace, gets the server's.
    a.send(&json!({"type": "challenge"})).await;
    let offered = c.state_where(|s| !s["challenge"].is_null()).await;
    assert_eq!(offered["challenge"]["from"]["name"], "Alice", "{offered}");
    assert_eq!(offered["challenge"]["variant"], "lasca", "{offered}");
    // Her roles are remembered: a second challenge does not ask Discord again.
    let asked = fake.activity_calls().members;
    a.send(&json!({"type": "challenge"})).await;
    assert_eq!(answer(&mut a).await["type"], "refused");
    assert_eq!(fake.activity_calls().members, asked);
    assert_eq!(asked, 3, "Carol's, Bob's and Alice's roles, each once");
    c.send(&json!({"type": "accept"})).await;
    let started = c.state_where(|s| !s["game"].is_null()).await;
    assert_eq!(started["game"]["variant"], "lasca", "{started}");
    assert_eq!(started["game"]["clock"], Value::Null, "{started}");
    let output = bot.child.output();
    assert!(!output.contains("panicked"), "{output}");
}
