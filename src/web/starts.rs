//! How many games a user may start from the board: challenges and rematches post a message
//! in the channel, so each user has a token bucket of [`BURST`], refilled one every
//! [`EVERY`], whatever their sockets (a socket's own limit is per socket,
//! `socket::MESSAGES_PER_SECOND`). Over it the request is refused with
//! `activity-refuse-too-many-starts` and reaches no service.

use std::num::NonZeroU32;
use std::time::Duration;

use governor::{DefaultKeyedRateLimiter, Quota};

/// Starts a user may make at once.
pub const BURST: u32 = 10;

/// Then one start per this long.
pub const EVERY: Duration = Duration::from_secs(6);

/// Users remembered before those whose bucket is full again are forgotten.
const PRUNE_ABOVE: usize = 4096;

/// One bucket per user id.
pub struct Starts {
    limiter: DefaultKeyedRateLimiter<u64>,
}

impl Default for Starts {
    fn default() -> Self {
        let burst = NonZeroU32::new(BURST).unwrap_or(NonZeroU32::MIN);
        let quota = Quota::with_period(EVERY)
            .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
            .allow_burst(burst);
        Starts {
            limiter: DefaultKeyedRateLimiter::keyed(quota),
        }
    }
}

impl Starts {
    /// Counts one start of `user`: whether it is allowed.
    pub fn allow(&self, user: u64) -> bool {
        if self.limiter.len() > PRUNE_ABOVE {
            self.limiter.retain_recent();
        }
        self.limiter.check_key(&user).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_gets_the_burst_then_waits_and_others_are_not_held_up() {
        let starts = Starts::default();
        for _ in 0..BURST {
            assert!(starts.allow(1));
        }
        assert!(!starts.allow(1), "past the burst");
        assert!(starts.allow(2), "another user has their own bucket");
    }
}
