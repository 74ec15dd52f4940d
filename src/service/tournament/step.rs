//! One step of a tournament, as pure decisions on its record: the start, results from what
//! the games' channels said, the deadline's verdicts, reminders, and the round closed and the
//! next paired. The driver (`driver.rs`) reads the channels, runs a step in one update of the
//! record, and posts what it decided.

use crate::service::tournament::boards::GameState;
use crate::service::tournament::round::{number_players, pair_round, reversed, NoRound};
use towers_store::tournament::{
    Board, BoardResult, Decided, Round, State, TournamentRecord, Unfinished,
};

/// The reminders to players still to move: this long before the deadline (24 h and 1 h).
pub const REMINDERS: [u64; 2] = [24 * 60 * 60, 60 * 60];

/// What one step decided, besides the new record.
#[derive(Default, Debug)]
pub(super) struct Decisions {
    /// Boards (index) the deadline decided, to end their games.
    pub(super) deadline: Vec<(usize, BoardResult)>,
    /// (board index, user to move, seconds left).
    pub(super) reminders: Vec<(usize, u64, u64)>,
    pub(super) closed: Option<u32>,
    pub(super) paired: Option<u32>,
    pub(super) finished: bool,
    /// The tournament could not go on (no valid pairing, too few players).
    pub(super) stopped: Option<NoRound>,
}

/// What the games' channels said of the current round just before a step: the round, and
/// per board (`None`: it had its result) the game id seen and its state. A step applies a
/// state only to a board of that round that still has that game, so a round paired or a
/// board opened meanwhile (by a director's command) is left for the next pass.
#[derive(Debug, Default)]
pub(super) struct Seen {
    pub(super) round: u32,
    pub(super) boards: Vec<Option<(Option<u64>, GameState)>>,
}

impl Seen {
    /// The state seen of board `i` of round `round` if it still has game `game`.
    fn of(&self, round: u32, i: usize, game: Option<u64>) -> Option<&GameState> {
        match self.boards.get(i) {
            Some(Some((seen, state))) if self.round == round && *seen == game => Some(state),
            _ => None,
        }
    }
}

/// The deadline's verdict on a board without a result, from its game's state: the result,
/// what decided it, and the players who missed the game (they are withdrawn). `None`: a game
/// in progress to adjudicate not judged yet (the sweep's search judges it).
fn at_deadline(
    board: &Board,
    state: &GameState,
    unfinished: Unfinished,
) -> Option<(BoardResult, Decided, Vec<u64>)> {
    let by_deadline = |result, gone| Some((result, Decided::Deadline, gone));
    match state {
        GameState::Finished(r) => by_deadline(*r, Vec::new()),
        // Nobody moved: a double forfeit, both missed the game.
        GameState::Active { plies: 0, .. } => {
            by_deadline(BoardResult::DoubleForfeit, vec![board.white, board.black])
        }
        // One side never moved: the player to move forfeits.
        GameState::Active {
            plies: 1, to_move, ..
        } => {
            if *to_move == board.white {
                by_deadline(BoardResult::WhiteForfeits, vec![board.white])
            } else {
                by_deadline(BoardResult::BlackForfeits, vec![board.black])
            }
        }
        // A game in progress: the director's choice. Adjudication takes the endgame
        // databases' verdict where they hold the position, else the search's.
        GameState::Active { verdict, .. } => match unfinished {
            Unfinished::Draw => by_deadline(BoardResult::Draw, Vec::new()),
            Unfinished::Adjudicate => verdict.map(|r| (r, Decided::Adjudicated, Vec::new())),
        },
        // No game was ever started (no channel given) or it vanished without a result:
        // neither played, and neither is blamed.
        GameState::NotOpened | GameState::Missing => {
            by_deadline(BoardResult::DoubleForfeit, Vec::new())
        }
    }
}

/// Closes round `r` of `t` if every board has its result, and pairs the next or finishes.
fn advance(t: &mut TournamentRecord, now: u64, d: &mut Decisions) {
    let State::Running { round: r } = t.state else {
        return;
    };
    let Some(last) = t.round_list.last_mut() else {
        return;
    };
    if last.closed || last.boards.iter().any(|b| b.result.is_none()) {
        return;
    }
    last.closed = true;
    d.closed = Some(r);
    if r >= t.rounds {
        t.state = State::Finished;
        d.finished = true;
        return;
    }
    start_round(t, r + 1, now, d);
}

/// Pairs round `next` and makes it the current one; when it cannot be paired the
/// tournament ends with the rounds played.
fn start_round(t: &mut TournamentRecord, next: u32, now: u64, d: &mut Decisions) {
    match pair_round(t, next, now) {
        Ok(round) => {
            t.round_list.push(round);
            t.state = State::Running { round: next };
            d.paired = Some(next);
        }
        Err(why) => {
            t.state = State::Finished;
            d.finished = true;
            d.stopped = Some(why);
        }
    }
}

/// One step of `t` at `now` with what was seen of the current round's boards: the new
/// record and what was decided.
pub(super) fn decide(
    mut t: TournamentRecord,
    seen: &Seen,
    now: u64,
) -> (TournamentRecord, Decisions) {
    let mut d = Decisions::default();
    match t.state {
        State::Enrolling if now >= t.starts_at => {
            number_players(&mut t);
            start_round(&mut t, 1, now, &mut d);
        }
        State::Running { .. } => {
            let unfinished = t.unfinished;
            let micro_match = t.micro_match;
            let mut missed = Vec::new();
            let Some(round) = t.round_list.last_mut() else {
                return (t, d);
            };
            if !round.closed {
                let past = now >= round.deadline;
                let number = round.number;
                for (i, b) in round.boards.iter_mut().enumerate() {
                    let Some(state) = seen.of(number, i, b.game) else {
                        continue;
                    };
                    if b.result.is_some() {
                        continue;
                    }
                    if let GameState::Finished(r) = state {
                        b.result = Some(*r);
                        b.decided = Some(Decided::Game);
                    } else if past {
                        if let Some((result, by, gone)) = at_deadline(b, state, unfinished) {
                            b.result = Some(result);
                            b.decided = Some(by);
                            d.deadline.push((i, result));
                            missed.extend(gone);
                        }
                    }
                }
                if micro_match {
                    second_games(round);
                }
                remind(round, seen, now, &mut d);
            }
            for e in &mut t.players {
                if missed.contains(&e.player.id) {
                    e.withdrawn = true;
                }
            }
            advance(&mut t, now, &mut d);
        }
        _ => {}
    }
    (t, d)
}

/// A micro-match's second games (odd boards) once their first has its result: a game
/// played (or adjudicated, or set by the director) gives the second game the first's
/// channel, where the driver starts it; a forfeit in the first is the same side's forfeit in
/// the second.
fn second_games(round: &mut Round) {
    for k in (1..round.boards.len()).step_by(2) {
        let (done, rest) = round.boards.split_at_mut(k);
        let (first, second) = (&done[k - 1], &mut rest[0]);
        let Some(result) = first.result else {
            continue;
        };
        if second.result.is_some() || second.channel.is_some() {
            continue;
        }
        match result {
            BoardResult::WhiteForfeits
            | BoardResult::BlackForfeits
            | BoardResult::DoubleForfeit => {
                second.result = Some(reversed(result));
                second.decided = first.decided;
            }
            _ => second.channel = first.channel,
        }
    }
}

/// The reminders due at `now` (each threshold once per round) to the players to move.
fn remind(round: &mut Round, seen: &Seen, now: u64, d: &mut Decisions) {
    if now >= round.deadline {
        return;
    }
    let left = round.deadline - now;
    for threshold in REMINDERS {
        if left > threshold || round.reminded.contains(&threshold) {
            continue;
        }
        round.reminded.push(threshold);
        // One reminder per board and pass: the nearest threshold's.
        d.reminders.clear();
        for (i, b) in round.boards.iter().enumerate() {
            if let Some(GameState::Active { to_move, .. }) = seen.of(round.number, i, b.game) {
                if b.result.is_none() {
                    d.reminders.push((i, *to_move, left));
                }
            }
        }
    }
}

#[cfg(test)]
#[path = "step_tests.rs"]
mod tests;
