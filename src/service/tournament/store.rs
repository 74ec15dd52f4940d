//! Reading and changing stored tournaments ([`Table::Tournaments`]): the record under
//! `t/<id>`, and a marker `open/<id>` while it is not finished, so that the sweep reads only
//! the open ones.

use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_store::tournament::{
    decode, encode, tournament_key, EventStatus, State, TournamentRecord,
};
use towers_store::{EntryChange, Store, StoreExt, Table};

/// The prefix of the open-tournament markers.
const OPEN_PREFIX: &str = "open/";

fn open_key(id: u64) -> String {
    format!("{OPEN_PREFIX}{id:020}")
}

fn unreadable(e: impl std::fmt::Display) -> ServiceError {
    ServiceError::Internal(format!("stored tournament: {e}"))
}

/// Tournament `id`. Refused (`refuse-tournament-unknown`) when there is none.
/// Errors: `Store`; `Internal` when it does not decode.
pub fn load(store: &dyn Store, id: u64) -> Result<TournamentRecord, ServiceError> {
    match store.load_entry(Table::Tournaments, &tournament_key(id))? {
        Some(bytes) => decode(&bytes).map_err(unreadable),
        None => Err(ServiceError::Refused(
            Message::new("refuse-tournament-unknown").count("id", id),
        )),
    }
}

/// Stores a new tournament (and its open marker first, so that no open tournament goes
/// unswept). Errors: `Store`, `Internal`.
pub fn insert(store: &dyn Store, record: &TournamentRecord) -> Result<(), ServiceError> {
    store.put_entries(Table::Tournaments, &[(open_key(record.id), Vec::new())])?;
    let bytes = encode(record).map_err(unreadable)?;
    store.put_entries(Table::Tournaments, &[(tournament_key(record.id), bytes)])?;
    Ok(())
}

/// Atomically changes tournament `id`: `decide` gets it and returns the new record (`Err`:
/// nothing changes) and a value. Refused as [`load`] when there is none.
pub fn change<R>(
    store: &dyn Store,
    id: u64,
    decide: &dyn Fn(TournamentRecord) -> Result<(TournamentRecord, R), ServiceError>,
) -> Result<R, ServiceError> {
    store.update_entry(Table::Tournaments, &tournament_key(id), &|old| {
        let Some(old) = old else {
            return Err(ServiceError::Refused(
                Message::new("refuse-tournament-unknown").count("id", id),
            ));
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

/// The ids of the tournaments not yet finished, oldest first. Errors: `Store`.
pub fn open_ids(store: &dyn Store) -> Result<Vec<u64>, ServiceError> {
    Ok(store
        .entries_with_prefix(Table::Tournaments, OPEN_PREFIX)?
        .into_iter()
        .filter_map(|(key, _)| key.strip_prefix(OPEN_PREFIX)?.parse().ok())
        .collect())
}

/// The open tournaments (unreadable ones logged and skipped). Errors: `Store`.
pub fn open(store: &dyn Store) -> Result<Vec<TournamentRecord>, ServiceError> {
    let mut out = Vec::new();
    for id in open_ids(store)? {
        match load(store, id) {
            Ok(t) => out.push(t),
            Err(e) => tracing::warn!(tournament = id, error = %e, "cannot read a tournament"),
        }
    }
    Ok(out)
}

/// Drops the open marker of a finished tournament whose calendar entry, if any, is settled,
/// and lists it among its server's last finished events (again harmlessly after a restart). Errors: `Store`.
pub fn close_marker(store: &dyn Store, record: &TournamentRecord) -> Result<(), ServiceError> {
    let settled = record
        .event
        .is_none_or(|e| matches!(e.status, EventStatus::Completed | EventStatus::Canceled));
    if record.state != State::Finished || !settled {
        return Ok(());
    }
    store.change_entry(Table::Tournaments, &open_key(record.id), &mut |old| {
        old.map(|_| EntryChange::Remove)
    })?;
    super::recent::remember(store, record.guild, record.id)
}
