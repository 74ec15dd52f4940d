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
use crate::service::tournament::adjudicate::{Judge, SEARCHES_PER_SWEEP};
use crate::service::tournament::boards::GameState;
use crate::service::tournament::round::NoRound;
use crate::service::tournament::step::{decide, Decisions, Seen};
use crate::service::tournament::{picture, store, texts};
use crate::service::{GameService, Reply, ServiceError};
use towers_store::tournament::{Board, Decided, State, TournamentRecord, Unfinished};
use towers_store::Player;

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

/// Where `t` is announced.
pub fn home(t: &TournamentRecord) -> u64 {
    t.thread.unwrap_or(t.channel)
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
        let mut searches = SEARCHES_PER_SWEEP;
        for id in ids {
            match self.drive(id, now, &mut searches) {
                Ok(n) => notices.extend(n),
                Err(e) => tracing::warn!(tournament = id, error = %e, "cannot drive a tournament"),
            }
        }
        notices
    }

    /// Drives tournament `id` at `now` as far as it goes (at most a few steps): the notices.
    /// A command's path: no search, so a game to adjudicate that the endgame databases do
    /// not hold waits for the sweep.
    pub fn drive_tournament(&self, id: u64, now: u64) -> Result<Vec<Notice>, ServiceError> {
        self.drive(id, now, &mut 0)
    }

    /// [`GameService::drive_tournament`] with at most `searches` adjudication searches
    /// (counted down).
    fn drive(&self, id: u64, now: u64, searches: &mut usize) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        for _ in 0..MAX_STEPS {
            let t = store::load(self.store.as_ref(), id)?;
            if t.state == State::Finished {
                store::close_marker(self.store.as_ref(), &t)?;
                break;
            }
            let (seen, started) = self.current_states(&t, now, searches)?;
            notices.extend(started);
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
    fn current_states(
        &self,
        t: &TournamentRecord,
        now: u64,
        searches: &mut usize,
    ) -> Result<(Seen, Vec<Notice>), ServiceError> {
        let State::Running { round } = t.state else {
            return Ok(Default::default());
        };
        let Some(r) = t.round_list.last().filter(|r| r.number == round) else {
            return Ok(Default::default());
        };
        // A micro-match's second game started here is announced in its channel.
        let mut started = Vec::new();
        // A game in progress is judged once its round is past the deadline and only when the
        // director chose adjudication: the tables, else a search while the pass has any left.
        let adjudicates = now >= r.deadline && t.unfinished == Unfinished::Adjudicate;
        let judge = |searches: &mut usize| match (adjudicates, *searches) {
            (false, _) => Judge::Not,
            (true, 0) => Judge::Tables,
            (true, _) => Judge::Search,
        };
        let mut seen = Seen {
            round,
            boards: Vec::with_capacity(r.boards.len()),
        };
        for (i, b) in r.boards.iter().enumerate() {
            if let Some(result) = b.result {
                if matches!(b.decided, Some(Decided::Deadline | Decided::Adjudicated)) {
                    self.end_at_deadline(b, result, now)?;
                }
                seen.boards.push(None);
                continue;
            }
            if let (Some(channel), None) = (b.channel, b.game) {
                match self.start_board_game(t, round, i, channel, now) {
                    Ok(reply) if t.micro_match && i % 2 == 1 => started.push(Notice {
                        channel,
                        guild: t.guild,
                        reply,
                    }),
                    Ok(_) => {}
                    Err(e) => {
                        tracing::warn!(tournament = t.id, board = i, error = %e, "cannot start a board's game")
                    }
                }
                let t = store::load(self.store.as_ref(), t.id)?;
                let now_board = t
                    .round_list
                    .last()
                    .filter(|r| r.number == round)
                    .and_then(|r| r.boards.get(i));
                seen.boards.push(match now_board {
                    Some(b) => Some((b.game, self.judged_state(b, judge(searches), searches)?)),
                    None => None,
                });
                continue;
            }
            let state = self.judged_state(b, judge(searches), searches)?;
            seen.boards.push(Some((b.game, state)));
        }
        Ok((seen, started))
    }

    /// `b`'s state judged as far as `judge` goes; a verdict reached with a search allowed
    /// counts one search off `searches`.
    fn judged_state(
        &self,
        b: &Board,
        judge: Judge,
        searches: &mut usize,
    ) -> Result<GameState, ServiceError> {
        let state = self.board_state(b, judge)?;
        if judge == Judge::Search {
            if let GameState::Active {
                verdict: Some(_), ..
            } = state
            {
                *searches = searches.saturating_sub(1);
            }
        }
        Ok(state)
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
        // The decided boards as the step left them (with what decided them).
        let decided = current.and_then(|c| after.round_list.iter().find(|r| r.number == c.number));
        for &(i, result) in &d.deadline {
            let Some(b) = decided.and_then(|r| r.boards.get(i)) else {
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
        let lang = self.notice_lang(after.guild);
        if let Some(r) = d.closed {
            let mut over = notice(home(after), texts::round_over(after, r), None);
            // Every page of the standings in the one message (40 players a page and, up to
            // 16 players, the cross-table); a picture that fails leaves the top-5 line alone.
            let pages = picture::standings_pngs(after, lang)
                .map_err(|e| tracing::warn!(tournament = after.id, error = %e, "standings picture"))
                .unwrap_or_default();
            (over.reply.image, over.reply.more_images) = picture::split_pages(pages);
            notices.push(over);
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
            let mut end = notice(home(after), message, None);
            if !after.round_list.is_empty() {
                end.reply.image = picture::podium_picture(after, lang)
                    .map_err(
                        |e| tracing::warn!(tournament = after.id, error = %e, "podium picture"),
                    )
                    .ok();
            }
            notices.push(end);
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
                // A micro-match's second game is opened in the first's channel by the step.
                if b.channel.is_some() || b.result.is_some() || (t.micro_match && i % 2 == 1) {
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
