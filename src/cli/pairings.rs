//! `towers pairings`: the Swiss pairing of a tournament's next round and its standings, from
//! a TRF-2026 file, so that an arbiter can check the bot's pairings (docs/tournaments.md).
//!
//! `next FILE` prints the number of boards, then `WHITE BLACK` per board by pairing number and
//! `N 0` for the pairing-allocated bye (the JaVaFo / bbpPairings form); where no pairing
//! satisfies the absolute criteria it prints "no valid pairing" and exits 1. `standings FILE
//! --tiebreaks LIST --format tsv|text` prints a header row, then rank, pairing number, name,
//! points and each tiebreak. A file that cannot be read is a [`BadTrf`] (exit 2), its message
//! naming the line.

use std::io::Write;
use std::path::{Path, PathBuf};

use towers_pairing::{standings, trf, Tiebreak, Tournament};

/// A TRF file that cannot be read or parsed (exit code 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadTrf(String);

/// The subcommands of `towers pairings`.
#[derive(clap::Subcommand)]
pub enum PairingsCommand {
    /// Pair the next round by the FIDE Dutch system: the number of boards, then `WHITE BLACK`
    /// per board, `N 0` for the pairing-allocated bye; exit 1 with "no valid pairing".
    Next {
        /// The tournament so far, as a TRF-2026 file.
        file: PathBuf,
    },
    /// The standings: rank, pairing number, name, points and each tiebreak.
    Standings(StandingsArgs),
}

/// Options of `towers pairings standings`.
#[derive(clap::Args)]
pub struct StandingsArgs {
    /// The tournament, as a TRF-2026 file.
    file: PathBuf,
    /// Tiebreaks in order, comma-separated: solkoff-cut1, solkoff, sb, wins, direct.
    #[arg(long, default_value = "solkoff-cut1,solkoff,sb,wins,direct")]
    tiebreaks: String,
    /// `tsv` (tab-separated) or `text` (aligned columns).
    #[arg(long, default_value = "text", value_parser = ["tsv", "text"])]
    format: String,
}

fn read(path: &Path) -> anyhow::Result<Tournament> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| BadTrf(format!("cannot read {}: {e}", path.display())))?;
    trf::read(&text).map_err(|e| BadTrf(format!("{}: {e}", path.display())).into())
}

/// Runs `towers pairings`.
pub fn run(command: PairingsCommand) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    match command {
        PairingsCommand::Next { file } => {
            let t = read(&file)?;
            match towers_pairing::pair(&t) {
                Ok(p) => {
                    writeln!(out, "{}", p.boards.len() + usize::from(p.bye.is_some()))?;
                    for (w, b) in &p.boards {
                        writeln!(out, "{w} {b}")?;
                    }
                    if let Some(x) = p.bye {
                        writeln!(out, "{x} 0")?;
                    }
                    Ok(())
                }
                Err(e) => {
                    writeln!(out, "{e}")?;
                    Err(e.into())
                }
            }
        }
        PairingsCommand::Standings(args) => {
            let tiebreaks = Tiebreak::parse_list(&args.tiebreaks)
                .map_err(|e| BadTrf(format!("--tiebreaks: {e}")))?;
            let t = read(&args.file)?;
            let rows = standings(&t, &tiebreaks);
            let mut table: Vec<Vec<String>> = Vec::new();
            let mut header = vec!["rank", "number", "name", "points"]
                .into_iter()
                .map(String::from)
                .collect::<Vec<_>>();
            header.extend(tiebreaks.iter().map(|t| t.name().to_string()));
            table.push(header);
            for r in &rows {
                let mut line = vec![
                    r.rank.to_string(),
                    r.number.to_string(),
                    r.name.clone(),
                    towers_pairing::model::points_text(r.points),
                ];
                line.extend(
                    tiebreaks
                        .iter()
                        .zip(&r.tiebreaks)
                        .map(|(&tb, &v)| standings::value_text(tb, v)),
                );
                table.push(line);
            }
            if args.format == "tsv" {
                for line in &table {
                    writeln!(out, "{}", line.join("\t"))?;
                }
            } else {
                let widths: Vec<usize> = (0..table[0].len())
                    .map(|k| {
                        table
                            .iter()
                            .map(|l| l[k].chars().count())
                            .max()
                            .unwrap_or(0)
                    })
                    .collect();
                for line in &table {
                    let cells: Vec<String> = line
                        .iter()
                        .enumerate()
                        .map(|(k, c)| {
                            // The name left-aligned, the numbers right-aligned.
                            if k == 2 {
                                format!("{c:<w$}", w = widths[k])
                            } else {
                                format!("{c:>w$}", w = widths[k])
                            }
                        })
                        .collect();
                    writeln!(out, "{}", cells.join("  ").trim_end())?;
                }
            }
            Ok(())
        }
    }
}
