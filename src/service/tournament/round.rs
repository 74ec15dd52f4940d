//! Pairing a round: the start's pairing numbers, a Swiss round by the Dutch system on the
//! stored input, a round robin's by Berger tables, and the stored [`Round`] with the exact
//! input (TRF text) and output.

use towers_pairing::{berger, pair, trf};
use towers_store::tournament::{Board, BoardResult, Decided, Format, Round, TournamentRecord};

use crate::service::tournament::input::{before_round, pairable};

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
    let mut boards = Vec::with_capacity(pairs.len());
    for &(w, b) in &pairs {
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
        boards.push(Board {
            white,
            black,
            channel: None,
            game: None,
            result,
            decided: result.map(|_| Decided::Deadline),
        });
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
