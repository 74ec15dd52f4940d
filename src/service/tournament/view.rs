//! A tournament as the Activity's Tournaments tab shows it ([`EventView`], the shape every
//! kind of event fills): the current round with its deadline and boards, the standings with
//! the tournament's tiebreaks and W-D-L, the players entered.

use towers_pairing::standings::value_text;
use towers_store::tournament::{BoardResult, Format, PointDisplay, State, TournamentRecord};

use crate::service::live::event::{
    EventBoard, EventKind, EventRow, EventStage, EventSummary, EventView,
};
use crate::service::live::state::LivePlayer;
use crate::service::tournament::picture::points_shown;
use crate::service::tournament::standings::{standing_rows, tiebreaks};

/// The column of won-drawn-lost counts, after the tiebreaks.
pub const RECORD_COLUMN: &str = "record";

fn kind(t: &TournamentRecord) -> EventKind {
    match t.format {
        Format::Swiss => EventKind::Swiss,
        Format::RoundRobin => EventKind::RoundRobin,
    }
}

fn stage(t: &TournamentRecord) -> EventStage {
    match t.state {
        State::Enrolling => EventStage::Enrolling,
        State::Running { .. } => EventStage::Running,
        State::Paused { .. } => EventStage::Paused,
        State::Finished => EventStage::Finished,
    }
}

/// User `id` as the tournament names them.
fn named(t: &TournamentRecord, id: u64) -> LivePlayer {
    LivePlayer {
        id,
        name: t
            .entrant(id)
            .map_or_else(String::new, |e| e.player.name.clone()),
    }
}

/// A board's score as the tournament shows points: `2-0`, `1-1` (2-1-0) or `1-0`, `½-½`
/// (1-½-0); a forfeit `+/-`, a double forfeit `-/-`.
pub fn score(result: BoardResult, display: PointDisplay) -> String {
    let (win, draw) = match display {
        PointDisplay::TwoOneZero => ("2", "1"),
        PointDisplay::OneHalfZero => ("1", "½"),
    };
    match result {
        BoardResult::WhiteWins => format!("{win}-0"),
        BoardResult::BlackWins => format!("0-{win}"),
        BoardResult::Draw => format!("{draw}-{draw}"),
        BoardResult::WhiteForfeits => "-/+".to_string(),
        BoardResult::BlackForfeits => "+/-".to_string(),
        BoardResult::DoubleForfeit => "-/-".to_string(),
    }
}

/// The line of tournament `t` in its server's list.
pub fn summary(t: &TournamentRecord) -> EventSummary {
    EventSummary {
        id: t.id,
        kind: kind(t),
        name: t.name.clone(),
        variant: t.variant.name().to_string(),
        stage: stage(t),
        round: t.current_round().map_or(0, |r| r.number),
        rounds: t.rounds,
        players: t.players.iter().filter(|e| !e.withdrawn).count(),
    }
}

/// Tournament `t` as the Tournaments tab shows it.
pub fn event_view(t: &TournamentRecord) -> EventView {
    let list = tiebreaks(t);
    let mut columns: Vec<String> = list.iter().map(|tb| tb.name().to_string()).collect();
    columns.push(RECORD_COLUMN.to_string());
    let standings = if t.state == State::Enrolling {
        Vec::new()
    } else {
        standing_rows(t)
            .into_iter()
            .map(|s| {
                let mut extra: Vec<String> = list
                    .iter()
                    .zip(&s.tiebreaks)
                    // `+ 0.0` writes a negative zero as `0.0`.
                    .map(|(&tb, &v)| value_text(tb, v + 0.0))
                    .collect();
                extra.push(format!("{}-{}-{}", s.wins, s.draws, s.losses));
                EventRow {
                    rank: s.rank,
                    player: LivePlayer {
                        id: s.user,
                        name: s.name,
                    },
                    points: points_shown(s.points),
                    extra,
                }
            })
            .collect()
    };
    let round = t.current_round();
    let pairings = round
        .map(|r| {
            r.boards
                .iter()
                .enumerate()
                .map(|(i, b)| EventBoard {
                    board: i + 1,
                    white: named(t, b.white),
                    black: named(t, b.black),
                    result: b.result.map(|result| score(result, t.points)),
                    game: b.game,
                })
                .collect()
        })
        .unwrap_or_default();
    let deadline = match (t.state, round) {
        (State::Running { .. }, Some(r)) => Some(r.deadline),
        _ => None,
    };
    EventView {
        summary: summary(t),
        starts_at: t.starts_at,
        deadline,
        entry_limit: t.entry_limit,
        entrants: t
            .players
            .iter()
            .filter(|e| !e.withdrawn)
            .map(|e| LivePlayer {
                id: e.player.id,
                name: e.player.name.clone(),
            })
            .collect(),
        columns,
        standings,
        pairings,
        bye: round.and_then(|r| r.bye).map(|id| named(t, id)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::{MemoryStore, TournamentSpec};
    use std::sync::Arc;
    use towers_rules::Variant;
    use towers_store::Player;

    #[test]
    fn a_score_is_written_in_the_points_the_tournament_shows() {
        let two = PointDisplay::TwoOneZero;
        let one = PointDisplay::OneHalfZero;
        assert_eq!(score(BoardResult::WhiteWins, two), "2-0");
        assert_eq!(score(BoardResult::BlackWins, one), "0-1");
        assert_eq!(score(BoardResult::Draw, two), "1-1");
        assert_eq!(score(BoardResult::Draw, one), "½-½");
        assert_eq!(score(BoardResult::BlackForfeits, two), "+/-");
        assert_eq!(score(BoardResult::WhiteForfeits, one), "-/+");
        assert_eq!(score(BoardResult::DoubleForfeit, two), "-/-");
    }

    #[test]
    fn a_view_follows_the_tournament_from_its_entries_to_its_first_round() {
        let games = crate::service::GameService::new(Arc::new(MemoryStore::default()));
        let player = |id: u64| Player {
            id,
            name: format!("p{id}"),
        };
        let mut spec = TournamentSpec::new(1, Variant::Russian);
        spec.guild = Some(9);
        spec.tiebreaks = Some("sb,wins".into());
        let id = games.create_tournament(&spec, &player(1), 100).unwrap().id;
        for p in 2..=4 {
            games.join_tournament(id, &player(p), 100).unwrap();
        }
        let view = event_view(&games.tournament(id).unwrap());
        assert_eq!(view.summary.stage, EventStage::Enrolling);
        assert_eq!(view.summary.variant, "russian");
        assert_eq!((view.summary.round, view.summary.players), (0, 3));
        assert_eq!(view.columns, ["sb", "wins", "record"]);
        assert!(view.standings.is_empty() && view.pairings.is_empty());
        assert_eq!(view.deadline, None);

        games.start_tournament(id, &player(1), 200).unwrap();
        let t = games.tournament(id).unwrap();
        let view = event_view(&t);
        assert_eq!(view.summary.stage, EventStage::Running);
        assert_eq!(view.summary.round, 1);
        assert_eq!(view.deadline, Some(t.round_list[0].deadline));
        assert_eq!(view.pairings.len(), 1);
        assert!(view.bye.is_some(), "three players: one bye");
        assert_eq!(view.standings.len(), 3);
        assert!(view.standings.iter().all(|r| r.extra.len() == 3));
        assert!(
            view.standings.iter().all(|r| !r.extra[0].starts_with('-')),
            "no negative zero: {:?}",
            view.standings
        );
    }
}
