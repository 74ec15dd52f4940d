//! The acknowledged-change ledger: a small file beside sled's log (`acknowledged` in the data
//! directory) that remembers, per channel, the highest change number the store acknowledged,
//! so a sled log that recovers to less after damage is noticed ([`super::rollback`]).
//!
//! Format: the 8-byte magic [`MAGIC`], the 16-byte id of the store it belongs to (sled holds
//! the same id, see `sled_store::changes`), a CRC-32 of those 24 bytes (u32, little endian);
//! then records of 20 bytes: channel (u64, little endian), change number (u64, little
//! endian), CRC-32 of those 16 bytes (u32, little endian). A channel's value is the largest
//! number recorded for it. Records are appended (and, with `sync`, `fdatasync`ed) after
//! sled's own flush, so the ledger never claims more than sled was told to keep. A record
//! whose CRC does not match is skipped and counted ([`Reading::damaged_records`]): the
//! records after it still count; a short tail (a torn append) is ignored. Skipping only
//! forgets acknowledgements, so damage can hide a loss but never invent one. A ledger of
//! format 1 (`TWRACK01`, no store id) is read as before, and adopted by a store that has no
//! id yet.
//!
//! The file is rewritten compacted (one record per channel) when the store opens and when it
//! has grown to [`COMPACT_AFTER`] appends, so its size stays under 28 + 20 x (channels +
//! [`COMPACT_AFTER`]) bytes: a temporary file written and synced, renamed over the old one,
//! then the directory synced, so a crash leaves the old or the new file whole. Reading
//! refuses anything but a regular file (a symbolic link to one is followed) and a file
//! larger than [`MAX_BYTES`], naming it.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{ErrorKind, Read, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, MutexGuard};

use super::StoreError;

/// The ledger's file name in the data directory.
pub const LEDGER_FILE: &str = "acknowledged";
/// The file's first bytes (format version 2, with the store's id).
pub const MAGIC: &[u8; 8] = b"TWRACK02";
/// The first bytes of a format 1 ledger (no store id).
pub const MAGIC_V1: &[u8; 8] = b"TWRACK01";
/// Bytes of the format 2 header: magic, store id, CRC-32.
const HEADER: usize = 28;
/// The largest ledger read (bigger is not a ledger: 4 million channels' records).
pub const MAX_BYTES: u64 = 80 << 20;
/// A store's id (random, made when the store is first opened).
pub type StoreId = [u8; 16];
/// Bytes per record.
const RECORD: usize = 20;
/// Appends after which the file is compacted (about 80 KB of records).
pub const COMPACT_AFTER: usize = 4096;

/// Highest acknowledged change number per channel.
pub type Acknowledged = BTreeMap<u64, u64>;

/// Whose ledger a file says it is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Owner {
    /// No ledger file.
    #[default]
    Absent,
    /// A file whose header is neither format: empty, or damaged at its start.
    Unreadable,
    /// Format 1: no store id.
    Unnamed,
    /// Format 2: this store id's.
    Store(StoreId),
}

/// What [`read`] found in a ledger file.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Reading {
    /// Whose it says it is.
    pub owner: Owner,
    /// Highest change per channel among the good records.
    pub acknowledged: Acknowledged,
    /// Whole records whose CRC did not match: skipped.
    pub damaged_records: usize,
    /// Bytes that were not read as records: a short tail (a torn append), the damaged
    /// records, or the whole file when its header is unreadable.
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

/// The format 2 header of store `id`.
fn header(id: &StoreId) -> [u8; HEADER] {
    let mut out = [0u8; HEADER];
    out[..8].copy_from_slice(MAGIC);
    out[8..24].copy_from_slice(id);
    let crc = crc32fast::hash(&out[..24]);
    out[24..].copy_from_slice(&crc.to_le_bytes());
    out
}

/// The owner of `bytes` and where its records start.
fn owner(bytes: &[u8]) -> (Owner, usize) {
    if bytes.starts_with(MAGIC_V1) {
        return (Owner::Unnamed, MAGIC_V1.len());
    }
    if let Some(head) = bytes.get(..HEADER).filter(|h| h.starts_with(MAGIC)) {
        let crc = u32::from_le_bytes([head[24], head[25], head[26], head[27]]);
        if crc32fast::hash(&head[..24]) == crc {
            let mut id = StoreId::default();
            id.copy_from_slice(&head[8..24]);
            return (Owner::Store(id), HEADER);
        }
    }
    (Owner::Unreadable, bytes.len())
}

/// Reads the ledger's bytes (already loaded): never fails, see [`Reading`].
pub fn parse(bytes: &[u8]) -> Reading {
    let (owner, start) = owner(bytes);
    let mut reading = Reading {
        owner,
        ..Reading::default()
    };
    if owner == Owner::Unreadable {
        reading.ignored_bytes = bytes.len();
        return reading;
    }
    let records = &bytes[start..];
    let mut slots = records.chunks_exact(RECORD);
    for slot in slots.by_ref() {
        match decode(slot) {
            Some((channel, change)) => {
                let best = reading.acknowledged.entry(channel).or_insert(0);
                *best = (*best).max(change);
            }
            None => {
                reading.damaged_records += 1;
                reading.ignored_bytes += RECORD;
            }
        }
    }
    reading.ignored_bytes += slots.remainder().len();
    reading
}

/// Reads the ledger of data directory `dir`; an absent file is [`Owner::Absent`].
///
/// Errors: [`StoreError::Backend`] naming the file when it exists but is not a regular file
/// (a symbolic link to one is followed), is larger than [`MAX_BYTES`], or cannot be read.
pub fn read(dir: &Path) -> Result<Reading, StoreError> {
    let path = dir.join(LEDGER_FILE);
    let meta = match std::fs::metadata(&path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(Reading::default()),
        Err(e) => return Err(io_error("read", &path, e)),
    };
    if !meta.is_file() {
        return Err(StoreError::Backend(format!(
            "the acknowledged-change ledger {} is not a regular file ({}): refused",
            path.display(),
            crate::file_kind::kind_of(&meta)
        )));
    }
    if meta.len() > MAX_BYTES {
        return Err(StoreError::Backend(format!(
            "the acknowledged-change ledger {} is {} bytes, more than a ledger can be ({MAX_BYTES}): refused",
            path.display(),
            meta.len()
        )));
    }
    let mut bytes = Vec::new();
    File::open(&path)
        .and_then(|f| f.take(MAX_BYTES).read_to_end(&mut bytes))
        .map_err(|e| io_error("read", &path, e))?;
    Ok(parse(&bytes))
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
    id: StoreId,
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
    /// Writes a compacted ledger of store `id` holding `acknowledged` into `dir` (replacing
    /// any) and opens it for appending; `sync`: each append and the rewrite are synced to the
    /// disk.
    ///
    /// Errors: [`StoreError::Backend`] when the file cannot be written, synced or renamed.
    pub fn create(
        dir: &Path,
        id: StoreId,
        acknowledged: Acknowledged,
        sync: bool,
    ) -> Result<Self, StoreError> {
        let file = rewrite(dir, &id, &acknowledged, sync)?;
        Ok(Self {
            dir: dir.to_path_buf(),
            id,
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
            state.file = rewrite(&self.dir, &self.id, &state.acknowledged, self.sync)?;
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
fn rewrite(
    dir: &Path,
    id: &StoreId,
    acknowledged: &Acknowledged,
    sync: bool,
) -> Result<File, StoreError> {
    let path = dir.join(LEDGER_FILE);
    let temporary = dir.join(format!("{LEDGER_FILE}.new"));
    let mut bytes = Vec::with_capacity(HEADER + RECORD * acknowledged.len());
    bytes.extend_from_slice(&header(id));
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

    const ID: StoreId = [9; 16];

    fn bytes_of(records: &[(u64, u64)]) -> Vec<u8> {
        let mut bytes = header(&ID).to_vec();
        for &(c, n) in records {
            bytes.extend_from_slice(&encode(c, n));
        }
        bytes
    }

    #[test]
    fn the_largest_change_per_channel_counts() {
        let reading = parse(&bytes_of(&[(1, 3), (2, 1), (1, 2), (1, 5)]));
        assert_eq!(reading.owner, Owner::Store(ID));
        assert_eq!(reading.acknowledged, Acknowledged::from([(1, 5), (2, 1)]));
        assert_eq!(reading.ignored_bytes, 0);
    }

    #[test]
    fn a_torn_or_damaged_record_only_forgets_and_hides_nothing_after_it() {
        let good = bytes_of(&[(1, 3), (2, 4), (1, 9)]);
        for cut in HEADER..good.len() {
            let reading = parse(&good[..cut]);
            for (channel, change) in &reading.acknowledged {
                assert!(*change <= if *channel == 1 { 9 } else { 4 }, "cut {cut}");
            }
        }
        for at in 0..good.len() {
            let mut bad = good.clone();
            bad[at] ^= 0x40;
            let reading = parse(&bad);
            // One flipped bit is caught by the header's CRC or a record's: every channel
            // reads at most what was written, and only the bad record is ignored.
            let one = reading.acknowledged.get(&1).copied().unwrap_or(0);
            let two = reading.acknowledged.get(&2).copied().unwrap_or(0);
            assert!(one <= 9 && two <= 4, "{at}");
            assert!(reading.ignored_bytes > 0, "flip at {at} went unnoticed");
            if at >= HEADER {
                assert_eq!(reading.damaged_records, 1, "{at}");
                let record = (at - HEADER) / RECORD;
                // The records after the damaged one still count.
                if record < 2 {
                    assert_eq!(one, 9, "flip at {at} hid a later record");
                }
                if record != 1 {
                    assert_eq!(two, 4, "{at}");
                }
            } else {
                assert_eq!(reading.owner, Owner::Unreadable, "{at}");
            }
        }
        assert_eq!(parse(b"").owner, Owner::Unreadable);
        assert_eq!(parse(b"not a ledger at all").ignored_bytes, 19);
        let mut v1 = MAGIC_V1.to_vec();
        v1.extend_from_slice(&encode(4, 2));
        let reading = parse(&v1);
        assert_eq!(reading.owner, Owner::Unnamed);
        assert_eq!(reading.acknowledged, Acknowledged::from([(4, 2)]));
    }

    #[test]
    fn appends_survive_a_reopen_and_compaction() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(read(dir.path()).unwrap(), Reading::default());
        let ledger = Ledger::create(dir.path(), ID, Acknowledged::from([(7, 2)]), false).unwrap();
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
        assert_eq!(reading.owner, Owner::Store(ID));
        assert_eq!(reading.acknowledged, expected);
        assert_eq!(reading.ignored_bytes, 0);
        let size = std::fs::metadata(dir.path().join(LEDGER_FILE))
            .unwrap()
            .len();
        assert!(size < (HEADER + RECORD * 20) as u64, "compacted: {size}");
    }

    #[cfg(unix)]
    #[test]
    fn only_a_regular_file_is_read_and_a_link_to_one_is_followed() {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        std::os::unix::fs::symlink("/dev/zero", d.join(LEDGER_FILE)).unwrap();
        let err = read(d).unwrap_err().to_string();
        assert!(err.contains("not a regular file"), "{err}");
        assert!(
            err.contains(&d.join(LEDGER_FILE).display().to_string()),
            "{err}"
        );
        std::fs::remove_file(d.join(LEDGER_FILE)).unwrap();
        std::fs::write(d.join("real"), bytes_of(&[(1, 2)])).unwrap();
        std::os::unix::fs::symlink(d.join("real"), d.join(LEDGER_FILE)).unwrap();
        assert_eq!(read(d).unwrap().acknowledged, Acknowledged::from([(1, 2)]));
    }
}
