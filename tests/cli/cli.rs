//! The rules tools of the `towers` binary, run as a user runs them: `replay` reads move text
//! with the reader of `/move` and fails naming a word it cannot read, `perft` stops quietly
//! when its reader goes away, `--help` lists the variants, `moves` says when there are none,
//! `render` writes the picture type its file name asks for.

use crate::bin;
use bin::towers_bin;

use std::process::{Command, Output, Stdio};

fn towers(args: &[&str]) -> Output {
    Command::new(towers_bin())
        .args(args)
        .env("RUST_LOG", "warn")
        .output()
        .expect("run towers")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn replay_fails_naming_a_word_that_is_not_a_move() {
    for (text, word) in [
        ("hello", "'hello' is not a move: "),
        ("1. c3-d4 hello", "'hello' is not a move: "),
        ("1. c3-d4 b6/a5", "'b6/a5' is not a move: unexpected '/'"),
    ] {
        let out = towers(&["replay", "--variant", "russian", text]);
        assert!(!out.status.success(), "{text}: {}", stdout(&out));
        assert!(stderr(&out).contains(word), "{text}: {}", stderr(&out));
        assert!(stdout(&out).is_empty(), "{text}: {}", stdout(&out));
    }
}

#[test]
fn replay_reads_every_spelling_that_move_reads() {
    let plain = towers(&["replay", "--variant", "russian", "1. c3-d4 b6-a5"]);
    assert!(plain.status.success(), "{}", stderr(&plain));
    for text in [
        "1. C3-B4 b6-a5",
        "c3-d4 b6 a5",
        "1. c3d4 b6–a5",
        "C3:D4 B6xA5",
    ] {
        let text = text.replace("C3-B4", "C3-D4");
        let out = towers(&["replay", "--variant", "russian", &text]);
        assert!(out.status.success(), "{text}: {}", stderr(&out));
        assert_eq!(stdout(&out), stdout(&plain), "{text}");
    }
}

#[test]
fn perft_into_a_closed_pipe_stops_quietly() {
    // `towers perft ... | head -1` once `head` has gone: the read end is closed before
    // towers writes anything.
    let dir = tempfile::tempdir().unwrap();
    let pdn = dir.path().join("two.pdn");
    std::fs::write(&pdn, "1. c3-d4 f6-g5 *\n\n1. c3-b4 b6-a5 *\n").unwrap();
    let pdn = pdn.to_str().unwrap();
    for args in [
        &["perft", "--variant", "russian", "--depth", "3"][..],
        &["perft", "--depth", "2", "--divide"],
        &["moves", "--variant", "international"],
        &["replay", "--variant", "russian", "--pdn", pdn],
        &["replay", "--variant", "russian", "c3-d4"],
    ] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = Command::new(towers_bin())
            .args(args)
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .expect("run towers");
        let err = stderr(&out);
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(out.status.success(), "{args:?}: {:?} {err}", out.status);
    }
}

#[test]
fn variant_help_lists_the_variants() {
    for command in ["perft", "moves", "replay", "render", "play"] {
        let out = towers(&[command, "--help"]);
        assert!(
            stdout(&out).contains(
                "possible values: bashni, lasca, russian, brazilian, kurnik, international, \
                 canadian, english"
            ),
            "{command}: {}",
            stdout(&out)
        );
    }
}

#[test]
fn moves_says_when_there_are_none() {
    let out = towers(&["moves", "--variant", "russian", "--fen", "W:W:Bd4"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), "no legal moves: White to move has lost\n");
    let out = towers(&["moves", "--variant", "russian"]);
    assert_eq!(stdout(&out).lines().count(), 7);
}

#[test]
fn render_writes_the_type_the_file_name_asks_for() {
    let dir = tempfile::tempdir().unwrap();
    let gif = dir.path().join("board.gif");
    let out = towers(&[
        "render",
        "--variant",
        "russian",
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read(&gif).unwrap().starts_with(b"GIF89a"));
    let png = dir.path().join("board.png");
    let out = towers(&["render", "-o", png.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    let jpg = dir.path().join("board.jpg");
    let out = towers(&["render", "-o", jpg.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("name the file *.png or *.gif"),
        "{}",
        stderr(&out)
    );
    assert!(!jpg.exists());
}

/// An empty variable counts as unset, as the empty lines of `.env.example` mean: an empty
/// `TOWERS_DATA_DIR` is the default `./data` (not an empty path clap refuses), and empty
/// `TOWERS_SHARDS` and `TOWERS_SHARD_COUNT` are no shard options.
#[test]
fn an_empty_variable_counts_as_unset() {
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new(towers_bin())
        .args(["check-store"])
        .current_dir(dir.path())
        .env("TOWERS_DATA_DIR", "")
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("./data is not a data directory"), "{err}");
    let out = Command::new(towers_bin())
        .args(["serve"])
        .current_dir(dir.path())
        .env("TOWERS_SHARDS", "")
        .env("TOWERS_SHARD_COUNT", "")
        .env("DISCORD_TOKEN", "")
        .env("RUST_LOG", "warn")
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("DISCORD_TOKEN is not set"), "{err}");
}

/// A setting that cannot be used stops `serve` before anything is opened or created, with a
/// message naming its variable (whether it came from the variable or the option) and status
/// 1; a variable of only spaces counts as unset; a database URL's password is never shown.
#[test]
fn a_setting_that_cannot_be_used_stops_serve_naming_the_variable() {
    let dir = tempfile::tempdir().unwrap();
    let serve = |args: &[&str], vars: &[(&str, &str)]| {
        let mut command = Command::new(towers_bin());
        command
            .arg("serve")
            .args(args)
            .current_dir(dir.path())
            .env("RUST_LOG", "warn")
            .env("DISCORD_TOKEN", "a-token")
            .env_remove("TOWERS_DATA_DIR");
        for (name, value) in vars {
            command.env(name, value);
        }
        let out = command.output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?} {vars:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let err = serve(&[], &[("TOWERS_ENGINE_THREADS", "many")]);
    assert!(
        err.contains(
            "TOWERS_ENGINE_THREADS is invalid: expected a number of searches from 1 to 256, \
             found 'many'"
        ),
        "{err}"
    );
    let err = serve(&["--rate-limit", "0/1s"], &[]);
    assert!(err.contains("TOWERS_RATE_LIMIT is invalid"), "{err}");
    let err = serve(
        &[],
        &[("DISCORD_GUILD_ID", "  "), ("TOWERS_WEB_ADDR", "8080")],
    );
    assert!(err.contains("TOWERS_WEB_ADDR is invalid"), "{err}");
    let url = "mysql://towers:pa55word@127.0.0.1/towers";
    let err = serve(&[], &[("TOWERS_DATABASE_URL", url)]);
    assert!(err.contains("TOWERS_DATABASE_URL is invalid"), "{err}");
    assert!(!err.contains("pa55word"), "{err}");
    assert!(!dir.path().join("data").exists());
}
