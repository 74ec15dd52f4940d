//! [`StoreExt`]: the typed face of [`Store::change`] and [`Store::change_entry`], for every
//! store including `dyn Store`.

use super::{Change, ChannelRecord, EntryChange, Store, StoreError, Table};

/// Updates whose decision returns a value or refuses with the caller's own error.
pub trait StoreExt: Store {
    /// Atomically reads the channel's record, lets `decide` choose a [`Change`] (and a value
    /// `T` to return with it), applies it and flushes, as [`Store::change`]. `decide` may be
    /// called more than once, so it must not have side effects. An `Err(E)` from `decide`
    /// changes nothing and is returned as `Ok(Err(E))`.
    ///
    /// Errors: those of [`Store::change`].
    // The closure type is the interface itself; an alias would only hide it.
    #[allow(clippy::type_complexity)]
    fn update<T, E>(
        &self,
        channel: u64,
        decide: &dyn Fn(Option<&ChannelRecord>) -> Result<(Change, T), E>,
    ) -> Result<Result<T, E>, StoreError> {
        let mut outcome = None;
        self.change(channel, &mut |record| {
            let (change, decided) = split(decide(record));
            outcome = Some(decided);
            change
        })?;
        outcome.ok_or_else(undecided)
    }

    /// Atomically reads entry `key` of `table`, lets `decide` choose an [`EntryChange`] (and
    /// a value to return), applies it and flushes, as [`Store::change_entry`], with the rules
    /// of [`StoreExt::update`].
    ///
    /// Errors: those of [`Store::change_entry`].
    #[allow(clippy::type_complexity)]
    fn update_entry<T, E>(
        &self,
        table: Table,
        key: &str,
        decide: &dyn Fn(Option<&[u8]>) -> Result<(EntryChange, T), E>,
    ) -> Result<Result<T, E>, StoreError> {
        let mut outcome = None;
        self.change_entry(table, key, &mut |bytes| {
            let (change, decided) = split(decide(bytes));
            outcome = Some(decided);
            change
        })?;
        outcome.ok_or_else(undecided)
    }
}

impl<S: Store + ?Sized> StoreExt for S {}

/// The change to apply (none for a refusal) and what to return.
fn split<C, T, E>(decided: Result<(C, T), E>) -> (Option<C>, Result<T, E>) {
    match decided {
        Ok((change, value)) => (Some(change), Ok(value)),
        Err(e) => (None, Err(e)),
    }
}

/// A backend that returned without asking `decide` (a broken implementation).
fn undecided() -> StoreError {
    StoreError::Backend("the store returned without deciding the update".into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MemoryStore;

    #[test]
    fn a_refusal_changes_nothing_and_a_value_comes_back_with_the_change() {
        let store: std::sync::Arc<dyn Store> = std::sync::Arc::new(MemoryStore::new());
        let refused = store
            .update_entry(Table::ServerSettings, "k", &|_| {
                Err::<(EntryChange, ()), _>("no")
            })
            .unwrap();
        assert_eq!(refused, Err("no"));
        assert_eq!(store.load_entry(Table::ServerSettings, "k").unwrap(), None);
        let put = store
            .update_entry(Table::ServerSettings, "k", &|old| {
                Ok::<_, ()>((EntryChange::Put(b"v".to_vec()), old.is_none()))
            })
            .unwrap();
        assert_eq!(put, Ok(true));
        assert_eq!(
            store.load_entry(Table::ServerSettings, "k").unwrap(),
            Some(b"v".to_vec())
        );
    }
}
