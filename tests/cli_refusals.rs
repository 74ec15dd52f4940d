//! The command line refuses what cannot be used, with a clear error and nothing changed
//! (issue 15, part 10): `towers play --data` under a missing parent directory (as `serve`
//! refuses `TOWERS_DATA_DIR`), and a FEN position that cannot occur in the variant.

#[path = "support/bin.rs"]
mod bin;
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
