//! [`MemoryStore`]: a [`Store`] in memory, for fast unit tests of the service.
//!
//! Same semantics as the sled backend: `change` reads, decides and applies under one lock
//! (so `decide` runs exactly once per call), `Finish` archives and clears in one step,
//! finished games come back in game-id order. Nothing survives the value being dropped.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

use super::{Change, ChannelRecord, EntryChange, GameRecord, Store, StoreError, Table};

/// An in-memory store. `Default` gives an empty one.
#[derive(Debug, Default)]
pub struct MemoryStore {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    active: BTreeMap<u64, ChannelRecord>,
    /// Keyed by (channel, game id), like the sled archive tree.
    archive: BTreeMap<(u64, u64), GameRecord>,
    last_id: u64,
    entries: HashMap<(Table, String), Vec<u8>>,
}

impl MemoryStore {
    /// An empty store.
    pub fn new() -> Self {
        Self::default()
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panicking `decide` poisons the lock before anything was changed, so the state
        // behind a poisoned lock is still consistent.
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Store for MemoryStore {
    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        Ok(self.state().active.get(&channel).cloned())
    }

    fn change(
        &self,
        channel: u64,
        decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError> {
        let mut state = self.state();
        let Some(change) = decide(state.active.get(&channel)) else {
            return Ok(());
        };
        match change {
            Change::Keep => {}
            Change::Put(record) => {
                state.active.insert(channel, record);
            }
            Change::Remove => {
                state.active.remove(&channel);
            }
            Change::Finish(game) => {
                let indexed = super::index::entries(&game).map_err(StoreError::Backend)?;
                for (key, bytes) in indexed {
                    state.entries.insert((super::index::TABLE, key), bytes);
                }
                state.archive.insert((channel, game.id), game);
                state.active.remove(&channel);
            }
        }
        Ok(())
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        let mut state = self.state();
        state.last_id += 1;
        Ok(state.last_id)
    }

    /// Removes the record (memory keeps no quarantine).
    fn set_aside_record(
        &self,
        channel: u64,
        record: &ChannelRecord,
        reason: &str,
    ) -> Result<bool, StoreError> {
        let mut state = self.state();
        if state.active.get(&channel) != Some(record) {
            return Ok(false);
        }
        state.active.remove(&channel);
        tracing::error!(channel, reason, "a stored game does not replay: set aside");
        Ok(true)
    }

    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        Ok(self
            .state()
            .archive
            .range((channel, 0)..=(channel, u64::MAX))
            .map(|(_, game)| game.clone())
            .collect())
    }

    fn active_records(&self) -> Result<Vec<(u64, ChannelRecord)>, StoreError> {
        Ok(self
            .state()
            .active
            .iter()
            .map(|(channel, record)| (*channel, record.clone()))
            .collect())
    }

    fn all_finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        Ok(self.state().archive.values().cloned().collect())
    }

    fn load_entry(&self, table: Table, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.state().entries.get(&(table, key.to_string())).cloned())
    }

    fn entries_with_prefix(
        &self,
        table: Table,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let mut found: Vec<(String, Vec<u8>)> = self
            .state()
            .entries
            .iter()
            .filter(|((t, key), _)| *t == table && key.starts_with(prefix))
            .map(|((_, key), bytes)| (key.clone(), bytes.clone()))
            .collect();
        found.sort();
        Ok(found)
    }

    fn put_entries(&self, table: Table, entries: &[(String, Vec<u8>)]) -> Result<(), StoreError> {
        let mut state = self.state();
        for (key, bytes) in entries {
            state.entries.insert((table, key.clone()), bytes.clone());
        }
        Ok(())
    }

    fn change_entry(
        &self,
        table: Table,
        key: &str,
        decide: &mut dyn FnMut(Option<&[u8]>) -> Option<EntryChange>,
    ) -> Result<(), StoreError> {
        let mut state = self.state();
        let id = (table, key.to_string());
        let Some(change) = decide(state.entries.get(&id).map(Vec::as_slice)) else {
            return Ok(());
        };
        match change {
            EntryChange::Keep => {}
            EntryChange::Put(bytes) => {
                state.entries.insert(id, bytes);
            }
            EntryChange::Remove => {
                state.entries.remove(&id);
            }
        }
        Ok(())
    }
}
