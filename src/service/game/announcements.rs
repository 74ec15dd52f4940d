//! Replies to post in a channel's chat for changes made elsewhere: a move made in the
//! Activity (the board you can click) and the bot's answer to it. The web front end announces
//! them; the Discord front end posts each as a channel message, as it would have answered the
//! same `/move`, so the channel's history shows every move whichever way it was made.
//!
//! In memory, on a `tokio::sync::broadcast` channel: an announcement nobody listens to (no
//! Discord front end in this process) is dropped.

use std::sync::Arc;

use tokio::sync::broadcast;

use crate::service::Reply;

/// How many announcements a slow poster may fall behind before it misses some.
pub const ANNOUNCEMENT_BACKLOG: usize = 256;

/// `reply` to post in `channel` (of server `guild`, whose language it is worded in).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Announcement {
    pub channel: u64,
    pub guild: Option<u64>,
    pub reply: Reply,
    /// The game whose one live message in the channel this reply updates (edited in place
    /// unless it pings someone or ends the game); `None`: posted as a message of its own.
    pub game: Option<u64>,
}

/// The bus: one sender, any number of posters.
pub struct Announcements {
    sender: broadcast::Sender<Arc<Announcement>>,
}

impl Default for Announcements {
    fn default() -> Self {
        Announcements {
            sender: broadcast::channel(ANNOUNCEMENT_BACKLOG).0,
        }
    }
}

impl Announcements {
    /// Hands `announcement` to every poster listening now.
    pub fn announce(&self, announcement: Announcement) {
        let _ = self.sender.send(Arc::new(announcement));
    }

    /// A receiver of every announcement from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Announcement>> {
        self.sender.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posters_listening_get_each_announcement() {
        let bus = Announcements::default();
        let post = |channel| Announcement {
            channel,
            guild: None,
            reply: Reply::default(),
            game: None,
        };
        bus.announce(post(1)); // nobody listens: dropped
        let mut poster = bus.subscribe();
        bus.announce(post(2));
        assert_eq!(poster.try_recv().unwrap().channel, 2);
        assert!(poster.try_recv().is_err());
    }
}
