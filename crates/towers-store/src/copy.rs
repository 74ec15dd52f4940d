//! A copy of a sled data directory, for checks that must not change the original: opening
//! sled writes (its recovery zeroes a damaged log from the damage on), so `towers
//! check-store` opens a copy. The copy reads what `towers serve` would open: a symbolic link
//! to a regular file (or folder) is followed and its target copied; a file the store reads
//! ([`STORE_FILES`]) that is anything but a regular file (a FIFO, a device, a folder) is
//! refused by name before anything is read, by the copy and by [`check_files`] before sled
//! opens.

use std::fs;
use std::io;
use std::path::Path;

use super::file_kind::kind_of;
use super::ledger::LEDGER_FILE;
use super::StoreError;

/// The files of a data directory the store reads: sled's configuration and log, and the
/// acknowledged-change ledger (with every `snap.*` snapshot, see [`is_store_file`]).
pub const STORE_FILES: [&str; 3] = ["conf", "db", LEDGER_FILE];

/// Whether the store reads the top-level file `name` of a data directory.
pub fn is_store_file(name: &str) -> bool {
    STORE_FILES.contains(&name) || name.starts_with("snap.")
}

/// Checks that every file of data directory `dir` the store reads ([`is_store_file`]) is a
/// regular file, a symbolic link being followed: sled would block on a FIFO or read a device
/// without end.
///
/// Errors: [`StoreError::Backend`] naming the first that is not (or cannot be looked at).
pub fn check_files(dir: &Path) -> Result<(), StoreError> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => {
            return Err(StoreError::Backend(format!(
                "cannot list {}: {e}",
                dir.display()
            )))
        }
    };
    for entry in entries {
        let entry = entry
            .map_err(|e| StoreError::Backend(format!("cannot list {}: {e}", dir.display())))?;
        let name = entry.file_name();
        if name.to_str().is_some_and(is_store_file) {
            check_regular(&entry.path())?;
        }
    }
    Ok(())
}

/// `path` (followed through symbolic links) is a regular file.
fn check_regular(path: &Path) -> Result<(), StoreError> {
    let meta = fs::metadata(path)
        .map_err(|e| StoreError::Backend(format!("cannot read {}: {e}", path.display())))?;
    if meta.is_file() {
        Ok(())
    } else {
        Err(StoreError::Backend(format!(
            "{} is {}, not a regular file: refused",
            path.display(),
            kind_of(&meta)
        )))
    }
}

/// Copies every file and folder of data directory `from` into `to` (an existing, empty
/// directory), the acknowledged-change ledger first: a copy taken while the bot writes then
/// holds a ledger no newer than the log copied after it. Symbolic links are followed as sled
/// and the ledger follow them (the target's contents are copied); a file the store reads
/// that is not a regular file is refused ([`check_files`]) before anything is copied; other
/// things that are neither files nor folders (a dangling link, a socket) are not copied.
/// Reads `from` only.
///
/// Errors: [`StoreError::Backend`] naming the path in `from` that is refused or could not be
/// read, or the one in `to` that could not be written.
pub fn copy_data_dir(from: &Path, to: &Path) -> Result<(), StoreError> {
    check_files(from)?;
    let fail = |path: &Path, e: io::Error| {
        StoreError::Backend(format!("cannot copy {} for the check: {e}", path.display()))
    };
    let ledger = from.join(LEDGER_FILE);
    if ledger.is_file() {
        fs::copy(&ledger, to.join(LEDGER_FILE)).map_err(|e| fail(&ledger, e))?;
    }
    copy_tree(from, to, 0).map_err(|(path, e)| fail(&path, e))
}

/// Folders deeper than this are not copied (sled's own go one deep; a symbolic link loop
/// would go on without end).
const MAX_DEPTH: usize = 8;

/// Copies the contents of `from`, `depth` folders below the data directory, into `to`,
/// skipping the ledger at the top.
fn copy_tree(from: &Path, to: &Path, depth: usize) -> Result<(), (std::path::PathBuf, io::Error)> {
    let top = depth == 0;
    let entries = fs::read_dir(from).map_err(|e| (from.to_path_buf(), e))?;
    for entry in entries {
        let entry = entry.map_err(|e| (from.to_path_buf(), e))?;
        let path = entry.path();
        // Followed through symbolic links, as sled opens them.
        let Ok(meta) = fs::metadata(&path) else {
            continue;
        };
        let target = to.join(entry.file_name());
        if meta.is_dir() {
            if depth < MAX_DEPTH {
                fs::create_dir(&target).map_err(|e| (target.clone(), e))?;
                copy_tree(&path, &target, depth + 1)?;
            }
        } else if meta.is_file() && !(top && entry.file_name() == LEDGER_FILE) {
            fs::copy(&path, &target).map_err(|e| (path.clone(), e))?;
        }
    }
    Ok(())
}

/// Whether another process holds sled's lock on data directory `dir` (a running bot): sled
/// takes an exclusive `flock` on its file `db`; this asks for a shared one without waiting
/// and lets it go at once. Always `false` off Linux and when `db` cannot be opened.
pub fn in_use(dir: &Path) -> bool {
    #[cfg(target_os = "linux")]
    {
        use std::os::fd::AsRawFd;
        let Ok(file) = fs::File::open(dir.join("db")) else {
            return false;
        };
        // SAFETY: flock on a file descriptor this function owns for the whole call.
        let held = unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_SH | libc::LOCK_NB) } != 0;
        // Closing the file releases a lock taken here.
        drop(file);
        held
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = dir;
        false
    }
}
