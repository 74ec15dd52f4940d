//! `towers tune --variant bashni|lasca`: fits a tower game's evaluation on self-play games
//! ([`towers_lab::texel_towers`]) and prints the weights as the Rust item of
//! `crates/towers-engine/src/tuned_bashni.rs` or `tuned_lasca.rs`.

use std::io::Write;

use towers_lab::texel::Fit;
use towers_lab::texel_towers::{self, SelfPlay, TowerWeights};

use super::tune::{samples, TuneArgs};

/// Runs `towers tune` for Bashni or Lasca; progress and the fit's numbers go to standard error.
pub fn run(args: TuneArgs) -> anyhow::Result<()> {
    let variant = args.variant;
    let spec = SelfPlay {
        variant,
        games: args.games,
        nodes: args.nodes,
        seed: args.seed,
        threads: args.threads,
        ply_cap: 300,
    };
    let samples = samples(&args, |progress| texel_towers::self_play(spec, progress))?;
    let start = if args.prior == "textbook" {
        TowerWeights::hand_made(variant)
    } else {
        TowerWeights::current(variant)
    };
    let k = texel_towers::fit_k(&samples, &start);
    let before = texel_towers::loss(&samples, &start, k);
    let fit = Fit {
        k,
        steps: args.steps,
        rate: args.rate,
        l2: args.l2,
    };
    let fitted = texel_towers::tune(&samples, &start, fit);
    let after = texel_towers::loss(&samples, &fitted, k);
    eprintln!(
        "{} positions; k = {k:.6} per hundredth of a man; mean squared error {before:.6} -> {after:.6}",
        samples.len()
    );
    let command = format!(
        "towers tune --variant {} --games {} --nodes {} --seed {} --steps {} --rate {} --l2 {:e} --prior {}",
        variant.name(),
        args.games,
        args.nodes,
        args.seed,
        args.steps,
        args.rate,
        args.l2,
        args.prior
    );
    let command = match &args.load {
        Some(path) => format!("{command} --load {}", path.display()),
        None => command,
    };
    let text = fitted.to_rust(&command);
    match &args.out {
        Some(path) => std::fs::write(path, text)?,
        None => std::io::stdout().lock().write_all(text.as_bytes())?,
    }
    Ok(())
}
