//! Persistence of games per channel, behind the [`Store`] trait.
//!
//! The default backend is sled ([`SledStore`]); every change is one transaction and is
//! flushed to disk before `change` returns, so an acknowledged move survives `kill -9`.

pub mod arena;
mod backend;
pub mod codec;
mod copy;
mod end_status;
mod file_kind;
pub mod index;
mod keys;
pub mod ledger;
pub mod legacy_reason;
mod memory;
mod move_text;
#[cfg(feature = "postgres")]
pub mod postgres_store;
mod record;
pub mod rollback;
mod rule_fields;
mod sled_store;
mod text_fields;
#[cfg(test)]
mod text_fields_tests;
pub mod tournament;
mod typed;
pub mod url_secret;

pub use backend::{open_store, NO_POSTGRES};
pub use copy::{check_files, copy_data_dir, in_use};
pub use end_status::{DrawRule, EndStatus};
pub use memory::MemoryStore;
pub use move_text::{MoveText, NotAMove};
#[cfg(feature = "postgres")]
pub use postgres_store::PostgresStore;
pub use record::{
    Berserk, BotSeat, Challenge, Change, ChannelRecord, GameClock, GameRecord, GameResult,
    GameStatus, Player, StoredPosition, TimeControl, TurnNotices, DEFAULT_MOVE_LIMIT_SECS,
    SCHEMA_VERSION,
};
pub use rollback::RolledBack;
pub use sled_store::leftovers::SetAside;
pub use sled_store::{
    Durability, Quarantined, SledStore, ACTIVE_TREE, ARCHIVE_TREE, CHANGES_TREE, ENTRY_TREE,
    META_TREE, QUARANTINE_TREE, REPORTS_TREE,
};
pub use typed::StoreExt;

/// A table of small keyed documents kept beside the game records (server settings, ratings).
/// The store keeps their bytes as given; the owning module chooses the encoding and versions
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Table {
    /// Per-server settings, keyed by guild id.
    ServerSettings,
    /// Ratings, keyed by the rating module's own key (e.g. guild and variant).
    Ratings,
    /// The side each game's board is shown from (`service::BoardSide` name), keyed by game id.
    BoardSides,
    /// The finished-game index ([`index`]): summaries per server and per player.
    GameIndex,
    /// Puzzles (`service::puzzle_store`): open attempts per channel and user, puzzle ratings
    /// of players and of puzzles, the daily puzzle of each server.
    Puzzles,
    /// Lessons (`service::lesson::store`): each user's stars per level and open level.
    Lessons,
    /// Tournaments ([`tournament`]): one entry per tournament, its players and rounds; the
    /// arenas ([`arena`]) under their own key prefix.
    Tournaments,
}

impl Table {
    /// The table's stable name, part of the on-disk key.
    pub fn name(self) -> &'static str {
        match self {
            Table::ServerSettings => "settings",
            Table::Ratings => "ratings",
            Table::BoardSides => "board-sides",
            Table::GameIndex => "game-index",
            Table::Puzzles => "puzzles",
            Table::Lessons => "lessons",
            Table::Tournaments => "tournaments",
        }
    }
}

/// What a [`Store::change_entry`] closure decides to do with an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryChange {
    /// Leave the entry as it is.
    Keep,
    /// Store these bytes as the entry.
    Put(Vec<u8>),
    /// Delete the entry.
    Remove,
}

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

/// Games per channel. Implementations must make `change` atomic (two racing updates of one
/// channel never both apply against the same old record) and durable before returning.
pub trait Store: Send + Sync + 'static {
    /// The channel's active record (challenge or game), if any.
    ///
    /// Errors: `Corrupt` when the record does not decode; the backends then set it aside in
    /// their quarantine (bytes unchanged, logged once with its key), so the channel's next
    /// load finds none and a new game can start there. `Backend` when the read fails.
    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError>;

    /// Atomically reads the channel's record, lets `decide` choose a [`Change`], applies it and
    /// flushes; `None` from `decide` refuses: nothing is written. `decide` may be called more
    /// than once when a concurrent update interferes (the last call's answer is the one
    /// applied), so it must have no effects beyond its own captures.
    ///
    /// `decide` runs while the backend holds its write lock: it must not call the store.
    /// Errors: `Corrupt` when the channel's stored record is unreadable (then `decide` is
    /// not called and the record is set aside as by [`Store::load`]); `Backend` when the
    /// change could not be written or flushed (after a failed flush the change may or may
    /// not be on disk). Callers use the typed [`StoreExt::update`].
    fn change(
        &self,
        channel: u64,
        decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError>;

    /// Blocks until every change made so far is durable. The default does nothing: the
    /// backends that write through (memory, PostgreSQL, whose every update was committed
    /// synchronously) have nothing to wait for; sled flushes.
    ///
    /// Errors: `Backend` when the flush fails.
    fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }

    /// A fresh unique game id.
    fn next_game_id(&self) -> Result<u64, StoreError>;

    /// Tells the other processes sharing this store that `channel`'s game or challenge
    /// changed (PostgreSQL: `NOTIFY`), so that they can show it (the Activity's sockets).
    /// Best effort: a failure is logged. Default: nothing, for a store no other process
    /// shares (sled, memory).
    fn share_change(&self, channel: u64) {
        let _ = channel;
    }

    /// Calls `on_change(channel)` for each change another process sharing this store reports
    /// with [`Store::share_change`] (never for this store's own), from the store's own
    /// threads, for as long as the store lives. Returns whether anything is listened to:
    /// `false` (the default) for a store no other process shares.
    ///
    /// Errors: `Backend` when the listening connection cannot be opened.
    fn listen_to_changes(
        &self,
        on_change: Box<dyn Fn(u64) + Send + Sync>,
    ) -> Result<bool, StoreError> {
        let _ = on_change;
        Ok(false)
    }

    /// The channels that held fewer changes than had been acknowledged when the store was
    /// opened (a damaged log recovered to an earlier state), this time or at an earlier open
    /// whose report no operator has cleared yet, by channel ascending. sled compares its
    /// change numbers with the acknowledged-change [`ledger`] and keeps what it found until
    /// `SledStore::clear_reports`; the default (memory, PostgreSQL, whose commits are
    /// synchronous and whose own log is checksummed) reports none.
    fn rolled_back(&self) -> Vec<RolledBack> {
        Vec::new()
    }

    /// What else the store keeps reporting until an operator clears it, one sentence each:
    /// a ledger that is missing, emptied, damaged or another store's (sled). Default: none.
    fn store_notes(&self) -> Vec<String> {
        Vec::new()
    }

    /// Notes that `channel` was told of its loss ([`Store::rolled_back`]'s `told`), so a
    /// restart does not tell it again; best effort (a failure is logged). Default: nothing.
    fn loss_told(&self, channel: u64) {
        let _ = channel;
    }

    /// Why the store stopped, when a write or flush failed while serving (a full or failing
    /// disk): from then on it acknowledges nothing and shows nothing, since what it holds in
    /// memory may not be on disk; the process should say it is unhealthy and restart once
    /// the disk takes writes again. `None` while it works (the default).
    fn failure(&self) -> Option<String> {
        None
    }

    /// Moves `channel`'s active record into the quarantine, as a record that does not decode
    /// is moved by [`Store::load`], if it is still `record` (a game whose moves do not
    /// replay: the store cannot tell, the service can); `reason` is logged. Returns whether
    /// it was moved.
    ///
    /// Errors: `Backend` when the move fails or the backend has no quarantine (the default).
    fn set_aside_record(
        &self,
        channel: u64,
        record: &ChannelRecord,
        reason: &str,
    ) -> Result<bool, StoreError> {
        let _ = (channel, record, reason);
        Err(StoreError::Backend(
            "this store cannot set records aside".into(),
        ))
    }

    /// Finished games of a channel, oldest first.
    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError>;

    /// Every channel's active record (challenge or game), by channel id ascending: how
    /// timers (challenge expiry, move time limits) are found again after a restart.
    ///
    /// Errors: `Corrupt` for the first unreadable record, `Backend` when the scan fails. The
    /// default says the backend cannot list (test wrappers that do not need it).
    fn active_records(&self) -> Result<Vec<(u64, ChannelRecord)>, StoreError> {
        Err(StoreError::Backend(
            "this store cannot list active records".into(),
        ))
    }

    /// Every finished game of every channel, ordered by (channel, game id); for a player's
    /// history across channels and for ratings. A full scan: O(finished games).
    ///
    /// Errors as [`Store::active_records`].
    fn all_finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        Err(StoreError::Backend(
            "this store cannot list finished games".into(),
        ))
    }

    /// Every entry of `table` whose key starts with `prefix`, as (key, bytes), by key
    /// ascending: how the finished-game [`index`] is read per server or player.
    ///
    /// Errors: `Backend` when the read fails (or the backend keeps no tables).
    fn entries_with_prefix(
        &self,
        table: Table,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let _ = (table, prefix);
        Err(StoreError::Backend("this store keeps no tables".into()))
    }

    /// Writes every (key, bytes) of `entries` into `table` (replacing what was there) in one
    /// transaction, flushed before it returns: how the [`index`] is filled from the archive.
    ///
    /// Errors: `Backend` when the change could not be written or flushed.
    fn put_entries(&self, table: Table, entries: &[(String, Vec<u8>)]) -> Result<(), StoreError> {
        let _ = (table, entries);
        Err(StoreError::Backend("this store keeps no tables".into()))
    }

    /// The bytes of entry `key` of `table`, if any.
    ///
    /// Errors: `Backend` when the read fails (or the backend keeps no tables).
    fn load_entry(&self, table: Table, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let _ = (table, key);
        Err(StoreError::Backend("this store keeps no tables".into()))
    }

    /// Atomically reads entry `key` of `table`, lets `decide` choose an [`EntryChange`],
    /// applies it and flushes, like [`Store::change`] (same rules for `decide`: may run more
    /// than once, must not call the store; `None` writes nothing). Callers use the typed
    /// [`StoreExt::update_entry`].
    ///
    /// Errors: `Backend` when the change could not be written or flushed (or the backend
    /// keeps no tables, the default).
    fn change_entry(
        &self,
        table: Table,
        key: &str,
        decide: &mut dyn FnMut(Option<&[u8]>) -> Option<EntryChange>,
    ) -> Result<(), StoreError> {
        let _ = (table, key, decide);
        Err(StoreError::Backend("this store keeps no tables".into()))
    }
}
