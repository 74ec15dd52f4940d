//! Snapshot files that sled 0.34 would refuse, set aside before it opens.
//!
//! At open sled lists every file of the data directory whose name starts with `snap.`
//! (except `*.in___motion`), sorts the names and reads the highest one only; a file of 12
//! bytes or fewer, or one whose CRC does not match, makes the open fail with "Read corrupted
//! data" although the log (`db`), sled's actual data, is intact. sled writes a snapshot as
//! `snap.<lsn>.generating`, syncs it and renames it to `snap.<lsn>`; a write that fails (a
//! full disk) leaves the `.generating` file behind, often empty, and its name sorts above the
//! good snapshot of the same or a lower number. The snapshot is only a shortcut into the log:
//! without it sled reads the log from the start (or from the next lower snapshot).
//!
//! So before sled opens, every `snap.*.generating` file, and every other `snap.*` file of 12
//! bytes or fewer, is renamed to `set-aside.<name>` in the same directory (a rename needs no
//! free space, and sled no longer sees it). Each is logged and returned so that
//! `towers check-store` says so too.

use std::fs;
use std::path::{Path, PathBuf};

use crate::StoreError;

/// The prefix given to a snapshot file set aside.
pub const SET_ASIDE_PREFIX: &str = "set-aside.";

/// sled calls a snapshot file of this many bytes or fewer corrupt without reading it.
const SMALLEST_SNAPSHOT: u64 = 12;

/// One snapshot file moved out of sled's way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// Its name as sled left it (`snap.<lsn>.generating`, or `snap.<lsn>`).
    pub name: String,
    /// Its size in bytes.
    pub bytes: u64,
    /// Where it is now.
    pub now_at: PathBuf,
}

impl SetAside {
    /// Why it was set aside, for the log and `check-store`.
    pub fn why(&self) -> &'static str {
        if self.name.ends_with(".generating") {
            "an unfinished sled snapshot (a snapshot write that failed, e.g. on a full disk)"
        } else {
            "an empty or truncated sled snapshot that sled would call corrupt"
        }
    }
}

impl std::fmt::Display for SetAside {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({} bytes): {}; set aside as {} (the log `db` is read instead, nothing is lost)",
            self.name,
            self.bytes,
            self.why(),
            self.now_at.display()
        )
    }
}

/// Whether sled would look at a file named `name` as a snapshot.
fn is_snapshot_name(name: &str) -> bool {
    name.starts_with("snap.") && !name.ends_with(".in___motion")
}

/// Renames every snapshot file of `dir` that sled would refuse (see the module) out of its
/// way; returns them, each logged at warn level. A directory that does not exist has none.
///
/// Errors: [`StoreError::Backend`] naming the file when the directory cannot be listed or a
/// file cannot be renamed.
pub fn set_aside(dir: &Path) -> Result<Vec<SetAside>, StoreError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(StoreError::Backend(format!(
                "cannot list {}: {e}",
                dir.display()
            )))
        }
    };
    let mut out = Vec::new();
    for entry in entries {
        let entry = entry
            .map_err(|e| StoreError::Backend(format!("cannot list {}: {e}", dir.display())))?;
        let Some(name) = entry.file_name().to_str().map(str::to_owned) else {
            continue;
        };
        if !is_snapshot_name(&name) {
            continue;
        }
        let path = entry.path();
        let bytes = fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
        if !name.ends_with(".generating") && bytes > SMALLEST_SNAPSHOT {
            continue;
        }
        let mut now_at = dir.join(format!("{SET_ASIDE_PREFIX}{name}"));
        let mut n = 1;
        while now_at.exists() {
            now_at = dir.join(format!("{SET_ASIDE_PREFIX}{name}.{n}"));
            n += 1;
        }
        fs::rename(&path, &now_at).map_err(|e| {
            StoreError::Backend(format!(
                "cannot set aside the sled snapshot {}: {e}",
                path.display()
            ))
        })?;
        let aside = SetAside {
            name,
            bytes,
            now_at,
        };
        tracing::warn!(data_dir = %dir.display(), file = %aside.name, bytes, now_at = %aside.now_at.display(), "{}: set aside before opening sled (its log is read instead; nothing is lost)", aside.why());
        out.push(aside);
    }
    out.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unfinished_and_tiny_snapshots_are_moved_and_good_ones_stay() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        fs::write(d.join("snap.00000000000000A0"), [7u8; 40]).unwrap();
        fs::write(d.join("snap.00000000000000B0.generating"), b"").unwrap();
        fs::write(d.join("snap.00000000000000C0"), [1u8; 12]).unwrap();
        fs::write(d.join("db"), b"log").unwrap();
        let aside = set_aside(d).unwrap();
        let names: Vec<_> = aside.iter().map(|a| a.name.as_str()).collect();
        assert_eq!(
            names,
            ["snap.00000000000000B0.generating", "snap.00000000000000C0"]
        );
        assert!(d.join("snap.00000000000000A0").exists());
        assert!(d
            .join("set-aside.snap.00000000000000B0.generating")
            .exists());
        assert!(d.join("db").exists());
        // Again: nothing left to move, and a second leftover of the same name gets its own.
        assert!(set_aside(d).unwrap().is_empty());
        fs::write(d.join("snap.00000000000000B0.generating"), b"").unwrap();
        let again = set_aside(d).unwrap();
        assert_eq!(
            again[0].now_at,
            d.join("set-aside.snap.00000000000000B0.generating.1")
        );
    }
}
