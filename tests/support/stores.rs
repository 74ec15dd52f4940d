//! Stores for front-end tests.

use std::sync::mpsc::Receiver;
use std::sync::Mutex;

use towers_store::{Change, ChannelRecord, EntryChange, GameRecord, Store, StoreError, Table};

/// A store whose every operation fails, as a full or broken disk would.
pub struct FailingStore;

fn broken() -> StoreError {
    StoreError::Backend("disk on fire (test store)".into())
}

impl Store for FailingStore {
    fn load(&self, _channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        Err(broken())
    }

    fn change(
        &self,
        _channel: u64,
        _decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError> {
        Err(broken())
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        Err(broken())
    }

    fn finished_games(&self, _channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        Err(broken())
    }
}

/// A store that fails like [`FailingStore`], but each operation first waits for the test to
/// release it (one `send(())` per operation; dropping the sender releases everything).
pub struct GatedStore {
    release: Mutex<Receiver<()>>,
}

impl GatedStore {
    pub fn new(release: Receiver<()>) -> GatedStore {
        GatedStore {
            release: Mutex::new(release),
        }
    }

    fn wait(&self) -> StoreError {
        let _ = self
            .release
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .recv();
        broken()
    }
}

impl Store for GatedStore {
    fn load(&self, _channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        Err(self.wait())
    }

    fn change(
        &self,
        _channel: u64,
        _decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError> {
        Err(self.wait())
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        Err(self.wait())
    }

    fn finished_games(&self, _channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        Err(self.wait())
    }
}

/// A store shared between the bot and the test (which reads what the bot stored while the
/// bot runs; sled allows one opener per directory).
pub struct SharedStore<S>(pub std::sync::Arc<S>);

impl<S: Store> Store for SharedStore<S> {
    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        self.0.load(channel)
    }

    fn change(
        &self,
        channel: u64,
        decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError> {
        self.0.change(channel, decide)
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        self.0.next_game_id()
    }

    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        self.0.finished_games(channel)
    }

    fn active_records(&self) -> Result<Vec<(u64, ChannelRecord)>, StoreError> {
        self.0.active_records()
    }

    fn all_finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.0.all_finished_games()
    }

    fn load_entry(&self, table: Table, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.0.load_entry(table, key)
    }

    fn entries_with_prefix(
        &self,
        table: Table,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.0.entries_with_prefix(table, prefix)
    }

    fn put_entries(&self, table: Table, entries: &[(String, Vec<u8>)]) -> Result<(), StoreError> {
        self.0.put_entries(table, entries)
    }

    fn change_entry(
        &self,
        table: Table,
        key: &str,
        decide: &mut dyn FnMut(Option<&[u8]>) -> Option<EntryChange>,
    ) -> Result<(), StoreError> {
        self.0.change_entry(table, key, decide)
    }
}

/// Which operation a [`Hooked`] store is about to run (with the channel where it has one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Load(u64),
    Update(u64),
    NextGameId,
    FinishedGames(u64),
    ActiveRecords,
    AllFinishedGames,
    LoadEntry,
    EntriesWithPrefix,
    PutEntries,
    UpdateEntry,
}

/// Forwards every operation to `inner` after calling `hook` with it; an `Err` from the hook
/// is returned instead and `inner` is not called. The one forwarding wrapper for tests that
/// count, stall or fail a store's operations.
pub struct Hooked<S, H> {
    pub inner: S,
    hook: H,
}

/// What a [`Hooked`] store calls before each operation: a closure, or a type of its own
/// (such as [`Gate`]) when the test needs methods on it.
pub trait Hook: Send + Sync + 'static {
    fn before(&self, op: Op) -> Result<(), StoreError>;
}

impl<F: Fn(Op) -> Result<(), StoreError> + Send + Sync + 'static> Hook for F {
    fn before(&self, op: Op) -> Result<(), StoreError> {
        self(op)
    }
}

impl<S, H: Hook> Hooked<S, H> {
    pub fn new(inner: S, hook: H) -> Hooked<S, H> {
        Hooked { inner, hook }
    }
}

impl<S: Store, H: Hook> Store for Hooked<S, H> {
    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        self.hook.before(Op::Load(channel))?;
        self.inner.load(channel)
    }

    fn change(
        &self,
        channel: u64,
        decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError> {
        self.hook.before(Op::Update(channel))?;
        self.inner.change(channel, decide)
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        self.hook.before(Op::NextGameId)?;
        self.inner.next_game_id()
    }

    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        self.hook.before(Op::FinishedGames(channel))?;
        self.inner.finished_games(channel)
    }

    fn active_records(&self) -> Result<Vec<(u64, ChannelRecord)>, StoreError> {
        self.hook.before(Op::ActiveRecords)?;
        self.inner.active_records()
    }

    fn all_finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        self.hook.before(Op::AllFinishedGames)?;
        self.inner.all_finished_games()
    }

    fn load_entry(&self, table: Table, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        self.hook.before(Op::LoadEntry)?;
        self.inner.load_entry(table, key)
    }

    fn entries_with_prefix(
        &self,
        table: Table,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        self.hook.before(Op::EntriesWithPrefix)?;
        self.inner.entries_with_prefix(table, prefix)
    }

    fn put_entries(&self, table: Table, entries: &[(String, Vec<u8>)]) -> Result<(), StoreError> {
        self.hook.before(Op::PutEntries)?;
        self.inner.put_entries(table, entries)
    }

    fn change_entry(
        &self,
        table: Table,
        key: &str,
        decide: &mut dyn FnMut(Option<&[u8]>) -> Option<EntryChange>,
    ) -> Result<(), StoreError> {
        self.hook.before(Op::UpdateEntry)?;
        self.inner.change_entry(table, key, decide)
    }
}

/// Once [`ChannelGate::arm`]ed, the next `update` of one channel reports that it started and
/// then waits until the test releases it (a slow disk, or a long bot turn, in that channel
/// only).
pub type ChannelGate<S> = Hooked<S, Gate>;

/// The hook of a [`ChannelGate`].
pub struct Gate {
    channel: u64,
    armed: Mutex<Option<(std::sync::mpsc::Sender<()>, Receiver<()>)>>,
}

impl Hook for Gate {
    fn before(&self, op: Op) -> Result<(), StoreError> {
        if op == Op::Update(self.channel) {
            let gate = self.armed.lock().unwrap_or_else(|e| e.into_inner()).take();
            if let Some((entered, release)) = gate {
                let _ = entered.send(());
                let _ = release.recv();
            }
        }
        Ok(())
    }
}

impl<S: Store> ChannelGate<S> {
    /// Gates `channel`'s updates in `inner` (see [`ChannelGate::arm`]).
    pub fn gating(inner: S, channel: u64) -> ChannelGate<S> {
        Hooked::new(
            inner,
            Gate {
                channel,
                armed: Mutex::new(None),
            },
        )
    }

    /// Gates the next update of the channel: `entered` gets a message when it starts, and it
    /// goes on once `release` gets one (or is dropped).
    pub fn arm(&self, entered: std::sync::mpsc::Sender<()>, release: Receiver<()>) {
        *self.hook.armed.lock().unwrap_or_else(|e| e.into_inner()) = Some((entered, release));
    }
}
