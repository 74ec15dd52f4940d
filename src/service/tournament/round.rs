//! Pairing a round: the start's pairing numbers, a Swiss round by the Dutch system on the
//! stored input, a round robin's by Berger tables, and the stored [`Round`] with the exact
//! input (TRF text) and output.

use towers_pairing::{berger, pair, trf};
use towers_store::tournament::{Board, BoardResult, Decided, Format, Round, TournamentRecord};

use crate::service::tournament::ballots::ballot;
use crate::service::tournament::input::{before_round, games, pairable};

/// Why a round could not be paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoRound {
    /// Fewer than two players to pair.
    TooFew,
    /// No pairing meets the absolute criteria (rematches, forbidden pairs, byes).
    NoValidPairing,
}

/// Gives the entrants their pairing numbers at the start: by rating, highest first, ties in
/// order of entry. A round robin's number of rounds follows from the players (Berger:
/// `n - 1`, or `n` when `n` is odd).
pub fn number_players(t: &mut TournamentRecord) {
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(t.players[i].rating));
    for (n, i) in order.into_iter().enumerate() {
        t.players[i].number = n as u32 + 1;
    }
    if t.format == Format::RoundRobin {
        let n = t.players.len() as u32;
        t.rounds = if n.is_multiple_of(2) {
            n.saturating_sub(1)
        } else {
            n
        };
    }
}

/// The lot drawn for pairing `k` (from 0) of round `round` of tournament `id`: a fixed
/// mix of the three, so the draw is the same on every pass and after a restart.
pub fn lot(id: u64, round: u32, k: usize) -> u64 {
    let mut x = id
        .wrapping_mul(0x9E37_79B9_7F4A_7C15)
        .wrapping_add(u64::from(round).wrapping_mul(0xBF58_476D_1CE4_E5B9))
        .wrapping_add(k as u64);
    // splitmix64's finaliser: nearby inputs give unrelated lots.
    x ^= x >> 30;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 27;
    x = x.wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The result of a board seen from the other side (its players reversed): what the
/// second game of a micro-match takes from a forfeit in the first.
pub fn reversed(result: BoardResult) -> BoardResult {
    match result {
        BoardResult::WhiteWins => BoardResult::BlackWins,
        BoardResult::BlackWins => BoardResult::WhiteWins,
        BoardResult::Draw => BoardResult::Draw,
        BoardResult::WhiteForfeits => BoardResult::BlackForfeits,
        BoardResult::BlackForfeits => BoardResult::WhiteForfeits,
        BoardResult::DoubleForfeit => BoardResult::DoubleForfeit,
    }
}

/// The user id of pairing number `number`.
fn user_of(t: &TournamentRecord, number: u32) -> Option<u64> {
    t.players
        .iter()
        .find(|e| e.number == number)
        .map(|e| e.player.id)
}

/// Round `next` (from 1) paired for `t`, starting `now`.
pub fn pair_round(t: &TournamentRecord, next: u32, now: u64) -> Result<Round, NoRound> {
    let input = before_round(t, next);
    let (pairs, bye) = match t.format {
        Format::Swiss => {
            let to_pair = t.players.iter().filter(|e| pairable(e, next)).count();
            if to_pair < 2 {
                return Err(NoRound::TooFew);
            }
            let p = pair(&input).map_err(|_| NoRound::NoValidPairing)?;
            (p.boards, p.bye)
        }
        Format::RoundRobin => {
            let p = berger::round(input.players.len(), next as usize).ok_or(NoRound::TooFew)?;
            (p.boards, p.bye)
        }
    };
    let mut boards = Vec::with_capacity(pairs.len() * games(t));
    for (k, &(w, b)) in pairs.iter().enumerate() {
        let (Some(white), Some(black)) = (user_of(t, w), user_of(t, b)) else {
            return Err(NoRound::NoValidPairing);
        };
        // A round robin pairs everyone: a withdrawn player's games are forfeits at once.
        let gone = |user: u64| t.entrant(user).is_some_and(|e| !pairable(e, next));
        let result = match (gone(white), gone(black)) {
            (true, true) => Some(BoardResult::DoubleForfeit),
            (true, false) => Some(BoardResult::WhiteForfeits),
            (false, true) => Some(BoardResult::BlackForfeits),
            (false, false) => None,
        };
        let opening = if t.micro_match {
            ballot(t.variant, lot(t.id, next, k))
                .unwrap_or_default()
                .into_iter()
                .map(str::to_string)
                .collect()
        } else {
            Vec::new()
        };
        let first = Board {
            white,
            black,
            channel: None,
            game: None,
            result,
            decided: result.map(|_| Decided::Deadline),
            opening,
        };
        if t.micro_match {
            // The second game: the same opening, colours reversed, a forfeit the same side's.
            let second = Board {
                white: black,
                black: white,
                result: result.map(reversed),
                ..first.clone()
            };
            boards.push(first);
            boards.push(second);
        } else {
            boards.push(first);
        }
    }
    Ok(Round {
        number: next,
        input_trf: trf::write(&input),
        pairs,
        bye: bye.and_then(|n| user_of(t, n)),
        boards,
        started_at: now,
        deadline: now.saturating_add(t.round_secs),
        reminded: Vec::new(),
        closed: false,
    })
}
