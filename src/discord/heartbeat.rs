//! The serving process's heartbeat: every `TOWERS_HEARTBEAT_EVERY` it counts the gateway
//! shards that are connected, writes the heartbeat file that `towers health` reads
//! ([`crate::health`]) and pings systemd's watchdog (`WATCHDOG=1`, only when systemd set
//! `WatchdogSec=`). A process whose runtime hangs writes no beat and misses the watchdog; one
//! whose store stopped writes that in its beat, pings no more and tells systemd why.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, SystemTime};

use poise::serenity_prelude as serenity;
use serenity::ConnectionStage;

use crate::health::{self, Heartbeat};

/// The running heartbeat; dropping it stops the task.
pub struct HeartbeatTask(tokio::task::JoinHandle<()>);

impl Drop for HeartbeatTask {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Why the store stopped, if it did ([`towers_store::Store::failure`]).
pub type StoreFailure = Arc<dyn Fn() -> Option<String> + Send + Sync>;

/// Starts beating into `dir` every `every` (at most half systemd's watchdog period when one
/// is set) for the `total` shards run by `shards`, with the store's state from `store`. The
/// first beat is written at once.
pub fn spawn(
    shards: Arc<serenity::ShardManager>,
    dir: PathBuf,
    total: u32,
    every: Duration,
    store: StoreFailure,
) -> HeartbeatTask {
    HeartbeatTask(tokio::spawn(run(shards, dir, total, every, store)))
}

async fn run(
    shards: Arc<serenity::ShardManager>,
    dir: PathBuf,
    total: u32,
    every: Duration,
    store: StoreFailure,
) {
    let watchdog = sd_notify::watchdog_enabled();
    let every = match watchdog {
        Some(period) => every.min(period / 2),
        None => every,
    }
    .max(Duration::from_millis(10));
    let started_at = health::unix_secs(SystemTime::now());
    let mut gateway_seen_at = None;
    let mut write_failed = false;
    let mut ticks = tokio::time::interval(every);
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        ticks.tick().await;
        let connected = {
            let runners = shards.runners.lock().await;
            runners
                .values()
                .filter(|r| r.stage == ConnectionStage::Connected)
                .count() as u32
        };
        let now = health::unix_secs(SystemTime::now());
        if connected > 0 {
            gateway_seen_at = Some(now);
        }
        let beat = Heartbeat {
            pid: std::process::id(),
            written_at: now,
            shards_connected: connected,
            shards_total: total,
            gateway_seen_at,
            started_at,
            store_error: store(),
        };
        match health::write(&dir, &beat) {
            Ok(()) => write_failed = false,
            Err(e) if !write_failed => {
                write_failed = true;
                tracing::warn!(error = %e, dir = %dir.display(), "cannot write the heartbeat file");
            }
            Err(_) => {}
        }
        if let Some(error) = &beat.store_error {
            // No ping: systemd sees a process that is no longer well, and why.
            let status = format!("the store stopped: {error}");
            if let Err(e) = sd_notify::notify(&[sd_notify::NotifyState::Status(&status)]) {
                tracing::warn!(error = %e, "cannot notify systemd");
            }
        } else if watchdog.is_some() {
            if let Err(e) = sd_notify::notify(&[sd_notify::NotifyState::Watchdog]) {
                tracing::warn!(error = %e, "cannot ping systemd's watchdog");
            }
        }
    }
}

/// Tells systemd (`Type=notify`) that the bot is up, or that it is stopping; nothing when not
/// started by systemd (no `NOTIFY_SOCKET`).
pub fn notify_systemd(ready: bool) {
    let state = if ready {
        sd_notify::NotifyState::Ready
    } else {
        sd_notify::NotifyState::Stopping
    };
    if let Err(e) = sd_notify::notify(&[state]) {
        tracing::warn!(error = %e, "cannot notify systemd");
    }
}
