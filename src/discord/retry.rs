//! Retrying Discord REST calls that failed for a passing reason, with `backon`.
//!
//! Transient: HTTP 429 (rate limited), 5xx, and failures to reach Discord at all (connect,
//! reset, timeout). Everything else (4xx such as 404 "Unknown interaction", a body Discord
//! refuses) fails at once: trying again would fail the same way.
//!
//! 429 and `retry_after`: with serenity's rate limiter on (production), serenity itself
//! sleeps the `Retry-After` seconds and repeats the request, so a 429 never reaches this
//! module. Behind `DISCORD_API_BASE` the rate limiter is off (serenity would otherwise
//! bypass the proxy, see `client.rs`) and serenity's error keeps only the status and the JSON
//! `code`/`message`, not `retry_after`; the backoff below then waits at least
//! [`FIRST_DELAY`], doubling, which is what a proxy's short per-route limits need.
//!
//! An interaction must be acknowledged within 3 s of its creation, so the whole schedule
//! ([`FIRST_DELAY`] doubling over [`RETRIES`] retries: 100 + 200 + 400 ms, jittered) stays
//! well inside that after the [`super::deadline::defer_after`] wait.

use std::future::Future;
use std::time::Duration;

use backon::{ExponentialBuilder, Retryable};
use poise::serenity_prelude as serenity;

/// Wait before the first retry; each further wait doubles.
pub const FIRST_DELAY: Duration = Duration::from_millis(100);

/// Retries after the first attempt.
pub const RETRIES: usize = 3;

/// Discord's JSON error code for a second acknowledgement of one interaction.
pub const ALREADY_ACKNOWLEDGED: isize = 40060;

/// The HTTP status of a failed request, if Discord answered at all.
fn status(e: &serenity::Error) -> Option<u16> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            Some(r.status_code.as_u16())
        }
        _ => None,
    }
}

/// Whether `e` may pass if the request is simply sent again.
pub fn is_transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => status(e).is_some_and(|s| s == 429 || (500..600).contains(&s)),
    }
}

/// Whether Discord refused `e` because the interaction was already acknowledged.
pub fn is_already_acknowledged(e: &serenity::Error) -> bool {
    matches!(
        e,
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.error.code == ALREADY_ACKNOWLEDGED
    )
}

fn schedule() -> ExponentialBuilder {
    ExponentialBuilder::default()
        .with_min_delay(FIRST_DELAY)
        .with_factor(2.0)
        .with_max_times(RETRIES)
        .with_jitter()
}

/// Runs `call` and, while it fails transiently, again on the backoff schedule; returns the
/// first success or the last error. `what` names the request in the logs.
pub async fn with_retry<T, Fut>(
    what: &'static str,
    call: impl FnMut() -> Fut,
) -> Result<T, serenity::Error>
where
    Fut: Future<Output = Result<T, serenity::Error>>,
{
    call.retry(schedule())
        .sleep(tokio::time::sleep)
        .when(is_transient)
        .notify(
            |e, after| tracing::warn!(what, error = %e, ?after, "Discord request failed; retrying"),
        )
        .await
}

/// [`with_retry`] for an interaction's first response: when a retry is refused as already
/// acknowledged, an earlier attempt reached Discord (only its answer was lost), so that
/// counts as success.
pub async fn acknowledge<Fut>(
    what: &'static str,
    mut call: impl FnMut() -> Fut,
) -> Result<(), serenity::Error>
where
    Fut: Future<Output = Result<(), serenity::Error>>,
{
    let mut attempts = 0usize;
    with_retry(what, || {
        attempts += 1;
        let retried = attempts > 1;
        let sent = call();
        async move {
            match sent.await {
                Err(e) if retried && is_already_acknowledged(&e) => {
                    tracing::info!(what, "an earlier attempt was acknowledged");
                    Ok(())
                }
                other => other,
            }
        }
    })
    .await
}
