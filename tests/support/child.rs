//! The real `towers` binary as a child process: `towers serve` against a [`FakeDiscord`]
//! running in the test process, with its stdout and stderr captured, stopped by a signal.

use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use rustix::process::{kill_process, Pid, Signal};

use super::bin::towers_bin;
use super::bot::TOKEN;
use super::fake_discord::FakeDiscord;
use super::poll;

/// How long the helpers wait for the child to register its commands or to exit.
pub const CHILD_TIMEOUT: Duration = Duration::from_secs(60);

/// `towers serve` for `fake`, storing in `data_dir`, with token [`TOKEN`] and `RUST_LOG`
/// `info`. Runs in the data directory's nearest existing ancestor, so no `.env` of the
/// worktree is read.
pub fn serve_command(fake: &FakeDiscord, data_dir: &Path) -> Command {
    let mut command = Command::new(towers_bin());
    command
        .arg("serve")
        .env_remove("RUST_LOG")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", fake.base_url())
        .env("DISCORD_GUILD_ID", fake.guild_id().to_string())
        .env("TOWERS_DATA_DIR", data_dir)
        .env("TOWERS_DEFER_AFTER", super::bot::SLOW_DEFER)
        // The endgame databases' build would take the machine's cores for most of a test;
        // tests/e2e/endgame_tables.rs turns it on.
        .env("TOWERS_EGDB_BUILD", "off")
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .current_dir(
            data_dir
                .ancestors()
                .skip(1)
                .find(|p| p.is_dir())
                .unwrap_or(Path::new("/")),
        );
    command
}

/// A running (or exited) child whose output is collected as it comes.
pub struct ServeChild {
    child: Child,
    output: Arc<Mutex<String>>,
    readers: Vec<JoinHandle<()>>,
    status: Option<ExitStatus>,
}

impl ServeChild {
    /// Spawns `command` with piped stdout and stderr (both collected into [`Self::output`]).
    pub fn spawn(mut command: Command) -> ServeChild {
        let mut child = command
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the towers binary starts");
        let output = Arc::new(Mutex::new(String::new()));
        let mut readers = Vec::new();
        let pipes: [Box<dyn Read + Send>; 2] = [
            Box::new(child.stdout.take().expect("stdout piped")),
            Box::new(child.stderr.take().expect("stderr piped")),
        ];
        for pipe in pipes {
            let output = output.clone();
            readers.push(std::thread::spawn(move || {
                for line in BufReader::new(pipe).lines().map_while(Result::ok) {
                    let mut all = output.lock().unwrap_or_else(|e| e.into_inner());
                    all.push_str(&line);
                    all.push('\n');
                }
            }));
        }
        ServeChild {
            child,
            output,
            readers,
            status: None,
        }
    }

    /// `towers serve` against `fake` ([`serve_command`]).
    pub fn serve(fake: &FakeDiscord, data_dir: &Path) -> ServeChild {
        ServeChild::spawn(serve_command(fake, data_dir))
    }

    /// The child's process id.
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Everything the child wrote so far (stdout and stderr, lines interleaved).
    pub fn output(&self) -> String {
        self.output
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The exit status, if the child has exited.
    pub fn try_status(&mut self) -> Option<ExitStatus> {
        if self.status.is_none() {
            self.status = self.child.try_wait().expect("try_wait on the child");
        }
        self.status
    }

    /// Sends `signal` (TERM, INT, KILL) to the child.
    pub fn signal(&mut self, signal: Signal) {
        if self.try_status().is_some() {
            return;
        }
        let pid = Pid::from_child(&self.child);
        kill_process(pid, signal).expect("signal the child");
    }

    /// SIGKILL, then reaps the child (all its output is read).
    pub fn kill(&mut self) -> ExitStatus {
        self.signal(Signal::KILL);
        self.wait_blocking()
    }

    /// Waits for the child to exit and for its output to be read completely.
    fn wait_blocking(&mut self) -> ExitStatus {
        let status = match self.status {
            Some(status) => status,
            None => self.child.wait().expect("wait for the child"),
        };
        self.status = Some(status);
        for reader in self.readers.drain(..) {
            let _ = reader.join();
        }
        status
    }

    /// Waits (without blocking the runtime) up to [`CHILD_TIMEOUT`] for the child to exit;
    /// panics with its output when it does not.
    pub async fn wait_exit(&mut self) -> ExitStatus {
        if poll::until(CHILD_TIMEOUT, || self.try_status())
            .await
            .is_none()
        {
            self.signal(Signal::KILL);
            panic!(
                "the bot did not exit within {CHILD_TIMEOUT:?}; output:\n{}",
                self.output()
            );
        }
        self.wait_blocking()
    }

    /// Waits for the exit after a stop signal (TERM or INT, already sent): a clean one (status
    /// 0, "shutting down" and "stopped cleanly" logged, nothing panicked), or the test fails
    /// with the output.
    pub async fn assert_clean_exit(&mut self) {
        let status = self.wait_exit().await;
        let output = self.output();
        assert!(status.success(), "exit status {status}; output:\n{output}");
        assert!(output.contains("shutting down"), "{output}");
        assert!(output.contains("stopped cleanly"), "{output}");
        assert!(!output.contains("panicked"), "{output}");
    }

    /// Waits until `fake` has seen `count` command registrations in all (one per bot start)
    /// and this child has logged its own registration: the bot is then connected and
    /// answers commands. Panics with the child's output when the child exits first or the
    /// time runs out.
    pub async fn wait_registrations(&mut self, fake: &FakeDiscord, count: usize) {
        // The request is logged when it arrives, the commands stored once its body is read,
        // and a killed bot's registration may arrive late: wait until this child says its
        // registration was answered (the commands are stored by then).
        let registered = poll::until_true(CHILD_TIMEOUT, || {
            if registrations(fake) >= count && self.output().contains("slash commands registered") {
                return true;
            }
            if let Some(status) = self.try_status() {
                panic!(
                    "the bot exited ({status}) before registering; output:\n{}",
                    self.output()
                );
            }
            false
        })
        .await;
        assert!(
            registered,
            "the bot did not register within {CHILD_TIMEOUT:?}; output:\n{}",
            self.output()
        );
    }
}

impl Drop for ServeChild {
    fn drop(&mut self) {
        if self.status.is_none() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// Command registrations (`PUT .../commands`) the fake has received so far.
pub fn registrations(fake: &FakeDiscord) -> usize {
    fake.requests()
        .iter()
        .filter(|r| r.method == "PUT" && r.path.ends_with("/commands"))
        .count()
}
