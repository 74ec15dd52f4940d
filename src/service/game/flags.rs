//! When the next flag falls: the earliest moment a clock of an active game runs out, so that
//! the timer sweep can run then instead of at its next minute (a 1+0 game is lost on time
//! within a second, even when nobody is watching).
//!
//! In memory and only a hint: each sweep replaces it with what the store holds (so a restart
//! or another process's moves are picked up at the next sweep), and each reply about a game
//! with clocks updates its channel. The sweep itself decides from the store.

use std::collections::HashMap;
use std::sync::Mutex;

/// The flag time (Unix milliseconds) of each channel whose active game has clocks.
#[derive(Debug, Default)]
pub struct Flags(Mutex<HashMap<u64, u64>>);

impl Flags {
    /// Forgets every flag and keeps `flags`, as (channel, Unix milliseconds).
    pub fn replace(&self, flags: Vec<(u64, u64)>) {
        *self.lock() = flags.into_iter().collect();
    }

    /// `channel`'s flag falls at `at` (Unix milliseconds), or not at all (`None`: no active
    /// game with clocks).
    pub fn set(&self, channel: u64, at: Option<u64>) {
        let mut flags = self.lock();
        match at {
            Some(at) => flags.insert(channel, at),
            None => flags.remove(&channel),
        };
    }

    /// The earliest flag, Unix milliseconds.
    pub fn next(&self) -> Option<u64> {
        self.lock().values().min().copied()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, u64>> {
        // A panic while holding it leaves plain numbers behind: still usable.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_flag_is_the_earliest_of_the_channels() {
        let flags = Flags::default();
        assert_eq!(flags.next(), None);
        flags.set(1, Some(5_000));
        flags.set(2, Some(3_000));
        assert_eq!(flags.next(), Some(3_000));
        flags.set(2, None);
        assert_eq!(flags.next(), Some(5_000));
        flags.replace(vec![(7, 9_000)]);
        assert_eq!(flags.next(), Some(9_000));
    }
}
