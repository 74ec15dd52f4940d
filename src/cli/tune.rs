//! `towers tune`: fits the international evaluation on self-play games (Texel's method,
//! [`towers_lab::texel`]) and prints the weights as the Rust item of
//! `crates/towers-engine/src/tuned.rs`.

use std::io::Write;
use std::path::PathBuf;

use towers_lab::texel::{self, SelfPlay, TunedWeights};
use towers_rules::Variant;

use super::variant_values;

/// The arguments of `towers tune`.
#[derive(clap::Args, Debug)]
pub struct TuneArgs {
    /// The variant whose evaluation is fitted: international, bashni or lasca.
    #[arg(long, default_value = "international", value_parser = variant_values())]
    pub(super) variant: Variant,
    /// Self-play games (full strength, seeded random openings).
    #[arg(long, default_value_t = 2000)]
    pub(super) games: u32,
    /// Nodes a move in the self-play games.
    #[arg(long, default_value_t = 4000)]
    pub(super) nodes: u64,
    #[arg(long, default_value_t = 1)]
    pub(super) seed: u64,
    /// Games played side by side.
    #[arg(long, default_value_t = 2)]
    pub(super) threads: usize,
    /// Gradient steps of the fit.
    #[arg(long, default_value_t = 600)]
    pub(super) steps: u32,
    /// Largest change of a weight per step, hundredths of a man.
    #[arg(long, default_value_t = 1.0)]
    pub(super) rate: f64,
    /// Ridge penalty per squared hundredth of a man a weight moves from today's value.
    #[arg(long, default_value_t = 1e-7)]
    pub(super) l2: f64,
    /// Where the fit starts and what the ridge penalty pulls towards: the weights in use
    /// (`current`) or the smooth textbook ones (`textbook`; in Bashni and Lasca the hand-made
    /// ones, `tuned=0`).
    #[arg(long, default_value = "current", value_parser = ["current", "textbook"])]
    pub(super) prior: String,
    /// Save the self-play positions here (JSON lines), to fit them again with --load.
    #[arg(long)]
    pub(super) save: Option<PathBuf>,
    /// Fit the positions of an earlier --save instead of playing games.
    #[arg(long, conflicts_with = "save")]
    pub(super) load: Option<PathBuf>,
    /// Write the Rust item here instead of standard output.
    #[arg(long, short)]
    pub(super) out: Option<PathBuf>,
}

/// Runs `towers tune`; progress and the fit's numbers go to standard error.
pub fn run(args: TuneArgs) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.variant == Variant::International,
        "towers tune fits international, bashni and lasca only"
    );
    let spec = SelfPlay {
        games: args.games,
        nodes: args.nodes,
        seed: args.seed,
        threads: args.threads,
        ply_cap: 300,
    };
    let samples = samples(&args, |progress| texel::self_play(spec, progress))?;
    let start = if args.prior == "textbook" {
        TunedWeights::textbook()
    } else {
        TunedWeights::current()
    };
    let k = texel::fit_k(&samples, &start);
    let before = texel::loss(&samples, &start, k);
    let fit = texel::Fit {
        k,
        steps: args.steps,
        rate: args.rate,
        l2: args.l2,
    };
    let fitted = texel::tune(&samples, &start, fit);
    let after = texel::loss(&samples, &fitted, k);
    eprintln!(
        "{} positions; k = {k:.6} per hundredth of a man; mean squared error {before:.6} -> {after:.6}",
        samples.len()
    );
    let command = format!(
        "towers tune --games {} --nodes {} --seed {} --steps {} --rate {} --l2 {:e} --prior {}",
        args.games, args.nodes, args.seed, args.steps, args.rate, args.l2, args.prior
    );
    let command = match &args.load {
        Some(path) => format!("{command} --load {}", path.display()),
        None => command,
    };
    let text = fitted.to_rust(&command);
    match args.out {
        Some(path) => std::fs::write(&path, text)?,
        None => std::io::stdout().lock().write_all(text.as_bytes())?,
    }
    Ok(())
}

/// The fit's samples: read from `--load` (one JSON object a line) or played (`play`, told
/// each finished game), then written to `--save` when asked. An empty set is an error.
pub(super) fn samples<S: serde::Serialize + serde::de::DeserializeOwned>(
    args: &TuneArgs,
    play: impl FnOnce(&(dyn Fn(u32) + Sync)) -> Vec<S>,
) -> anyhow::Result<Vec<S>> {
    let samples = match &args.load {
        Some(path) => {
            let text = std::fs::read_to_string(path)?;
            text.lines()
                .map(serde_json::from_str)
                .collect::<Result<Vec<S>, _>>()?
        }
        None => play(&|n| {
            if n % 100 == 0 {
                eprintln!("{n} of {} games", args.games);
            }
        }),
    };
    if let Some(path) = &args.save {
        let mut out = std::io::BufWriter::new(std::fs::File::create(path)?);
        for sample in &samples {
            serde_json::to_writer(&mut out, sample)?;
            out.write_all(b"\n")?;
        }
        out.flush()?;
    }
    anyhow::ensure!(!samples.is_empty(), "the games gave no quiet position");
    Ok(samples)
}
