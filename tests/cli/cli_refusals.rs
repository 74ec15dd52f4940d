//! The command line refuses what cannot be used, with a clear error and nothing changed
//! (issue 15, part 10): `towers play --data` under a missing parent directory (as `serve`
//! refuses `TOWERS_DATA_DIR`), and a FEN position that cannot occur in the variant. An error
//! quotes at most 80 characters of what was typed; `analyze --game` needs `--pdn`; files
//! saved with a byte order mark read as without (issue 25, part 4).

use crate::bin;
use bin::towers_bin;

use std::process::{Command, Output, Stdio};

fn towers(args: &[&str]) -> Output {
    Command::new(towers_bin())
        .args(args)
        .env("RUST_LOG", "error")
        .env_remove("TOWERS_DATA_DIR")
        .stdin(Stdio::null())
        .output()
        .expect("towers binary runs")
}

/// The failing run's error output, checked to be an error and not a panic.
fn refused(out: &Output, what: &str) -> String {
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(!out.status.success(), "{what} succeeded: {stderr}");
    assert!(!stderr.contains("panicked"), "{what}: {stderr}");
    stderr
}

#[test]
fn play_refuses_a_data_directory_whose_parent_is_missing_and_creates_nothing() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("typo").join("data");
    let out = towers(&["play", "--data", data.to_str().unwrap()]);
    let error = refused(&out, "play --data under a missing parent");
    assert!(error.contains("--data"), "{error}");
    assert!(error.contains(data.to_str().unwrap()), "{error}");
    assert!(error.contains("parent directory"), "{error}");
    assert!(!tmp.path().join("typo").exists(), "created the parent");

    // With the parent there, the directory is created and the game plays (stdin is empty).
    let data = tmp.path().join("data");
    let out = towers(&["play", "--data", data.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(data.is_dir());
}

#[test]
fn a_position_that_cannot_occur_is_refused_with_the_reason() {
    let out = towers(&["moves", "--variant", "russian", "--fen", "W:Wc3wb,e3:Be7"]);
    let error = refused(&out, "a tower in Russian draughts");
    assert!(
        error.contains(
            "c3 holds a tower of 2 pieces, but Russian draughts has one piece per square"
        ),
        "{error}"
    );
    let out = towers(&["moves", "--variant", "russian", "--fen", "W:Wc3,b8:Be7"]);
    let error = refused(&out, "a man on its promotion row");
    assert!(error.contains("a White man on b8 cannot occur"), "{error}");
    // The same tower is a position of Bashni.
    let out = towers(&["moves", "--variant", "bashni", "--fen", "W:Wc3wb,e3:Be7"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let moves = String::from_utf8_lossy(&out.stdout);
    assert!(moves.lines().any(|l| l == "c3-d4"), "{moves}");
}

/// The first `n` characters of `text`.
fn first_chars(text: &str, n: usize) -> String {
    text.chars().take(n).collect()
}

/// Checks that `error` quotes `typed` cut at 80 characters and `…`, and is short.
fn quotes_at_most_80(error: &str, typed: &str, what: &str) {
    assert!(
        !error.contains(&first_chars(typed, 81)),
        "{what}: more than 80 characters quoted: {error}"
    );
    assert!(
        error.contains(&format!("{}…", first_chars(typed, 80))),
        "{what}: the first 80 characters and … not quoted: {error}"
    );
    assert!(
        error.len() < 1_000,
        "{what}: {} bytes: {error}",
        error.len()
    );
}

#[test]
fn an_error_quotes_at_most_80_characters_of_the_input() {
    // A 10,000-character word, and `1.` 5000 times (a 10,000-character word the PDN
    // reader cannot split), as the move text of `towers replay`.
    let word = format!("c{}", "3".repeat(9_999));
    let numbers = "1.".repeat(5_000);
    let wide = "ż".repeat(5_000);
    for typed in [&word, &numbers, &wide] {
        let out = towers(&["replay", typed]);
        let error = refused(&out, "replay of a long word");
        quotes_at_most_80(&error, typed.trim_end_matches('.'), "replay");
    }
    // A FEN whose side to move or square is a long word.
    let side = "Q".repeat(10_000);
    let out = towers(&["moves", "--fen", &side]);
    quotes_at_most_80(&refused(&out, "a long side"), &side, "moves --fen side");
    let square = format!("W:Wz{}:B1-12", "9".repeat(10_000));
    let out = towers(&["moves", "--variant", "russian", "--fen", &square]);
    let error = refused(&out, "a long square");
    quotes_at_most_80(
        &error,
        &format!("z{}", "9".repeat(10_000)),
        "moves --fen square",
    );
    // Values clap refuses (a rule option, a variant) and an unknown subcommand.
    let option = "x".repeat(10_000);
    let out = towers(&["play", "--rules", &option]);
    quotes_at_most_80(&refused(&out, "play --rules"), &option, "play --rules");
    let out = towers(&["perft", "--variant", &option, "--depth", "1"]);
    quotes_at_most_80(
        &refused(&out, "perft --variant"),
        &option,
        "perft --variant",
    );
    let out = towers(&[&option]);
    quotes_at_most_80(&refused(&out, "a subcommand"), &option, "a subcommand");
}

#[test]
fn analyze_game_without_pdn_is_refused_by_name() {
    for args in [
        &["analyze", "--game", "2", "1. c3-d4"][..],
        &["analyze", "--game", "2"][..],
    ] {
        let out = towers(args);
        let error = refused(&out, "analyze --game without --pdn");
        assert_eq!(out.status.code(), Some(2), "{error}");
        assert!(error.contains("--game"), "{error}");
        assert!(error.contains("--pdn"), "{error}");
    }
}

#[test]
fn files_and_texts_with_a_byte_order_mark_read_as_without() {
    let tmp = tempfile::tempdir().unwrap();
    // A puzzle file saved by Windows Notepad: the header and one puzzle of the shipped set.
    let shipped = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/russian.jsonl"),
    )
    .unwrap();
    let two: Vec<&str> = shipped.lines().take(2).collect();
    let puzzles = tmp.path().join("bom.jsonl");
    std::fs::write(&puzzles, format!("\u{FEFF}{}\r\n{}\r\n", two[0], two[1])).unwrap();
    let out = towers(&["puzzles", "check", puzzles.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains(": 1 puzzles, 0 failed"), "{stdout}");
    // A PDN file, and a FEN and a move text given with the mark.
    let pdn = tmp.path().join("bom.pdn");
    std::fs::write(&pdn, "\u{FEFF}[GameType \"25\"]\r\n1. c3-d4 f6-g5 *\r\n").unwrap();
    let out = towers(&["replay", "--pdn", pdn.to_str().unwrap()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("1 ok, 0 failed"), "{stdout}");
    let out = towers(&["analyze", "--pdn", pdn.to_str().unwrap(), "--nodes", "200"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let fen = "\u{FEFF}W:W21-32:B1-12";
    let out = towers(&["moves", "--variant", "russian", "--fen", fen]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = towers(&["replay", "--variant", "russian", "\u{FEFF}1. c3-d4 f6-g5"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The tally line of `towers match` (international, 4 openings, 300 nodes a move) with `args`.
fn tally(args: &[&str]) -> String {
    let mut all = vec![
        "match",
        "--variant",
        "international",
        "--openings",
        "4",
        "--nodes",
        "300",
        "--data",
        "/nonexistent",
    ];
    all.extend_from_slice(args);
    let out = towers(&all);
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let line = text
        .lines()
        .find(|l| l.contains(" of 8 games"))
        .unwrap_or("");
    // Leave out the names and the wall time: `+W =D -L of 8 games, score …, Elo …`.
    line.split_once(": ")
        .map(|(_, t)| t.rsplit_once(", ").map_or(t, |(t, _)| t).to_string())
        .unwrap_or_default()
}

#[test]
fn match_plays_candidate_pattern_weights_and_refuses_a_file_that_is_none() {
    let shipped = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/towers-engine/src/patterns/weights.bin"
    );
    // The shipped file as the candidate: `pat=2` plays exactly as the default (`pat=1`).
    let candidate = tally(&["--a", "6/pat=2", "--b", "6", "--patterns", shipped]);
    let default = tally(&["--a", "6/pat=1", "--b", "6"]);
    let without = tally(&["--a", "6/pat=0", "--b", "6"]);
    assert!(candidate.contains(" of 8 games"), "{candidate}");
    assert_eq!(candidate, default);
    assert_ne!(without, default, "the patterns changed no game");
    let bad = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
    let out = towers(
        &[
            "match",
            "--variant",
            "international",
            "--a",
            "6/pat=2",
            "--b",
            "6",
        ]
        .into_iter()
        .chain(["--patterns", bad])
        .collect::<Vec<_>>(),
    );
    let error = refused(&out, "match --patterns Cargo.toml");
    assert!(
        error.contains("Cargo.toml") && error.contains("not a pattern weight file"),
        "{error}"
    );
}
