//! When an interaction must be deferred.
//!
//! Discord fails an interaction whose first answer comes later than 3 s after Discord
//! created it (the player sees "This interaction failed"). The time already spent before
//! the handler starts (the gateway, a busy runtime) counts, so the deferral deadline is
//! reckoned from the interaction's creation, read from its id (a snowflake: milliseconds since
//! Discord's epoch 2015-01-01 in its top 42 bits), plus `TOWERS_DEFER_AFTER` (default 2 s).
//!
//! The service draws about one board picture per core at a time (`GameService::work_queued`): a
//! command that finds them all taken is deferred at once, since its answer will wait in line,
//! and the runtime threads that send deferrals keep their share of the CPU.

use std::time::{Duration, SystemTime};

use poise::serenity_prelude as serenity;
use tokio::time::Instant;

use super::Context;
use crate::service::api::GameService;

/// The type-map key under which the client keeps `TOWERS_DEFER_AFTER`
/// ([`crate::config::DiscordConfig::defer_after`]), set by `build_client`.
pub struct DeferAfterKey;

impl serenity::prelude::TypeMapKey for DeferAfterKey {
    type Value = Duration;
}

/// How long the service may take before an interaction is deferred ("thinking...") and its
/// reply becomes a follow-up: the client's `TOWERS_DEFER_AFTER`, by default 2 s (Discord
/// wants an answer within 3 s).
pub async fn defer_after(ctx: &serenity::Context) -> Duration {
    ctx.data
        .read()
        .await
        .get::<DeferAfterKey>()
        .copied()
        .unwrap_or(crate::config::DEFAULT_DEFER_AFTER)
}

/// An interaction older than this by the local clock is taken as a clock that disagrees with
/// Discord's, not as a late interaction: its deadline then counts from the handler's start.
const PLAUSIBLE_AGE: Duration = Duration::from_secs(60);

pub use crate::snowflake::created_at;

/// How long ago (at `now`) Discord created interaction `id`: 0 when the local clock says it
/// was created later than `now` or more than [`PLAUSIBLE_AGE`] ago (the clocks disagree).
pub fn age(id: u64, now: SystemTime) -> Duration {
    match now.duration_since(created_at(id)) {
        Ok(age) if age <= PLAUSIBLE_AGE => age,
        Ok(age) => {
            tracing::debug!(
                interaction = id,
                age_ms = age.as_millis(),
                "interaction looks old: the local clock disagrees with Discord's"
            );
            Duration::ZERO
        }
        Err(_) => Duration::ZERO,
    }
}

/// The instant by which interaction `id` must be deferred if its answer is not ready:
/// its creation plus [`defer_after`] (now, when that has passed).
pub async fn defer_deadline(ctx: &serenity::Context, id: u64) -> Instant {
    let wait = defer_after(ctx).await;
    Instant::now() + wait.saturating_sub(age(id, SystemTime::now()))
}

/// When the command `ctx` must be deferred if its answer is not ready: [`defer_deadline`]
/// of its interaction ([`defer_after`] from now for a prefix command).
pub async fn command_deadline(ctx: Context<'_>) -> Instant {
    match ctx {
        poise::Context::Application(app) => {
            defer_deadline(ctx.serenity_context(), app.interaction.id.get()).await
        }
        poise::Context::Prefix(_) => Instant::now() + defer_after(ctx.serenity_context()).await,
    }
}

/// `Some(now)` when the service's work for an answer would wait in line
/// ([`GameService::work_queued`]): the interaction is then deferred at once.
pub fn queued_deadline(games: &GameService) -> Option<Instant> {
    games.work_queued().then(Instant::now)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn age_counts_from_creation_and_ignores_a_disagreeing_clock() {
        let id = 175_928_847_299_117_063_u64;
        let created = created_at(id);
        assert_eq!(
            age(id, created + Duration::from_millis(2_500)),
            Duration::from_millis(2_500)
        );
        assert_eq!(age(id, created - Duration::from_secs(1)), Duration::ZERO);
        assert_eq!(
            age(id, created + Duration::from_secs(3_600)),
            Duration::ZERO
        );
    }
}
