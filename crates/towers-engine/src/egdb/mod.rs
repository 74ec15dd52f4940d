//! Endgame databases of international draughts: reading and probing them.
//!
//! One file per material [`Slice`] (counts of each side's men and kings), holding for every
//! position with White to move its [`Value`]: the game's end in plies with best play, or a
//! draw ([`value`]). Positions are numbered by a combinatorial [`index`]; Black-to-move
//! positions are looked up turned round ([`key`]). The [`file`](mod@file)s are zlib blocks with a
//! checksum, inflated block by block as probes need them and kept in a [`cache`] of bounded
//! size. The builder (retrograde analysis, towers-lab's `egdb`) writes them with
//! `towers egdb build` into `$TOWERS_DATA_DIR/egdb` (`towers serve` builds the
//! [`DEFAULT_PIECES`] ones itself when they are missing); [`Egdb::open`] reads that directory,
//! and the commands that run the engine [`install`] it for every engine of the process. Sizes,
//! build times and the format are in `docs/engine.md`.

pub mod cache;
pub mod file;
pub mod index;
pub mod key;
pub mod slice;
pub mod value;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

pub use slice::Slice;
pub use value::Value;

use towers_rules::Position;

/// Why a database could not be built, read or probed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EgdbError {
    #[error("cannot read or write {path}: {message}")]
    Io { path: PathBuf, message: String },
    #[error("not an endgame database file (wrong magic)")]
    Foreign,
    #[error("endgame database format version {0}, this build reads version {v}", v = file::VERSION)]
    Version(u16),
    #[error("damaged endgame database file: {0}")]
    Damaged(&'static str),
    #[error("{path}: {source}")]
    InFile {
        path: PathBuf,
        source: Box<EgdbError>,
    },
    #[error("the slice {0} is needed first and is not built")]
    Missing(Slice),
    #[error("a position the tables cannot hold (not international single pieces)")]
    NotInTables,
    #[error("a slice too large for this index or builder")]
    TooLarge,
    #[error("a distance beyond {max} plies", max = value::MAX_PLIES)]
    Cap,
    #[error("a builder thread failed")]
    Thread,
    #[error("compression failed: {0}")]
    Compress(String),
}

/// The most pieces of the tables `towers serve` builds when its data directory lacks them
/// (about 20 s on two cores, 7 MB of files).
pub const DEFAULT_PIECES: u8 = 4;

/// The tables of a directory.
#[derive(Debug)]
pub struct Egdb {
    tables: HashMap<Slice, file::Table>,
    cache: cache::BlockCache,
    max_pieces: u8,
    dir: PathBuf,
}

impl Egdb {
    /// Reads every `*.egdb` file of `dir`, with a block cache of [`cache::DEFAULT_BYTES`].
    /// Errors: an unreadable directory or file, or a file that is damaged or no table (named
    /// in the error). A directory without tables gives an empty database.
    pub fn open(dir: &Path) -> Result<Egdb, EgdbError> {
        Egdb::open_with_cache(dir, cache::DEFAULT_BYTES)
    }

    /// [`Egdb::open`] with a block cache of at most `cache_bytes` inflated bytes.
    pub fn open_with_cache(dir: &Path, cache_bytes: u64) -> Result<Egdb, EgdbError> {
        let io = |path: &Path, e: std::io::Error| EgdbError::Io {
            path: path.to_path_buf(),
            message: e.to_string(),
        };
        let mut tables = HashMap::new();
        let mut max_pieces = 0;
        for entry in std::fs::read_dir(dir).map_err(|e| io(dir, e))? {
            let path = entry.map_err(|e| io(dir, e))?.path();
            let Some(slice) = slice_of_name(&path) else {
                continue;
            };
            let bytes = std::fs::read(&path).map_err(|e| io(&path, e))?;
            let table = file::Table::decode(slice, bytes).map_err(|e| EgdbError::InFile {
                path: path.clone(),
                source: Box::new(e),
            })?;
            max_pieces = max_pieces.max(slice.pieces());
            tables.insert(slice, table);
        }
        Ok(Egdb {
            tables,
            cache: cache::BlockCache::new(cache_bytes, file::BLOCK),
            max_pieces,
            dir: dir.to_path_buf(),
        })
    }

    /// The most pieces of any slice held (0 when empty).
    pub fn max_pieces(&self) -> u8 {
        self.max_pieces
    }

    /// Slices held.
    pub fn slices(&self) -> usize {
        self.tables.len()
    }

    /// The most pieces up to which every slice is held (0 when not even every two-piece
    /// slice is): what the tables answer for sure, where [`Egdb::max_pieces`] may count a
    /// slice of a set built in part.
    pub fn complete_pieces(&self) -> u8 {
        (2..=self.max_pieces)
            .take_while(|&n| {
                Slice::all(n, false)
                    .iter()
                    .all(|s| self.tables.contains_key(s))
            })
            .last()
            .unwrap_or(0)
    }

    /// The block cache's budget, inflated bytes.
    pub fn cache_budget(&self) -> u64 {
        self.cache.budget()
    }

    /// The directory read.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The value of `pos` for its side to move, when a table holds it: an international
    /// position of at most [`Egdb::max_pieces`] single pieces, both sides with a piece. A
    /// block that turns out damaged counts as not held (and is logged once per probe).
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        if pos.occupied().count_ones() > u32::from(self.max_pieces) {
            return None;
        }
        let (slice, i) = key::key(pos)?;
        let table = self.tables.get(&slice)?;
        match table.byte(i, &self.cache) {
            Ok(b) => Value::from_byte(b),
            Err(e) => {
                tracing::warn!(%slice, error = %e, "endgame database block unreadable");
                None
            }
        }
    }
}

/// The slice a file name `WMWKBMBK.egdb` names.
fn slice_of_name(path: &Path) -> Option<Slice> {
    if path.extension()? != "egdb" {
        return None;
    }
    let stem = path.file_stem()?.to_str()?;
    let digits: Vec<u8> = stem
        .chars()
        .map(|c| c.to_digit(10).map(|d| d as u8))
        .collect::<Option<_>>()?;
    let [white_men, white_kings, black_men, black_kings] = digits.try_into().ok()?;
    Some(Slice {
        white_men,
        white_kings,
        black_men,
        black_kings,
    })
}

/// The database the engines of this process probe, set by [`install`].
static INSTALLED: RwLock<Option<Arc<Egdb>>> = RwLock::new(None);

/// Makes `db` the database of every [`crate::Engine`] of the process that was not given its
/// own ([`crate::Engine::set_egdb`]), from each one's next search on, those made before
/// included; a later call replaces it (`towers serve` installs the tables it built in the
/// background while its engines kept playing).
pub fn install(db: Arc<Egdb>) {
    *INSTALLED.write().unwrap_or_else(|e| e.into_inner()) = Some(db);
}

/// The installed database, if any.
pub fn installed() -> Option<Arc<Egdb>> {
    INSTALLED.read().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Whether `dir` has the file of every slice of up to `pieces` pieces (read or not).
pub fn holds_all(dir: &Path, pieces: u8) -> bool {
    Slice::all(pieces, false)
        .iter()
        .all(|s| dir.join(s.file_name()).is_file())
}

/// The directory of the tables under a data directory.
pub fn dir_in(data_dir: &Path) -> PathBuf {
    data_dir.join("egdb")
}

/// Opens the tables under `data_dir` when there are any, with a block cache of `cache_mb`
/// MiB (`TOWERS_EGDB_CACHE_MB`), and installs them; logs which (the slices, the most pieces,
/// and up to how many pieces every slice is there), or that there are none, or why they were
/// refused: the engine then plays without them. Returns whether tables were installed.
pub fn install_from(data_dir: &Path, cache_mb: usize) -> bool {
    let dir = dir_in(data_dir);
    if !dir.is_dir() {
        tracing::info!(dir = %dir.display(), "no endgame databases");
        return false;
    }
    match Egdb::open_with_cache(&dir, cache::bytes_of(cache_mb)) {
        Ok(db) if db.slices() > 0 => {
            tracing::info!(
                dir = %dir.display(),
                slices = db.slices(),
                pieces = db.max_pieces(),
                complete_pieces = db.complete_pieces(),
                cache_mb,
                "endgame databases opened"
            );
            install(Arc::new(db));
            true
        }
        Ok(_) => {
            tracing::info!(dir = %dir.display(), "no endgame databases");
            false
        }
        Err(e) => {
            tracing::warn!(dir = %dir.display(), error = %e, "endgame databases refused");
            false
        }
    }
}
