//! Losses the store found, told in the channel they hit on its next command: changes rolled
//! back ([`Store::rolled_back`]: a damaged sled log recovered to an earlier state), and a game
//! set aside because its moves do not replay (today's record no longer follows the rules, or
//! was damaged in a way that still decodes). The store keeps a roll-back until an operator
//! clears it, with whether its channel was told ([`Store::loss_told`]): a restart before
//! the channel's next command tells it then, and the Activity shows the count for as long
//! as it is kept ([`Losses::lost_in`]). A game set aside is told once, from memory.
//!
//! A command that fails because the store stopped ([`Store::failure`]: a write failed) is
//! answered [`STORE_FAILING`], not the generic apology that says nothing changed: the change
//! may be on disk or not.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};

use crate::service::game::records::{rebuild, resume};
use crate::service::text::message::Message;
use crate::service::{GameService, ServiceError};
use towers_store::{ChannelRecord, Store};

/// Catalogue id of the note that the channel's latest changes were lost (`$count`: how many).
pub const CHANGES_LOST: &str = "store-changes-lost";
/// Catalogue id of the answer in a channel whose game could not be restored and was set aside.
pub const GAME_NOT_RESTORED: &str = "game-not-restored";
/// Catalogue id of the answer to a command the stopped store could not take.
pub const STORE_FAILING: &str = "store-failing";

/// Notes waiting for their channel's next command, oldest first.
#[derive(Debug, Default)]
pub struct Losses {
    pending: Mutex<HashMap<u64, Vec<Message>>>,
    /// Changes lost per channel, as the store reports them until cleared.
    lost: HashMap<u64, u64>,
    /// Channels whose loss note is pending and, once told, is to be noted as told.
    untold: Mutex<HashSet<u64>>,
}

impl Losses {
    /// The notes for every channel `store` reports rolled back and not yet told, and the
    /// counts of all it reports.
    pub fn of(store: &dyn Store) -> Self {
        let mut losses = Losses::default();
        for loss in store.rolled_back() {
            losses.lost.insert(loss.channel, loss.lost());
            if !loss.told {
                losses.note(
                    loss.channel,
                    Message::new(CHANGES_LOST).count("count", loss.lost()),
                );
                lock(&losses.untold).insert(loss.channel);
            }
        }
        losses
    }

    /// Changes the store lost in `channel` (reported until an operator clears them), if any.
    pub fn lost_in(&self, channel: u64) -> Option<u64> {
        self.lost.get(&channel).copied()
    }

    /// Whether `channel` had an untold loss, which its notes just told; forgets it.
    fn told(&self, channel: u64) -> bool {
        lock(&self.untold).remove(&channel)
    }

    fn pending(&self) -> MutexGuard<'_, HashMap<u64, Vec<Message>>> {
        lock(&self.pending)
    }

    /// Keeps `note` for `channel`'s next command.
    pub fn note(&self, channel: u64, note: Message) {
        self.pending().entry(channel).or_default().push(note);
    }

    /// Removes and returns `channel`'s notes (empty when none).
    pub fn take(&self, channel: u64) -> Vec<Message> {
        self.pending().remove(&channel).unwrap_or_default()
    }
}

/// Nothing behind these locks can be left half-changed by a panic.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// `message` with `notes` in front of it, one line each.
fn after(notes: Vec<Message>, message: Message) -> Message {
    if notes.is_empty() {
        return message;
    }
    let mut lines = notes;
    lines.push(message);
    Message::Lines(lines)
}

impl GameService {
    /// The answer to a command in `channel` that ended as `result`, with the channel's loss
    /// notes in front; an `Internal` error from a game that does not replay sets the game
    /// aside ([`GameService::set_aside_unplayable`]) and becomes the [`GAME_NOT_RESTORED`]
    /// refusal. `message_of` reaches the message of a successful answer.
    pub(in crate::service) fn with_losses<T>(
        &self,
        channel: u64,
        result: Result<T, ServiceError>,
        message_of: impl FnOnce(&mut T) -> &mut Message,
    ) -> Result<T, ServiceError> {
        let result = match result {
            Err(ServiceError::Internal(e)) if self.set_aside_unplayable(channel) => {
                tracing::warn!(channel, error = %e, "answered a command in a channel whose game was set aside");
                Err(ServiceError::Refused(Message::new(GAME_NOT_RESTORED)))
            }
            Err(ServiceError::Store(e)) if self.store().failure().is_some() => {
                tracing::error!(channel, error = %e, "a command met the stopped store");
                Err(ServiceError::Refused(Message::new(STORE_FAILING)))
            }
            other => other,
        };
        if self.store().failure().is_some() {
            // Nothing is told while nothing can be noted as told.
            return result;
        }
        let notes = self.losses().take(channel);
        if !notes.is_empty()
            && !matches!(
                result,
                Err(ServiceError::Store(_) | ServiceError::Internal(_))
            )
            && self.losses().told(channel)
        {
            self.store().loss_told(channel);
        }
        match result {
            Ok(mut answer) => {
                let message = message_of(&mut answer);
                *message = after(
                    notes,
                    std::mem::replace(message, Message::Lines(Vec::new())),
                );
                Ok(answer)
            }
            Err(ServiceError::Refused(m)) => Err(ServiceError::Refused(after(notes, m))),
            Err(e) => {
                // Not told yet: keep them for an answer that gets through.
                for note in notes {
                    self.losses().note(channel, note);
                }
                Err(e)
            }
        }
    }

    /// Sets `channel`'s game aside when it can neither continue nor be replayed from its
    /// moves; returns whether it did. A store that cannot set aside, or a record that changed
    /// meanwhile, leaves it where it is (logged).
    pub(in crate::service) fn set_aside_unplayable(&self, channel: u64) -> bool {
        let Ok(Some(ChannelRecord::Game(g))) = self.store().load(channel) else {
            return false;
        };
        let Err(e) = resume(&g).and_then(|_| rebuild(&g)) else {
            return false;
        };
        let reason = format!("the game does not replay: {e}");
        match self
            .store()
            .set_aside_record(channel, &ChannelRecord::Game(g), &reason)
        {
            Ok(moved) => moved,
            Err(e) => {
                tracing::error!(channel, reason, error = %e, "a game that does not replay cannot be set aside");
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_store::MemoryStore;

    #[test]
    fn notes_come_once_in_front_of_the_next_answer() {
        let s = GameService::new(std::sync::Arc::new(MemoryStore::new()));
        s.losses()
            .note(5, Message::new(CHANGES_LOST).count("count", 3));
        let other: Result<Message, ServiceError> =
            s.with_losses(6, Ok(Message::new("confirm-resign")), |m| m);
        assert_eq!(other.unwrap(), Message::new("confirm-resign"));
        let refused: Result<Message, ServiceError> = s.with_losses(
            5,
            Err(ServiceError::Refused(Message::new("refuse-no-game"))),
            |m| m,
        );
        let Err(ServiceError::Refused(Message::Lines(lines))) = refused else {
            panic!("{refused:?}");
        };
        assert_eq!(lines[0], Message::new(CHANGES_LOST).count("count", 3));
        assert_eq!(lines[1], Message::new("refuse-no-game"));
        let again: Result<Message, ServiceError> =
            s.with_losses(5, Ok(Message::new("confirm-resign")), |m| m);
        assert_eq!(again.unwrap(), Message::new("confirm-resign"));
    }
}
