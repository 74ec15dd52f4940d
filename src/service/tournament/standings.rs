//! Standings by [`towers_pairing::standings`] with the tournament's tiebreaks, as rows for
//! a picture (the hook the standings picture is wired to) and as a text table.

use towers_pairing::{standings, Outcome, Tiebreak};
use towers_store::tournament::{Decided, PointDisplay, TournamentRecord};

use crate::service::tournament::input::as_played;

/// One line of the standings, with what a picture shows: rank, name, points (in tenths of
/// the shown system), tiebreak values, wins, draws and losses, and the cross-table row (the
/// result against each rank, as the shown points; `None` where they did not meet).
#[derive(Clone, Debug, PartialEq)]
pub struct StandingRow {
    pub rank: usize,
    /// The user id.
    pub user: u64,
    pub name: String,
    /// Points in tenths, as shown (2-1-0: 20 a win; 1-½-0: 10 a win).
    pub points: u32,
    pub tiebreaks: Vec<f64>,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Against the player of each rank (index rank - 1), in shown tenths (a micro-match's
    /// two games summed).
    pub cross: Vec<Option<u32>>,
    /// Against the player of each rank, whether the result was decided without play (a
    /// forfeit, TRF `+` / `-`); false where they did not meet.
    pub unplayed: Vec<bool>,
    /// Against the player of each rank, whether the game was adjudicated at the deadline
    /// (`Decided::Adjudicated`): played, and so counted, but not played out.
    pub adjudicated: Vec<bool>,
}

/// The pairs of users (either order) whose game of a closed round of `t` was adjudicated.
fn adjudicated_pairs(t: &TournamentRecord) -> Vec<(u64, u64)> {
    t.round_list
        .iter()
        .filter(|r| r.closed)
        .flat_map(|r| &r.boards)
        .filter(|b| b.decided == Some(Decided::Adjudicated))
        .map(|b| (b.white, b.black))
        .collect()
}

/// The tiebreaks of `t` (unknown names, which the creation refuses, are skipped).
pub fn tiebreaks(t: &TournamentRecord) -> Vec<Tiebreak> {
    t.tiebreaks
        .iter()
        .filter_map(|name| Tiebreak::ALL.into_iter().find(|tb| tb.name() == name))
        .collect()
}

/// Tenths of the stored 2 / 1 / 0 system as `display` shows them.
pub fn shown_tenths(tenths: u32, display: PointDisplay) -> u32 {
    match display {
        PointDisplay::TwoOneZero => tenths,
        PointDisplay::OneHalfZero => tenths / 2,
    }
}

/// Tiebreak values in the shown points: halved for 1-½-0, except wins (a count).
fn shown_tiebreaks(t: &TournamentRecord, values: &[f64]) -> Vec<f64> {
    let list = tiebreaks(t);
    values
        .iter()
        .zip(&list)
        .map(|(&v, &tb)| match (t.points, tb) {
            (PointDisplay::OneHalfZero, tb) if tb != Tiebreak::Wins => v / 2.0,
            _ => v,
        })
        .collect()
}

/// Shown points as text: `3`, `2.5`, `2½` is written `2.5`.
pub fn points_text(tenths: u32) -> String {
    if tenths.is_multiple_of(10) {
        (tenths / 10).to_string()
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

/// The standings of `t` after its closed rounds: the rows a standings picture draws.
pub fn standing_rows(t: &TournamentRecord) -> Vec<StandingRow> {
    let played = as_played(t);
    let table = standings(&played, &tiebreaks(t));
    let rank_of = |number: u32| table.iter().position(|s| s.number == number);
    let user_of = |number: u32| {
        t.players
            .iter()
            .find(|e| e.number == number)
            .map_or(0, |e| e.player.id)
    };
    let judged = adjudicated_pairs(t);
    let rank_of_user = |user: u64| {
        t.entrant(user)
            .and_then(|e| table.iter().position(|s| s.number == e.number))
    };
    table
        .iter()
        .map(|s| {
            let me = user_of(s.number);
            let mut adjudicated = vec![false; table.len()];
            for &(a, b) in &judged {
                let other = match (a == me, b == me) {
                    (true, _) => b,
                    (_, true) => a,
                    _ => continue,
                };
                if let Some(i) = rank_of_user(other) {
                    adjudicated[i] = true;
                }
            }
            let p = played.player(s.number);
            let rounds = p.map(|p| p.rounds.as_slice()).unwrap_or_default();
            let count = |o: Outcome| rounds.iter().filter(|e| e.outcome == o).count() as u32;
            let mut cross = vec![None; table.len()];
            let mut unplayed = vec![false; table.len()];
            for e in rounds {
                if let Some(i) = e.opponent.and_then(rank_of) {
                    // A micro-match's two games add up in one cell.
                    let points = shown_tenths(e.outcome.points(played.points), t.points);
                    cross[i] = Some(cross[i].unwrap_or(0) + points);
                    unplayed[i] = !e.outcome.played();
                }
            }
            StandingRow {
                rank: s.rank,
                user: user_of(s.number),
                name: s.name.clone(),
                points: shown_tenths(s.points, t.points),
                tiebreaks: shown_tiebreaks(t, &s.tiebreaks),
                wins: count(Outcome::Win) + count(Outcome::ForfeitWin),
                draws: count(Outcome::Draw),
                losses: count(Outcome::Loss) + count(Outcome::ForfeitLoss),
                cross,
                unplayed,
                adjudicated,
            }
        })
        .collect()
}

impl crate::service::GameService {
    /// Tournament `id`'s standings after its closed rounds (`/tournament standings`, and the
    /// rows the standings picture is drawn from). Refused when there is no such tournament.
    pub fn tournament_standings(
        &self,
        id: u64,
    ) -> Result<Vec<StandingRow>, crate::service::ServiceError> {
        let t = crate::service::tournament::store::load(self.store.as_ref(), id)?;
        Ok(standing_rows(&t))
    }
}
