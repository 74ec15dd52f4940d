//! `towers learn check` (issue 41): the shipped lessons are proved, one line per variant; a
//! lesson file with a level that cannot be solved, or one that does not read, fails with exit
//! 1 naming the level (or the file), and never panics. And `learn` in the console (`towers
//! play`), reviewed in `tests/transcripts/console-learn.snap`.

use crate::bin;
use bin::towers_bin;

use std::process::{Command, Output, Stdio};

fn towers(args: &[&str]) -> Output {
    Command::new(towers_bin())
        .args(args)
        .env("RUST_LOG", "error")
        .stdin(Stdio::null())
        .output()
        .expect("towers binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).to_string()
}

/// A lesson file of one stage, `levels` its levels' JSON.
fn lesson_file(dir: &std::path::Path, levels: &str) -> std::path::PathBuf {
    let path = dir.join("broken.json");
    let json = format!(
        r#"{{"format":"towers-lessons/1","family":"test","stages":[{{"id":"men","title":"lesson-men-title","explain":"lesson-men-explain","levels":[{levels}]}}]}}"#
    );
    std::fs::write(&path, json).unwrap();
    path
}

/// A level of Bashni: the man on c3 must reach `square` within `budget` moves, no answers.
fn reach_level(square: &str, budget: u32, hint: &str, stars: [u32; 2]) -> String {
    format!(
        r#"{{"variant":"bashni","goal":"lesson-men-1-goal","fen":"W:Wc3:Bh8","side":"white","budget":{budget},"success":{{"reach":{{"squares":["{square}"]}}}},"replies":{{"pass":true}},"hints":["lesson-men-1-hint"],"hint_move":"{hint}","stars":[{},{}]}}"#,
        stars[0], stars[1]
    )
}

#[test]
fn the_shipped_lessons_are_proved_with_one_line_per_variant() {
    let out = towers(&["learn", "check"]);
    let stdout = text(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", text(&out.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    // Eight tower stages and more: the issue asks for at least eight tower-game stages.
    let bashni = lines
        .iter()
        .find(|l| l.starts_with("bashni: "))
        .expect(&stdout);
    let stages: usize = bashni["bashni: ".len()..]
        .split(' ')
        .next()
        .and_then(|n| n.parse().ok())
        .expect(bashni);
    assert!(stages >= 8, "{bashni}");
    for variant in [
        "lasca",
        "russian",
        "brazilian",
        "international",
        "canadian",
        "english",
    ] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("{variant}: ")) && l.ends_with(" levels")),
            "{variant} missing from:\n{stdout}"
        );
    }
    assert!(!stdout.contains("panicked") && !text(&out.stderr).contains("panicked"));
}

#[test]
fn a_level_that_cannot_be_solved_fails_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    // Level 1 is fine; level 2 asks for e5 in one move (two are needed); level 3's hint move
    // leads away from the goal.
    let levels = [
        reach_level("e5", 3, "c3-d4", [2, 3]),
        reach_level("e5", 1, "c3-d4", [1, 1]),
        reach_level("e5", 3, "c3-b4", [2, 3]),
    ];
    let path = lesson_file(dir.path(), &levels.join(","));
    let out = towers(&["learn", "check", path.to_str().unwrap()]);
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(!stdout.contains("stage men level 1"), "{stdout}");
    assert!(
        stdout.contains("stage men level 2: the goal cannot be reached in 1 moves"),
        "{stdout}"
    );
    assert!(
        stdout.contains("stage men level 3: the hint's move does not start a line"),
        "{stdout}"
    );
    assert!(stdout.contains("bashni: 1 stages, 3 levels"), "{stdout}");
    assert!(!text(&out.stderr).contains("panicked"));
}

#[test]
fn a_file_that_does_not_read_fails_naming_the_place() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        // Not JSON at all.
        ("{ nope".to_string(), "broken.json"),
        // A message id the catalogue lacks.
        (
            reach_level("e5", 3, "c3-d4", [2, 3]).replace("lesson-men-1-hint", "lesson-nothing"),
            "stage men level 1: message \"lesson-nothing\"",
        ),
        // The FEN gives the move to Black, the solver is White.
        (
            reach_level("e5", 3, "c3-d4", [2, 3]).replace("W:Wc3:Bh8", "B:Wc3:Bh8"),
            "stage men level 1: the solver is white",
        ),
        // A goal already met at the start.
        (
            reach_level("c3", 3, "c3-d4", [2, 3]),
            "stage men level 1: the goal is already met",
        ),
    ];
    for (levels, expected) in cases {
        let path = if levels.starts_with('{') && levels.contains("nope") {
            let path = dir.path().join("broken.json");
            std::fs::write(&path, &levels).unwrap();
            path
        } else {
            lesson_file(dir.path(), &levels)
        };
        let out = towers(&["learn", "check", path.to_str().unwrap()]);
        let stdout = text(&out.stdout);
        assert_eq!(out.status.code(), Some(1), "{levels}: {stdout}");
        assert!(stdout.contains(expected), "{expected} not in {stdout}");
        assert!(!text(&out.stderr).contains("panicked"));
    }
}

/// `towers play` in `dir` (data in `dir/data`), English, the lines of `input` on its stdin:
/// the session as a transcript (the lines typed, then what it printed).
fn console(dir: &std::path::Path, input: &str) -> String {
    use std::io::Write;
    let mut child = Command::new(towers_bin())
        .current_dir(dir)
        .args(["play", "--data", "data"])
        .env("RUST_LOG", "warn")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run towers play");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("the console reads its input");
    let out = child.wait_with_output().expect("towers play ends");
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(!text(&out.stderr).contains("panicked"));
    let typed: String = input.lines().map(|l| format!("  < {l}\n")).collect();
    format!("$ towers play\n{typed}{}", text(&out.stdout))
}

/// `learn` in the console on the real binary: a level solved to three stars by typed moves
/// opens the next, `learn hint` gives its hint, a wrong route in `learn choice 2` is explained
/// by the stage's rule and starts the level over, `learn list` counts the stars; a second
/// session resumes the open level where the first left it (the store keeps it).
#[test]
fn learn_in_the_console_solves_explains_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let first = console(
        dir.path(),
        "learn\nc3-d4\nd4-e5\nlearn hint\nd4:f6\nd4:b2\nlearn choice 2\nc3:e5:c7\nlearn list\nquit\n",
    );
    assert_eq!(
        first.matches("Solved in 2 moves: ★★★").count(),
        2,
        "{first}"
    );
    assert!(
        first.contains("Hint: One capture jumps e5 forward"),
        "{first}"
    );
    assert!(first.contains("One of your pieces was taken."), "{first}");
    assert!(
        first.contains("No rule makes you take the most pieces."),
        "{first}"
    );
    assert!(first.contains("(men): 6 of 9 stars"), "{first}");
    let second = console(dir.path(), "learn\nc3:e5:g3\nlearn stop\nquit\n");
    assert!(second.contains("Your lesson, as you left it."), "{second}");
    assert!(second.contains("Solved in one move: ★★★"), "{second}");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/transcripts"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    let both = format!("{first}\n{second}");
    settings.bind(|| insta::assert_snapshot!("console-learn", both));
}
