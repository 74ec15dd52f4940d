//! `towers think`: the engine behind a line protocol on stdin/stdout, so that match scripts
//! (`benches/peers/match.py`) can ask for moves from a persistent process whose engine keeps
//! its transposition table between moves.
//!
//! Every input line is one command, read with clap; every command but `quit` gets exactly one
//! answer line (`help` prints the help text instead). Move texts are written in the variant's
//! full notation (`c3-d4`, `c3:e5:g3`, `32-28`, `28x19x10`) and read in any notation
//! [`towers_rules::notation::resolve`] accepts.

use std::io::{BufRead, Write};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::{Parser, Subcommand};

use towers_engine::eval::Tweak;
use towers_engine::{Engine, Limits};
use towers_rules::quote::clip;
use towers_rules::{fen, notation, Game, Outcome, Variant};

/// The protocol, printed by `towers think --help` and by the `help` command.
pub const PROTOCOL: &str = "\
Protocol: one command per line on stdin, one answer line per command on stdout.
  position <FEN|startpos> [moves M1 M2 ...]   set the game (the moves give the history, so the
                                               engine sees repetitions)   -> ok | error <why>
  go [--movetime MS] [--depth D] [--nodes N]  search the current position
        -> bestmove <move> score <centi-men> depth <plies> nodes <n> time <ms> | bestmove none
  moves                                        -> moves <M1> <M2> ...   (legal moves)
  fen                                          -> fen <FEN>   (current position)
  outcome                                      -> outcome none | outcome win <white|black> <reason>
                                                  | outcome draw <reason>
  newgame                                      -> ok   (a fresh engine: empty hash table)
  quit                                         (or end of input) exits
Bad input answers `error <why>` and changes nothing.";

/// One protocol line.
#[derive(Parser, Debug)]
#[command(no_binary_name = true, disable_help_flag = true)]
struct Line {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Set the game: a start position then the moves played from it.
    Position {
        /// A FEN of the variant, or `startpos`.
        start: String,
        /// `moves M1 M2 ...`.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        rest: Vec<String>,
    },
    /// Search the current position within the given limits (none: 1 second).
    Go {
        /// Time for this move in milliseconds.
        #[arg(long)]
        movetime: Option<u64>,
        /// Depth in plies.
        #[arg(long)]
        depth: Option<u8>,
        /// Positions visited.
        #[arg(long)]
        nodes: Option<u64>,
    },
    /// The legal moves of the current position.
    Moves,
    /// The current position as FEN.
    Fen,
    /// The outcome of the game by the rules.
    Outcome,
    /// Forget everything the engine learned (start a new game).
    Newgame,
    /// Exit.
    Quit,
}

/// Options of `towers think`.
#[derive(clap::Args)]
pub struct ThinkArgs {
    #[arg(long, default_value = "bashni", value_parser = super::variant_values())]
    variant: Variant,
    /// Search and evaluation switches, as after a level in `match` (e.g. `contempt=20`).
    #[arg(long, default_value = "")]
    tweak: Tweak,
    #[command(flatten)]
    data: super::egdb::EngineData,
}

/// `towers think`: the protocol on the process's stdin and stdout.
pub fn run(args: ThinkArgs) -> anyhow::Result<()> {
    if args.variant == Variant::International {
        args.data.install();
    }
    let stdin = std::io::stdin();
    serve_lines(
        args.variant,
        args.tweak,
        stdin.lock(),
        &mut std::io::stdout().lock(),
    )
}

/// Runs the protocol for `variant`, the engine's switches set by `tweak`, until `quit` or the
/// end of `input`; I/O errors end it.
fn serve_lines(
    variant: Variant,
    tweak: Tweak,
    input: impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let mut game = Game::new(variant);
    let mut engine = Engine::new();
    engine.set_tweak(tweak);
    for line in input.lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        if line.trim() == "help" {
            writeln!(out, "{PROTOCOL}")?;
            out.flush()?;
            continue;
        }
        let answer = match Line::try_parse_from(line.split_whitespace()) {
            Err(e) => format!(
                "error {}",
                first_line(&crate::cli::quote::clip_quoted(e).to_string())
            ),
            Ok(Line {
                command: Command::Quit,
            }) => break,
            Ok(Line { command }) => answer(command, variant, &mut game, &mut engine),
        };
        writeln!(out, "{answer}")?;
        out.flush()?;
    }
    Ok(())
}

fn first_line(text: &str) -> &str {
    let text = text.trim_start_matches("error: ");
    text.lines().next().unwrap_or("").trim()
}

fn answer(command: Command, variant: Variant, game: &mut Game, engine: &mut Engine) -> String {
    match command {
        Command::Position { start, rest } => match set_position(variant, &start, &rest) {
            Ok(g) => {
                *game = g;
                "ok".to_string()
            }
            Err(e) => format!("error {e}"),
        },
        Command::Go {
            movetime,
            depth,
            nodes,
        } => {
            let mut limits = Limits {
                time: movetime.map(Duration::from_millis),
                nodes,
                depth,
            };
            if limits == Limits::default() {
                limits.time = Some(Duration::from_secs(1));
            }
            let clock = Instant::now();
            let stop = AtomicBool::new(false);
            match engine.search_to_play(game, &limits, &stop) {
                None => "bestmove none".to_string(),
                Some(r) => format!(
                    "bestmove {} score {} depth {} nodes {} time {}",
                    notation::write(game.position(), &r.best),
                    r.score,
                    r.depth,
                    r.nodes,
                    clock.elapsed().as_millis()
                ),
            }
        }
        Command::Moves => {
            let mut line = "moves".to_string();
            for text in notation::legal_texts(game.position()) {
                line.push(' ');
                line.push_str(&text);
            }
            line
        }
        Command::Fen => format!("fen {}", fen::write(game.position())),
        Command::Outcome => match game.outcome() {
            None => "outcome none".to_string(),
            Some(outcome @ Outcome::Win { winner, .. }) => {
                format!("outcome win {} {outcome}", winner.name().to_lowercase())
            }
            Some(outcome @ Outcome::Draw { .. }) => format!("outcome draw {outcome}"),
        },
        Command::Newgame => {
            let tweak = engine.tweak();
            *engine = Engine::new();
            engine.set_tweak(tweak);
            "ok".to_string()
        }
        Command::Quit => String::new(),
    }
}

/// The game of a `position` command: `start` (FEN or `startpos`) and `rest` (`moves M...`).
fn set_position(variant: Variant, start: &str, rest: &[String]) -> anyhow::Result<Game> {
    let mut game = if start == "startpos" {
        Game::new(variant)
    } else {
        Game::from_fen(variant, start)?
    };
    let moves = match rest.split_first() {
        None => &[][..],
        Some((keyword, moves)) if keyword == "moves" => moves,
        Some((other, _)) => anyhow::bail!(
            "expected 'moves' after the position, found '{}'",
            clip(other)
        ),
    };
    for (i, text) in moves.iter().enumerate() {
        game.play_text(text)
            .map_err(|e| anyhow::anyhow!("move {} ({}): {e}", i + 1, clip(text)))?;
    }
    Ok(game)
}
