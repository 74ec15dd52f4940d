//! The one way a test waits for something the bot does in its own time: repeat a check until
//! it gives a value or the time is up. The caller says what failed (it can show then what it
//! saw, which a message built before the wait could not).

use std::time::Duration;

/// How long between two checks.
pub const EVERY: Duration = Duration::from_millis(20);

/// Repeats `check` every [`EVERY`] (without blocking the runtime) until it returns `Some`,
/// and returns that value; `None` once `within` has passed without one. A check may itself
/// panic, e.g. when the bot process it waits for has exited.
pub async fn until<T>(within: Duration, mut check: impl FnMut() -> Option<T>) -> Option<T> {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        if let Some(found) = check() {
            return Some(found);
        }
        if tokio::time::Instant::now() >= deadline {
            return None;
        }
        tokio::time::sleep(EVERY).await;
    }
}

/// [`until`] for a condition: whether `done` held within `within`.
pub async fn until_true(within: Duration, mut done: impl FnMut() -> bool) -> bool {
    until(within, || done().then_some(())).await.is_some()
}
