//! Load figure: the real bot (release build) against the stand-in Discord on 127.0.0.1,
//! with `LOAD_GAMES` live games between people (default 200). Their interactions are sent
//! open-loop at `LOAD_RATE` per second (default 200) for `LOAD_SECS` seconds (default 10),
//! spread evenly over the games: each game's next `/move` goes out on its own schedule (or
//! as soon as its previous answer is in, if that is later).
//!
//! At the same time `LOAD_BOT_GAMES` games (default 50; 0 for people only) are played against
//! the bot at level 6, the strongest (two seconds a search): in each, the human sends its
//! next `/move` as soon as the bot's answer is in. The engine budget
//! (`TOWERS_ENGINE_THREADS`, default one search per core but one) keeps all but a few of them
//! waiting in line; after `LOAD_SECS` no new move is sent, and every bot game's last answer
//! is waited for (up to `LOAD_BOT_PATIENCE` seconds, default 600), so that "every bot game is
//! answered" is part of the figure. Reported for them: bot replies per game (min, total), the
//! bot's reply latency (dispatch of the human's `/move` to the edit that carries the bot's
//! move), and how many replies carried the engine-busy notice.
//!
//! Latency is the stand-in's: from dispatching INTERACTION_CREATE on the gateway to
//! receiving the bot's first callback. Reported: p50/p90/p99/max and throughput, first for a
//! baseline of `/rules` (same plumbing, no store, no picture) at the same rate, then for the
//! moves; then the in-process cost of the two pieces of a move that dominate it, in the same
//! run: rendering the board PNG and one sled update with its flush.
//!
//! `cargo bench --bench load` (harness = false; not a test: nothing is asserted). The
//! figure in docs/benchmarks.md: `LOAD_RATE=100 LOAD_SECS=20 cargo bench --bench load`.

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::Arc;
use std::time::{Duration, Instant};

use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, FakeUser};
use support::figures::{loadavg, ms, percentile};
use support::games::{start_bot_games, start_games, stored_game};
use support::stores::SharedStore;
use towers_rules::{Color, Game};
use towers_store::{Change, ChannelRecord, GameRecord, SledStore, StoreExt};

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// What one game's driver saw.
#[derive(Default)]
struct Seen {
    latencies: Vec<Duration>,
    deferred: usize,
    refused: usize,
    /// Answers later than Discord's 3 s (refused by the stand-in): the game is not driven
    /// further (the move may have been stored without the bench knowing).
    late: usize,
    finished: bool,
}

/// What one game against the bot saw.
#[derive(Default)]
struct BotSeen {
    /// Dispatch of the human's `/move` to its first callback (the deferral).
    first: Vec<Duration>,
    /// Dispatch of the human's `/move` to the edit carrying the bot's move.
    replies: Vec<Duration>,
    /// Bot replies with the engine-busy notice.
    busy: usize,
    /// Human moves refused (a defect of the bench: its moves are legal).
    refused: usize,
    /// Human moves whose deferral came later than Discord's 3 s (refused by the stand-in).
    late: usize,
    /// A human move whose bot reply never came (within the patience).
    unanswered: bool,
    finished: bool,
}

/// The engine-busy notice (`bot-waited-for-engine`, English).
const BUSY_NOTICE: &str = "The bot waited";

fn report(label: &str, seen: Vec<Seen>, elapsed: Duration) {
    let mut all: Vec<Duration> = seen.iter().flat_map(|s| s.latencies.clone()).collect();
    all.sort();
    let deferred: usize = seen.iter().map(|s| s.deferred).sum();
    let refused: usize = seen.iter().map(|s| s.refused).sum();
    let late: usize = seen.iter().map(|s| s.late).sum();
    let finished = seen.iter().filter(|s| s.finished).count();
    println!(
        "{label}: {} answered in {:.2} s = {:.1}/s; deferred {deferred}, refused {refused}, later than 3 s {late}, games finished {finished}",
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
        let moves = towers_rules::notation::legal_texts(game.position());
        if moves.is_empty() || game.outcome().is_some() {
            seen.finished = true;
            break;
        }
        let notation = moves[(k * 7 + channel as usize) % moves.len()].clone();
        let mover = match game.position().side_to_move() {
            Color::White => &white,
            Color::Black => &black,
        };
        let Ok(answer) = fake
            .start_slash_in(channel, mover, "move", &[("notation", notation.as_str())])
            .outcome()
            .await
        else {
            seen.late += 1;
            break;
        };
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

/// Drives one game against the bot: `human` (White) sends a legal `/move` as soon as the
/// bot's previous answer is in, from `first` until `end`; the answer to the last move is
/// waited for up to `patience` after `end`.
async fn drive_bot_game(
    fake: Arc<FakeDiscord>,
    sled: Arc<SledStore>,
    channel: u64,
    human: FakeUser,
    first: Instant,
    end: Instant,
    patience: Duration,
) -> BotSeen {
    let mut seen = BotSeen::default();
    tokio::time::sleep_until(first.into()).await;
    let mut k = 0usize;
    while Instant::now() < end {
        let game =
            towers::service::game::records::rebuild(&stored_game(&sled, channel)).expect("rebuild");
        let moves = towers_rules::notation::legal_texts(game.position());
        if moves.is_empty() || game.outcome().is_some() {
            seen.finished = true;
            break;
        }
        let notation = moves[(k * 7 + channel as usize) % moves.len()].clone();
        let waiting =
            fake.start_slash_in(channel, &human, "move", &[("notation", notation.as_str())]);
        let token = waiting.token.clone();
        let Ok(answer) = waiting.outcome().await else {
            seen.late += 1;
            break;
        };
        seen.first.push(answer.since_dispatch.unwrap_or_default());
        if answer.is_ephemeral() {
            seen.refused += 1;
            break;
        }
        if !matches!(answer.kind, 5 | 6) {
            // Answered at once: the human's move ended the game.
            seen.finished = true;
            break;
        }
        let deadline = end.max(Instant::now()) + patience;
        let reply = loop {
            if let Some(reply) = fake.first_webhook_for(&token) {
                break Some(reply);
            }
            if Instant::now() >= deadline {
                break None;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let Some(reply) = reply else {
            seen.unanswered = true;
            break;
        };
        seen.replies.push(reply.since_dispatch.unwrap_or_default());
        if reply.content().contains(BUSY_NOTICE) {
            seen.busy += 1;
        }
        k += 1;
    }
    seen
}

fn report_bot(seen: &[BotSeen], elapsed: Duration) {
    let per_game: Vec<usize> = seen.iter().map(|s| s.replies.len()).collect();
    let total: usize = per_game.iter().sum();
    let mut replies: Vec<Duration> = seen.iter().flat_map(|s| s.replies.clone()).collect();
    replies.sort();
    let mut first: Vec<Duration> = seen.iter().flat_map(|s| s.first.clone()).collect();
    first.sort();
    println!(
        "bot games: {} games, bot replies min {} per game, total {total} in {:.1} s; games never answered {}; \
         a last move unanswered {}; engine-busy notices {}; refused {}; deferral later than 3 s {}; finished {}",
        seen.len(),
        per_game.iter().min().copied().unwrap_or(0),
        elapsed.as_secs_f64(),
        per_game.iter().filter(|&&n| n == 0).count(),
        seen.iter().filter(|s| s.unanswered).count(),
        seen.iter().map(|s| s.busy).sum::<usize>(),
        seen.iter().map(|s| s.refused).sum::<usize>(),
        seen.iter().map(|s| s.late).sum::<usize>(),
        seen.iter().filter(|s| s.finished).count(),
    );
    println!(
        "bot games: /move -> bot's reply p50 {}, p90 {}, p99 {}, max {}; -> deferral p50 {}, p99 {}",
        ms(percentile(&replies, 50.0)),
        ms(percentile(&replies, 90.0)),
        ms(percentile(&replies, 99.0)),
        ms(replies.last().copied().unwrap_or_default()),
        ms(percentile(&first, 50.0)),
        ms(percentile(&first, 99.0)),
    );
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
        let Ok(answer) = fake
            .start_slash_in(channel, &user, "rules", &[])
            .outcome()
            .await
        else {
            seen.late += 1;
            break;
        };
        seen.latencies
            .push(answer.since_dispatch.unwrap_or_default());
        tick += period;
    }
    seen
}

async fn run(games: usize, bot_games: usize, rate: f64, secs: f64, patience: Duration) {
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    fake.set_patience(Duration::from_secs(120));
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channels: Vec<u64> = (0..games).map(|_| fake.new_channel()).collect();
    start_games(SharedStore(sled.clone()), &channels, &alice, &bob);
    let bot_channels: Vec<u64> = (0..bot_games).map(|_| fake.new_channel()).collect();
    let humans: Vec<FakeUser> = (0..bot_games)
        .map(|i| fake.user(&format!("human{i}")))
        .collect();
    start_bot_games(
        SharedStore(sled.clone()),
        &bot_channels,
        &humans,
        &fake.bot_user(),
        towers_engine::Level::MAX,
    );
    let bot_dir = tempfile::tempdir().unwrap();
    // Two users send every command: no per-user limit (the tests' 1000/1s would refuse
    // most of a 200/s run, measuring the refusal instead of the move).
    let mut config = config_for(&fake, bot_dir.path());
    config.discord.rate_limit = None;
    // Deferring as in production: a slow answer shows as a deferral, not as a late answer.
    config.discord.defer_after = towers::config::DEFAULT_DEFER_AFTER;
    // The engine budget as the bot's main sets it from TOWERS_ENGINE_THREADS.
    let engine_threads = env_or(
        "TOWERS_ENGINE_THREADS",
        towers::service::bot::engine_gate::default_slots(),
    );
    let service = towers::service::GameService::new(Arc::new(SharedStore(sled.clone())))
        .with_engine_threads(engine_threads);
    let bot = RunningBot::start_service(config, Arc::new(service));
    fake.wait_registered().await;
    let fake = Arc::new(fake);
    println!(
        "load: {games} live games (Bashni, people), {rate}/s for {secs} s, with {bot_games} games against the bot at level {}; engine searches at once {}; loadavg {}",
        towers_engine::Level::MAX,
        engine_threads,
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
    let bot_drivers: Vec<_> = bot_channels
        .iter()
        .zip(&humans)
        .enumerate()
        .map(|(i, (&c, human))| {
            tokio::spawn(drive_bot_game(
                fake.clone(),
                sled.clone(),
                c,
                human.clone(),
                // Staggered over the first second, as people come.
                start + Duration::from_secs_f64(i as f64 / bot_games as f64),
                end,
                patience,
            ))
        })
        .collect();
    let drivers = channels.iter().enumerate().map(|(i, &c)| {
        let game =
            towers::service::game::records::rebuild(&stored_game(&sled, c)).expect("rebuild");
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
    report("human /move", seen, start.elapsed());
    println!("loadavg after the moves: {}", loadavg());
    if bot_games > 0 {
        let bot_seen = futures::future::join_all(bot_drivers).await;
        let bot_seen: Vec<BotSeen> = bot_seen
            .into_iter()
            .map(|s| s.expect("bot driver"))
            .collect();
        report_bot(&bot_seen, start.elapsed());
        println!("loadavg after the bot games: {}", loadavg());
    }

    // The two big pieces of a move, in-process, on the games as they are now.
    let records: Vec<GameRecord> = channels.iter().map(|&c| stored_game(&sled, c)).collect();
    let renderer = towers_render::Renderer::new();
    let mut render = Vec::new();
    for record in &records {
        let game = towers::service::game::records::rebuild(record).expect("rebuild");
        let last = game.last_move().map(|(_, m)| *m);
        let view = towers::service::board::view::board_view(
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
    let bot_games = env_or("LOAD_BOT_GAMES", 50usize);
    let patience = Duration::from_secs_f64(env_or("LOAD_BOT_PATIENCE", 600.0f64));
    let rate = env_or("LOAD_RATE", 200.0f64);
    let secs = env_or("LOAD_SECS", 10.0f64);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("tokio runtime");
    runtime.block_on(run(games, bot_games, rate, secs, patience));
}
