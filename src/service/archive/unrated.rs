//! The games that count for no rating although finished like any other: the games of a
//! tournament created with `rated: false`. Kept as a set of marks in the store's
//! `tournaments` table, `unrated/<guild>/<game id>` (empty values), written when such a
//! game starts, so that before it can finish the ratings' replay
//! ([`crate::service::server::ratings`]) already leaves it out. Reading a server's marks is
//! one prefix scan, O(its unrated games).

use std::collections::HashSet;

use crate::service::ServiceError;
use towers_store::{Store, Table};

fn prefix(guild: u64) -> String {
    format!("unrated/{guild:020}/")
}

/// Marks game `game` of server `guild` as counting for no rating. Errors: `Store`.
pub fn mark(store: &dyn Store, guild: u64, game: u64) -> Result<(), ServiceError> {
    let key = format!("{}{game:020}", prefix(guild));
    store.put_entries(Table::Tournaments, &[(key, Vec::new())])?;
    Ok(())
}

/// The games of server `guild` marked unrated. Errors: `Store`.
pub fn of_guild(store: &dyn Store, guild: u64) -> Result<HashSet<u64>, ServiceError> {
    let prefix = prefix(guild);
    Ok(store
        .entries_with_prefix(Table::Tournaments, &prefix)?
        .into_iter()
        .filter_map(|(key, _)| key.strip_prefix(&prefix)?.parse().ok())
        .collect())
}
