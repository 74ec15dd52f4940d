//! Where "now" comes from for the timers (move time limits, challenge expiry): the system
//! clock in production, a clock the test sets in tests.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

/// A source of the current time, in Unix seconds.
pub trait Clock: Send + Sync + 'static {
    /// The current time, Unix seconds.
    fn now(&self) -> u64;

    /// The current time, Unix milliseconds (game clocks); by default `now` in whole seconds.
    fn now_ms(&self) -> u64 {
        self.now().saturating_mul(1000)
    }
}

/// The machine's clock (0 if it reads before 1970).
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> u64 {
        self.now_ms() / 1000
    }

    fn now_ms(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
            .unwrap_or(0)
    }
}

/// A clock that only moves when told to; clones share the same time (kept in milliseconds).
#[derive(Clone, Debug, Default)]
pub struct ManualClock(Arc<AtomicU64>);

impl ManualClock {
    /// A clock reading `now` (Unix seconds).
    pub fn at(now: u64) -> ManualClock {
        ManualClock(Arc::new(AtomicU64::new(now.saturating_mul(1000))))
    }

    /// Sets the time to `now` (Unix seconds).
    pub fn set(&self, now: u64) {
        self.0.store(now.saturating_mul(1000), Ordering::SeqCst);
    }

    /// Moves the time forward by `secs`.
    pub fn advance(&self, secs: u64) {
        self.advance_ms(secs.saturating_mul(1000));
    }

    /// Moves the time forward by `ms` milliseconds.
    pub fn advance_ms(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> u64 {
        self.now_ms() / 1000
    }

    fn now_ms(&self) -> u64 {
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
        clock.advance_ms(1_500);
        assert_eq!((other.now(), other.now_ms()), (6, 6_500));
        assert!(SystemClock.now() > 1_700_000_000);
    }
}
