//! The events (tournaments and arenas) of each server that finished last: a marker
//! `done/<guild>/<id>` written when an event's open marker is dropped, at most [`KEEP`] a
//! server, so that the Activity's list shows what just finished without reading every
//! stored event.

use crate::service::ServiceError;
use towers_store::{EntryChange, Store, Table};

const PREFIX: &str = "done/";
/// Finished events kept in a server's list.
pub const KEEP: usize = 3;

fn guild_prefix(guild: u64) -> String {
    format!("{PREFIX}{guild:020}/")
}

/// Remembers event `id` of server `guild` as finished, forgetting the server's older ones
/// beyond [`KEEP`]. Harmless when repeated. Errors: `Store`.
pub fn remember(store: &dyn Store, guild: Option<u64>, id: u64) -> Result<(), ServiceError> {
    let Some(guild) = guild else {
        return Ok(());
    };
    let key = format!("{}{id:020}", guild_prefix(guild));
    store.put_entries(Table::Tournaments, &[(key, Vec::new())])?;
    let ids = finished_ids(store, guild)?;
    for old in ids.iter().skip(KEEP) {
        let key = format!("{}{old:020}", guild_prefix(guild));
        store.change_entry(Table::Tournaments, &key, &mut |v| {
            v.map(|_| EntryChange::Remove)
        })?;
    }
    Ok(())
}

/// The ids of server `guild`'s last finished events, newest first (at most [`KEEP`] once
/// [`remember`] has pruned). Errors: `Store`.
pub fn finished_ids(store: &dyn Store, guild: u64) -> Result<Vec<u64>, ServiceError> {
    let prefix = guild_prefix(guild);
    let mut ids: Vec<u64> = store
        .entries_with_prefix(Table::Tournaments, &prefix)?
        .into_iter()
        .filter_map(|(key, _)| key.strip_prefix(&prefix)?.parse().ok())
        .collect();
    ids.sort_unstable_by(|a, b| b.cmp(a));
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_store::MemoryStore;

    #[test]
    fn a_server_keeps_its_newest_finished_events_and_no_other_servers() {
        let store = MemoryStore::new();
        for id in 1..=5 {
            remember(&store, Some(7), id).unwrap();
        }
        remember(&store, Some(7), 5).unwrap();
        remember(&store, Some(8), 9).unwrap();
        remember(&store, None, 10).unwrap();
        assert_eq!(finished_ids(&store, 7).unwrap(), vec![5, 4, 3]);
        assert_eq!(finished_ids(&store, 8).unwrap(), vec![9]);
    }
}
