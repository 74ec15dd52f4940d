//! Counting the bot's timer sweeps, so that a test shows "nothing happened" after a whole
//! sweep instead of after a sleep. The sweeper scans the active records (counted here), then
//! acts and posts, one sweep after the other.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use towers_store::Store;

use super::poll;
use super::stores::{Hook, Hooked, Op};

/// The scans of the stores made by [`Sweeps::counting`].
#[derive(Clone, Default)]
pub struct Sweeps(Arc<AtomicUsize>);

impl Sweeps {
    /// `store`, each of its scans of the active records (one per sweep) counted.
    pub fn counting<S: Store>(&self, store: S) -> Hooked<S, impl Hook> {
        let scans = self.0.clone();
        Hooked::new(store, move |op| {
            if op == Op::ActiveRecords {
                scans.fetch_add(1, Ordering::SeqCst);
            }
            Ok(())
        })
    }

    /// Waits until at least one whole sweep ran after this call: the scan after the next may
    /// still have read the clock before this call; the one after that read it after, and it
    /// has finished (posted its notices) once a further scan starts.
    pub async fn swept(&self) {
        let from = self.0.load(Ordering::SeqCst);
        let swept = poll::until_true(Duration::from_secs(20), || {
            self.0.load(Ordering::SeqCst) >= from + 3
        })
        .await;
        assert!(swept, "the bot did not sweep");
    }
}
