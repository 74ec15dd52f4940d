//! Discord misbehaving, from the stand-in: the gateway dropped, opcode 7 (reconnect) and
//! 9 (invalid session); REST 5xx and 429 on the bot's calls; an interaction callback that
//! keeps failing (the answer is posted in the channel, or shown with the next answer); and
//! the first-response deadline under load (slow work is deferred first).

use crate::support;

use std::sync::{Arc, Condvar, Mutex};

use futures::future::join_all;
use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, FakeUser, Fault, Recorded, Waiting};
use support::games::{start_games, stored_game};
use support::stores::{Hooked, SharedStore};
use towers_store::SledStore;

/// Everything one test needs: the fake, the bot on a sled store the test reads too, and
/// a Bashni game alice (White) vs bob in the default channel.
struct Setup {
    fake: FakeDiscord,
    bot: RunningBot,
    sled: Arc<SledStore>,
    alice: FakeUser,
    bob: FakeUser,
    channel: u64,
    _dirs: (tempfile::TempDir, tempfile::TempDir),
}

async fn setup_on(fake: FakeDiscord) -> Setup {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    start_games(SharedStore(sled.clone()), &[channel], &alice, &bob);
    let bot_dir = tempfile::tempdir().unwrap();
    // Production's threshold: every check here reads the answer after a deferral too.
    let mut config = config_for(&fake, bot_dir.path());
    config.discord.defer_after = support::bot::PRODUCTION_DEFER;
    let bot = RunningBot::start(config, SharedStore(sled.clone()));
    fake.wait_registered().await;
    Setup {
        fake,
        bot,
        sled,
        alice,
        bob,
        channel,
        _dirs: (dir, bot_dir),
    }
}

async fn setup() -> Setup {
    setup_on(FakeDiscord::start(TOKEN).await).await
}

impl Setup {
    /// A legal move for the side to move in `channel`, and who plays it.
    fn next_move(&self, channel: u64) -> (String, FakeUser) {
        let record = stored_game(&self.sled, channel);
        let game = towers::service::game::records::rebuild(&record).unwrap();
        let mover = if record.moves.len().is_multiple_of(2) {
            self.alice.clone()
        } else {
            self.bob.clone()
        };
        let moves = towers_rules::notation::legal_texts(game.position());
        (moves[0].clone(), mover)
    }

    /// Plays the next move in the default channel through Discord and checks the answer
    /// names it and the store has it.
    async fn play_a_move(&self, what: &str) -> Recorded {
        let before = stored_game(&self.sled, self.channel).moves.len();
        let (notation, mover) = self.next_move(self.channel);
        let waiting = self.fake.start_slash_in(
            self.channel,
            &mover,
            "move",
            &[("notation", notation.as_str())],
        );
        let answer = answer(&self.fake, waiting).await;
        assert_played(&answer, &notation, what);
        let stored = stored_game(&self.sled, self.channel).moves;
        assert_eq!(stored.len(), before + 1, "{what}");
        assert_eq!(stored[before], notation, "{what}");
        answer
    }
}

/// The interaction's answer (the callback, or the message after a deferral); exactly one
/// callback.
async fn answer(fake: &FakeDiscord, waiting: Waiting) -> Recorded {
    let (id, token) = (waiting.id, waiting.token.clone());
    let first = waiting.answer().await;
    let answer = fake.final_answer(&first, &token).await;
    assert_eq!(fake.callbacks_for(id).len(), 1, "callbacks of {id}");
    answer
}

fn assert_played(answer: &Recorded, notation: &str, what: &str) {
    assert!(!answer.is_ephemeral(), "{what}: {answer:?}");
    assert!(
        answer.content().contains(&format!("played {notation}.")),
        "{what}: {:?}",
        answer.content()
    );
    assert!(
        answer.file(towers::discord::BOARD_FILE_NAME).is_some(),
        "{what}: no board"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_connection_resumes_and_a_move_sent_meanwhile_is_answered() {
    let s = setup().await;
    s.fake.set_resumable(true);
    s.play_a_move("before the drop").await;

    // The TCP connection dies without a close frame; a move is dispatched while it is
    // down: the RESUME replays it.
    s.fake.drop_gateway();
    let (notation, mover) = s.next_move(s.channel);
    let waiting = s.fake.start_slash_in(
        s.channel,
        &mover,
        "move",
        &[("notation", notation.as_str())],
    );
    let reply = answer(&s.fake, waiting).await;
    assert_played(&reply, &notation, "move sent while the gateway was down");
    assert!(s.fake.resumed() >= 1, "the bot did not resume");
    assert_eq!(
        s.fake.identifies().len(),
        1,
        "resumed, not identified again"
    );
    assert_eq!(stored_game(&s.sled, s.channel).moves.len(), 2);

    s.play_a_move("after the resume").await;
    s.fake.assert_all_handled();
    s.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn opcode_7_reconnect_resumes_and_play_goes_on() {
    let s = setup().await;
    s.fake.set_resumable(true);
    s.play_a_move("before the reconnect").await;

    s.fake.send_reconnect();
    s.fake.wait_resumed(1).await;
    s.play_a_move("after the reconnect").await;
    assert_eq!(
        s.fake.identifies().len(),
        1,
        "resumed, not identified again"
    );
    assert!(s.fake.connections() >= 2, "no new connection");

    s.fake.assert_all_handled();
    s.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn opcode_9_invalid_session_resumes_or_identifies_again_and_play_goes_on() {
    let s = setup().await;
    s.fake.set_resumable(true);
    s.play_a_move("before").await;

    // Resumable: the bot resumes on a new connection.
    s.fake.send_invalid_session(true);
    s.fake.wait_resumed(1).await;
    s.play_a_move("after a resumable invalid session").await;
    assert_eq!(s.fake.identifies().len(), 1);

    // Not resumable: the bot identifies again (a new session) and goes on.
    s.fake.send_invalid_session(false);
    s.fake.wait_identified(2).await;
    s.play_a_move("after a new session").await;

    s.fake.assert_all_handled();
    s.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn callback_5xx_and_429_are_retried_until_the_answer_arrives() {
    let s = setup().await;
    s.fake
        .inject(Fault::on("POST", "/callback").status(502).times(1));
    s.fake
        .inject(Fault::on("POST", "/callback").rate_limited(0.05).times(1));
    s.play_a_move("through a 502 and a 429").await;
    let served = s.fake.faults_served();
    assert_eq!(served.len(), 2, "{served:?}");
    assert!(
        s.fake.all_channel_messages().is_empty(),
        "fell back needlessly"
    );

    s.fake.assert_all_handled();
    s.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_whose_response_is_lost_is_not_answered_twice() {
    let s = setup().await;
    // Discord takes the callback, but the bot sees a 500: the retry is refused as
    // already acknowledged, which counts as delivered.
    s.fake.inject(
        Fault::on("POST", "/callback")
            .status(500)
            .after_processing()
            .times(1),
    );
    s.play_a_move("lost response").await;
    assert_eq!(s.fake.faults_served().len(), 1);
    // The bot has retried and been told the interaction was acknowledged (the only test
    // in this binary whose callback is processed and then fails); a fallback post would
    // come after that.
    let logs = support::logs::capture();
    let retried = support::poll::until_true(support::fake_discord::TIMEOUT, || {
        logs.text().contains("an earlier attempt was acknowledged")
    });
    assert!(retried.await, "the bot did not retry the callback");
    s.play_a_move("the move after").await;
    assert!(s.fake.all_channel_messages().is_empty(), "posted twice");

    s.fake.assert_all_handled();
    s.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_callback_that_keeps_failing_is_posted_in_the_channel() {
    let s = setup().await;
    let attempts = 1 + towers::discord::RETRIES;
    s.fake
        .inject(Fault::on("POST", "/callback").status(503).times(attempts));
    let (notation, mover) = s.next_move(s.channel);
    let _never_answered = s.fake.start_slash_in(
        s.channel,
        &mover,
        "move",
        &[("notation", notation.as_str())],
    );

    let posted = s.fake.wait_all_channel_messages(1).await;
    assert_eq!(posted.len(), 1);
    let message = &posted[0];
    assert_eq!(
        message.route,
        format!("POST /api/v10/channels/{}/messages", s.channel)
    );
    assert!(
        message.content().starts_with(&s.bob.mention()),
        "{message:?}"
    );
    assert_eq!(
        message.allowed_mentions()["users"],
        serde_json::json!([s.bob.id.to_string()])
    );
    assert_played(message, &notation, "the channel message");
    assert_eq!(s.fake.faults_served().len(), attempts);
    assert_eq!(stored_game(&s.sled, s.channel).moves, [notation]);

    // Discord is back: play goes on.
    s.play_a_move("after the fallback").await;
    s.fake.assert_all_handled();
    s.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_the_channel_fails_too_the_next_answer_carries_a_notice() {
    let logs = support::logs::capture();
    let s = setup().await;
    let attempts = 1 + towers::discord::RETRIES;
    s.fake
        .inject(Fault::on("POST", "/callback").status(500).times(attempts));
    s.fake
        .inject(Fault::on("POST", "/channels/").status(500).times(attempts));
    let (notation, mover) = s.next_move(s.channel);
    let _never_answered = s.fake.start_slash_in(
        s.channel,
        &mover,
        "move",
        &[("notation", notation.as_str())],
    );
    let kept = support::poll::until_true(support::fake_discord::TIMEOUT, || {
        logs.text().contains("kept a notice")
    });
    assert!(kept.await, "no notice kept");
    assert_eq!(s.fake.faults_served().len(), 2 * attempts);
    assert_eq!(
        stored_game(&s.sled, s.channel).moves,
        std::slice::from_ref(&notation)
    );

    // The next public answer in the channel tells what happened, once.
    let reply = s.fake.slash_in(s.channel, &s.alice, "board", &[]).await;
    assert!(!reply.is_ephemeral());
    assert!(
        reply.content().starts_with(towers::discord::MISSED_PREFIX)
            && reply.content().contains(&format!("played {notation}.")),
        "{:?}",
        reply.content()
    );
    let again = s.fake.slash_in(s.channel, &s.alice, "board", &[]).await;
    assert!(
        !again.content().contains(towers::discord::MISSED_PREFIX),
        "{:?}",
        again.content()
    );

    s.fake.assert_all_handled();
    s.bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn under_load_every_interaction_is_deferred_before_its_slow_answer() {
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.set_patience(std::time::Duration::from_secs(120));
    let channels: Vec<u64> = (0..50).map(|_| fake.new_channel()).collect();
    start_games(SharedStore(sled.clone()), &channels, &alice, &bob);
    let open = Arc::new((Mutex::new(false), Condvar::new()));
    // Every operation waits until the test opens the store (a disk that stalls).
    let gate = open.clone();
    let store = Hooked::new(SharedStore(sled.clone()), move |_| {
        let (lock, opened) = &*gate;
        let mut open = lock.lock().unwrap_or_else(|e| e.into_inner());
        while !*open {
            open = opened.wait(open).unwrap_or_else(|e| e.into_inner());
        }
        Ok(())
    });
    let bot_dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, bot_dir.path());
    config.discord.defer_after = support::bot::QUICK_DEFER;
    let bot = RunningBot::start(config, store);
    fake.wait_registered().await;

    let moves: Vec<String> = channels
        .iter()
        .map(|&c| {
            let game = towers::service::game::records::rebuild(&stored_game(&sled, c)).unwrap();
            towers_rules::notation::legal_texts(game.position())[0].clone()
        })
        .collect();
    let in_flight: Vec<Waiting> = channels
        .iter()
        .zip(&moves)
        .map(|(&c, m)| fake.start_slash_in(c, &alice, "move", &[("notation", m.as_str())]))
        .collect();
    let tokens: Vec<(u64, String)> = in_flight.iter().map(|w| (w.id, w.token.clone())).collect();

    // The store is stalled, so nothing can be answered yet: every interaction must still
    // get its first response, a deferral.
    let firsts = join_all(in_flight.into_iter().map(Waiting::answer)).await;
    for first in &firsts {
        assert_eq!(first.kind, 5, "not deferred: {first:?}");
        assert!(!first.is_ephemeral());
    }
    assert!(
        fake.webhooks().is_empty(),
        "answered before the store moved"
    );

    {
        let (lock, opened) = &*open;
        *lock.lock().unwrap() = true;
        opened.notify_all();
    }
    for ((first, (id, token)), m) in firsts.iter().zip(&tokens).zip(&moves) {
        let answer = fake.final_answer(first, token).await;
        assert_played(&answer, m, "the answer after the deferral");
        assert!(
            answer.since_dispatch > first.since_dispatch,
            "the answer came before the deferral"
        );
        assert_eq!(fake.callbacks_for(*id).len(), 1);
        assert_eq!(fake.webhooks_for(token).len(), 1, "answered twice");
    }
    for (&c, m) in channels.iter().zip(&moves) {
        assert_eq!(stored_game(&sled, c).moves, std::slice::from_ref(m));
    }

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
