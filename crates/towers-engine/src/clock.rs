//! Where the search reads the time from: the wall clock in play, a fake one in tests so that
//! a test can check that the search keeps to its time budget without timing anything.

use std::cell::Cell;
use std::time::{Duration, Instant};

/// A source of elapsed time since the search started.
pub trait Clock {
    /// Time spent so far.
    fn elapsed(&self) -> Duration;
}

/// The wall clock, started when made.
#[derive(Debug)]
pub struct WallClock(Instant);

impl WallClock {
    /// A clock reading zero now.
    pub fn start() -> WallClock {
        WallClock(Instant::now())
    }
}

impl Clock for WallClock {
    fn elapsed(&self) -> Duration {
        self.0.elapsed()
    }
}

/// A clock that advances by `step` each time it is read (for tests): the search's time use
/// then depends only on how often it looks at the clock, which is every
/// [`CLOCK_INTERVAL`](super::search::CLOCK_INTERVAL) nodes.
#[derive(Debug)]
pub struct FakeClock {
    now: Cell<Duration>,
    step: Duration,
    reads: Cell<u64>,
}

impl FakeClock {
    /// A fake clock at zero advancing `step` per read.
    pub fn new(step: Duration) -> FakeClock {
        FakeClock {
            now: Cell::new(Duration::ZERO),
            step,
            reads: Cell::new(0),
        }
    }

    /// How many times the clock was read.
    pub fn reads(&self) -> u64 {
        self.reads.get()
    }
}

impl Clock for FakeClock {
    fn elapsed(&self) -> Duration {
        self.reads.set(self.reads.get() + 1);
        let now = self.now.get() + self.step;
        self.now.set(now);
        now
    }
}
