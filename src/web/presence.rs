//! Who is on the board: the users with an open, identified socket in each channel, in the
//! order they came. A socket joins its channel once its user is known and leaves when it ends
//! ([`Presence::join`] gives the guard); that one join serves both who reads it:
//!
//! - the lobby offers these people as opponents, and a challenge from the board may name only
//!   them. The list shown is the first [`LISTED`] to have come (so that a crowd joining costs
//!   each socket at most that many changes, not one per person); a change of it is told to the
//!   channel's sockets ([`Presence::changes`]);
//! - the channel's live message pings the player to move only when they are not on the board,
//!   and at most once per turn ([`Presence::ping`], its bookkeeping kept here beside the
//!   sockets it depends on).
//!
//! Its size follows the open sockets, which are capped (`limits.rs`), and the channels with a
//! game pinged in.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::broadcast;

use crate::service::api::Player;

/// Changes a slow socket may fall behind before it rereads the list.
const BACKLOG: usize = 256;

/// How many people the list shows (the first to have come).
pub const LISTED: usize = 25;

/// A turn of a channel's game: the game and how many plies it had when the turn began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnKey {
    pub game: u64,
    pub plies: usize,
}

/// One person on the board: id, name, and how many of their sockets are open.
struct Present {
    id: u64,
    name: String,
    sockets: usize,
}

#[derive(Default)]
struct Inner {
    /// Each channel's people on the board, in the order they came.
    channels: HashMap<u64, Vec<Present>>,
    /// The last ping per channel: whom, in which turn.
    pinged: HashMap<u64, (u64, TurnKey)>,
}

/// The people on the board, per channel, shared by the sockets.
pub struct Presence {
    inner: Mutex<Inner>,
    changed: broadcast::Sender<u64>,
}

impl Default for Presence {
    fn default() -> Self {
        Presence {
            inner: Mutex::default(),
            changed: broadcast::channel(BACKLOG).0,
        }
    }
}

/// One socket's place on its channel's board, left when dropped (the socket's end).
pub struct Joined {
    presence: Arc<Presence>,
    channel: u64,
    user: u64,
}

impl Presence {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `player` opened the board in `channel` (once more, if already there), until the guard
    /// is dropped.
    pub fn join(self: &Arc<Self>, channel: u64, player: &Player) -> Joined {
        let listed = {
            let mut inner = self.lock();
            let people = inner.channels.entry(channel).or_default();
            match people.iter_mut().find(|p| p.id == player.id) {
                Some(present) => {
                    present.sockets += 1;
                    false
                }
                None => {
                    people.push(Present {
                        id: player.id,
                        name: player.name.clone(),
                        sockets: 1,
                    });
                    people.len() <= LISTED
                }
            }
        };
        if listed {
            let _ = self.changed.send(channel);
        }
        Joined {
            presence: self.clone(),
            channel,
            user: player.id,
        }
    }

    /// The first [`LISTED`] people on the board in `channel`, in the order they came.
    pub fn of(&self, channel: u64) -> Vec<Player> {
        self.lock()
            .channels
            .get(&channel)
            .map(|people| {
                people
                    .iter()
                    .take(LISTED)
                    .map(|p| Player {
                        id: p.id,
                        name: p.name.clone(),
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// User `id` as named on the board in `channel`, if they have it open (listed or not).
    pub fn find(&self, channel: u64, id: u64) -> Option<Player> {
        let inner = self.lock();
        let present = inner.channels.get(&channel)?.iter().find(|p| p.id == id)?;
        Some(Player {
            id,
            name: present.name.clone(),
        })
    }

    /// Whether `user` has a socket open in `channel`.
    pub fn on_board(&self, channel: u64, user: u64) -> bool {
        self.find(channel, user).is_some()
    }

    /// The channels whose list changes from now on.
    pub fn changes(&self) -> broadcast::Receiver<u64> {
        self.changed.subscribe()
    }

    /// Whether `user` is to be pinged in `channel` for `turn`: not on the board, and not
    /// pinged in that turn already (a yes is remembered).
    pub fn ping(&self, channel: u64, user: u64, turn: TurnKey) -> bool {
        let mut inner = self.lock();
        let on_board = inner
            .channels
            .get(&channel)
            .is_some_and(|people| people.iter().any(|p| p.id == user));
        if on_board || inner.pinged.get(&channel) == Some(&(user, turn)) {
            return false;
        }
        inner.pinged.insert(channel, (user, turn));
        true
    }

    /// Forgets the channel's pings (its game ended).
    pub fn forget(&self, channel: u64) {
        self.lock().pinged.remove(&channel);
    }
}

impl Drop for Joined {
    fn drop(&mut self) {
        let unlisted = {
            let mut inner = self.presence.lock();
            let Some(people) = inner.channels.get_mut(&self.channel) else {
                return;
            };
            let Some(at) = people.iter().position(|p| p.id == self.user) else {
                return;
            };
            let unlisted = if people[at].sockets > 1 {
                people[at].sockets -= 1;
                false
            } else {
                people.remove(at);
                at < LISTED
            };
            if people.is_empty() {
                inner.channels.remove(&self.channel);
            }
            unlisted
        };
        if unlisted {
            let _ = self.presence.changed.send(self.channel);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: u64, name: &str) -> Player {
        Player {
            id,
            name: name.into(),
        }
    }

    fn turn(plies: usize) -> TurnKey {
        TurnKey { game: 7, plies }
    }

    #[test]
    fn one_join_lists_the_user_and_spares_them_the_ping() {
        let presence = Arc::new(Presence::default());
        let alice = presence.join(1, &player(10, "alice"));
        assert_eq!(presence.of(1), vec![player(10, "alice")]);
        assert!(!presence.ping(1, 10, turn(0)), "listed, so on the board");
        drop(alice);
        assert!(presence.of(1).is_empty());
        assert!(presence.ping(1, 10, turn(0)), "gone from both at once");
    }

    #[test]
    fn a_player_on_the_board_is_not_pinged_and_an_absent_one_once_a_turn() {
        let presence = Arc::new(Presence::default());
        let alice = presence.join(1, &player(10, "alice"));
        let again = presence.join(1, &player(10, "alice"));
        assert!(!presence.ping(1, 10, turn(0)));
        drop(alice);
        assert!(presence.on_board(1, 10), "one of two sockets is still open");
        drop(again);
        assert!(!presence.on_board(1, 10));
        assert!(presence.ping(1, 10, turn(2)));
        assert!(
            !presence.ping(1, 10, turn(2)),
            "a second ping in the same turn"
        );
        assert!(presence.ping(1, 10, turn(4)));
        assert!(presence.ping(2, 10, turn(4)), "another channel");
        presence.forget(1);
        assert!(presence.ping(1, 10, turn(4)));
    }

    #[test]
    fn a_member_stays_while_any_of_their_sockets_is_open() {
        let presence = Arc::new(Presence::default());
        let mut changes = presence.changes();
        let a1 = presence.join(5, &player(1, "ann"));
        let a2 = presence.join(5, &player(1, "ann"));
        let b = presence.join(5, &player(2, "bob"));
        let elsewhere = presence.join(6, &player(3, "cy"));
        assert_eq!(presence.of(5), vec![player(1, "ann"), player(2, "bob")]);
        assert_eq!(presence.find(5, 3), None);
        drop(a1);
        assert_eq!(presence.find(5, 1), Some(player(1, "ann")));
        drop(a2);
        assert_eq!(presence.of(5), vec![player(2, "bob")]);
        drop((b, elsewhere));
        assert!(presence.of(5).is_empty() && presence.lock().channels.is_empty());
        let seen: Vec<u64> = std::iter::from_fn(|| changes.try_recv().ok()).collect();
        assert_eq!(seen, vec![5, 5, 6, 5, 5, 6]);
    }

    #[test]
    fn a_crowd_changes_the_list_only_within_its_first_places() {
        let presence = Arc::new(Presence::default());
        let mut changes = presence.changes();
        let crowd: Vec<Joined> = (0..LISTED as u64 + 10)
            .map(|id| presence.join(1, &player(id, "x")))
            .collect();
        let changed = std::iter::from_fn(|| changes.try_recv().ok()).count();
        assert_eq!(
            changed, LISTED,
            "one change for each listed place, none after"
        );
        assert_eq!(presence.of(1).len(), LISTED);
        let unlisted = LISTED as u64 + 5;
        assert!(
            presence.find(1, unlisted).is_some(),
            "an unlisted person may still be challenged"
        );
        assert!(
            !presence.ping(1, unlisted, turn(0)),
            "nor pinged while on the board"
        );
        let mut crowd = crowd;
        // The last to come leaves unseen; the first leaves and the next one moves up.
        drop(crowd.pop());
        assert!(changes.try_recv().is_err());
        drop(crowd.remove(0));
        assert_eq!(changes.try_recv().ok(), Some(1));
        assert_eq!(presence.of(1).first().map(|p| p.id), Some(1));
    }
}
