//! How large an engine's transposition table is.
//!
//! The process sets one size for the engines it makes ([`set_default_megabytes`]): `towers
//! serve` from `TOWERS_ENGINE_TABLE_MB`, or [`suggested_megabytes`] of the machine's memory
//! and the number of engines the bot holds at once (its running searches plus the engines
//! kept between moves). Without a call (tools, tests) it is [`DEFAULT_MB`], so their searches
//! do not depend on the machine.
//!
//! The suggestion: an eighth of the memory spread over those engines, rounded down to a
//! power of two, at least 16 MiB and at most [`MAX_SUGGESTED_MB`]. A level-6 move (2 s)
//! visits a few million positions and stores about one in three, so 64 MiB (4 M entries)
//! holds a whole move's search; a larger table only misses the caches more.

use std::sync::atomic::{AtomicU32, Ordering};

use super::tt::ENTRY_BYTES;

/// The size without a setting (tools, tests): 16 MiB (2^20 entries).
pub const DEFAULT_MB: usize = 16;
/// The smallest and largest size the setting accepts, MiB.
pub const MB_RANGE: std::ops::RangeInclusive<usize> = 1..=65_536;
/// The largest size [`suggested_megabytes`] gives.
pub const MAX_SUGGESTED_MB: usize = 64;

const MIB: usize = 1 << 20;

/// Entries (as a power of two) of the tables new engines get.
static DEFAULT_BITS: AtomicU32 = AtomicU32::new(bits_for(DEFAULT_MB));

/// The power of two of the most 16-byte entries that fit in `mb` MiB (`mb` at least 1).
pub const fn bits_for(mb: usize) -> u32 {
    let entries = if mb == 0 { 1 } else { mb * MIB / ENTRY_BYTES };
    usize::BITS - 1 - entries.leading_zeros()
}

/// Engines made from now on ([`super::Engine::new`], [`super::Engine::with_seed`]) get a
/// table of `mb` MiB (rounded down to a power of two entries).
pub fn set_default_megabytes(mb: usize) {
    DEFAULT_BITS.store(bits_for(mb.max(1)), Ordering::Relaxed);
}

/// The table size of new engines, as a power of two of entries.
pub(crate) fn default_bits() -> u32 {
    DEFAULT_BITS.load(Ordering::Relaxed)
}

/// The table size for a process holding `engines` engines at once on a machine with
/// `memory` bytes (see the module docs); [`DEFAULT_MB`] when the memory is unknown.
pub fn suggested_megabytes(memory: Option<u64>, engines: usize) -> usize {
    let Some(memory) = memory else {
        return DEFAULT_MB;
    };
    let share = memory / 8 / engines.max(1) as u64 / MIB as u64;
    let power = if share == 0 {
        0
    } else {
        1u64 << (63 - share.leading_zeros())
    };
    (power as usize).clamp(DEFAULT_MB, MAX_SUGGESTED_MB)
}

/// The machine's physical memory in bytes, if the system says.
pub fn machine_memory() -> Option<u64> {
    #[cfg(unix)]
    {
        // SAFETY: sysconf reads system constants; no memory is passed.
        let (pages, size) = unsafe {
            (
                libc::sysconf(libc::_SC_PHYS_PAGES),
                libc::sysconf(libc::_SC_PAGESIZE),
            )
        };
        (pages > 0 && size > 0).then(|| pages as u64 * size as u64)
    }
    #[cfg(not(unix))]
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_round_down_to_a_power_of_two_of_entries() {
        assert_eq!(bits_for(16), 20);
        assert_eq!(bits_for(64), 22);
        assert_eq!(bits_for(100), 22);
        assert_eq!(bits_for(1), 16);
    }

    #[test]
    fn the_suggestion_shares_an_eighth_of_the_memory() {
        const GIB: u64 = 1 << 30;
        assert_eq!(suggested_megabytes(None, 5), DEFAULT_MB);
        // 1 GiB over 5 engines: 25 MiB each, rounded down to 16.
        assert_eq!(suggested_megabytes(Some(GIB), 5), 16);
        // 2 GiB over 5: 51 MiB, 32.
        assert_eq!(suggested_megabytes(Some(2 * GIB), 5), 32);
        assert_eq!(suggested_megabytes(Some(24 * GIB), 5), MAX_SUGGESTED_MB);
        assert_eq!(suggested_megabytes(Some(GIB / 4), 5), DEFAULT_MB);
        assert_eq!(suggested_megabytes(Some(GIB), 0), 64);
    }
}
