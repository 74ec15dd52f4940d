//! The lobby's messages on the real `towers serve` (`docs/activity.md`): the list of people on
//! the board, a challenge made on a socket with the same defaults and refusals as
//! `/challenge` (worded in the hello's language), accepted there, a rematch with the colours
//! swapped, review boards of the game, and the bound on the games a user starts.

use crate::support;

use serde_json::{json, Value};
use support::activity::{Socket, WebBot};
use support::bot::TOKEN;
use support::fake_discord::activity::token_for;
use support::fake_discord::FakeDiscord;
use towers::service::api::{Lang, Message};

const INSTANCE: &str = "i-lobby-1";

/// Message `id` as a Polish player reads it.
fn said(id: &'static str) -> String {
    Message::new(id).render(Lang::from_discord("pl"))
}

/// The next message of `socket` that is neither a state nor a heartbeat's `beat` (which a
/// loaded machine may deliver between a request and its answer).
async fn answer(socket: &mut Socket) -> Value {
    loop {
        let message = socket.next().await;
        if message["type"] != "state" && message["type"] != "beat" {
            return message;
        }
    }
}

/// The names in a `members` message.
fn names(message: &Value) -> Vec<String> {
    assert_eq!(message["type"], "members", "{message}");
    message["members"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|m| m["name"].as_str().unwrap_or_default().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_challenges_as_slash_challenge_does_and_a_rematch_swaps_the_colours() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let bot = WebBot::start(&fake, &dir.path().join("data")).await;
    let channel = fake.new_channel();
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    fake.add_activity_instance(INSTANCE, channel, &[&alice, &bob, &carol]);

    // Alice (in Polish) asks who is on the board: herself; then Bob comes.
    let mut a = bot.socket().await;
    a.hello(&token_for(&alice), INSTANCE, "pl").await;
    assert_eq!(a.next().await["type"], "welcome");
    let first = a.next().await;
    assert_eq!(first["type"], "state", "{first}");
    assert_eq!(first["state"]["game"], Value::Null, "{first}");
    a.send(&json!({"type": "members"})).await;
    assert_eq!(names(&answer(&mut a).await), ["Alice"]);
    let (mut b, _) = bot.joined(&token_for(&bob), INSTANCE).await;
    assert_eq!(names(&answer(&mut a).await), ["Alice", "Bob"]);

    // The refusals of /challenge (oneself too), and Carol, who is not on the board, cannot be
    // named.
    let refusals = [
        (
            json!({"type": "challenge", "opponent": "bot", "clock": "5+3"}),
            said("refuse-bot-no-clock"),
        ),
        (
            json!({"type": "challenge", "opponent": bob.id.to_string(), "level": 2}),
            said("refuse-level-not-bot"),
        ),
        (
            json!({"type": "challenge", "opponent": alice.id.to_string()}),
            said("refuse-challenge-yourself"),
        ),
        (
            json!({"type": "challenge", "opponent": carol.id.to_string()}),
            said("activity-refuse-not-on-board"),
        ),
    ];
    for (request, text) in refusals {
        a.send(&request).await;
        let refused = answer(&mut a).await;
        assert_eq!(
            refused,
            json!({"type": "refused", "text": text}),
            "{request}"
        );
    }

    // A challenge with clocks, Alice as Black: Bob sees it, accepts it on his socket.
    let challenge = json!({"type": "challenge", "opponent": bob.id.to_string(),
        "variant": "russian", "clock": "5+3", "color": "black"});
    a.send(&challenge).await;
    let offered = b.state_where(|s| !s["challenge"].is_null()).await;
    assert_eq!(offered["challenge"]["from"]["name"], "Alice", "{offered}");
    assert_eq!(offered["challenge"]["to"]["name"], "Bob", "{offered}");
    assert_eq!(offered["challenge"]["variant"], "russian", "{offered}");
    assert_eq!(offered["challenge"]["clock"], "5+3", "{offered}");
    assert_eq!(offered["challenge"]["can_accept"], true, "{offered}");
    b.send(&json!({"type": "accept"})).await;
    let started = b.state_where(|s| !s["game"].is_null()).await;
    let game = &started["game"];
    assert_eq!(game["white"]["name"], "Bob", "{started}");
    assert_eq!(game["black"]["name"], "Alice", "{started}");
    assert_eq!(game["clock"]["increment_ms"], 3000, "{started}");
    let id = game["id"].as_str().expect("the game's id").to_string();

    // Review: the start, and a ply past the end refused.
    b.send(&json!({"type": "move", "notation": "c3-d4"})).await;
    b.state_after(1).await;
    a.send(&json!({"type": "position", "game": id, "ply": 0}))
        .await;
    let start = answer(&mut a).await;
    assert_eq!(start["type"], "position", "{start}");
    assert_eq!(start["board"]["towers"].as_array().map(Vec::len), Some(24));
    assert_eq!(start["board"]["highlight"], json!([]), "{start}");
    a.send(&json!({"type": "position", "game": id, "ply": 1}))
        .await;
    let after = answer(&mut a).await;
    assert_eq!(
        after["board"]["highlight"],
        json!([[2, 2], [3, 3]]),
        "{after}"
    );
    a.send(&json!({"type": "position", "game": id, "ply": 2}))
        .await;
    assert_eq!(
        answer(&mut a).await["text"],
        said("activity-refuse-no-such-move")
    );
    a.send(&json!({"type": "position", "game": "999", "ply": 0}))
        .await;
    assert_eq!(answer(&mut a).await["text"], said("refuse-stale-button"));

    // Bob resigns; Alice asks for a rematch: she is White now.
    b.send(&json!({"type": "resign"})).await;
    b.state_where(|s| s["game"]["over"] == true).await;
    a.send(&json!({"type": "rematch", "game": id})).await;
    let again = b.state_where(|s| !s["challenge"].is_null()).await;
    assert_eq!(again["challenge"]["from"]["name"], "Alice", "{again}");
    b.send(&json!({"type": "accept"})).await;
    let second = b
        .state_where(|s| s["game"]["id"].as_str().is_some_and(|g| g != id))
        .await;
    assert_eq!(second["game"]["white"]["name"], "Alice", "{second}");
    assert_eq!(second["game"]["variant"], "russian", "{second}");

    // Starting games is bounded per user: past a burst, the board is told to wait, and the
    // game in progress is untouched.
    let wait = said("activity-refuse-too-many-starts");
    let mut told_to_wait = false;
    for _ in 0..20 {
        a.send(&json!({"type": "challenge", "opponent": "bot"}))
            .await;
        let refused = answer(&mut a).await;
        assert_eq!(refused["type"], "refused", "{refused}");
        if refused["text"] == wait {
            told_to_wait = true;
            break;
        }
    }
    assert!(told_to_wait, "twenty challenges and no wait");
    let output = bot.child.output();
    assert!(!output.contains("panicked"), "{output}");
}
