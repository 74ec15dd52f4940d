//! `towers hub`: the Hub protocol through the real binary, by hand and driven by pydraughts'
//! `HubEngine` (tests/cli/hub_pydraughts.py), which checks every move with its own move
//! generator.

use crate::bin::towers_bin;

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{ChildStdout, Command, Stdio};

const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

/// Runs `towers hub` on `input` (ended by end of input) and returns its lines.
fn hub(input: &str) -> Vec<String> {
    hub_with(&[], input)
}

/// [`hub`] with more arguments after `hub`, in an empty data directory (no endgame tables).
fn hub_with(args: &[&str], input: &str) -> Vec<String> {
    let data = tempfile::tempdir().expect("a data directory");
    let mut child = Command::new(towers_bin())
        .arg("hub")
        .args(args)
        .env("TOWERS_DATA_DIR", data.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn towers hub");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write commands");
    let out = child.wait_with_output().expect("towers hub output");
    assert!(out.status.success(), "towers hub failed: {:?}", out.status);
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn the_handshake_then_a_forced_capture_in_hub_notation() {
    let lines = hub(&format!(
        "hub\ninit\npos pos={START} moves=\"32-28 19-23\"\nlevel depth=3\ngo think\n"
    ));
    assert_eq!(
        lines[0].split(' ').take(2).collect::<Vec<_>>(),
        ["id", "name=towers"]
    );
    assert!(lines.contains(&"wait".to_string()), "{lines:?}");
    assert!(lines.contains(&"ready".to_string()), "{lines:?}");
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info ")).collect();
    // One forced capture: White must take 28x19; no search, so no info line is needed.
    assert_eq!(
        lines.last().map(String::as_str),
        Some("done move=28x19x23"),
        "{lines:?}"
    );
    assert!(infos.is_empty(), "{infos:?}");
}

#[test]
fn info_lines_carry_depth_score_and_line() {
    let lines = hub(&format!("pos pos={START}\nlevel depth=4\ngo analyze\n"));
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info ")).collect();
    assert_eq!(infos.len(), 4, "{lines:?}");
    assert!(infos[3].starts_with("info depth=4 score="), "{}", infos[3]);
    assert!(infos[3].contains(" pv=\""), "{}", infos[3]);
    let done = lines.last().expect("a done line");
    let best = done
        .strip_prefix("done move=")
        .and_then(|rest| rest.split(' ').next())
        .expect("done move=");
    // The move is the first of the last line shown.
    assert!(
        infos[3].contains(&format!("pv=\"{best} ")),
        "{done} / {}",
        infos[3]
    );
}

#[test]
fn a_drawn_ending_scores_even_unless_the_tweak_sets_contempt() {
    // A king each (46 and 1, on no common diagonal): the FMJD 5-move rule draws it within
    // the search's depth. The Hub engine scores that draw 0; with the Discord bot's
    // contempt it scores 0.15 of a man below equal for the side to move.
    let pos = format!(
        "W{}",
        (1..=50)
            .map(|sq| match sq {
                1 => 'B',
                46 => 'W',
                _ => 'e',
            })
            .collect::<String>()
    );
    let input = format!("hub\ninit\npos pos={pos}\nlevel depth=14\ngo think\n");
    let score = |lines: Vec<String>| -> String {
        let last = lines
            .iter()
            .rev()
            .find(|l| l.starts_with("info "))
            .expect("an info line");
        last.split(' ')
            .find_map(|w| w.strip_prefix("score="))
            .expect("a score")
            .to_string()
    };
    assert_eq!(score(hub_with(&[], &input)), "0.00");
    assert_eq!(
        score(hub_with(&["--tweak", "contempt=15"], &input)),
        "-0.15"
    );
}

#[test]
fn bad_input_is_answered_with_an_error_and_changes_nothing() {
    let lines = hub(&format!(
        "pos pos={START} moves=\"32-28\"\nfly away\npos pos=Wbbb\npos pos={START} moves=\"31-27 31-26\"\n\
         level depth=-2\nset-param name=variant value=frisian\nlevel depth=1\ngo think\nping\n"
    ));
    let lines: Vec<&String> = lines.iter().filter(|l| !l.starts_with("info ")).collect();
    assert_eq!(lines.len(), 7, "{lines:?}");
    for (line, words) in lines.iter().zip([
        "unknown command 'fly'",
        "pos: a position is 51 characters",
        "move 2: 31-26 is not a legal move here",
        "depth=-2",
        "variant frisian is not played",
    ]) {
        assert!(line.starts_with("error message=\""), "{line}");
        assert!(line.contains(words), "{line} lacks {words}");
    }
    // The position is still the one after 32-28: Black moves. (`pong` may come first: the
    // search runs on its own thread.)
    let rest = [lines[5].as_str(), lines[6].as_str()];
    assert!(rest.contains(&"pong"), "{rest:?}");
    let done = rest
        .iter()
        .find(|l| l.starts_with("done"))
        .expect("a done line");
    let black_moves = [
        "16-21", "17-21", "17-22", "18-22", "18-23", "19-23", "19-24", "20-24", "20-25",
    ];
    let mv = done.strip_prefix("done move=").expect(done);
    let mv = mv.split(' ').next().unwrap_or_default();
    assert!(black_moves.contains(&mv), "{done}");
}

/// Reads lines from `out` until one starts with `prefix`; returns the lines read.
fn until(out: &mut BufReader<ChildStdout>, prefix: &str) -> Vec<String> {
    let mut lines = Vec::new();
    loop {
        let mut line = String::new();
        let n = out.read_line(&mut line).expect("read");
        assert!(n > 0, "towers hub ended before '{prefix}': {lines:?}");
        let line = line.trim_end().to_string();
        let found = line.starts_with(prefix);
        lines.push(line);
        if found {
            return lines;
        }
    }
}

#[test]
fn ping_and_stop_are_answered_while_it_searches() {
    let mut child = Command::new(towers_bin())
        .arg("hub")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn towers hub");
    let mut input = child.stdin.take().expect("stdin");
    let mut out = BufReader::new(child.stdout.take().expect("stdout"));
    // An infinite analysis only ends on `stop`.
    writeln!(input, "pos pos={START}\nlevel infinite\ngo analyze\nping").expect("write");
    input.flush().expect("flush");
    let before = until(&mut out, "pong");
    assert!(!before.iter().any(|l| l.starts_with("done")), "{before:?}");
    writeln!(input, "stop").expect("write");
    input.flush().expect("flush");
    let after = until(&mut out, "done move=");
    assert!(after.last().is_some_and(|l| l.len() > "done move=".len()));
    // The engine is free again: a new search answers.
    writeln!(input, "level depth=2\ngo think\nquit").expect("write");
    input.flush().expect("flush");
    until(&mut out, "done move=");
    assert!(child.wait().expect("exit").success());
}

/// Says on the terminal, on a line of its own, that the test skipped (straight to stderr: the
/// harness captures `eprintln!` of passing tests).
fn skip(why: &str) {
    let _ = writeln!(std::io::stderr(), "\nskipped: {why}");
}

/// The ballots of ../shared/openings (not in this repository), when they are there.
fn ballots() -> Option<Vec<String>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/openings/international-3-move-ballots.fen");
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text.lines().map(str::to_string).collect()),
        Err(_) => {
            assert!(
                std::env::var_os("TOWERS_REQUIRE_GAMES").is_none(),
                "ballots not found at ../shared/openings and TOWERS_REQUIRE_GAMES is set"
            );
            skip("ballots not found at ../shared/openings");
            None
        }
    }
}

#[test]
fn pydraughts_hub_engine_plays_towers_and_finds_every_move_legal() {
    let Some(ballots) = ballots() else { return };
    let required = std::env::var_os("TOWERS_REQUIRE_PYDRAUGHTS").is_some_and(|v| v == "1");
    let python = std::env::var_os("TOWERS_PYTHON").unwrap_or_else(|| "python3".into());
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/cli/hub_pydraughts.py");
    // The first, a middle and the last ballot, 12 plies each.
    let picked = [
        &ballots[0],
        &ballots[ballots.len() / 2],
        &ballots[ballots.len() - 1],
    ];
    let run = Command::new(&python)
        .arg(&script)
        .arg(towers_bin())
        .arg("12")
        .args(picked)
        .output();
    let out = match run {
        Ok(out) => out,
        Err(e) => {
            assert!(!required, "cannot run {python:?}: {e}");
            skip(&format!("cannot run {python:?} ({e})"));
            return;
        }
    };
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.code() == Some(3) {
        assert!(!required, "TOWERS_REQUIRE_PYDRAUGHTS=1 but {stdout}");
        skip(stdout.trim());
        return;
    }
    assert!(
        out.status.success(),
        "{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        stdout.lines().filter(|l| l.starts_with("ok ")).count(),
        3,
        "{stdout}"
    );
}
