//! The transposition table: one slot per key bucket, always-replace except that a deeper
//! entry of another position from the current search is kept over a shallower one. An entry
//! of the same position is replaced, but the search may keep its best move when the new
//! entry has none ([`Table::store`]'s `keep_best`).
//!
//! An entry is two words: the full key, and the data packed as score (i32), depth (u8),
//! bound (2 bits), the index of the best move in the position's generated move list (u8,
//! move generation is deterministic so the index names the move), and the search generation.
//! Storing an index instead of the 68-byte [`towers_rules::Move`] keeps entries at 16 bytes.
//! The key is stored XOR the data, so that threads sharing the table ([`super::smp`]) never
//! take half of one entry with half of another for a hit.

use std::sync::atomic::{AtomicU64, Ordering};

/// How a stored score bounds the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    /// The true score is exactly this.
    Exact,
    /// The true score is at least this (a beta cut-off).
    Lower,
    /// The true score is at most this (no move raised alpha).
    Upper,
}

/// What a probe found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hit {
    pub score: i32,
    pub depth: u8,
    pub bound: Bound,
    /// Index of the best move in the generated list, if one was stored.
    pub best: Option<u8>,
}

/// No move stored.
const NO_MOVE: u64 = 0xFF;

/// One entry: the key XOR the data, and the data, side by side so that a probe touches one
/// cache line. Threads of one search share the table without locks ([`super::smp`]): each
/// word is read and written whole (relaxed atomics, plain moves on x86-64), and an entry
/// whose two words come from different stores fails the XOR check and counts as a miss.
type Slot = [AtomicU64; 2];

// The table is allocated as zeroed `u64` words and used as atomics.
const _: () = assert!(
    std::mem::size_of::<AtomicU64>() == std::mem::size_of::<u64>()
        && std::mem::align_of::<AtomicU64>() == std::mem::align_of::<u64>()
);

/// Bytes of a huge page (x86-64 Linux transparent huge pages).
const HUGE_PAGE: usize = 2 << 20;

/// Bytes of one entry.
pub(crate) const ENTRY_BYTES: usize = std::mem::size_of::<Slot>();

/// A fixed-size table of `2^bits` entries.
///
/// A probe is the search's main cost after the evaluation: the table is far larger than the
/// caches, and with 4 KiB pages a 16 MiB table also misses the address translation cache on
/// most probes. So a table of a huge page or more starts on a huge-page boundary inside its
/// buffer and asks Linux for huge pages there (`madvise`, honoured where transparent huge
/// pages are `always` or `madvise`); elsewhere it works the same, only slower.
#[derive(Debug)]
pub(crate) struct Table {
    /// Zeroed on allocation (untouched pages until the first store).
    buffer: Box<[Slot]>,
    /// Index of the first slot in `buffer`.
    start: usize,
    mask: usize,
    generation: u8,
}

/// `n` zeroed slots, allocated as zeroed memory (the pages stay untouched until used).
fn zeroed_slots(n: usize) -> Box<[Slot]> {
    let words: Box<[[u64; 2]]> = vec![[0u64; 2]; n].into_boxed_slice();
    // SAFETY: `[AtomicU64; 2]` has the size and alignment of `[u64; 2]` (asserted above)
    // and every bit pattern is a valid atomic; the allocation is handed over whole, with
    // the same length and layout, so the box frees it as it was allocated.
    unsafe { Box::from_raw(Box::into_raw(words) as *mut [Slot]) }
}

impl Table {
    /// A table of `2^bits` entries (16 bytes each).
    pub fn new(bits: u32) -> Table {
        let n = 1usize << bits;
        let bytes = n * ENTRY_BYTES;
        let pad = if bytes >= HUGE_PAGE {
            HUGE_PAGE / ENTRY_BYTES
        } else {
            0
        };
        let buffer = zeroed_slots(n + pad);
        let addr = buffer.as_ptr() as usize;
        let start = if pad > 0 {
            (addr.next_multiple_of(HUGE_PAGE) - addr) / ENTRY_BYTES
        } else {
            0
        };
        #[cfg(target_os = "linux")]
        if pad > 0 {
            // SAFETY: the range lies inside `buffer`'s allocation; MADV_HUGEPAGE is a hint
            // that changes no contents (a failure is ignored: the table works without it).
            unsafe {
                libc::madvise(
                    buffer.as_ptr().add(start) as *mut libc::c_void,
                    bytes,
                    libc::MADV_HUGEPAGE,
                );
            }
        }
        Table {
            buffer,
            start,
            mask: n - 1,
            generation: 0,
        }
    }

    #[inline(always)]
    fn index(&self, key: u64) -> usize {
        self.start + (key as usize & self.mask)
    }

    /// Starts a new search: older entries become preferred for replacement.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// Asks the processor to bring `key`'s slot into the cache (a probe follows soon).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            let slot = &self.buffer[self.index(key)];
            // SAFETY: a prefetch is a hint; it reads nothing and `slot` is a valid address.
            unsafe {
                use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
                _mm_prefetch::<_MM_HINT_T0>((slot as *const Slot).cast());
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    pub fn probe(&self, key: u64) -> Option<Hit> {
        let slot = &self.buffer[self.index(key)];
        let check = slot[0].load(Ordering::Relaxed);
        let d = slot[1].load(Ordering::Relaxed);
        if check ^ d != key || d == 0 {
            return None;
        }
        let bound = match d >> 40 & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            _ => Bound::Upper,
        };
        let best = d >> 42 & 0xFF;
        Some(Hit {
            score: d as u32 as i32,
            depth: (d >> 32) as u8,
            bound,
            best: (best != NO_MOVE).then_some(best as u8),
        })
    }

    /// Stores an entry (score, depth, bound, best move). With `keep_best`, an entry without a
    /// best move (a node that failed low) keeps the one of the entry of the same position it
    /// replaces.
    pub fn store(
        &self,
        key: u64,
        (score, depth, bound, best): (i32, u8, Bound, Option<usize>),
        keep_best: bool,
    ) {
        let slot = &self.buffer[self.index(key)];
        let old = slot[1].load(Ordering::Relaxed);
        let old_key = slot[0].load(Ordering::Relaxed) ^ old;
        let old_generation = (old >> 50) as u8;
        let old_depth = (old >> 32) as u8;
        if old != 0 && old_key != key && old_generation == self.generation && old_depth > depth {
            return;
        }
        let same = old != 0 && old_key == key;
        let old_best = old >> 42 & 0xFF;
        let best = match best {
            None if same && keep_best => Some(old_best as usize),
            b => b,
        };
        let bound_bits = match bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let best = best
            .filter(|&b| b < NO_MOVE as usize)
            .map_or(NO_MOVE, |b| b as u64);
        let data = u64::from(score as u32)
            | u64::from(depth) << 32
            | bound_bits << 40
            | best << 42
            | u64::from(self.generation) << 50;
        slot[0].store(key ^ data, Ordering::Relaxed);
        slot[1].store(data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_round_trips() {
        let t = Table::new(4);
        t.store(0x1234_5678_9ABC, (-321, 7, Bound::Lower, Some(3)), false);
        let hit = t.probe(0x1234_5678_9ABC).unwrap();
        assert_eq!(
            (hit.score, hit.depth, hit.bound, hit.best),
            (-321, 7, Bound::Lower, Some(3))
        );
        assert!(t.probe(0x1234_5678_9ABD).is_none());
        t.store(0x99, (5, 0, Bound::Exact, None), false);
        let hit = t.probe(0x99).unwrap();
        assert_eq!((hit.score, hit.best, hit.bound), (5, None, Bound::Exact));
    }

    #[test]
    fn a_torn_entry_is_a_miss() {
        let t = Table::new(4);
        t.store(0x10, (7, 3, Bound::Exact, Some(1)), false);
        // Another thread's store to the same slot lands its data word only.
        let other = Table::new(4);
        other.store(0x20, (-9, 5, Bound::Lower, None), false);
        let slot = &t.buffer[t.index(0x10)];
        slot[1].store(
            other.buffer[other.index(0x20)][1].load(Ordering::Relaxed),
            Ordering::Relaxed,
        );
        assert!(t.probe(0x10).is_none());
        assert!(t.probe(0x20).is_none());
    }

    #[test]
    fn a_store_of_the_same_position_keeps_what_it_is_told_to() {
        let t = Table::new(4);
        let (plain, best) = (false, true);
        // A fail-low (no move) replaces the entry and, by default, its move.
        t.store(0x40, (30, 6, Bound::Lower, Some(4)), plain);
        t.store(0x40, (-10, 7, Bound::Upper, None), plain);
        assert_eq!(t.probe(0x40).unwrap().best, None);
        // Told to keep the move, it keeps it and takes the rest.
        t.store(0x40, (30, 6, Bound::Lower, Some(4)), plain);
        t.store(0x40, (-10, 7, Bound::Upper, None), best);
        let hit = t.probe(0x40).unwrap();
        assert_eq!((hit.score, hit.depth, hit.best), (-10, 7, Some(4)));
        // A new move replaces the old one either way.
        t.store(0x40, (12, 8, Bound::Lower, Some(2)), best);
        assert_eq!(t.probe(0x40).unwrap().best, Some(2));
        // Another position in the slot is not the same position: nothing of it is kept.
        let other = 0x40 + (1 << 20);
        t.store(other, (1, 9, Bound::Exact, None), best);
        assert_eq!(t.probe(other).unwrap().best, None);
    }
}
