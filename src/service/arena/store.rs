//! Reading and changing stored arenas (the tournaments' table, key `a/<id>`), and a marker
//! `arena-open/<id>` while one is not finished, so that the sweep reads only the open ones
//! (the tournaments' [`Records`], shared with them).

use crate::service::text::message::Message;
use crate::service::tournament::records::Records;
use crate::service::ServiceError;
use towers_store::arena::{arena_key, decode, encode, ArenaRecord, ArenaState};
use towers_store::Store;

const RECORDS: Records<ArenaRecord> = Records {
    what: "arena",
    key: arena_key,
    open_prefix: "arena-open/",
    encode,
    decode,
    unknown: |id| ServiceError::Refused(Message::new("refuse-arena-unknown").count("id", id)),
};

/// Arena `id`. Refused (`refuse-arena-unknown`) when there is none.
/// Errors: `Store`; `Internal` when it does not decode.
pub fn load(store: &dyn Store, id: u64) -> Result<ArenaRecord, ServiceError> {
    RECORDS.load(store, id)
}

/// Stores a new arena (its open marker first, so that no open arena goes unswept).
/// Errors: `Store`, `Internal`.
pub fn insert(store: &dyn Store, record: &ArenaRecord) -> Result<(), ServiceError> {
    RECORDS.insert(store, record.id, record)
}

/// Atomically changes arena `id`: `decide` gets it and returns the new record (`Err`:
/// nothing changes) and a value. Refused as [`load`] when there is none.
pub fn change<R>(
    store: &dyn Store,
    id: u64,
    decide: &dyn Fn(ArenaRecord) -> Result<(ArenaRecord, R), ServiceError>,
) -> Result<R, ServiceError> {
    RECORDS.change(store, id, decide)
}

/// The ids of the arenas not yet finished, oldest first. Errors: `Store`.
pub fn open_ids(store: &dyn Store) -> Result<Vec<u64>, ServiceError> {
    RECORDS.open_ids(store)
}

/// The open arenas (unreadable ones logged and skipped). Errors: `Store`.
pub fn open(store: &dyn Store) -> Result<Vec<ArenaRecord>, ServiceError> {
    RECORDS.open(store)
}

/// Drops the open marker of a finished arena and lists it among its server's last finished
/// events (again harmlessly). Errors: `Store`.
pub fn close_marker(store: &dyn Store, record: &ArenaRecord) -> Result<(), ServiceError> {
    if record.state != ArenaState::Finished {
        return Ok(());
    }
    RECORDS.close(store, record.id, record.guild)
}
