//! The acknowledged-change ledger: a small file beside sled's log (`acknowledged` in the data
//! directory) that remembers, per channel, the highest change number the store acknowledged,
//! so a sled log that recovers to less after damage is noticed ([`super::rollback`]).
//!
//! Format: the 8-byte header [`MAGIC`], then records of 20 bytes: channel (u64, little
//! endian), change number (u64, little endian), CRC-32 of those 16 bytes (u32, little
//! endian). A channel's value is the largest number recorded for it. Records are appended
//! (and, with `sync`, `fdatasync`ed) after sled's own flush, so the ledger never claims more
//! than sled was told to keep. Reading stops at the first short or mis-checksummed record
//! (a torn append or a damaged ledger): that only forgets acknowledgements, so a damaged
//! ledger can hide a loss but never invent one.
//!
//! The file is rewritten compacted (one record per channel) when the store opens and when it
//! has grown to [`COMPACT_AFTER`] appends: a temporary file written and synced, renamed over
//! the old one, then the directory synced, so a crash leaves the old or the new file whole.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use super::StoreError;

/// The ledger's file name in the data directory.
pub const LEDGER_FILE: &str = "acknowledged";
/// The file's first bytes (format version 1).
pub const MAGIC: &[u8; 8] = b"TWRACK01";
/// Bytes per record.
const RECORD: usize = 20;
/// Appends after which the file is compacted (about 80 KB of records).
pub const COMPACT_AFTER: usize = 4096;

/// Highest acknowledged change number per channel.
pub type Acknowledged = BTreeMap<u64, u64>;

/// What [`read`] found in a ledger file.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// Highest change per channel among the good records.
    pub acknowledged: Acknowledged,
    /// Bytes after the last good record that were not a good record (a torn append, damage,
    /// or a header that is not [`MAGIC`]): ignored.
    pub ignored_bytes: usize,
}

/// The record bytes of (`channel`, `change`).
fn encode(channel: u64, change: u64) -> [u8; RECORD] {
    let mut out = [0u8; RECORD];
    out[..8].copy_from_slice(&channel.to_le_bytes());
    out[8..16].copy_from_slice(&change.to_le_bytes());
    let crc = crc32fast::hash(&out[..16]);
    out[16..].copy_from_slice(&crc.to_le_bytes());
    out
}

/// The (channel, change) of `bytes` if it is a good record.
fn decode(bytes: &[u8]) -> Option<(u64, u64)> {
    let body = bytes.get(..16)?;
    let crc = u32::from_le_bytes(bytes.get(16..RECORD)?.try_into().ok()?);
    if crc32fast::hash(body) != crc {
        return None;
    }
    let channel = u64::from_le_bytes(body[..8].try_into().ok()?);
    let change = u64::from_le_bytes(body[8..].try_into().ok()?);
    Some((channel, change))
}

/// Reads the ledger's bytes (already loaded): never fails, see [`Reading`].
pub fn parse(bytes: &[u8]) -> Reading {
    let mut reading = Reading::default();
    let Some(records) = bytes.strip_prefix(MAGIC.as_slice()) else {
        reading.ignored_bytes = bytes.len();
        return reading;
    };
    let mut at = 0;
    while let Some((channel, change)) = records.get(at..at + RECORD).and_then(decode) {
        let best = reading.acknowledged.entry(channel).or_insert(0);
        *best = (*best).max(change);
        at += RECORD;
    }
    reading.ignored_bytes = records.len() - at;
    reading
}

/// Reads the ledger of data directory `dir`; an absent file is an empty ledger.
///
/// Errors: [`StoreError::Backend`] when the file exists but cannot be read.
pub fn read(dir: &Path) -> Result<Reading, StoreError> {
    let path = dir.join(LEDGER_FILE);
    let mut bytes = Vec::new();
    match File::open(&path).and_then(|mut f| f.read_to_end(&mut bytes)) {
        Ok(_) => Ok(parse(&bytes)),
        Err(e) if e.kind() == ErrorKind::NotFound => Ok(Reading::default()),
        Err(e) => Err(io_error("read", &path, e)),
    }
}

fn io_error(what: &str, path: &Path, e: std::io::Error) -> StoreError {
    StoreError::Backend(format!(
        "cannot {what} the acknowledged-change ledger {}: {e}",
        path.display()
    ))
}

/// The open ledger, appending one record per acknowledged change.
#[derive(Debug)]
pub struct Ledger {
    dir: PathBuf,
    sync: bool,
    state: Mutex<State>,
}

#[derive(Debug)]
struct State {
    file: File,
    acknowledged: Acknowledged,
    appended: usize,
}

impl Ledger {
    /// Writes a compacted ledger holding `acknowledged` into `dir` (replacing any) and opens
    /// it for appending; `sync`: each append and the rewrite are synced to the disk.
    ///
    /// Errors: [`StoreError::Backend`] when the file cannot be written, synced or renamed.
    pub fn create(dir: &Path, acknowledged: Acknowledged, sync: bool) -> Result<Self, StoreError> {
        let file = rewrite(dir, &acknowledged, sync)?;
        Ok(Self {
            dir: dir.to_path_buf(),
            sync,
            state: Mutex::new(State {
                file,
                acknowledged,
                appended: 0,
            }),
        })
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panic cannot leave `State` half-changed in a way that matters: at worst a record
        // is missing, which only forgets an acknowledgement.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records that `channel`'s change number `change` was acknowledged: one append (and, with
    /// `sync`, one `fdatasync`). Call it only after the change itself is durable.
    ///
    /// Errors: [`StoreError::Backend`] when the append or its sync fails (the change itself
    /// is stored; only its acknowledgement may be missing from the ledger).
    pub fn record(&self, channel: u64, change: u64) -> Result<(), StoreError> {
        let mut state = self.state();
        let path = self.dir.join(LEDGER_FILE);
        let best = state.acknowledged.entry(channel).or_insert(0);
        *best = (*best).max(change);
        if state.appended >= COMPACT_AFTER {
            state.file = rewrite(&self.dir, &state.acknowledged, self.sync)?;
            state.appended = 0;
            return Ok(());
        }
        state
            .file
            .write_all(&encode(channel, change))
            .map_err(|e| io_error("append to", &path, e))?;
        state.appended += 1;
        if self.sync {
            state
                .file
                .sync_data()
                .map_err(|e| io_error("sync", &path, e))?;
        }
        Ok(())
    }
}

/// Writes `acknowledged` as a new ledger file in `dir` through a synced temporary file and a
/// rename; returns the new file opened for appending.
fn rewrite(dir: &Path, acknowledged: &Acknowledged, sync: bool) -> Result<File, StoreError> {
    let path = dir.join(LEDGER_FILE);
    let temporary = dir.join(format!("{LEDGER_FILE}.new"));
    let mut bytes = Vec::with_capacity(MAGIC.len() + RECORD * acknowledged.len());
    bytes.extend_from_slice(MAGIC);
    for (&channel, &change) in acknowledged {
        bytes.extend_from_slice(&encode(channel, change));
    }
    let mut file = File::create(&temporary).map_err(|e| io_error("create", &temporary, e))?;
    file.write_all(&bytes)
        .map_err(|e| io_error("write", &temporary, e))?;
    if sync {
        file.sync_all()
            .map_err(|e| io_error("sync", &temporary, e))?;
    }
    drop(file);
    std::fs::rename(&temporary, &path).map_err(|e| io_error("rename", &path, e))?;
    if sync {
        File::open(dir)
            .and_then(|d| d.sync_all())
            .map_err(|e| io_error("sync the directory of", &path, e))?;
    }
    OpenOptions::new()
        .append(true)
        .open(&path)
        .map_err(|e| io_error("open", &path, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes_of(records: &[(u64, u64)]) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        for &(c, n) in records {
            bytes.extend_from_slice(&encode(c, n));
        }
        bytes
    }

    #[test]
    fn the_largest_change_per_channel_counts() {
        let reading = parse(&bytes_of(&[(1, 3), (2, 1), (1, 2), (1, 5)]));
        assert_eq!(reading.acknowledged, Acknowledged::from([(1, 5), (2, 1)]));
        assert_eq!(reading.ignored_bytes, 0);
    }

    #[test]
    fn a_torn_or_damaged_tail_only_forgets() {
        let good = bytes_of(&[(1, 3), (2, 4), (1, 9)]);
        for cut in MAGIC.len()..good.len() {
            let reading = parse(&good[..cut]);
            for (channel, change) in &reading.acknowledged {
                assert!(*change <= if *channel == 1 { 9 } else { 4 }, "cut {cut}");
            }
        }
        for at in 0..good.len() {
            let mut bad = good.clone();
            bad[at] ^= 0x40;
            let reading = parse(&bad);
            // One flipped bit is caught by the header check or a record's CRC: every channel
            // reads at most what was written, and the bad record and those after it are
            // ignored.
            assert!(
                reading.acknowledged.get(&1).copied().unwrap_or(0) <= 9,
                "{at}"
            );
            assert!(
                reading.acknowledged.get(&2).copied().unwrap_or(0) <= 4,
                "{at}"
            );
            assert!(reading.ignored_bytes > 0, "flip at {at} went unnoticed");
        }
        assert_eq!(parse(b"").acknowledged, Acknowledged::new());
        assert_eq!(parse(b"not a ledger at all").ignored_bytes, 19);
    }

    #[test]
    fn appends_survive_a_reopen_and_compaction() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(read(dir.path()).unwrap(), Reading::default());
        let ledger = Ledger::create(dir.path(), Acknowledged::from([(7, 2)]), false).unwrap();
        for n in 1..=(COMPACT_AFTER as u64 + 10) {
            ledger.record(n % 3, n).unwrap();
        }
        drop(ledger);
        let reading = read(dir.path()).unwrap();
        let last = COMPACT_AFTER as u64 + 10;
        let expected: Acknowledged = (0..3)
            .map(|c| (c, (1..=last).filter(|n| n % 3 == c).max().unwrap()))
            .chain([(7, 2)])
            .collect();
        assert_eq!(reading.acknowledged, expected);
        assert_eq!(reading.ignored_bytes, 0);
        let size = std::fs::metadata(dir.path().join(LEDGER_FILE))
            .unwrap()
            .len();
        assert!(
            size < (MAGIC.len() + RECORD * 20) as u64,
            "compacted: {size}"
        );
    }
}
