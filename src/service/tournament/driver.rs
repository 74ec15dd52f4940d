//! The round driver, one pass per sweep over the open tournaments: the start at its time
//! (pairing numbers, round 1), results taken from finished games, the deadline (forfeits,
//! double forfeits, games in progress decided as the director chose), reminders at -24 h and
//! -1 h to the players still to move, and the next round paired once every board has its
//! result, until the last round.
//!
//! Every decision is taken in one update of the tournament's record (from the record and
//! what the games' channels said just before), and what it posts is decided in the same
//! update, so a pass run twice, or after a restart, changes and posts nothing twice; the
//! games' channels are brought in line with the record afterwards (a game decided at the
//! deadline is ended; a board given a channel gets its game), again harmlessly when done.

use crate::service::game::timeouts::Notice;
use crate::service::text::message::Message;
use crate::service::tournament::boards::GameState;
use crate::service::tournament::round::{number_players, pair_round, NoRound};
use crate::service::tournament::{store, texts};
use crate::service::{GameService, Reply, ServiceError};
use towers_store::tournament::{
    Board, BoardResult, Decided, Round, State, TournamentRecord, Unfinished,
};
use towers_store::Player;

/// The reminders to players still to move: this long before the deadline (24 h and 1 h).
pub const REMINDERS: [u64; 2] = [24 * 60 * 60, 60 * 60];

/// The most steps one pass takes for one tournament (a start, a round closed and the next
/// paired, the last round closed): bounded work per sweep.
const MAX_STEPS: usize = 4;

/// A board waiting for its channel: the front end makes one (a thread) and calls
/// [`GameService::open_board`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaitingBoard {
    pub tournament: u64,
    pub round: u32,
    /// From 0.
    pub board: usize,
    pub white: Player,
    pub black: Player,
    pub guild: Option<u64>,
    /// Where the tournament is announced: its thread, else its channel.
    pub home: u64,
    /// The channel the tournament was created in (where a game's thread can be made).
    pub channel: u64,
}

/// What one step decided, besides the new record.
#[derive(Default, Debug)]
struct Decisions {
    /// Boards (index) the deadline decided, to end their games.
    deadline: Vec<(usize, BoardResult)>,
    /// (board index, user to move, seconds left).
    reminders: Vec<(usize, u64, u64)>,
    closed: Option<u32>,
    paired: Option<u32>,
    finished: bool,
    /// The tournament could not go on (no valid pairing, too few players).
    stopped: Option<NoRound>,
}

/// What the games' channels said of the current round just before a step: the round, and
/// per board (`None`: it had its result) the game id seen and its state. A step applies a
/// state only to a board of that round that still has that game, so a round paired or a
/// board opened meanwhile (by a director's command) is left for the next pass.
#[derive(Debug, Default)]
struct Seen {
    round: u32,
    boards: Vec<Option<(Option<u64>, GameState)>>,
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

/// Where `t` is announced.
pub fn home(t: &TournamentRecord) -> u64 {
    t.thread.unwrap_or(t.channel)
}

/// The deadline's verdict on a board without a result, from its game's state, and the
/// players who missed the game (they are withdrawn).
fn at_deadline(
    board: &Board,
    state: &GameState,
    unfinished: Unfinished,
) -> (BoardResult, Vec<u64>) {
    match state {
        GameState::Finished(r) => (*r, Vec::new()),
        // Nobody moved: a double forfeit, both missed the game.
        GameState::Active { plies: 0, .. } => {
            (BoardResult::DoubleForfeit, vec![board.white, board.black])
        }
        // One side never moved: the player to move forfeits.
        GameState::Active { plies: 1, to_move } => {
            if *to_move == board.white {
                (BoardResult::WhiteForfeits, vec![board.white])
            } else {
                (BoardResult::BlackForfeits, vec![board.black])
            }
        }
        // A game in progress: the director's choice. Adjudication without an endgame
        // database that holds the position is a draw (no tables are consulted yet).
        GameState::Active { .. } => match unfinished {
            Unfinished::Draw | Unfinished::Adjudicate => (BoardResult::Draw, Vec::new()),
        },
        // No game was ever started (no channel given) or it vanished without a result:
        // neither played, and neither is blamed.
        GameState::NotOpened | GameState::Missing => (BoardResult::DoubleForfeit, Vec::new()),
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
fn decide(mut t: TournamentRecord, seen: &Seen, now: u64) -> (TournamentRecord, Decisions) {
    let mut d = Decisions::default();
    match t.state {
        State::Enrolling if now >= t.starts_at => {
            number_players(&mut t);
            start_round(&mut t, 1, now, &mut d);
        }
        State::Running { .. } => {
            let unfinished = t.unfinished;
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
                        let (result, gone) = at_deadline(b, state, unfinished);
                        b.result = Some(result);
                        b.decided = Some(Decided::Deadline);
                        d.deadline.push((i, result));
                        missed.extend(gone);
                    }
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

impl GameService {
    /// The sweep's pass over the open tournaments at `now`: the notices to post (pairings,
    /// reminders, games ended at the deadline, the final standings). A tournament that
    /// cannot be read or driven is logged and skipped.
    pub(in crate::service) fn sweep_tournaments(&self, now: u64) -> Vec<Notice> {
        let ids = match store::open_ids(self.store.as_ref()) {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!(error = %e, "cannot list the open tournaments");
                return Vec::new();
            }
        };
        let mut notices = Vec::new();
        for id in ids {
            match self.drive_tournament(id, now) {
                Ok(n) => notices.extend(n),
                Err(e) => tracing::warn!(tournament = id, error = %e, "cannot drive a tournament"),
            }
        }
        notices
    }

    /// Drives tournament `id` at `now` as far as it goes (at most a few steps): the notices.
    pub fn drive_tournament(&self, id: u64, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        for _ in 0..MAX_STEPS {
            let t = store::load(self.store.as_ref(), id)?;
            if t.state == State::Finished {
                store::close_marker(self.store.as_ref(), &t)?;
                break;
            }
            let seen = self.current_states(&t, now)?;
            let (before, decisions) = store::change(self.store.as_ref(), id, &|old| {
                let before = old.clone();
                let (new, d) = decide(old, &seen, now);
                Ok((new, (before, d)))
            })?;
            let after = store::load(self.store.as_ref(), id)?;
            if after == before {
                break;
            }
            notices.extend(self.round_notices(&before, &after, &decisions, now)?);
        }
        Ok(notices)
    }

    /// What the current round's boards still without a result look like in their channels;
    /// on the way, games the record decided but whose channel still plays them are ended,
    /// and boards given a channel without a game get it (after a restart).
    fn current_states(&self, t: &TournamentRecord, now: u64) -> Result<Seen, ServiceError> {
        let State::Running { round } = t.state else {
            return Ok(Seen::default());
        };
        let Some(r) = t.round_list.last().filter(|r| r.number == round) else {
            return Ok(Seen::default());
        };
        let mut seen = Seen {
            round,
            boards: Vec::with_capacity(r.boards.len()),
        };
        for (i, b) in r.boards.iter().enumerate() {
            if let Some(result) = b.result {
                if b.decided == Some(Decided::Deadline) {
                    self.end_at_deadline(b, result, now)?;
                }
                seen.boards.push(None);
                continue;
            }
            if let (Some(channel), None) = (b.channel, b.game) {
                if let Err(e) = self.start_board_game(t, round, i, channel, now) {
                    tracing::warn!(tournament = t.id, board = i, error = %e, "cannot start a board's game");
                }
                let t = store::load(self.store.as_ref(), t.id)?;
                let now_board = t
                    .round_list
                    .last()
                    .filter(|r| r.number == round)
                    .and_then(|r| r.boards.get(i));
                seen.boards.push(match now_board {
                    Some(b) => Some((b.game, self.board_state(b)?)),
                    None => None,
                });
                continue;
            }
            seen.boards.push(Some((b.game, self.board_state(b)?)));
        }
        Ok(seen)
    }

    /// The notices of one step (and the games the deadline ended).
    fn round_notices(
        &self,
        before: &TournamentRecord,
        after: &TournamentRecord,
        d: &Decisions,
        now: u64,
    ) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        let notice = |channel: u64, message: Message, mention: Option<u64>| Notice {
            channel,
            guild: after.guild,
            reply: Reply {
                message,
                mention,
                ..Reply::default()
            },
        };
        let current = before.round_list.last();
        for &(i, result) in &d.deadline {
            let Some(b) = current.and_then(|r| r.boards.get(i)) else {
                continue;
            };
            if let Some((channel, reply)) = self.end_at_deadline(b, result, now)? {
                notices.push(Notice {
                    channel,
                    guild: after.guild,
                    reply,
                });
            }
        }
        for &(i, user, left) in &d.reminders {
            let Some(channel) = current
                .and_then(|r| r.boards.get(i))
                .and_then(|b| b.channel)
            else {
                continue;
            };
            let message = Message::new("tournament-reminder")
                .text("player", format!("<@{user}>"))
                .duration("left", left);
            notices.push(notice(channel, message, Some(user)));
        }
        if let Some(r) = d.closed {
            notices.push(notice(home(after), texts::round_over(after, r), None));
        }
        if let Some(r) = d.paired {
            for page in texts::pairing_pages(after, r) {
                notices.push(notice(home(after), page, None));
            }
        }
        if d.finished {
            let message = match d.stopped {
                Some(NoRound::TooFew) if after.round_list.is_empty() => {
                    Message::new("tournament-cancelled").text("name", after.name.clone())
                }
                Some(_) => {
                    texts::final_standings(after).then(Message::new("tournament-stopped-early"))
                }
                None => texts::final_standings(after),
            };
            notices.push(notice(home(after), message, None));
            store::close_marker(self.store.as_ref(), after)?;
        }
        Ok(notices)
    }

    /// The boards of running tournaments still waiting for a channel, for the front end to
    /// open ([`GameService::open_board`]). Errors: `Store`.
    pub fn tournament_boards_waiting(&self) -> Result<Vec<WaitingBoard>, ServiceError> {
        let mut out = Vec::new();
        for t in store::open(self.store.as_ref())? {
            let State::Running { round } = t.state else {
                continue;
            };
            let Some(r) = t
                .round_list
                .last()
                .filter(|r| r.number == round && !r.closed)
            else {
                continue;
            };
            for (i, b) in r.boards.iter().enumerate() {
                if b.channel.is_some() || b.result.is_some() {
                    continue;
                }
                let player = |user: u64| {
                    t.entrant(user).map_or(
                        Player {
                            id: user,
                            name: user.to_string(),
                        },
                        |e| e.player.clone(),
                    )
                };
                out.push(WaitingBoard {
                    tournament: t.id,
                    round,
                    board: i,
                    white: player(b.white),
                    black: player(b.black),
                    guild: t.guild,
                    home: home(&t),
                    channel: t.channel,
                });
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_store::tournament::{Format, GamePace, PointDisplay};

    /// A Swiss in round `round`, one board (users 1 and 2) with game 5, due at 1,000.
    fn running(round: u32) -> TournamentRecord {
        TournamentRecord {
            id: 1,
            name: "t".into(),
            guild: None,
            channel: 9,
            thread: None,
            director: Player {
                id: 7,
                name: "d".into(),
            },
            variant: towers_rules::Variant::Russian,
            options: Default::default(),
            format: Format::Swiss,
            rounds: 5,
            pace: GamePace::PerMove(3_600),
            round_secs: 1_000,
            starts_at: 0,
            rated: true,
            tiebreaks: Vec::new(),
            entry_limit: 10,
            points: PointDisplay::TwoOneZero,
            unfinished: Unfinished::Draw,
            state: State::Running { round },
            players: Vec::new(),
            forbidden: Vec::new(),
            round_list: vec![Round {
                number: round,
                input_trf: String::new(),
                pairs: vec![(1, 2)],
                bye: None,
                boards: vec![Board {
                    white: 1,
                    black: 2,
                    channel: Some(30),
                    game: Some(5),
                    result: None,
                    decided: None,
                }],
                started_at: 0,
                deadline: 1_000,
                reminded: Vec::new(),
                closed: false,
            }],
            created_at: 0,
        }
    }

    fn seen(round: u32, game: Option<u64>, state: GameState) -> Seen {
        Seen {
            round,
            boards: vec![Some((game, state))],
        }
    }

    #[test]
    fn what_was_seen_of_another_round_or_game_decides_nothing() {
        let won = GameState::Finished(BoardResult::WhiteWins);
        let (t, _) = decide(running(2), &seen(1, Some(5), won.clone()), 10);
        assert_eq!(t.round_list[0].boards[0].result, None);
        let (t, _) = decide(running(2), &seen(2, None, won.clone()), 10);
        assert_eq!(t.round_list[0].boards[0].result, None);
        let (t, d) = decide(running(2), &seen(2, Some(5), won), 10);
        assert_eq!(
            t.round_list[0].boards[0].result,
            Some(BoardResult::WhiteWins)
        );
        assert_eq!(d.closed, Some(2));
    }

    #[test]
    fn the_deadline_decides_by_what_was_played_and_reminds_once() {
        let active = |plies, to_move| GameState::Active { plies, to_move };
        // 24 hours before the deadline of a long round: one reminder to the player to move.
        let mut t = running(1);
        t.round_list[0].deadline = 100_000;
        let (t, d) = decide(t, &seen(1, Some(5), active(2, 2)), 100_000 - 86_000);
        assert_eq!(d.reminders, [(0, 2, 86_000)]);
        let (_, d) = decide(t, &seen(1, Some(5), active(2, 2)), 100_000 - 86_000);
        assert!(d.reminders.is_empty(), "once per threshold");
        for (state, result) in [
            (active(0, 1), BoardResult::DoubleForfeit),
            (active(1, 2), BoardResult::BlackForfeits),
            (active(1, 1), BoardResult::WhiteForfeits),
            (active(7, 1), BoardResult::Draw),
        ] {
            let (t, d) = decide(running(1), &seen(1, Some(5), state.clone()), 1_000);
            assert_eq!(t.round_list[0].boards[0].result, Some(result), "{state:?}");
            assert_eq!(d.deadline, [(0, result)]);
        }
    }
}
