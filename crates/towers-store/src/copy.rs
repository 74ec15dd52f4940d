//! A copy of a sled data directory, for checks that must not change the original: opening
//! sled writes (its recovery zeroes a damaged log from the damage on), so `towers
//! check-store` opens a copy.

use std::fs;
use std::io;
use std::path::Path;

use super::ledger::LEDGER_FILE;
use super::StoreError;

/// Copies every file and folder of data directory `from` into `to` (an existing, empty
/// directory), the acknowledged-change ledger first: a copy taken while the bot writes then
/// holds a ledger no newer than the log copied after it. Symbolic links are not followed
/// or copied. Reads `from` only.
///
/// Errors: [`StoreError::Backend`] naming the path that could not be read or written.
pub fn copy_data_dir(from: &Path, to: &Path) -> Result<(), StoreError> {
    let fail = |path: &Path, e: io::Error| {
        StoreError::Backend(format!("cannot copy {} for the check: {e}", path.display()))
    };
    let ledger = from.join(LEDGER_FILE);
    if ledger.is_file() {
        fs::copy(&ledger, to.join(LEDGER_FILE)).map_err(|e| fail(&ledger, e))?;
    }
    copy_tree(from, to, true).map_err(|(path, e)| fail(&path, e))
}

/// Copies the contents of `from` into `to`, skipping the ledger at the top (`top`).
fn copy_tree(from: &Path, to: &Path, top: bool) -> Result<(), (std::path::PathBuf, io::Error)> {
    let entries = fs::read_dir(from).map_err(|e| (from.to_path_buf(), e))?;
    for entry in entries {
        let entry = entry.map_err(|e| (from.to_path_buf(), e))?;
        let path = entry.path();
        let kind = entry.file_type().map_err(|e| (path.clone(), e))?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            fs::create_dir(&target).map_err(|e| (target.clone(), e))?;
            copy_tree(&path, &target, false)?;
        } else if kind.is_file() && !(top && entry.file_name() == LEDGER_FILE) {
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
