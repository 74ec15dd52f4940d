//! Who has the board open in each channel: a socket joins its channel once its user is known
//! and leaves when it ends ([`Members::join`] gives the guard). The lobby offers these people
//! as opponents, and a challenge from the board may name only them. Every change is told to
//! the channel's sockets ([`Members::changes`]). Its size follows the open sockets, which are
//! capped (`limits.rs`).

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};

use tokio::sync::broadcast;

use crate::service::api::Player;

/// Changes a slow socket may fall behind before it rereads the list.
const BACKLOG: usize = 256;

/// Each channel's people on the board: id, name, and how many of their sockets are open.
type Channels = HashMap<u64, BTreeMap<u64, (String, usize)>>;

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
        let first = {
            let mut channels = self.lock();
            let entry = channels
                .entry(channel)
                .or_default()
                .entry(player.id)
                .or_insert_with(|| (player.name.clone(), 0));
            entry.1 += 1;
            entry.1 == 1
        };
        if first {
            let _ = self.changed.send(channel);
        }
        Joined {
            members: self.clone(),
            channel,
            user: player.id,
        }
    }

    /// The people on the board in `channel`, by id.
    pub fn of(&self, channel: u64) -> Vec<Player> {
        self.lock()
            .get(&channel)
            .map(|people| {
                people
                    .iter()
                    .map(|(id, (name, _))| Player {
                        id: *id,
                        name: name.clone(),
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// User `id` as named on the board in `channel`, if they have it open.
    pub fn find(&self, channel: u64, id: u64) -> Option<Player> {
        let channels = self.lock();
        let (name, _) = channels.get(&channel)?.get(&id)?;
        Some(Player {
            id,
            name: name.clone(),
        })
    }

    /// The channels whose list changes from now on.
    pub fn changes(&self) -> broadcast::Receiver<u64> {
        self.changed.subscribe()
    }
}

impl Drop for Joined {
    fn drop(&mut self) {
        let gone = {
            let mut channels = self.members.lock();
            let Some(people) = channels.get_mut(&self.channel) else {
                return;
            };
            let gone = match people.get_mut(&self.user) {
                Some(entry) if entry.1 > 1 => {
                    entry.1 -= 1;
                    false
                }
                Some(_) => {
                    people.remove(&self.user);
                    true
                }
                None => false,
            };
            if people.is_empty() {
                channels.remove(&self.channel);
            }
            gone
        };
        if gone {
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
}
