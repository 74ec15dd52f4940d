//! [`SledStore`]: the on-disk [`Store`], one sled database in the bot's data directory.
//!
//! Layout: tree [`ACTIVE_TREE`] maps a channel (8 bytes, big-endian) to its
//! [`ChannelRecord`]; tree [`ARCHIVE_TREE`] maps (channel, game id) (16 bytes, big-endian)
//! to a finished [`GameRecord`]. Values are [`codec`](super::codec) envelopes. Tree
//! [`ENTRY_TREE`] holds the side tables ([`Table`]): key `table name, 0, entry key`, value the
//! owning module's bytes.
//!
//! Every [`Store::change`] is one sled transaction over both trees followed by a blocking
//! [`SledStore::flush`] before it returns, so an acknowledged change survives a crash or
//! `kill -9`, and, with [`Durability::Disk`] (the default), a power loss: sled's own flush
//! writes the log with `sync_file_range`, which neither flushes the disk's write cache nor
//! records a grown file size, so the flush also `fdatasync`s sled's log file (`db`).
//!
//! Each channel change also raises the channel's change number (tree [`CHANGES_TREE`]) and,
//! once flushed, appends it to the acknowledged-change [ledger](super::ledger) outside sled's
//! log; opening compares the two and reports a channel that recovered to less
//! ([`Store::rolled_back`], see `changes`).

use backon::{BlockingRetryable, ConstantBuilder};
use std::cell::RefCell;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};

use sled::transaction::{ConflictableTransactionError, TransactionError, Transactional};

use super::codec::{self, DecodeError};
use super::ledger::Ledger;
use super::rollback::RolledBack;
use super::{
    index, keys, Change, ChannelRecord, EntryChange, GameRecord, Store, StoreError, Table,
};

mod changes;
pub mod leftovers;
pub use changes::{CHANGES_TREE, META_TREE, REPORTS_TREE};
use leftovers::SetAside;

/// Name of the sled tree holding each channel's active record.
pub const ACTIVE_TREE: &str = "active";
/// Name of the sled tree holding finished games.
pub const ARCHIVE_TREE: &str = "finished";
/// Name of the sled tree holding the side tables (settings, ratings).
pub const ENTRY_TREE: &str = "entries";
/// Name of the sled tree where records that do not decode are set aside by the scans: key
/// `source tree name, 0, original key`, value the original bytes (never deleted).
pub const QUARANTINE_TREE: &str = "quarantine";

/// A record set aside because it does not decode: where it was and its bytes, unchanged (put
/// them back under `key` in `tree` to restore it, e.g. for a newer build that reads it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quarantined {
    /// The tree it came from ([`ACTIVE_TREE`] or [`ARCHIVE_TREE`]).
    pub tree: String,
    /// Its key there.
    pub key: Vec<u8>,
    /// The stored bytes.
    pub bytes: Vec<u8>,
}

/// How far [`SledStore::flush`] takes a change before an update returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Durability {
    /// To the disk itself: sled's flush, then `fdatasync` of its log file (survives a power
    /// loss on a disk that honours cache flushes). The default.
    #[default]
    Disk,
    /// To the operating system only (sled's flush alone): survives the process crashing, not
    /// the machine losing power. For benchmarks and throwaway stores.
    OsCache,
}

/// The sled backend. Cheap to share behind an `Arc`; all methods take `&self`.
pub struct SledStore {
    path: PathBuf,
    db: sled::Db,
    /// sled's log and page file (`db` in the directory), synced after each flush; `None` with
    /// [`Durability::OsCache`].
    log: Option<std::fs::File>,
    /// How many times `log` was synced ([`SledStore::disk_syncs`]).
    syncs: std::sync::atomic::AtomicU64,
    active: sled::Tree,
    archive: sled::Tree,
    entries: sled::Tree,
    quarantine: sled::Tree,
    /// Each channel's change number (`changes`).
    changes: sled::Tree,
    /// The acknowledged change numbers, outside sled's log.
    ledger: Ledger,
    /// What is reported until an operator clears it (`changes`).
    reports: sled::Tree,
    /// The snapshot files set aside before sled opened.
    set_aside: Vec<SetAside>,
    /// The first write or flush that failed: from then on the store refuses everything
    /// ([`Store::failure`]).
    failed: std::sync::OnceLock<String>,
}

impl fmt::Debug for SledStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SledStore")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

/// Why a transaction was aborted: the caller's `decide` refused, or a stored record was
/// unreadable.
enum Abort {
    Refused,
    Store(StoreError),
}

/// How often and how long [`SledStore::open`] retries a directory whose lock is held: 40 x
/// 50 ms, 2 s in all.
const LOCK_RETRIES: usize = 40;
const LOCK_RETRY_DELAY: std::time::Duration = std::time::Duration::from_millis(50);

/// Why one attempt to open sled failed.
enum Failure {
    Sled(sled::Error),
    Panicked,
}

/// Whether sled refused because another holder has the directory's lock.
fn is_locked(e: &sled::Error) -> bool {
    e.to_string().contains("could not acquire lock")
}

impl SledStore {
    /// The plain sled database in directory `dir`, opened as [`SledStore::open`] opens it
    /// (parents created, a held lock waited for, a panic of sled's recovery caught), without
    /// the store's trees: for tools and tests that read or write raw records.
    ///
    /// Errors: as [`SledStore::open`].
    pub fn open_db(dir: &Path) -> Result<sled::Db, StoreError> {
        Self::open_db_reporting(dir).map(|(db, _)| db)
    }

    /// [`SledStore::open_db`], with the snapshot files set aside first
    /// ([`leftovers`]).
    fn open_db_reporting(dir: &Path) -> Result<(sled::Db, Vec<SetAside>), StoreError> {
        let shown = dir.display();
        std::fs::create_dir_all(dir).map_err(|e| {
            StoreError::Backend(format!("cannot create data directory {shown}: {e}"))
        })?;
        // sled would block on a FIFO or read a device without end.
        super::copy::check_files(dir)?;
        let set_aside = leftovers::set_aside(dir)?;
        // sled may panic on some damaged files instead of returning an error; the bot
        // should report that as a storage error, not die with a backtrace.
        let open_once =
            || match panic::catch_unwind(AssertUnwindSafe(|| sled::Config::new().path(dir).open()))
            {
                Ok(Ok(db)) => Ok(db),
                Ok(Err(e)) => Err(Failure::Sled(e)),
                Err(_) => Err(Failure::Panicked),
            };
        // sled's background threads can hold the lock for a moment after a store of this
        // process was dropped (a restart inside one process, as tests do): wait a little for
        // it before saying another process has the directory.
        let opened = open_once
            .retry(
                ConstantBuilder::default()
                    .with_delay(LOCK_RETRY_DELAY)
                    .with_max_times(LOCK_RETRIES),
            )
            .when(|f| matches!(f, Failure::Sled(e) if is_locked(e)))
            .call();
        match opened {
            Ok(db) => Ok((db, set_aside)),
            Err(Failure::Sled(e)) => {
                // sled locks its files: a second process on the same directory gets this.
                let hint = if is_locked(&e) {
                    " (another towers process is using this data directory)"
                } else {
                    ""
                };
                Err(StoreError::Backend(format!(
                    "cannot open database in {shown}: {e}{hint}"
                )))
            }
            Err(Failure::Panicked) => Err(StoreError::Backend(format!(
                "cannot open database in {shown}: sled panicked while recovering it"
            ))),
        }
    }

    /// Opens (or creates) the database in directory `dir`, creating missing parent
    /// directories. A directory whose lock is held is retried for up to 2 s first.
    ///
    /// Errors: [`StoreError::Backend`] naming `dir` when the directory cannot be created or
    /// sled cannot open it (read-only, not a directory, locked by another process (said so
    /// in the message), damaged).
    pub fn open(dir: &Path) -> Result<Self, StoreError> {
        Self::open_with(dir, Durability::Disk)
    }

    /// [`SledStore::open`] with the given [`Durability`].
    ///
    /// Errors: as [`SledStore::open`], and [`StoreError::Backend`] when sled's log file cannot
    /// be opened for syncing.
    pub fn open_with(dir: &Path, durability: Durability) -> Result<Self, StoreError> {
        let shown = dir.display();
        let (db, set_aside) = Self::open_db_reporting(dir)?;
        let log = match durability {
            Durability::OsCache => None,
            Durability::Disk => Some(std::fs::File::open(dir.join("db")).map_err(|e| {
                StoreError::Backend(format!("cannot open sled's log file in {shown}: {e}"))
            })?),
        };
        let tree = |name: &str| {
            db.open_tree(name).map_err(|e| {
                StoreError::Backend(format!("cannot open tree {name:?} in {shown}: {e}"))
            })
        };
        let active = tree(ACTIVE_TREE)?;
        let archive = tree(ARCHIVE_TREE)?;
        let entries = tree(ENTRY_TREE)?;
        let quarantine = tree(QUARANTINE_TREE)?;
        let changes = tree(CHANGES_TREE)?;
        let meta = tree(META_TREE)?;
        let reports = tree(REPORTS_TREE)?;
        let sync = durability == Durability::Disk;
        let opened = changes::check_at_open(dir, &db, &changes, &meta, &reports, sync)?;
        Ok(Self {
            path: dir.to_path_buf(),
            db,
            log,
            syncs: std::sync::atomic::AtomicU64::new(0),
            active,
            archive,
            entries,
            quarantine,
            changes,
            ledger: opened.ledger,
            reports,
            set_aside,
            failed: std::sync::OnceLock::new(),
        })
    }

    /// The snapshot files set aside before sled opened (each logged then), see
    /// [`leftovers`].
    pub fn set_aside_snapshots(&self) -> &[SetAside] {
        &self.set_aside
    }

    /// Forgets every reported loss and ledger note ([`Store::rolled_back`],
    /// [`Store::store_notes`]): what `towers check-store --clear-losses` does once an
    /// operator has dealt with them. Returns how many there were.
    ///
    /// Errors: [`StoreError::Backend`] when the reports cannot be removed or flushed.
    pub fn clear_reports(&self) -> Result<usize, StoreError> {
        self.healthy()?;
        let mut cleared = 0;
        for key in self.reports.iter().keys() {
            let key = key.map_err(|e| self.failing("read reports", e))?;
            self.reports
                .remove(key)
                .map_err(|e| self.failing("clear reports", e))?;
            cleared += 1;
        }
        self.flush()?;
        Ok(cleared)
    }

    /// `Ok` while no write or flush has failed; else the refusal every operation answers.
    fn healthy(&self) -> Result<(), StoreError> {
        match self.failed.get() {
            None => Ok(()),
            Some(first) => Err(StoreError::Backend(format!(
                "the store in {} stopped after a write failed ({first}); nothing is stored or read until towers restarts",
                self.path.display()
            ))),
        }
    }

    /// A write or flush failed with `e`: the store stops (see [`Store::failure`]); the error
    /// to return. sled keeps the change it could not write in memory and fails every later
    /// flush, so nothing it holds can be trusted or shown from now on.
    fn failing(&self, what: &str, e: impl fmt::Display) -> StoreError {
        let error = self.backend(what, e);
        if self.failed.set(error.to_string()).is_ok() {
            tracing::error!(error = %error, "the store cannot write: it stops, nothing more is acknowledged or shown; towers must restart once the disk has room again");
        }
        error
    }

    /// The data directory this store was opened on.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Blocks until everything written so far is on disk: sled's flush, then (with
    /// [`Durability::Disk`]) `fdatasync` of its log file, which makes the disk write its cache.
    ///
    /// Errors: [`StoreError::Backend`] when sled cannot write or the sync fails.
    pub fn flush(&self) -> Result<(), StoreError> {
        self.healthy()?;
        self.db.flush().map_err(|e| self.failing("flush", e))?;
        if let Some(log) = &self.log {
            log.sync_data().map_err(|e| self.failing("fdatasync", e))?;
            self.syncs
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
        Ok(())
    }

    /// How many `fdatasync`s of sled's log file [`SledStore::flush`] has completed since the
    /// store was opened (always 0 with [`Durability::OsCache`]); lets a test see that a
    /// change reached the disk before it was acknowledged.
    pub fn disk_syncs(&self) -> u64 {
        self.syncs.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Moves the record `key` of `tree` (named `name`), which held `bytes` and does not
    /// decode (`reason`), into [`QUARANTINE_TREE`], unless it changed meanwhile; logs it once
    /// (the next scan no longer sees it). A failure to move it is logged and the scan goes on.
    fn set_aside(&self, tree: &sled::Tree, name: &str, key: &[u8], bytes: &[u8], reason: &str) {
        let mut aside = Vec::with_capacity(name.len() + 1 + key.len());
        aside.extend_from_slice(name.as_bytes());
        aside.push(0);
        aside.extend_from_slice(key);
        let moved = (tree, &self.quarantine).transaction(
            |(source, quarantine)| -> sled::transaction::ConflictableTransactionResult<bool, ()> {
                if source.get(key)?.as_deref() != Some(bytes) {
                    return Ok(false);
                }
                quarantine.insert(aside.as_slice(), bytes)?;
                source.remove(key)?;
                Ok(true)
            },
        );
        let channel = keys::channel_of(key).unwrap_or(0);
        let game = key
            .get(8..16)
            .and_then(|g| g.try_into().ok())
            .map(u64::from_be_bytes);
        let moved = match moved {
            Ok(m) => self.flush().map(|()| m).map_err(|e| e.to_string()),
            Err(TransactionError::Storage(e)) => Err(e.to_string()),
            Err(TransactionError::Abort(())) => Ok(false),
        };
        match moved {
            Ok(true) => tracing::error!(
                tree = name,
                channel,
                game,
                reason,
                "a stored record does not decode or replay: skipped and set aside in the quarantine tree"
            ),
            Ok(false) => {}
            Err(e) => tracing::error!(
                tree = name,
                channel,
                game,
                reason,
                error = %e,
                "a stored record does not decode or replay and cannot be set aside: skipped"
            ),
        }
    }

    /// The records set aside by the scans, in key order. Errors: [`StoreError::Backend`] when
    /// the tree cannot be read.
    pub fn quarantined(&self) -> Result<Vec<Quarantined>, StoreError> {
        self.quarantine
            .iter()
            .map(|kv| {
                let (key, bytes) = kv.map_err(|e| self.backend("read quarantine", e))?;
                let split = key.iter().position(|&b| b == 0).unwrap_or(key.len());
                let name = String::from_utf8_lossy(&key[..split]).into_owned();
                let original = key.get(split + 1..).unwrap_or_default().to_vec();
                Ok(Quarantined {
                    tree: name,
                    key: original,
                    bytes: bytes.to_vec(),
                })
            })
            .collect()
    }

    /// Every game record as stored, read only (nothing is set aside): [`ACTIVE_TREE`] then
    /// [`ARCHIVE_TREE`], each in key order, as [`Quarantined`]-shaped entries (tree, key,
    /// bytes), for checks that must also see the records that do not decode
    /// (`towers check-store`). Errors: [`StoreError::Backend`] when a tree cannot be read.
    pub fn raw_records(&self) -> Result<Vec<Quarantined>, StoreError> {
        let mut out = Vec::new();
        for (tree, name) in [(&self.active, ACTIVE_TREE), (&self.archive, ARCHIVE_TREE)] {
            for kv in tree.iter() {
                let (key, bytes) = kv.map_err(|e| self.backend("read records", e))?;
                out.push(Quarantined {
                    tree: name.to_string(),
                    key: key.to_vec(),
                    bytes: bytes.to_vec(),
                });
            }
        }
        Ok(out)
    }

    fn backend(&self, what: &str, e: impl fmt::Display) -> StoreError {
        StoreError::Backend(format!("{what} in {}: {e}", self.path.display()))
    }
}

fn corrupt(channel: u64, e: DecodeError) -> StoreError {
    StoreError::Corrupt {
        channel,
        reason: e.0,
    }
}

fn encode<R: serde::Serialize>(
    channel: u64,
    record: &R,
) -> Result<Vec<u8>, ConflictableTransactionError<Abort>> {
    codec::encode(record).map_err(|e| {
        ConflictableTransactionError::Abort(Abort::Store(StoreError::Backend(format!(
            "cannot store record of channel {channel}: {e}"
        ))))
    })
}

/// An index entry: key and encoded summary.
type IndexEntry = (String, Vec<u8>);

/// The finished-game [`index`] entries of `game` (written with its archive entry).
fn index_entries(
    channel: u64,
    game: &GameRecord,
) -> Result<Vec<IndexEntry>, ConflictableTransactionError<Abort>> {
    index::entries(game).map_err(|e| {
        ConflictableTransactionError::Abort(Abort::Store(StoreError::Backend(format!(
            "cannot index the finished game of channel {channel}: {e}"
        ))))
    })
}

impl Store for SledStore {
    fn flush(&self) -> Result<(), StoreError> {
        SledStore::flush(self)
    }

    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        self.healthy()?;
        let bytes = self
            .active
            .get(keys::active(channel))
            .map_err(|e| self.backend("read", e))?;
        let Some(bytes) = bytes else {
            return Ok(None);
        };
        codec::decode(&bytes).map(Some).map_err(|e| {
            let key = keys::active(channel);
            self.set_aside(&self.active, ACTIVE_TREE, &key, &bytes, &e.0);
            corrupt(channel, e)
        })
    }

    fn change(
        &self,
        channel: u64,
        decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError> {
        self.healthy()?;
        let key = keys::active(channel);
        // sled may run the transaction again, through a shared reference.
        let decide = RefCell::new(decide);
        let outcome = (&self.active, &self.archive, &self.entries, &self.changes).transaction(
            |(active, archive, entries, changes)| {
                let current = match active.get(key)? {
                    None => None,
                    Some(bytes) => Some(codec::decode::<ChannelRecord>(&bytes).map_err(|e| {
                        ConflictableTransactionError::Abort(Abort::Store(corrupt(channel, e)))
                    })?),
                };
                let change = (decide.borrow_mut())(current.as_ref())
                    .ok_or(ConflictableTransactionError::Abort(Abort::Refused))?;
                let wrote = match change {
                    Change::Keep => false,
                    Change::Put(record) => {
                        active.insert(&key, encode(channel, &record)?)?;
                        true
                    }
                    Change::Remove => {
                        active.remove(&key)?;
                        current.is_some()
                    }
                    Change::Finish(game) => {
                        let bytes = encode(channel, &game)?;
                        archive.insert(&keys::archive(channel, game.id), bytes)?;
                        for (entry, summary) in index_entries(channel, &game)? {
                            entries.insert(keys::entry(index::TABLE.name(), &entry), summary)?;
                        }
                        active.remove(&key)?;
                        true
                    }
                };
                let number = if wrote {
                    Some(changes::bump(changes, &key)?)
                } else {
                    None
                };
                Ok(number)
            },
        );
        match outcome {
            Ok(number) => {
                if let Some(number) = number {
                    self.flush()?;
                    if let Err(e) = self.ledger.record(channel, number) {
                        // The change is stored, so it is acknowledged; the means to notice
                        // a later loss is not: nothing more is.
                        tracing::error!(channel, error = %e, "cannot note an acknowledged change");
                        let _ = self.failing("note an acknowledged change", e);
                    }
                }
                Ok(())
            }
            Err(TransactionError::Abort(Abort::Refused)) => Ok(()),
            Err(TransactionError::Abort(Abort::Store(e))) => {
                if matches!(e, StoreError::Corrupt { .. }) {
                    // Reading it again sets it aside (see `load`): the next command starts
                    // afresh.
                    let _ = self.load(channel);
                }
                Err(e)
            }
            Err(TransactionError::Storage(e)) => Err(self.failing("update transaction", e)),
        }
    }

    /// Every loss written to [`REPORTS_TREE`] and not cleared (see `changes`).
    fn rolled_back(&self) -> Vec<RolledBack> {
        match changes::reports(&self.reports) {
            Ok((losses, _)) => losses,
            Err(e) => {
                tracing::error!(error = %e, "cannot read the reported losses");
                Vec::new()
            }
        }
    }

    fn store_notes(&self) -> Vec<String> {
        match changes::reports(&self.reports) {
            Ok((_, notes)) => notes,
            Err(e) => vec![format!("cannot read the store's reports: {e}")],
        }
    }

    fn loss_told(&self, channel: u64) {
        if self.healthy().is_err() {
            return;
        }
        let told = changes::mark_told(&self.reports, channel)
            .map_err(|e| self.failing("note a told loss", e))
            .and_then(|()| self.flush());
        if let Err(e) = told {
            tracing::error!(channel, error = %e, "cannot note that a channel was told of its loss");
        }
    }

    fn failure(&self) -> Option<String> {
        self.failed.get().cloned()
    }

    fn set_aside_record(
        &self,
        channel: u64,
        record: &ChannelRecord,
        reason: &str,
    ) -> Result<bool, StoreError> {
        self.healthy()?;
        let key = keys::active(channel);
        let Some(bytes) = self.active.get(key).map_err(|e| self.backend("read", e))? else {
            return Ok(false);
        };
        if codec::decode::<ChannelRecord>(&bytes).ok().as_ref() != Some(record) {
            return Ok(false);
        }
        self.set_aside(&self.active, ACTIVE_TREE, &key, &bytes, reason);
        Ok(self
            .active
            .get(key)
            .map_err(|e| self.backend("read", e))?
            .as_deref()
            != Some(&bytes[..]))
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        self.healthy()?;
        let raw = self
            .db
            .generate_id()
            .map_err(|e| self.failing("generate id", e))?;
        raw.checked_add(1)
            .ok_or_else(|| self.backend("generate id", "id space exhausted"))
    }

    /// A finished game that does not decode is skipped and set aside (see
    /// [`SledStore::quarantined`]).
    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        self.healthy()?;
        let mut games = Vec::new();
        for kv in self.archive.scan_prefix(keys::archive_prefix(channel)) {
            let (key, bytes) = kv.map_err(|e| self.backend("read finished games", e))?;
            match codec::decode(&bytes) {
                Ok(game) => games.push(game),
                Err(e) => self.set_aside(&self.archive, ARCHIVE_TREE, &key, &bytes, &e.0),
            }
        }
        Ok(games)
    }

    /// A record that does not decode is skipped and set aside, so one bad channel does not
    /// stop the timers of the others; that channel is then free for a new game.
    fn active_records(&self) -> Result<Vec<(u64, ChannelRecord)>, StoreError> {
        self.healthy()?;
        let mut records = Vec::new();
        for kv in self.active.iter() {
            let (key, bytes) = kv.map_err(|e| self.backend("read active records", e))?;
            let Some(channel) = keys::channel_of(&key) else {
                self.set_aside(&self.active, ACTIVE_TREE, &key, &bytes, "malformed key");
                continue;
            };
            match codec::decode(&bytes) {
                Ok(record) => records.push((channel, record)),
                Err(e) => self.set_aside(&self.active, ACTIVE_TREE, &key, &bytes, &e.0),
            }
        }
        Ok(records)
    }

    /// A finished game that does not decode is skipped and set aside, so ratings, stats and
    /// histories go on for everyone else.
    fn all_finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.healthy()?;
        let mut games = Vec::new();
        for kv in self.archive.iter() {
            let (key, bytes) = kv.map_err(|e| self.backend("read finished games", e))?;
            match codec::decode(&bytes) {
                Ok(game) => games.push(game),
                Err(e) => self.set_aside(&self.archive, ARCHIVE_TREE, &key, &bytes, &e.0),
            }
        }
        Ok(games)
    }

    fn load_entry(&self, table: Table, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.healthy()?;
        self.entries
            .get(keys::entry(table.name(), key))
            .map(|found| found.map(|bytes| bytes.to_vec()))
            .map_err(|e| self.backend("read entry", e))
    }

    fn entries_with_prefix(
        &self,
        table: Table,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.healthy()?;
        let head = keys::entry(table.name(), "").len();
        self.entries
            .scan_prefix(keys::entry(table.name(), prefix))
            .map(|kv| {
                let (key, bytes) = kv.map_err(|e| self.backend("read entries", e))?;
                let name = String::from_utf8_lossy(&key[head..]).into_owned();
                Ok((name, bytes.to_vec()))
            })
            .collect()
    }

    fn put_entries(&self, table: Table, entries: &[(String, Vec<u8>)]) -> Result<(), StoreError> {
        self.healthy()?;
        let mut batch = sled::Batch::default();
        for (key, bytes) in entries {
            batch.insert(keys::entry(table.name(), key), bytes.as_slice());
        }
        self.entries
            .apply_batch(batch)
            .map_err(|e| self.failing("write entries", e))?;
        self.flush()
    }

    fn change_entry(
        &self,
        table: Table,
        key: &str,
        decide: &mut dyn FnMut(Option<&[u8]>) -> Option<EntryChange>,
    ) -> Result<(), StoreError> {
        self.healthy()?;
        let id = keys::entry(table.name(), key);
        let decide = RefCell::new(decide);
        let outcome = self.entries.transaction(|entries| {
            let current = entries.get(&id)?;
            let change = (decide.borrow_mut())(current.as_deref())
                .ok_or(ConflictableTransactionError::Abort(()))?;
            let wrote = match change {
                EntryChange::Keep => false,
                EntryChange::Put(bytes) => {
                    entries.insert(id.as_slice(), bytes)?;
                    true
                }
                EntryChange::Remove => {
                    entries.remove(id.as_slice())?;
                    current.is_some()
                }
            };
            Ok(wrote)
        });
        match outcome {
            Ok(wrote) => {
                if wrote {
                    self.flush()?;
                }
                Ok(())
            }
            Err(TransactionError::Abort(())) => Ok(()),
            Err(TransactionError::Storage(e)) => Err(self.failing("update entry", e)),
        }
    }
}
