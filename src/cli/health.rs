//! `towers health`: whether the `towers serve` of a data directory is alive (for Docker's
//! HEALTHCHECK).

use std::path::PathBuf;
use std::time::Duration;

use towers::health;

/// Options of `towers health`.
#[derive(clap::Args)]
pub struct HealthArgs {
    /// Data directory of the serving process.
    #[arg(long, env = "TOWERS_DATA_DIR", default_value = towers::config::DEFAULT_DATA_DIR)]
    data: PathBuf,
    /// The oldest heartbeat that still counts as alive (e.g. 60s, 2m).
    #[arg(long, default_value = "60s", value_parser = humantime::parse_duration)]
    max_age: Duration,
    /// How long no gateway shard may be connected before the bot counts as unhealthy.
    #[arg(long, default_value = "3m", value_parser = humantime::parse_duration)]
    gateway_grace: Duration,
}

/// `towers health`: judges the heartbeat of the serving process of `data`; prints one line.
pub fn run(args: HealthArgs) -> anyhow::Result<()> {
    let HealthArgs {
        data,
        max_age,
        gateway_grace,
    } = args;
    let beat = health::read(&data)?;
    let now = health::unix_secs(std::time::SystemTime::now());
    health::judge(&beat, now, max_age, gateway_grace)?;
    println!(
        "healthy: pid {}, {} of {} gateway shards connected, last beat {} s ago",
        beat.pid,
        beat.shards_connected,
        beat.shards_total,
        now.saturating_sub(beat.written_at)
    );
    Ok(())
}
