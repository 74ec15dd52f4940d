//! The per-user rate limit on slash commands and button presses (`TOWERS_RATE_LIMIT`,
//! [`crate::config::RateLimit`]): a keyed token bucket from the `governor` crate, one bucket
//! per Discord user id. A command or press over the limit is answered privately with
//! [`too_fast_text`] and never reaches the game service, so it changes nothing.
//!
//! Every command passes [`command_check`] (poise's `command_check`, run before the command's
//! options are used); every button press passes [`allow`] first (`buttons.rs`). Autocomplete
//! requests are not counted: Discord sends one per keystroke, and they only read.
//! The limiter lives in serenity's type map under [`LimiterKey`], set by `build_client`.

use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::Duration;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};
use poise::serenity_prelude as serenity;

use super::{CommandError, Context};
use crate::config::RateLimit;

/// Users remembered before idle ones (whose bucket is full again) are forgotten.
const PRUNE_ABOVE: usize = 4096;

/// One token bucket per user id; or nothing at all when the limit is off.
pub struct CommandLimiter {
    limiter: Option<DefaultKeyedRateLimiter<u64>>,
    clock: DefaultClock,
}

/// The type-map key under which the client keeps its [`CommandLimiter`].
pub struct LimiterKey;

impl serenity::prelude::TypeMapKey for LimiterKey {
    type Value = Arc<CommandLimiter>;
}

impl CommandLimiter {
    /// A limiter for `limit` (`None`: every command is allowed).
    pub fn new(limit: Option<RateLimit>) -> CommandLimiter {
        let limiter = limit.map(|l| {
            let burst = NonZeroU32::new(l.burst).unwrap_or(NonZeroU32::MIN);
            let every = l.every.max(Duration::from_nanos(1));
            let quota = Quota::with_period(every)
                .unwrap_or_else(|| Quota::per_second(NonZeroU32::MIN))
                .allow_burst(burst);
            DefaultKeyedRateLimiter::keyed(quota)
        });
        CommandLimiter {
            limiter,
            clock: DefaultClock::default(),
        }
    }

    /// Counts one command of `user`: `Ok` when allowed, else how long until the next one is.
    pub fn check(&self, user: u64) -> Result<(), Duration> {
        let Some(limiter) = &self.limiter else {
            return Ok(());
        };
        if limiter.len() > PRUNE_ABOVE {
            limiter.retain_recent();
        }
        limiter
            .check_key(&user)
            .map_err(|not_until| not_until.wait_time_from(self.clock.now()))
    }
}

/// The private answer to a command over the limit: "You're sending commands too fast — try
/// again in 2 s." (whole seconds, rounded up; minutes from two minutes on).
pub fn too_fast_text(wait: Duration) -> crate::service::api::Message {
    let secs = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
    let secs = secs.max(1);
    let when = if secs >= 120 {
        crate::service::api::Message::new("wait-minutes").count("n", secs.div_ceil(60))
    } else {
        crate::service::api::Message::new("wait-seconds").count("n", secs)
    };
    crate::service::api::Message::new("too-fast").message("when", when)
}

/// Counts one command or press of `user` against the client's limiter: `Err` with the
/// private answer when it is over the limit.
pub async fn allow(ctx: &serenity::Context, user: u64) -> Result<(), crate::service::api::Message> {
    let limiter = ctx.data.read().await.get::<LimiterKey>().cloned();
    match limiter.map(|l| l.check(user)) {
        Some(Err(wait)) => {
            tracing::info!(user, wait_ms = wait.as_millis() as u64, "rate limited");
            Err(too_fast_text(wait))
        }
        _ => Ok(()),
    }
}

/// poise's `command_check`: refuses (privately, see `error.rs`) a command over the limit.
/// Autocomplete requests pass uncounted.
pub async fn command_check(ctx: Context<'_>) -> Result<bool, CommandError> {
    if let poise::Context::Application(app) = ctx {
        if app.interaction_type == poise::CommandInteractionType::Autocomplete {
            return Ok(true);
        }
    }
    allow(ctx.serenity_context(), ctx.author().id.get())
        .await
        .map_err(CommandError::Refused)?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_then_refused_per_user() {
        let limiter = CommandLimiter::new(Some(RateLimit {
            burst: 3,
            every: Duration::from_secs(3600),
        }));
        for _ in 0..3 {
            assert_eq!(limiter.check(1), Ok(()));
        }
        let wait = limiter.check(1).unwrap_err();
        assert!(
            wait > Duration::from_secs(3000) && wait <= Duration::from_secs(3600),
            "{wait:?}"
        );
        assert_eq!(
            limiter.check(2),
            Ok(()),
            "another user has a bucket of their own"
        );
    }

    #[test]
    fn off_allows_everything() {
        let limiter = CommandLimiter::new(None);
        for _ in 0..1000 {
            assert_eq!(limiter.check(1), Ok(()));
        }
    }

    #[test]
    fn the_answer_names_the_wait_in_whole_seconds() {
        assert_eq!(
            too_fast_text(Duration::from_millis(1200)).to_string(),
            "You're sending commands too fast — try again in 2 s."
        );
        assert_eq!(
            too_fast_text(Duration::ZERO).to_string(),
            "You're sending commands too fast — try again in 1 s."
        );
        assert_eq!(
            too_fast_text(Duration::from_secs(3599)).to_string(),
            "You're sending commands too fast — try again in 60 min."
        );
    }
}
