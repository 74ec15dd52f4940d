//! The Activity's HTTP and WebSocket API (`docs/activity.md`) on the real `towers serve`,
//! against the stand-in Discord: the code exchange, who may join which channel, live states
//! on every socket of a channel whoever moved, refusals, reconnecting, and the limits.

use crate::support;

use serde_json::{json, Value};
use support::activity::{Socket, WebBot};
use support::bot::TOKEN;
use support::fake_discord::activity::{code_for, token_for, CLIENT_SECRET};
use support::fake_discord::{FakeDiscord, FakeUser};

const INSTANCE: &str = "i-1234-abcd";

struct Table {
    fake: FakeDiscord,
    bot: WebBot,
    channel: u64,
    alice: FakeUser,
    bob: FakeUser,
    carol: FakeUser,
    _dir: tempfile::TempDir,
}

/// The bot with the Activity on; Alice, Bob and Carol in the instance of a channel.
async fn table() -> Table {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let bot = WebBot::start(&fake, &dir.path().join("data")).await;
    let channel = fake.new_channel();
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    fake.add_activity_instance(INSTANCE, channel, &[&alice, &bob, &carol]);
    Table {
        fake,
        bot,
        channel,
        alice,
        bob,
        carol,
        _dir: dir,
    }
}

impl Table {
    /// Alice (White) and Bob start a Bashni game through slash commands.
    async fn game(&self) {
        let options = [("opponent", "@bob"), ("variant", "Bashni")];
        self.fake
            .slash_in(self.channel, &self.alice, "challenge", &options)
            .await;
        self.fake
            .slash_in(self.channel, &self.bob, "accept", &[])
            .await;
    }

    async fn join(&self, user: &FakeUser) -> (Socket, Value) {
        self.bot.joined(&token_for(user), INSTANCE).await
    }
}

fn moves(state: &Value) -> Vec<String> {
    serde_json::from_value(state["game"]["moves"].clone()).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_is_exchanged_for_its_token_and_a_bad_code_is_refused() {
    let t = table().await;
    let (status, answer) = t.bot.post_token(&json!({"code": code_for(&t.alice)})).await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer, json!({"access_token": token_for(&t.alice)}));
    for bad in [json!({"code": "stolen"}), json!({"code": 12}), json!({})] {
        let (status, answer) = t.bot.post_token(&bad).await;
        assert_eq!(
            (status, answer),
            (400, json!({"error": "bad-code"})),
            "{bad}"
        );
    }
    // The stand-in checked the form: this application's id and secret, never logged.
    let output = t.bot.child.output();
    assert!(!output.contains(CLIENT_SECRET), "{output}");
    assert!(!output.contains(&token_for(&t.alice)), "{output}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_token_a_stranger_to_the_instance_and_a_bad_first_message_are_closed() {
    let t = table().await;
    let dave = t.fake.user("dave");
    let cases = [
        (
            json!({"type": "hello", "access_token": "expired", "instance_id": INSTANCE}),
            "bad-token",
        ),
        (
            json!({"type": "hello", "access_token": token_for(&dave), "instance_id": INSTANCE}),
            "not-in-instance",
        ),
        (
            json!({"type": "hello", "access_token": token_for(&t.alice), "instance_id": "i-other"}),
            "not-in-instance",
        ),
        (json!({"type": "move", "notation": "c3-d4"}), "bad-message"),
        (json!({"type": "hello", "user": "1"}), "bad-message"),
    ];
    for (hello, code) in cases {
        let mut socket = t.bot.socket().await;
        socket.send(&hello).await;
        let seen = socket.until_closed().await;
        assert_eq!(
            seen,
            vec![json!({"type": "error", "code": code})],
            "{hello}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_move_on_their_sockets_and_every_socket_sees_each_state() {
    let t = table().await;
    t.game().await;
    let (mut alice, first) = t.join(&t.alice).await;
    let (mut bob, for_bob) = t.join(&t.bob).await;
    let (mut carol, for_carol) = t.join(&t.carol).await;
    assert_eq!(
        first["you"],
        json!({"id": t.alice.id.to_string(), "role": "white"})
    );
    assert_eq!(for_bob["you"]["role"], "black");
    assert_eq!(for_carol["you"]["role"], "spectator");
    assert_eq!(first["game"]["legal"].as_array().unwrap().len(), 7);
    assert_eq!(for_bob["game"]["legal"], json!([]));
    assert_eq!(first["game"]["white"]["name"], "Alice");

    alice.play("c3-d4").await;
    for socket in [&mut alice, &mut bob, &mut carol] {
        let state = socket.state_after(1).await;
        assert_eq!(state["game"]["board"]["highlight"], json!([[2, 2], [3, 3]]));
        assert_eq!(state["game"]["to_move"], "black");
    }
    bob.play("f6-e5").await;
    let mut seen = Vec::new();
    for socket in [&mut alice, &mut bob, &mut carol] {
        seen.push(socket.state_after(2).await);
    }
    assert_eq!(moves(&seen[0]), ["c3-d4", "f6-e5"]);
    // White must take: the capture and its route are offered to Alice only.
    assert_eq!(
        seen[0]["game"]["legal"],
        json!([{"notation": "d4:f6", "from": [3, 3], "landings": [[5, 5]], "captured": [[4, 4]]}])
    );
    assert_eq!(seen[1]["game"]["legal"], json!([]));
    assert_eq!(seen[0]["game"]["board"]["must_capture"], json!([[3, 3]]));

    // Both players are on the board: the channel gets one live message, pinging nobody,
    // with the board and the game's buttons (Open board last), edited in place for the next
    // move.
    let posted = t.fake.wait_channel_messages(t.channel, 1).await;
    let live = &posted[0];
    assert!(live.content().contains("c3-d4"), "{}", live.content());
    assert!(!live.content().contains("<@"), "{}", live.content());
    assert_eq!(live.allowed_mentions()["users"], json!([]), "{live:?}");
    assert!(live.file(towers::discord::BOARD_FILE_NAME).is_some());
    let labels = crate::support::transcript::labels(live);
    assert_eq!(labels.last().map(String::as_str), Some("Open board"));
    let live_id = t.fake.posted_message_id(t.channel, 0).expect("its id");
    let edited = support::poll::until(support::activity::PATIENCE, || {
        t.fake
            .message_edits(t.channel)
            .into_iter()
            .find(|(_, e)| e.content().contains("f6-e5"))
    })
    .await
    .expect("the live message edited to the second move");
    assert_eq!(edited.0, live_id);
    assert!(!edited.1.content().contains("<@"), "{}", edited.1.content());
    assert!(edited.1.file(towers::discord::BOARD_FILE_NAME).is_some());

    // Bob leaves the board: Alice's next move pings him, in a new message (an edit cannot
    // ping), once.
    drop(bob);
    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
    alice.play("d4:f6").await;
    alice.state_after(3).await;
    let posted = t.fake.wait_channel_messages(t.channel, 2).await;
    let ping = &posted[1];
    assert!(
        ping.content().starts_with(&t.bob.mention()),
        "{}",
        ping.content()
    );
    assert_eq!(
        ping.allowed_mentions()["users"],
        json!([t.bob.id.to_string()])
    );
    assert_eq!(t.fake.channel_messages(t.channel).len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_strangers_and_a_spectators_moves_are_refused_and_change_nothing() {
    let t = table().await;
    t.game().await;
    let (mut alice, _) = t.join(&t.alice).await;
    let (mut bob, _) = t.join(&t.bob).await;
    let (mut carol, _) = t.join(&t.carol).await;
    let mut carol_fr = t.bot.socket().await;
    carol_fr.hello(&token_for(&t.carol), INSTANCE, "fr").await;
    let welcome = carol_fr.next().await;
    assert_eq!(
        (&welcome["type"], &welcome["lang"], &welcome["beat_ms"]),
        (&json!("welcome"), &json!("fr"), &json!(5000)),
        "{welcome}"
    );
    // The server's defaults as /challenge applies them (this server changed none), worded in
    // French.
    let per_move = towers::service::api::Message::new("activity-lobby-per-move")
        .duration("limit", towers::service::api::DEFAULT_MOVE_LIMIT_SECS)
        .render(towers::service::api::Lang::from_discord("fr"));
    assert_eq!(
        welcome["defaults"],
        json!({"variant": "bashni", "time_secs": 259_200, "per_move": per_move})
    );
    assert_eq!(carol_fr.next().await["type"], "state");
    // Carol watches and may not play, nor resign the game; Bob may not play White's move.
    for socket in [&mut carol, &mut carol_fr, &mut bob] {
        socket.play("c3-d4").await;
    }
    carol.send(&json!({"type": "resign"})).await;
    let mut refusals = Vec::new();
    let order = [0, 1, 2, 0];
    for i in order {
        let socket = match i {
            0 => &mut carol,
            1 => &mut carol_fr,
            _ => &mut bob,
        };
        let answer = socket.next().await;
        assert_eq!(answer["type"], "refused", "{answer}");
        refusals.push(answer["text"].as_str().unwrap().to_string());
    }
    assert!(refusals.iter().all(|r| !r.is_empty()), "{refusals:?}");
    // The service's own refusal, in each hello's language.
    assert_ne!(refusals[0], refusals[1], "{refusals:?}");
    assert_ne!(
        refusals[0], refusals[2],
        "a spectator is not told it is not their turn"
    );
    // Nothing changed: the next state anyone gets is after Alice's move, with that move only.
    alice.play("c3-d4").await;
    for socket in [&mut alice, &mut bob, &mut carol, &mut carol_fr] {
        let state = socket.next().await;
        assert_eq!(state["type"], "state", "{state}");
        assert_eq!(moves(&state["state"]), ["c3-d4"]);
        assert_eq!(state["state"]["game"]["over"], false);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_typed_in_the_channel_shows_on_the_sockets() {
    let t = table().await;
    t.game().await;
    let (mut alice, _) = t.join(&t.alice).await;
    let (mut carol, _) = t.join(&t.carol).await;
    t.fake
        .slash_in(t.channel, &t.alice, "move", &[("notation", "c3-d4")])
        .await;
    for socket in [&mut alice, &mut carol] {
        let state = socket.state_after(1).await;
        assert_eq!(moves(&state), ["c3-d4"]);
    }
    // A draw offered in the channel too.
    t.fake.slash_in(t.channel, &t.bob, "draw", &[]).await;
    let offered = carol
        .state_where(|s| !s["game"]["draw_offer"].is_null())
        .await;
    assert_eq!(offered["game"]["draw_offer"], "black");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_socket_reconnects_to_the_current_state() {
    let t = table().await;
    t.game().await;
    let (alice, _) = t.join(&t.alice).await;
    drop(alice);
    let (mut bob, _) = t.join(&t.bob).await;
    t.fake
        .slash_in(t.channel, &t.alice, "move", &[("notation", "c3-d4")])
        .await;
    bob.state_after(1).await;
    bob.play("f6-e5").await;
    bob.state_after(2).await;
    let (_, back) = t.join(&t.alice).await;
    assert_eq!(moves(&back), ["c3-d4", "f6-e5"]);
    assert_eq!(back["game"]["legal"].as_array().unwrap().len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_challenge_is_accepted_on_a_socket_and_the_bot_answers_a_move_made_there() {
    let t = table().await;
    t.fake
        .slash_in(t.channel, &t.alice, "challenge", &[("opponent", "@bob")])
        .await;
    let (mut bob, state) = t.join(&t.bob).await;
    assert_eq!(state["challenge"]["can_accept"], true, "{state}");
    assert_eq!(state["challenge"]["from"]["id"], t.alice.id.to_string());
    bob.send(&json!({"type": "accept"})).await;
    let started = bob.state_where(|s| s["game"]["over"] == false).await;
    assert_eq!(started["challenge"], Value::Null);
    assert_eq!(started["you"]["role"], "black");

    let vs_bot = t.fake.new_channel();
    t.fake.add_activity_instance("i-bot", vs_bot, &[&t.carol]);
    t.fake
        .slash_in(
            vs_bot,
            &t.carol,
            "challenge",
            &[("opponent", "@towers"), ("level", "1"), ("color", "white")],
        )
        .await;
    let (mut carol, _) = t.bot.joined(&token_for(&t.carol), "i-bot").await;
    carol.play("c3-d4").await;
    let answered = carol.state_after(2).await;
    assert_eq!(answered["game"]["to_move"], "white");
    assert!(!answered["game"]["legal"].as_array().unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_message_and_a_flood_close_the_socket() {
    let t = table().await;
    let (mut big, _) = t.join(&t.alice).await;
    let padding = "x".repeat(5000);
    big.send(&json!({"type": "move", "notation": padding}))
        .await;
    assert_eq!(
        big.until_closed().await,
        vec![json!({"type": "error", "code": "too-large"})]
    );

    let (mut flood, _) = t.join(&t.bob).await;
    for _ in 0..40 {
        if !flood
            .send(&json!({"type": "hello", "access_token": "x", "instance_id": "y"}))
            .await
        {
            break;
        }
    }
    let seen = flood.until_closed().await;
    assert_eq!(
        seen.last(),
        Some(&json!({"type": "error", "code": "too-fast"})),
        "{seen:?}"
    );
    // Others are not affected.
    let (_, still) = t.join(&t.carol).await;
    assert_eq!(still["you"]["role"], "spectator");
}
