//! `towers bench-engine`: the engine's depth, nodes and nodes/s on fixed positions of every
//! variant.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use towers_engine::{Engine, Limits};
use towers_rules::{notation, Game, Variant};

use super::{start, variant_values};

/// Options of `towers bench-engine`.
#[derive(clap::Args)]
pub struct BenchEngineArgs {
    /// Time per position in milliseconds.
    #[arg(long, default_value_t = 1000)]
    millis: u64,
    /// Search this many nodes per position instead (deterministic; for callgrind).
    #[arg(long)]
    nodes: Option<u64>,
    /// Only this variant's positions.
    #[arg(long, value_parser = variant_values())]
    variant: Option<Variant>,
    /// Search and evaluation switches, as after a level in `match` (e.g. `rfp=0`).
    #[arg(long, default_value = "")]
    tweak: towers_engine::eval::Tweak,
}

/// `towers bench-engine`: the search on the fixed positions of every variant.
pub fn run(args: BenchEngineArgs) -> anyhow::Result<()> {
    let BenchEngineArgs {
        millis,
        nodes,
        variant: only,
        tweak,
    } = args;
    println!(
        "{:<14} {:<12} {:>5} {:>10} {:>8} {:>9} {:>7}  best",
        "variant", "position", "depth", "nodes", "seconds", "k nodes/s", "score"
    );
    let (mut all_nodes, mut all_secs) = (0u64, 0f64);
    for (variant, label, text) in towers_lab::bench::POSITIONS {
        if only.is_some_and(|v| v != variant) {
            continue;
        }
        let pos = start(variant, (!text.is_empty()).then_some(text))?;
        let game = Game::from_position(pos.clone());
        let limits = Limits {
            time: nodes.is_none().then(|| Duration::from_millis(millis)),
            nodes,
            depth: None,
        };
        let stop = AtomicBool::new(false);
        let t = Instant::now();
        let mut engine = Engine::with_seed(1);
        engine.set_tweak(tweak);
        let Some(r) = engine.search(&game, &limits, &stop) else {
            continue;
        };
        let secs = t.elapsed().as_secs_f64();
        all_nodes += r.nodes;
        all_secs += secs;
        println!(
            "{:<14} {label:<12} {:>5} {:>10} {secs:>8.3} {:>9.0} {:>7}  {}",
            variant.name(),
            r.depth,
            r.nodes,
            r.nodes as f64 / secs.max(1e-9) / 1e3,
            r.score,
            notation::write(&pos, &r.best)
        );
    }
    println!(
        "total {all_nodes} nodes in {all_secs:.3} s: {:.0} k nodes/s",
        all_nodes as f64 / all_secs.max(1e-9) / 1e3
    );
    Ok(())
}
