//! Where "now" comes from for the timers (move time limits, challenge expiry): the system
//! clock in production, a clock the test sets in tests.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// A source of the current time, in Unix seconds.
pub trait Clock: Send + Sync + 'static {
    /// The current time, Unix seconds.
    fn now(&self) -> u64;
}

/// The machine's clock (0 if it reads before 1970).
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_secs())
            .unwrap_or(0)
    }
}

/// A clock that only moves when told to; clones share the same time.
#[derive(Clone, Debug, Default)]
pub struct ManualClock(Arc<AtomicU64>);

impl ManualClock {
    /// A clock reading `now` (Unix seconds).
    pub fn at(now: u64) -> ManualClock {
        ManualClock(Arc::new(AtomicU64::new(now)))
    }

    /// Sets the time to `now`.
    pub fn set(&self, now: u64) {
        self.0.store(now, Ordering::SeqCst);
    }

    /// Moves the time forward by `secs`.
    pub fn advance(&self, secs: u64) {
        self.0.fetch_add(secs, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_manual_clock_moves_only_when_told_and_clones_share_it() {
        let clock = ManualClock::at(100);
        let other = clock.clone();
        assert_eq!(other.now(), 100);
        clock.advance(60);
        assert_eq!(other.now(), 160);
        other.set(5);
        assert_eq!(clock.now(), 5);
        assert!(SystemClock.now() > 1_700_000_000);
    }
}
