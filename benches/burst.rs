//! Burst figure: `BURST_MOVES` (default 200) live games between people, one `/move` in each,
//! all dispatched at once to the real bot (release build, production's 2 s deferral) through
//! the stand-in Discord on 127.0.0.1. Reported: the first answer's delay from the
//! interaction's creation (its snowflake id, which the stand-in mints at dispatch: creation is
//! read from the id's top 42 bits, milliseconds since Discord's epoch), p50/p90/p99/max, how
//! many were deferrals, and how many missed Discord's 3 s (refused by the stand-in). The
//! delay is taken when the bench sees the answer, so it is an upper bound.
//!
//! `cargo bench --bench burst` (harness = false; not a test: nothing is asserted; the test
//! `tests/e2e/concurrency.rs` plays the same burst and asserts only Discord's limit).

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, SystemTime};

use futures::future::join_all;
use support::bot::{config_for, RunningBot, PRODUCTION_DEFER, TOKEN};
use support::fake_discord::FakeDiscord;
use support::figures::{loadavg, ms, percentile};
use support::games::{start_games, stored_game};
use support::stores::SharedStore;
use towers_store::SledStore;

/// How long ago Discord (here the stand-in) created the interaction with snowflake `id`.
fn since_creation(id: u64) -> Duration {
    SystemTime::now()
        .duration_since(towers::snowflake::created_at(id))
        .unwrap_or_default()
}

#[tokio::main(flavor = "multi_thread")]
async fn main() {
    let count: usize = std::env::var("BURST_MOVES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = Arc::new(FakeDiscord::start(TOKEN).await);
    fake.set_patience(Duration::from_secs(120));
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channels: Vec<u64> = (0..count).map(|_| fake.new_channel()).collect();
    start_games(SharedStore(sled.clone()), &channels, &alice, &bob);
    let bot_dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, bot_dir.path());
    config.discord.defer_after = PRODUCTION_DEFER;
    let bot = RunningBot::start(config, SharedStore(sled.clone()));
    fake.wait_registered().await;

    let moves: Vec<String> = channels
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let game = towers::service::game::records::rebuild(&stored_game(&sled, c)).unwrap();
            let legal = towers_rules::notation::legal_texts(game.position());
            legal[i % legal.len()].clone()
        })
        .collect();
    println!("load before the burst: {}", loadavg());
    let waiting: Vec<_> = channels
        .iter()
        .zip(&moves)
        .map(|(&c, m)| fake.start_slash_in(c, &alice, "move", &[("notation", m.as_str())]))
        .collect();
    let seen = join_all(waiting.into_iter().map(|w| async move {
        let id = w.id;
        let answer = w.outcome().await;
        (since_creation(id), answer)
    }))
    .await;

    let mut delays: Vec<Duration> = seen.iter().map(|(d, _)| *d).collect();
    delays.sort();
    let late = seen.iter().filter(|(_, a)| a.is_err()).count();
    let deferred = seen
        .iter()
        .filter(|(_, a)| a.as_ref().is_ok_and(|r| r.kind == 5))
        .count();
    println!(
        "{count} simultaneous /move: first answer from creation p50 {}, p90 {}, p99 {}, max {}; deferred {deferred}, later than 3 s {late}; load {}",
        ms(percentile(&delays, 50.0)),
        ms(percentile(&delays, 90.0)),
        ms(percentile(&delays, 99.0)),
        ms(delays.last().copied().unwrap_or_default()),
        loadavg()
    );
    bot.stop().await.expect("bot stops cleanly");
}
