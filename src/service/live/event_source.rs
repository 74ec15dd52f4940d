//! The events a server's members see in the Activity's Tournaments tab: its tournaments and
//! arenas (one id space: both take their ids from the store's game counter), read for a
//! viewer of that server only ([`GameService::guild_event`]: another server's is refused as
//! unknown, exactly as one that does not exist), turned into the one [`EventView`] shape,
//! and joined or left as their own buttons do.

use towers_store::arena::ArenaRecord;
use towers_store::tournament::TournamentRecord;
use towers_store::Player;

use crate::service::live::event::{EventSummary, EventView};
use crate::service::text::message::Message;
use crate::service::{arena, tournament, GameService, ServiceError};

/// A stored event: a tournament or an arena.
#[derive(Clone, Debug, PartialEq)]
pub enum EventRecord {
    Tournament(Box<TournamentRecord>),
    Arena(Box<ArenaRecord>),
}

impl EventRecord {
    fn guild(&self) -> Option<u64> {
        match self {
            EventRecord::Tournament(t) => t.guild,
            EventRecord::Arena(a) => a.guild,
        }
    }

    /// The event as the Tournaments tab shows it.
    pub fn view(&self) -> EventView {
        match self {
            EventRecord::Tournament(t) => tournament::view::event_view(t),
            EventRecord::Arena(a) => arena::view::arena_view(a),
        }
    }

    /// The channel of `user`'s game being played in the event (the current round's board,
    /// or the arena game in progress), once it has one.
    pub fn game_channel(&self, user: u64) -> Option<u64> {
        match self {
            EventRecord::Tournament(t) => {
                t.current_round()?
                    .boards
                    .iter()
                    .find(|b| (b.white == user || b.black == user) && b.result.is_none())?
                    .channel
            }
            EventRecord::Arena(a) => a.games.get(a.current_game(user)?)?.channel,
        }
    }
}

fn unknown(id: u64) -> ServiceError {
    ServiceError::Refused(Message::new("refuse-tournament-unknown").count("id", id))
}

impl GameService {
    /// Event `id`: a tournament, else an arena. Refused as an unknown tournament when it is
    /// neither.
    pub fn event_record(&self, id: u64) -> Result<EventRecord, ServiceError> {
        match tournament::store::load(self.store.as_ref(), id) {
            Ok(t) => return Ok(EventRecord::Tournament(Box::new(t))),
            Err(ServiceError::Refused(_)) => {}
            Err(e) => return Err(e),
        }
        match arena::store::load(self.store.as_ref(), id) {
            Ok(a) => Ok(EventRecord::Arena(Box::new(a))),
            Err(ServiceError::Refused(_)) => Err(unknown(id)),
            Err(e) => Err(e),
        }
    }

    /// Event `id`, for a viewer on server `guild`: refused as unknown when it is not that
    /// server's.
    pub fn guild_event(&self, id: u64, guild: u64) -> Result<EventRecord, ServiceError> {
        let event = self.event_record(id)?;
        if event.guild() == Some(guild) {
            Ok(event)
        } else {
            Err(unknown(id))
        }
    }

    /// The tournaments and arenas of server `guild` that are open or running, and its last
    /// finished ones, newest first (at most 5 tournaments and 3 arenas a server are open, and
    /// [`tournament::recent::KEEP`] finished ones are listed).
    pub fn guild_events(&self, guild: u64) -> Result<Vec<EventSummary>, ServiceError> {
        let mut list: Vec<(u64, EventSummary)> = tournament::store::open(self.store.as_ref())?
            .iter()
            .filter(|t| t.guild == Some(guild))
            .map(|t| (t.id, tournament::view::summary(t)))
            .collect();
        list.extend(
            arena::store::open(self.store.as_ref())?
                .iter()
                .filter(|a| a.guild == Some(guild))
                .map(|a| (a.id, arena::view::summary(a))),
        );
        for id in tournament::recent::finished_ids(self.store.as_ref(), guild)? {
            if list.iter().any(|(listed, _)| *listed == id) {
                continue;
            }
            match self.event_record(id) {
                Ok(EventRecord::Tournament(t)) => list.push((id, tournament::view::summary(&t))),
                Ok(EventRecord::Arena(a)) => list.push((id, arena::view::summary(&a))),
                Err(e) => tracing::warn!(event = id, error = %e, "cannot read a finished event"),
            }
        }
        list.sort_by_key(|(id, _)| std::cmp::Reverse(*id));
        Ok(list.into_iter().map(|(_, s)| s).collect())
    }

    /// `player` on server `guild` joins event `id` (`join`: a tournament's or an arena's
    /// Join button) or leaves it (a tournament's Leave button: withdrawn once it runs; an
    /// arena's: paused). The service's words, or its refusal.
    pub fn enter_event(
        &self,
        id: u64,
        guild: u64,
        player: &Player,
        join: bool,
        now: u64,
    ) -> Result<Message, ServiceError> {
        match (self.guild_event(id, guild)?, join) {
            (EventRecord::Tournament(_), true) => self.join_tournament(id, player, now),
            (EventRecord::Tournament(_), false) => self.leave_tournament(id, player),
            (EventRecord::Arena(_), true) => self.join_arena(id, player, now),
            (EventRecord::Arena(_), false) => self.pause_arena(id, player),
        }
    }
}
