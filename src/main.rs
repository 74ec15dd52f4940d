//! The `towers` binary: the Discord bot (`serve`), a local game (`play`), and the rules tools
//! (`perft`, `moves`, `replay`, `render`), the engine tools (`bench-engine`, `match`, `analyze`, `puzzles`), and the
//! engine behind a line protocol for match scripts (`think`).

use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use std::sync::Arc;

use anyhow::Context;
use clap::{Parser, Subcommand};

use towers::config::Config;
use towers::console::{BotOpponent, Console};
use towers::engine::arena::{self, MatchSpec};
use towers::engine::players::Player;
use towers::engine::{self, Engine, Level, Limits};
use towers::render::{GifSettings, Renderer};
use towers::rules::perft::{divide, perft, perft_moves, Counting, Generator};
use towers::rules::{fen, notation, pdn, Color, Game, Position, RuleOptions, Variant};
use towers::service::locale::Lang;
use towers::service::{board_view, ColorChoice, GameService};
use towers::shards::{ShardIds, ShardRange};
use towers::store::SledStore;

mod analyze;
mod check_store_cli;
mod cli_quote;
mod puzzles_cli;
mod think;
mod tune_cli;

#[derive(Parser)]
#[command(
    name = "towers",
    version,
    about = "Draughts in Discord: Bashni, Lasca and the classic games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the Discord bot (needs DISCORD_TOKEN; see .env.example).
    Serve(ServeArgs),
    /// Play a game in the terminal, stored like a Discord game (resumes after a restart).
    Play {
        #[arg(long, default_value = "bashni", value_parser = variant_values())]
        variant: Variant,
        /// Play against the bot at this level, 1 (beginner) to 6 (full strength).
        #[arg(long, value_name = "LEVEL", value_parser = clap::value_parser!(u8).range(1..=6))]
        vs_bot: Option<u8>,
        /// Your colour against the bot: white, black or random.
        #[arg(long, default_value = "white", requires = "vs_bot")]
        color: ColorChoice,
        /// Rule options (RULES.md §7), e.g. optional-captures (kurnik), black-first (Lasca),
        /// immediate-transfer (Bashni).
        #[arg(long, default_value = "")]
        rules: RuleOptions,
        /// Data directory of the store (created if missing, but not its parent).
        #[arg(long, env = "TOWERS_DATA_DIR", default_value = "./data")]
        data: PathBuf,
        /// Channel id the console game is stored under.
        #[arg(long, default_value_t = 0)]
        channel: u64,
        /// Where the board PNG is written after each move.
        #[arg(long, default_value = "board.png")]
        png: PathBuf,
        // The console's language: its help lists every language (`lang_help`).
        #[arg(long, help = lang_help())]
        lang: Option<String>,
    },
    /// Count the leaf nodes of the move tree: one line `perft(D) = N` per depth 1..=N.
    Perft {
        #[arg(long, default_value = "bashni", value_parser = variant_values())]
        variant: Variant,
        /// Start position (tower FEN); default the initial position.
        #[arg(long)]
        fen: Option<String>,
        #[arg(long)]
        depth: u32,
        /// paths (every capture order), unique (same set of pieces once), positions.
        #[arg(long, default_value = "paths")]
        counting: Counting,
        /// Also print each first move's subtree count at the last depth.
        #[arg(long)]
        divide: bool,
    },
    /// Perft speed of every variant's initial position (paths counting, bulk-counted last ply).
    Bench,
    /// Search speed: depth reached, nodes and nodes/s of the engine on fixed positions of
    /// every variant (initial positions and middle games, tall towers in Bashni and Lasca).
    BenchEngine {
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
        tweak: engine::eval::Tweak,
    },
    /// Engine-vs-engine match: pairs of games from seeded random openings (2-4 plies), colours
    /// swapped within each pair; prints wins/draws/losses of A, score and Elo difference.
    Match {
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
    },
    /// Print the legal moves of a position, one per line, in full notation.
    Moves {
        #[arg(long, default_value = "bashni", value_parser = variant_values())]
        variant: Variant,
        #[arg(long)]
        fen: Option<String>,
    },
    /// Play a game text and print the final FEN, or fail naming the first illegal move.
    /// With --pdn, replay every game of a PDN file: one line per game, then "N ok, M failed".
    Replay {
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
    },
    /// Draw a position as a picture: PNG, or a one-frame GIF when the output ends in `.gif`.
    Render {
        #[arg(long, default_value = "bashni", value_parser = variant_values())]
        variant: Variant,
        #[arg(long)]
        fen: Option<String>,
        /// The picture file: `.png` or `.gif` (any other ending is refused).
        #[arg(short, long, default_value = "board.png")]
        output: PathBuf,
        /// Highlight this move (legal in the position before it: give --fen of that position).
        #[arg(long)]
        last: Option<String>,
        /// Show the board from Black's side.
        #[arg(long)]
        flip: bool,
    },
    /// Whether the `towers serve` of this data directory is alive: exit 0 when its heartbeat
    /// (TOWERS_DATA_DIR/health.json) is fresh and a gateway shard is connected (or was, within
    /// the grace), else 1 with the reason. For Docker's HEALTHCHECK.
    Health {
        /// Data directory of the serving process.
        #[arg(long, env = "TOWERS_DATA_DIR", default_value = "./data")]
        data: PathBuf,
        /// The oldest heartbeat that still counts as alive (e.g. 60s, 2m).
        #[arg(long, default_value = "60s", value_parser = humantime::parse_duration)]
        max_age: Duration,
        /// How long no gateway shard may be connected before the bot counts as unhealthy.
        #[arg(long, default_value = "3m", value_parser = humantime::parse_duration)]
        gateway_grace: Duration,
    },
    /// Judge every move of a game with the engine: one line per ply `PLY MOVE EVAL BEST TAG`
    /// (TAG ?!, ? or ??), then a summary; -o draws the evaluation graph.
    Analyze(analyze::AnalyzeArgs),
    /// Decode and replay every stored record (active and finished games, challenges) of a
    /// sled data directory, read only: one line per problem (record and what is wrong), then a
    /// summary line; exits non-zero when there are problems. Stop `serve` first (sled locks
    /// the directory).
    CheckStore {
        /// Data directory of the store (must exist).
        #[arg(long, env = "TOWERS_DATA_DIR", default_value = "./data")]
        data: PathBuf,
    },
    /// Fit the international evaluation on self-play games (Texel's method) and print the
    /// weights as the Rust item of src/engine/tuned.rs.
    Tune(tune_cli::TuneArgs),
    /// Puzzles mined from self-play: `generate` a set, `check` a set at a deeper search.
    Puzzles {
        #[command(subcommand)]
        command: puzzles_cli::PuzzlesCommand,
    },
    /// Answer engine requests on stdin/stdout (for match scripts such as benches/peers/).
    #[command(after_help = think::PROTOCOL)]
    Think {
        #[arg(long, default_value = "bashni", value_parser = variant_values())]
        variant: Variant,
        /// Search and evaluation switches, as after a level in `match` (e.g. `contempt=20`).
        #[arg(long, default_value = "")]
        tweak: engine::eval::Tweak,
    },
}

/// The `--variant` values, listed by `--help` and in the error for an unknown one.
fn variant_values() -> impl clap::builder::TypedValueParser<Value = Variant> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(Variant::ALL.map(Variant::name))
        .try_map(|name| name.parse::<Variant>())
}

/// Options of `towers serve`.
#[derive(clap::Args)]
struct ServeArgs {
    /// Run only the gateway shards FIRST..=LAST (or one shard N) of --shard-count. Discord
    /// sends a guild's events to shard (guild_id >> 22) % count: give each process its own
    /// TOWERS_DATA_DIR and keep the count fixed (see deploy/README.md).
    #[arg(
        long,
        env = "TOWERS_SHARDS",
        value_name = "FIRST..=LAST",
        requires = "shard_count"
    )]
    shards: Option<ShardIds>,
    /// The bot's total number of shards (alone: run all of them in this process).
    #[arg(long, env = "TOWERS_SHARD_COUNT", value_name = "N")]
    shard_count: Option<u32>,
}

impl ServeArgs {
    /// The shards to run: the default (0 of 1) without options. Errors when the range does
    /// not fit the count (FIRST <= LAST < N).
    fn shard_range(&self) -> anyhow::Result<ShardRange> {
        let range = match (self.shards, self.shard_count) {
            (Some(ids), Some(count)) => ShardRange::new(ids, count),
            (None, Some(count)) => ShardRange::all(count),
            (_, None) => Ok(ShardRange::default()),
        };
        range.context("--shards/--shard-count")
    }
}

/// `towers bench-engine`: the search on the fixed positions of every variant.
fn bench_engine(
    millis: u64,
    nodes: Option<u64>,
    only: Option<Variant>,
    tweak: engine::eval::Tweak,
) -> anyhow::Result<()> {
    println!(
        "{:<14} {:<12} {:>5} {:>10} {:>8} {:>9} {:>7}  best",
        "variant", "position", "depth", "nodes", "seconds", "k nodes/s", "score"
    );
    let (mut all_nodes, mut all_secs) = (0u64, 0f64);
    for (variant, label, text) in engine::bench::POSITIONS {
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

/// `towers match`: prints each game (with --verbose) and the tally with the Elo difference.
fn run_match(spec: &MatchSpec, verbose: bool) -> anyhow::Result<()> {
    let t = Instant::now();
    let tally = arena::play_match(spec, |g| {
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
    Ok(())
}

/// Depths of `towers bench` ("paths" counting, bulk counting at the last ply): 20-400 M nodes,
/// about a second each on the 2-core build machine.
const BENCH_DEPTHS: [(Variant, u32); 8] = [
    (Variant::Bashni, 10),
    (Variant::Russian, 11),
    (Variant::Brazilian, 11),
    (Variant::Kurnik, 11),
    (Variant::English, 12),
    (Variant::International, 10),
    (Variant::Canadian, 9),
    (Variant::Lasca, 17),
];

fn start(variant: Variant, fen_text: Option<&str>) -> anyhow::Result<Position> {
    match fen_text {
        Some(text) => Ok(fen::read(variant, text)?),
        None => Ok(Position::initial(variant)),
    }
}

fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        // The reader of the output went away (`towers perft ... | head -1`): nothing more to say.
        Err(e) if is_broken_pipe(&e) => std::process::ExitCode::SUCCESS,
        // Unusable input of `towers analyze` (missing file, no such game, illegal move): 2.
        Err(e) if e.downcast_ref::<analyze::BadInput>().is_some() => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
        // A puzzle file that cannot be read or parsed: 2.
        Err(e) if e.downcast_ref::<puzzles_cli::BadFile>().is_some() => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::from(2)
        }
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// Whether `e` is a write to a closed pipe.
fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// `towers play --lang`'s help: every language of the catalogue ([`Lang::codes`]).
fn lang_help() -> String {
    format!(
        "The console's language: {} (a code, or a locale such as pt_BR.UTF-8; others are \
         English); default from LC_ALL, LC_MESSAGES or LANG, in that order",
        Lang::codes()
    )
}

fn run() -> anyhow::Result<()> {
    let _ = dotenvy::dotenv();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "info,serenity=warn".into()),
        )
        .with_writer(towers::log_redact::RedactedStderr)
        .init();
    let cli = Cli::try_parse().unwrap_or_else(|e| cli_quote::clip_quoted(e).exit());
    match cli.command {
        Command::Serve(args) => serve(args.shard_range()?),
        Command::Play {
            variant,
            vs_bot,
            color,
            rules,
            data,
            channel,
            png,
            lang,
        } => {
            rules
                .check(variant)
                .with_context(|| format!("--rules {rules} for {}", variant.name()))?;
            let bot = match vs_bot {
                Some(n) => Some(BotOpponent {
                    level: Level::new(n).context("--vs-bot level out of range")?,
                    color,
                }),
                None => None,
            };
            towers::config::prepare_data_dir(&data, "--data")?;
            let store = SledStore::open(&data)?;
            let service = GameService::new(store);
            let console = Console {
                channel,
                variant,
                options: rules,
                bot,
                png,
                lang: match lang {
                    Some(lang) => Lang::from_posix(&lang),
                    None => Lang::from_environment(|name| std::env::var(name).ok()),
                },
            };
            let stdin = std::io::stdin();
            console.run(&service, stdin.lock(), &mut std::io::stdout())
        }
        Command::Perft {
            variant,
            fen,
            depth,
            counting,
            divide: show_divide,
        } => {
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
        Command::Bench => {
            println!(
                "{:<14} {:>5} {:>12} {:>9} {:>14}",
                "variant", "depth", "nodes", "seconds", "M nodes/s"
            );
            for (variant, depth) in BENCH_DEPTHS {
                let pos = Position::initial(variant);
                let t = Instant::now();
                let n = perft(&pos, depth, Counting::Paths);
                let secs = t.elapsed().as_secs_f64();
                println!(
                    "{:<14} {depth:>5} {n:>12} {secs:>9.3} {:>14.1}",
                    variant.name(),
                    n as f64 / secs.max(1e-9) / 1e6
                );
            }
            println!();
            println!("move lists (Position::legal_moves' generator vs the general one), no bulk counting:");
            println!(
                "{:<14} {:>5} {:>12} {:>15} {:>15} {:>7}",
                "variant", "depth", "nodes", "bitboard M/s", "general M/s", "ratio"
            );
            for (variant, depth) in BENCH_DEPTHS {
                let pos = Position::initial(variant);
                // Two plies less than the perft above: every node's moves are built.
                let depth = depth - 2;
                let mut secs = [0.0; 2];
                let mut nodes = 0;
                for (i, generator) in [Generator::Bitboard, Generator::General]
                    .into_iter()
                    .enumerate()
                {
                    let t = Instant::now();
                    nodes = perft_moves(&pos, depth, generator);
                    secs[i] = t.elapsed().as_secs_f64().max(1e-9);
                }
                println!(
                    "{:<14} {depth:>5} {nodes:>12} {:>15.1} {:>15.1} {:>7.2}",
                    variant.name(),
                    nodes as f64 / secs[0] / 1e6,
                    nodes as f64 / secs[1] / 1e6,
                    secs[1] / secs[0]
                );
            }
            Ok(())
        }
        Command::BenchEngine {
            millis,
            nodes,
            variant,
            tweak,
        } => bench_engine(millis, nodes, variant, tweak),
        Command::Match {
            variant,
            a,
            b,
            openings,
            seed,
            ply_cap,
            time_scale,
            nodes,
            verbose,
        } => run_match(
            &MatchSpec {
                variant,
                a,
                b,
                openings,
                seed,
                ply_cap,
                time_scale,
                nodes,
            },
            verbose,
        ),
        Command::Moves { variant, fen } => {
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
        Command::Replay {
            variant,
            pdn: Some(path),
            ..
        } => replay_pdn(&path, variant),
        Command::Replay {
            variant,
            fen,
            moves,
            ..
        } => {
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
        Command::Render {
            variant,
            fen,
            output,
            last,
            flip,
        } => {
            let mut pos = start(variant, fen.as_deref())?;
            let mut last_move = None;
            if let Some(text) = last {
                let mv = notation::resolve(&pos, &text)?;
                pos = pos.play(&mv);
                last_move = Some(mv);
            }
            let viewer = if flip { Color::Black } else { Color::White };
            let view = board_view(&pos, last_move.as_ref(), viewer, false);
            let extension = output
                .extension()
                .and_then(|e| e.to_str())
                .map(str::to_ascii_lowercase);
            let bytes = match extension.as_deref() {
                Some("png") => Renderer::new().png(&view)?,
                Some("gif") => {
                    Renderer::new()
                        .gif(std::slice::from_ref(&view), &GifSettings::default())?
                        .bytes
                }
                _ => anyhow::bail!(
                    "{}: towers draws PNG or GIF pictures; name the file *.png or *.gif",
                    output.display()
                ),
            };
            std::fs::write(&output, bytes)
                .with_context(|| format!("writing {}", output.display()))?;
            Ok(())
        }
        Command::Health {
            data,
            max_age,
            gateway_grace,
        } => health(&data, max_age, gateway_grace),
        Command::Analyze(args) => analyze::run(args),
        Command::CheckStore { data } => check_store_cli::run(&data),
        Command::Puzzles { command } => puzzles_cli::run(command),
        Command::Tune(args) => tune_cli::run(args),
        Command::Think { variant, tweak } => {
            let stdin = std::io::stdin();
            think::run(variant, tweak, stdin.lock(), &mut std::io::stdout().lock())
        }
    }
}

/// `towers health`: judges the heartbeat of the serving process of `data`; prints one line.
fn health(
    data: &std::path::Path,
    max_age: Duration,
    gateway_grace: Duration,
) -> anyhow::Result<()> {
    use towers::health;
    let beat = health::read(data)?;
    let now = health::unix_secs(std::time::SystemTime::now());
    health::judge(&beat, now, max_age, gateway_grace)?;
    println!(
        "healthy: pid {}, {} of {} gateway shards connected, last beat {} s ago",
        beat.pid,
        beat.shards_connected,
        beat.shards_total,
        now.saturating_sub(beat.written_at)
    );
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

/// The quick store check of `serve`: every active record decoded (a bad one is set aside in
/// quarantine by the scan and logged there), each game continued; logs the counts and each
/// problem, never stops the start.
fn check_store_at_start(service: &GameService<towers::store::AnyStore>) {
    match service.check_active() {
        Ok(report) => {
            for problem in &report.problems {
                tracing::error!(%problem, "store check at start: a problem");
            }
            tracing::info!(
                records = report.records,
                games = report.active_games,
                challenges = report.challenges,
                problems = report.problems.len(),
                "store check at start: active records read"
            );
        }
        Err(e) => {
            tracing::error!(error = %e, "store check at start: cannot scan the active records")
        }
    }
}

fn serve(shards: ShardRange) -> anyhow::Result<()> {
    let mut config = Config::from_env()?;
    config.shards = shards;
    if config.discord_token.is_none() {
        anyhow::bail!("DISCORD_TOKEN is not set: copy .env.example to .env and fill it in");
    }
    let database_url = config.database_url.as_ref().map(|url| url.expose());
    if database_url.is_none() {
        config.prepare_data_dir()?;
    }
    let store = towers::store::open_store(&config.data_dir, database_url)?;
    let engine_threads = config
        .engine_threads
        .unwrap_or_else(towers::service::default_engine_threads);
    let service = Arc::new(GameService::new(store).with_engine_threads(engine_threads));
    check_store_at_start(&service);
    tracing::info!(
        data_dir = %config.data_dir.display(),
        %shards,
        engine_threads,
        "starting the Discord bot"
    );
    let served =
        tokio::runtime::Runtime::new()?.block_on(towers::discord::run(&config, service.clone()));
    // Every change was flushed when it was made; this is the last word before exiting.
    let flushed = service.store().flush();
    served?;
    flushed?;
    tracing::info!("stopped cleanly");
    Ok(())
}
