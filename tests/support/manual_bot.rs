//! The bot's Discord front end run in the test process on a manual clock (the binary has no
//! test clock), against the stand-in Discord, on a sled store in a temporary directory: for
//! events whose rounds or minutes a test makes pass at once (the Swiss and the arena end to
//! end). [`ManualBot::start`], [`create_event`], [`until`], [`png_size`].

use std::sync::Arc;
use std::time::Duration;

use towers::service::game::clock::ManualClock;
use towers::service::GameService;
use towers_store::SledStore;

use super::bot::{config_for, RunningBot, TOKEN};
use super::fake_discord::recorded::Recorded;
use super::fake_discord::{FakeDiscord, FakeUser};
use super::stores::SharedStore;

/// A running bot on a manual clock; destructure it to use the parts.
pub struct ManualBot {
    /// The data directory (removed when dropped).
    pub dir: tempfile::TempDir,
    pub fake: FakeDiscord,
    pub clock: ManualClock,
    pub service: Arc<GameService>,
    pub bot: RunningBot,
}

impl ManualBot {
    /// Starts the stand-in Discord and the bot on a clock at `t0` (Unix seconds), sweeping
    /// every 100 ms of real time, and waits for its commands to be registered.
    pub async fn start(t0: u64) -> ManualBot {
        let dir = tempfile::tempdir().unwrap();
        let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
        let fake = FakeDiscord::start(TOKEN).await;
        fake.set_patience(Duration::from_secs(60));
        let clock = ManualClock::at(t0);
        let service = Arc::new(
            GameService::new(Arc::new(SharedStore(sled)))
                .with_clock(clock.clone())
                .with_sweep_interval(Duration::from_millis(100)),
        );
        let bot = RunningBot::start_service(config_for(&fake, dir.path()), service.clone());
        fake.wait_registered().await;
        ManualBot {
            dir,
            fake,
            clock,
            service,
            bot,
        }
    }
}

/// `director` runs `command` (`tournament create`, `arena create`) with `options` in
/// `channel`: the event's announcement thread and the announcement posted there.
pub async fn create_event(
    fake: &FakeDiscord,
    channel: u64,
    director: &FakeUser,
    command: &str,
    options: &[(&str, &str)],
) -> (u64, Recorded) {
    let waiting = fake.start_slash_in(channel, director, command, options);
    let token = waiting.token.clone();
    let first = waiting.answer().await;
    fake.final_answer(&first, &token).await;
    let home: u64 = fake.threads()[0]["id"].as_str().unwrap().parse().unwrap();
    let announcement = fake.wait_channel_messages(home, 1).await[0].clone();
    (home, announcement)
}

/// Waits (real time, at most 30 s) until `ready` gives a value; panics naming `what` if not.
pub async fn until<T>(what: &str, ready: impl FnMut() -> Option<T>) -> T {
    match super::poll::until(Duration::from_secs(30), ready).await {
        Some(v) => v,
        None => panic!("never: {what}"),
    }
}

/// The size of an uploaded PNG.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).expect("a PNG");
    (img.width(), img.height())
}

/// The sizes of every picture posted in `home` once the podium (720 × 420) is among them.
pub async fn pictures_until_podium(fake: &FakeDiscord, home: u64) -> Vec<(u32, u32)> {
    until("the podium posted", || {
        let sizes: Vec<(u32, u32)> = fake
            .channel_messages(home)
            .iter()
            .flat_map(|m| {
                m.files
                    .iter()
                    .map(|f| png_size(&f.bytes))
                    .collect::<Vec<_>>()
            })
            .collect();
        sizes.contains(&(720, 420)).then_some(sizes)
    })
    .await
}
