//! The Activity's port under a stranger's flood: the real `towers serve` (`TOWERS_BIN`, else
//! Cargo's build) against the stand-in Discord on 127.0.0.1, which counts the Activity's
//! calls. Three figures, with the default limits:
//!
//! 1. Junk: one client sends junk hellos (each a new token and instance id) and junk codes
//!    (`POST /api/token`) as fast as it can for `FLOOD_SECS` (default 10): how many reached
//!    Discord, by route, against how many were sent.
//! 2. Silent sockets: `SILENT_SOCKETS` (default 1,000) WebSockets that never say hello: the
//!    bot's resident memory (VmRSS) before and with them open, per socket; and when the hello
//!    timeout (`TOWERS_WEB_HELLO_TIMEOUT`, default 10 s) has closed them all.
//! 3. Idle crowd: with `IDLE_SOCKETS` (default 2,000) sockets open without hello (hello
//!    timeout 5 minutes here), two players play `CROWD_MOVES` moves (default 20): the time
//!    from a move sent on one socket until the other socket has the state with it.
//!
//! Clients 2 and 3 come through the trusted proxy on 127.0.0.1 with a different
//! `X-Forwarded-For` address each (as many visitors would), so the per-address limits do not
//! refuse them. `cargo bench --bench activity_flood` (harness = false; not a test: nothing is
//! asserted).

#[path = "../tests/support/mod.rs"]
mod support;

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::activity::{Socket, WebBot, TEST_ORIGIN};
use support::bot::TOKEN;
use support::fake_discord::activity::token_for;
use support::fake_discord::FakeDiscord;
use support::figures::{loadavg, ms, percentile};

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The bot process's resident memory, in KiB.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

/// A socket for visitor number `i` (its own forwarded address).
async fn visitor(bot: &WebBot, i: usize) -> Result<Socket, (u16, String)> {
    let address = format!("10.{}.{}.{}", (i >> 16) & 255, (i >> 8) & 255, i & 255);
    Socket::connect_with(
        bot.addr,
        &[("origin", TEST_ORIGIN), ("x-forwarded-for", &address)],
    )
    .await
}

fn main() {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(run());
}

async fn run() {
    println!("load average at start: {}", loadavg());
    junk(Duration::from_secs(env_or("FLOOD_SECS", 10))).await;
    silent(env_or("SILENT_SOCKETS", 1000)).await;
    crowd(env_or("IDLE_SOCKETS", 2000), env_or("CROWD_MOVES", 20)).await;
}

async fn junk(secs: Duration) {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bot = WebBot::start(&fake, &dir.path().join("data")).await;
    let before = fake.activity_calls();
    let started = Instant::now();
    let hellos = async {
        let (mut sent, mut refused) = (0u64, 0u64);
        while started.elapsed() < secs {
            sent += 1;
            match Socket::connect_with(bot.addr, &[("origin", TEST_ORIGIN)]).await {
                Ok(mut socket) => {
                    socket
                        .hello(&format!("junk{sent}"), &format!("i-{sent}"), "en")
                        .await;
                    socket.until_closed().await;
                }
                Err(_) => refused += 1,
            }
        }
        (sent, refused)
    };
    let codes = async {
        let client = reqwest::Client::new();
        let (mut sent, mut refused) = (0u64, 0u64);
        while started.elapsed() < secs {
            sent += 1;
            let answer = client
                .post(format!("http://{}/api/token", bot.addr))
                .header("content-type", "application/json")
                .body(json!({"code": format!("junk{sent}")}).to_string())
                .send()
                .await;
            if answer.is_ok_and(|a| a.status().as_u16() == 429) {
                refused += 1;
            }
        }
        (sent, refused)
    };
    let ((hellos, hellos_refused), (codes, codes_refused)) = tokio::join!(hellos, codes);
    let calls = fake.activity_calls();
    println!(
        "junk for {:?}: {hellos} upgrades+hellos ({hellos_refused} upgrades refused 429), \
         {codes} codes ({codes_refused} refused 429); Discord calls: {} in all \
         ({} code exchanges, {} /users/@me, {} instances)",
        started.elapsed(),
        calls.total() - before.total(),
        calls.exchanges - before.exchanges,
        calls.users - before.users,
        calls.instances - before.instances,
    );
}

async fn silent(count: usize) {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bot = WebBot::start(&fake, &dir.path().join("data")).await;
    let pid = bot.child.id();
    // One socket first, so that the runtime's and the server's first allocations are not
    // counted per socket.
    let warm = visitor(&bot, count + 1).await.expect("a socket");
    drop(warm);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let before = rss_kib(pid);
    let opened = Instant::now();
    let mut sockets = Vec::new();
    for i in 0..count {
        match visitor(&bot, i).await {
            Ok(socket) => sockets.push(socket),
            Err(e) => println!("socket {i} refused: {e:?}"),
        }
    }
    let open_for = opened.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let with = rss_kib(pid);
    let per = (with.saturating_sub(before)) as f64 / sockets.len().max(1) as f64;
    println!(
        "{} sockets without hello (opened in {}): VmRSS {before} KiB before, {with} KiB with \
         them open: {per:.1} KiB per socket",
        sockets.len(),
        ms(open_for)
    );
    let mut closed = 0;
    let mut last = Duration::ZERO;
    for socket in &mut sockets {
        let seen = socket.until_closed().await;
        if seen == vec![json!({"type": "error", "code": "bad-message"})] {
            closed += 1;
        }
        last = opened.elapsed();
    }
    println!(
        "closed by the hello timeout: {closed} of {}, the last {} after the first was opened; \
         VmRSS after: {} KiB",
        sockets.len(),
        ms(last),
        rss_kib(pid)
    );
}

/// The first legal move of `state`, for whoever may move.
fn first_legal(state: &Value) -> Option<String> {
    state["game"]["legal"][0]["notation"]
        .as_str()
        .map(str::to_string)
}

async fn crowd(idle: usize, moves: usize) {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let bot = WebBot::start_with(
        &fake,
        &dir.path().join("data"),
        &[("TOWERS_WEB_HELLO_TIMEOUT", "5m")],
    )
    .await;
    let mut crowd = Vec::new();
    for i in 0..idle {
        match visitor(&bot, i).await {
            Ok(socket) => crowd.push(socket),
            Err(e) => println!("idle socket {i} refused: {e:?}"),
        }
    }
    let channel = fake.new_channel();
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.add_activity_instance("crowd", channel, &[&alice, &bob]);
    fake.slash_in(
        channel,
        &alice,
        "challenge",
        &[("opponent", "@bob"), ("variant", "Bashni")],
    )
    .await;
    fake.slash_in(channel, &bob, "accept", &[]).await;
    let (mut white, mut state) = bot.joined(&token_for(&alice), "crowd").await;
    let (mut black, _) = bot.joined(&token_for(&bob), "crowd").await;
    let mut times = Vec::new();
    for ply in 0..moves {
        let (mover, other) = if ply % 2 == 0 {
            (&mut white, &mut black)
        } else {
            (&mut black, &mut white)
        };
        let Some(notation) = first_legal(&state) else {
            break;
        };
        let sent = Instant::now();
        mover.play(&notation).await;
        let seen = other.state_after(ply + 1).await;
        times.push(sent.elapsed());
        // The other player moves next: their state lists their legal moves.
        mover.state_after(ply + 1).await;
        state = seen;
    }
    times.sort();
    println!(
        "with {} idle sockets open: {} moves, each until the other socket had it: p50 {}, \
         max {}",
        crowd.len(),
        times.len(),
        ms(percentile(&times, 50.0)),
        ms(times.last().copied().unwrap_or_default())
    );
}
