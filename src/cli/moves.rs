//! `towers moves`: the legal moves of a position, one per line, in full notation.

use std::io::Write;

use towers_rules::{notation, Variant};

use super::{start, variant_values};

/// Options of `towers moves`.
#[derive(clap::Args)]
pub struct MovesArgs {
    #[arg(long, default_value = "bashni", value_parser = variant_values())]
    variant: Variant,
    /// The position (tower FEN, as `towers replay` prints it); default the initial position.
    #[arg(long)]
    fen: Option<String>,
}

/// `towers moves`.
pub fn run(args: MovesArgs) -> anyhow::Result<()> {
    let MovesArgs { variant, fen } = args;
    let pos = start(variant, fen.as_deref())?;
    let texts = notation::legal_texts(&pos);
    let mut out = std::io::stdout().lock();
    if texts.is_empty() {
        let side = pos.side_to_move().name();
        writeln!(out, "no legal moves: {side} to move has lost")?;
    }
    for text in texts {
        writeln!(out, "{text}")?;
    }
    Ok(())
}
