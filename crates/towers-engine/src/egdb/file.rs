//! The file of one slice: a header, the table in compressed blocks, a checksum.
//!
//! Layout (integers little-endian):
//!
//! | bytes | what |
//! | --- | --- |
//! | 8 | magic `TOWRSEGB` |
//! | 2 | format version ([`VERSION`]) |
//! | 4 | the slice: white men, white kings, black men, black kings |
//! | 8 | positions (indices, gaps included) |
//! | 4 | raw bytes per block ([`BLOCK`]; the last block may be shorter) |
//! | 4 × blocks | each block's compressed length |
//! | … | the blocks, each one zlib stream (zlib-rs, level 6) |
//! | 4 | CRC-32 (crc32fast) of everything before it |
//!
//! A file whose magic, version, slice, sizes or checksum do not fit is refused with an
//! [`EgdbError`]; a block that does not inflate to its size likewise, when it is read.

use std::sync::Arc;

use zlib_rs::{
    compress_bound, compress_slice, decompress_slice, DeflateConfig, InflateConfig, ReturnCode,
};

use super::cache::BlockCache;
use super::index;
use super::slice::Slice;
use super::EgdbError;

/// The file's first bytes.
pub const MAGIC: &[u8; 8] = b"TOWRSEGB";
/// The format version this code writes and reads.
pub const VERSION: u16 = 1;
/// Raw bytes per block: a probe inflates one block of this size.
pub const BLOCK: usize = 1 << 16;
/// zlib level of the blocks.
const LEVEL: i32 = 6;
/// Bytes before the block table.
const HEADER: usize = 8 + 2 + 4 + 8 + 4;

/// One slice's table as read from its file: the compressed blocks, each inflated when a probe
/// needs it and kept in the database's [`BlockCache`].
#[derive(Debug)]
pub struct Table {
    pub slice: Slice,
    pub positions: u64,
    data: Vec<u8>,
    /// Start and end of each block in `data`.
    spans: Vec<(usize, usize)>,
}

/// Compresses `raw`, the values of `slice` by index, into the file's bytes.
pub fn encode(slice: Slice, raw: &[u8]) -> Result<Vec<u8>, EgdbError> {
    let mut blocks = Vec::new();
    for chunk in raw.chunks(BLOCK) {
        let mut out = vec![0u8; compress_bound(chunk.len())];
        let (stream, code) = compress_slice(&mut out, chunk, DeflateConfig::new(LEVEL));
        if code != ReturnCode::Ok {
            return Err(EgdbError::Compress(format!("{code:?}")));
        }
        let n = stream.len();
        out.truncate(n);
        blocks.push(out);
    }
    let mut file = Vec::with_capacity(HEADER + raw.len() / 4);
    file.extend_from_slice(MAGIC);
    file.extend_from_slice(&VERSION.to_le_bytes());
    file.extend_from_slice(&[
        slice.white_men,
        slice.white_kings,
        slice.black_men,
        slice.black_kings,
    ]);
    file.extend_from_slice(&(raw.len() as u64).to_le_bytes());
    file.extend_from_slice(&(BLOCK as u32).to_le_bytes());
    for b in &blocks {
        file.extend_from_slice(&(b.len() as u32).to_le_bytes());
    }
    for b in &blocks {
        file.extend_from_slice(b);
    }
    let crc = crc32fast::hash(&file);
    file.extend_from_slice(&crc.to_le_bytes());
    Ok(file)
}

/// Little-endian integer of `N` bytes at `at`, or a damaged-file error.
fn read<const N: usize>(bytes: &[u8], at: usize) -> Result<[u8; N], EgdbError> {
    bytes
        .get(at..at + N)
        .and_then(|s| s.try_into().ok())
        .ok_or(EgdbError::Damaged("too short"))
}

impl Table {
    /// Reads a file's bytes, checking that they are a table of `expected`.
    pub fn decode(expected: Slice, file: Vec<u8>) -> Result<Table, EgdbError> {
        if file.len() < HEADER + 4 {
            return Err(EgdbError::Damaged("too short"));
        }
        if &file[..8] != MAGIC {
            return Err(EgdbError::Foreign);
        }
        let version = u16::from_le_bytes(read(&file, 8)?);
        if version != VERSION {
            return Err(EgdbError::Version(version));
        }
        let (body, tail) = file.split_at(file.len() - 4);
        let stored = u32::from_le_bytes(read(tail, 0)?);
        if crc32fast::hash(body) != stored {
            return Err(EgdbError::Damaged("checksum mismatch"));
        }
        let [white_men, white_kings, black_men, black_kings] = read::<4>(&file, 10)?;
        let slice = Slice {
            white_men,
            white_kings,
            black_men,
            black_kings,
        };
        if slice != expected {
            return Err(EgdbError::Damaged("another slice"));
        }
        let positions = u64::from_le_bytes(read(&file, 14)?);
        let block = u32::from_le_bytes(read(&file, 22)?) as usize;
        if !index::supported(slice) || positions != index::size(slice) || block != BLOCK {
            return Err(EgdbError::Damaged("sizes do not fit the slice"));
        }
        let count = (positions as usize).div_ceil(BLOCK);
        let mut at = HEADER + 4 * count;
        let mut spans = Vec::with_capacity(count);
        for i in 0..count {
            let len = u32::from_le_bytes(read(&file, HEADER + 4 * i)?) as usize;
            spans.push((at, at + len));
            at += len;
        }
        if at != body.len() {
            return Err(EgdbError::Damaged("block sizes do not fit the file"));
        }
        let mut data = file;
        data.truncate(at);
        Ok(Table {
            slice,
            positions,
            data,
            spans,
        })
    }

    /// The byte stored at index `i`, its block taken from `cache` (or inflated into it).
    pub fn byte(&self, i: u64, cache: &BlockCache) -> Result<u8, EgdbError> {
        if i >= self.positions {
            return Err(EgdbError::Damaged("index out of range"));
        }
        let (b, at) = ((i as usize) / BLOCK, (i as usize) % BLOCK);
        let block = cache.get(self.slice, b as u32, || self.inflate(b).map(Arc::from))?;
        block
            .get(at)
            .copied()
            .ok_or(EgdbError::Damaged("short block"))
    }

    /// Block `b`, inflated.
    fn inflate(&self, b: usize) -> Result<Vec<u8>, EgdbError> {
        let len = BLOCK.min(self.positions as usize - b * BLOCK);
        let (start, end) = self.spans[b];
        let mut out = vec![0u8; len];
        let (raw, code) =
            decompress_slice(&mut out, &self.data[start..end], InflateConfig::default());
        if code != ReturnCode::Ok || raw.len() != len {
            return Err(EgdbError::Damaged("a block does not inflate"));
        }
        Ok(out)
    }

    /// Every value byte, inflated (for checks and tools).
    pub fn raw(&self) -> Result<Vec<u8>, EgdbError> {
        let mut out = Vec::with_capacity(self.positions as usize);
        for b in 0..self.spans.len() {
            out.extend_from_slice(&self.inflate(b)?);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slice() -> Slice {
        Slice {
            white_men: 0,
            white_kings: 1,
            black_men: 0,
            black_kings: 1,
        }
    }

    #[test]
    fn a_table_reads_back_and_damage_is_refused() {
        let raw: Vec<u8> = (0..2500u32).map(|i| (i % 7) as u8).collect();
        let file = encode(slice(), &raw).unwrap();
        let table = Table::decode(slice(), file.clone()).unwrap();
        assert_eq!(table.raw().unwrap(), raw);
        let cache = BlockCache::new(1 << 20, BLOCK);
        assert_eq!(table.byte(2499, &cache).unwrap(), raw[2499]);
        assert!(table.byte(2500, &cache).is_err());
        let mut bad = file.clone();
        let mid = bad.len() / 2;
        bad[mid] ^= 1;
        assert!(matches!(
            Table::decode(slice(), bad),
            Err(EgdbError::Damaged(_))
        ));
        assert!(matches!(
            Table::decode(slice(), file[..20].to_vec()),
            Err(EgdbError::Damaged(_))
        ));
        assert!(matches!(
            Table::decode(slice(), b"PNG....................".repeat(3)),
            Err(EgdbError::Foreign)
        ));
        let other = Slice {
            white_kings: 2,
            ..slice()
        };
        assert!(Table::decode(other, file).is_err());
    }
}
