//! What a newcomer meets in the terminal (issue 42), on the real binary: console sessions
//! through a pipe, each compared with its reviewed transcript in
//! `tests/transcripts/console-*.snap` (insta; after reading a diff,
//! `INSTA_UPDATE=always cargo test --test cli console_sessions::` writes the new copy), and
//! the other commands a newcomer runs: `analyze`, `egdb probe`, `--help`, the logs.

use crate::bin;
use crate::store_fixtures;
use bin::towers_bin;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use towers_store::{SledStore, Store};

/// `towers play ARGS` in `dir` (data in `dir/data`, the picture `board.png` there), the
/// lines of `input` on its stdin, English unless `env` says otherwise: what it wrote.
fn play(dir: &Path, args: &[&str], env: &[(&str, &str)], input: &str) -> Output {
    let mut command = Command::new(towers_bin());
    command
        .current_dir(dir)
        .arg("play")
        .args(args)
        .args(["--data", "data"])
        .env("RUST_LOG", "warn")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("run towers play");
    // A refused option ends the console before it reads a line: the pipe may be closed.
    let _ = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes());
    child.wait_with_output().expect("towers play ends")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// One session as a transcript: the command, the lines typed, then what it printed.
fn session(dir: &Path, args: &[&str], input: &str) -> String {
    let out = play(dir, args, &[], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let typed: String = input.lines().map(|l| format!("  < {l}\n")).collect();
    format!(
        "$ towers play {}\n{typed}{}",
        args.join(" "),
        text(&out.stdout)
    )
}

/// Compares `transcript` with `tests/transcripts/<name>.snap`.
fn assert_reviewed(name: &str, transcript: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/transcripts"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, transcript));
}

/// Finding 1: an open puzzle is a mode of its own, said at a restart, left by `giveup`
/// without a rating change; then the game's moves are the game's again.
#[test]
fn a_puzzle_is_a_mode_of_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let first = session(
        dir.path(),
        &["--variant", "russian"],
        "puzzle russian 2\nboard\nmoves\nquit\n",
    );
    let second = session(dir.path(), &[], "c3-d4\ngiveup\nc3-d4\nquit\n");
    assert!(
        second.contains("A puzzle is open: Russian draughts #2"),
        "{second}"
    );
    assert!(second.contains("given up (not rated)"), "{second}");
    assert!(second.contains("White played c3-d4."), "{second}");
    assert!(!second.contains("Puzzle rating"), "{second}");
    // While the puzzle is open, `moves` lists its moves, not the game's.
    assert!(first.contains("\nc7:e5 h8:f6\n"), "{first}");
    assert_reviewed("console-puzzle-mode", &format!("{first}\n{second}"));
}

/// Finding 2: a console game is exported as PDN that `towers analyze --pdn` reads, the
/// finished games are listed, and a GameType tag holding a name says which tag takes it.
#[test]
fn a_console_game_is_exported_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let transcript = session(
        dir.path(),
        &["--variant", "russian"],
        "c3-d4\nf6-g5\nresign\ngames\npdn game.pdn\nnew\npdn\nquit\n",
    );
    assert!(
        transcript.contains("PDN written to game.pdn"),
        "{transcript}"
    );
    assert!(transcript.contains("0-1, White resigned"), "{transcript}");
    assert_reviewed("console-pdn-and-games", &transcript);
    let analysed = Command::new(towers_bin())
        .current_dir(dir.path())
        .args(["analyze", "--pdn", "game.pdn", "--nodes", "500"])
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    assert!(analysed.status.success(), "{}", text(&analysed.stderr));
    assert!(
        text(&analysed.stdout).contains("1... f6-g5"),
        "{}",
        text(&analysed.stdout)
    );

    std::fs::write(
        dir.path().join("named.pdn"),
        "[GameType \"Bashni\"]\n\n1. c3-d4 *\n",
    )
    .unwrap();
    let refused = Command::new(towers_bin())
        .current_dir(dir.path())
        .args(["analyze", "--pdn", "named.pdn"])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(
        text(&refused.stderr).contains("write [Variant \"Bashni\"] instead"),
        "{}",
        text(&refused.stderr)
    );
}

/// Finding 3: `--vs-bot` and `--variant` that disagree with the stored game are said.
#[test]
fn options_that_disagree_with_the_stored_game_are_said() {
    let dir = tempfile::tempdir().unwrap();
    session(dir.path(), &[], "quit\n");
    let transcript = session(
        dir.path(),
        &["--vs-bot", "4", "--variant", "russian"],
        "quit\n",
    );
    assert!(
        transcript.contains(
            "The stored game goes on: Bashni, both sides at this keyboard. --variant russian \
             --vs-bot 4 will start the next game"
        ),
        "{transcript}"
    );
    assert_reviewed("console-stored-game-differs", &transcript);
}

/// Finding 4: a board with tall towers fits 80 columns, tall towers counted.
#[test]
fn tall_towers_fit_eighty_columns() {
    let dir = tempfile::tempdir().unwrap();
    {
        let store = SledStore::open(&dir.path().join("data")).unwrap();
        let mut record = store_fixtures::game(1, 0, &[]);
        record.white = store_fixtures::named(1, "White");
        record.black = store_fixtures::named(2, "Black");
        record.move_limit_secs = None;
        // On c3 ten pieces, men and kings alternating; on e5 three white kings on six
        // black men.
        record.start_fen = "W:Wc3wWwWwbBbBb,e5WWWbbbbbb:Bh8".into();
        store_fixtures::put_game(&store as &dyn Store, &record);
    }
    let transcript = session(dir.path(), &[], "board\nquit\n");
    // The board's lines: the ranks (a number in the first three columns) and the files.
    let board = transcript.lines().filter(|l| {
        let label: String = l.chars().take(3).collect();
        label.trim().parse::<u8>().is_ok() || l.starts_with("    a ")
    });
    assert!(board.clone().count() >= 9, "{transcript}");
    for line in board {
        let columns = line.chars().count();
        assert!(columns <= 80, "{columns} columns: {line}");
    }
    assert!(transcript.contains("◎3●6"), "{transcript}");
    assert!(transcript.contains("○◎○◎○●…4"), "{transcript}");
    assert_reviewed("console-tall-towers", &transcript);
}

/// Finding 5: the report has a header, `--lines` continuations carry move numbers, and a
/// game that is over ends on its result rather than `+M0`.
#[test]
fn the_analysis_numbers_its_moves() {
    let out = Command::new(towers_bin())
        .args([
            "analyze",
            "--variant",
            "russian",
            "--nodes",
            "3000",
            "--lines",
        ])
        .arg("1. c3-d4 f6-g5 2. g3-f4 g5-h4 3. b2-c3 h6-g5 4. f4xh6 g7-f6")
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    let report = text(&out.stdout);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let header = report.lines().next().unwrap_or_default();
    assert!(
        header.contains("move") && header.contains("value"),
        "{report}"
    );
    assert!(header.contains("White's view, in men"), "{report}");
    let continuation = report.lines().last().unwrap_or_default();
    // The mistake's better line numbers its moves on from the mistake: "3... X 4. Y ...".
    let line = continuation.split_once(": ").map_or("", |(_, line)| line);
    assert!(
        continuation.starts_with("3... h6-g5?? ")
            && line.starts_with("3... ")
            && line.contains(" 4. "),
        "{report}"
    );

    let over = Command::new(towers_bin())
        .args([
            "analyze",
            "--variant",
            "russian",
            "--fen",
            "W:Wc3:Bd4",
            "c3xe5",
        ])
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    let report = text(&over.stdout);
    assert!(over.status.success(), "{}", text(&over.stderr));
    assert!(!report.contains("M0"), "{report}");
    assert!(report.contains("1-0"), "{report}");
}

/// Finding 6: errors name the path and the next step; unknown words, escape sequences and
/// Cyrillic letters in moves are handled.
#[test]
fn errors_name_the_path_and_the_next_step() {
    let dir = tempfile::tempdir().unwrap();
    for (png, says) in [
        ("missing-dir/b.png", "mkdir -p missing-dir"),
        ("b.jpg", "ending in .png"),
    ] {
        let out = play(dir.path(), &["--png", png], &[], "quit\n");
        assert!(!out.status.success(), "{png}");
        let error = text(&out.stderr);
        assert!(
            error.contains(png) && error.contains(says),
            "{png}: {error}"
        );
        assert!(text(&out.stdout).is_empty(), "{png}: {}", text(&out.stdout));
    }
    let out = play(
        dir.path(),
        &["--variant", "russian"],
        &[],
        "pdnn\nxxxxxxxxxx\n\u{1b}[31mred\u{1b}[0m\nс3-d4\nquit\n",
    );
    let said = text(&out.stdout);
    assert!(said.contains("unknown command 'pdnn'; type help"), "{said}");
    assert!(said.contains("unknown command 'xxxxxxxxxx'"), "{said}");
    assert!(said.contains("unknown command 'red'"), "{said}");
    assert!(!said.contains('\u{1b}'), "{said}");
    assert!(said.contains("White played c3-d4."), "{said}");

    let probe = Command::new(towers_bin())
        .current_dir(dir.path())
        .args(["egdb", "probe", "W:W31:B19", "--data", "empty"])
        .output()
        .unwrap();
    assert!(!probe.status.success());
    assert!(
        text(&probe.stderr).contains("towers egdb build"),
        "{}",
        text(&probe.stderr)
    );
}

/// Finding 7: names in puzzle titles need no case, puzzles are answered with moves, the
/// picture's legend is said once, the tower legend only in tower games, and the kurnik rules
/// open without two parentheses in a row.
#[test]
fn the_wording_fits_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let out = play(
        dir.path(),
        &["--variant", "russian"],
        &[("LANG", "ru_RU.UTF-8")],
        "puzzle russian 2\ngiveup\nrules kurnik\nquit\n",
    );
    let russian = text(&out.stdout);
    assert!(!russian.contains("для Игрок"), "{russian}");
    assert!(russian.contains("Решает: Игрок"), "{russian}");
    assert!(!russian.contains(") ("), "{russian}");

    let dir = tempfile::tempdir().unwrap();
    let english = text(
        &play(
            dir.path(),
            &["--variant", "russian"],
            &[],
            "resign\nnew\nresign\nnew bashni\npuzzle russian 2\nquit\n",
        )
        .stdout,
    );
    assert_eq!(english.matches("Above the board").count(), 1, "{english}");
    let russian_start = english.split("Bashni starts").next().unwrap_or_default();
    assert!(!russian_start.contains("a tower lists"), "{english}");
    assert!(english.contains("a tower lists its pieces"), "{english}");
    assert!(english.contains("Answer with moves"), "{english}");
    assert!(!english.contains("solve"), "{english}");
}

/// Finding 8: logs carry colour codes only on a terminal, `--help` is grouped, and every
/// option has a description without a contradictory default.
#[test]
fn logs_and_help_read_well() {
    let out = Command::new(towers_bin())
        .args(["analyze", "--variant", "russian", "--nodes", "100", "c3-d4"])
        .env("RUST_LOG", "info")
        .output()
        .unwrap();
    let logs = text(&out.stderr);
    assert!(!logs.is_empty() && !logs.contains('\u{1b}'), "{logs}");

    let help = |args: &[&str]| {
        text(
            &Command::new(towers_bin())
                .args(args)
                .arg("--help")
                .output()
                .unwrap()
                .stdout,
        )
    };
    let top = help(&[]);
    for heading in ["Play:", "Study:", "Host:", "Tools:"] {
        assert!(top.contains(&format!("\n{heading}\n")), "{top}");
    }
    assert!(top.find("  play ") < top.find("  perft "), "{top}");
    assert!(!help(&["puzzles", "check"]).contains("[default: 0]"));
    for (args, option) in [
        (&["moves"][..], "--fen <FEN>"),
        (&["render"], "--fen <FEN>"),
        (&["perft"], "--depth <DEPTH>"),
        (&["egdb", "probe"], "<FEN>"),
    ] {
        let text = help(args);
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(option))
            .unwrap_or_default();
        assert!(
            line.trim_start().len() > option.len() + 10,
            "{args:?} {option} has no description: {text}"
        );
    }
}
