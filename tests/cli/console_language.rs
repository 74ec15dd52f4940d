//! `towers play` in the reader's language, run as a user runs it: the language comes from the
//! POSIX locale variables (`LANG=ru_RU.UTF-8`, `LANG=pt_BR.UTF-8`, `LC_ALL` first), the
//! commands are piped into the binary, and every word it prints must be the catalogue's in
//! that language: no English word but the command names, the games' names as commands take
//! them (`new bashni`), and move notation.
//!
//! Each session is written to the target directory (`console-<lang>.txt`):
//!
//!     cargo test --test cli console_language:: -- --nocapture

use crate::bin;
use bin::towers_bin;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// A game at one keyboard: help, the rules, the board, moves and a refused move, a draw
/// offered and accepted, the final board, a new game resigned, an unknown game.
const AT_ONE_KEYBOARD: &str = "help\nrules\nboard\nmoves\nc3-d4\nf6-g5\nc3-b4\nhint\ndraw\ndraw\n\
                               board\nmoves\nnew\nnew kurnik\nnew\nresign\nboard\nrules chess\nquit\n";

/// A game against the bot with Black: the bot opens, the board is seen from Black's side,
/// a hint, a move, a draw the bot declines, a resignation.
const AGAINST_THE_BOT: &str = "board\nhint\ndraw\nresign\nboard\nquit\n";

/// English that the console used to print whatever the language (and the service's
/// Discord wording): none of it may show.
const ENGLISH: &[&str] = &[
    "commands",
    "board picture",
    "in progress",
    "White plays",
    "plays White",
    "White",
    "Black",
    "Player",
    "to move",
    "played",
    "resign it",
    "challenge",
    "channel",
    "unknown variant",
    "Time per move",
    "offers a draw",
    "bot level",
    "wins",
    "Polish draughts",
];

/// The Latin-letter words the console may print in any language: its command names (typed
/// as they are), the games' names as `new` and `rules` take them, the bot's name (towers),
/// kurnik.pl and FMJD in the games' names and rules, and `x` of capture notation.
const ALLOWED: &[&str] = &[
    "move",
    "board",
    "moves",
    "hint",
    "draw",
    "resign",
    "new",
    "rules",
    "help",
    "quit",
    "puzzle",
    "bashni",
    "lasca",
    "russian",
    "brazilian",
    "kurnik",
    "international",
    "canadian",
    "english",
    "chess",
    "towers",
    "giveup",
    "pdn",
    "games",
    "pl",
    "FMJD",
    "x",
];

/// Runs `towers play` with `args` and `env` over a fresh data directory, `input` on its
/// stdin; its output with the board picture's path (a temporary file name) left out.
fn play(args: &[&str], env: &[(&str, &str)], input: &str, dir: &Path) -> String {
    let png = dir.join("board.png");
    let mut command = Command::new(towers_bin());
    command
        .arg("play")
        .args(args)
        .arg("--data")
        .arg(dir.join("data"))
        .arg("--png")
        .arg(&png)
        .env("RUST_LOG", "error")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .envs(env.iter().copied())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().expect("towers binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}: {stderr}", out.status);
    let text = String::from_utf8(out.stdout).expect("UTF-8 output");
    text.replace(&png.display().to_string(), "<png>")
}

/// The words of `text` written in Latin letters only that are not in [`ALLOWED`] (move
/// notation has digits, so it is not a word here; `<png>` stands for the picture's path).
fn latin_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = text
        .replace("<png>", "")
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphabetic()))
        .filter(|w| !(w.len() == 1 && ('a'..='l').contains(&w.chars().next().unwrap())))
        .filter(|w| !ALLOWED.contains(w))
        .map(str::to_string)
        .collect();
    words.sort();
    words.dedup();
    words
}

fn english_left(text: &str) -> Vec<&'static str> {
    ENGLISH
        .iter()
        .filter(|english| text.contains(*english))
        .copied()
        .collect()
}

/// The two sessions in the language `env` chooses, written to `console-<code>.txt`.
fn sessions(env: &[(&str, &str)], code: &str) -> String {
    let one = tempfile::tempdir().unwrap();
    let at_one_keyboard = play(&["--variant", "russian"], env, AT_ONE_KEYBOARD, one.path());
    let two = tempfile::tempdir().unwrap();
    let against_the_bot = play(
        &["--variant", "russian", "--vs-bot", "1", "--color", "black"],
        env,
        AGAINST_THE_BOT,
        two.path(),
    );
    let shown: Vec<String> = env.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let text = format!(
        "$ {} towers play --variant russian <<'EOF'\n{AT_ONE_KEYBOARD}EOF\n{at_one_keyboard}\n\
         $ {} towers play --variant russian --vs-bot 1 --color black <<'EOF'\n{AGAINST_THE_BOT}EOF\n{against_the_bot}",
        shown.join(" "),
        shown.join(" ")
    );
    let dir = std::env::var("CARGO_TARGET_DIR")
        .unwrap_or_else(|_| format!("{}/target", env!("CARGO_MANIFEST_DIR")));
    std::fs::write(format!("{dir}/console-{code}.txt"), &text).expect("write the session");
    println!("{text}");
    format!("{at_one_keyboard}\n{against_the_bot}")
}

#[test]
fn under_a_russian_locale_the_console_speaks_russian() {
    let out = sessions(&[("LANG", "ru_RU.UTF-8")], "ru");
    assert_eq!(english_left(&out), Vec::<&str>::new(), "{out}");
    assert_eq!(latin_words(&out), Vec::<String>::new(), "{out}");
    // Its own words, not only the service's: the commands line, the rules, the hot-seat
    // start, the legend, the final position, the bot game from the human's side.
    for russian in [
        "команды:",
        "Русские шашки",
        "Обе стороны играют за этой клавиатурой",
        "Ход белых.",
        "белая шашка",
        "Конечная позиция последней партии:",
        "Вы играете чёрными.",
        "Игрок",
        "неизвестная игра «chess»",
    ] {
        assert!(out.contains(russian), "no {russian:?}: {out}");
    }
    // Against the bot with Black, the board is seen from Black's side.
    assert!(out.contains("    h g f e d c b a"), "{out}");
}

#[test]
fn lc_all_comes_before_lang_and_pt_br_is_brazilian() {
    let out = sessions(
        &[("LC_ALL", "pt_BR.UTF-8"), ("LANG", "ru_RU.UTF-8")],
        "pt-BR",
    );
    assert_eq!(english_left(&out), Vec::<&str>::new(), "{out}");
    for brazilian in ["comandos:", "Damas russas", "Vez das Brancas."] {
        assert!(out.contains(brazilian), "no {brazilian:?}: {out}");
    }
    assert!(!out.contains("Ход белых"), "LANG won over LC_ALL: {out}");
}

#[test]
fn lang_names_every_language_in_the_help() {
    let out = Command::new(towers_bin())
        .args(["play", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8_lossy(&out.stdout);
    assert!(
        help.contains(&towers::service::text::locale::Lang::codes()),
        "{help}"
    );
}
