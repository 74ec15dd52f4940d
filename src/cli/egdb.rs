//! `towers egdb`: build the endgame databases of international draughts
//! ([`towers_lab::egdb`]) and look positions up in them ([`towers_engine::egdb`]); and how the
//! other commands open them ([`EngineData`], [`open_or_build`] for `serve`).

use anyhow::Context;
use std::path::{Path, PathBuf};
use std::time::Instant;

use clap::Subcommand;

use towers_engine::egdb::{self, Egdb, Value};
use towers_rules::{fen, Variant};

/// Where the tables are: `--dir`, else `egdb` under the data directory.
#[derive(clap::Args)]
pub struct Place {
    /// Data directory; the tables are in its `egdb` folder.
    #[arg(long, env = "TOWERS_DATA_DIR", default_value = towers::config::DEFAULT_DATA_DIR)]
    data: PathBuf,
    /// The tables' folder itself (instead of DATA/egdb).
    #[arg(long)]
    dir: Option<PathBuf>,
}

impl Place {
    fn dir(&self) -> PathBuf {
        self.dir.clone().unwrap_or_else(|| egdb::dir_in(&self.data))
    }
}

/// Where the commands that run the engine (`hub`, `think`, `match`, `analyze`, `puzzles`) find
/// the tables, and how much memory their probes keep inflated.
#[derive(clap::Args)]
pub struct EngineData {
    /// Data directory: the endgame databases in its `egdb` folder are used when there.
    #[arg(long, env = "TOWERS_DATA_DIR", default_value = towers::config::DEFAULT_DATA_DIR)]
    pub data: PathBuf,
    /// The endgame databases' block cache, MiB of inflated blocks (1 to 65536).
    #[arg(
        long,
        env = "TOWERS_EGDB_CACHE_MB",
        default_value_t = egdb::cache::DEFAULT_MB,
        value_parser = cache_mb
    )]
    pub egdb_cache_mb: usize,
}

impl EngineData {
    /// Opens and installs the tables (see [`egdb::install_from`]).
    pub fn install(&self) {
        egdb::install_from(&self.data, self.egdb_cache_mb);
    }
}

/// A cache size in MiB within [`egdb::cache::MB_RANGE`].
pub fn cache_mb(text: &str) -> Result<usize, String> {
    towers::config::megabytes_within(text, "a cache size", egdb::cache::MB_RANGE)
}

/// `serve`'s tables: those of `data_dir` opened and installed for every engine of the
/// process. When `build` is on and they lack a slice of up to [`egdb::DEFAULT_PIECES`]
/// pieces (a new data directory, or a build stopped part-way) or were refused, nothing is
/// opened yet: they are built in the background ([`build_in_background`]) and opened when
/// the build ends. Never waits for the build.
pub fn open_or_build(data_dir: &Path, cache_mb: usize, build: bool) {
    let dir = egdb::dir_in(data_dir);
    if build && !egdb::holds_all(&dir, egdb::DEFAULT_PIECES) {
        tracing::info!(
            dir = %dir.display(),
            pieces = egdb::DEFAULT_PIECES,
            "endgame databases missing: building them in the background (TOWERS_EGDB_BUILD=off \
             to not)"
        );
        build_in_background(data_dir, cache_mb);
    } else if !egdb::install_from(data_dir, cache_mb) && build {
        build_in_background(data_dir, cache_mb);
    }
}

/// Builds the tables of up to [`egdb::DEFAULT_PIECES`] pieces under `data_dir` on a thread of
/// its own (its builder threads on every core), at the engine searches' lower priority, then
/// opens and installs what the folder holds. Whole slice pairs an earlier build wrote are
/// kept; the whole ones it writes are there for the next start even if this process stops
/// first. Logs the end, or a failure (then what the folder holds is opened all the same);
/// skipped, and logged, when `data_dir` is not a directory (a store in PostgreSQL without
/// one).
pub fn build_in_background(data_dir: &Path, cache_mb: usize) {
    if !data_dir.is_dir() {
        tracing::info!(
            data_dir = %data_dir.display(),
            "no data directory: the endgame databases are not built"
        );
        return;
    }
    let data_dir = data_dir.to_path_buf();
    let started = std::thread::Builder::new()
        .name("towers-egdb-build".into())
        .spawn(move || {
            towers::service::api::lower_priority();
            let dir = egdb::dir_in(&data_dir);
            let threads = std::thread::available_parallelism().map_or(1, usize::from);
            let started = Instant::now();
            let (mut built, mut kept) = (0usize, 0usize);
            let done = towers_lab::egdb::write_all(&dir, egdb::DEFAULT_PIECES, false, threads, |w| {
                if w.kept {
                    kept += 1;
                } else {
                    built += 1;
                }
                tracing::debug!(slice = %w.report.slice, kept = w.kept, "endgame database slice");
            });
            match done {
                Ok(()) => {
                    tracing::info!(
                        dir = %dir.display(),
                        pieces = egdb::DEFAULT_PIECES,
                        built,
                        kept,
                        seconds = started.elapsed().as_secs(),
                        "endgame databases built"
                    );
                    egdb::install_from(&data_dir, cache_mb);
                }
                Err(e) => {
                    tracing::warn!(
                        dir = %dir.display(),
                        error = %e,
                        "cannot build the endgame databases: opening what is there"
                    );
                    egdb::install_from(&data_dir, cache_mb);
                }
            }
        });
    if let Err(e) = started {
        tracing::warn!(error = %e, "cannot start the endgame databases' build");
    }
}

#[derive(Subcommand)]
pub enum EgdbCommand {
    /// Build every slice of up to N pieces, smaller first: one line per slice (positions,
    /// wins/losses/draws for the side to move, longest end in plies, raw and file bytes,
    /// seconds, and `built`, or `kept` for a file an earlier run wrote), then the total. A
    /// build stopped part-way goes on from its last whole slice pair when run again; a build
    /// already running in the folder (`serve`'s) is waited for.
    Build {
        /// The most pieces on the board.
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=6))]
        pieces: u8,
        /// Only the slices without men (kings against kings).
        #[arg(long)]
        kings_only: bool,
        /// Builder threads (default: every core).
        #[arg(long)]
        threads: Option<usize>,
        #[command(flatten)]
        place: Place,
    },
    /// Print the value of an international position (FEN) for its side to move: `win N`,
    /// `loss N` (plies to the game's end with best play, the draw counters left aside),
    /// `draw`, or `unknown` when no table holds it.
    Probe {
        /// The position: international draughts FEN (`W:W31,32:B19`), few enough pieces for
        /// the tables built.
        fen: String,
        #[command(flatten)]
        place: Place,
    },
}

/// `towers egdb`.
pub fn run(command: EgdbCommand) -> anyhow::Result<()> {
    match command {
        EgdbCommand::Build {
            pieces,
            kings_only,
            threads,
            place,
        } => build(pieces, kings_only, threads, &place),
        EgdbCommand::Probe { fen, place } => {
            let pos = fen::read(Variant::International, &fen)?;
            let dir = place.dir();
            // Without tables there is nothing to probe: say how to make them.
            let missing = || {
                format!(
                    "no endgame databases in {}: build them with `towers egdb build` \
                     (with the same --data or --dir)",
                    dir.display()
                )
            };
            let db = Egdb::open(&dir).with_context(missing)?;
            if db.slices() == 0 {
                anyhow::bail!(missing());
            }
            let answer = match db.probe(&pos) {
                None => "unknown".to_string(),
                Some(Value::Draw) => "draw".to_string(),
                Some(Value::Win(n)) => format!("win {n}"),
                Some(Value::Loss(n)) => format!("loss {n}"),
            };
            println!("{answer}");
            Ok(())
        }
    }
}

fn build(
    pieces: u8,
    kings_only: bool,
    threads: Option<usize>,
    place: &Place,
) -> anyhow::Result<()> {
    let dir = place.dir();
    let threads = threads
        .or_else(|| std::thread::available_parallelism().ok().map(usize::from))
        .unwrap_or(1);
    let started = Instant::now();
    let (mut positions, mut raw, mut file) = (0u64, 0u64, 0u64);
    println!("slice pieces positions wins losses draws longest raw_bytes file_bytes seconds how");
    towers_lab::egdb::write_all(&dir, pieces, kings_only, threads, |w| {
        let r = &w.report;
        println!(
            "{} {} {} {} {} {} {} {} {} {:.2} {}",
            r.slice,
            r.slice.pieces(),
            r.positions,
            r.wins,
            r.losses,
            r.draws,
            r.longest,
            w.raw_bytes,
            w.file_bytes,
            r.seconds,
            if w.kept { "kept" } else { "built" }
        );
        positions += r.positions;
        raw += w.raw_bytes;
        file += w.file_bytes;
    })?;
    println!(
        "total pieces<={pieces} positions {positions} raw_bytes {raw} file_bytes {file} seconds {:.1} dir {}",
        started.elapsed().as_secs_f64(),
        dir.display()
    );
    Ok(())
}
