//! The Tournaments tab's messages on the real `towers serve` (`docs/activity.md`): the
//! server's tournaments, one tournament's view, Join and Leave from a socket with the
//! buttons' refusals (worded in the hello's language), the view pushed again when a player
//! joins through Discord and when a result is recorded there, the socket following the
//! player's own tournament game and coming back; and a socket of another server sees nothing
//! of them, is refused them as unknown and gets no pushes.

use crate::support;

use serde_json::{json, Value};
use support::activity::{Socket, WebBot};
use support::bot::TOKEN;
use support::events::{command, three_events};
use support::fake_discord::activity::token_for;
use support::fake_discord::FakeDiscord;
use towers::service::api::{Lang, Message};

/// The longest a view is waited for.
const WAIT: std::time::Duration = std::time::Duration::from_secs(60);

/// `message` as a Polish player reads it.
fn polish(message: Message) -> String {
    message.render(Lang::from_discord("pl"))
}

/// The next message of `socket` that is none of `skipped` (nor a heartbeat).
async fn next_but(socket: &mut Socket, skipped: &[&str]) -> Value {
    loop {
        let message = socket.next().await;
        let kind = message["type"].as_str().unwrap_or_default();
        if kind != "beat" && !skipped.contains(&kind) {
            return message;
        }
    }
}

/// The next answer of `socket` to a request: not a channel state, nor a tournament's view
/// (pushed whenever it changes).
async fn answer(socket: &mut Socket) -> Value {
    next_but(socket, &["state", "tournament"]).await
}

/// The next view of tournament `id` that satisfies `wanted`, skipping earlier ones (a minute
/// at most: beats keep the socket's own patience from running out).
async fn view_where(socket: &mut Socket, id: u64, wanted: impl Fn(&Value) -> bool) -> Value {
    let wait = tokio::time::timeout(WAIT, view_matching(socket, id, wanted));
    wait.await.expect("the view within a minute")
}

async fn view_matching(socket: &mut Socket, id: u64, wanted: impl Fn(&Value) -> bool) -> Value {
    loop {
        let message = next_but(socket, &["state"]).await;
        assert_eq!(message["type"], "tournament", "{message}");
        let view = &message["tournament"];
        assert_eq!(view["id"], id.to_string(), "{view}");
        if wanted(view) {
            return view.clone();
        }
    }
}

fn names(list: &Value) -> Vec<&str> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|p| p["name"].as_str().unwrap_or_default())
        .collect()
}

/// A socket of `user` in `instance` (in Polish), past its welcome and first state.
async fn polish_socket(bot: &WebBot, token: &str, instance: &str) -> Socket {
    let mut socket = bot.socket().await;
    socket.hello(token, instance, "pl").await;
    assert_eq!(socket.next().await["type"], "welcome");
    assert_eq!(socket.next().await["type"], "state");
    socket
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tournaments_are_watched_joined_and_pushed_live_only_to_their_own_server() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let channel = fake.new_channel();
    let director = fake.user("dora");
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    // Alice and Bob play round 1 of the Spring Cup (Carol has the bye); the Autumn Open
    // takes entries, and so does an arena.
    let (spring, autumn, arena) = three_events(
        &fake,
        &data,
        channel,
        &director,
        [&alice, &bob, &carol],
        &[&bob],
        false,
    );
    let bot = WebBot::start(&fake, &data).await;
    fake.add_activity_instance("i-events", channel, &[&alice, &bob]);
    let elsewhere_guild = fake.guild_id() + 1;
    fake.add_guild(elsewhere_guild);
    let elsewhere = fake.new_channel();
    fake.add_activity_instance_in("i-elsewhere", elsewhere_guild, elsewhere, &[&carol]);

    // Alice lists the server's tournaments, newest first.
    let mut a = polish_socket(&bot, &token_for(&alice), "i-events").await;
    a.send(&json!({"type": "tournaments"})).await;
    let list = answer(&mut a).await;
    assert_eq!(list["type"], "tournaments", "{list}");
    let arena_name = format!("bashni #{arena}");
    assert_eq!(
        names(&list["tournaments"]),
        [arena_name.as_str(), "Autumn Open", "Spring Cup"]
    );
    assert_eq!(list["tournaments"][0]["kind"], "arena", "{list}");
    let listed = &list["tournaments"][2];
    assert_eq!(listed["id"], spring.to_string());
    assert_eq!(listed["kind"], "swiss");
    assert_eq!(listed["stage"], "running");
    assert_eq!(
        (listed["round"].as_u64(), listed["rounds"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(listed["players"], 3);

    // She watches the Autumn Open and joins it from the socket: the service's words, then
    // the view with her in it; a second join is the button's refusal, in Polish.
    a.send(&json!({"type": "tournament", "id": autumn.to_string()}))
        .await;
    let view = view_where(&mut a, autumn, |_| true).await;
    assert_eq!(view["stage"], "enrolling", "{view}");
    assert_eq!(names(&view["entrants"]), ["Bob"]);
    assert_eq!(view["standings"], json!([]), "{view}");
    assert_eq!(
        view["columns"],
        json!(["solkoff-cut1", "solkoff", "sb", "wins", "direct", "record"])
    );
    a.send(&json!({"type": "tournament-join", "id": autumn.to_string()}))
        .await;
    let said = answer(&mut a).await;
    assert_eq!(said["type"], "said", "{said}");
    assert!(
        said["text"].as_str().unwrap().contains("Autumn Open"),
        "{said}"
    );
    view_where(&mut a, autumn, |v| {
        names(&v["entrants"]) == ["Bob", "Alice"]
    })
    .await;
    a.send(&json!({"type": "tournament-join", "id": autumn.to_string()}))
        .await;
    assert_eq!(
        answer(&mut a).await,
        json!({"type": "refused", "text": polish(
            Message::new("refuse-tournament-already-entered").text("name", "Autumn Open"))}),
    );
    // Carol joins in Discord: the view follows.
    let joined = command(&fake, channel, &carol, "join", autumn, &[]).await;
    assert!(joined.contains("joined Autumn Open"), "{joined}");
    view_where(&mut a, autumn, |v| {
        names(&v["entrants"]) == ["Bob", "Alice", "Carol"]
    })
    .await;

    // The arena, in the same shape: its columns, Bob ready; Alice joins it and pauses (the
    // arena's Leave button).
    a.send(&json!({"type": "tournament", "id": arena.to_string()}))
        .await;
    let view = view_where(&mut a, arena, |_| true).await;
    assert_eq!(view["kind"], "arena", "{view}");
    assert_eq!(view["stage"], "enrolling", "{view}");
    assert_eq!(view["columns"], json!(["fire", "games"]), "{view}");
    assert_eq!(names(&view["entrants"]), ["Bob"]);
    a.send(&json!({"type": "tournament-join", "id": arena.to_string()}))
        .await;
    assert_eq!(answer(&mut a).await["type"], "said");
    let joined = view_where(&mut a, arena, |v| names(&v["entrants"]) == ["Bob", "Alice"]).await;
    let rows = joined["standings"].as_array().expect("the standings");
    assert_eq!(rows.len(), 2, "{joined}");
    assert_eq!(rows[0]["extra"], json!(["", "0"]), "{joined}");
    a.send(&json!({"type": "tournament-leave", "id": arena.to_string()}))
        .await;
    assert_eq!(answer(&mut a).await["type"], "said");
    view_where(&mut a, arena, |v| names(&v["entrants"]) == ["Bob"]).await;

    // The Spring Cup: round 1's board, its deadline, the bye, the standings.
    a.send(&json!({"type": "tournament", "id": spring.to_string()}))
        .await;
    let running = view_where(&mut a, spring, |_| true).await;
    assert_eq!(running["round"], 1, "{running}");
    assert!(running["deadline"].as_u64().is_some(), "{running}");
    let boards = running["pairings"].as_array().expect("the pairings");
    assert_eq!(boards.len(), 1, "{running}");
    assert_eq!(
        (
            boards[0]["white"]["name"].as_str(),
            boards[0]["black"]["name"].as_str()
        ),
        (Some("Alice"), Some("Bob")),
        "{running}"
    );
    assert_eq!(boards[0]["result"], Value::Null);
    assert_eq!(running["bye"]["name"], "Carol", "{running}");
    assert_eq!(running["standings"].as_array().map(Vec::len), Some(3));

    // Alice opens her game (the bot's first sweep gives it a thread): the socket follows it
    // and its moves go there; Home brings it back.
    let mut game = Value::Null;
    for _ in 0..100 {
        a.send(&json!({"type": "tournament-board", "id": spring.to_string()}))
            .await;
        let message = next_but(&mut a, &["tournament"]).await;
        if message["type"] == "state" && !message["state"]["game"].is_null() {
            game = message["state"]["game"].clone();
            break;
        }
        assert_eq!(
            message,
            json!({"type": "refused", "text": polish(Message::new("activity-refuse-no-tournament-game"))})
        );
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert_eq!(game["white"]["name"], "Alice", "{game}");
    assert_eq!(game["black"]["name"], "Bob", "{game}");
    a.play("c3-d4").await;
    loop {
        let state = next_but(&mut a, &["tournament"]).await;
        assert_eq!(state["type"], "state", "{state}");
        if state["state"]["game"]["moves"].as_array().map(Vec::len) == Some(1) {
            break;
        }
    }
    a.send(&json!({"type": "home"})).await;
    let home = next_but(&mut a, &["tournament"]).await;
    assert_eq!(home["type"], "state", "{home}");
    let home = &home["state"];
    assert_eq!(
        home["game"],
        Value::Null,
        "the Activity's own channel: {home}"
    );

    // Carol, on another server, sees nothing of them and is refused them as unknown.
    let mut c = polish_socket(&bot, &token_for(&carol), "i-elsewhere").await;
    c.send(&json!({"type": "tournaments"})).await;
    assert_eq!(
        next_but(&mut c, &["state"]).await,
        json!({"type": "tournaments", "tournaments": []})
    );
    for request in [
        "tournament",
        "tournament-join",
        "tournament-leave",
        "tournament-board",
    ] {
        c.send(&json!({"type": request, "id": spring.to_string()}))
            .await;
        let unknown = polish(Message::new("refuse-tournament-unknown").count("id", spring));
        assert_eq!(
            next_but(&mut c, &["state"]).await,
            json!({"type": "refused", "text": unknown}),
            "{request}"
        );
    }

    // The director records the board's result in Discord: Alice's view shows the new
    // standings and, the round being over, round 2 paired.
    let set = command(
        &fake,
        channel,
        &director,
        "result",
        spring,
        &[("round", "1"), ("board", "1"), ("outcome", "white wins")],
    )
    .await;
    assert!(set.contains("White won"), "{set}");
    let scored = view_where(&mut a, spring, |v| v["round"] == 2).await;
    let row = |name: &str| {
        scored["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["player"]["name"] == name)
            .cloned()
            .unwrap_or_else(|| panic!("no {name} in {scored}"))
    };
    assert_eq!(row("Alice")["points"], "2", "{scored}");
    assert_eq!(row("Alice")["extra"][5], "1-0-0", "{scored}");
    assert_eq!(row("Bob")["points"], "0", "{scored}");
    assert_eq!(row("Bob")["extra"][5], "0-0-1", "{scored}");
    assert_eq!(scored["standings"][2]["player"]["name"], "Bob", "{scored}");
    assert!(scored["deadline"].as_u64().is_some(), "{scored}");

    // Carol, elsewhere, was pushed nothing: her next answer is the list she asks for.
    c.send(&json!({"type": "tournaments"})).await;
    assert_eq!(next_but(&mut c, &["state"]).await["type"], "tournaments");

    // Alice stops watching, then leaves the Autumn Open as its Leave button does: no view
    // comes any more.
    a.send(&json!({"type": "tournament"})).await;
    a.send(&json!({"type": "tournament-leave", "id": autumn.to_string()}))
        .await;
    let left = answer(&mut a).await;
    assert_eq!(left["type"], "said", "{left}");
    a.send(&json!({"type": "tournaments"})).await;
    assert_eq!(next_but(&mut a, &["state"]).await["type"], "tournaments");
    assert!(
        !bot.child.output().contains("panicked"),
        "{}",
        bot.child.output()
    );
}
