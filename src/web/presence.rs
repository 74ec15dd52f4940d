//! Who is on the board: the users with an open, identified socket in each channel, and the
//! pings already sent there. The channel's live message pings the player to move only when
//! they are not looking at the board, and at most once per turn ([`Presence::ping`]).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// A turn of a channel's game: the game and how many plies it had when the turn began.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnKey {
    pub game: u64,
    pub plies: usize,
}

#[derive(Default)]
struct Inner {
    /// Open sockets per channel and user.
    sockets: HashMap<(u64, u64), usize>,
    /// The last ping per channel: whom, in which turn.
    pinged: HashMap<u64, (u64, TurnKey)>,
}

/// The users on the board, shared by the sockets.
#[derive(Default)]
pub struct Presence {
    inner: Mutex<Inner>,
}

/// One socket's presence; dropping it (the socket's end) removes it.
pub struct Present {
    presence: Arc<Presence>,
    key: (u64, u64),
}

impl Drop for Present {
    fn drop(&mut self) {
        let mut inner = self.presence.lock();
        if let Some(n) = inner.sockets.get_mut(&self.key) {
            *n -= 1;
            if *n == 0 {
                inner.sockets.remove(&self.key);
            }
        }
    }
}

impl Presence {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts a socket of `user` in `channel` until the guard is dropped.
    pub fn join(self: &Arc<Self>, channel: u64, user: u64) -> Present {
        let key = (channel, user);
        *self.lock().sockets.entry(key).or_default() += 1;
        Present {
            presence: self.clone(),
            key,
        }
    }

    /// Whether `user` has a socket open in `channel`.
    pub fn on_board(&self, channel: u64, user: u64) -> bool {
        self.lock().sockets.contains_key(&(channel, user))
    }

    /// Whether `user` is to be pinged in `channel` for `turn`: not on the board, and not
    /// pinged in that turn already (a yes is remembered).
    pub fn ping(&self, channel: u64, user: u64, turn: TurnKey) -> bool {
        let mut inner = self.lock();
        if inner.sockets.contains_key(&(channel, user)) {
            return false;
        }
        if inner.pinged.get(&channel) == Some(&(user, turn)) {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_on_the_board_is_not_pinged_and_an_absent_one_once_a_turn() {
        let presence = Arc::new(Presence::default());
        let turn = |plies| TurnKey { game: 7, plies };
        let alice = presence.join(1, 10);
        let again = presence.join(1, 10);
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
}
