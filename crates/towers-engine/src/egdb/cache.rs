//! The block cache: inflated blocks of every table of a database, shared by the engines of a
//! process, the least used evicted past a budget (quick_cache's S3-FIFO), so that a bot that
//! runs for weeks holds a bounded part of the five-piece tables (1.8 GB inflated) instead of
//! all of it.

use std::sync::Arc;

use quick_cache::sync::Cache;
use quick_cache::Weighter;

use super::slice::Slice;

/// The default budget of inflated blocks, MiB (4,096 blocks of 64 KiB); `TOWERS_EGDB_CACHE_MB`
/// changes it.
pub const DEFAULT_MB: usize = 256;
/// The budgets `TOWERS_EGDB_CACHE_MB` accepts, MiB.
pub const MB_RANGE: std::ops::RangeInclusive<usize> = 1..=65_536;
/// The default budget in bytes.
pub const DEFAULT_BYTES: u64 = bytes_of(DEFAULT_MB);

/// Bytes in `mb` MiB.
pub const fn bytes_of(mb: usize) -> u64 {
    (mb as u64) << 20
}

/// Weighs a block by its bytes.
#[derive(Clone)]
struct Bytes;

impl Weighter<(Slice, u32), Arc<[u8]>> for Bytes {
    fn weight(&self, _key: &(Slice, u32), block: &Arc<[u8]>) -> u64 {
        block.len().max(1) as u64
    }
}

/// Inflated blocks by slice and block number.
pub struct BlockCache(Cache<(Slice, u32), Arc<[u8]>, Bytes>);

impl BlockCache {
    /// A cache that keeps about `bytes` inflated bytes in blocks of about `block` bytes.
    pub fn new(bytes: u64, block: usize) -> BlockCache {
        let blocks = (bytes / block.max(1) as u64).max(1) as usize;
        BlockCache(Cache::with_weighter(blocks, bytes.max(1), Bytes))
    }

    /// Block `block` of `slice`, inflated by `inflate` when it is not held.
    pub fn get<E>(
        &self,
        slice: Slice,
        block: u32,
        inflate: impl FnOnce() -> Result<Arc<[u8]>, E>,
    ) -> Result<Arc<[u8]>, E> {
        self.0.get_or_insert_with(&(slice, block), inflate)
    }

    /// Inflated bytes held now.
    pub fn bytes(&self) -> u64 {
        self.0.weight()
    }

    /// The most inflated bytes it holds.
    pub fn budget(&self) -> u64 {
        self.0.capacity()
    }
}

impl std::fmt::Debug for BlockCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BlockCache")
            .field("blocks", &self.0.len())
            .field("bytes", &self.bytes())
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BLOCK: usize = 1 << 16;

    #[test]
    fn blocks_past_the_budget_are_evicted() {
        let cache = BlockCache::new(4 * BLOCK as u64, BLOCK);
        let slice = Slice {
            white_men: 0,
            white_kings: 1,
            black_men: 0,
            black_kings: 1,
        };
        let mut inflated = 0;
        for b in 0..64u32 {
            let got = cache.get::<()>(slice, b, || {
                inflated += 1;
                Ok(vec![b as u8; BLOCK].into())
            });
            assert_eq!(got.unwrap()[0], b as u8);
        }
        assert_eq!(inflated, 64);
        assert!(cache.bytes() <= 4 * BLOCK as u64);
        // A held block is not inflated again.
        let last = cache.get::<()>(slice, 63, || panic!("inflated again"));
        assert_eq!(last.unwrap()[0], 63);
    }
}
