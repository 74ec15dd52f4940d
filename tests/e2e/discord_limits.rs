//! The stand-in Discord keeps Discord's clock and limits, and the bot copes when Discord
//! refuses. Each rule is shown refusing a bad request (sent with serenity's own HTTP client,
//! as the bot sends them) and letting the good one through; then the bot meets the refusal:
//! a callback later than 3 s, a token older than 15 minutes, a channel without permissions.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::{json, Value};
use support::bot::{config_for, RunningBot, PRODUCTION_DEFER, QUICK_DEFER, TOKEN};
use support::fake_discord::clock::{CALLBACK_WINDOW, TOKEN_LIFETIME};
use support::fake_discord::limits::{
    MAX_CHOICES, MAX_CONTENT_CHARS, MAX_CUSTOM_ID_CHARS, MAX_UPLOAD_BYTES,
};
use support::fake_discord::{FakeDiscord, FakeUser, Waiting};
use support::games::{start_games, stored_game};
use support::stores::{ChannelGate, SharedStore};
use towers_store::{ChannelRecord, SledStore, Store};

/// serenity's HTTP client against `fake`, as the bot builds it.
fn client(fake: &FakeDiscord) -> serenity::Http {
    serenity::HttpBuilder::new(TOKEN)
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .application_id(serenity::ApplicationId::new(fake.application_id()))
        .build()
}

/// Status, JSON code and `(path, code)` of each field error of a refused request.
fn refusal<T: std::fmt::Debug>(result: serenity::Result<T>) -> (u16, isize, Vec<(String, String)>) {
    match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) => (
            r.status_code.as_u16(),
            r.error.code,
            r.error
                .errors
                .iter()
                .map(|e| (e.path.clone(), e.code.clone()))
                .collect(),
        ),
        other => panic!("expected Discord to refuse, got {other:?}"),
    }
}

/// A message callback (type 4) with `data`.
fn message(data: Value) -> Value {
    json!({"type": 4, "data": data})
}

/// An action row of `n` buttons with custom ids `b0`, `b1`...
fn row(n: usize) -> Value {
    let buttons: Vec<Value> = (0..n)
        .map(|i| json!({"type": 2, "style": 2, "label": "x", "custom_id": format!("b{i}")}))
        .collect();
    json!({"type": 1, "components": buttons})
}

fn png(name: &str, bytes: usize) -> serenity::CreateAttachment {
    serenity::CreateAttachment::bytes(vec![0u8; bytes], name)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_later_than_3_s_after_dispatch_is_refused_as_unknown() {
    let fake = FakeDiscord::start(TOKEN).await;
    let http = client(&fake);
    let channel = fake.default_channel();

    let (late, token) = fake.open_interaction(channel);
    fake.advance_clock(CALLBACK_WINDOW + Duration::from_millis(100));
    let answer = http
        .create_interaction_response(
            late.into(),
            &token,
            &message(json!({"content": "hi"})),
            vec![],
        )
        .await;
    assert_eq!(refusal(answer), (404, 10062, vec![]));
    assert!(fake.callbacks().is_empty(), "a late callback was recorded");

    let (on_time, token) = fake.open_interaction(channel);
    http.create_interaction_response(
        on_time.into(),
        &token,
        &message(json!({"content": "hi"})),
        vec![],
    )
    .await
    .expect("a callback inside 3 s passes");
    assert_eq!(fake.callbacks().len(), 1);
    assert_eq!(fake.refusals().len(), 1, "{:?}", fake.refusals());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn follow_ups_and_edits_fail_once_the_token_is_15_minutes_old() {
    let fake = FakeDiscord::start(TOKEN).await;
    let http = client(&fake);
    let (id, token) = fake.open_interaction(fake.default_channel());
    http.create_interaction_response(id.into(), &token, &json!({"type": 5}), vec![])
        .await
        .expect("deferral");
    fake.advance_clock(TOKEN_LIFETIME - Duration::from_secs(5));
    http.create_followup_message(&token, &json!({"content": "still in time"}), vec![])
        .await
        .expect("a follow-up before 15 minutes passes");

    fake.advance_clock(Duration::from_secs(10));
    let late = http
        .create_followup_message(&token, &json!({"content": "too late"}), vec![])
        .await;
    assert_eq!(refusal(late), (401, 50027, vec![]));
    let edit = http
        .edit_original_interaction_response(&token, &json!({"content": "too late"}), vec![])
        .await;
    assert_eq!(refusal(edit), (401, 50027, vec![]));
    assert_eq!(
        refusal(http.get_original_interaction_response(&token).await).1,
        50027
    );
    assert_eq!(
        fake.webhooks().len(),
        1,
        "only the follow-up in time is recorded"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_follow_up_after_a_deferral_shows_with_the_deferrals_visibility() {
    let fake = FakeDiscord::start(TOKEN).await;
    let http = client(&fake);
    let channel = fake.default_channel();
    let private = json!({"content": "only you", "flags": 64});

    // A public deferral: its first follow-up is public whatever it asks; the next one is a
    // new message with its own flags.
    let (id, public_token) = fake.open_interaction(channel);
    http.create_interaction_response(id.into(), &public_token, &json!({"type": 5}), vec![])
        .await
        .unwrap();
    http.create_followup_message(&public_token, &private, vec![])
        .await
        .unwrap();
    http.create_followup_message(&public_token, &private, vec![])
        .await
        .unwrap();
    let sent = fake.webhooks_for(&public_token);
    assert!(!sent[0].is_ephemeral(), "shown publicly: {:?}", sent[0]);
    assert_eq!(sent[0].sent_flags(), 64);
    assert!(
        sent[1].is_ephemeral(),
        "a second follow-up is its own message"
    );
    assert_eq!(fake.original_message(&public_token).unwrap()["flags"], 0);

    // An ephemeral deferral: its first follow-up stays private, and so do edits.
    let (id, private_token) = fake.open_interaction(channel);
    let defer = json!({"type": 5, "data": {"flags": 64}});
    http.create_interaction_response(id.into(), &private_token, &defer, vec![])
        .await
        .unwrap();
    http.create_followup_message(&private_token, &json!({"content": "all of you"}), vec![])
        .await
        .unwrap();
    http.edit_original_interaction_response(&private_token, &json!({"content": "edited"}), vec![])
        .await
        .unwrap();
    let sent = fake.webhooks_for(&private_token);
    assert!(sent.iter().all(|w| w.is_ephemeral()), "{sent:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn messages_over_discords_limits_are_refused_with_its_form_errors() {
    let fake = FakeDiscord::start(TOKEN).await;
    let http = client(&fake);
    let channel = fake.default_channel();
    let refused = |path: &str, code: &str| (400, 50035, vec![(path.to_string(), code.to_string())]);
    let callback = |data: Value| {
        let (id, token) = fake.open_interaction(channel);
        let http = &http;
        async move {
            http.create_interaction_response(id.into(), &token, &message(data), vec![])
                .await
        }
    };

    let at_limit = "x".repeat(MAX_CONTENT_CHARS);
    callback(json!({"content": at_limit}))
        .await
        .expect("2000 characters pass");
    let over = format!("{at_limit}é");
    assert_eq!(
        refusal(callback(json!({"content": over})).await),
        refused("data.content", "BASE_TYPE_MAX_LENGTH")
    );

    let five_rows: Vec<Value> = (0..5).map(|_| row(5)).collect();
    callback(json!({"content": "ok", "components": five_rows}))
        .await
        .expect("5 rows of 5 buttons pass");
    assert_eq!(
        refusal(callback(json!({"content": "x", "components": [row(6)]})).await),
        refused("data.components.0.components", "BASE_TYPE_BAD_LENGTH")
    );
    let six_rows: Vec<Value> = (0..6).map(|_| row(1)).collect();
    assert_eq!(
        refusal(callback(json!({"content": "x", "components": six_rows})).await),
        refused("data.components", "BASE_TYPE_BAD_LENGTH")
    );
    let mut long_id = row(1);
    long_id["components"][0]["custom_id"] = json!("i".repeat(MAX_CUSTOM_ID_CHARS + 1));
    assert_eq!(
        refusal(callback(json!({"content": "x", "components": [long_id]})).await),
        refused(
            "data.components.0.components.0.custom_id",
            "BASE_TYPE_MAX_LENGTH"
        )
    );

    let choices = |n: usize| -> Value {
        let list: Vec<Value> = (0..n)
            .map(|i| json!({"name": i.to_string(), "value": i.to_string()}))
            .collect();
        json!({"type": 8, "data": {"choices": list}})
    };
    let (id, token) = fake.open_interaction(channel);
    http.create_interaction_response(id.into(), &token, &choices(MAX_CHOICES), vec![])
        .await
        .expect("25 choices pass");
    let (id, token) = fake.open_interaction(channel);
    let answer = http
        .create_interaction_response(id.into(), &token, &choices(MAX_CHOICES + 1), vec![])
        .await;
    assert_eq!(
        refusal(answer),
        refused("data.choices", "BASE_TYPE_MAX_LENGTH")
    );

    // Follow-ups and channel messages are held to the same limits; uploads to 10 MiB.
    let (id, token) = fake.open_interaction(channel);
    http.create_interaction_response(id.into(), &token, &json!({"type": 5}), vec![])
        .await
        .unwrap();
    let long = json!({"content": "y".repeat(MAX_CONTENT_CHARS + 1)});
    assert_eq!(
        refusal(http.create_followup_message(&token, &long, vec![]).await),
        refused("content", "BASE_TYPE_MAX_LENGTH")
    );
    let attached = json!({"content": "board", "attachments": [{"id": 0, "filename": "board.png"}]});
    let big = http
        .create_followup_message(
            &token,
            &attached,
            vec![png("board.png", MAX_UPLOAD_BYTES + 1)],
        )
        .await;
    assert_eq!(refusal(big), (413, 40005, vec![]));
    http.create_followup_message(&token, &attached, vec![png("board.png", 1000)])
        .await
        .expect("a small upload passes");
    let to_channel = http
        .send_message(
            channel.into(),
            vec![],
            &json!({"content": "z".repeat(MAX_CONTENT_CHARS + 1)}),
        )
        .await;
    assert_eq!(
        refusal(to_channel),
        refused("content", "BASE_TYPE_MAX_LENGTH")
    );
    assert!(fake.all_channel_messages().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edit_keeps_only_the_attachments_it_lists() {
    let fake = FakeDiscord::start(TOKEN).await;
    let http = client(&fake);
    let (id, token) = fake.open_interaction(fake.default_channel());
    let first = json!({"type": 4, "data": {"content": "a", "attachments": [{"id": 0, "filename": "a.png"}]}});
    http.create_interaction_response(id.into(), &token, &first, vec![png("a.png", 10)])
        .await
        .unwrap();
    let names = || -> Vec<String> {
        fake.original_message(&token).unwrap()["attachments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["filename"].as_str().unwrap().to_string())
            .collect()
    };
    let a_id = fake.original_message(&token).unwrap()["attachments"][0]["id"].clone();

    // No list: the attachments stay.
    http.edit_original_interaction_response(&token, &json!({"content": "b"}), vec![])
        .await
        .unwrap();
    assert_eq!(names(), ["a.png"]);
    // Listing the old one and a new upload: both.
    let both =
        json!({"content": "c", "attachments": [{"id": a_id}, {"id": 0, "filename": "b.png"}]});
    http.edit_original_interaction_response(&token, &both, vec![png("b.png", 10)])
        .await
        .unwrap();
    assert_eq!(names(), ["a.png", "b.png"]);
    // Listing only a new upload (as serenity's `new_attachment` does): the old ones go.
    let b_id = fake.original_message(&token).unwrap()["attachments"][1]["id"].clone();
    let only_new =
        json!({"content": "d", "attachments": [{"id": b_id}, {"id": 0, "filename": "c.png"}]});
    http.edit_original_interaction_response(&token, &only_new, vec![png("c.png", 10)])
        .await
        .unwrap();
    assert_eq!(names(), ["b.png", "c.png"]);
    let replaced = json!({"content": "e", "attachments": []});
    let edited = http
        .edit_original_interaction_response(&token, &replaced, vec![])
        .await
        .unwrap();
    assert!(edited.attachments.is_empty(), "{edited:?}");
    assert!(names().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_without_permissions_answers_missing_permissions() {
    let fake = FakeDiscord::start(TOKEN).await;
    let http = client(&fake);
    let (open, closed) = (fake.new_channel(), fake.new_channel());
    fake.forbid_channel(closed);
    let hello = json!({"content": "hello"});
    http.send_message(open.into(), vec![], &hello)
        .await
        .expect("posting where the bot may passes");
    assert_eq!(
        refusal(http.send_message(closed.into(), vec![], &hello).await),
        (403, 50013, vec![])
    );
    let thread = json!({"name": "game", "type": 11});
    let made = http.create_thread(closed.into(), &thread, None).await;
    assert_eq!(refusal(made).1, 50013);
    assert_eq!(fake.channel_messages(open).len(), 1);
    assert!(fake.channel_messages(closed).is_empty());
}

/// A sled store with a game alice (White) vs bob in `channel`, behind a gate the test can
/// close on that channel; the bot deferring after `defer_after`.
struct Gated {
    fake: FakeDiscord,
    bot: RunningBot,
    sled: Arc<SledStore>,
    gate: Arc<ChannelGate<SharedStore<SledStore>>>,
    alice: FakeUser,
    channel: u64,
    _dirs: (tempfile::TempDir, tempfile::TempDir),
}

async fn gated(defer_after: Duration) -> Gated {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    start_games(SharedStore(sled.clone()), &[channel], &alice, &bob);
    let gate = Arc::new(ChannelGate::gating(SharedStore(sled.clone()), channel));
    let bot_dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, bot_dir.path());
    config.discord.defer_after = defer_after;
    let bot = RunningBot::start(config, SharedStore(gate.clone()));
    fake.wait_registered().await;
    Gated {
        fake,
        bot,
        sled,
        gate,
        alice,
        channel,
        _dirs: (dir, bot_dir),
    }
}

impl Gated {
    /// alice's first legal move, sent while the gate holds the store; returns it, the
    /// interaction and the gate's release once the move has reached the store.
    async fn held_move(&self) -> (String, Waiting, std::sync::mpsc::Sender<()>) {
        let game = towers::service::game::records::rebuild(&stored_game(&self.sled, self.channel))
            .unwrap();
        let notation = towers_rules::notation::legal_texts(game.position())[0].clone();
        let (entered_tx, entered) = std::sync::mpsc::channel();
        let (release, release_rx) = std::sync::mpsc::channel();
        self.gate.arm(entered_tx, release_rx);
        let waiting = self.fake.start_slash_in(
            self.channel,
            &self.alice,
            "move",
            &[("notation", notation.as_str())],
        );
        tokio::task::spawn_blocking(move || entered.recv())
            .await
            .unwrap()
            .expect("the move reaches the store");
        (notation, waiting, release)
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_answer_is_refused_and_the_bot_posts_it_in_the_channel() {
    // The bot would wait 60 s before deferring; the stand-in's clock runs 4 s ahead
    // while the move is held, so the direct answer comes too late for Discord.
    let g = gated(Duration::from_secs(60)).await;
    let (notation, waiting, release) = g.held_move().await;
    g.fake
        .advance_clock(CALLBACK_WINDOW + Duration::from_secs(1));
    drop(release);
    let refused = waiting
        .outcome()
        .await
        .expect_err("a late callback is refused");
    assert!(refused.contains("10062"), "{refused}");

    let posted = g.fake.wait_channel_messages(g.channel, 1).await;
    assert!(
        posted[0].content().contains(&format!("played {notation}.")),
        "{:?}",
        posted[0]
    );
    assert!(posted[0].file(towers::discord::BOARD_FILE_NAME).is_some());
    assert_eq!(stored_game(&g.sled, g.channel).moves, [notation]);
    let codes: Vec<u64> = g.fake.refusals().iter().map(|r| r.code).collect();
    assert_eq!(codes, [10062]);
    g.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_productions_threshold_a_slow_answer_is_deferred_inside_3_s() {
    let g = gated(PRODUCTION_DEFER).await;
    let (notation, waiting, release) = g.held_move().await;
    let token = waiting.token.clone();
    let first = waiting.answer().await;
    assert_eq!(first.kind, 5, "deferred: {first:?}");
    assert!(first.since_dispatch.unwrap() <= CALLBACK_WINDOW);
    drop(release);
    let answer = g.fake.final_answer(&first, &token).await;
    assert!(
        answer.content().contains(&format!("played {notation}.")),
        "{answer:?}"
    );
    assert!(!answer.is_ephemeral());
    assert!(g.fake.refusals().is_empty(), "{:?}", g.fake.refusals());
    assert_eq!(stored_game(&g.sled, g.channel).moves, [notation]);
    g.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_answer_after_the_token_expired_is_posted_in_the_channel() {
    let g = gated(QUICK_DEFER).await;
    let (notation, waiting, release) = g.held_move().await;
    let first = waiting.answer().await;
    assert_eq!(first.kind, 5, "deferred: {first:?}");
    g.fake
        .advance_clock(TOKEN_LIFETIME + Duration::from_secs(1));
    drop(release);

    let posted = g.fake.wait_channel_messages(g.channel, 1).await;
    assert!(
        posted[0].content().contains(&format!("played {notation}.")),
        "{:?}",
        posted[0]
    );
    let codes: Vec<u64> = g.fake.refusals().iter().map(|r| r.code).collect();
    assert_eq!(
        codes,
        [50027],
        "the follow-up was refused once, not retried"
    );
    assert_eq!(stored_game(&g.sled, g.channel).moves, [notation]);
    g.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_in_a_channel_without_permissions_is_refused_and_nothing_starts() {
    let (fake, bot, sled, _dir) = support::e2e::start().await;
    let alice = fake.user("alice");
    let closed = fake.new_channel();
    fake.forbid_channel(closed);
    let answer = support::e2e::thread_challenge(&fake, closed, &alice).await;
    assert!(
        answer.content().contains("could not open a thread"),
        "{answer:?}"
    );
    // The deferral was public, so Discord shows the refusal to the channel.
    assert!(!answer.is_ephemeral(), "{answer:?}");
    assert!(fake.threads().is_empty());
    assert_eq!(
        fake.refusals().iter().map(|r| r.code).collect::<Vec<_>>(),
        [50013]
    );
    assert!(
        !matches!(sled.load(closed).unwrap(), Some(ChannelRecord::Game(_))),
        "a game started"
    );

    // The same challenge where the bot may make threads goes through.
    let open = fake.new_channel();
    let waiting = fake.start_slash_in(
        open,
        &alice,
        "challenge",
        &[("opponent", "@bob"), ("thread", "true")],
    );
    let token = waiting.token.clone();
    let first = waiting.answer().await;
    let link = fake.final_answer(&first, &token).await;
    assert!(link.content().contains("in the thread"), "{link:?}");
    assert_eq!(fake.threads().len(), 1);
    bot.stop().await.expect("bot stops cleanly");
}
