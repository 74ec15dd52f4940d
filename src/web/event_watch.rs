//! The events (tournaments and arenas) being watched: one poller per event that some socket
//! watches, shared
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

use crate::service::api::{EventRecord, EventView, GameService};

/// How often a watched tournament is read: at most one push a second.
pub const PUSH_EVERY: Duration = Duration::from_secs(1);

/// A tournament's latest view, `None` until first read.
pub type Latest = watch::Receiver<Option<Arc<EventView>>>;

/// Where a poller publishes its tournament's views.
type Publisher = watch::Sender<Option<Arc<EventView>>>;

/// The pollers running, by tournament id.
type Pollers = Arc<Mutex<HashMap<u64, Publisher>>>;

/// The pollers, by tournament id.
#[derive(Default)]
pub struct EventWatch {
    pollers: Pollers,
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
async fn poll(pollers: Pollers, games: Arc<GameService>, id: u64, sender: Publisher) {
    let mut last: Option<EventRecord> = None;
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
            let record = match reader.event_record(id) {
                Ok(record) => record,
                Err(e) => return (before, Some(Err(e))),
            };
            if before.as_ref() == Some(&record) {
                return (before, None);
            }
            let view = Arc::new(record.view());
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::{MemoryStore, Player, TournamentSpec, Variant};
    use std::time::Instant;

    fn player(id: u64) -> Player {
        Player {
            id,
            name: format!("p{id}"),
        }
    }

    #[tokio::test]
    async fn changes_within_a_second_make_one_push_and_no_change_makes_none() {
        let games = Arc::new(GameService::new(Arc::new(MemoryStore::default())));
        let mut spec = TournamentSpec::new(1, Variant::Bashni);
        spec.guild = Some(7);
        let id = games
            .create_tournament(&spec, &player(1), 1_800_000_000)
            .unwrap()
            .id;
        let watch = EventWatch::default();
        let mut latest = watch.watch(&games, id);
        latest.changed().await.unwrap();
        let first = latest.borrow_and_update().clone().expect("the first view");
        assert!(first.entrants.is_empty());
        let seen = Instant::now();
        // Five joins while the poller waits for its next read (this runtime's one thread
        // runs them before the poller can run again).
        for p in 10..15 {
            games
                .join_tournament(id, &player(p), 1_800_000_000)
                .unwrap();
        }
        latest.changed().await.unwrap();
        let next = latest.borrow_and_update().clone().expect("a view");
        assert_eq!(next.entrants.len(), 5, "the five joins in one push");
        assert!(
            seen.elapsed() >= PUSH_EVERY.mul_f64(0.9),
            "not before the next second: {:?}",
            seen.elapsed()
        );
        // Nothing changed: nothing is pushed.
        let quiet = tokio::time::timeout(PUSH_EVERY * 3, latest.changed()).await;
        assert!(quiet.is_err(), "a push without a change");
        // A second watcher shares the poller; once both are gone, it stops.
        let other = watch.watch(&games, id);
        assert_eq!(watch.polled(), 1);
        drop((latest, other));
        tokio::time::sleep(PUSH_EVERY * 2).await;
        assert_eq!(
            watch.polled(),
            0,
            "the poller stopped with its last watcher"
        );
    }
}
