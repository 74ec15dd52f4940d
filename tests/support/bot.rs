//! Starting the real bot in-process against a [`FakeDiscord`] and stopping it.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::oneshot;
use tokio::task::JoinHandle;
use towers::config::Config;
use towers::service::GameService;
use towers_store::Store;

use super::fake_discord::FakeDiscord;

/// Token the bot and the fake agree on.
pub const TOKEN: &str = "fake-token.for-tests";

/// `TOWERS_DEFER_AFTER` in tests: a direct answer, however slow the machine.
pub const SLOW_DEFER: &str = "60s";

/// Production's `TOWERS_DEFER_AFTER` (2 s, inside Discord's 3 s for a first answer), for the
/// test files whose checks hold whether an answer comes directly or after a deferral.
pub const PRODUCTION_DEFER: Duration = towers::config::DEFAULT_DEFER_AFTER;

/// [`towers::config::DiscordConfig::defer_after`] for the tests about deferral: they hold the store
/// and wait for the deferral.
pub const QUICK_DEFER: Duration = Duration::from_millis(200);

/// The bot's configuration for `fake`, read through the same code as the environment.
pub fn config_for(fake: &FakeDiscord, data_dir: &Path) -> Config {
    let vars: HashMap<&str, String> = HashMap::from([
        ("DISCORD_TOKEN", TOKEN.to_string()),
        ("TOWERS_DATA_DIR", data_dir.display().to_string()),
        ("DISCORD_GUILD_ID", fake.guild_id().to_string()),
        ("DISCORD_API_BASE", fake.base_url().to_string()),
        // Tests send commands faster than people do; tests/e2e/rate_limit.rs sets its own limit.
        ("TOWERS_RATE_LIMIT", "1000/1s".to_string()),
        // A loaded test machine can take longer than production's 2 s over a board picture;
        // the tests see the direct answer then too. Tests about deferral set QUICK_DEFER.
        ("TOWERS_DEFER_AFTER", SLOW_DEFER.to_string()),
    ]);
    Config::from_vars(vars).expect("valid test config")
}

/// The bot running in a task.
pub struct RunningBot {
    stop: Option<oneshot::Sender<()>>,
    task: JoinHandle<anyhow::Result<()>>,
}

impl RunningBot {
    /// Starts `towers::discord::run_until` with a service over `store`.
    pub fn start<S: Store>(config: Config, store: S) -> RunningBot {
        RunningBot::start_service(config, Arc::new(GameService::new(Arc::new(store))))
    }

    /// Starts `towers::discord::run_until` with `service` as built by the test (its clock,
    /// its sweep interval).
    pub fn start_service(config: Config, service: Arc<GameService>) -> RunningBot {
        let (stop, stopped) = oneshot::channel::<()>();
        let task = tokio::spawn(async move {
            towers::discord::run_until(&config, service, async {
                let _ = stopped.await;
            })
            .await
        });
        RunningBot {
            stop: Some(stop),
            task,
        }
    }

    /// Asks the bot to stop and waits for `run_until` to return its result.
    pub async fn stop(mut self) -> anyhow::Result<()> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        match tokio::time::timeout(Duration::from_secs(20), &mut self.task).await {
            Ok(joined) => joined.expect("bot task panicked"),
            Err(_) => anyhow::bail!("bot did not stop"),
        }
    }
}

impl Drop for RunningBot {
    fn drop(&mut self) {
        self.task.abort();
    }
}
