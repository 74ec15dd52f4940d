//! An arena's standings by lichess's scoring ([`towers_pairing::arena`]): each player's
//! games as sheet entries, in the order played, games unfinished or void left out.

use towers_pairing::arena::{arena_standings, ArenaGame, ArenaOutcome, ArenaPlayer, ArenaStanding};
use towers_store::arena::ArenaRecord;
use towers_store::GameResult;

/// The pure core's id of the player at `index` in the record's list.
pub fn core_id(index: usize) -> u32 {
    u32::try_from(index + 1).unwrap_or(u32::MAX)
}

/// The record's index of the pure core's `id`.
pub fn index_of(id: u32) -> usize {
    (id as usize).saturating_sub(1)
}

/// The outcome of `result` for White (`white`) or Black.
fn outcome(result: &GameResult, white: bool) -> ArenaOutcome {
    match (result, white) {
        (GameResult::Draw, _) => ArenaOutcome::Draw,
        (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => ArenaOutcome::Win,
        _ => ArenaOutcome::Loss,
    }
}

/// The players of `a` with their games, as the pure core takes them.
pub fn core_players(a: &ArenaRecord) -> Vec<ArenaPlayer> {
    let index = |user: u64| a.players.iter().position(|e| e.player.id == user);
    a.players
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let user = e.player.id;
            let games = a
                .games
                .iter()
                .filter(|g| g.has(user) && !g.void)
                .filter_map(|g| {
                    let white = g.white == user;
                    let other = if white { g.black } else { g.white };
                    let o = index(other)?;
                    Some(ArenaGame {
                        opponent: core_id(o),
                        opponent_rating: a.players[o].rating as i32,
                        outcome: g.result.as_ref().map(|r| outcome(r, white)),
                        berserk: g.berserk_of(user),
                        plies: g.plies,
                        moved_first: g.first == Some(user),
                    })
                })
                .collect();
            ArenaPlayer {
                id: core_id(i),
                rating: e.rating as i32,
                games,
            }
        })
        .collect()
}

/// The standings of `a` (ids as [`core_id`]).
pub fn standings(a: &ArenaRecord) -> Vec<ArenaStanding> {
    arena_standings(&core_players(a))
}
