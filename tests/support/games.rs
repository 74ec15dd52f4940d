//! Games set up directly through the service, for tests that drive the bot over many
//! channels (the Discord path of challenge and accept is tested in buttons).

use towers::service::game::setup::ColorChoice;
use towers::service::game::setup::Setup;
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::{ChannelRecord, GameRecord, Player, SledStore, Store};

use super::fake_discord::FakeUser;

/// The stored player for a stand-in user.
pub fn player(user: &FakeUser) -> Player {
    Player {
        id: user.id,
        name: user.name.clone(),
    }
}

/// Starts a Bashni game `white` vs `black` in each channel through a service on `store`, at
/// the current time (started at an old time, the sweeper would find them overdue and post
/// claim offers).
pub fn start_games<S: Store>(store: S, channels: &[u64], white: &FakeUser, black: &FakeUser) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let service = GameService::new(std::sync::Arc::new(store));
    for &channel in channels {
        service
            .challenge(
                channel,
                &player(white),
                &player(black),
                Variant::Bashni,
                now,
            )
            .expect("challenge");
        service
            .accept(channel, &player(black), now + 1, None)
            .expect("accept");
    }
}

/// Starts a Bashni game in each channel of `channels` between one of `humans` (in turn,
/// playing White, so the human moves first) and the bot `bot` at `level` (1 to
/// [`towers_engine::Level::MAX`]), through a service on `store`, at the current time.
/// Panics (failing the caller) on a level out of range or a refused start.
pub fn start_bot_games<S: Store>(
    store: S,
    channels: &[u64],
    humans: &[FakeUser],
    bot: &FakeUser,
    level: u8,
) {
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let level = towers_engine::Level::new(level).expect("a bot level");
    let service = GameService::new(std::sync::Arc::new(store));
    for (i, &channel) in channels.iter().enumerate() {
        let reply = service
            .start_bot_game(
                channel,
                &player(&humans[i % humans.len()]),
                &player(bot),
                level,
                Setup {
                    color: ColorChoice::White,
                    ..Setup::new(Variant::Bashni)
                },
                now,
            )
            .expect("a bot game");
        assert!(!reply.bot_to_move, "the human moves first");
    }
}

/// The active game of `channel`; panics (failing the test) when there is none.
pub fn stored_game(store: &SledStore, channel: u64) -> GameRecord {
    match store.load(channel).expect("store readable") {
        Some(ChannelRecord::Game(g)) => g,
        other => panic!("no game in channel {channel}: {other:?}"),
    }
}
