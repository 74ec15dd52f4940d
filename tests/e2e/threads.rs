//! Games in their own threads, end to end through the stand-in Discord: a thread whose game
//! is over is archived after the final message (a resignation by command, a draw agreed by
//! button, a win claimed on time, the bot's winning move), and a challenge the service fails
//! to start leaves no empty thread behind.

use crate::support;

use serde_json::{json, Value};
use std::sync::Arc;
use support::bot::{config_for, RunningBot, TOKEN};

use crate::support::players::T0;
use support::fake_discord::{FakeDiscord, FakeUser, Recorded};
use support::games::player;
use support::store_fixtures::{position_game, put_game};
use support::stores::FailingStore;
use support::transcript::button_id;
use towers::discord::internal_error_text;
use towers::service::game::clock::ManualClock;
use towers::service::GameService;
use towers_store::{BotSeat, SledStore};

/// `user` challenges `opponent` with `thread:true` in a fresh channel; the thread's id and
/// the challenge posted in it.
async fn challenge_in_thread(
    fake: &FakeDiscord,
    user: &FakeUser,
    opponent: &FakeUser,
) -> (u64, Recorded) {
    challenge_in_thread_with(fake, user, opponent, &[]).await
}

/// [`challenge_in_thread`] with more options of `/challenge`.
async fn challenge_in_thread_with(
    fake: &FakeDiscord,
    user: &FakeUser,
    opponent: &FakeUser,
    more: &[(&str, &str)],
) -> (u64, Recorded) {
    let before = fake.threads().len();
    let parent = fake.new_channel();
    let named = format!("@{}", opponent.name);
    let mut options = vec![("opponent", named.as_str()), ("thread", "true")];
    options.extend_from_slice(more);
    let waiting = fake.start_slash_in(parent, user, "challenge", &options);
    let token = waiting.token.clone();
    let answer = waiting.answer().await;
    assert_eq!(
        answer.kind, 5,
        "deferred while the thread is made: {answer:?}"
    );
    let link = fake.final_answer(&answer, &token).await;
    assert!(link.content().contains("in the thread"), "{link:?}");
    let thread = fake
        .threads()
        .get(before)
        .cloned()
        .unwrap_or_else(|| panic!("no thread made: {:?}", fake.requests()));
    let thread: u64 = thread["id"].as_str().unwrap().parse().unwrap();
    let posted = fake.wait_channel_messages(thread, 1).await;
    assert!(
        posted[0].content().contains("challenges"),
        "{:?}",
        posted[0]
    );
    (thread, posted[0].clone())
}

/// Position of the first logged request `METHOD path`.
fn request_index(fake: &FakeDiscord, method: &str, path: &str) -> usize {
    fake.requests()
        .iter()
        .position(|r| r.method == method && r.path == path)
        .unwrap_or_else(|| panic!("no {method} {path}: {:?}", fake.requests()))
}

/// Asserts that `thread` was archived exactly once, after the interaction `interaction` was
/// answered (its callback came first).
fn assert_archived_after(fake: &FakeDiscord, thread: u64, interaction: u64) {
    let edits: Vec<Value> = fake
        .channel_edits()
        .into_iter()
        .filter(|(c, _)| *c == thread)
        .map(|(_, body)| body)
        .collect();
    assert_eq!(edits.len(), 1, "{edits:?}");
    assert_eq!(edits[0]["archived"], json!(true), "{edits:?}");
    let answered = fake
        .requests()
        .iter()
        .position(|r| {
            r.method == "POST" && r.path.contains(&format!("/interactions/{interaction}/"))
        })
        .expect("the final answer's callback");
    let archived = request_index(fake, "PATCH", &format!("/api/v10/channels/{thread}"));
    assert!(
        answered < archived,
        "archived before the final message: {answered} {archived} {:#?}",
        fake.requests()
    );
    let stored = fake
        .threads()
        .into_iter()
        .find(|t| t["id"].as_str() == Some(&thread.to_string()))
        .expect("the thread still exists");
    assert_eq!(stored["thread_metadata"]["archived"], json!(true));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_is_archived_after_its_game_ends() {
    let (fake, bot, _sled, _dir) = support::e2e::start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));

    // Resignation by command.
    let (thread, _) = challenge_in_thread(&fake, &alice, &bob).await;
    fake.slash_in(thread, &bob, "accept", &[]).await;
    fake.slash_in(thread, &alice, "move", &[("notation", "c3-d4")])
        .await;
    fake.slash_in(thread, &bob, "board", &[]).await;
    assert!(
        fake.channel_edits().is_empty(),
        "archived during the game: {:?}",
        fake.channel_edits()
    );
    let resigned = fake.slash_in(thread, &bob, "resign", &[]).await;
    assert!(!resigned.is_ephemeral(), "{resigned:?}");
    assert!(resigned.content().contains("Bob resigned"), "{resigned:?}");
    fake.wait_channel_edits(1).await;
    assert_archived_after(&fake, thread, resigned.interaction_id);

    // A draw agreed by button, in another thread: that thread is archived, the first one
    // is not touched again.
    let (second, challenge) = challenge_in_thread(&fake, &bob, &alice).await;
    let message = fake.posted_message(second, &challenge);
    fake.click(second, &alice, &button_id(&challenge, "Accept"), message)
        .await;
    let offer = fake.slash_in(second, &alice, "draw", &[]).await;
    assert!(offer.content().contains("offers a draw"), "{offer:?}");
    assert_eq!(fake.channel_edits().len(), 1, "archived on a draw offer");
    let agreed = fake
        .click(
            second,
            &bob,
            &button_id(&offer, "Accept draw"),
            fake.message_of(second, &offer),
        )
        .await;
    assert!(!agreed.is_ephemeral(), "{agreed:?}");
    assert!(agreed.content().contains("draw"), "{agreed:?}");
    fake.wait_channel_edits(2).await;
    assert_archived_after(&fake, second, agreed.interaction_id);
    assert_archived_after(&fake, thread, resigned.interaction_id);

    assert!(fake.deleted_channels().is_empty());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_that_fails_deletes_its_new_thread() {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()), FailingStore);
    fake.wait_registered().await;
    let alice = fake.user("alice");

    let apology = support::e2e::thread_challenge(&fake, fake.default_channel(), &alice).await;
    assert_eq!(apology.content(), internal_error_text(), "{apology:?}");
    let deleted = fake.wait_deleted_channels(1).await;
    let created = fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/threads"))
        .count();
    assert_eq!(created, 1, "one thread was made");
    assert!(fake.threads().is_empty(), "an empty thread is left");
    assert!(
        fake.channel_messages(deleted[0]).is_empty(),
        "the deleted thread had messages"
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_is_archived_after_a_win_claimed_on_time() {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(T0);
    let sled = SledStore::open(&dir.path().join("games")).expect("open the store");
    let service = GameService::new(Arc::new(sled)).with_clock(clock.clone());
    let bot = RunningBot::start_service(config_for(&fake, dir.path()), Arc::new(service));
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));

    let (thread, challenge) =
        challenge_in_thread_with(&fake, &alice, &bob, &[("time", "1h")]).await;
    let message = fake.posted_message(thread, &challenge);
    let started = fake
        .click(thread, &bob, &button_id(&challenge, "Accept"), message)
        .await;
    assert!(started.content().contains("starts"), "{started:?}");

    // Alice does not move within the hour: Bob claims the win in the thread.
    clock.advance(61 * 60);
    let claimed = fake.slash_in(thread, &bob, "claim", &[]).await;
    assert!(!claimed.is_ephemeral(), "{claimed:?}");
    assert!(
        claimed.content().contains("did not move within"),
        "{:?}",
        claimed.content()
    );
    fake.wait_channel_edits(1).await;
    assert_archived_after(&fake, thread, claimed.interaction_id);
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_is_archived_after_the_bots_winning_move() {
    let (fake, bot, sled, _dir) = support::e2e::start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));

    // A thread made for a game, which then holds a Bashni game of Alice against the bot
    // where either move of her last man is captured (in Bashni it goes under the bot's
    // man, so she has no tower left to move).
    let (thread, _challenge) = challenge_in_thread(&fake, &alice, &bob).await;
    let towers_bot = fake.bot_user();
    let mut game = position_game(
        7,
        thread,
        player(&alice),
        player(&towers_bot),
        "W:We3:Be5",
        support::e2e::now(),
    );
    game.bot = Some(BotSeat {
        player: towers_bot.id,
        level: 1,
    });
    put_game(&*sled, &game);

    let waiting = fake.start_slash_in(thread, &alice, "move", &[("notation", "e3-d4")]);
    let (id, token) = (waiting.id, waiting.token.clone());
    let first = waiting.answer().await;
    assert_eq!(first.kind, 5, "deferred for the bot's move: {first:?}");
    let last = fake.final_answer(&first, &token).await;
    assert!(
        last.content().contains("wins"),
        "the bot's winning move: {:?}",
        last.content()
    );
    fake.wait_channel_edits(1).await;
    assert_archived_after(&fake, thread, id);
    let edited = fake
        .requests()
        .iter()
        .position(|r| r.method == "PATCH" && r.path.contains("/webhooks/"))
        .expect("the original response was edited with the bot's move");
    let archived = request_index(&fake, "PATCH", &format!("/api/v10/channels/{thread}"));
    assert!(
        edited < archived,
        "archived before the bot's move was shown"
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
