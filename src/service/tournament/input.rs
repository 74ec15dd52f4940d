//! The pairing's view of a stored tournament ([`towers_pairing::Tournament`]): players by
//! pairing number, each round's entry from the stored boards, byes and absences, the
//! director's forbidden pairs by pairing number. Points are draughts' 2 / 1 / 0 (how they
//! are shown is [`towers_store::tournament::PointDisplay`]). A micro-match's round is two
//! TRF rounds, one a game, so its points are the two games' sum (4-0, 3-1, 2-2).

use towers_pairing::{Colour, Outcome, Player, PointSystem, RoundEntry, Tournament};
use towers_store::tournament::{BoardResult, Entrant, Round, TournamentRecord};

/// Each side's outcome of a board's result (white's, black's).
pub fn outcomes(result: BoardResult) -> (Outcome, Outcome) {
    match result {
        BoardResult::WhiteWins => (Outcome::Win, Outcome::Loss),
        BoardResult::BlackWins => (Outcome::Loss, Outcome::Win),
        BoardResult::Draw => (Outcome::Draw, Outcome::Draw),
        BoardResult::WhiteForfeits => (Outcome::ForfeitLoss, Outcome::ForfeitWin),
        BoardResult::BlackForfeits => (Outcome::ForfeitWin, Outcome::ForfeitLoss),
        BoardResult::DoubleForfeit => (Outcome::ForfeitLoss, Outcome::ForfeitLoss),
    }
}

/// A name as a TRF line can hold it: no control characters, at most 33 characters.
fn trf_name(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .take(33)
        .collect()
}

/// `e`'s pairing number of user `user` in `t` (0 when not numbered).
fn number_of(t: &TournamentRecord, user: u64) -> u32 {
    t.entrant(user).map_or(0, |e| e.number)
}

/// Games a pairing plays: two in a micro-match (each its own TRF round), else one.
pub fn games(t: &TournamentRecord) -> usize {
    if t.micro_match {
        2
    } else {
        1
    }
}

/// `e`'s entry for game `game` (from 0) of the stored round `round`; an unfinished board
/// counts as not yet known (`None`).
fn entry(t: &TournamentRecord, e: &Entrant, round: &Round, game: usize) -> Option<RoundEntry> {
    let me = e.player.id;
    let mut mine = round
        .boards
        .iter()
        .filter(|b| b.white == me || b.black == me);
    if let Some(b) = mine.nth(game) {
        let white = b.white == me;
        let (o_white, o_black) = outcomes(b.result?);
        let (opponent, colour, outcome) = if white {
            (b.black, Colour::White, o_white)
        } else {
            (b.white, Colour::Black, o_black)
        };
        return Some(RoundEntry {
            opponent: Some(number_of(t, opponent)),
            colour: Some(colour),
            outcome,
        });
    }
    if round.bye == Some(me) {
        return Some(RoundEntry::alone(Outcome::PairingBye));
    }
    Some(RoundEntry::alone(known_before(e, round.number)))
}

/// What `e` gets in round `round` without a board: a half-point bye they asked for or got
/// by joining late, else an absence.
fn known_before(e: &Entrant, round: u32) -> Outcome {
    if e.byes.contains(&round) || e.late_bye == Some(round) {
        Outcome::HalfBye
    } else {
        Outcome::Absent
    }
}

/// Whether `e` takes part in the pairing of round `round`: numbered, not withdrawn, joined
/// by then, no bye asked for.
pub fn pairable(e: &Entrant, round: u32) -> bool {
    e.number > 0 && !e.withdrawn && e.joined_round <= round && !e.byes.contains(&round)
}

/// The tournament after its closed rounds, as the pairing of round `next` (from 1) sees
/// it: the players who are not paired in it (withdrawn, a requested bye) have their entry
/// for it already.
pub fn before_round(t: &TournamentRecord, next: u32) -> Tournament {
    let games = games(t);
    let mut out = Tournament::new(
        &trf_name(&t.name),
        t.rounds as usize * games,
        PointSystem::DRAUGHTS,
    );
    let closed: Vec<&Round> = t.round_list.iter().filter(|r| r.number < next).collect();
    let mut entrants: Vec<&Entrant> = t.players.iter().filter(|e| e.number > 0).collect();
    entrants.sort_by_key(|e| e.number);
    for e in entrants {
        let mut p = Player::new(e.number, &trf_name(&e.player.name), e.rating);
        for round in &closed {
            for game in 0..games {
                let known = entry(t, e, round, game).unwrap_or(RoundEntry::alone(Outcome::Absent));
                p.rounds.push(known);
            }
        }
        // Only the next round's first game: the pairing pairs that one.
        if !pairable(e, next) && next <= t.rounds {
            p.rounds.push(RoundEntry::alone(known_before(e, next)));
        }
        out.players.push(p);
    }
    out.played = closed.len() * games;
    out.forbidden = t
        .forbidden
        .iter()
        .map(|&(a, b)| (number_of(t, a), number_of(t, b)))
        .filter(|&(a, b)| a > 0 && b > 0)
        .collect();
    out
}

/// The whole tournament as it stands (finished rounds; boards still open left out): for
/// standings and the TRF export.
pub fn as_played(t: &TournamentRecord) -> Tournament {
    let games = games(t);
    let mut out = Tournament::new(
        &trf_name(&t.name),
        t.rounds as usize * games,
        PointSystem::DRAUGHTS,
    );
    let mut entrants: Vec<&Entrant> = t.players.iter().filter(|e| e.number > 0).collect();
    entrants.sort_by_key(|e| e.number);
    let closed: Vec<&Round> = t.round_list.iter().filter(|r| r.closed).collect();
    for e in entrants {
        let mut p = Player::new(e.number, &trf_name(&e.player.name), e.rating);
        for round in &closed {
            for game in 0..games {
                p.rounds
                    .push(entry(t, e, round, game).unwrap_or(RoundEntry::alone(Outcome::Absent)));
            }
        }
        p.withdrawn = e.withdrawn;
        out.players.push(p);
    }
    out.played = closed.len() * games;
    out.forbidden = t
        .forbidden
        .iter()
        .map(|&(a, b)| (number_of(t, a), number_of(t, b)))
        .filter(|&(a, b)| a > 0 && b > 0)
        .collect();
    out
}
