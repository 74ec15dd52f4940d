//! Helpers of the end-to-end tests against the fake Discord (`e2e_discord`, `e2e_play`,
//! `e2e_buttons`): starting the bot on a store, and what a public, private or edited answer
//! must look like.

use super::bot::{config_for, RunningBot, TOKEN};
use super::fake_discord::{FakeDiscord, FakeUser, Recorded};
use super::stores::SharedStore;
use super::transcript::buttons;
use serde_json::json;

/// The fake, the bot connected to it (commands registered), and the bot's data directory.
pub async fn start_with<S: towers_store::Store>(
    store: impl FnOnce(&std::path::Path) -> S,
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    start_on(FakeDiscord::start(TOKEN).await, store).await
}

/// The bot connected to `fake`, commands registered.
pub async fn start_on<S: towers_store::Store>(
    fake: FakeDiscord,
    store: impl FnOnce(&std::path::Path) -> S,
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    start_configured(fake, store, |_| ()).await
}

/// [`start_with`], deferring after [`super::bot::QUICK_DEFER`].
pub async fn start_deferring<S: towers_store::Store>(
    store: impl FnOnce(&std::path::Path) -> S,
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    let quick = |c: &mut towers::config::Config| c.discord.defer_after = super::bot::QUICK_DEFER;
    start_configured(FakeDiscord::start(TOKEN).await, store, quick).await
}

/// [`start_on`] with the test configuration changed by `configure`.
pub async fn start_configured<S: towers_store::Store>(
    fake: FakeDiscord,
    store: impl FnOnce(&std::path::Path) -> S,
    configure: impl FnOnce(&mut towers::config::Config),
) -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    super::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    configure(&mut config);
    let bot = RunningBot::start(config, store(dir.path()));
    fake.wait_registered().await;
    (fake, bot, dir)
}

/// A reply only the invoker sees, with text and no picture.
pub fn assert_ephemeral(reply: &Recorded, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(
        reply.is_ephemeral(),
        "{what} should be ephemeral: {reply:?}"
    );
    assert!(!reply.content().is_empty(), "{what}: empty refusal");
    assert!(reply.files.is_empty(), "{what}: refusal with a file");
}

/// The seed's Bashni sample game (White, Black alternately).
pub const SAMPLE_GAME: [&str; 12] = [
    "c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3", "c5-b4", "a3:c5:a7", "c7-b6", "a5:c7:e5",
    "f6:d4:b2", "a1:c3", "d8-c7",
];

/// A reply posted in the channel that may ping `addressee` and nobody else (and, when
/// given, starts by pinging them).
pub fn assert_public(reply: &Recorded, addressee: Option<&FakeUser>, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(!reply.is_ephemeral(), "{what} should be public: {reply:?}");
    assert!(!reply.content().is_empty(), "{what}: no text");
    let mentions = reply.allowed_mentions();
    assert_eq!(mentions["parse"], json!([]), "{what}: pings by kind");
    assert_eq!(mentions["roles"], json!([]), "{what}: pings roles");
    if let Some(user) = addressee {
        assert_eq!(mentions["users"], json!([user.id.to_string()]), "{what}");
        assert!(
            reply.content().starts_with(&user.mention()),
            "{what}: does not address {}: {:?}",
            user.name,
            reply.content()
        );
    } else {
        assert!(
            mentions["users"].as_array().is_none_or(|u| u.len() <= 1),
            "{what}: pings several users"
        );
    }
}

/// A public reply with a decodable `board.png`; returns the PNG.
pub fn assert_public_board(reply: &Recorded, addressee: Option<&FakeUser>, what: &str) -> Vec<u8> {
    assert_public(reply, addressee, what);
    let file = reply
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("{what}: no board.png in {reply:?}"));
    assert_eq!(file.content_type, "image/png", "{what}");
    let image = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{what}: board.png is not a PNG: {e}"));
    let (w, h) = (image.width(), image.height());
    assert!(
        (64..=4096).contains(&w) && (64..=4096).contains(&h),
        "{what}: board is {w}x{h}"
    );
    file.bytes.clone()
}

/// The channel's active game as stored.
pub fn stored_game(store: &towers_store::SledStore, channel: u64) -> towers_store::GameRecord {
    use towers_store::Store;
    match store.load(channel).expect("store readable") {
        Some(towers_store::ChannelRecord::Game(g)) => g,
        other => panic!("no game in channel {channel}: {other:?}"),
    }
}

/// The first legal move of the channel's stored game.
pub fn a_legal_move(store: &towers_store::SledStore, channel: u64) -> String {
    let game = towers::service::game::records::rebuild(&stored_game(store, channel))
        .expect("game rebuilds");
    towers_rules::notation::legal_texts(game.position())
        .into_iter()
        .next()
        .expect("a legal move")
}

/// A webhook call that is a PATCH of the original response of the last interaction,
/// public, addressing `human`, with a decodable board.
pub fn assert_edited_board(edit: &Recorded, human: &FakeUser, what: &str) {
    assert!(
        edit.route.starts_with("PATCH /api/v10/webhooks/")
            && edit.route.ends_with("/messages/@original"),
        "{what}: not an edit of the original response: {}",
        edit.route
    );
    assert!(!edit.is_ephemeral(), "{what}: ephemeral");
    assert_eq!(
        edit.allowed_mentions()["users"],
        json!([human.id.to_string()]),
        "{what}"
    );
    assert_eq!(edit.allowed_mentions()["parse"], json!([]), "{what}");
    assert!(
        edit.content().starts_with(&human.mention()),
        "{what}: {:?}",
        edit.content()
    );
    let file = edit
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("{what}: no board.png in {edit:?}"));
    assert_eq!(file.content_type, "image/png", "{what}");
    image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{what}: board.png is not a PNG: {e}"));
}

/// Presses the button labelled `label` under `reply` (which must have one) as `user`.
pub async fn press(
    fake: &FakeDiscord,
    channel: u64,
    user: &FakeUser,
    reply: &Recorded,
    label: &str,
) -> Recorded {
    let (_, id) = buttons(reply)
        .into_iter()
        .find(|(l, _)| l == label)
        .unwrap_or_else(|| panic!("no {label} button under {reply:?}"));
    fake.click(channel, user, &id, fake.message_of(channel, reply))
        .await
}

/// A bot over a sled store the test can read too.
pub async fn start_shared() -> (
    FakeDiscord,
    super::bot::RunningBot,
    std::sync::Arc<towers_store::SledStore>,
    tempfile::TempDir,
) {
    let dir = tempfile::tempdir().unwrap();
    let sled = std::sync::Arc::new(
        towers_store::SledStore::open(&dir.path().join("games")).expect("open the store"),
    );
    let shared = sled.clone();
    let (fake, bot, _bot_dir) = start_with(move |_| SharedStore(shared)).await;
    (fake, bot, sled, dir)
}

/// The PDN attachment of a `/pdn` reply, read back as one game.
pub fn exported(reply: &Recorded, file_name: &str) -> towers_rules::pdn::PdnGame {
    assert_public(reply, None, "/pdn");
    assert!(
        reply.allowed_mentions()["users"]
            .as_array()
            .is_none_or(|u| u.is_empty()),
        "/pdn pings: {reply:?}"
    );
    let file = reply
        .file(file_name)
        .unwrap_or_else(|| panic!("no {file_name} in {reply:?}"));
    let text = towers_rules::pdn::decode(&file.bytes);
    let mut games = towers_rules::pdn::read(&text).expect("the export reads as PDN");
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0)
}
