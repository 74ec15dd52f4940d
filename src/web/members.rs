//! Who has the board open in each channel: a socket joins its channel once its user is known
//! and leaves when it ends ([`Members::join`] gives the guard). The lobby offers these people
//! as opponents, and a challenge from the board may name only them. The list shown is the
//! first [`LISTED`] to have come (so that a crowd joining costs each socket at most that many
//! changes, not one per person); a change of it is told to the channel's sockets
//! ([`Members::changes`]). Its size follows the open sockets, which are capped (`limits.rs`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::broadcast;

use crate::service::api::Player;

/// Changes a slow socket may fall behind before it rereads the list.
const BACKLOG: usize = 256;

/// How many people the list shows (the first to have come).
pub const LISTED: usize = 25;

/// One person on the board: id, name, and how many of their sockets are open.
struct Present {
    id: u64,
    name: String,
    sockets: usize,
}

/// Each channel's people on the board, in the order they came.
type Channels = HashMap<u64, Vec<Present>>;

/// The people on the board, per channel.
pub struct Members {
    channels: Mutex<Channels>,
    changed: broadcast::Sender<u64>,
}

impl Default for Members {
    fn default() -> Self {
        Members {
            channels: Mutex::default(),
            changed: broadcast::channel(BACKLOG).0,
        }
    }
}

/// One socket's place in its channel's list, left when dropped.
pub struct Joined {
    members: Arc<Members>,
    channel: u64,
    user: u64,
}

impl Members {
    fn lock(&self) -> std::sync::MutexGuard<'_, Channels> {
        self.channels.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `player` opened the board in `channel` (once more, if already there).
    pub fn join(self: &Arc<Self>, channel: u64, player: &Player) -> Joined {
        let listed = {
            let mut channels = self.lock();
            let people = channels.entry(channel).or_default();
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
            members: self.clone(),
            channel,
            user: player.id,
        }
    }

    /// The first [`LISTED`] people on the board in `channel`, in the order they came.
    pub fn of(&self, channel: u64) -> Vec<Player> {
        self.lock()
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
        let channels = self.lock();
        let present = channels.get(&channel)?.iter().find(|p| p.id == id)?;
        Some(Player {
            id,
            name: present.name.clone(),
        })
    }

    /// The channels whose list changes from now on.
    pub fn changes(&self) -> broadcast::Receiver<u64> {
        self.changed.subscribe()
    }
}

impl Drop for Joined {
    fn drop(&mut self) {
        let unlisted = {
            let mut channels = self.members.lock();
            let Some(people) = channels.get_mut(&self.channel) else {
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
                channels.remove(&self.channel);
            }
            unlisted
        };
        if unlisted {
            let _ = self.members.changed.send(self.channel);
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

    #[test]
    fn a_member_stays_while_any_of_their_sockets_is_open() {
        let members = Arc::new(Members::default());
        let mut changes = members.changes();
        let a1 = members.join(5, &player(1, "ann"));
        let a2 = members.join(5, &player(1, "ann"));
        let b = members.join(5, &player(2, "bob"));
        let elsewhere = members.join(6, &player(3, "cy"));
        assert_eq!(members.of(5), vec![player(1, "ann"), player(2, "bob")]);
        assert_eq!(members.find(5, 3), None);
        drop(a1);
        assert_eq!(members.find(5, 1), Some(player(1, "ann")));
        drop(a2);
        assert_eq!(members.of(5), vec![player(2, "bob")]);
        drop((b, elsewhere));
        assert!(members.of(5).is_empty() && members.lock().is_empty());
        let seen: Vec<u64> = std::iter::from_fn(|| changes.try_recv().ok()).collect();
        assert_eq!(seen, vec![5, 5, 6, 5, 5, 6]);
    }

    #[test]
    fn a_crowd_changes_the_list_only_within_its_first_places() {
        let members = Arc::new(Members::default());
        let mut changes = members.changes();
        let crowd: Vec<Joined> = (0..LISTED as u64 + 10)
            .map(|id| members.join(1, &player(id, "x")))
            .collect();
        let changed = std::iter::from_fn(|| changes.try_recv().ok()).count();
        assert_eq!(
            changed, LISTED,
            "one change for each listed place, none after"
        );
        assert_eq!(members.of(1).len(), LISTED);
        assert!(
            members.find(1, LISTED as u64 + 5).is_some(),
            "an unlisted person may still be challenged"
        );
        let mut crowd = crowd;
        // The last to come leaves unseen; the first leaves and the next one moves up.
        drop(crowd.pop());
        assert!(changes.try_recv().is_err());
        drop(crowd.remove(0));
        assert_eq!(changes.try_recv().ok(), Some(1));
        assert_eq!(members.of(1).first().map(|p| p.id), Some(1));
    }
}
