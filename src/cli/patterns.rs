//! `towers patterns play`, `fit` and `blend`: self-play positions for the international
//! pattern evaluation, the fit of its weights, and the mean of several fits
//! ([`towers_engine::patterns`], [`towers_lab::patterns`]).

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;

use towers_engine::patterns::Patterns;
use towers_lab::patterns::{self as train, PlaySpec, Record};

/// `towers patterns ...`.
#[derive(clap::Subcommand)]
pub enum PatternsCommand {
    /// Play international self-play games and write their quiet positions (`game result FEN`
    /// a line).
    Play {
        #[arg(long, default_value_t = 1000)]
        games: u32,
        /// Nodes a move.
        #[arg(long, default_value_t = 4000)]
        nodes: u64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played side by side.
        #[arg(long, default_value_t = 2)]
        threads: usize,
        #[arg(long, short)]
        out: PathBuf,
    },
    /// Fit the pattern weights on files of `play` and write the binary weight file.
    Fit {
        /// Files written by `play`.
        #[arg(required = true)]
        data: Vec<PathBuf>,
        /// Games whose number is a multiple of this are held out of the fit.
        #[arg(long, default_value_t = 10)]
        holdout: u32,
        #[arg(long, default_value_t = 300)]
        steps: u32,
        /// Largest change of a weight per step, hundredths of a man.
        #[arg(long, default_value_t = 1.0)]
        rate: f64,
        /// Ridge penalty per squared hundredth of a man.
        #[arg(long, default_value_t = 1e-6)]
        l2: f64,
        /// The weight file to write (crates/towers-engine/src/patterns/weights.bin ships).
        #[arg(long, short)]
        out: Option<PathBuf>,
    },
    /// Write the mean of weight files (`fit -o`), weight by weight: fits on different games
    /// blended.
    Blend {
        /// Weight files written by `fit`.
        #[arg(required = true, num_args = 2..)]
        tables: Vec<PathBuf>,
        #[arg(long, short)]
        out: PathBuf,
    },
}

/// Runs `towers patterns ...`; progress and figures go to standard error.
pub fn run(command: PatternsCommand) -> anyhow::Result<()> {
    match command {
        PatternsCommand::Play {
            games,
            nodes,
            seed,
            threads,
            out,
        } => {
            let spec = PlaySpec {
                games,
                nodes,
                seed,
                threads,
                ply_cap: 300,
            };
            let records = train::self_play(spec, &|n| {
                if n % 100 == 0 {
                    eprintln!("{n} of {games} games");
                }
            });
            let mut file = std::io::BufWriter::new(
                std::fs::File::create(&out).with_context(|| out.display().to_string())?,
            );
            for r in &records {
                writeln!(file, "{}", r.to_line())?;
            }
            file.flush()?;
            eprintln!("{} positions written to {}", records.len(), out.display());
            Ok(())
        }
        PatternsCommand::Fit {
            data,
            holdout,
            steps,
            rate,
            l2,
            out,
        } => {
            let mut fitted = Vec::new();
            let mut held = Vec::new();
            for path in &data {
                let text =
                    std::fs::read_to_string(path).with_context(|| path.display().to_string())?;
                for (i, line) in text.lines().enumerate() {
                    let record = Record::from_line(line)
                        .with_context(|| format!("{} line {}", path.display(), i + 1))?;
                    let Some(s) = train::sample(&record) else {
                        continue;
                    };
                    if holdout > 0 && s.game % holdout == 0 {
                        held.push(s);
                    } else {
                        fitted.push(s);
                    }
                }
            }
            anyhow::ensure!(!fitted.is_empty(), "no position to fit");
            let k = train::fit_k(&fitted);
            let (before, held_before) =
                (train::loss(&fitted, None, k), train::loss(&held, None, k));
            eprintln!(
                "{} positions to fit, {} held out; k = {k:.6}; base evaluation: mean squared \
                 error {before:.6}, held out {held_before:.6}",
                fitted.len(),
                held.len()
            );
            let spec = train::Fit { k, steps, rate, l2 };
            let raw = train::fit(&fitted, spec, &|step, err| {
                if step % 25 == 0 {
                    eprintln!("step {step}: mean squared error {err:.6}");
                }
            });
            let table = raw.antisymmetric();
            eprintln!(
                "fitted: mean squared error {:.6}, held out {:.6} (rounded table: {:.6}, held \
                 out {:.6}); {} non-zero weights",
                train::loss(&fitted, Some(&raw), k),
                train::loss(&held, Some(&raw), k),
                train::loss_rounded(&fitted, &table, k),
                train::loss_rounded(&held, &table, k),
                table.nonzero()
            );
            if let Some(path) = out {
                std::fs::write(&path, table.to_bytes())
                    .with_context(|| path.display().to_string())?;
            }
            Ok(())
        }
        PatternsCommand::Blend { tables, out } => {
            let mut read = Vec::new();
            for path in &tables {
                let bytes = std::fs::read(path).with_context(|| path.display().to_string())?;
                read.push(
                    Patterns::from_bytes(&bytes).with_context(|| path.display().to_string())?,
                );
            }
            let mean = train::blend(&read).context("no weight file")?;
            std::fs::write(&out, mean.to_bytes()).with_context(|| out.display().to_string())?;
            eprintln!(
                "the mean of {} weight files, {} non-zero weights, written to {}",
                read.len(),
                mean.nonzero(),
                out.display()
            );
            Ok(())
        }
    }
}
