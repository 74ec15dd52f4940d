//! Load figure: the real bot (release build) against the stand-in Discord on 127.0.0.1,
//! with `LOAD_GAMES` live games (default 200, people only: the engine is off). Interactions
//! are sent open-loop at `LOAD_RATE` per second (default 200) for `LOAD_SECS` seconds
//! (default 10), spread evenly over the games: each game's next `/move` goes out on its own
//! schedule (or as soon as its previous answer is in, if that is later).
//!
//! Latency is the stand-in's: from dispatching INTERACTION_CREATE on the gateway to
//! receiving the bot's first callback. Reported: p50/p90/p99/max and throughput, first for a
//! baseline of `/rules` (same plumbing, no store, no picture) at the same rate, then for the
//! moves; then the in-process cost of the two pieces of a move that dominate it, in the same
//! run: rendering the board PNG and one sled update with its flush.
//!
//! `cargo bench --bench load` (harness = false; not a test: nothing is asserted).

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, FakeUser};
use support::games::{start_games, stored_game};
use support::stores::SharedStore;
use towers::rules::{Color, Game};
use towers::store::{Change, ChannelRecord, GameRecord, SledStore, Store};

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// What one game's driver saw.
#[derive(Default)]
struct Seen {
    latencies: Vec<Duration>,
    deferred: usize,
    refused: usize,
    finished: bool,
}

/// Sorted-sample percentile (nearest rank).
fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

fn report(label: &str, seen: Vec<Seen>, elapsed: Duration) {
    let mut all: Vec<Duration> = seen.iter().flat_map(|s| s.latencies.clone()).collect();
    all.sort();
    let deferred: usize = seen.iter().map(|s| s.deferred).sum();
    let refused: usize = seen.iter().map(|s| s.refused).sum();
    let finished = seen.iter().filter(|s| s.finished).count();
    println!(
        "{label}: {} answered in {:.2} s = {:.1}/s; deferred {deferred}, refused {refused}, games finished {finished}",
        all.len(),
        elapsed.as_secs_f64(),
        all.len() as f64 / elapsed.as_secs_f64()
    );
    println!(
        "{label}: dispatch -> first callback p50 {}, p90 {}, p99 {}, max {}",
        ms(percentile(&all, 50.0)),
        ms(percentile(&all, 90.0)),
        ms(percentile(&all, 99.0)),
        ms(all.last().copied().unwrap_or_default()),
    );
}

/// Drives one game: a legal `/move` by the player to move at each tick, until `end`.
async fn drive_game(
    fake: Arc<FakeDiscord>,
    channel: u64,
    mut game: Game,
    (white, black): (FakeUser, FakeUser),
    first: Instant,
    period: Duration,
    end: Instant,
) -> Seen {
    let mut seen = Seen::default();
    let mut tick = first;
    let mut k = 0usize;
    loop {
        let now = Instant::now();
        if tick > now {
            tokio::time::sleep(tick - now).await;
        }
        if Instant::now() >= end {
            break;
        }
        let moves = towers::rules::notation::legal_texts(game.position());
        if moves.is_empty() || game.outcome().is_some() {
            seen.finished = true;
            break;
        }
        let notation = moves[(k * 7 + channel as usize) % moves.len()].clone();
        let mover = match game.position().side_to_move() {
            Color::White => &white,
            Color::Black => &black,
        };
        let answer = fake
            .start_slash_in(channel, mover, "move", &[("notation", notation.as_str())])
            .answer()
            .await;
        seen.latencies
            .push(answer.since_dispatch.unwrap_or_default());
        if answer.kind == 5 {
            seen.deferred += 1;
        }
        if answer.is_ephemeral() || game.play_text(&notation).is_err() {
            seen.refused += 1;
        }
        k += 1;
        tick += period;
    }
    seen
}

/// Sends `/rules` from `user` in `channel` on the same schedule (the baseline).
async fn drive_rules(
    fake: Arc<FakeDiscord>,
    channel: u64,
    user: FakeUser,
    first: Instant,
    period: Duration,
    end: Instant,
) -> Seen {
    let mut seen = Seen::default();
    let mut tick = first;
    loop {
        let now = Instant::now();
        if tick > now {
            tokio::time::sleep(tick - now).await;
        }
        if Instant::now() >= end {
            break;
        }
        let answer = fake
            .start_slash_in(channel, &user, "rules", &[])
            .answer()
            .await;
        seen.latencies
            .push(answer.since_dispatch.unwrap_or_default());
        tick += period;
    }
    seen
}

async fn run(games: usize, rate: f64, secs: f64) {
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    fake.set_patience(Duration::from_secs(120));
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channels: Vec<u64> = (0..games).map(|_| fake.new_channel()).collect();
    start_games(SharedStore(sled.clone()), &channels, &alice, &bob);
    let bot_dir = tempfile::tempdir().unwrap();
    // Two users send every command: no per-user limit (the tests' 1000/1s would refuse
    // most of a 200/s run, measuring the refusal instead of the move).
    let mut config = config_for(&fake, bot_dir.path());
    config.rate_limit = None;
    // Deferring as in production: a slow answer shows as a deferral, not as a late answer.
    config.defer_after = towers::config::DEFAULT_DEFER_AFTER;
    let bot = RunningBot::start(config, SharedStore(sled.clone()));
    fake.wait_registered().await;
    let fake = Arc::new(fake);
    println!(
        "load: {games} live games (Bashni, people only), {rate}/s for {secs} s; loadavg {}",
        loadavg()
    );

    // Each game (and each baseline sender) gets rate/games interactions per second,
    // staggered so that the whole stream is even.
    let period = Duration::from_secs_f64(games as f64 / rate);
    let gap = Duration::from_secs_f64(1.0 / rate);
    let phase = Duration::from_secs_f64(secs);

    let start = Instant::now();
    let end = start + phase / 2;
    let baseline = futures::future::join_all(channels.iter().enumerate().map(|(i, &c)| {
        tokio::spawn(drive_rules(
            fake.clone(),
            c,
            alice.clone(),
            start + gap * i as u32,
            period,
            end,
        ))
    }))
    .await;
    let baseline: Vec<Seen> = baseline.into_iter().map(|s| s.expect("driver")).collect();
    report("baseline /rules", baseline, start.elapsed());

    let start = Instant::now();
    let end = start + phase;
    let drivers = channels.iter().enumerate().map(|(i, &c)| {
        let game = towers::service::rebuild(&stored_game(&sled, c)).expect("rebuild");
        tokio::spawn(drive_game(
            fake.clone(),
            c,
            game,
            (alice.clone(), bob.clone()),
            start + gap * i as u32,
            period,
            end,
        ))
    });
    let seen = futures::future::join_all(drivers).await;
    let seen: Vec<Seen> = seen.into_iter().map(|s| s.expect("driver")).collect();
    report("/move", seen, start.elapsed());
    println!("loadavg after the moves: {}", loadavg());

    // The two big pieces of a move, in-process, on the games as they are now.
    let records: Vec<GameRecord> = channels.iter().map(|&c| stored_game(&sled, c)).collect();
    let renderer = towers::render::Renderer::new();
    let mut render = Vec::new();
    for record in &records {
        let game = towers::service::rebuild(record).expect("rebuild");
        let last = game.last_move().map(|(_, m)| *m);
        let view = towers::service::board_view(
            game.position(),
            last.as_ref(),
            game.position().side_to_move(),
            false,
        );
        let t = Instant::now();
        let png = renderer.png(&view).expect("render");
        render.push(t.elapsed());
        std::hint::black_box(png);
    }
    let mut update = Vec::new();
    for (i, record) in records.iter().enumerate() {
        let scratch = u64::MAX - i as u64;
        let put = ChannelRecord::Game(record.clone());
        let t = Instant::now();
        sled.update::<_, ()>(scratch, &|_| Ok((Change::Put(put.clone()), ())))
            .expect("store")
            .expect("update");
        update.push(t.elapsed());
    }
    render.sort();
    update.sort();
    println!(
        "pieces of a move (in-process, {} samples): board PNG p50 {} p99 {}; sled update+flush p50 {} p99 {}",
        records.len(),
        ms(percentile(&render, 50.0)),
        ms(percentile(&render, 99.0)),
        ms(percentile(&update, 50.0)),
        ms(percentile(&update, 99.0)),
    );

    if let Ok(fake) = Arc::try_unwrap(fake) {
        fake.assert_all_handled();
        drop(fake);
    }
    if let Err(e) = bot.stop().await {
        eprintln!("bot did not stop cleanly: {e}");
    }
}

fn main() {
    // `cargo bench` passes `--bench`; there are no other arguments.
    let games = env_or("LOAD_GAMES", 200usize);
    let rate = env_or("LOAD_RATE", 200.0f64);
    let secs = env_or("LOAD_SECS", 10.0f64);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("tokio runtime");
    runtime.block_on(run(games, rate, secs));
}
