//! `towers match`: engine against engine over pairs of games from seeded random openings.

use std::time::Instant;

use anyhow::Context;

use towers_lab::arena::{self, MatchSpec};
use towers_lab::players::Player;
use towers_rules::Variant;

use super::variant_values;

/// Options of `towers match`.
#[derive(clap::Args)]
pub struct MatchArgs {
    #[arg(long, default_value = "bashni", value_parser = variant_values())]
    variant: Variant,
    /// Player A: random, greedy, or a level 1-6.
    #[arg(long)]
    a: Player,
    /// Player B.
    #[arg(long)]
    b: Player,
    /// Openings; each is played twice.
    #[arg(long, default_value_t = 10)]
    openings: u32,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Plies after which a game is scored a draw.
    #[arg(long, default_value_t = 300)]
    ply_cap: u32,
    /// Factor on the levels' time per move (0.1: level 6 thinks 0.2 s).
    #[arg(long, default_value_t = 0.1)]
    time_scale: f64,
    /// Nodes per move instead of time (load-independent A/B matches).
    #[arg(long)]
    nodes: Option<u64>,
    /// Print every game.
    #[arg(long)]
    verbose: bool,
    #[command(flatten)]
    data: super::egdb::EngineData,
    /// International: a pattern weight file (`towers patterns fit -o`) that the tweak `pat=2`
    /// plays with, e.g. `--a 6/pat=2 --b 6` for a new fit against the shipped one.
    #[arg(long)]
    patterns: Option<std::path::PathBuf>,
}

/// `towers match`: prints each game (with --verbose) and the tally with the Elo difference.
pub fn run(args: MatchArgs) -> anyhow::Result<()> {
    if args.variant == Variant::International {
        args.data.install();
    }
    if let Some(path) = &args.patterns {
        let bytes = std::fs::read(path).with_context(|| path.display().to_string())?;
        let weights = towers_engine::patterns::Patterns::from_bytes(&bytes)
            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
        towers_engine::patterns::Patterns::install_candidate(weights);
    }
    let MatchArgs {
        variant,
        a,
        b,
        openings,
        seed,
        ply_cap,
        time_scale,
        nodes,
        verbose,
        data: _,
        patterns: _,
    } = args;
    let spec = &MatchSpec {
        variant,
        a,
        b,
        openings,
        seed,
        ply_cap,
        time_scale,
        nodes,
    };
    let t = Instant::now();
    let (tally, think) = arena::play_match_timed(spec, |g| {
        if verbose {
            println!(
                "opening {:>3} {} as {}: {} after {} plies ({})",
                g.opening,
                spec.a,
                if g.a_white { "White" } else { "Black" },
                g.score,
                g.plies,
                g.reason
            );
        }
    });
    let (elo, error) = tally.elo();
    let elo_text = if tally.wins == tally.games() {
        format!("Elo > {elo:+.0} (every game won)")
    } else if tally.losses == tally.games() {
        format!("Elo < {elo:+.0} (every game lost)")
    } else {
        format!("Elo {elo:+.0} ± {error:.0} (95 %)")
    };
    println!(
        "{} {} vs {}: +{} ={} -{} of {} games, score {:.1} %, {elo_text}, {:.0} s",
        spec.variant.name(),
        spec.a,
        spec.b,
        tally.wins,
        tally.draws,
        tally.losses,
        tally.games(),
        100.0 * tally.score(),
        t.elapsed().as_secs_f64()
    );
    println!(
        "time per searched move: {} {:.1} ms, {} {:.1} ms",
        spec.a,
        think[0].as_secs_f64() * 1000.0,
        spec.b,
        think[1].as_secs_f64() * 1000.0
    );
    Ok(())
}
