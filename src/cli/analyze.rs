//! `towers analyze`: the engine's judgement of every move of a game, for scripts.
//!
//! Prints one line per ply, `NUMBER MOVE EVAL BEST TAG` (columns separated by spaces; NUMBER
//! as players and PDN write it, `21.` for the first mover's 21st move and `21...` for the
//! reply, counted on from a PDN record's own first number; EVAL from White's view in men,
//! `+M12`/`-M12` for a win found for White/Black 12 plies ahead; BEST the engine's move, `=`
//! when it is the move played; TAG empty, `?!`, `?` or `??`), then one summary line;
//! `--lines` adds, for each tagged move, the better move and the line it wins. `-o` writes the
//! evaluation graph, `--board` the position after the largest swing. Bad input (missing file,
//! no such game, an illegal move, a bad FEN, a PDN game that does not say its variant when
//! `--variant` is not given) is a [`BadInput`], which `main` turns into exit code 2.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::Context;

use towers::service::api::{board_view, graph_series, move_axis};
use towers_engine::analysis::{self, Analysis, Tag};
use towers_engine::search::MATE_BOUND;
use towers_engine::Limits;
use towers_render::{eval_graph_png_labelled, GraphLabels, Renderer, ENGLISH_LABELS};
use towers_rules::quote::clip;
use towers_rules::{fen, pdn, Color, Game, MoveNumbers, Position, Variant};

/// Input the analysis cannot use: the message says which and why (exit code 2).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadInput(pub String);

/// Options of `towers analyze`.
#[derive(clap::Args)]
pub struct AnalyzeArgs {
    /// The variant: of the move text (default bashni), or of a PDN game that has no
    /// GameType or Variant tag (required then).
    #[arg(long, value_parser = crate::cli::variant_values())]
    variant: Option<Variant>,
    /// A PDN file; its game --game is analysed.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with = "moves",
        required_unless_present = "moves"
    )]
    pdn: Option<PathBuf>,
    /// Which game of the --pdn file, counting from 1 (only with --pdn: a move text is one
    /// game).
    // `requires` alone lets `--game 2 "1. c3-d4"` pass (clap does not require --pdn when the
    // move text it conflicts with is given): the conflicts refuse it.
    #[arg(long, default_value_t = 1, requires = "pdn", conflicts_with_all = ["moves", "fen"])]
    game: usize,
    /// Start position of the move text (a PDN game gives its own FEN tag).
    #[arg(long, conflicts_with = "pdn")]
    fen: Option<String>,
    /// Milliseconds of search per position.
    #[arg(long, default_value_t = analysis::DEFAULT_MS)]
    ms: u64,
    /// Nodes per position instead of time (reproducible output).
    #[arg(long, conflicts_with = "ms")]
    nodes: Option<u64>,
    /// Write the evaluation graph (PNG) here.
    #[arg(short, long, value_name = "PNG")]
    output: Option<PathBuf>,
    /// Write the position after the largest swing (PNG) here.
    #[arg(long, value_name = "PNG")]
    board: Option<PathBuf>,
    /// After the summary, one line per tagged move: the better move and the line it wins.
    #[arg(long)]
    lines: bool,
    /// The moves, move numbers allowed: "1. c3-b4 b6-c5 2. b4-a5".
    moves: Option<String>,
    #[command(flatten)]
    data: super::egdb::EngineData,
}

/// Runs `towers analyze`.
pub fn run(args: AnalyzeArgs) -> anyhow::Result<()> {
    let (game, numbers) = load(&args)?;
    args.data.install();
    let limits = match args.nodes {
        Some(n) => Limits {
            nodes: Some(n),
            ..Limits::default()
        },
        None => Limits {
            time: Some(Duration::from_millis(args.ms)),
            ..Limits::default()
        },
    };
    let result = analysis::analyse(&game, &limits, &AtomicBool::new(false));
    let mut out = std::io::stdout().lock();
    write_report(&mut out, &result, numbers, args.lines)?;
    if let Some(path) = &args.output {
        let (values, marks) = graph_series(&result);
        let labels = GraphLabels {
            moves: move_axis(numbers),
            ..ENGLISH_LABELS
        };
        let png = eval_graph_png_labelled(&values, &marks, labels)?;
        std::fs::write(path, png).with_context(|| format!("writing {}", path.display()))?;
    }
    if let Some(path) = &args.board {
        write_board(path, &game, &result)?;
    }
    Ok(())
}

/// The game the arguments name and how its moves are numbered.
fn load(args: &AnalyzeArgs) -> anyhow::Result<(Game, MoveNumbers)> {
    if let Some(path) = &args.pdn {
        return load_pdn(path, args.game, args.variant);
    }
    let variant = args.variant.unwrap_or(Variant::Bashni);
    let start = match &args.fen {
        Some(text) => fen::read(variant, text)
            .map_err(|e| BadInput(format!("--fen {:?}: {e}", clip(text))))?,
        None => Position::initial(variant),
    };
    // The move text is read as a PDN game without tags (move numbers, comments, results
    // skipped), as `towers replay` reads it.
    let text = args.moves.as_deref().unwrap_or_default();
    let games = pdn::read(text).map_err(|e| BadInput(format!("the moves: {e}")))?;
    if games.len() > 1 {
        return Err(BadInput(format!(
            "the move text holds {} games (a result such as 1-0 ends a game); give one",
            games.len()
        ))
        .into());
    }
    let listed = games
        .first()
        .map(|g| g.moves.as_slice())
        .unwrap_or_default();
    let game = Game::replay(start, listed.iter().map(String::as_str))
        .map_err(|e| BadInput(format!("the moves: {e}")))?;
    let numbers = MoveNumbers::of(&game);
    Ok((game, numbers))
}

/// Game `number` (from 1) of the PDN file at `path`, replayed in its tagged variant, else
/// in `variant`; refused when neither says which game it is. Numbered from the record's
/// first move number.
fn load_pdn(
    path: &Path,
    number: usize,
    variant: Option<Variant>,
) -> anyhow::Result<(Game, MoveNumbers)> {
    let bytes =
        std::fs::read(path).map_err(|e| BadInput(format!("reading {}: {e}", path.display())))?;
    let text = pdn::decode(&bytes);
    let games = pdn::read_games(&text);
    let count = games.len();
    let game = number
        .checked_sub(1)
        .and_then(|i| games.into_iter().nth(i))
        .ok_or_else(|| {
            BadInput(format!(
                "--game {number}: {} holds {count} game(s), counted from 1",
                path.display()
            ))
        })?
        .map_err(|e| BadInput(format!("{} game {number}: {e}", path.display())))?;
    let tagged = pdn::variant_of_tags(&game)
        .map_err(|e| BadInput(format!("{} game {number}: {e}", path.display())))?;
    let Some(variant) = tagged.or(variant) else {
        return Err(BadInput(format!(
            "{} game {number} does not say which game it is (no GameType or Variant tag): \
             give it with --variant (one of {})",
            path.display(),
            Variant::ALL.map(Variant::name).join(", ")
        ))
        .into());
    };
    let replayed = pdn::replay(&game, variant)
        .map_err(|e| BadInput(format!("{} game {number}: {e}", path.display())))?;
    let numbers = MoveNumbers::of(&replayed).starting_at(game.first_number.unwrap_or(1));
    Ok((replayed, numbers))
}

/// An evaluation in men from White's view: `+0.35`, `-1.00`, `+M12` (White wins in 12 plies).
pub fn format_eval(eval: i32) -> String {
    if eval.abs() > MATE_BOUND {
        let plies = towers_engine::search::MATE - eval.abs();
        match (plies, eval > 0) {
            // The game is over: its result, not a win in no plies.
            (0, true) => "1-0".to_string(),
            (0, false) => "0-1".to_string(),
            (_, true) => format!("+M{plies}"),
            (_, false) => format!("-M{plies}"),
        }
    } else {
        format!("{:+.2}", f64::from(eval) / 100.0)
    }
}

/// The per-ply lines, the summary line and (with `lines`) the tagged moves' lines, the
/// moves numbered by `numbers`.
fn write_report(
    out: &mut impl std::io::Write,
    a: &Analysis,
    numbers: MoveNumbers,
    lines: bool,
) -> anyhow::Result<()> {
    // What the columns are; the value is White's view whoever moved.
    writeln!(
        out,
        "{:>6} {:<14} {:>7} {:<14} tag (value: White's view, in men)",
        "move", "played", "value", "best"
    )?;
    for m in &a.moves {
        let tag = m.tag.map_or("", Tag::mark);
        let best = if m.best == m.played {
            "="
        } else {
            m.best_text.as_str()
        };
        let line = format!(
            "{:>6} {:<14} {:>7} {:<14} {tag}",
            numbers.label(m.ply),
            m.played_text,
            format_eval(m.eval_after),
            best
        );
        writeln!(out, "{}", line.trim_end())?;
    }
    let side = |c: Color| {
        format!(
            "{} {} ?! {} ? {} ?? mean loss {:.1}%",
            c.name(),
            a.count(c, Tag::Inaccuracy),
            a.count(c, Tag::Mistake),
            a.count(c, Tag::Blunder),
            100.0 * a.mean_loss(c)
        )
    };
    let swing = a.largest_swing().map_or_else(
        || "none".to_string(),
        |m| {
            format!(
                "{} {} ({:.0}%)",
                numbers.label(m.ply),
                m.played_text,
                100.0 * m.loss
            )
        },
    );
    writeln!(
        out,
        "summary: {}; {}; largest swing {swing}",
        side(Color::White),
        side(Color::Black)
    )?;
    if lines {
        for m in a.moves.iter().filter(|m| m.tag.is_some()) {
            writeln!(
                out,
                "{} {}{} lost {:.0}%, better {}: {}",
                numbers.label(m.ply),
                m.played_text,
                m.tag.map_or("", Tag::mark),
                100.0 * m.loss,
                m.best_text,
                numbered_line(numbers, m.ply, &m.line)
            )?;
        }
    }
    Ok(())
}

/// The position after the largest swing, the move highlighted, as a PNG at `path`.
/// `line`, moves played from ply `ply` on, with their move numbers as a game's text has
/// them: `21... c3-d4 22. d6-c5 e1-f2`.
fn numbered_line(numbers: MoveNumbers, ply: usize, line: &[String]) -> String {
    let mut out = Vec::new();
    for (i, text) in line.iter().enumerate() {
        let (_, reply) = numbers.number(ply + i);
        if i == 0 || !reply {
            out.push(numbers.label(ply + i));
        }
        out.push(text.clone());
    }
    out.join(" ")
}

fn write_board(path: &Path, game: &Game, a: &Analysis) -> anyhow::Result<()> {
    let Some(m) = a.largest_swing() else {
        anyhow::bail!("no move lost anything: no largest swing to draw");
    };
    let before = game.prefix(m.ply);
    let after = before.position().play(&m.played);
    let view = board_view(&after, Some(&m.played), Color::White, false);
    let png = Renderer::new().png(&view)?;
    std::fs::write(path, png).with_context(|| format!("writing {}", path.display()))
}
