//! The harness of the Activity's browser tests (`tests/e2e/activity_*` driving a
//! `web/tests/*.mjs` script in Debian's Chromium): whether node, Chromium and the built client
//! are here (skipping or, under `TOWERS_REQUIRE_BROWSER=1`, failing without them), `towers
//! serve` with its Activity on a loopback port, and the script run on a plan file, read by its
//! JSON lines: requests (`{"need":...}`), answered by a line `done` on its stdin; a failure
//! (`{"failed":...}`); and its summary (`{"done":true,...}`).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::time::Duration;

use serde_json::Value;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio::time::Instant;

use super::child::{serve_command, ServeChild, CHILD_TIMEOUT};
use super::fake_discord::activity::CLIENT_SECRET;
use super::fake_discord::FakeDiscord;

/// The client's folder: its `node_modules`, its build (`dist`) and the scripts (`tests`).
pub fn web_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("web")
}

/// The Chromium the scripts run: `TOWERS_CHROMIUM`, else Debian's.
pub fn chromium() -> PathBuf {
    std::env::var_os("TOWERS_CHROMIUM")
        .map_or_else(|| PathBuf::from("/usr/bin/chromium"), PathBuf::from)
}

/// What is missing for the browser tests, if anything.
fn missing() -> Option<String> {
    let node = Command::new("node").arg("--version").output();
    if !node.is_ok_and(|o| o.status.success()) {
        return Some("node is not installed".into());
    }
    if !chromium().is_file() {
        return Some(format!(
            "{} is missing (apt-get install chromium)",
            chromium().display()
        ));
    }
    let web = web_dir();
    if !web.join("node_modules/playwright-core").is_dir() {
        return Some("web/node_modules is missing (cd web && npm ci)".into());
    }
    if !web.join("dist/index.html").is_file() {
        return Some("web/dist is not built (cd web && npm run build)".into());
    }
    None
}

/// Whether test `name` can run here; fails instead of skipping under
/// `TOWERS_REQUIRE_BROWSER=1`.
pub fn browser_ready(name: &str) -> bool {
    let Some(why) = missing() else { return true };
    assert!(
        std::env::var("TOWERS_REQUIRE_BROWSER").as_deref() != Ok("1"),
        "TOWERS_REQUIRE_BROWSER=1 but {why}"
    );
    eprintln!("{name}: skipped, {why}");
    false
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free loopback port")
        .port()
}

/// `command` (a `towers serve`) with its Activity on `addr`, serving the built client to pages
/// from `addr` itself (not Discord's discordsays.com), its OAuth client the stand-in's.
pub fn with_activity(command: &mut Command, fake: &FakeDiscord, addr: &str) {
    command
        .env("TOWERS_WEB_ADDR", addr)
        .env("TOWERS_WEB_DIR", web_dir().join("dist"))
        .env("TOWERS_WEB_ORIGINS", format!("http://{addr}"))
        .env("DISCORD_CLIENT_ID", fake.application_id().to_string())
        .env("DISCORD_CLIENT_SECRET", CLIENT_SECRET);
}

/// `towers serve` on the data folder `data` with its Activity (as [`with_activity`]) on a free
/// loopback port, and that port's address.
pub fn activity_command(fake: &FakeDiscord, data: &Path) -> (Command, String) {
    let addr = format!("127.0.0.1:{}", free_port());
    let mut command = serve_command(fake, data);
    with_activity(&mut command, fake, &addr);
    (command, addr)
}

/// Every page of a browser test comes from 127.0.0.1: the per-address limits, made for one
/// person's address, raised as for that many people.
pub fn many_pages_one_address(command: &mut Command) {
    command
        .env("TOWERS_WEB_SOCKET_RATE", "1000/1s")
        .env("TOWERS_WEB_TOKEN_RATE", "1000/1s")
        .env("TOWERS_WEB_MAX_SOCKETS_PER_IP", "1000");
}

/// Starts `command` and waits until its commands are registered and its Activity listens on
/// `addr`.
pub async fn spawn_listening(command: Command, fake: &FakeDiscord, addr: &str) -> ServeChild {
    let mut child = ServeChild::spawn(command);
    child.wait_registrations(fake, 1).await;
    let listening =
        super::poll::until_true(CHILD_TIMEOUT, || std::net::TcpStream::connect(addr).is_ok()).await;
    assert!(
        listening,
        "no Activity on {addr}; output:\n{}",
        child.output()
    );
    child
}

/// A browser script running on its plan.
pub struct Script {
    name: String,
    node: Child,
    stdin: ChildStdin,
    lines: UnboundedReceiver<String>,
    deadline: Instant,
    summary: Option<Value>,
}

impl Script {
    /// Writes `plan` into `dir` and starts `node web/tests/{script} PLAN`, given `timeout` in all.
    pub fn start(script: &str, plan: &Value, dir: &Path, timeout: Duration) -> Script {
        let plan_path = dir.join("plan.json");
        std::fs::write(&plan_path, plan.to_string()).expect("the plan written");
        let mut node = Command::new("node")
            .arg(web_dir().join("tests").join(script))
            .arg(&plan_path)
            .current_dir(web_dir())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node starts");
        let stdin = node.stdin.take().expect("stdin piped");
        let stdout = node.stdout.take().expect("stdout piped");
        let (lines_tx, lines) = tokio::sync::mpsc::unbounded_channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if lines_tx.send(line).is_err() {
                    break;
                }
            }
        });
        Script {
            name: script.to_string(),
            node,
            stdin,
            lines,
            deadline: Instant::now() + timeout,
            summary: None,
        }
    }

    /// The script's next request (a line with `need`), or `None` once it has ended or run out
    /// of time. Its summary is kept for [`Script::finish`]; a failure panics with `server`'s
    /// output; other lines are printed.
    pub async fn next_need(&mut self, server: &ServeChild) -> Option<Value> {
        while let Ok(Some(line)) = tokio::time::timeout_at(self.deadline, self.lines.recv()).await {
            let Ok(message) = serde_json::from_str::<Value>(&line) else {
                eprintln!("browser: {line}");
                continue;
            };
            if message.get("failed").is_some() {
                let _ = self.node.kill();
                panic!(
                    "the browser script {} failed: {}\nserver output:\n{}",
                    self.name,
                    message["failed"],
                    server.output()
                );
            } else if message["done"] == true {
                self.summary = Some(message);
            } else if message.get("need").is_some() {
                return Some(message);
            }
        }
        None
    }

    /// Tells the script its request is done.
    pub fn answer(&mut self) {
        self.stdin
            .write_all(b"done\n")
            .expect("the script reads its stdin");
        self.stdin.flush().expect("the script reads its stdin");
    }

    /// Waits for the script's end: its summary, once it exited with success.
    pub async fn finish(mut self, server: &ServeChild) -> Value {
        if let Some(need) = self.next_need(server).await {
            let _ = self.node.kill();
            panic!("the browser script {} asked for {need}", self.name);
        }
        if Instant::now() >= self.deadline {
            let _ = self.node.kill();
        }
        let status = self.node.wait().expect("node exits");
        let Some(summary) = self.summary else {
            panic!(
                "the browser script {} ended without a summary ({status}); server output:\n{}",
                self.name,
                server.output()
            )
        };
        assert!(status.success(), "{status}: {summary}");
        summary
    }
}

/// The screenshots a summary lists (`shots`), each checked to be a file that is not empty.
pub fn checked_screenshots(summary: &Value) -> Vec<&str> {
    let shots: Vec<&str> = summary["shots"]
        .as_array()
        .expect("the screenshots")
        .iter()
        .map(|shot| shot.as_str().expect("a path"))
        .collect();
    for path in &shots {
        assert!(std::fs::metadata(path).is_ok_and(|m| m.len() > 0), "{path}");
    }
    shots
}
