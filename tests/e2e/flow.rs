//! End to end, game flow: move time limits (reminder, claim on time, across a restart),
//! takebacks, open challenges and their expiry, and games in their own thread. The real bot
//! against the stand-in Discord, with the service's clock set by the test.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use crate::support::players::T0;
use serde_json::json;
use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, FakeUser, Recorded};
use support::stores::SharedStore;
use support::sweeps::Sweeps;
use support::transcript::{buttons, labels};
use towers::service::game::clock::ManualClock;
use towers::service::game::press::stale_button_text;
use towers::service::GameService;
use towers_store::{ChannelRecord, GameRecord, SledStore, Store};

/// The bot's sweep interval in these tests.
const SWEEP: Duration = Duration::from_millis(100);

/// One bot process: its service over the shared sled store, with the test's clock.
struct Setup {
    sled: Arc<SledStore>,
    sweeps: Sweeps,
    clock: ManualClock,
    dir: tempfile::TempDir,
}

impl Setup {
    fn new() -> Setup {
        support::logs::capture();
        let dir = tempfile::tempdir().unwrap();
        let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
        Setup {
            sled,
            sweeps: Sweeps::default(),
            clock: ManualClock::at(T0),
            dir,
        }
    }

    /// Starts a bot process over the store (a restart when one ran before).
    fn start(&self, fake: &FakeDiscord) -> RunningBot {
        // Counts the sweeps, so a test can wait until the bot has swept.
        let store = self.sweeps.counting(SharedStore(self.sled.clone()));
        let service = GameService::new(Arc::new(store))
            .with_clock(self.clock.clone())
            .with_sweep_interval(SWEEP);
        RunningBot::start_service(config_for(fake, self.dir.path()), Arc::new(service))
    }

    /// Waits until at least one whole sweep ran after this call.
    async fn swept(&self) {
        self.sweeps.swept().await
    }

    fn game(&self, channel: u64) -> GameRecord {
        match self.sled.load(channel).unwrap() {
            Some(ChannelRecord::Game(g)) => g,
            other => panic!("no game in {channel}: {other:?}"),
        }
    }
}

/// A reply only the invoker sees, with text and no picture.
fn assert_ephemeral(reply: &Recorded, what: &str) {
    assert!(
        reply.is_ephemeral(),
        "{what} should be ephemeral: {reply:?}"
    );
    assert!(!reply.content().is_empty(), "{what}: empty refusal");
    assert!(reply.files.is_empty(), "{what}: refusal with a file");
}

/// A public message that pings exactly `addressee` (and starts with that ping), or nobody.
fn assert_addressed(message: &Recorded, addressee: Option<&FakeUser>, what: &str) {
    assert!(
        !message.is_ephemeral(),
        "{what} should be public: {message:?}"
    );
    let mentions = message.allowed_mentions();
    assert_eq!(mentions["parse"], json!([]), "{what}: pings by kind");
    match addressee {
        Some(user) => {
            assert_eq!(mentions["users"], json!([user.id.to_string()]), "{what}");
            assert!(
                message.content().starts_with(&user.mention()),
                "{what}: does not address {}: {:?}",
                user.name,
                message.content()
            );
        }
        None => assert!(
            mentions["users"].as_array().is_none_or(|u| u.is_empty()),
            "{what}: pings someone: {mentions}"
        ),
    }
}

/// Presses the button labelled `label` under `message` (in `channel`) as `user`.
async fn press(
    fake: &FakeDiscord,
    channel: u64,
    user: &FakeUser,
    message: &Recorded,
    label: &str,
) -> Recorded {
    let (_, id) = buttons(message)
        .into_iter()
        .find(|(l, _)| l == label)
        .unwrap_or_else(|| panic!("no {label} button under {message:?}"));
    fake.click(channel, user, &id, fake.message_of(channel, message))
        .await
}

/// What the channel sees of a message: `[buttons]` after the text, `+board` for a picture.
fn seen(message: &Recorded) -> String {
    let mut line = message.content().to_string();
    if !message.files.is_empty() {
        line.push_str(" +board");
    }
    let labels = labels(message);
    if !labels.is_empty() {
        line.push_str(&format!(" [{}]", labels.join(" | ")));
    }
    line
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_time_runs_out_with_one_reminder_across_a_restart_then_the_win_is_claimed() {
    let fake = FakeDiscord::start(TOKEN).await;
    let setup = Setup::new();
    let bot = setup.start(&fake);
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    let mut transcript = Vec::new();

    // A time that is not a duration, or out of range, is refused privately.
    for bad in ["soon", "10s", "45days"] {
        let reply = fake
            .slash(&alice, "challenge", &[("opponent", "@bob"), ("time", bad)])
            .await;
        assert_ephemeral(&reply, bad);
        assert!(reply.content().contains("1 minute"), "{reply:?}");
    }

    let challenge = fake
        .slash(&alice, "challenge", &[("opponent", "@bob"), ("time", "1h")])
        .await;
    assert_addressed(&challenge, Some(&bob), "challenge");
    assert!(
        challenge.content().ends_with("Time per move: 1 hour."),
        "{:?}",
        challenge.content()
    );
    transcript.push(seen(&challenge));
    let started = fake.slash(&bob, "accept", &[]).await;
    assert_addressed(&started, Some(&alice), "accept");
    transcript.push(seen(&started));

    // Before the deadline bob's claim is refused privately, with the time left.
    setup.clock.advance(20 * 60);
    let early = fake.slash(&bob, "claim", &[]).await;
    assert_ephemeral(&early, "claim before the deadline");
    assert_eq!(
        early.content(),
        "Alice still has 40 minutes to move (the limit is 1 hour per move); you can claim the win after that."
    );
    setup.swept().await;
    assert!(
        fake.channel_messages(channel).is_empty(),
        "a notice too early"
    );

    // A quarter of the hour left: one reminder, pinging alice only.
    setup.clock.advance(26 * 60);
    let posted = fake.wait_channel_messages(channel, 1).await;
    assert_addressed(&posted[0], Some(&alice), "reminder");
    assert_eq!(
        posted[0].content(),
        format!(
            "{} Reminder: it is your move (White) against Bob, with 14 minutes left of the 1 hour per move. After that Bob can claim the win.",
            alice.mention()
        )
    );
    transcript.push(seen(&posted[0]));
    setup.swept().await;

    // A new bot process over the same store does not remind again.
    bot.stop().await.expect("bot stops cleanly");
    let bot = setup.start(&fake);
    fake.wait_identified(2).await;
    setup.swept().await;
    assert_eq!(fake.channel_messages(channel).len(), 1, "reminded twice");

    // Past the deadline: bob is told he may claim, with a Claim win button.
    setup.clock.advance(15 * 60);
    let posted = fake.wait_channel_messages(channel, 2).await;
    let offer = &posted[1];
    assert_addressed(offer, Some(&bob), "claim offer");
    assert!(
        offer
            .content()
            .contains("Alice did not move within 1 hour."),
        "{:?}",
        offer.content()
    );
    assert_eq!(labels(offer), ["Claim win"]);
    transcript.push(seen(offer));

    // Only bob's claim counts: alice (to move) is refused privately.
    let refused = press(&fake, channel, &alice, offer, "Claim win").await;
    assert_ephemeral(&refused, "claim by the player to move");
    let won = press(&fake, channel, &bob, offer, "Claim win").await;
    assert_addressed(&won, None, "win on time");
    assert_eq!(
        won.content(),
        "Bob (Black) wins: Alice did not move within 1 hour. 0-1"
    );
    assert!(won.file(towers::discord::BOARD_FILE_NAME).is_some());
    transcript.push(seen(&won));
    assert_eq!(setup.sled.load(channel).unwrap(), None);
    setup.swept().await;
    assert_eq!(fake.channel_messages(channel).len(), 2);

    eprintln!("--- what the channel saw ---\n{}", transcript.join("\n"));
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_clocks_shows_them_and_the_sweep_ends_it_when_a_flag_falls() {
    let fake = FakeDiscord::start(TOKEN).await;
    let setup = Setup::new();
    let bot = setup.start(&fake);
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();

    // Clocks and a time per move do not go together; the bot plays without clocks.
    let both = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("time", "1h"), ("clock", "5+3")],
        )
        .await;
    assert_ephemeral(&both, "clock with time");
    assert!(both.content().contains("not both"), "{both:?}");
    let against_bot = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("clock", "5+3")],
        )
        .await;
    assert_ephemeral(&against_bot, "clock against the bot");

    let challenge = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("clock", "1+0")],
        )
        .await;
    assert_addressed(&challenge, Some(&bob), "challenge");
    assert!(
        challenge
            .content()
            .ends_with("Clocks: 1+0 (1 minute each, plus 0 s a move)."),
        "{:?}",
        challenge.content()
    );
    let started = fake.slash(&bob, "accept", &[]).await;
    assert!(
        started.content().contains("⏱ White 1:00 ◂ · Black 1:00"),
        "{:?}",
        started.content()
    );
    setup.clock.advance_ms(10_500);
    let moved = fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    assert!(
        moved.content().contains("⏱ White 0:49 · Black 1:00 ◂"),
        "{:?}",
        moved.content()
    );
    assert!(setup.game(channel).clock.is_some());

    // Bob thinks past his minute: the sweep ends the game, nobody has to claim it.
    setup.clock.advance(60);
    let posted = fake.wait_channel_messages(channel, 1).await;
    assert_addressed(&posted[0], Some(&alice), "flag");
    assert!(
        posted[0]
            .content()
            .ends_with("Alice (White) wins: Bob ran out of time on the clock. 1-0"),
        "{:?}",
        posted[0].content()
    );
    assert_eq!(setup.sled.load(channel).unwrap(), None);
    let pdn = fake.slash(&alice, "pdn", &[]).await;
    let file = pdn.files.first().expect("a PDN file");
    let text = String::from_utf8_lossy(&file.bytes);
    assert!(text.contains("[TimeControl \"60+0\"]"), "{text}");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_activity_served_game_messages_offer_open_board_which_launches_it() {
    let fake = FakeDiscord::start(TOKEN).await;
    let setup = Setup::new();
    let service = GameService::new(Arc::new(SharedStore(setup.sled.clone()))).with_activity(true);
    let bot = RunningBot::start_service(config_for(&fake, setup.dir.path()), Arc::new(service));
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    let challenge = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert!(!labels(&challenge).contains(&"Open board".to_string()));
    let started = fake.slash(&bob, "accept", &[]).await;
    assert_eq!(
        labels(&started).last().map(String::as_str),
        Some("Open board")
    );
    let moved = fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    assert_eq!(labels(&moved).len(), 5, "{:?}", labels(&moved));
    assert_eq!(
        labels(&moved).last().map(String::as_str),
        Some("Open board")
    );

    // The press is answered by launching the Activity (callback type 12); the game is as it was.
    let before = setup.game(channel);
    let launched = press(&fake, channel, &bob, &moved, "Open board").await;
    assert_eq!(launched.kind, 12, "{launched:?}");
    assert_eq!(setup.game(channel), before);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_is_asked_declined_then_accepted_by_buttons() {
    let fake = FakeDiscord::start(TOKEN).await;
    let setup = Setup::new();
    let bot = setup.start(&fake);
    fake.wait_registered().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let channel = fake.default_channel();
    let mut transcript = Vec::new();

    transcript.push(seen(
        &fake
            .slash(&alice, "challenge", &[("opponent", "@bob")])
            .await,
    ));
    let started = fake.slash(&bob, "accept", &[]).await;
    assert_eq!(labels(&started), ["Resign", "Offer draw", "Flip board"]);
    transcript.push(seen(&started));
    let moved = fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    transcript.push(seen(&moved));
    let replied = fake.slash(&bob, "move", &[("notation", "f6-e5")]).await;
    assert_eq!(
        labels(&replied),
        ["Resign", "Offer draw", "Flip board", "Take back"]
    );
    transcript.push(seen(&replied));

    // alice asks with the button under bob's move; bob is asked, with two buttons.
    let asked = press(&fake, channel, &alice, &replied, "Take back").await;
    assert_addressed(&asked, Some(&bob), "takeback request");
    assert_eq!(
        asked.content(),
        format!(
            "{} Alice asks to take back c3-d4 and f6-e5. Bob: press Accept takeback (or /takeback) to agree, or Decline.\nMoves: 1. c3-d4 f6-e5",
            bob.mention()
        )
    );
    assert_eq!(labels(&asked), ["Accept takeback", "Decline takeback"]);
    assert!(asked.files.is_empty());
    transcript.push(seen(&asked));

    // carol cannot answer it, alice cannot accept her own.
    let by_carol = press(&fake, channel, &carol, &asked, "Accept takeback").await;
    assert_ephemeral(&by_carol, "accept by a third user");
    let by_alice = press(&fake, channel, &alice, &asked, "Accept takeback").await;
    assert_ephemeral(&by_alice, "accepting one's own request");

    let declined = press(&fake, channel, &bob, &asked, "Decline takeback").await;
    assert_addressed(&declined, Some(&alice), "decline");
    assert!(declined
        .content()
        .ends_with("Bob declined the takeback; the game goes on."));
    transcript.push(seen(&declined));
    assert_eq!(setup.game(channel).moves.len(), 2);

    // Asked again by command; accepted: both plies undone, alice to move.
    let again = fake.slash(&alice, "takeback", &[]).await;
    assert_addressed(&again, Some(&bob), "second request");
    transcript.push(seen(&again));
    let undone = press(&fake, channel, &bob, &again, "Accept takeback").await;
    assert_addressed(&undone, Some(&alice), "takeback accepted");
    assert!(
        undone.content().ends_with(
            "Bob accepted the takeback: c3-d4 and f6-e5 taken back. Alice (White) to move."
        ),
        "{:?}",
        undone.content()
    );
    assert!(undone.file(towers::discord::BOARD_FILE_NAME).is_some());
    transcript.push(seen(&undone));
    assert!(setup.game(channel).moves.is_empty());

    // The first request's buttons are stale now.
    let stale = press(&fake, channel, &bob, &asked, "Accept takeback").await;
    assert_ephemeral(&stale, "stale takeback button");
    assert_eq!(stale.content(), stale_button_text());

    let resigned = fake.slash(&bob, "resign", &[]).await;
    transcript.push(seen(&resigned));
    eprintln!("--- what the channel saw ---\n{}", transcript.join("\n"));
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_challenge_is_taken_by_a_third_user_and_an_unanswered_one_expires() {
    let fake = FakeDiscord::start(TOKEN).await;
    let setup = Setup::new();
    let bot = setup.start(&fake);
    fake.wait_registered().await;
    let (alice, carol) = (fake.user("alice"), fake.user("carol"));
    let channel = fake.default_channel();

    let open = fake.slash(&alice, "challenge", &[("color", "black")]).await;
    assert_addressed(&open, None, "open challenge");
    assert_eq!(
        open.content(),
        "Alice offers a game of Bashni to anyone here: press Accept (or /accept) to play (the challenge expires in 15 minutes). Alice plays Black."
    );
    assert_eq!(labels(&open), ["Accept", "Decline"]);

    let own = press(&fake, channel, &alice, &open, "Accept").await;
    assert_ephemeral(&own, "the challenger accepting");
    assert!(own.content().contains("your own open challenge"), "{own:?}");

    let started = press(&fake, channel, &carol, &open, "Accept").await;
    assert_addressed(&started, Some(&carol), "accepted by carol");
    assert!(
        started
            .content()
            .contains("Carol plays White, Alice plays Black"),
        "{:?}",
        started.content()
    );

    // Elsewhere an open challenge nobody takes is cleared by the sweep, with a message.
    let other = fake.new_channel();
    fake.slash_in(other, &alice, "challenge", &[]).await;
    setup.swept().await;
    assert!(fake.channel_messages(other).is_empty());
    setup.clock.advance(15 * 60);
    let posted = fake.wait_channel_messages(other, 1).await;
    assert_addressed(&posted[0], None, "expiry");
    assert_eq!(
        posted[0].content(),
        "Alice's open challenge expired unanswered."
    );
    assert_eq!(setup.sled.load(other).unwrap(), None);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_its_own_thread_leaves_the_channel_free() {
    let fake = FakeDiscord::start(TOKEN).await;
    let setup = Setup::new();
    let bot = setup.start(&fake);
    fake.wait_registered().await;
    let (alice, bob, carol, dave) = (
        fake.user("alice"),
        fake.user("bob"),
        fake.user("carol"),
        fake.user("dave"),
    );
    let channel = fake.default_channel();

    let answer = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("thread", "true")],
        )
        .await;
    assert_eq!(
        answer.kind, 5,
        "deferred while the thread is made: {answer:?}"
    );
    let linked = fake.wait_webhooks(1).await;
    let threads = fake.threads();
    assert_eq!(
        threads.len(),
        1,
        "{linked:?} {:?} {:?}",
        fake.requests(),
        fake.webhooks()
    );
    assert_eq!(threads[0]["type"], 11);
    assert_eq!(threads[0]["parent_id"], channel.to_string());
    assert_eq!(threads[0]["name"], "Bashni: Alice vs Bob");
    let thread: u64 = threads[0]["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(
        linked[0].content(),
        format!("Bashni: Alice vs Bob: in the thread <#{thread}>.")
    );
    assert_addressed(&linked[0], None, "the link in the channel");

    // The challenge is in the thread, pinging bob; the game is played there.
    let posted = fake.wait_channel_messages(thread, 1).await;
    assert_addressed(&posted[0], Some(&bob), "challenge in the thread");
    assert!(posted[0].content().contains("Alice challenges Bob"));
    assert!(fake.channel_messages(channel).is_empty());
    let started = press(&fake, thread, &bob, &posted[0], "Accept").await;
    assert_addressed(&started, Some(&alice), "accepted in the thread");
    let moved = fake
        .slash_in(thread, &alice, "move", &[("notation", "c3-d4")])
        .await;
    assert_addressed(&moved, Some(&bob), "a move in the thread");
    assert_eq!(setup.game(thread).moves, ["c3-d4"]);

    // The channel itself has no game and takes another one.
    let board = fake.slash(&carol, "board", &[]).await;
    assert_ephemeral(&board, "board in the parent channel");
    let other = fake
        .slash(&carol, "challenge", &[("opponent", "@dave")])
        .await;
    assert_addressed(&other, Some(&dave), "a second game in the channel");

    // Refused before any thread is made: challenging oneself.
    let own = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@alice"), ("thread", "true")],
        )
        .await;
    assert_ephemeral(&own, "self-challenge in a thread");
    assert_eq!(fake.threads().len(), 1);

    // Against the bot, with the bot moving first: one message in the thread, the start and
    // the bot's move with the board, pinging alice.
    let parent = fake.new_channel();
    fake.slash_in(
        parent,
        &alice,
        "challenge",
        &[
            ("opponent", "@towers"),
            ("color", "black"),
            ("level", "1"),
            ("thread", "true"),
        ],
    )
    .await;
    let linked = fake.wait_webhooks(2).await;
    let threads = fake.threads();
    assert_eq!(threads[1]["name"], "Bashni: Alice vs Towers");
    assert_eq!(threads[1]["parent_id"], parent.to_string());
    let bot_thread: u64 = threads[1]["id"].as_str().unwrap().parse().unwrap();
    assert!(linked[1].content().ends_with(&format!("<#{bot_thread}>.")));
    let posted = fake.wait_channel_messages(bot_thread, 1).await;
    assert_addressed(
        &posted[0],
        Some(&alice),
        "the bot's first move in its thread",
    );
    assert!(
        posted[0].content().contains("Towers (White) played")
            && posted[0]
                .content()
                .contains("Alice (Black) to move.\nMoves: 1. "),
        "{:?}",
        posted[0].content()
    );
    assert!(posted[0].file(towers::discord::BOARD_FILE_NAME).is_some());
    assert_eq!(setup.game(bot_thread).moves.len(), 1);
    setup.swept().await;
    assert_eq!(fake.channel_messages(bot_thread).len(), 1);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_bot_a_takeback_undoes_the_move_and_the_bots_reply_at_once() {
    let fake = FakeDiscord::start(TOKEN).await;
    let setup = Setup::new();
    let bot = setup.start(&fake);
    fake.wait_registered().await;
    let alice = fake.user("alice");
    let channel = fake.default_channel();

    let time = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("time", "1h")],
        )
        .await;
    assert_ephemeral(&time, "a time limit against the bot");
    let started = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("level", "1")],
        )
        .await;
    assert_addressed(&started, Some(&alice), "game against the bot");
    let nothing = fake.slash(&alice, "takeback", &[]).await;
    assert_ephemeral(&nothing, "nothing to take back yet");

    let moved = fake.slash(&alice, "move", &[("notation", "c3-d4")]).await;
    assert_eq!(moved.kind, 5, "deferred for the bot's move: {moved:?}");
    let edits = fake.wait_webhooks(1).await;
    assert_addressed(&edits[0], Some(&alice), "the bot's reply");
    let bot_move = setup.game(channel).moves[1].clone();
    assert_eq!(labels(&edits[0]), ["Resign", "Flip board", "Take back"]);

    let undone = press(&fake, channel, &alice, &edits[0], "Take back").await;
    assert_addressed(&undone, Some(&alice), "takeback against the bot");
    assert_eq!(
        undone.content(),
        format!(
            "{} Alice took back c3-d4 and {bot_move}. Alice (White) to move.",
            alice.mention()
        )
    );
    assert!(undone.file(towers::discord::BOARD_FILE_NAME).is_some());
    assert!(setup.game(channel).moves.is_empty());
    // No time limit against the bot: nothing is ever posted about the clock.
    setup.clock.advance(40 * 24 * 3_600);
    setup.swept().await;
    assert!(fake.channel_messages(channel).is_empty());

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
