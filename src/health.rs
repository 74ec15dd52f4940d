//! Is a running `towers serve` alive? The serving process writes a heartbeat file,
//! [`FILE_NAME`] in its data directory, every `TOWERS_HEARTBEAT_EVERY` (default 10 s), with how
//! many of its gateway shards are connected; `towers health` reads it and exits 0 or 1, which
//! is what Docker's `HEALTHCHECK` wants. The same beat pings systemd's watchdog
//! (`WatchdogSec=`, through `sd_notify`) when systemd asks for it.
//!
//! A process whose store stopped (a write failed: a full or failing disk, see
//! [`Store::failure`](towers_store::Store::failure)) says so in its beat (`store_error`),
//! which `towers health` reports as unhealthy ([`Unhealthy::Store`]); it stops pinging the
//! watchdog, tells systemd why (`STATUS=`), and exits non-zero so that its supervisor starts
//! it again (on a disk still full, that start fails and is retried). On a full disk the
//! beat itself may not be written: it then goes stale, which is unhealthy too.
//!
//! Why a file and not an HTTP probe: the bot listens on no port (it only connects out to
//! Discord), and a probe port would be one more thing to secure; the data directory is the one
//! place the bot writes anyway, also in a `--read-only` container (it is the volume).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

/// The heartbeat file's name inside the data directory.
pub const FILE_NAME: &str = "health.json";

/// How often the serving process writes its heartbeat by default.
pub const DEFAULT_HEARTBEAT_EVERY: Duration = Duration::from_secs(10);

/// One heartbeat of a serving process.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Heartbeat {
    /// The writing process.
    pub pid: u32,
    /// When it was written, in seconds since the Unix epoch.
    pub written_at: u64,
    /// Gateway shards of this process connected to Discord now.
    pub shards_connected: u32,
    /// Gateway shards this process runs.
    pub shards_total: u32,
    /// When a shard of this process was last seen connected (Unix seconds), `None` if never.
    pub gateway_seen_at: Option<u64>,
    /// When the process started serving (Unix seconds).
    pub started_at: u64,
    /// Why the store stopped, when it did (nothing more is stored until a restart).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub store_error: Option<String>,
}

/// Why a process is not healthy (the text `towers health` prints).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Unhealthy {
    #[error("no heartbeat at {0} (is towers serve running with this data directory?)")]
    Missing(PathBuf),
    #[error("the heartbeat at {path} cannot be read: {reason}")]
    Unreadable { path: PathBuf, reason: String },
    #[error("the last heartbeat is {age_secs} s old (the process is hung or gone)")]
    Stale { age_secs: u64 },
    #[error("the store stopped: {0}")]
    Store(String),
    #[error("no gateway shard connected for {secs} s ({connected} of {total} now)")]
    Gateway {
        secs: u64,
        connected: u32,
        total: u32,
    },
}

/// Seconds since the Unix epoch of `time` (0 before the epoch).
pub fn unix_secs(time: SystemTime) -> u64 {
    time.duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// The heartbeat file of the data directory `dir`.
pub fn path(dir: &Path) -> PathBuf {
    dir.join(FILE_NAME)
}

/// Writes `beat` to the heartbeat file of `dir`, atomically (a temporary file renamed over
/// it, so a reader never sees half a beat).
///
/// Errors: the directory cannot be written (permissions, full or read-only file system).
pub fn write(dir: &Path, beat: &Heartbeat) -> std::io::Result<()> {
    let tmp = dir.join(format!(".{FILE_NAME}.tmp"));
    let json = serde_json::to_vec(beat).map_err(std::io::Error::other)?;
    std::fs::write(&tmp, json)?;
    std::fs::rename(&tmp, path(dir))
}

/// Reads the heartbeat file of `dir`.
///
/// Errors: [`Unhealthy::Missing`] when there is none, [`Unhealthy::Unreadable`] when it cannot
/// be read or is not a heartbeat.
pub fn read(dir: &Path) -> Result<Heartbeat, Unhealthy> {
    let file = path(dir);
    let bytes = match std::fs::read(&file) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Err(Unhealthy::Missing(file)),
        Err(e) => {
            return Err(Unhealthy::Unreadable {
                path: file,
                reason: e.to_string(),
            })
        }
    };
    serde_json::from_slice(&bytes).map_err(|e| Unhealthy::Unreadable {
        path: file,
        reason: e.to_string(),
    })
}

/// Judges `beat` at `now` (Unix seconds): stale after `max_age`; unhealthy when its store
/// stopped, or when no shard has been connected for `gateway_grace` (counted from the start
/// while none ever was).
///
/// Errors: [`Unhealthy::Stale`], [`Unhealthy::Store`] or [`Unhealthy::Gateway`].
pub fn judge(
    beat: &Heartbeat,
    now: u64,
    max_age: Duration,
    gateway_grace: Duration,
) -> Result<(), Unhealthy> {
    let age = now.saturating_sub(beat.written_at);
    if age > max_age.as_secs() {
        return Err(Unhealthy::Stale { age_secs: age });
    }
    if let Some(error) = &beat.store_error {
        return Err(Unhealthy::Store(error.clone()));
    }
    if beat.shards_connected == 0 {
        let since = beat.gateway_seen_at.unwrap_or(beat.started_at);
        let secs = now.saturating_sub(since);
        if secs > gateway_grace.as_secs() {
            return Err(Unhealthy::Gateway {
                secs,
                connected: beat.shards_connected,
                total: beat.shards_total,
            });
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn beat(written_at: u64, connected: u32, seen: Option<u64>) -> Heartbeat {
        Heartbeat {
            pid: 7,
            written_at,
            shards_connected: connected,
            shards_total: 1,
            gateway_seen_at: seen,
            started_at: 1_000,
            store_error: None,
        }
    }

    /// `towers health`'s defaults (`--max-age 60s`, `--gateway-grace 3m`).
    const AGE: Duration = Duration::from_secs(60);
    const GRACE: Duration = Duration::from_secs(180);

    #[test]
    fn a_fresh_connected_beat_is_healthy() {
        assert_eq!(
            judge(&beat(2_000, 1, Some(2_000)), 2_010, AGE, GRACE),
            Ok(())
        );
    }

    #[test]
    fn a_stopped_store_is_unhealthy() {
        let mut b = beat(2_000, 1, Some(2_000));
        b.store_error = Some("flush: No space left on device".into());
        assert!(matches!(
            judge(&b, 2_001, AGE, GRACE),
            Err(Unhealthy::Store(e)) if e.contains("No space")
        ));
    }

    #[test]
    fn an_old_beat_is_stale() {
        assert_eq!(
            judge(&beat(2_000, 1, Some(2_000)), 2_061, AGE, GRACE),
            Err(Unhealthy::Stale { age_secs: 61 })
        );
    }

    #[test]
    fn a_gateway_down_past_the_grace_is_unhealthy_and_within_it_is_not() {
        let down = beat(2_500, 0, Some(2_400));
        assert_eq!(judge(&down, 2_500, AGE, GRACE), Ok(()));
        let down = beat(2_600, 0, Some(2_400));
        assert!(matches!(
            judge(&down, 2_600, AGE, GRACE),
            Err(Unhealthy::Gateway { secs: 200, .. })
        ));
        // Never connected: counted from the start.
        let never = beat(1_190, 0, None);
        assert!(judge(&never, 1_190, AGE, GRACE).is_err());
        assert_eq!(judge(&beat(1_100, 0, None), 1_100, AGE, GRACE), Ok(()));
    }

    #[test]
    fn written_beats_read_back_and_missing_or_bad_files_are_named() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(
            read(dir.path()),
            Err(Unhealthy::Missing(dir.path().join(FILE_NAME)))
        );
        let b = beat(5, 1, Some(5));
        write(dir.path(), &b).unwrap();
        assert_eq!(read(dir.path()), Ok(b));
        std::fs::write(path(dir.path()), b"{").unwrap();
        assert!(matches!(
            read(dir.path()),
            Err(Unhealthy::Unreadable { .. })
        ));
    }
}
