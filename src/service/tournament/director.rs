//! The director's controls: start early, pause and resume (the deadline moves by the pause),
//! and set a board's result.

use crate::service::game::timeouts::Notice;
use crate::service::text::message::Message;
use crate::service::tournament::entry::directs;
use crate::service::tournament::{store, texts};
use crate::service::{refuse, GameService, ServiceError};
use towers_store::tournament::{BoardResult, Decided, State};
use towers_store::Player;

impl GameService {
    /// The director starts tournament `id` now instead of at its start time: the first round
    /// is paired at once. Returns the notices (as the sweep's). Refused once started.
    pub fn start_tournament(
        &self,
        id: u64,
        director: &Player,
        now: u64,
    ) -> Result<Vec<Notice>, ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            directs(&t, director)?;
            if t.state != State::Enrolling {
                return refuse(Message::new("refuse-tournament-started"));
            }
            t.starts_at = t.starts_at.min(now);
            Ok((t, ()))
        })?;
        self.drive_tournament(id, now)
    }

    /// The director pauses tournament `id` (its round's deadline stops) or resumes it (the
    /// deadline moves on by the time paused). Refused before the start and after the end.
    pub fn pause_tournament(
        &self,
        id: u64,
        director: &Player,
        pause: bool,
        now: u64,
    ) -> Result<Message, ServiceError> {
        store::change(self.store.as_ref(), id, &|mut t| {
            directs(&t, director)?;
            let message = match (t.state, pause) {
                (State::Running { round }, true) => {
                    t.state = State::Paused { round, since: now };
                    Message::new("tournament-paused").text("name", t.name.clone())
                }
                (State::Paused { round, since }, false) => {
                    t.state = State::Running { round };
                    if let Some(r) = t.round_list.last_mut() {
                        r.deadline = r.deadline.saturating_add(now.saturating_sub(since));
                    }
                    let deadline = t.round_list.last().map_or(now, |r| r.deadline);
                    Message::new("tournament-resumed")
                        .text("name", t.name.clone())
                        .message("deadline", texts::deadline(deadline))
                }
                _ => return refuse(Message::new("refuse-tournament-not-running")),
            };
            Ok((t, message))
        })
    }

    /// The director sets the result of board `board` (from 0) of round `round`: it counts
    /// as given from now on (a game still being played there is ended without a rating,
    /// like a forfeit); a later round already paired stays as it was. Returns the
    /// confirmation and the sweep's notices (the round may close).
    pub fn set_board_result(
        &self,
        id: u64,
        director: &Player,
        round: u32,
        board: usize,
        result: BoardResult,
        now: u64,
    ) -> Result<(Message, Vec<Notice>), ServiceError> {
        let b = store::change(self.store.as_ref(), id, &|mut t| {
            directs(&t, director)?;
            let Some(b) = t
                .round_list
                .iter_mut()
                .find(|r| r.number == round)
                .and_then(|r| r.boards.get_mut(board))
            else {
                return refuse(Message::new("refuse-tournament-no-board"));
            };
            b.result = Some(result);
            b.decided = Some(Decided::Director);
            let copy = b.clone();
            Ok((t, copy))
        })?;
        // Ends the game in play as a forfeit would (no archive, no rating).
        self.end_at_deadline(&b, BoardResult::DoubleForfeit, now)?;
        let message = Message::new("tournament-result-set")
            .count("round", u64::from(round))
            .count("board", board as u64 + 1)
            .message("result", texts::board_result_text(result));
        Ok((message, self.drive_tournament(id, now)?))
    }
}
