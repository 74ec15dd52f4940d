//! Game events: every change of a channel's game or challenge, published on an in-process
//! bus ([`Events`], a `tokio::sync::broadcast` channel) with where it came from ([`Origin`]),
//! so that a front end can show it where it did not happen (the Activity's sockets after a
//! slash command; the channel's board message after a move in the Activity).

use tokio::sync::broadcast;

/// How many events a slow receiver may fall behind before it misses some (it then gets
/// `RecvError::Lagged` and should reread the state it shows).
pub const EVENT_BACKLOG: usize = 1024;

/// Who made a change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// A slash command or a button in the channel (or the console).
    Chat,
    /// A message of the Activity (the web front end).
    Activity,
    /// The bot's own move.
    Bot,
    /// The timer sweep (an expired challenge, a reminder, a win on time).
    Timer,
    /// Another process sharing the store (PostgreSQL), whatever made the change there.
    Elsewhere,
}

/// The game or challenge of `channel` changed; `origin` says how. The state itself is read
/// again by whoever shows it (`GameService::live`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEvent {
    pub channel: u64,
    pub origin: Origin,
}

/// The bus: one sender, any number of receivers ([`Events::subscribe`]); clones share it.
#[derive(Clone)]
pub struct Events {
    sender: broadcast::Sender<GameEvent>,
}

impl Default for Events {
    fn default() -> Self {
        Events {
            sender: broadcast::channel(EVENT_BACKLOG).0,
        }
    }
}

impl Events {
    /// Tells every receiver that `channel` changed by `origin`. Without receivers the event
    /// is dropped (nobody is watching).
    pub fn publish(&self, channel: u64, origin: Origin) {
        let _ = self.sender.send(GameEvent { channel, origin });
    }

    /// A receiver of every event published from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<GameEvent> {
        self.sender.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_receiver_gets_each_event_in_order() {
        let events = Events::default();
        events.publish(1, Origin::Chat); // nobody listens yet: dropped
        let mut a = events.subscribe();
        let mut b = events.subscribe();
        events.publish(7, Origin::Activity);
        events.publish(8, Origin::Bot);
        for rx in [&mut a, &mut b] {
            assert_eq!(
                rx.try_recv().unwrap(),
                GameEvent {
                    channel: 7,
                    origin: Origin::Activity
                }
            );
            assert_eq!(rx.try_recv().unwrap().origin, Origin::Bot);
            assert!(rx.try_recv().is_err());
        }
    }
}
