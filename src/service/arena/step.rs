//! One step of a running arena, decided on its record alone (with what the games' channels
//! said just before): the start at its time, finished games' results written into the
//! pairings (a game that ended after the arena's end does not count), the end, and the
//! pairing of the ready players who are free ([`towers_pairing::arena_pairing`]).

use std::collections::HashMap;

use towers_pairing::arena_pairing::{pair_ready, Ready};
use towers_store::arena::{ArenaPairing, ArenaRecord, ArenaState};
use towers_store::GameResult;

use crate::service::arena::standings::{core_id, index_of, standings};

/// How long a pairing may wait for its channel (the front end makes a thread for it at
/// each sweep): after that it is void and its players are free again, so that a front end
/// that cannot make threads does not hold them to the end.
pub const OPEN_WITHIN_SECS: u64 = 300;

/// What a pairing's game looked like in its channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameSeen {
    /// Not opened, or being played.
    Playing,
    /// Over at `at` (Unix seconds) with `result` after `plies` plies, `first` (user id)
    /// having made the first move.
    Finished {
        result: GameResult,
        plies: u32,
        first: u64,
        at: u64,
    },
    /// Gone from its channel without a result.
    Missing,
}

/// What one step did, for the notices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Decisions {
    pub started: bool,
    /// The pairings whose results were written (indices into the games).
    pub results: Vec<usize>,
    /// The pairings made (indices into the games).
    pub paired: Vec<usize>,
    pub finished: bool,
}

/// The step at `now`: `seen` gives, by pairing index, what the unfinished games look like.
pub fn decide(
    mut a: ArenaRecord,
    seen: &HashMap<usize, GameSeen>,
    now: u64,
) -> (ArenaRecord, Decisions) {
    let mut d = Decisions::default();
    if a.state == ArenaState::Finished {
        return (a, d);
    }
    if a.state == ArenaState::Waiting {
        if now < a.starts_at {
            return (a, d);
        }
        a.state = ArenaState::Running;
        d.started = true;
        for e in &mut a.players {
            e.free_since = e.free_since.max(a.starts_at);
        }
    }
    for (i, g) in a.games.iter_mut().enumerate() {
        if g.result.is_some() || g.void {
            continue;
        }
        match seen.get(&i) {
            Some(GameSeen::Finished {
                result,
                plies,
                first,
                at,
            }) => {
                if *at > a.ends_at {
                    // Over after the end: it does not count (left without a result).
                    continue;
                }
                g.result = Some(result.clone());
                g.plies = *plies;
                g.first = Some(*first);
                d.results.push(i);
            }
            Some(GameSeen::Missing) => {
                g.void = true;
                d.results.push(i);
            }
            Some(GameSeen::Playing) | None => {
                if g.channel.is_none() && now >= g.paired_at + OPEN_WITHIN_SECS {
                    g.void = true;
                    d.results.push(i);
                }
            }
        }
    }
    for &i in &d.results {
        let (white, black) = (a.games[i].white, a.games[i].black);
        for e in a.players.iter_mut() {
            if e.player.id == white || e.player.id == black {
                e.free_since = now;
            }
        }
    }
    if now >= a.ends_at {
        a.state = ArenaState::Finished;
        d.finished = true;
        return (a, d);
    }
    d.paired = pair(&mut a, now);
    (a, d)
}

/// Pairs the ready players who are free at `now`; the new pairings' indices.
fn pair(a: &mut ArenaRecord, now: u64) -> Vec<usize> {
    let ranks: HashMap<u32, u32> = standings(a).iter().map(|s| (s.id, s.rank)).collect();
    let ready: Vec<Ready> = a
        .players
        .iter()
        .enumerate()
        .filter(|(_, e)| e.ready && a.current_game(e.player.id).is_none())
        .map(|(i, e)| {
            let last = a.games.iter().rev().find(|g| g.has(e.player.id)).map(|g| {
                if g.white == e.player.id {
                    g.black
                } else {
                    g.white
                }
            });
            Ready {
                id: core_id(i),
                rank: ranks.get(&core_id(i)).copied().unwrap_or(u32::MAX),
                rating: e.rating as i32,
                last_opponent: last
                    .and_then(|u| a.players.iter().position(|p| p.player.id == u))
                    .map(core_id),
                waiting_secs: u32::try_from(now.saturating_sub(e.free_since)).unwrap_or(u32::MAX),
            }
        })
        .collect();
    let mut made = Vec::new();
    for (x, y) in pair_ready(&ready) {
        let (ux, uy) = (
            a.players[index_of(x)].player.id,
            a.players[index_of(y)].player.id,
        );
        // White to whoever has had it less often (the higher ranked on a tie).
        let whites = |u: u64| a.games.iter().filter(|g| g.white == u).count();
        let (white, black) = if whites(uy) < whites(ux) {
            (uy, ux)
        } else {
            (ux, uy)
        };
        a.games.push(ArenaPairing {
            white,
            black,
            paired_at: now,
            channel: None,
            game: None,
            result: None,
            plies: 0,
            first: None,
            white_berserk: false,
            black_berserk: false,
            void: false,
        });
        made.push(a.games.len() - 1);
    }
    made
}

#[cfg(test)]
#[path = "step_tests.rs"]
mod tests;
