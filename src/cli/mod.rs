//! The `towers` command line: one file per subcommand, each with its options (clap) and its
//! `run`. [`run`] reads the command line and hands it to the subcommand.

use std::io::IsTerminal;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use towers_rules::{fen, Position, Variant};

pub mod analyze;
mod ballots;
mod bench;
mod bench_engine;
mod check_store;
mod egdb;
mod engine_match;
mod fuzz_seeds;
mod health;
mod help;
mod hub;
mod learn;
mod moves;
pub mod pairings;
mod patterns;
mod perft;
mod play;
pub mod puzzles;
pub mod quote;
mod render;
mod replay;
mod samples;
mod serve;
mod think;
mod tune;
mod tune_towers;

#[derive(Parser)]
#[command(
    name = "towers",
    version,
    about = "Draughts in Discord: Bashni, Lasca and the classic games"
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand)]
pub enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN; see .env.example).
    Serve(Box<serve::ServeArgs>),
    /// Play a game in the terminal, stored like a Discord game (resumes after a restart).
    Play(play::PlayArgs),
    /// Balloted openings for two-game micro-matches: every opening of a few plies whose
    /// score at a fixed depth is within a margin of level, as ballots/<variant>.txt holds them.
    Ballots(ballots::BallotsArgs),
    /// Count the leaf nodes of the move tree: one line `perft(D) = N` per depth 1..=N.
    Perft(perft::PerftArgs),
    /// Perft speed of every variant's initial position (paths counting, bulk-counted last ply).
    Bench,
    /// Search speed: depth reached, nodes and nodes/s of the engine on fixed positions of
    /// every variant (initial positions and middle games, tall towers in Bashni and Lasca).
    BenchEngine(bench_engine::BenchEngineArgs),
    /// Engine-vs-engine match: pairs of games from seeded random openings (2-4 plies), colours
    /// swapped within each pair; prints wins/draws/losses of A, score and Elo difference.
    Match(Box<engine_match::MatchArgs>),
    /// Print the legal moves of a position, one per line, in full notation.
    Moves(moves::MovesArgs),
    /// Play a game text and print the final FEN, or fail naming the first illegal move.
    /// With --pdn, replay every game of a PDN file: one line per game, then "N ok, M failed".
    Replay(replay::ReplayArgs),
    /// Tournament tools: `next` pairs a TRF file's next round by the FIDE Dutch system (the
    /// bbpPairings output form), `standings` ranks its players with tiebreaks.
    Pairings {
        #[command(subcommand)]
        command: pairings::PairingsCommand,
    },
    /// Draw a position as a picture: PNG, or a one-frame GIF when the output ends in `.gif`.
    Render(render::RenderArgs),
    /// Draw sample boards (every board size, tall towers, a capture, the flipped board) as PNGs
    /// into a folder, for a person to look at after a change to the renderer.
    Samples(samples::SamplesArgs),
    /// Whether the `towers serve` of this data directory is alive: exit 0 when its heartbeat
    /// (TOWERS_DATA_DIR/health.json) is fresh and a gateway shard is connected (or was, within
    /// the grace), else 1 with the reason. For Docker's HEALTHCHECK.
    Health(health::HealthArgs),
    /// Judge every move of a game with the engine: one line per ply `PLY MOVE EVAL BEST TAG`
    /// (TAG ?!, ? or ??), then a summary; -o draws the evaluation graph.
    Analyze(analyze::AnalyzeArgs),
    /// Decode and replay every stored record (active and finished games, challenges) of a
    /// sled data directory, read only: one line per problem (record and what is wrong), then a
    /// summary line; exits non-zero when there are problems. Stop `serve` first (sled locks
    /// the directory).
    CheckStore(check_store::CheckStoreArgs),
    /// Fit the international, Bashni or Lasca evaluation on self-play games (Texel's method)
    /// and print the weights as the Rust item of crates/towers-engine/src/tuned.rs (tuned_bashni.rs,
    /// tuned_lasca.rs).
    Tune(tune::TuneArgs),
    /// Puzzles mined from self-play: `generate` a set, `check` a set at a deeper search.
    Puzzles {
        #[command(subcommand)]
        command: puzzles::PuzzlesCommand,
    },
    /// Lessons: `check` proves every level of the shipped lessons (or of the files given).
    Learn {
        #[command(subcommand)]
        command: learn::LearnCommand,
    },
    /// The international pattern evaluation: `play` self-play positions, `fit` the weights.
    Patterns {
        #[command(subcommand)]
        command: patterns::PatternsCommand,
    },
    /// Answer engine requests on stdin/stdout (for match scripts such as benches/peers/).
    #[command(after_help = think::PROTOCOL)]
    Think(think::ThinkArgs),
    /// Be an engine for Hub GUIs (Hub protocol version 2, as Scan 3.x; pydraughts' HubEngine):
    /// international draughts on stdin/stdout.
    #[command(after_help = hub::PROTOCOL)]
    Hub(hub::HubArgs),
    /// Endgame databases of international draughts: `build` them into
    /// TOWERS_DATA_DIR/egdb, `probe` a position. The commands that run the engine use them
    /// when they are there; serve builds those of up to 4 pieces itself when they are not.
    Egdb {
        #[command(subcommand)]
        command: egdb::EgdbCommand,
    },
    /// Write the seed corpus of the fuzz targets (fuzz/corpus): real and own games, their
    /// positions and moves, button custom ids, /challenge option values.
    FuzzSeeds(fuzz_seeds::FuzzSeedsArgs),
}

/// The `--variant` values, listed by `--help` and in the error for an unknown one.
pub fn variant_values() -> impl clap::builder::TypedValueParser<Value = Variant> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Variant::ALL.map(Variant::name))
        .try_map(|name| name.parse::<Variant>())
}

/// The position of `fen_text` (a tower FEN), or the initial one.
pub fn start(variant: Variant, fen_text: Option<&str>) -> anyhow::Result<Position> {
    match fen_text {
        Some(text) => Ok(fen::read(variant, text)?),
        None => Ok(Position::initial(variant)),
    }
}

/// Removes each variable an option of `cmd` or of its subcommands reads (its `env`) that is set
/// but blank (empty or only spaces, [`towers::config::is_blank`]), so that such a value counts
/// as unset for every option, as `.env.example`'s empty lines mean (clap would read an empty
/// value and refuse it). Runs before any thread.
fn unset_empty_variables(cmd: &clap::Command) {
    for arg in cmd.get_arguments() {
        if let Some(name) = arg.get_env() {
            if std::env::var_os(name).is_some_and(|value| towers::config::is_blank(&value)) {
                std::env::remove_var(name);
            }
        }
    }
    for sub in cmd.get_subcommands() {
        unset_empty_variables(sub);
    }
}

/// Reads the command line (after `.env` and the log setup) and runs its subcommand.
pub fn run() -> anyhow::Result<()> {
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn".into()),
        )
        .with_writer(towers::log_redact::RedactedStderr)
        // Colour codes only for a person's terminal, never into a file or a pipe.
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    unset_empty_variables(&Cli::command());
    let cli = match help::grouped(Cli::command())
        .try_get_matches()
        .and_then(|matches| Cli::from_arg_matches(&matches))
    {
        Ok(cli) => cli,
        // A setting that cannot be used stops `serve` as any other startup error does: its
        // message, naming the variable, and exit status 1.
        Err(e) => match towers::config::ConfigError::from_clap(&e) {
            Some(refusal) => return Err(refusal.into()),
            None => quote::clip_quoted(e).exit(),
        },
    };
    match cli.command {
        Command::Serve(args) => serve::run(*args),
        Command::Play(args) => play::run(args),
        Command::Perft(args) => perft::run(args),
        Command::Ballots(args) => ballots::run(args),
        Command::Bench => bench::run(),
        Command::BenchEngine(args) => bench_engine::run(args),
        Command::Match(args) => engine_match::run(*args),
        Command::Moves(args) => moves::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Pairings { command } => pairings::run(command),
        Command::Render(args) => render::run(args),
        Command::Samples(args) => samples::run(args),
        Command::Health(args) => health::run(args),
        Command::Analyze(args) => analyze::run(args),
        Command::CheckStore(args) => check_store::run(args),
        Command::Puzzles { command } => puzzles::run(command),
        Command::Learn { command } => learn::run(command),
        // Bashni and Lasca have their own feature layout (`tune_towers`).
        Command::Tune(args) if towers_lab::texel_towers::is_tower_game(args.variant) => {
            tune_towers::run(args)
        }
        Command::Tune(args) => tune::run(args),
        Command::Patterns { command } => patterns::run(command),
        Command::Think(args) => think::run(args),
        Command::Hub(args) => hub::run(args),
        Command::Egdb { command } => egdb::run(command),
        Command::FuzzSeeds(args) => fuzz_seeds::run(args),
    }
}
