//! [`AnyStore`]: the backend chosen at startup, sled by default or PostgreSQL when
//! `TOWERS_DATABASE_URL` is set (feature `postgres`), behind one [`Store`] type so the
//! service is built once.

use std::path::Path;

use super::{Change, ChannelRecord, EntryChange, GameRecord, SledStore, Store, StoreError, Table};

/// One of the backends; every method forwards to it.
#[derive(Debug)]
pub enum AnyStore {
    /// The embedded default.
    Sled(SledStore),
    /// A shared PostgreSQL database.
    #[cfg(feature = "postgres")]
    Postgres(super::PostgresStore),
}

/// Opens PostgreSQL at `database_url` when it is given, else sled in `data_dir`.
///
/// Errors: those of [`SledStore::open`] or `PostgresStore::open`; `Backend` when a URL is
/// given to a build without the `postgres` feature (the message says how to build one).
pub fn open_store(data_dir: &Path, database_url: Option<&str>) -> Result<AnyStore, StoreError> {
    match database_url {
        None => SledStore::open(data_dir).map(AnyStore::Sled),
        #[cfg(feature = "postgres")]
        Some(url) => super::PostgresStore::open(url).map(AnyStore::Postgres),
        #[cfg(not(feature = "postgres"))]
        Some(_) => Err(StoreError::Backend(NO_POSTGRES.into())),
    }
}

/// Why a database URL cannot be used by a build without the `postgres` feature.
pub const NO_POSTGRES: &str = "TOWERS_DATABASE_URL is set, but this towers was built without \
    PostgreSQL support: build it with `cargo build --release --features postgres`, or unset \
    TOWERS_DATABASE_URL to keep games in TOWERS_DATA_DIR (sled)";

impl AnyStore {
    /// Blocks until every change made so far is durable: sled's flush; a no-op for
    /// PostgreSQL, whose every update was committed synchronously before it returned.
    ///
    /// Errors: [`StoreError::Backend`] when sled cannot write or fsync.
    pub fn flush(&self) -> Result<(), StoreError> {
        match self {
            AnyStore::Sled(store) => store.flush(),
            #[cfg(feature = "postgres")]
            AnyStore::Postgres(_) => Ok(()),
        }
    }
}

/// Forwards a call to whichever backend `self` holds.
macro_rules! forward {
    ($self:ident, $store:ident => $call:expr) => {
        match $self {
            AnyStore::Sled($store) => $call,
            #[cfg(feature = "postgres")]
            AnyStore::Postgres($store) => $call,
        }
    };
}

impl Store for AnyStore {
    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        forward!(self, s => s.load(channel))
    }

    fn update<T, E>(
        &self,
        channel: u64,
        decide: &dyn Fn(Option<&ChannelRecord>) -> Result<(Change, T), E>,
    ) -> Result<Result<T, E>, StoreError> {
        forward!(self, s => s.update(channel, decide))
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        forward!(self, s => s.next_game_id())
    }

    fn rolled_back(&self) -> Vec<super::RolledBack> {
        forward!(self, s => s.rolled_back())
    }

    fn share_change(&self, channel: u64) {
        forward!(self, s => s.share_change(channel))
    }

    fn listen_to_changes(
        &self,
        on_change: Box<dyn Fn(u64) + Send + Sync>,
    ) -> Result<bool, StoreError> {
        forward!(self, s => s.listen_to_changes(on_change))
    }

    fn set_aside_record(
        &self,
        channel: u64,
        record: &ChannelRecord,
        reason: &str,
    ) -> Result<bool, StoreError> {
        forward!(self, s => s.set_aside_record(channel, record, reason))
    }

    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        forward!(self, s => s.finished_games(channel))
    }

    fn active_records(&self) -> Result<Vec<(u64, ChannelRecord)>, StoreError> {
        forward!(self, s => s.active_records())
    }

    fn all_finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        forward!(self, s => s.all_finished_games())
    }

    fn load_entry(&self, table: Table, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        forward!(self, s => s.load_entry(table, key))
    }

    fn entries_with_prefix(
        &self,
        table: Table,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        forward!(self, s => s.entries_with_prefix(table, prefix))
    }

    fn put_entries(&self, table: Table, entries: &[(String, Vec<u8>)]) -> Result<(), StoreError> {
        forward!(self, s => s.put_entries(table, entries))
    }

    fn update_entry<T, E>(
        &self,
        table: Table,
        key: &str,
        decide: &dyn Fn(Option<&[u8]>) -> Result<(EntryChange, T), E>,
    ) -> Result<Result<T, E>, StoreError> {
        forward!(self, s => s.update_entry(table, key, decide))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_url_sled_opens_in_the_data_directory() {
        let dir = tempfile::tempdir().unwrap();
        let store = open_store(dir.path(), None).unwrap();
        assert!(matches!(&store, AnyStore::Sled(s) if s.path() == dir.path()));
        assert_eq!(store.next_game_id().unwrap(), 1);
    }

    #[cfg(not(feature = "postgres"))]
    #[test]
    fn a_url_without_the_feature_says_how_to_build_one() {
        let dir = tempfile::tempdir().unwrap();
        let err = open_store(dir.path(), Some("postgres://u:pw@127.0.0.1/db")).unwrap_err();
        let shown = err.to_string();
        assert!(shown.contains("--features postgres"), "{shown}");
        assert!(!shown.contains("pw"), "{shown}");
    }
}
