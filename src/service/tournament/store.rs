//! Reading and changing stored tournaments (`Table::Tournaments`): the record under
//! `t/<id>`, and a marker `open/<id>` while it is not finished, so that the sweep reads only
//! the open ones ([`super::records`], shared with the arenas).

use super::records::Records;
use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_store::tournament::{
    decode, encode, tournament_key, EventStatus, State, TournamentRecord,
};
use towers_store::Store;

const RECORDS: Records<TournamentRecord> = Records {
    what: "tournament",
    key: tournament_key,
    open_prefix: "open/",
    encode,
    decode,
    unknown: |id| ServiceError::Refused(Message::new("refuse-tournament-unknown").count("id", id)),
};

/// Tournament `id`. Refused (`refuse-tournament-unknown`) when there is none.
/// Errors: `Store`; `Internal` when it does not decode.
pub fn load(store: &dyn Store, id: u64) -> Result<TournamentRecord, ServiceError> {
    RECORDS.load(store, id)
}

/// Stores a new tournament (and its open marker first, so that no open tournament goes
/// unswept). Errors: `Store`, `Internal`.
pub fn insert(store: &dyn Store, record: &TournamentRecord) -> Result<(), ServiceError> {
    RECORDS.insert(store, record.id, record)
}

/// Atomically changes tournament `id`: `decide` gets it and returns the new record (`Err`:
/// nothing changes) and a value. Refused as [`load`] when there is none.
pub fn change<R>(
    store: &dyn Store,
    id: u64,
    decide: &dyn Fn(TournamentRecord) -> Result<(TournamentRecord, R), ServiceError>,
) -> Result<R, ServiceError> {
    RECORDS.change(store, id, decide)
}

/// The ids of the tournaments not yet finished, oldest first. Errors: `Store`.
pub fn open_ids(store: &dyn Store) -> Result<Vec<u64>, ServiceError> {
    RECORDS.open_ids(store)
}

/// The open tournaments (unreadable ones logged and skipped). Errors: `Store`.
pub fn open(store: &dyn Store) -> Result<Vec<TournamentRecord>, ServiceError> {
    RECORDS.open(store)
}

/// Drops the open marker of a finished tournament whose calendar entry, if any, is settled,
/// and lists it among its server's last finished events (again harmlessly after a restart).
/// Errors: `Store`.
pub fn close_marker(store: &dyn Store, record: &TournamentRecord) -> Result<(), ServiceError> {
    let settled = record
        .event
        .is_none_or(|e| matches!(e.status, EventStatus::Completed | EventStatus::Canceled));
    if record.state != State::Finished || !settled {
        return Ok(());
    }
    RECORDS.close(store, record.id, record.guild)
}
