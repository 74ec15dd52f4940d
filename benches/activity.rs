//! The Activity's live figure: `ACTIVITY_SOCKETS` sockets (default 100: the two players and
//! 98 spectators) on one channel's game, served by the web front end in-process over a sled
//! store, against the stand-in Discord on 127.0.0.1 (for the hellos). `ACTIVITY_MOVES` moves
//! (default 60) are played one after another, each on its player's socket; for each, the
//! time from sending the move until each of the other sockets has received the state with it.
//! Reported: p50/p99/max of the time until the mover's own socket has the state (the move's
//! own cost: the service plays and stores it, with its board picture, then the state is
//! read), over every (move, other socket) pair, and over moves of the time until the last of
//! them had it.
//!
//! `cargo bench --bench activity` (harness = false; not a test: nothing is asserted).

#[path = "../tests/support/mod.rs"]
mod support;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message as Frame;

use support::activity::{free_addr, TEST_ORIGIN};
use support::bot::TOKEN;
use support::fake_discord::activity::{token_for, CLIENT_SECRET};
use support::fake_discord::FakeDiscord;
use support::figures::{loadavg, ms, percentile};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use towers::config::{OriginList, RateLimit, Token, WebConfig, WebLimits};
use towers::service::api::{GameService, Player, Request, Setup, Variant};
use towers_store::SledStore;

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn plies(state: &Value) -> usize {
    state["game"]["moves"].as_array().map_or(0, Vec::len)
}

fn main() {
    let sockets: usize = env_or("ACTIVITY_SOCKETS", 100).max(2);
    let moves: usize = env_or("ACTIVITY_MOVES", 60);
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(run(sockets, moves));
}

async fn run(count: usize, moves: usize) {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().expect("a temporary directory");
    let store = SledStore::open(&dir.path().join("games")).expect("a sled store");
    let games: Arc<GameService> = Arc::new(GameService::new(Arc::new(store)));
    let users: Vec<_> = (0..count).map(|i| fake.user(&format!("user{i}"))).collect();
    let channel = fake.new_channel();
    fake.add_activity_instance("bench", channel, &users.iter().collect::<Vec<_>>());
    let player = |i: usize| Player {
        id: users[i].id,
        name: users[i].name.clone(),
    };
    let now = towers::service::game::clock::Clock::now(&towers::service::game::clock::SystemClock);
    let challenge = Request::ChallengeTimed {
        opponent: Some(player(1)),
        setup: Setup::new(Variant::Bashni),
        move_limit_secs: 86_400,
        clock: None,
    };
    for (who, request) in [(0, challenge), (1, Request::Accept)] {
        let games = games.clone();
        let player = player(who);
        tokio::task::spawn_blocking(move || {
            games.handle(channel, &player, &request, now).map(|_| ())
        })
        .await
        .expect("the service task")
        .expect("the game starts");
    }
    let config = WebConfig {
        addr: free_addr(),
        client_id: fake.application_id(),
        client_secret: Token::new(CLIENT_SECRET),
        dir: dir.path().join("no-client"),
        // Every socket comes from this one address and page.
        limits: WebLimits {
            origins: OriginList(vec![TEST_ORIGIN.to_string()]),
            max_sockets_per_ip: count + 1,
            socket_rate: RateLimit {
                burst: u32::try_from(count).unwrap_or(u32::MAX),
                every: Duration::from_millis(1),
            },
            discord_rate: RateLimit {
                burst: u32::try_from(2 * count).unwrap_or(u32::MAX),
                every: Duration::from_millis(1),
            },
            ..WebLimits::default()
        },
    };
    towers::web::start(
        &config,
        Some(fake.base_url()),
        Token::new(TOKEN),
        games.clone(),
    )
    .await
    .expect("the Activity serves");

    // Every socket's states arrive on one channel, stamped; each keeps its latest state.
    let (arrivals, mut arrived) = mpsc::unbounded_channel::<(usize, usize, Instant)>();
    let mut senders = Vec::new();
    let mut latest = Vec::new();
    for (i, user) in users.iter().enumerate() {
        let mut request = format!("ws://{}/api/ws", config.addr)
            .into_client_request()
            .expect("a request");
        request
            .headers_mut()
            .insert("origin", TEST_ORIGIN.parse().expect("an origin"));
        let (ws, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("a socket");
        let (mut sink, mut stream) = ws.split();
        let hello = json!({"type": "hello", "access_token": token_for(user),
            "instance_id": "bench", "locale": "en-US"});
        sink.send(Frame::Text(hello.to_string().into()))
            .await
            .expect("hello");
        let seen = Arc::new(Mutex::new(Value::Null));
        let (keep, tx) = (seen.clone(), arrivals.clone());
        tokio::spawn(async move {
            while let Some(Ok(frame)) = stream.next().await {
                let Frame::Text(text) = frame else { continue };
                let at = Instant::now();
                let message: Value = serde_json::from_str(&text).unwrap_or_default();
                // The welcome and the heartbeat's beats carry no state.
                if message["type"] == "welcome" || message["type"] == "beat" {
                    continue;
                }
                if message["type"] != "state" {
                    eprintln!("socket {i}: {message}");
                    continue;
                }
                // Kept before it is announced: the move after it is chosen from it.
                *keep.lock().unwrap() = message["state"].clone();
                let _ = tx.send((i, plies(&message["state"]), at));
            }
        });
        senders.push(sink);
        latest.push(seen);
    }
    // Everyone has the start.
    let mut joined = 0;
    while joined < count {
        let (_, ply, _) = arrived.recv().await.expect("a state");
        joined += usize::from(ply == 0);
    }
    println!(
        "activity: {count} sockets on one Bashni game, {moves} moves; load average {}",
        loadavg()
    );
    let mut each = Vec::new();
    let mut last = Vec::new();
    let mut own = Vec::new();
    for ply in 1..=moves {
        let mover = if ply % 2 == 1 { 0 } else { 1 };
        let state = latest[mover].lock().unwrap().clone();
        let Some(notation) = state["game"]["legal"][0]["notation"].as_str() else {
            println!("the game ended after {} moves", ply - 1);
            break;
        };
        let play = json!({"type": "move", "notation": notation});
        let sent = Instant::now();
        senders[mover]
            .send(Frame::Text(play.to_string().into()))
            .await
            .expect("the move is sent");
        let mut waiting: Vec<bool> = (0..count).map(|i| i != mover).collect();
        let mut left = count - 1;
        let mut mover_has_it = false;
        while left > 0 || !mover_has_it {
            let (i, got, at) = tokio::time::timeout(Duration::from_secs(30), arrived.recv())
                .await
                .expect("states within 30 s")
                .expect("a state");
            if got != ply {
                continue;
            }
            if i == mover {
                mover_has_it = true;
                own.push(at - sent);
            } else if waiting[i] {
                waiting[i] = false;
                left -= 1;
                let took = at - sent;
                each.push(took);
                if left == 0 {
                    last.push(took);
                }
            }
        }
    }
    each.sort();
    last.sort();
    own.sort();
    let line = |what: &str, sample: &[Duration]| {
        println!(
            "{what}: n={} p50 {} p99 {} max {}",
            sample.len(),
            ms(percentile(sample, 50.0)),
            ms(percentile(sample, 99.0)),
            ms(sample.last().copied().unwrap_or_default())
        )
    };
    line("move sent -> the mover's own socket has the state", &own);
    line("move sent -> another socket has the state", &each);
    line("move sent -> the last of the other sockets has it", &last);
}
