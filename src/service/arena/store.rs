//! Reading and changing stored arenas (the tournaments' table, key `a/<id>`), and a marker
//! `arena-open/<id>` while one is not finished, so that the sweep reads only the open ones.

use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_store::arena::{arena_key, decode, encode, ArenaRecord, ArenaState};
use towers_store::{EntryChange, Store, StoreExt, Table};

/// The prefix of the open-arena markers.
const OPEN_PREFIX: &str = "arena-open/";

fn open_key(id: u64) -> String {
    format!("{OPEN_PREFIX}{id:020}")
}

fn unreadable(e: impl std::fmt::Display) -> ServiceError {
    ServiceError::Internal(format!("stored arena: {e}"))
}

fn unknown(id: u64) -> ServiceError {
    ServiceError::Refused(Message::new("refuse-arena-unknown").count("id", id))
}

/// Arena `id`. Refused (`refuse-arena-unknown`) when there is none.
/// Errors: `Store`; `Internal` when it does not decode.
pub fn load(store: &dyn Store, id: u64) -> Result<ArenaRecord, ServiceError> {
    match store.load_entry(Table::Tournaments, &arena_key(id))? {
        Some(bytes) => decode(&bytes).map_err(unreadable),
        None => Err(unknown(id)),
    }
}

/// Stores a new arena (its open marker first, so that no open arena goes unswept).
/// Errors: `Store`, `Internal`.
pub fn insert(store: &dyn Store, record: &ArenaRecord) -> Result<(), ServiceError> {
    store.put_entries(Table::Tournaments, &[(open_key(record.id), Vec::new())])?;
    let bytes = encode(record).map_err(unreadable)?;
    store.put_entries(Table::Tournaments, &[(arena_key(record.id), bytes)])?;
    Ok(())
}

/// Atomically changes arena `id`: `decide` gets it and returns the new record (`Err`:
/// nothing changes) and a value. Refused as [`load`] when there is none.
pub fn change<R>(
    store: &dyn Store,
    id: u64,
    decide: &dyn Fn(ArenaRecord) -> Result<(ArenaRecord, R), ServiceError>,
) -> Result<R, ServiceError> {
    store.update_entry(Table::Tournaments, &arena_key(id), &|old| {
        let Some(old) = old else {
            return Err(unknown(id));
        };
        let old = decode(old).map_err(unreadable)?;
        let before = old.clone();
        let (new, value) = decide(old)?;
        if new == before {
            return Ok((EntryChange::Keep, value));
        }
        Ok((EntryChange::Put(encode(&new).map_err(unreadable)?), value))
    })?
}

/// The ids of the arenas not yet finished, oldest first. Errors: `Store`.
pub fn open_ids(store: &dyn Store) -> Result<Vec<u64>, ServiceError> {
    Ok(store
        .entries_with_prefix(Table::Tournaments, OPEN_PREFIX)?
        .into_iter()
        .filter_map(|(key, _)| key.strip_prefix(OPEN_PREFIX)?.parse().ok())
        .collect())
}

/// The open arenas (unreadable ones logged and skipped). Errors: `Store`.
pub fn open(store: &dyn Store) -> Result<Vec<ArenaRecord>, ServiceError> {
    let mut out = Vec::new();
    for id in open_ids(store)? {
        match load(store, id) {
            Ok(a) => out.push(a),
            Err(e) => tracing::warn!(arena = id, error = %e, "cannot read an arena"),
        }
    }
    Ok(out)
}

/// Drops the open marker of a finished arena and lists it among its server's last finished
/// events (again harmlessly). Errors: `Store`.
pub fn close_marker(store: &dyn Store, record: &ArenaRecord) -> Result<(), ServiceError> {
    if record.state != ArenaState::Finished {
        return Ok(());
    }
    store.change_entry(Table::Tournaments, &open_key(record.id), &mut |old| {
        old.map(|_| EntryChange::Remove)
    })?;
    crate::service::tournament::recent::remember(store, record.guild, record.id)
}
