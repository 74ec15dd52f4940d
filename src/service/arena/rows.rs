//! The live standings of an arena as rows, for the Activity's view
//! ([`GameService::arena_rows`]): one row a player, best first.

use crate::service::arena::standings::{index_of, standings};
use crate::service::arena::store;
use crate::service::{GameService, ServiceError};
use towers_store::arena::{ArenaRecord, ArenaState};

/// One player's line in the live standings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ArenaRow {
    /// 1 for the first; every player has their own.
    pub rank: u32,
    /// The Discord user id.
    pub user: u64,
    /// The name as the player joined with (not Markdown-escaped).
    pub name: String,
    /// Arena points (2 a win, 1 a draw, doubled on fire, +1 for a berserk win).
    pub points: u32,
    /// On fire: the last two counted games were wins, so the next one counts double.
    pub on_fire: bool,
    /// Games counted (finished before the end).
    pub games: u32,
    /// Games in which the player went berserk.
    pub berserks: u32,
    /// Playing a game of the arena now.
    pub playing: bool,
    /// Ready to be paired (false while paused).
    pub ready: bool,
}

/// An arena's live standings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ArenaTable {
    pub id: u64,
    pub name: String,
    pub state: &'static str,
    /// Unix seconds.
    pub starts_at: u64,
    pub ends_at: u64,
    pub rows: Vec<ArenaRow>,
}

/// The rows of `a`, best first.
pub fn rows(a: &ArenaRecord) -> Vec<ArenaRow> {
    standings(a)
        .into_iter()
        .filter_map(|s| {
            let e = a.players.get(index_of(s.id))?;
            let user = e.player.id;
            Some(ArenaRow {
                rank: s.rank,
                user,
                name: e.player.name.clone(),
                points: s.points,
                on_fire: s.sheet.on_fire,
                games: s.sheet.entries.len() as u32,
                berserks: a.games.iter().filter(|g| g.berserk_of(user)).count() as u32,
                playing: a.current_game(user).is_some(),
                ready: e.ready,
            })
        })
        .collect()
}

/// `a` as its live table.
pub fn table(a: &ArenaRecord) -> ArenaTable {
    ArenaTable {
        id: a.id,
        name: a.name.clone(),
        state: match a.state {
            ArenaState::Waiting => "waiting",
            ArenaState::Running => "running",
            ArenaState::Finished => "finished",
        },
        starts_at: a.starts_at,
        ends_at: a.ends_at,
        rows: rows(a),
    }
}

impl GameService {
    /// The live standings of arena `id`, finished or not. Refused when there is none.
    pub fn arena_table(&self, id: u64) -> Result<ArenaTable, ServiceError> {
        Ok(table(&store::load(self.store.as_ref(), id)?))
    }

    /// The live standings of the newest open arena of `channel` (its channel or thread),
    /// else of `guild`; `None` when there is none. Reads one record: bounded work.
    /// Errors: `Store`.
    pub fn arena_rows(
        &self,
        channel: u64,
        guild: Option<u64>,
    ) -> Result<Option<ArenaTable>, ServiceError> {
        let open = store::open(self.store.as_ref())?;
        let found = open
            .iter()
            .rev()
            .find(|a| a.channel == channel || a.thread == Some(channel))
            .or_else(|| {
                open.iter()
                    .rev()
                    .find(|a| guild.is_some() && a.guild == guild)
            });
        Ok(found.map(table))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_serialized_with_the_documented_fields() {
        let row = ArenaRow {
            rank: 1,
            user: 42,
            name: "Anna".into(),
            points: 7,
            on_fire: true,
            games: 3,
            berserks: 1,
            playing: false,
            ready: true,
        };
        assert_eq!(
            serde_json::to_value(&row).unwrap(),
            serde_json::json!({"rank": 1, "user": 42, "name": "Anna", "points": 7,
                "on_fire": true, "games": 3, "berserks": 1, "playing": false, "ready": true})
        );
    }
}
