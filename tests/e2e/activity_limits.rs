//! What a stranger may cost on the Activity's port (`docs/running.md`, "The Activity's
//! limits"), on the real `towers serve` against the stand-in Discord, which counts the
//! Activity's calls: junk hellos and codes cost Discord a bounded number of calls, a 429
//! pauses them, a token is checked by shape first; slow, silent and surplus connections are
//! closed, and a flood of them leaves the bot its files; sockets are capped and must say
//! hello in time; identity is asked again on a timer; pings count; the page's origin is
//! checked; the client folder serves only what the build ships, compressed and cached.

use crate::support;

use std::time::{Duration, Instant};

use serde_json::{json, Value};
use support::activity::{Socket, WebBot, TEST_ORIGIN};
use support::bot::TOKEN;
use support::fake_discord::activity::{code_for, token_for};
use support::fake_discord::faults::Fault;
use support::fake_discord::{FakeDiscord, FakeUser};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

const INSTANCE: &str = "i-limits";

struct Lab {
    fake: FakeDiscord,
    bot: WebBot,
    channel: u64,
    alice: FakeUser,
    bob: FakeUser,
    dir: tempfile::TempDir,
}

/// The bot with the Activity on and `vars` set; Alice and Bob in the instance of a channel.
async fn lab(vars: &[(&str, &str)]) -> Lab {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let bot = WebBot::start_with(&fake, &dir.path().join("data"), vars).await;
    lab_of(fake, bot, dir)
}

fn lab_of(fake: FakeDiscord, bot: WebBot, dir: tempfile::TempDir) -> Lab {
    let channel = fake.new_channel();
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.add_activity_instance(INSTANCE, channel, &[&alice, &bob]);
    Lab {
        fake,
        bot,
        channel,
        alice,
        bob,
        dir,
    }
}

/// A socket from a page of [`TEST_ORIGIN`] behind the proxy on 127.0.0.1 (trusted by
/// default) for client `address`.
async fn socket_from(bot: &WebBot, address: &str) -> Result<Socket, (u16, String)> {
    Socket::connect_with(
        bot.addr,
        &[("origin", TEST_ORIGIN), ("x-forwarded-for", address)],
    )
    .await
}

/// `POST /api/token` with `code` for client `address` (none: the TCP peer): the status.
async fn post_code(bot: &WebBot, code: &str, address: Option<&str>) -> u16 {
    let mut request = reqwest::Client::new()
        .post(format!("http://{}/api/token", bot.addr))
        .header("content-type", "application/json")
        .body(json!({ "code": code }).to_string());
    if let Some(address) = address {
        request = request.header("x-forwarded-for", address);
    }
    request
        .send()
        .await
        .expect("POST /api/token")
        .status()
        .as_u16()
}

/// The one error a socket that said `hello` gets before it is closed.
async fn hello_error(mut socket: Socket, token: &str, instance: &str) -> Value {
    socket.hello(token, instance, "en-US").await;
    let seen = socket.until_closed().await;
    assert_eq!(seen.len(), 1, "{seen:?}");
    assert_eq!(seen[0]["type"], "error", "{seen:?}");
    seen[0]["code"].clone()
}

/// Whether the server closes `stream` within `within` (what it sends first is skipped).
async fn closed_within(stream: &mut TcpStream, within: Duration) -> bool {
    let deadline = tokio::time::Instant::now() + within;
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at(deadline, stream.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0) | Err(_)) => return true,
            Ok(Ok(_)) => continue,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_junk_hellos_and_codes_costs_discord_a_few_calls() {
    let t = lab(&[]).await;
    let started = Instant::now();
    // One junk token from five addresses: Discord is asked once, its refusal remembered.
    for i in 0..5 {
        let socket = socket_from(&t.bot, &format!("198.51.100.{i}"))
            .await
            .unwrap();
        assert_eq!(
            hello_error(socket, "junk-repeated", INSTANCE).await,
            "bad-token"
        );
    }
    assert_eq!(
        t.fake.activity_calls().users,
        1,
        "{:?}",
        t.fake.activity_calls()
    );

    // One client, 3 s of junk hellos (each a new token and instance) and junk codes.
    let before = t.fake.activity_calls();
    let (mut too_fast_sockets, mut too_fast_codes, mut rounds) = (0, 0, 0u64);
    while started.elapsed() < Duration::from_secs(3) {
        rounds += 1;
        match Socket::connect_with(t.bot.addr, &[("origin", TEST_ORIGIN)]).await {
            Ok(socket) => {
                let code =
                    hello_error(socket, &format!("junk{rounds}"), &format!("i-{rounds}")).await;
                assert!(
                    code == "bad-token" || code == "discord-unreachable",
                    "{code}"
                );
            }
            Err((429, _)) => too_fast_sockets += 1,
            Err(other) => panic!("{other:?}"),
        }
        match post_code(&t.bot, &format!("junk{rounds}"), None).await {
            429 => too_fast_codes += 1,
            400 | 503 => {}
            other => panic!("POST /api/token answered {other}"),
        }
    }
    let flood = t.fake.activity_calls().total() - before.total();
    assert!(
        too_fast_sockets > 0 && too_fast_codes > 0,
        "{rounds} rounds"
    );
    // Default limits: 10 upgrades then one per 6 s, 5 codes then one per 12 s.
    assert!(flood <= 20, "{flood} calls for {rounds} rounds of junk");

    // Another client is not held back by the first one's limit.
    assert_eq!(
        post_code(&t.bot, &code_for(&t.alice), Some("203.0.113.7")).await,
        200
    );

    // Junk from many addresses: all calls share one budget (20, then 4 a second).
    let mut unreachable = 0;
    for i in 0..80 {
        let socket = socket_from(&t.bot, &format!("192.0.2.{i}")).await.unwrap();
        if hello_error(socket, &format!("junk-many-{i}"), INSTANCE).await == "discord-unreachable" {
            unreachable += 1;
        }
    }
    let all = t.fake.activity_calls().total();
    let bound = 20 + 4 * started.elapsed().as_secs().saturating_add(1);
    assert!(all <= bound, "{all} calls in all, more than {bound}");
    assert!(unreachable > 0, "the budget was never reached");
    // The junk never made the bot warn once per request.
    let output = t.bot.child.output();
    assert!(
        output.matches("cannot ask Discord").count() <= 1,
        "{output}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_pauses_the_calls_for_its_retry_after_and_is_not_a_bad_token() {
    let t = lab(&[]).await;
    t.fake
        .inject(Fault::on("GET", "/users/@me").rate_limited(30.0).times(1));
    let socket = socket_from(&t.bot, "192.0.2.1").await.unwrap();
    assert_eq!(
        hello_error(socket, &token_for(&t.alice), INSTANCE).await,
        "discord-unreachable"
    );
    let asked = t.fake.activity_calls();
    assert_eq!(asked.users, 1);
    // Within the 30 s, nobody's hello or code reaches Discord.
    for i in 2..6 {
        let socket = socket_from(&t.bot, &format!("192.0.2.{i}")).await.unwrap();
        assert_eq!(
            hello_error(socket, &token_for(&t.bob), INSTANCE).await,
            "discord-unreachable"
        );
    }
    assert_eq!(
        post_code(&t.bot, &code_for(&t.bob), Some("192.0.2.9")).await,
        503
    );
    assert_eq!(t.fake.activity_calls(), asked);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_with_control_characters_is_refused_unasked_and_never_logged() {
    let t = lab(&[]).await;
    let before = t.fake.activity_calls();
    for token in [
        "mock-token-1\r\nX-Injected: yes",
        "mock-token-1\nX-Injected: yes",
        "tab\there",
        "",
    ] {
        let socket = t.bot.socket().await;
        assert_eq!(
            hello_error(socket, token, INSTANCE).await,
            "bad-token",
            "{token:?}"
        );
    }
    assert_eq!(t.fake.activity_calls(), before);
    let output = t.bot.child.output();
    assert!(!output.contains("X-Injected"), "{output}");
    assert!(
        !output
            .lines()
            // The start-up warning about the lab's missing client is not about the tokens.
            .any(|l| l.contains("WARN")
                && l.contains("towers::web")
                && !l.contains("TOWERS_WEB_DIR")),
        "{output}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_silent_and_idle_connections_are_closed_by_the_timeouts() {
    let t = lab(&[
        ("TOWERS_WEB_HEADER_TIMEOUT", "1s"),
        ("TOWERS_WEB_BODY_TIMEOUT", "1s"),
    ])
    .await;
    let connect = || TcpStream::connect(t.bot.addr);
    let mut silent = connect().await.unwrap();
    let mut partial_headers = connect().await.unwrap();
    partial_headers
        .write_all(b"GET / HTTP/1.1\r\nHost: towers\r\nX-Slow: ")
        .await
        .unwrap();
    let mut partial_body = connect().await.unwrap();
    partial_body
        .write_all(
            b"POST /api/token HTTP/1.1\r\nHost: towers\r\nContent-Type: application/json\r\n\
              Content-Length: 100\r\n\r\n{\"co",
        )
        .await
        .unwrap();
    let mut idle = connect().await.unwrap();
    idle.write_all(b"GET /nothing HTTP/1.1\r\nHost: towers\r\n\r\n")
        .await
        .unwrap();
    let mut answer = [0u8; 12];
    idle.read_exact(&mut answer).await.unwrap();
    assert_eq!(&answer, b"HTTP/1.1 404");
    for (what, stream) in [
        ("silent", &mut silent),
        ("partial headers", &mut partial_headers),
        ("partial body", &mut partial_body),
        ("idle after a request", &mut idle),
    ] {
        assert!(
            closed_within(stream, Duration::from_secs(5)).await,
            "the {what} connection is still open"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_over_the_cap_are_closed_at_once_and_others_get_in_later() {
    let t = lab(&[
        // The tests connect from 127.0.0.1, here not a trusted proxy: counted per address.
        ("TOWERS_WEB_TRUSTED_PROXIES", "none"),
        ("TOWERS_WEB_MAX_CONNECTIONS_PER_IP", "20"),
        // Long enough that "closed at once" cannot be the header timeout, even on a loaded
        // machine.
        ("TOWERS_WEB_HEADER_TIMEOUT", "8s"),
    ])
    .await;
    let mut held = Vec::new();
    for _ in 0..20 {
        held.push(TcpStream::connect(t.bot.addr).await.unwrap());
    }
    let mut surplus = TcpStream::connect(t.bot.addr).await.unwrap();
    assert!(
        closed_within(&mut surplus, Duration::from_secs(4)).await,
        "the 21st connection of one address is served"
    );
    assert!(!closed_within(&mut held[0], Duration::from_millis(100)).await);
    // Once the header timeout has closed the silent ones, a player joins.
    for stream in &mut held {
        assert!(closed_within(stream, Duration::from_secs(12)).await);
    }
    let (_, state) = t.bot.joined(&token_for(&t.alice), INSTANCE).await;
    assert_eq!(state["you"]["id"], t.alice.id.to_string());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_of_connections_leaves_files_for_the_gateway_the_heartbeat_and_the_store() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut command = support::child::serve_command(&fake, &data);
    command.env("TOWERS_HEARTBEAT_EVERY", "1s");
    // As under systemd without LimitNOFILE, only lower: 400 open files.
    // SAFETY: setrlimit is async-signal-safe, and the closure touches nothing else.
    unsafe {
        std::os::unix::process::CommandExt::pre_exec(&mut command, || {
            let limit = rustix::process::Rlimit {
                current: Some(400),
                maximum: Some(400),
            };
            rustix::process::setrlimit(rustix::process::Resource::Nofile, limit)
                .map_err(std::io::Error::from)
        });
    }
    let bot = WebBot::start_command(
        command,
        &fake,
        &data,
        &[("TOWERS_WEB_HEADER_TIMEOUT", "30s")],
    )
    .await;
    let t = lab_of(fake, bot, dir);
    let mut flood = Vec::new();
    for _ in 0..600 {
        let connecting =
            tokio::time::timeout(Duration::from_secs(1), TcpStream::connect(t.bot.addr));
        if let Ok(Ok(stream)) = connecting.await {
            flood.push(stream);
        }
    }
    assert!(flood.len() > 400, "{} connections", flood.len());
    let heartbeat = t.dir.path().join("data").join("health.json");
    let beat = || {
        std::fs::metadata(&heartbeat)
            .and_then(|m| m.modified())
            .ok()
    };
    let first = beat();
    // A game is started and shown in the channel (the store and the gateway work) ...
    t.fake
        .slash_in(t.channel, &t.alice, "challenge", &[("opponent", "@bob")])
        .await;
    let accepted = t.fake.slash_in(t.channel, &t.bob, "accept", &[]).await;
    assert!(
        accepted.file(towers::discord::BOARD_FILE_NAME).is_some(),
        "{}",
        accepted.content()
    );
    // ... and the heartbeat goes on.
    let fresh = support::poll::until_true(Duration::from_secs(10), || beat() > first).await;
    assert!(fresh, "no heartbeat during the flood");
    drop(flood);
    let output = t.bot.child.output();
    assert!(!output.contains("Too many open files"), "{output}");
    assert!(output.contains("max_connections=144"), "{output}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sockets_are_capped_per_address_and_must_say_hello_in_time() {
    let t = lab(&[
        ("TOWERS_WEB_MAX_SOCKETS_PER_IP", "3"),
        ("TOWERS_WEB_HELLO_TIMEOUT", "1s"),
    ])
    .await;
    let mut open = Vec::new();
    for _ in 0..3 {
        open.push(socket_from(&t.bot, "192.0.2.5").await.unwrap());
    }
    let fourth = socket_from(&t.bot, "192.0.2.5").await.err();
    assert_eq!(fourth.map(|(status, _)| status), Some(503));
    // Another address is not held back; none of these said hello, and all are closed.
    open.push(socket_from(&t.bot, "192.0.2.6").await.unwrap());
    let started = Instant::now();
    for socket in &mut open {
        assert_eq!(
            socket.until_closed().await,
            vec![json!({"type": "error", "code": "bad-message"})]
        );
    }
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "closed after {:?}",
        started.elapsed()
    );
    // Their places are free again.
    assert!(socket_from(&t.bot, "192.0.2.5").await.is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_revoked_token_or_a_user_gone_from_the_instance_is_closed_by_the_recheck() {
    let t = lab(&[("TOWERS_WEB_RECHECK_EVERY", "1s")]).await;
    let (mut alice, _) = t.bot.joined(&token_for(&t.alice), INSTANCE).await;
    let (mut bob, _) = t.bot.joined(&token_for(&t.bob), INSTANCE).await;
    t.fake.revoke_token(&t.alice);
    let seen = alice.until_closed().await;
    assert_eq!(
        seen.last(),
        Some(&json!({"type": "error", "code": "bad-token"})),
        "{seen:?}"
    );
    // Bob leaves the instance (Discord lists Alice only).
    t.fake
        .add_activity_instance(INSTANCE, t.channel, &[&t.alice]);
    let seen = bob.until_closed().await;
    assert_eq!(
        seen.last(),
        Some(&json!({"type": "error", "code": "not-in-instance"})),
        "{seen:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pings_count_against_the_message_rate() {
    let t = lab(&[]).await;
    let (mut alice, _) = t.bot.joined(&token_for(&t.alice), INSTANCE).await;
    for _ in 0..40 {
        if !alice.ping().await {
            break;
        }
    }
    let seen = alice.until_closed().await;
    assert_eq!(
        seen.last(),
        Some(&json!({"type": "error", "code": "too-fast"})),
        "{seen:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_activity_origin_and_the_configured_ones_open_a_socket() {
    let t = lab(&[]).await;
    let activity = format!("https://{}.discordsays.com", t.fake.application_id());
    for allowed in [activity.as_str(), TEST_ORIGIN] {
        let socket = Socket::connect_with(t.bot.addr, &[("origin", allowed)]).await;
        assert!(socket.is_ok(), "{allowed}");
    }
    for refused in [
        vec![("origin", "https://evil.example")],
        vec![("origin", "https://1.discordsays.com")],
        vec![("origin", "null")],
        vec![],
    ] {
        let socket = Socket::connect_with(t.bot.addr, &refused).await;
        assert_eq!(
            socket.err(),
            Some((403, json!({"error": "bad-origin"}).to_string())),
            "{refused:?}"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_client_folder_serves_what_the_build_ships_compressed_and_cached() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "outside the folder").unwrap();
    let dist = tempfile::tempdir().unwrap();
    let d = dist.path();
    let script = "export const board = 'towers';\n".repeat(200);
    std::fs::write(d.join("index.html"), "<!doctype html><html>towers</html>").unwrap();
    std::fs::write(d.join("app-ABCD2345.js"), &script).unwrap();
    std::fs::write(d.join("app-ABCD2345.js.map"), "{}").unwrap();
    std::fs::write(d.join(".env"), "DISCORD_TOKEN=secret").unwrap();
    std::fs::create_dir(d.join(".git")).unwrap();
    std::fs::write(d.join(".git/config"), "[core]").unwrap();
    std::fs::create_dir_all(d.join("locales/fr")).unwrap();
    std::fs::write(d.join("locales/fr/towers.ftl"), "hello = Bonjour").unwrap();
    std::os::unix::fs::symlink(outside.path().join("secret.txt"), d.join("out.txt")).unwrap();
    std::os::unix::fs::symlink(outside.path(), d.join("outdir")).unwrap();
    std::os::unix::fs::symlink(d.join("index.html"), d.join("in.html")).unwrap();
    let dist_dir = d.to_string_lossy().into_owned();
    let t = lab(&[("TOWERS_WEB_DIR", &dist_dir)]).await;

    let client = reqwest::Client::new();
    let get = |path: &str, encoding: Option<&str>| {
        let mut request = client.get(format!("http://{}{path}", t.bot.addr));
        if let Some(encoding) = encoding {
            request = request.header("accept-encoding", encoding);
        }
        async move {
            let answer = request.send().await.expect("GET");
            let header = |name: &str| {
                answer
                    .headers()
                    .get(name)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or_default()
                    .to_string()
            };
            let (cache, encoding) = (header("cache-control"), header("content-encoding"));
            let status = answer.status().as_u16();
            let body = answer.bytes().await.expect("a body");
            (status, cache, encoding, body)
        }
    };
    for path in [
        "/.env",
        "/%2eenv",
        "/.git/config",
        "/app-ABCD2345.js.map",
        "/out.txt",
        "/outdir/secret.txt",
    ] {
        let (status, _, _, body) = get(path, None).await;
        assert_eq!(status, 404, "{path}");
        assert!(!String::from_utf8_lossy(&body).contains("secret"), "{path}");
    }
    for path in ["/", "/index.html", "/in.html", "/locales/fr/towers.ftl"] {
        let (status, cache, _, _) = get(path, None).await;
        assert_eq!((status, cache.as_str()), (200, "no-cache"), "{path}");
    }
    let (status, cache, encoding, body) = get("/app-ABCD2345.js", Some("gzip")).await;
    assert_eq!(status, 200);
    assert_eq!(cache, "public, max-age=31536000, immutable");
    assert_eq!(encoding, "gzip");
    assert!(body.len() < script.len() / 10, "{} bytes", body.len());
    let (_, _, encoding, _) = get("/app-ABCD2345.js", Some("br")).await;
    assert_eq!(encoding, "br");
}
