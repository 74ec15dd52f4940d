//! `towers perft`: the number of leaf nodes of the move tree, one line `perft(D) = N` per depth.

use std::io::Write;
use std::time::Instant;

use towers_rules::notation;
use towers_rules::perft::{divide, perft, Counting};
use towers_rules::Variant;

use super::{start, variant_values};

/// Options of `towers perft`.
#[derive(clap::Args)]
pub struct PerftArgs {
    #[arg(long, default_value = "bashni", value_parser = variant_values())]
    variant: Variant,
    /// Start position (tower FEN); default the initial position.
    #[arg(long)]
    fen: Option<String>,
    /// The deepest depth counted, in plies: one line per depth from 1 to this.
    #[arg(long)]
    depth: u32,
    /// paths (every capture order), unique (same set of pieces once), positions.
    #[arg(long, default_value = "paths")]
    counting: Counting,
    /// Also print each first move's subtree count at the last depth.
    #[arg(long)]
    divide: bool,
}

/// `towers perft`.
pub fn run(args: PerftArgs) -> anyhow::Result<()> {
    let PerftArgs {
        variant,
        fen,
        depth,
        counting,
        divide: show_divide,
    } = args;
    let pos = start(variant, fen.as_deref())?;
    let mut out = std::io::stdout().lock();
    for d in 1..=depth {
        let t = Instant::now();
        let n = perft(&pos, d, counting);
        let secs = t.elapsed().as_secs_f64();
        writeln!(out, "perft({d}) = {n}")?;
        out.flush()?;
        eprintln!(
            "  {:.3} s, {:.1} M nodes/s",
            secs,
            n as f64 / secs.max(1e-9) / 1e6
        );
    }
    if show_divide && depth > 0 {
        for (m, n) in divide(&pos, depth, counting) {
            writeln!(out, "{} {n}", notation::write(&pos, &m))?;
        }
    }
    Ok(())
}
