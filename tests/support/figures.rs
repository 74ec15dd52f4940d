//! The benches' figures: percentiles of latencies, milliseconds as printed, the machine's load.

use std::time::Duration;

/// The `p`-th percentile (0-100, nearest rank) of a sorted sample; zero for an empty one.
pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// `d` in milliseconds with two decimals, e.g. `12.34 ms`.
pub fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

/// The 1, 5 and 15 minute load averages (`/proc/loadavg`), or `?` where there is none.
pub fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}
