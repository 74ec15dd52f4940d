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

/// Builds every slice of up to `pieces` pieces (`kings_only`: those without men) into `dir`
/// (created if missing), calling `each` after each slice. Files are written whole, under a
/// temporary name first, so a build stopped part-way can be run again: the slices whose files
/// are there (and read back whole, checksums included) are kept, not built again.
pub fn write_all(
    dir: &Path,
    pieces: u8,
    kings_only: bool,
    threads: usize,
    mut each: impl FnMut(&Written),
) -> Result<(), EgdbError> {
    let io = |path: &Path, e: std::io::Error| EgdbError::Io {
        path: path.to_path_buf(),
        message: e.to_string(),
    };
    std::fs::create_dir_all(dir).map_err(|e| io(dir, e))?;
    let mut tables = build::Tables::new();
    for slice in Slice::all(pieces, kings_only) {
        if tables.contains_key(&slice) {
            continue;
        }
        let mut pair = vec![slice, slice.swapped()];
        pair.dedup();
        if pair.iter().all(|s| dir.join(s.file_name()).exists()) {
            for s in pair {
                let path = dir.join(s.file_name());
                let bytes = std::fs::read(&path).map_err(|e| io(&path, e))?;
                let file_bytes = bytes.len() as u64;
                let raw = file::Table::decode(s, bytes)
                    .and_then(|t| t.raw())
                    .map_err(|e| EgdbError::InFile {
                        path: path.clone(),
                        source: Box::new(e),
                    })?;
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
            let path = dir.join(report.slice.file_name());
            let tmp = path.with_extension("egdb.tmp");
            std::fs::write(&tmp, &bytes).map_err(|e| io(&tmp, e))?;
            std::fs::rename(&tmp, &path).map_err(|e| io(&path, e))?;
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
