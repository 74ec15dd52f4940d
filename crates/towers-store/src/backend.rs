//! [`open_store`]: the backend chosen at startup, sled by default or PostgreSQL when
//! `TOWERS_DATABASE_URL` is set (feature `postgres`), as one `dyn Store` so the service is
//! built once.

use std::path::Path;
use std::sync::Arc;

use super::{SledStore, Store, StoreError};

/// Opens PostgreSQL at `database_url` when it is given, else sled in `data_dir`.
///
/// Errors: those of [`SledStore::open`] or `PostgresStore::open`; `Backend` when a URL is
/// given to a build without the `postgres` feature (the message says how to build one).
pub fn open_store(
    data_dir: &Path,
    database_url: Option<&str>,
) -> Result<Arc<dyn Store>, StoreError> {
    match database_url {
        None => Ok(Arc::new(SledStore::open(data_dir)?)),
        #[cfg(feature = "postgres")]
        Some(url) => Ok(Arc::new(super::PostgresStore::open(url)?)),
        #[cfg(not(feature = "postgres"))]
        Some(_) => Err(StoreError::Backend(NO_POSTGRES.into())),
    }
}

/// Why a database URL cannot be used by a build without the `postgres` feature.
pub const NO_POSTGRES: &str = "TOWERS_DATABASE_URL is set, but this towers was built without \
    PostgreSQL support: build it with `cargo build --release --features postgres`, or unset \
    TOWERS_DATABASE_URL to keep games in TOWERS_DATA_DIR (sled)";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn without_a_url_sled_opens_in_the_data_directory() {
        let dir = tempfile::tempdir().unwrap();
        let store = open_store(dir.path(), None).unwrap();
        assert!(dir.path().join("conf").exists(), "no sled database made");
        assert_eq!(store.next_game_id().unwrap(), 1);
    }

    #[cfg(not(feature = "postgres"))]
    #[test]
    fn a_url_without_the_feature_says_how_to_build_one() {
        let dir = tempfile::tempdir().unwrap();
        let err = open_store(dir.path(), Some("postgres://u:pw@127.0.0.1/db"))
            .err()
            .expect("a URL without the feature is refused");
        let shown = err.to_string();
        assert!(shown.contains("--features postgres"), "{shown}");
        assert!(!shown.contains("pw"), "{shown}");
    }
}
