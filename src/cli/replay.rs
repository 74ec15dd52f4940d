//! `towers replay`: a game text played to its final FEN, or every game of a PDN file replayed.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;

use towers_rules::{fen, pdn, Game, Variant};

use super::{start, variant_values};

/// Options of `towers replay`.
#[derive(clap::Args)]
pub struct ReplayArgs {
    /// The variant (for a PDN file: of games without a GameType or Variant tag).
    #[arg(long, default_value = "bashni", value_parser = variant_values())]
    variant: Variant,
    /// Start position of the move text (a PDN file gives its own FEN tags).
    #[arg(long, conflicts_with = "pdn")]
    fen: Option<String>,
    /// A PDN file (or an ACF one-game-per-line file) whose games are all replayed.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with = "moves",
        required_unless_present = "moves"
    )]
    pdn: Option<PathBuf>,
    /// The moves, move numbers allowed: "1. c3-b4 b6-c5 2. b4-a5".
    moves: Option<String>,
}

/// `towers replay`: the final FEN of the move text, or with --pdn a line per game of the file.
pub fn run(args: ReplayArgs) -> anyhow::Result<()> {
    let ReplayArgs {
        variant,
        fen,
        pdn: file,
        moves,
    } = args;
    if let Some(path) = file {
        return replay_pdn(&path, variant);
    }
    let pos = start(variant, fen.as_deref())?;
    // The move text is read as a PDN game without tags: move numbers, comments,
    // variations and results are skipped by the same reader as for files.
    // Every other word goes to the move reader of `/move` and the console: a word it
    // cannot read is an error naming it, never skipped.
    let text = moves.unwrap_or_default();
    let games = pdn::read(&text)?;
    if games.len() > 1 {
        anyhow::bail!(
            "the move text holds {} games (a result such as 1-0 ends a game); give one",
            games.len()
        );
    }
    let listed = games
        .first()
        .map(|g| g.moves.as_slice())
        .unwrap_or_default();
    let game = Game::replay(pos, listed.iter().map(String::as_str))?;
    writeln!(std::io::stdout().lock(), "{}", fen::write(game.position()))?;
    Ok(())
}

/// `towers replay --pdn FILE`: one line per game, then `N ok, M failed`; fails if any failed.
fn replay_pdn(path: &std::path::Path, variant: Variant) -> anyhow::Result<()> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    let text = pdn::decode(&bytes);
    let reports = pdn::replay_text(&text, variant);
    let failed = reports.iter().filter(|r| r.outcome.is_err()).count();
    // Written, not printed: a closed pipe (`| head`) ends the output quietly (see `main`).
    let mut out = std::io::stdout().lock();
    for r in &reports {
        writeln!(out, "{r}")?;
    }
    writeln!(out, "{} ok, {failed} failed", reports.len() - failed)?;
    if failed > 0 {
        anyhow::bail!(
            "{failed} of {} games in {} failed",
            reports.len(),
            path.display()
        );
    }
    Ok(())
}
