//! `towers think`: the line protocol match scripts use (benches/peers/match.py), driven through
//! the real binary.

use crate::bin;
use bin::towers_bin;

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `towers think --variant V` on `input` and returns its answer lines.
fn think(variant: &str, input: &str) -> Vec<String> {
    think_with(&["--variant", variant], input)
}

/// Runs `towers think ARGS` on `input` and returns its answer lines.
fn think_with(args: &[&str], input: &str) -> Vec<String> {
    let mut child = Command::new(towers_bin())
        .arg("think")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("spawn towers think");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write commands");
    let out = child.wait_with_output().expect("towers think output");
    assert!(
        out.status.success(),
        "towers think failed: {:?}",
        out.status
    );
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn bestmove_is_one_of_the_legal_moves_after_the_history() {
    let answers = think(
        "russian",
        "position startpos moves c3-d4 f6-g5 g3-h4\nmoves\ngo --depth 2\n",
    );
    assert_eq!(answers[0], "ok");
    // Black to move after c3-d4 f6-g5 g3-h4: the men of the sixth row and g5.
    let legal: Vec<&str> = answers[1].split(' ').skip(1).collect();
    assert!(legal.contains(&"g5-f4"), "{legal:?}");
    let words: Vec<&str> = answers[2].split(' ').collect();
    assert_eq!(words[0], "bestmove");
    assert!(legal.contains(&words[1]), "{} not in {legal:?}", words[1]);
}

#[test]
fn captures_are_written_with_every_landing_square_and_positions_follow() {
    // International: after 32-28 19-23 White must take 28x19.
    let answers = think(
        "international",
        "position startpos moves 32-28 19-23\nmoves\nposition startpos moves 32-28 19-23 28x19\nfen\n",
    );
    assert_eq!(answers[0], "ok");
    assert_eq!(answers[1], "moves 28x19");
    assert_eq!(answers[2], "ok");
    assert_eq!(
        answers[3],
        "fen B:W19,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:\
         B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,20"
    );
}

#[test]
fn an_illegal_move_is_refused_and_the_game_is_unchanged() {
    let answers = think(
        "english",
        "position startpos moves 11-15\nposition startpos moves 11-15 15-19\nfen\nbogus\n",
    );
    assert_eq!(answers[0], "ok");
    assert!(
        answers[1].starts_with("error move 2 (15-19)"),
        "{}",
        answers[1]
    );
    // Still the game after 11-15 (Black moves first in English draughts).
    assert_eq!(
        answers[2],
        "fen W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12,15"
    );
    assert!(answers[3].starts_with("error "), "{}", answers[3]);
}

#[test]
fn the_side_without_moves_has_lost_and_gets_no_bestmove() {
    // After c3:e5 Black has no pieces left.
    let answers = think(
        "russian",
        "position W:Wc3:Bd4\noutcome\nposition W:Wc3:Bd4 moves c3:e5\noutcome\ngo --movetime 10\nquit\nfen\n",
    );
    assert_eq!(answers[0], "ok");
    assert_eq!(answers[1], "outcome none");
    assert_eq!(answers[2], "ok");
    assert!(
        answers[3].starts_with("outcome win white"),
        "{}",
        answers[3]
    );
    assert_eq!(answers[4], "bestmove none");
    // Nothing is answered after quit.
    assert_eq!(answers.len(), 5);
}

/// `go` searches for a move to play, with the bot's contempt: king against king is drawn by
/// the FMJD 5-move rule within the 16 plies searched, which scores the contempt below 0 for
/// the side to move; `--tweak contempt=0` scores the draw 0, and a tweak that does not read
/// is refused before the protocol starts.
#[test]
fn go_scores_a_draw_with_the_contempt_that_tweak_sets() {
    let score = |args: &[&str]| -> String {
        let answers = think_with(args, "position W:WK47:BK4\ngo --depth 16\n");
        assert_eq!(answers[0], "ok");
        let words: Vec<&str> = answers[1].split(' ').collect();
        assert_eq!((words[0], words[2]), ("bestmove", "score"), "{answers:?}");
        words[3].to_string()
    };
    let variant = ["--variant", "international"];
    assert_eq!(
        score(&variant),
        format!("-{}", towers_engine::search::CONTEMPT_DEFAULT)
    );
    assert_eq!(
        score(&[variant[0], variant[1], "--tweak", "contempt=0"]),
        "0"
    );
    let refused = Command::new(towers_bin())
        .args(["think", "--variant", "international", "--tweak", "contempt"])
        .stdin(Stdio::null())
        .output()
        .expect("run towers think");
    assert!(!refused.status.success());
}
