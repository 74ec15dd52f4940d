//! [`Puzzles`]: the puzzle commands' own part of the service, over the store that keeps
//! attempts, ratings and daily puzzles.

use std::sync::{Arc, Mutex, MutexGuard};

use towers_store::Store;

use crate::service::board::pictures::Pictures;
use crate::service::server::settings::Servers;

/// `/puzzle`, `/solve` and the daily puzzle: what they keep in the store (`store.rs`), how
/// they play (`play.rs`), rate (`ratings.rs`) and post the daily puzzle (`daily.rs`). Reads
/// the servers' settings (the default game, the daily puzzle's channel) and draws boards
/// with the service's pictures.
pub struct Puzzles {
    pub(super) store: Arc<dyn Store>,
    pub(super) servers: Servers,
    pub(super) pictures: Arc<Pictures>,
    /// Picks among the puzzles nearest a player's rating.
    rng: Mutex<fastrand::Rng>,
}

impl Puzzles {
    /// Puzzles kept in `store`, with the settings of `servers`, drawn by `pictures`; picks
    /// from a randomly seeded generator.
    pub fn new(store: Arc<dyn Store>, servers: Servers, pictures: Arc<Pictures>) -> Self {
        Puzzles {
            store,
            servers,
            pictures,
            rng: Mutex::new(fastrand::Rng::new()),
        }
    }

    /// Picks from a generator seeded with `seed` from now on (repeatable, for tests).
    pub fn seed(&self, seed: u64) {
        *self.rng() = fastrand::Rng::with_seed(seed);
    }

    /// The random number generator (still usable if a thread panicked while holding it).
    pub(super) fn rng(&self) -> MutexGuard<'_, fastrand::Rng> {
        self.rng.lock().unwrap_or_else(|e| e.into_inner())
    }
}
