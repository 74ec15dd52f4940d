//! Building the endgame databases of international draughts by retrograde analysis
//! ([`towers_engine::egdb`] reads and probes them): the [`build`]er works back from the ends
//! with the real move generator, smaller slices first, finding predecessors by [`unmove`]s;
//! [`write_all`] writes every slice up to a number of pieces as the engine's files.

pub mod build;
pub mod unmove;

use std::path::Path;

use towers_engine::egdb::{file, EgdbError, Slice};

/// What [`write_all`] did for one slice.
#[derive(Clone, Debug)]
pub struct Written {
    pub report: build::Report,
    pub raw_bytes: u64,
    pub file_bytes: u64,
    /// Read back from a file an earlier build wrote, not built again.
    pub kept: bool,
}

/// The file in a tables' folder that a build holds locked while it runs: one build at a time
/// in a folder (another one waits for it, then keeps what it wrote).
pub const LOCK_FILE: &str = "build.lock";

/// The ending of a table's file while it is written, before it takes its name.
const TEMPORARY: &str = "egdb.tmp";

/// Builds every slice of up to `pieces` pieces (`kings_only`: those without men) into `dir`
/// (created if missing), calling `each` after each slice. Files are written whole, under a
/// temporary name first (synced, then renamed), so a build stopped part-way, even killed,
/// leaves only whole tables and can be run again: the slice pairs whose files are both there
/// and read back whole (checksums included) are kept, not built again; a pair with a file
/// missing or damaged is built again. Holds [`LOCK_FILE`] while it runs.
pub fn write_all(
    dir: &Path,
    pieces: u8,
    kings_only: bool,
    threads: usize,
    mut each: impl FnMut(&Written),
) -> Result<(), EgdbError> {
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let lock_path = dir.join(LOCK_FILE);
    let lock = std::fs::File::options()
        .create(true)
        .truncate(false)
        .write(true)
        .open(&lock_path)
        .map_err(|e| io(&lock_path, e))?;
    // Released when `lock` is dropped, or by the system when the process ends.
    lock.lock().map_err(|e| io(&lock_path, e))?;
    remove_leftovers(dir)?;
    let mut tables = build::Tables::new();
    for slice in Slice::all(pieces, kings_only) {
        if tables.contains_key(&slice) {
            continue;
        }
        let mut pair = vec![slice, slice.swapped()];
        pair.dedup();
        if let Some(kept) = read_pair(dir, &pair)? {
            for (s, raw, file_bytes) in kept {
                each(&Written {
                    report: build::Report::of(s, &raw, 0.0),
                    raw_bytes: raw.len() as u64,
                    file_bytes,
                    kept: true,
                });
                tables.insert(s, raw);
            }
            continue;
        }
        for report in build::build_into(&mut tables, slice, threads)? {
            let raw = &tables[&report.slice];
            let bytes = file::encode(report.slice, raw)?;
            write_whole(dir, &report.slice.file_name(), &bytes)?;
            each(&Written {
                raw_bytes: raw.len() as u64,
                file_bytes: bytes.len() as u64,
                report,
                kept: false,
            });
        }
    }
    Ok(())
}

fn io(path: &Path, e: std::io::Error) -> EgdbError {
    EgdbError::Io {
        path: path.to_path_buf(),
        message: e.to_string(),
    }
}

/// Removes the temporary files of a build that was stopped while writing one.
fn remove_leftovers(dir: &Path) -> Result<(), EgdbError> {
    for entry in std::fs::read_dir(dir).map_err(|e| io(dir, e))? {
        let path = entry.map_err(|e| io(dir, e))?.path();
        let temporary = path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.ends_with(&format!(".{TEMPORARY}")));
        if temporary {
            std::fs::remove_file(&path).map_err(|e| io(&path, e))?;
        }
    }
    Ok(())
}

/// The raw values and file sizes of `pair` read back from their files, when each is there and
/// whole; `None` when one is missing or damaged (the pair is built again). Errors: a file
/// that is there but cannot be read.
#[allow(clippy::type_complexity)]
fn read_pair(dir: &Path, pair: &[Slice]) -> Result<Option<Vec<(Slice, Vec<u8>, u64)>>, EgdbError> {
    let mut out = Vec::with_capacity(pair.len());
    for &s in pair {
        let path = dir.join(s.file_name());
        let bytes = match std::fs::read(&path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(io(&path, e)),
        };
        let file_bytes = bytes.len() as u64;
        match file::Table::decode(s, bytes).and_then(|t| t.raw()) {
            Ok(raw) => out.push((s, raw, file_bytes)),
            Err(_) => return Ok(None),
        }
    }
    Ok(Some(out))
}

/// Writes `bytes` as `dir/name`: into a temporary file, synced to the disk, then renamed, so
/// that the name only ever holds a whole table.
fn write_whole(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), EgdbError> {
    use std::io::Write;
    let path = dir.join(name);
    let tmp = path.with_extension(TEMPORARY);
    let mut file = std::fs::File::create(&tmp).map_err(|e| io(&tmp, e))?;
    file.write_all(bytes)
        .and_then(|()| file.sync_all())
        .map_err(|e| io(&tmp, e))?;
    drop(file);
    std::fs::rename(&tmp, &path).map_err(|e| io(&path, e))?;
    // The rename itself on the disk; folders cannot be opened for this everywhere.
    if let Ok(folder) = std::fs::File::open(dir) {
        let _ = folder.sync_all();
    }
    Ok(())
}
