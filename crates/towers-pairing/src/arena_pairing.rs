//! Pairing the arena's free players ([`arena`](super::arena)): whenever two or more are ready,
//! they are paired at once by a maximum-weight matching (the `integer-blossom` crate) whose
//! edge weights say, most important first:
//!
//! 1. as many pairs as possible;
//! 2. the players who have waited longest are paired (so with an odd number, the one who
//!    became ready last waits for the next free player);
//! 3. close in the standings and in rating: the smaller `RANK_WEIGHT × |rank difference| +
//!    |rating difference|`, the better (lichess pairs its arena on rank and rating too).
//!
//! Never the opponent just met: the pair of a player and their last opponent is no edge,
//! except when those two are the only players ready and both have waited at least
//! [`REMATCH_AFTER_SECS`] (rather than keep them idle to the end of the arena).
//!
//! The work is bounded: at most [`MAX_READY`] players are paired in one call (those who
//! waited longest); the others stay ready for the next call.

/// How long the only two ready players, who just met, wait before they meet again.
pub const REMATCH_AFTER_SECS: u32 = 30;
/// The most players one pairing call takes.
pub const MAX_READY: usize = 500;
/// The cost of one place of rank difference, in rating points.
pub const RANK_WEIGHT: i64 = 100;

/// The longest wait that counts (waits beyond it rank alike).
const WAIT_CAP: i64 = 3600;
/// The largest cost of a pair; 250 pairs of it stay below [`WAIT_SHIFT`].
const COST_MAX: i64 = 1 << 21;
/// The waits' field starts above the total cost of any matching.
const WAIT_SHIFT: u32 = 30;
/// Each pair's base: above the waits and costs of any matching of [`MAX_READY`] players, so
/// one more pair always weighs more.
const PAIR_BASE: i64 = 1 << 54;

/// A free player, ready for a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ready {
    pub id: u32,
    /// The player's place in the arena's standings now (1 = first).
    pub rank: u32,
    pub rating: i32,
    /// Whom the player met last, if anyone.
    pub last_opponent: Option<u32>,
    /// Seconds since the player became ready.
    pub waiting_secs: u32,
}

/// The pairs to start now, each `(higher ranked, lower ranked)`. Players not in a pair stay
/// ready. A player listed twice counts once (the first entry).
pub fn pair_ready(ready: &[Ready]) -> Vec<(u32, u32)> {
    // One entry a player (the first: a stable sort keeps the input's order among equals).
    let mut players: Vec<Ready> = ready.to_vec();
    players.sort_by_key(|p| p.id);
    players.dedup_by_key(|p| p.id);
    // Longest waits first, so the cap keeps them.
    players.sort_by(|a, b| {
        b.waiting_secs
            .cmp(&a.waiting_secs)
            .then(a.rank.cmp(&b.rank))
            .then(a.id.cmp(&b.id))
    });
    players.truncate(MAX_READY);
    let n = players.len();
    if n < 2 {
        return Vec::new();
    }
    let mut weight = vec![0i64; n * n];
    for i in 0..n {
        for j in i + 1..n {
            weight[i * n + j] = edge(&players[i], &players[j], n);
        }
    }
    let mate = integer_blossom::max_weight_matching(&weight, n);
    let mut pairs: Vec<(u32, u32)> = mate
        .iter()
        .enumerate()
        .filter_map(|(i, m)| m.filter(|&j| i < j).map(|j| (i, j)))
        .map(|(i, j)| {
            let (a, b) = (&players[i], &players[j]);
            if (a.rank, a.id) <= (b.rank, b.id) {
                (a.id, b.id)
            } else {
                (b.id, a.id)
            }
        })
        .collect();
    pairs.sort_unstable();
    pairs
}

/// The weight of pairing `a` with `b` among `n` ready players; 0 (no edge) for players who
/// just met, unless they are the only two and both waited long enough.
fn edge(a: &Ready, b: &Ready, n: usize) -> i64 {
    let just_met = a.last_opponent == Some(b.id) || b.last_opponent == Some(a.id);
    if just_met && !(n == 2 && a.waiting_secs.min(b.waiting_secs) >= REMATCH_AFTER_SECS) {
        return 0;
    }
    let wait = i64::from(a.waiting_secs).min(WAIT_CAP) + i64::from(b.waiting_secs).min(WAIT_CAP);
    let rank = i64::from(a.rank.abs_diff(b.rank));
    let rating = (i64::from(a.rating) - i64::from(b.rating)).abs();
    let cost = (RANK_WEIGHT * rank + rating).min(COST_MAX - 1);
    PAIR_BASE + (wait << WAIT_SHIFT) + (COST_MAX - cost)
}

#[cfg(test)]
#[path = "arena_pairing_tests.rs"]
mod tests;
