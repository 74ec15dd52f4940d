//! Persistence of games per channel, behind the [`Store`] trait.
//!
//! The default backend is sled ([`SledStore`]); every change is one transaction and is
//! flushed to disk before `update` returns, so an acknowledged move survives `kill -9`.

pub mod codec;
mod keys;
mod memory;
mod record;
mod sled_store;

pub use memory::MemoryStore;
pub use record::{
    BotSeat, Challenge, Change, ChannelRecord, GameRecord, GameResult, GameStatus, Player,
    SCHEMA_VERSION,
};
pub use sled_store::{SledStore, ACTIVE_TREE, ARCHIVE_TREE};

/// Errors of the storage layer (not of the game: those are the update closure's own error type).
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The data directory could not be opened or written.
    #[error("storage error: {0}")]
    Backend(String),
    /// A stored record could not be read (corrupt bytes or an unknown schema version).
    #[error("stored record for channel {channel} is unreadable: {reason}")]
    Corrupt { channel: u64, reason: String },
}

/// Games per channel. Implementations must make `update` atomic (two racing updates of one
/// channel never both apply against the same old record) and durable before returning.
pub trait Store: Send + Sync + 'static {
    /// The channel's active record (challenge or game), if any.
    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError>;

    /// Atomically reads the channel's record, lets `decide` choose a [`Change`], applies it and
    /// flushes. `decide` may be called more than once when a concurrent update interferes, so
    /// it must not have side effects. An `Err(E)` from `decide` changes nothing and is
    /// returned as `Ok(Err(E))`; the value `T` is returned with the applied change.
    ///
    /// `decide` runs while the backend holds its write lock: it must not call the store.
    /// Errors: `Corrupt` when the channel's stored record is unreadable (then `decide` is
    /// not called and nothing changes); `Backend` when the change could not be written or
    /// flushed (after a failed flush the change may or may not be on disk).
    // The closure type is the interface itself; an alias would only hide it.
    #[allow(clippy::type_complexity)]
    fn update<T, E>(
        &self,
        channel: u64,
        decide: &dyn Fn(Option<&ChannelRecord>) -> Result<(Change, T), E>,
    ) -> Result<Result<T, E>, StoreError>;

    /// A fresh unique game id.
    fn next_game_id(&self) -> Result<u64, StoreError>;

    /// Finished games of a channel, oldest first.
    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError>;
}
