//! An arena as the Activity's Tournaments tab shows it, in the shape every event fills
//! ([`EventView`]): the live standings ([`super::rows`]) with the fire marker and the games
//! counted, the games being played now as the pairings, the players ready to be paired as
//! the entrants, and the arena's end as the deadline while it runs.

use towers_store::arena::{ArenaRecord, ArenaState};

use crate::service::arena::rows::rows;
use crate::service::live::event::{
    EventBoard, EventKind, EventRow, EventStage, EventSummary, EventView,
};
use crate::service::live::state::LivePlayer;

/// The arena's columns after rank, name and points: on fire (the next win counts double),
/// and the games counted.
pub const COLUMNS: [&str; 2] = ["fire", "games"];

/// The fire marker of a player on fire.
pub const FIRE: &str = "🔥";

fn named(a: &ArenaRecord, id: u64) -> LivePlayer {
    LivePlayer {
        id,
        name: a
            .entrant(id)
            .map_or_else(String::new, |e| e.player.name.clone()),
    }
}

/// The line of arena `a` in its server's list.
pub fn summary(a: &ArenaRecord) -> EventSummary {
    EventSummary {
        id: a.id,
        kind: EventKind::Arena,
        name: a.name.clone(),
        variant: a.variant.name().to_string(),
        stage: match a.state {
            ArenaState::Waiting => EventStage::Enrolling,
            ArenaState::Running => EventStage::Running,
            ArenaState::Finished => EventStage::Finished,
        },
        round: 0,
        rounds: 0,
        players: a.players.len(),
    }
}

/// Arena `a` as the Tournaments tab shows it.
pub fn arena_view(a: &ArenaRecord) -> EventView {
    let standings = rows(a)
        .into_iter()
        .map(|r| EventRow {
            rank: r.rank as usize,
            player: LivePlayer {
                id: r.user,
                name: r.name,
            },
            points: r.points.to_string(),
            extra: vec![
                if r.on_fire {
                    FIRE.to_string()
                } else {
                    String::new()
                },
                r.games.to_string(),
            ],
        })
        .collect();
    let running = a.state == ArenaState::Running;
    let pairings = if running {
        a.games
            .iter()
            .filter(|g| g.result.is_none())
            .enumerate()
            .map(|(i, g)| EventBoard {
                board: i + 1,
                white: named(a, g.white),
                black: named(a, g.black),
                result: None,
                game: g.game,
            })
            .collect()
    } else {
        Vec::new()
    };
    EventView {
        summary: summary(a),
        starts_at: a.starts_at,
        deadline: running.then_some(a.ends_at),
        entry_limit: u32::try_from(crate::service::arena::create::MAX_PLAYERS).unwrap_or(u32::MAX),
        entrants: a
            .players
            .iter()
            .filter(|e| e.ready)
            .map(|e| LivePlayer {
                id: e.player.id,
                name: e.player.name.clone(),
            })
            .collect(),
        columns: COLUMNS.iter().map(|c| c.to_string()).collect(),
        standings,
        pairings,
        bye: None,
    }
}
