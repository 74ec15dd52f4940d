//! An event's live view as the Activity's Tournaments tab receives it (`docs/activity.md`,
//! `EventView`): one shape for every kind of event (a Swiss, a round robin, an arena), plain
//! data that serialises to exactly the documented JSON. It holds nothing of one viewer, so one
//! view serves every socket watching the event; the client finds its user in it by id. Words
//! are the client's (message ids such as `tournament-column-<column>`); points and tiebreaks
//! come as the event shows them (`3½`, `12.5`).

use serde::Serialize;

use super::state::LivePlayer;

/// What kind of event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EventKind {
    Swiss,
    RoundRobin,
    Arena,
}

/// Where an event stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EventStage {
    /// Players join; nothing is paired yet.
    Enrolling,
    Running,
    Paused,
    Finished,
}

/// One event in a server's list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EventSummary {
    #[serde(with = "id")]
    pub id: u64,
    pub kind: EventKind,
    pub name: String,
    /// The variant's record name (`bashni`).
    pub variant: String,
    pub stage: EventStage,
    /// The round being played or last played (0 before the first).
    pub round: u32,
    /// Rounds in all (0 for an arena).
    pub rounds: u32,
    /// Players entered and not withdrawn.
    pub players: usize,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EventRow {
    pub rank: usize,
    pub player: LivePlayer,
    /// As the event shows points (`3½`, `7`).
    pub points: String,
    /// One value per column of [`EventView::columns`], in order.
    pub extra: Vec<String>,
}

/// One board of the current round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EventBoard {
    /// From 1, as the pairings number it.
    pub board: usize,
    pub white: LivePlayer,
    pub black: LivePlayer,
    /// The score as the event shows points (`2-0`, `½-½`, `+/-` for a forfeit), once known.
    pub result: Option<String>,
    /// The game's id, once started.
    #[serde(with = "opt_id")]
    pub game: Option<u64>,
}

/// An event as the Tournaments tab shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EventView {
    #[serde(flatten)]
    pub summary: EventSummary,
    /// Unix seconds: when the first round is paired (or the arena starts).
    pub starts_at: u64,
    /// Unix seconds: the current round's deadline (an arena's end), while one runs.
    pub deadline: Option<u64>,
    pub entry_limit: u32,
    /// The players entered and not withdrawn, in the order they came.
    pub entrants: Vec<LivePlayer>,
    /// The standings' columns after rank, name and points, first the one a phone shows:
    /// tiebreak names (`solkoff-cut1`, `sb`, ...), `record` (won-drawn-lost), or an arena's
    /// own; each worded by the client as `tournament-column-<column>`.
    pub columns: Vec<String>,
    pub standings: Vec<EventRow>,
    /// The current round's boards.
    pub pairings: Vec<EventBoard>,
    /// The current round's pairing-allocated bye.
    pub bye: Option<LivePlayer>,
}

mod id {
    pub fn serialize<S: serde::Serializer>(id: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(id)
    }
}

mod opt_id {
    pub fn serialize<S: serde::Serializer>(id: &Option<u64>, s: S) -> Result<S::Ok, S::Error> {
        match id {
            Some(id) => s.collect_str(id),
            None => s.serialize_none(),
        }
    }
}
