//! Game analysis (issue 14 part 1): `engine::analysis` on a real recorded game tags its known
//! turning move, `towers analyze` prints `NUMBER MOVE EVAL BEST TAG` per ply (moves numbered as
//! players write them: `28...` is Black's 28th move) and a summary, reads `--fen` and a PDN
//! game's own start and numbers, draws the evaluation graph, and refuses bad input (a PDN game
//! that does not say its variant, without `--variant`, too) with exit code 2 and no panic.
//! Node budgets throughout, so the results do not depend on the machine's load.

use crate::bin;
use bin::towers_bin;

use crate::records;

use std::process::{Command, Output, Stdio};
use std::sync::atomic::AtomicBool;

use towers_engine::analysis::{analyse, Tag};
use towers_engine::Limits;
use towers_rules::{pdn, Color, Variant};

/// The USSR championship 1947, game 1: Блиндер - Миротин, 1-0. Black's 28th move d6-c5 (ply
/// 56) walks into a shot: White wins by force (the game ends five plies later).
const USSR1947: &str = "russian/wiegerw-pdn__succeed_ussr1947.pdn";

/// Nodes per ply for the recorded game. At 20,000 the search with shallow pruning (issue 14,
/// third round) also tagged White's ply 53 g3-f4 `??` (a loss it no longer sees from 100,000
/// nodes on: the analysis default of 120 ms is about 200,000 in a release build).
const BUDGET: u64 = 100_000;

fn towers(args: &[&str]) -> Output {
    Command::new(towers_bin())
        .args(args)
        .env("RUST_LOG", "error")
        .stdin(Stdio::null())
        .output()
        .expect("towers binary runs")
}

/// The report of a successful run, its line of column headings left out (that line is
/// `console_sessions`' to check).
fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    match text.split_once('\n') {
        Some((header, body)) if header.trim_start().starts_with("move ") => body.to_string(),
        _ => text.to_string(),
    }
}

/// A refusal: exit code 2, an `error:` line naming `needle`, no panic, nothing on stdout.
fn refused(out: &Output, needle: &str) {
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.starts_with("error: "), "{stderr}");
    assert!(stderr.contains(needle), "{needle} not in {stderr}");
    assert!(out.stdout.is_empty());
}

fn nodes(n: u64) -> Limits {
    Limits {
        nodes: Some(n),
        ..Limits::default()
    }
}

#[test]
fn the_losing_move_of_a_recorded_game_is_tagged_a_blunder() {
    let Some(dir) = records::games_dir() else {
        return;
    };
    let bytes = std::fs::read(dir.join(USSR1947)).unwrap();
    let text = pdn::decode(&bytes);
    let first = pdn::read_games(&text).remove(0).unwrap();
    assert_eq!(first.result.as_deref(), Some("1-0"));
    let game = pdn::replay(&first, Variant::Russian).unwrap();
    let a = analyse(&game, &nodes(BUDGET), &AtomicBool::new(false));
    assert_eq!(a.evals.len(), game.moves().len() + 1);
    assert_eq!(a.moves.len(), game.moves().len());
    let blunder = &a.moves[55];
    assert_eq!(blunder.played_text, "d6-c5");
    assert_eq!(blunder.mover, Color::Black);
    assert_eq!(blunder.tag, Some(Tag::Blunder), "{blunder:?}");
    assert_ne!(blunder.best_text, "d6-c5");
    assert_eq!(blunder.line.first(), Some(&blunder.best_text));
    assert!(blunder.line.len() > 1, "{:?}", blunder.line);
    assert_eq!(a.largest_swing().map(|m| m.ply), Some(55));
    // The position after it is won for White; the winner made no blunder.
    assert!(blunder.eval_after > 300, "{}", blunder.eval_after);
    assert_eq!(a.count(Color::White, Tag::Blunder), 0);
    // Moves before the turning point were level: nothing before ply 40 is a blunder.
    assert!(a.moves[..40].iter().all(|m| m.tag != Some(Tag::Blunder)));
}

/// The label of 0-based `ply` of a game from the initial position: `1.`, `1...`, `2.`, ...
fn label(ply: usize) -> String {
    format!(
        "{}{}",
        ply / 2 + 1,
        if ply.is_multiple_of(2) { "." } else { "..." }
    )
}

/// `NUMBER MOVE EVAL BEST TAG`: the move number `label`, a move, the evaluation in men
/// (`+0.25`) or a found win (`+M12`), the best move (`=` when it was played), an optional
/// tag. Returns the move, the best-move column and the tag.
fn check_ply_line(line: &str, label: &str) -> (String, String, Option<String>) {
    let words: Vec<&str> = line.split_whitespace().collect();
    assert!(words.len() == 4 || words.len() == 5, "{line}");
    assert_eq!(words[0], label, "{line}");
    let eval = words[2];
    let (sign, rest) = eval.split_at(1);
    assert!(sign == "+" || sign == "-", "{line}");
    let number = rest.strip_prefix('M').unwrap_or(rest);
    assert!(number.parse::<f64>().is_ok(), "{line}");
    if rest.starts_with('M') {
        assert!(number.parse::<u32>().is_ok(), "{line}");
    } else {
        assert_eq!(number.split('.').nth(1).map(str::len), Some(2), "{line}");
    }
    let tag = words.get(4).map(|t| t.to_string());
    if let Some(t) = &tag {
        assert!(["?!", "?", "??"].contains(&t.as_str()), "{line}");
    }
    (words[1].to_string(), words[3].to_string(), tag)
}

#[test]
fn the_cli_prints_one_line_per_ply_and_a_summary() {
    let Some(dir) = records::games_dir() else {
        return;
    };
    let file = dir.join(USSR1947);
    let out = towers(&[
        "analyze",
        "--variant",
        "russian",
        "--pdn",
        file.to_str().unwrap(),
        "--game",
        "1",
        "--nodes",
        &BUDGET.to_string(),
        "--lines",
    ]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 61 + 1 + 1, "{text}");
    let mut same = 0;
    for (i, line) in lines[..61].iter().enumerate() {
        let (mv, best, tag) = check_ply_line(line, &label(i));
        if i == 55 {
            // Ply 56 is Black's 28th move.
            assert!(line.trim_start().starts_with("28... d6-c5 "), "{line}");
            assert_eq!((mv.as_str(), tag.as_deref()), ("d6-c5", Some("??")));
            assert_ne!(best, "=");
        }
        same += usize::from(best == "=");
    }
    // A master game: many of its moves are the engine's best too (forced captures at least).
    assert!(same >= 10, "{same} moves the engine's best:\n{text}");
    assert!(
        lines[0].trim_start().starts_with("1. c3-d4 "),
        "{}",
        lines[0]
    );
    let summary = lines[61];
    assert!(summary.starts_with("summary: White "), "{summary}");
    assert!(summary.contains("Black 0 ?! 0 ? 1 ??"), "{summary}");
    assert!(summary.contains("largest swing 28... d6-c5 ("), "{summary}");
    // --lines: the tagged move with the better move and its line.
    let detail = lines[62];
    assert!(detail.starts_with("28... d6-c5?? lost "), "{detail}");
    assert!(detail.contains("%, better "), "{detail}");
    assert!(detail.split(": ").nth(1).unwrap().split(' ').count() > 1);
}

#[test]
fn fen_starts_the_game_from_a_position() {
    // White to move: c3-d4 gives the man away (e5:c3) and with it the game; a1-b2 holds.
    let fen = "W:Wc3,a1,g1:Be5,h8,f8";
    let out = towers(&[
        "analyze",
        "--variant",
        "russian",
        "--fen",
        fen,
        "--nodes",
        "20000",
        "c3-d4 e5:c3",
    ]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    let (mv, best, tag) = check_ply_line(lines[0], "1.");
    assert_eq!((mv.as_str(), tag.as_deref()), ("c3-d4", Some("??")));
    assert!(best != "c3-d4" && best != "=", "{}", lines[0]);
    // Black's capture is forced: the best move, written `=`.
    let (mv, best, tag) = check_ply_line(lines[1], "1...");
    assert_eq!((mv.as_str(), best.as_str(), tag), ("e5:c3", "=", None));
    assert!(lines[2].contains("White 0 ?! 0 ? 1 ??"), "{}", lines[2]);

    // The same moves from the initial position are not legal: the FEN was used.
    let out = towers(&["analyze", "--variant", "russian", "c3-d4 e5:c3"]);
    refused(&out, "e5:c3");
}

#[test]
fn the_graph_is_a_picture_of_the_game() {
    let tmp = tempfile::tempdir().unwrap();
    let graph = tmp.path().join("graph.png");
    let board = tmp.path().join("board.png");
    let out = towers(&[
        "analyze",
        "--variant",
        "russian",
        "--fen",
        "W:Wc3,a1,g1:Be5,h8,f8",
        "--nodes",
        "5000",
        "-o",
        graph.to_str().unwrap(),
        "--board",
        board.to_str().unwrap(),
        "c3-d4 e5:c3 a1-b2",
    ]);
    stdout(&out);
    let img = image::open(&graph).unwrap().to_rgb8();
    assert_eq!(
        (img.width(), img.height()),
        (towers_render::GRAPH_W, towers_render::GRAPH_H)
    );
    let mut colours: Vec<[u8; 3]> = img.pixels().map(|p| p.0).collect();
    colours.sort_unstable();
    colours.dedup();
    assert!(colours.len() > 50, "{} colours", colours.len());
    // Black is winning after ply 1: the lower half has Black's dark area, the upper half none
    // of White's light one.
    let dark = |p: &[u8; 3]| p.iter().all(|&c| c < 40);
    let light = |p: &[u8; 3]| p.iter().all(|&c| c > 230);
    let (w, h) = (img.width(), img.height());
    let lower = (h / 2 + 10..h - 60)
        .flat_map(|y| (w / 2..w - 20).map(move |x| (x, y)))
        .filter(|&(x, y)| dark(&img.get_pixel(x, y).0))
        .count();
    let upper = (20..h / 2 - 10)
        .flat_map(|y| (w / 2..w - 20).map(move |x| (x, y)))
        .filter(|&(x, y)| light(&img.get_pixel(x, y).0))
        .count();
    assert!(lower > 10_000, "{lower} dark pixels below the axis");
    assert_eq!(upper, 0);
    let board = image::open(&board).unwrap();
    assert!(board.width() > 100);
}

#[test]
fn bad_input_is_refused_with_exit_code_2() {
    let tmp = tempfile::tempdir().unwrap();
    let missing = tmp.path().join("missing.pdn");
    refused(
        &towers(&["analyze", "--pdn", missing.to_str().unwrap()]),
        "missing.pdn",
    );
    let file = tmp.path().join("two.pdn");
    std::fs::write(
        &file,
        "[GameType \"25\"]\n1. c3-d4 f6-g5 2. d4-e5 *\n\n\
         [GameType \"25\"]\n1. c3-d4 f6-g5 2. a5-b6 *\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    refused(
        &towers(&["analyze", "--pdn", path, "--game", "3"]),
        "--game 3",
    );
    refused(
        &towers(&["analyze", "--pdn", path, "--game", "0"]),
        "--game 0",
    );
    // Game 2's third move is illegal (no piece on a5).
    refused(&towers(&["analyze", "--pdn", path, "--game", "2"]), "a5-b6");
    let good = towers(&["analyze", "--pdn", path, "--game", "1", "--nodes", "500"]);
    assert_eq!(stdout(&good).lines().count(), 3 + 1);
    refused(
        &towers(&["analyze", "--variant", "russian", "--fen", "W:Wz9", "c3-d4"]),
        "--fen",
    );
}

/// A PDN game that does not say which game it is (no GameType, no Variant tag) is not
/// guessed: without `--variant` the analysis says so and asks for it; with it, it runs.
#[test]
fn a_pdn_game_without_its_variant_asks_for_variant() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("untagged.pdn");
    std::fs::write(&file, "[White \"A\"]\n[Black \"B\"]\n1. c3-d4 f6-g5 *\n").unwrap();
    let path = file.to_str().unwrap();
    let out = towers(&["analyze", "--pdn", path, "--nodes", "500"]);
    refused(&out, "no GameType or Variant tag");
    refused(&out, "--variant");
    let good = towers(&[
        "analyze",
        "--pdn",
        path,
        "--variant",
        "russian",
        "--nodes",
        "500",
    ]);
    let text = stdout(&good);
    assert!(text.trim_start().starts_with("1. c3-d4 "), "{text}");
    assert!(
        text.lines()
            .nth(1)
            .unwrap()
            .trim_start()
            .starts_with("1... f6-g5 "),
        "{text}"
    );
}

/// A game set up from a position with Black to move, numbered on from the record's own
/// first move number: `30...`, `31.`, `31...`.
#[test]
fn a_set_up_game_keeps_its_own_move_numbers() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("ending.pdn");
    std::fs::write(
        &file,
        "[GameType \"25\"]\n[FEN \"B:Wc3,a1,g1:Be5,h8,f8\"]\n\
         30... h8-g7 31. c3-d4 e5:c3 *\n",
    )
    .unwrap();
    let out = towers(&[
        "analyze",
        "--pdn",
        file.to_str().unwrap(),
        "--nodes",
        "2000",
    ]);
    let text = stdout(&out);
    let labels: Vec<&str> = text
        .lines()
        .take(3)
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(labels, ["30...", "31.", "31..."], "{text}");
}
