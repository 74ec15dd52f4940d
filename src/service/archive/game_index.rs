//! Reading the finished-game index ([`towers_store::index`]) for `/rating`, `/leaderboard`,
//! `/stats` and `/games player:`: the summaries of one server or one player, without decoding
//! the archive. A store written before the index existed is indexed from its archive once, on
//! the first such question (one full scan; a finished game that does not decode is skipped
//! and set aside by the scan, as everywhere).

use std::sync::Arc;

use crate::service::ServiceError;
use towers_store::index::{self, GameSummary};
use towers_store::Store;

/// The finished-game index of a store.
#[derive(Clone)]
pub struct GameIndex {
    store: Arc<dyn Store>,
}

impl GameIndex {
    /// The index kept in `store`.
    pub fn new(store: Arc<dyn Store>) -> Self {
        GameIndex { store }
    }

    /// The store the index is kept in.
    pub fn store(&self) -> &dyn Store {
        self.store.as_ref()
    }

    /// The summaries under `prefix` ([`index::guild_prefix`] or [`index::player_prefix`]),
    /// in game-id order. An entry that does not decode is logged and skipped.
    ///
    /// Errors: `Store` when the index (or, the first time, the archive) cannot be read or
    /// written; `Internal` when a summary cannot be encoded.
    pub fn games(&self, prefix: &str) -> Result<Vec<GameSummary>, ServiceError> {
        self.ensure_built()?;
        let entries = self.store.entries_with_prefix(index::TABLE, prefix)?;
        Ok(entries
            .into_iter()
            .filter_map(|(key, bytes)| match index::decode(&bytes) {
                Ok(summary) => Some(summary),
                Err(error) => {
                    tracing::error!(key, error, "a game index entry does not decode: skipped");
                    None
                }
            })
            .collect())
    }

    /// Fills the index from the archive unless [`index::BUILT_KEY`] says it holds every game.
    /// Games finishing meanwhile index themselves (with their archive entry), and entries are
    /// keyed by game, so a rebuild racing a finish or another rebuild loses nothing.
    fn ensure_built(&self) -> Result<(), ServiceError> {
        let built = self.store.load_entry(index::TABLE, index::BUILT_KEY)?;
        if built.as_deref() == Some(index::INDEX_VERSION) {
            return Ok(());
        }
        let games = self.store.all_finished_games()?;
        let mut entries = Vec::with_capacity(games.len() * 3);
        for game in &games {
            entries.extend(index::entries(game).map_err(ServiceError::Internal)?);
        }
        self.store.put_entries(index::TABLE, &entries)?;
        let marker = (index::BUILT_KEY.to_string(), index::INDEX_VERSION.to_vec());
        self.store.put_entries(index::TABLE, &[marker])?;
        tracing::info!(
            games = games.len(),
            "filled the finished-game index from the archive"
        );
        Ok(())
    }

    /// Every finished game played on server `guild`, in game-id order.
    pub fn of_guild(&self, guild: u64) -> Result<Vec<GameSummary>, ServiceError> {
        self.games(&index::guild_prefix(guild))
    }
}
