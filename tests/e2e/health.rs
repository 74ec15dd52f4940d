//! `towers serve` says whether it is alive, for Docker and systemd: it writes a heartbeat file
//! that `towers health` judges (Docker's HEALTHCHECK), and speaks systemd's notify protocol
//! (`READY=1` once connected, `WATCHDOG=1` every beat when `WATCHDOG_USEC` is set,
//! `STOPPING=1` on SIGTERM). A process that stops running (SIGSTOP here) writes no beat, so
//! `towers health` fails once the beat is older than `--max-age`, and recovers when it runs
//! again.

use crate::support;

use std::os::unix::net::UnixDatagram;
use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};

use rustix::process::Signal;
use support::bin::towers_bin;
use support::bot::TOKEN;
use support::child::{serve_command, ServeChild, CHILD_TIMEOUT};
use support::fake_discord::FakeDiscord;

/// Runs `towers health --data DATA ARGS...`.
fn health(data: &Path, args: &[&str]) -> Output {
    std::process::Command::new(towers_bin())
        .arg("health")
        .arg("--data")
        .arg(data)
        .args(args)
        .env_remove("TOWERS_DATA_DIR")
        .output()
        .expect("towers health runs")
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// Waits until `towers health ARGS` gives `healthy`, or panics after [`CHILD_TIMEOUT`].
async fn wait_health(data: &Path, args: &[&str], healthy: bool) -> Output {
    let mut last = None;
    let answer = support::poll::until(CHILD_TIMEOUT, || {
        let out = health(data, args);
        if out.status.success() == healthy {
            return Some(out);
        }
        last = Some(out);
        None
    })
    .await;
    answer.unwrap_or_else(|| {
        panic!(
            "towers health stayed {}: {}",
            if healthy { "unhealthy" } else { "healthy" },
            last.as_ref().map(text).unwrap_or_default()
        )
    })
}

/// Receives notify datagrams until one equals `wanted` (panics after [`CHILD_TIMEOUT`]);
/// returns every message received on the way, `wanted` last.
async fn receive_until(socket: &std::sync::Arc<UnixDatagram>, wanted: &str) -> Vec<String> {
    let socket = socket.clone();
    let wanted = wanted.to_string();
    tokio::task::spawn_blocking(move || {
        let deadline = Instant::now() + CHILD_TIMEOUT;
        let mut seen = Vec::new();
        let mut buf = [0u8; 512];
        while Instant::now() < deadline {
            let Ok(n) = socket.recv(&mut buf) else {
                continue;
            };
            let message = String::from_utf8_lossy(&buf[..n]).trim().to_string();
            seen.push(message.clone());
            if message == wanted {
                return seen;
            }
        }
        panic!("no {wanted} from the bot; received {seen:?}");
    })
    .await
    .expect("the receiver runs")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_beats_for_towers_health_and_the_systemd_watchdog() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let notify_path = dir.path().join("notify.sock");
    let socket = std::sync::Arc::new(UnixDatagram::bind(&notify_path).unwrap());
    socket
        .set_read_timeout(Some(Duration::from_millis(200)))
        .unwrap();

    // Before the bot runs there is no heartbeat: unhealthy, and the reason says why.
    std::fs::create_dir(&data).unwrap();
    let out = health(&data, &[]);
    assert!(!out.status.success());
    assert!(text(&out).contains("no heartbeat at"), "{}", text(&out));

    let mut command = serve_command(&fake, &data);
    command
        .env("TOWERS_HEARTBEAT_EVERY", "200ms")
        .env("NOTIFY_SOCKET", &notify_path)
        .env("WATCHDOG_USEC", "2000000");
    let mut child = ServeChild::spawn(command);
    child.wait_registrations(&fake, 1).await;

    // systemd hears READY=1, then watchdog pings.
    let seen = receive_until(&socket, "READY=1").await;
    assert!(!seen.iter().any(|m| m == "STOPPING=1"), "{seen:?}");
    receive_until(&socket, "WATCHDOG=1").await;
    receive_until(&socket, "WATCHDOG=1").await;

    let out = wait_health(&data, &[], true).await;
    let line = text(&out);
    assert!(
        line.starts_with(&format!(
            "healthy: pid {}, 1 of 1 gateway shards connected",
            child_pid(&child)
        )),
        "{line}"
    );

    // A stopped process writes no beat: stale after --max-age.
    child.signal(Signal::STOP);
    let out = wait_health(&data, &["--max-age", "1s"], false).await;
    assert!(text(&out).contains("hung or gone"), "{}", text(&out));
    child.signal(Signal::CONT);
    wait_health(&data, &["--max-age", "1s"], true).await;

    // SIGTERM: systemd is told the bot is stopping, and the bot exits cleanly.
    child.signal(Signal::TERM);
    receive_until(&socket, "STOPPING=1").await;
    child.assert_clean_exit().await;
}

/// The child's process id, as the heartbeat records it.
fn child_pid(child: &ServeChild) -> u32 {
    child.id()
}
