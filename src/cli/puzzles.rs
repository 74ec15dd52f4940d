//! `towers puzzles generate` and `towers puzzles check`: the puzzle sets of `puzzles/`
//! (see [`towers_lab::puzzles`] for how puzzles are mined and what a check verifies).
//!
//! `generate` writes the file as it finds puzzles (header first, one puzzle a line) and prints
//! a summary to stderr (with the count of each claim and theme); `check` prints one line per
//! failing puzzle (`FILE puzzle N (FEN): why`, a position found in an earlier file given on
//! the command line among them) and a summary per file, and fails (exit 1) when a puzzle
//! fails. A file that cannot be read or does not parse is a [`BadFile`] (exit 2).

use std::collections::{BTreeMap, HashMap};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::Context;

use towers_engine::puzzles;
use towers_lab::puzzles as mining;
use towers_rules::Variant;

/// A puzzle file that cannot be read or parsed (exit code 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadFile(pub String);

/// `towers puzzles ...`.
#[derive(clap::Subcommand)]
pub enum PuzzlesCommand {
    /// Mine puzzles from seeded self-play and write them as JSON lines (same seed, same file).
    Generate {
        #[arg(long, value_parser = crate::cli::variant_values())]
        variant: Variant,
        /// How many puzzles.
        #[arg(long, default_value_t = 200)]
        count: usize,
        /// Seed of the self-play games.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Search nodes per position while mining (the verification uses 4 times as many).
        #[arg(long, default_value_t = mining::DEFAULT_NODES)]
        nodes: u64,
        /// Give up after this many games.
        #[arg(long, default_value_t = 5_000)]
        max_games: usize,
        /// Puzzle files whose positions are not mined (repeatable): no position in two sets.
        #[arg(long, value_name = "FILE")]
        avoid: Vec<PathBuf>,
        /// The file to write.
        #[arg(short, long, value_name = "FILE")]
        output: PathBuf,
        #[command(flatten)]
        data: crate::cli::egdb::EngineData,
    },
    /// Re-verify every puzzle of a file at a deeper search; one line per failure, exit 1 if any.
    Check {
        /// Nodes of the verification search [default: 4 times each puzzle's mining budget].
        #[arg(long)]
        nodes: Option<u64>,
        /// Puzzle files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        #[command(flatten)]
        data: crate::cli::egdb::EngineData,
    },
}

/// Runs `towers puzzles`.
pub fn run(command: PuzzlesCommand) -> anyhow::Result<()> {
    match command {
        PuzzlesCommand::Generate {
            variant,
            count,
            seed,
            nodes,
            max_games,
            avoid,
            output,
            data,
        } => {
            data.install();
            let mut avoided = std::collections::HashSet::new();
            let mut avoid_args = String::new();
            for path in &avoid {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| BadFile(format!("reading {}: {e}", path.display())))?;
                let (_, set) = puzzles::read(&text)
                    .map_err(|e| BadFile(format!("{}: {e}", path.display())))?;
                avoided.extend(set.into_iter().map(|p| p.fen));
                avoid_args.push_str(&format!(" --avoid {}", path.display()));
            }
            let command = format!(
                "towers puzzles generate --variant {variant} --count {count} --seed {seed} --nodes {nodes}{avoid_args} -o {}",
                output.display()
            );
            let file = std::fs::File::create(&output)
                .with_context(|| format!("creating {}", output.display()))?;
            let mut out = std::io::BufWriter::new(file);
            out.write_all(puzzles::write_header(variant, &command).as_bytes())?;
            out.flush()?;
            let started = Instant::now();
            let mut written = 0usize;
            let mut towers = 0usize;
            let mut kinds = Kinds::default();
            let mut error = None;
            let games =
                mining::generate_avoiding(variant, count, seed, nodes, max_games, avoided, |p| {
                    if error.is_some() {
                        return;
                    }
                    written += 1;
                    towers += usize::from(mining::involves_towers(p));
                    kinds.add(p);
                    let line = puzzles::write_puzzle(p);
                    if let Err(e) = out.write_all(line.as_bytes()).and_then(|()| out.flush()) {
                        error = Some(e);
                    }
                });
            if let Some(e) = error {
                return Err(e).with_context(|| format!("writing {}", output.display()));
            }
            eprintln!(
                "{variant}: {written} puzzles ({towers} with towers) from {games} games in {:.1} s; {kinds}",
                started.elapsed().as_secs_f64()
            );
            if written < count {
                anyhow::bail!("found only {written} of {count} puzzles in {games} games");
            }
            Ok(())
        }
        PuzzlesCommand::Check { nodes, files, data } => {
            data.install();
            let mut failed = 0usize;
            let mut total = 0usize;
            // Every position seen so far, with the file it was first seen in.
            let mut positions: HashMap<String, String> = HashMap::new();
            for path in &files {
                let text = std::fs::read_to_string(path)
                    .map_err(|e| BadFile(format!("reading {}: {e}", path.display())))?;
                let (_, set) = puzzles::read(&text)
                    .map_err(|e| BadFile(format!("{}: {e}", path.display())))?;
                let started = Instant::now();
                let mut towers = 0usize;
                let mut captures = 0usize;
                let mut bad = 0usize;
                let mut kinds = Kinds::default();
                let name = path.display().to_string();
                for (i, puzzle) in set.iter().enumerate() {
                    towers += usize::from(mining::involves_towers(puzzle));
                    captures += usize::from(mining::captures_tower(puzzle));
                    kinds.add(puzzle);
                    let shared = positions
                        .get(&puzzle.fen)
                        .map(|first| format!("the position is also in {first}"));
                    positions
                        .entry(puzzle.fen.clone())
                        .or_insert_with(|| name.clone());
                    let failure = shared.or_else(|| {
                        mining::check(puzzle, nodes.unwrap_or(0))
                            .err()
                            .map(|e| e.to_string())
                    });
                    if let Some(why) = failure {
                        bad += 1;
                        println!("{name} puzzle {} ({}): {why}", i + 1, puzzle.fen);
                    }
                }
                println!(
                    "{name}: {} puzzles, {} failed, {towers} with towers ({captures} capturing from one), {:.1} s; {kinds}",
                    set.len(),
                    bad,
                    started.elapsed().as_secs_f64()
                );
                failed += bad;
                total += set.len();
            }
            if failed > 0 {
                anyhow::bail!("{failed} of {total} puzzles failed the check");
            }
            Ok(())
        }
    }
}

/// How many puzzles of each claim and theme, for the summaries.
#[derive(Default)]
struct Kinds {
    claims: BTreeMap<&'static str, usize>,
    themes: BTreeMap<&'static str, usize>,
}

impl Kinds {
    fn add(&mut self, puzzle: &puzzles::Puzzle) {
        *self.claims.entry(puzzle.claim.name()).or_default() += 1;
        *self.themes.entry(puzzle.theme.name()).or_default() += 1;
    }
}

impl std::fmt::Display for Kinds {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let list = |map: &BTreeMap<&str, usize>| {
            map.iter()
                .map(|(k, n)| format!("{k} {n}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(
            f,
            "claims: {}; themes: {}",
            list(&self.claims),
            list(&self.themes)
        )
    }
}
