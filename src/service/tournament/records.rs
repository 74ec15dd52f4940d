//! Stored events, tournaments and arenas alike, in [`Table::Tournaments`]: each record under
//! its own key, and a marker `<open prefix><id>` while it is not finished, so that the sweep
//! reads only the open ones. A finished event's marker is dropped and the event listed among
//! its server's last finished ones ([`super::recent`]).

use crate::service::ServiceError;
use towers_store::codec::DecodeError;
use towers_store::{EntryChange, Store, StoreExt, Table};

/// Where one kind of event is stored and how its records are written.
pub struct Records<T> {
    /// The kind's name in errors and logs ("tournament", "arena").
    pub what: &'static str,
    /// The record's key of an id.
    pub key: fn(u64) -> String,
    /// The prefix of the open markers.
    pub open_prefix: &'static str,
    pub encode: fn(&T) -> Result<Vec<u8>, DecodeError>,
    pub decode: fn(&[u8]) -> Result<T, DecodeError>,
    /// The refusal when there is no event of this kind with an id.
    pub unknown: fn(u64) -> ServiceError,
}

impl<T: Clone + PartialEq> Records<T> {
    fn open_key(&self, id: u64) -> String {
        format!("{}{id:020}", self.open_prefix)
    }

    fn unreadable(&self, e: impl std::fmt::Display) -> ServiceError {
        ServiceError::Internal(format!("stored {}: {e}", self.what))
    }

    /// Event `id`, or the kind's refusal when there is none.
    /// Errors: `Store`; `Internal` when it does not decode.
    pub fn load(&self, store: &dyn Store, id: u64) -> Result<T, ServiceError> {
        match store.load_entry(Table::Tournaments, &(self.key)(id))? {
            Some(bytes) => (self.decode)(&bytes).map_err(|e| self.unreadable(e)),
            None => Err((self.unknown)(id)),
        }
    }

    /// Stores a new event `id` (its open marker first, so that no open event goes unswept).
    /// Errors: `Store`, `Internal`.
    pub fn insert(&self, store: &dyn Store, id: u64, record: &T) -> Result<(), ServiceError> {
        store.put_entries(Table::Tournaments, &[(self.open_key(id), Vec::new())])?;
        let bytes = (self.encode)(record).map_err(|e| self.unreadable(e))?;
        store.put_entries(Table::Tournaments, &[((self.key)(id), bytes)])?;
        Ok(())
    }

    /// Atomically changes event `id`: `decide` gets it and returns the new record (`Err`:
    /// nothing changes) and a value. Refused as [`Records::load`] when there is none.
    pub fn change<R>(
        &self,
        store: &dyn Store,
        id: u64,
        decide: &dyn Fn(T) -> Result<(T, R), ServiceError>,
    ) -> Result<R, ServiceError> {
        store.update_entry(Table::Tournaments, &(self.key)(id), &|old| {
            let Some(old) = old else {
                return Err((self.unknown)(id));
            };
            let old = (self.decode)(old).map_err(|e| self.unreadable(e))?;
            let before = old.clone();
            let (new, value) = decide(old)?;
            if new == before {
                return Ok((EntryChange::Keep, value));
            }
            let bytes = (self.encode)(&new).map_err(|e| self.unreadable(e))?;
            Ok((EntryChange::Put(bytes), value))
        })?
    }

    /// The ids of the events not yet finished, oldest first. Errors: `Store`.
    pub fn open_ids(&self, store: &dyn Store) -> Result<Vec<u64>, ServiceError> {
        let prefix = self.open_prefix;
        Ok(store
            .entries_with_prefix(Table::Tournaments, prefix)?
            .into_iter()
            .filter_map(|(key, _)| key.strip_prefix(prefix)?.parse().ok())
            .collect())
    }

    /// The open events (unreadable ones logged and skipped). Errors: `Store`.
    pub fn open(&self, store: &dyn Store) -> Result<Vec<T>, ServiceError> {
        let mut out = Vec::new();
        for id in self.open_ids(store)? {
            match self.load(store, id) {
                Ok(t) => out.push(t),
                Err(e) => tracing::warn!(kind = self.what, id, error = %e, "cannot read an event"),
            }
        }
        Ok(out)
    }

    /// Drops the open marker of finished event `id` of server `guild` and lists it among
    /// the server's last finished events (again harmlessly after a restart). Errors: `Store`.
    pub fn close(
        &self,
        store: &dyn Store,
        id: u64,
        guild: Option<u64>,
    ) -> Result<(), ServiceError> {
        store.change_entry(Table::Tournaments, &self.open_key(id), &mut |old| {
            old.map(|_| EntryChange::Remove)
        })?;
        super::recent::remember(store, guild, id)
    }
}
