//! A tournament's calendar entry (the Guild Scheduled Event the front end made) follows the
//! tournament: active from the first round, completed at the end, canceled when it never
//! started. The front end asks what is due ([`GameService::calendar_due`]), changes the
//! event, and says so ([`GameService::calendar_done`]); a finished tournament stays among
//! the open ones until its entry is settled.

use crate::service::tournament::store;
use crate::service::{GameService, ServiceError};
use towers_store::tournament::{EventStatus, State, TournamentRecord};

/// A calendar entry to move on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CalendarDue {
    pub tournament: u64,
    pub guild: Option<u64>,
    /// The event's id.
    pub event: u64,
    /// The status to set.
    pub to: EventStatus,
}

/// The status `t`'s entry should get next: Discord moves an event from scheduled to active
/// to completed (or from scheduled to canceled), one step at a time.
pub fn next_status(t: &TournamentRecord) -> Option<EventStatus> {
    let now = t.event?.status;
    let wanted = match t.state {
        State::Enrolling => EventStatus::Scheduled,
        State::Running { .. } | State::Paused { .. } => EventStatus::Active,
        State::Finished if t.round_list.is_empty() => EventStatus::Canceled,
        State::Finished => EventStatus::Completed,
    };
    match (now, wanted) {
        (a, b) if a == b => None,
        (EventStatus::Scheduled, EventStatus::Completed) => Some(EventStatus::Active),
        (EventStatus::Scheduled, b) => Some(b),
        (EventStatus::Active, EventStatus::Completed) => Some(EventStatus::Completed),
        _ => None,
    }
}

impl GameService {
    /// The calendar entries of open tournaments to move on. Errors: `Store`.
    pub fn calendar_due(&self) -> Result<Vec<CalendarDue>, ServiceError> {
        Ok(store::open(self.store.as_ref())?
            .into_iter()
            .filter_map(|t| {
                let to = next_status(&t)?;
                Some(CalendarDue {
                    tournament: t.id,
                    guild: t.guild,
                    event: t.event?.id,
                    to,
                })
            })
            .collect())
    }

    /// The front end set (or gave up setting: the event is gone) tournament `id`'s entry to
    /// `status`.
    pub fn calendar_done(&self, id: u64, status: EventStatus) -> Result<(), ServiceError> {
        let t = store::change(self.store.as_ref(), id, &|mut t| {
            if let Some(e) = t.event.as_mut() {
                e.status = status;
            }
            let copy = t.clone();
            Ok((t, copy))
        })?;
        store::close_marker(self.store.as_ref(), &t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_moves_one_step_at_a_time_towards_the_tournaments_state() {
        let step = |state: State, rounds: usize, status: EventStatus| {
            let bytes = br#"{"schema":1,"record":{"id":1,"name":"t","guild":null,"channel":1,"thread":null,"director":{"id":1,"name":"d"},"variant":"russian","options":"","format":"Swiss","rounds":1,"pace":{"PerMove":60},"round_secs":3600,"starts_at":0,"rated":true,"tiebreaks":[],"entry_limit":2,"points":"TwoOneZero","unfinished":"Draw","state":"Enrolling","players":[],"forbidden":[],"round_list":[],"created_at":0}}"#;
            let mut t = towers_store::tournament::decode(bytes).unwrap();
            assert_eq!(next_status(&t), None, "no entry");
            t.state = state;
            t.round_list = (0..rounds)
                .map(|_| towers_store::tournament::Round {
                    number: 1,
                    input_trf: String::new(),
                    pairs: Vec::new(),
                    bye: None,
                    boards: Vec::new(),
                    started_at: 0,
                    deadline: 0,
                    reminded: Vec::new(),
                    closed: true,
                })
                .collect();
            t.event = Some(towers_store::tournament::CalendarEvent { id: 9, status });
            next_status(&t)
        };
        use EventStatus::*;
        assert_eq!(step(State::Enrolling, 0, Scheduled), None);
        assert_eq!(
            step(State::Running { round: 1 }, 1, Scheduled),
            Some(Active)
        );
        assert_eq!(step(State::Finished, 1, Scheduled), Some(Active));
        assert_eq!(step(State::Finished, 1, Active), Some(Completed));
        assert_eq!(step(State::Finished, 0, Scheduled), Some(Canceled));
        assert_eq!(step(State::Finished, 1, Completed), None);
    }
}
