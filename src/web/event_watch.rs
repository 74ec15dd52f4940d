//! The tournaments being watched: one poller per tournament that some socket watches, shared
//! by all of them. Every [`PUSH_EVERY`] it reads the tournament's record and, when it changed
//! (a round paired, a result recorded, a player joined: anything the view shows), publishes
//! its new view to the watchers, so a tournament's sockets get at most one push a second
//! however fast it changes, and the store is read once a second per tournament watched, not
//! per socket. A poller stops when its last watcher has gone. Which sockets may watch which
//! tournament (the guild check) is decided before they subscribe (`events.rs`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::sync::watch;

use crate::service::api::{event_view, EventView, GameService, TournamentRecord};

/// How often a watched tournament is read: at most one push a second.
pub const PUSH_EVERY: Duration = Duration::from_secs(1);

/// A tournament's latest view, `None` until first read.
pub type Latest = watch::Receiver<Option<Arc<EventView>>>;

/// The pollers, by tournament id.
#[derive(Default)]
pub struct EventWatch {
    pollers: Arc<Mutex<HashMap<u64, watch::Sender<Option<Arc<EventView>>>>>>,
}

impl EventWatch {
    /// Follows tournament `id`'s view, starting its poller if nobody watched it. The caller
    /// has checked that its viewer may see it.
    pub fn watch(&self, games: &Arc<GameService>, id: u64) -> Latest {
        let mut pollers = self.pollers.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(sender) = pollers.get(&id) {
            return sender.subscribe();
        }
        let (sender, latest) = watch::channel(None);
        pollers.insert(id, sender.clone());
        tokio::spawn(poll(self.pollers.clone(), games.clone(), id, sender));
        latest
    }

    /// How many tournaments are polled now.
    pub fn polled(&self) -> usize {
        self.pollers.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// Reads tournament `id` every [`PUSH_EVERY`] while anyone watches, publishing its view when
/// the record changed.
async fn poll(
    pollers: Arc<Mutex<HashMap<u64, watch::Sender<Option<Arc<EventView>>>>>>,
    games: Arc<GameService>,
    id: u64,
    sender: watch::Sender<Option<Arc<EventView>>>,
) {
    let mut last: Option<TournamentRecord> = None;
    let mut every = tokio::time::interval(PUSH_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        every.tick().await;
        {
            // Decided under the lock a new watcher subscribes under: none is left unserved.
            let mut map = pollers.lock().unwrap_or_else(|e| e.into_inner());
            if sender.receiver_count() == 0 {
                map.remove(&id);
                return;
            }
        }
        let reader = games.clone();
        let before = last.take();
        // The read, the comparison and the standings are the blocking pool's work.
        let read = tokio::task::spawn_blocking(move || {
            let record = match reader.tournament(id) {
                Ok(record) => record,
                Err(e) => return (before, Some(Err(e))),
            };
            if before.as_ref() == Some(&record) {
                return (before, None);
            }
            let view = Arc::new(event_view(&record));
            (Some(record), Some(Ok(view)))
        })
        .await;
        let view = match read {
            Ok((kept, changed)) => {
                last = kept;
                match changed {
                    None => continue,
                    Some(Ok(view)) => view,
                    Some(Err(e)) => {
                        tracing::debug!(tournament = id, error = %e, "a watched tournament cannot be read");
                        continue;
                    }
                }
            }
            Err(e) => {
                tracing::error!(tournament = id, error = %e, "a tournament's read failed");
                continue;
            }
        };
        sender.send_replace(Some(view));
    }
}
