//! Per-channel change numbers of the sled store and the roll-back check at open.
//!
//! Tree [`CHANGES_TREE`] maps a channel (8 bytes, big-endian) to the number of changes made
//! to it (u64, big-endian), raised in the same transaction as each change; once the change is
//! flushed, the number goes to the [ledger](crate::ledger), outside sled's log. At
//! open, a channel whose number in sled is below the ledger's lost the difference
//! ([`RolledBack`]): it is logged, kept for [`Store::rolled_back`](crate::Store), and
//! sled's numbers are raised to the ledger's so that it is reported by this opening only and
//! the channel's next change has a new number.

use std::collections::BTreeMap;
use std::path::Path;

use sled::transaction::{ConflictableTransactionError, TransactionalTree};

use crate::ledger::{self, Ledger};
use crate::rollback::{self, RolledBack};
use crate::StoreError;

/// Name of the sled tree holding each channel's change number.
pub const CHANGES_TREE: &str = "changes";

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

/// Compares the ledger of `dir` with the change numbers in `tree`, raises those that fell
/// behind (flushing sled), and opens the ledger again, compacted (`sync`: synced appends). Returns the ledger and the channels that were rolled back, each logged.
///
/// Errors: [`StoreError::Backend`] when sled or the ledger cannot be read or written.
pub(super) fn check_at_open(
    dir: &Path,
    db: &sled::Db,
    tree: &sled::Tree,
    sync: bool,
) -> Result<(Ledger, Vec<RolledBack>), StoreError> {
    let shown = dir.display().to_string();
    let reading = ledger::read(dir)?;
    if reading.ignored_bytes > 0 {
        tracing::warn!(
            data_dir = %shown,
            ignored_bytes = reading.ignored_bytes,
            "the acknowledged-change ledger ends in bytes that are not a whole record (an \
             interrupted write or damage): they are ignored"
        );
    }
    let numbers = stored(tree, &shown)?;
    let lost = rollback::compare(&reading.acknowledged, &numbers);
    for loss in &lost {
        tracing::error!(
            data_dir = %shown,
            channel = loss.channel,
            lost = loss.lost(),
            acknowledged = loss.acknowledged,
            recovered = loss.recovered,
            "the store recovered to fewer changes than were acknowledged: changes lost"
        );
    }
    if !lost.is_empty() {
        let mut batch = sled::Batch::default();
        for loss in &lost {
            batch.insert(
                &loss.channel.to_be_bytes(),
                &loss.acknowledged.to_be_bytes(),
            );
        }
        tree.apply_batch(batch)
            .and_then(|()| db.flush().map(drop))
            .map_err(|e| {
                StoreError::Backend(format!("cannot raise change numbers in {shown}: {e}"))
            })?;
    }
    // Only what was acknowledged goes back in: a number sled holds but never synced is not
    // an acknowledgement (a later power loss could take it without anything being lost).
    Ok((Ledger::create(dir, reading.acknowledged, sync)?, lost))
}
