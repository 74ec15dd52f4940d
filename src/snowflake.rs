//! Discord's snowflake ids: the object's creation time in the top 42 bits, in milliseconds
//! since Discord's epoch, then 22 bits that tell ids of the same millisecond apart
//! (<https://discord.com/developers/docs/reference#snowflakes>).

use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Discord's epoch (2015-01-01T00:00:00Z) in Unix milliseconds.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// When Discord created the object with snowflake `id`.
pub fn created_at(id: u64) -> SystemTime {
    UNIX_EPOCH + Duration::from_millis((id >> 22).saturating_add(DISCORD_EPOCH_MS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snowflake_gives_its_creation_time() {
        // Discord's own example: 175928847299117063 was created at 2016-04-30 11:18:25.796 UTC.
        let example = created_at(175_928_847_299_117_063);
        assert_eq!(
            example.duration_since(UNIX_EPOCH).unwrap().as_millis(),
            1_462_015_105_796
        );
    }
}
