//! Per-channel change numbers of the sled store, the roll-back check at open, and the
//! reports kept until an operator clears them.
//!
//! Tree [`CHANGES_TREE`] maps a channel (8 bytes, big-endian) to the number of changes made
//! to it (u64, big-endian), raised in the same transaction as each change; once the change is
//! flushed, the number goes to the [ledger](crate::ledger), outside sled's log. The ledger
//! names its store: tree [`META_TREE`] holds the store's random id (made at its first open),
//! and a ledger with another id (a file copied from another data directory) is set aside
//! and reported as a mismatch, its numbers used for nothing. At open, with this store's
//! ledger, a channel whose number in sled is below the ledger's lost the difference
//! ([`RolledBack`]): sled's numbers are raised to the ledger's (so the channel's next change
//! has a new number) and the loss is written to tree [`REPORTS_TREE`]. So is what is wrong
//! with the ledger itself (missing or emptied beside a store with history, damaged records,
//! another store's). Everything in [`REPORTS_TREE`] is logged at every open and reported by
//! [`Store::rolled_back`](crate::Store) and [`Store::store_notes`](crate::Store) until
//! [`SledStore::clear_reports`](super::SledStore::clear_reports) (`towers check-store
//! --clear-losses`).

use std::collections::BTreeMap;
use std::path::Path;

use sled::transaction::{ConflictableTransactionError, TransactionalTree};

use crate::ledger::{self, Ledger, Owner, StoreId};
use crate::rollback::{self, RolledBack};
use crate::StoreError;

/// Name of the sled tree holding each channel's change number.
pub const CHANGES_TREE: &str = "changes";
/// Name of the sled tree holding the store's id (key [`STORE_ID_KEY`]).
pub const META_TREE: &str = "meta";
/// Name of the sled tree holding what is reported until an operator clears it: key
/// `loss` 0 channel (8 bytes, big-endian) for a lost change (value: acknowledged, recovered,
/// both u64 big-endian, and 1 byte told), key `ledger` 0 kind for a note about the ledger
/// (value: its text).
pub const REPORTS_TREE: &str = "reports";
/// The key of the store's id in [`META_TREE`].
const STORE_ID_KEY: &[u8] = b"store-id";
const LOSS: &[u8] = b"loss\0";
const LEDGER_NOTE: &[u8] = b"ledger\0";

/// Raises `channel`'s change number inside a transaction; returns the new number.
pub(super) fn bump<E>(
    changes: &TransactionalTree,
    key: &[u8; 8],
) -> Result<u64, ConflictableTransactionError<E>> {
    let next = changes
        .get(key)?
        .as_deref()
        .and_then(number)
        .unwrap_or(0)
        .saturating_add(1);
    changes.insert(key, &next.to_be_bytes())?;
    Ok(next)
}

fn number(bytes: &[u8]) -> Option<u64> {
    Some(u64::from_be_bytes(bytes.try_into().ok()?))
}

/// Every channel's change number in `tree` (entries that are not 8 + 8 bytes are skipped).
fn stored(tree: &sled::Tree, shown: &str) -> Result<BTreeMap<u64, u64>, StoreError> {
    let mut out = BTreeMap::new();
    for kv in tree.iter() {
        let (key, value) = kv.map_err(|e| {
            StoreError::Backend(format!("cannot read change numbers in {shown}: {e}"))
        })?;
        if let (Some(channel), Some(n)) = (number(&key), number(&value)) {
            out.insert(channel, n);
        }
    }
    Ok(out)
}

/// The store's id, made (and flushed) when it has none; `true` when it was just made.
fn store_id(db: &sled::Db, meta: &sled::Tree, shown: &str) -> Result<(StoreId, bool), StoreError> {
    let fail =
        |e: sled::Error| StoreError::Backend(format!("cannot read the store id in {shown}: {e}"));
    if let Some(bytes) = meta.get(STORE_ID_KEY).map_err(fail)? {
        if let Ok(id) = StoreId::try_from(&bytes[..]) {
            return Ok((id, false));
        }
    }
    let id = fastrand::u128(..).to_be_bytes();
    meta.insert(STORE_ID_KEY, &id[..]).map_err(fail)?;
    db.flush().map_err(fail)?;
    Ok((id, true))
}

fn hex(id: &[u8]) -> String {
    id.iter().map(|b| format!("{b:02x}")).collect()
}

/// Moves the ledger file of `dir` to `set-aside.acknowledged` (numbered when taken) and
/// returns where it went.
fn set_ledger_aside(dir: &Path) -> Result<std::path::PathBuf, StoreError> {
    let from = dir.join(ledger::LEDGER_FILE);
    let mut to = dir.join(format!("set-aside.{}", ledger::LEDGER_FILE));
    let mut n = 1;
    while to.exists() {
        to = dir.join(format!("set-aside.{}.{n}", ledger::LEDGER_FILE));
        n += 1;
    }
    std::fs::rename(&from, &to)
        .map_err(|e| StoreError::Backend(format!("cannot set aside {}: {e}", from.display())))?;
    Ok(to)
}

/// The reports kept in `reports`: every loss by channel, and the ledger notes by kind.
pub(super) fn reports(reports: &sled::Tree) -> Result<(Vec<RolledBack>, Vec<String>), sled::Error> {
    let mut losses = Vec::new();
    let mut notes = Vec::new();
    for kv in reports.iter() {
        let (key, value) = kv?;
        if let Some(channel) = key.strip_prefix(LOSS).and_then(number) {
            let (Some(acknowledged), Some(recovered)) = (
                value.get(..8).and_then(number),
                value.get(8..16).and_then(number),
            ) else {
                continue;
            };
            losses.push(RolledBack {
                channel,
                acknowledged,
                recovered,
                told: value.get(16) == Some(&1),
            });
        } else if key.starts_with(LEDGER_NOTE) {
            notes.push(String::from_utf8_lossy(&value).into_owned());
        }
    }
    Ok((losses, notes))
}

/// The key and value of `loss` in [`REPORTS_TREE`].
fn loss_entry(loss: &RolledBack) -> (Vec<u8>, Vec<u8>) {
    let mut key = LOSS.to_vec();
    key.extend_from_slice(&loss.channel.to_be_bytes());
    let mut value = loss.acknowledged.to_be_bytes().to_vec();
    value.extend_from_slice(&loss.recovered.to_be_bytes());
    value.push(u8::from(loss.told));
    (key, value)
}

/// Marks `channel`'s loss as told (nothing when it has none).
pub(super) fn mark_told(reports: &sled::Tree, channel: u64) -> Result<(), sled::Error> {
    let mut key = LOSS.to_vec();
    key.extend_from_slice(&channel.to_be_bytes());
    reports.update_and_fetch(&key, |old| {
        old.map(|v| {
            let mut v = v.to_vec();
            if v.len() == 17 {
                v[16] = 1;
            }
            v
        })
    })?;
    Ok(())
}

/// What [`check_at_open`] found and keeps reporting.
pub(super) struct Opened {
    pub ledger: Ledger,
}

/// Compares the ledger of `dir` with the change numbers in `tree` (see the module): writes
/// new losses and ledger notes to `reports`, raises the numbers that fell behind (flushing
/// sled), logs everything `reports` holds, and opens the ledger again, compacted (`sync`:
/// synced appends).
///
/// Errors: [`StoreError::Backend`] when sled or the ledger cannot be read or written (a
/// ledger that is not a regular file, or too large, is refused by name).
pub(super) fn check_at_open(
    dir: &Path,
    db: &sled::Db,
    tree: &sled::Tree,
    meta: &sled::Tree,
    reports_tree: &sled::Tree,
    sync: bool,
) -> Result<Opened, StoreError> {
    let shown = dir.display().to_string();
    let fail =
        |e: sled::Error| StoreError::Backend(format!("cannot write the reports in {shown}: {e}"));
    let reading = ledger::read(dir)?;
    let (id, new_id) = store_id(db, meta, &shown)?;
    let numbers = stored(tree, &shown)?;
    let history = numbers.values().any(|&n| n > 0);
    let mut notes: Vec<(&str, String)> = Vec::new();
    let trusted = match reading.owner {
        Owner::Store(owner) if owner == id => true,
        Owner::Unnamed if new_id => true,
        Owner::Store(_) | Owner::Unnamed => {
            let whose = match reading.owner {
                Owner::Store(other) => format!("store {}", hex(&other)),
                _ => "a store older than store ids".into(),
            };
            let aside = set_ledger_aside(dir)?;
            notes.push((
                "other-store",
                format!(
                    "the acknowledged-change ledger belongs to {whose}, not to this store ({}): a file from another data directory; its numbers were not used and it was set aside as {}, so losses before this start cannot be known",
                    hex(&id),
                    aside.display()
                ),
            ));
            false
        }
        Owner::Absent => {
            if history {
                notes.push((
                    "missing",
                    format!("the acknowledged-change ledger {}/{} is missing beside a store with history: losses before this start cannot be known", shown, ledger::LEDGER_FILE),
                ));
            }
            false
        }
        Owner::Unreadable => {
            if history || reading.ignored_bytes > 0 {
                notes.push((
                    "unreadable",
                    format!("the acknowledged-change ledger {}/{} is empty or its header is damaged ({} bytes): losses before this start cannot be known", shown, ledger::LEDGER_FILE, reading.ignored_bytes),
                ));
            }
            false
        }
    };
    if trusted && history && reading.acknowledged.is_empty() {
        notes.push((
            "emptied",
            format!("the acknowledged-change ledger {}/{} holds no record beside a store with history: losses before this start cannot be known", shown, ledger::LEDGER_FILE),
        ));
    }
    if trusted && reading.damaged_records > 0 {
        notes.push((
            "damaged",
            format!("{} records of the acknowledged-change ledger {}/{} are damaged and were skipped: a loss of their channels cannot be known", reading.damaged_records, shown, ledger::LEDGER_FILE),
        ));
    }
    let acknowledged = if trusted {
        reading.acknowledged.clone()
    } else {
        ledger::Acknowledged::new()
    };
    let lost = rollback::compare(&acknowledged, &numbers);
    let (known, _) = reports(reports_tree).map_err(fail)?;
    let mut batch = sled::Batch::default();
    for loss in &lost {
        // A channel that lost changes before and was not cleared: one loss from its lowest
        // recovered number to its highest acknowledged one.
        let merged = match known.iter().find(|k| k.channel == loss.channel) {
            Some(k) => RolledBack {
                recovered: k.recovered.min(loss.recovered),
                acknowledged: k.acknowledged.max(loss.acknowledged),
                ..*loss
            },
            None => *loss,
        };
        let (key, value) = loss_entry(&merged);
        batch.insert(key, value);
    }
    for (kind, text) in &notes {
        let mut key = LEDGER_NOTE.to_vec();
        key.extend_from_slice(kind.as_bytes());
        batch.insert(key, text.as_bytes());
    }
    reports_tree.apply_batch(batch).map_err(fail)?;
    if !lost.is_empty() {
        let mut batch = sled::Batch::default();
        for loss in &lost {
            batch.insert(
                &loss.channel.to_be_bytes(),
                &loss.acknowledged.to_be_bytes(),
            );
        }
        tree.apply_batch(batch).map_err(|e| {
            StoreError::Backend(format!("cannot raise change numbers in {shown}: {e}"))
        })?;
    }
    if !lost.is_empty() || !notes.is_empty() {
        db.flush().map_err(fail)?;
    }
    if reading.ignored_bytes > 0 && reading.damaged_records == 0 && trusted {
        tracing::warn!(
            data_dir = %shown,
            ignored_bytes = reading.ignored_bytes,
            "the acknowledged-change ledger ends in bytes that are not a whole record (an \
             interrupted write): they are ignored"
        );
    }
    let (losses, ledger_notes) = reports(reports_tree).map_err(fail)?;
    for loss in &losses {
        tracing::error!(
            data_dir = %shown,
            channel = loss.channel,
            lost = loss.lost(),
            acknowledged = loss.acknowledged,
            recovered = loss.recovered,
            told = loss.told,
            "the store recovered to fewer changes than were acknowledged: changes lost (reported until cleared with `towers check-store --clear-losses`)"
        );
    }
    for note in &ledger_notes {
        tracing::error!(data_dir = %shown, "{note} (reported until cleared with `towers check-store --clear-losses`)");
    }
    // Only what was acknowledged goes back in: a number sled holds but never synced is not
    // an acknowledgement (a later power loss could take it without anything being lost).
    // Without a ledger of this store, what sled holds now is the new starting point.
    let baseline = if trusted { acknowledged } else { numbers };
    let ledger = Ledger::create(dir, id, baseline, sync)?;
    Ok(Opened { ledger })
}
