//! Notices waiting for a channel: answers that changed a game but never reached Discord
//! (the interaction callback and the fallback channel message both failed). The front end
//! leaves one with [`Notices::leave`] and shows them with its next public answer in that
//! channel ([`Notices::take`]), so players learn what happened to their command.
//!
//! Kept in memory: a restart forgets them (the game itself is stored, and `/board` shows
//! it).

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

/// At most this many notices wait per channel; older ones are dropped first.
pub const MAX_NOTICES: usize = 5;

/// Pending notices per channel, oldest first.
#[derive(Debug, Default)]
pub struct Notices {
    pending: Mutex<HashMap<u64, Vec<String>>>,
}

impl Notices {
    fn pending(&self) -> MutexGuard<'_, HashMap<u64, Vec<String>>> {
        // Nothing here can be left half-changed by a panic.
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Keeps `text` for `channel`'s next answer.
    pub fn leave(&self, channel: u64, text: String) {
        let mut pending = self.pending();
        let list = pending.entry(channel).or_default();
        list.push(text);
        if list.len() > MAX_NOTICES {
            list.remove(0);
        }
    }

    /// Removes and returns `channel`'s notices, oldest first (empty when none).
    pub fn take(&self, channel: u64) -> Vec<String> {
        self.pending().remove(&channel).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notices_are_per_channel_taken_once_and_bounded() {
        let notices = Notices::default();
        notices.leave(1, "a".into());
        notices.leave(2, "b".into());
        notices.leave(1, "c".into());
        assert_eq!(notices.take(1), ["a", "c"]);
        assert!(notices.take(1).is_empty());
        for i in 0..MAX_NOTICES + 2 {
            notices.leave(3, i.to_string());
        }
        let kept = notices.take(3);
        assert_eq!(kept.len(), MAX_NOTICES);
        assert_eq!(kept[0], "2");
        assert_eq!(notices.take(2), ["b"]);
    }
}
