//! Helpers of the e2e_* tests: a bot over a sled store the test reads too, the checks of what
//! a message shows (private or public, whom it pings, its board), games seeded from a position,
//! and autocomplete choices.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use super::store_fixtures::{position_game, put_game};
use image::RgbImage;
use serde_json::json;
use towers_store::{ChannelRecord, SledStore, Store};

use super::bot::{config_for, RunningBot, TOKEN};
use super::fake_discord::{FakeDiscord, FakeUser, Recorded};
use super::games::player;
use super::stores::SharedStore;
use super::transcript::pinged;

/// The fake and a bot over a sled store the test reads too.
pub async fn start() -> (FakeDiscord, RunningBot, Arc<SledStore>, tempfile::TempDir) {
    super::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    fake.set_patience(Duration::from_secs(60));
    let bot = RunningBot::start(config_for(&fake, dir.path()), SharedStore(sled.clone()));
    fake.wait_registered().await;
    (fake, bot, sled, dir)
}

/// `/challenge opponent:@bob thread:true` typed by `user` in `channel`: asserts that the first
/// answer is a deferral (the thread is being made) and returns the answer that follows it.
pub async fn thread_challenge(fake: &FakeDiscord, channel: u64, user: &FakeUser) -> Recorded {
    let waiting = fake.start_slash_in(
        channel,
        user,
        "challenge",
        &[("opponent", "@bob"), ("thread", "true")],
    );
    let token = waiting.token.clone();
    let first = waiting.answer().await;
    assert_eq!(
        first.kind, 5,
        "deferred while the thread is made: {first:?}"
    );
    fake.final_answer(&first, &token).await
}

pub fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A reply only the invoker sees: text, no file, pings nobody.
pub fn assert_private(reply: &Recorded, what: &str) {
    assert!(reply.is_ephemeral(), "{what} should be private: {reply:?}");
    assert!(!reply.content().is_empty(), "{what}: no text");
    assert!(reply.files.is_empty(), "{what}: a file");
    assert!(pinged(reply).is_empty(), "{what}: pings");
}

/// A public message that pings exactly `addressee` (and starts with the ping), or nobody;
/// never @everyone or roles.
pub fn assert_public(message: &Recorded, addressee: Option<&FakeUser>, what: &str) {
    assert!(
        !message.is_ephemeral(),
        "{what} should be public: {message:?}"
    );
    let mentions = message.allowed_mentions();
    assert_eq!(mentions["parse"], json!([]), "{what}: pings by kind");
    match addressee {
        Some(user) => {
            assert_eq!(pinged(message), [user.id], "{what}");
            assert!(
                message.content().starts_with(&user.mention()),
                "{what}: does not address {}: {:?}",
                user.name,
                message.content()
            );
        }
        None => assert!(pinged(message).is_empty(), "{what}: pings {mentions}"),
    }
}

/// The board picture of a message, decoded.
pub fn board(message: &Recorded) -> RgbImage {
    let file = message
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("no board in {message:?}"));
    assert_eq!(file.content_type, "image/png");
    image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .expect("board.png is a PNG")
        .to_rgb8()
}

/// The stored player for `user` under the name Discord shows (`global_name`, capitalised by
/// the stand-in), as a game started on Discord stores it.
pub fn named(user: &FakeUser) -> towers_store::Player {
    let mut p = player(user);
    let mut chars = user.name.chars();
    p.name = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    p
}

/// Puts an active Bashni game from `fen` (alice White, bob Black) in `channel`, as a game
/// started from a position would be stored.
pub fn seed_position(
    sled: &SledStore,
    guild: u64,
    channel: u64,
    alice: &FakeUser,
    bob: &FakeUser,
    fen: &str,
) {
    let mut record = position_game(
        sled.next_game_id().unwrap(),
        channel,
        named(alice),
        named(bob),
        fen,
        now(),
    );
    record.guild = Some(guild);
    put_game(sled, &record);
}

/// The choices of an autocomplete answer (name and value are the same text).
pub fn choices(reply: &Recorded) -> Vec<String> {
    assert_eq!(reply.kind, 8, "expected an autocomplete result: {reply:?}");
    reply.json["data"]["choices"]
        .as_array()
        .unwrap_or_else(|| panic!("no choices: {reply:?}"))
        .iter()
        .map(|c| {
            assert_eq!(c["name"], c["value"], "{c}");
            c["value"].as_str().expect("a string choice").to_string()
        })
        .collect()
}

/// The channel's game in progress, rebuilt.
pub fn current_game(sled: &SledStore, channel: u64) -> towers_rules::Game {
    match sled.load(channel).expect("the store reads") {
        Some(ChannelRecord::Game(g)) => {
            towers::service::game::records::rebuild(&g).expect("the game rebuilds")
        }
        other => panic!("no game in {channel}: {other:?}"),
    }
}
