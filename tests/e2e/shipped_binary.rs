//! The binary users run, run as users run it. CI builds it exactly as README's first command
//! does (`cargo build --release --locked`, in its own target directory, so no feature that a
//! dev-dependency switches on leaks into it) and names it in `TOWERS_BIN`; without that
//! variable these tests run Cargo's build for the test run (see `support::bin`).
//!
//! - `serve` against the stand-in Discord: READY, command registration, a `/challenge`, an
//!   accept and two `/move`s through the stand-in's gateway, SIGTERM, exit 0.
//! - `play` in a new data directory with a scripted game: both moves stored.
//! - `--help` of the binary and of every subcommand it lists.
//!
//! Any panic, or a line with `panicked` in what the binary writes, fails.

use crate::support;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use rustix::process::Signal;
use support::bin::towers_bin;
use support::child::ServeChild;
use support::fake_discord::FakeDiscord;
use towers_store::{ChannelRecord, SledStore, Store};

/// Fails when `output` (everything the binary wrote) shows a panic.
fn assert_no_panic(what: &str, output: &str) {
    assert!(
        !output.contains("panicked"),
        "{what}: the binary panicked:\n{output}"
    );
}

fn run(args: &[&str]) -> Output {
    Command::new(towers_bin())
        .args(args)
        .env("RUST_LOG", "info")
        .stdin(Stdio::null())
        .output()
        .expect("the towers binary starts")
}

fn text(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_plays_a_challenge_and_two_moves_then_stops_on_sigterm() {
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, 1).await;

    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let challenge = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_eq!(challenge.kind, 4, "{challenge:?}");
    assert!(!challenge.is_ephemeral(), "{challenge:?}");
    let accepted = fake.slash(&bob, "accept", &[]).await;
    assert!(!accepted.is_ephemeral(), "{accepted:?}");
    for (player, mv) in [(&alice, "c3-d4"), (&bob, "f6-e5")] {
        let answer = fake.slash(player, "move", &[("notation", mv)]).await;
        assert!(!answer.is_ephemeral(), "{mv} refused: {answer:?}");
        assert!(answer.content().contains(mv), "{mv}: {answer:?}");
    }

    child.signal(Signal::TERM);
    child.assert_clean_exit().await;

    let store = SledStore::open(&data).expect("the store opens after the bot exited");
    match store.load(fake.default_channel()).expect("readable") {
        Some(ChannelRecord::Game(game)) => assert_eq!(game.moves, ["c3-d4", "f6-e5"]),
        other => panic!("no game stored: {other:?}"),
    }
}

#[test]
fn play_in_a_new_data_directory_stores_a_scripted_game() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let mut child = Command::new(towers_bin())
        .args(["play", "--variant", "bashni", "--channel", "7", "--data"])
        .arg(&data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the towers binary starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"c3-d4\nf6-e5\nboard\nquit\n")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    let all = text(&output);
    assert_no_panic("play", &all);
    assert!(output.status.success(), "{}: {all}", output.status);
    assert!(all.contains("f6-e5"), "{all}");

    let store = SledStore::open(&data).expect("the console's store opens");
    match store.load(7).expect("readable") {
        Some(ChannelRecord::Game(game)) => assert_eq!(game.moves, ["c3-d4", "f6-e5"]),
        other => panic!("no game stored: {other:?}"),
    }
}

/// The subcommands a `--help` lists (the lines under `Commands:`, or under the groups'
/// headings of `towers --help`: `Play:`, `Study:`, ...), `help` aside.
fn subcommands(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|l| !l.starts_with("Usage:"))
        .take_while(|l| !l.starts_with("Options:") && !l.starts_with("Arguments:"))
        .filter(|l| l.starts_with("  ") && l[2..].starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// Runs `towers <path> --help`, checks it, and does the same for the subcommands it lists;
/// returns how many commands answered.
fn check_help(path: &mut Vec<String>) -> usize {
    let mut args: Vec<&str> = path.iter().map(String::as_str).collect();
    args.push("--help");
    let out = run(&args);
    let all = text(&out);
    let shown = path.join(" ");
    assert!(out.status.success(), "towers {shown} --help: {all}");
    assert_no_panic(&shown, &all);
    assert!(all.contains("Usage:"), "towers {shown} --help: {all}");
    let mut answered = 1;
    for name in subcommands(&all) {
        path.push(name);
        answered += check_help(path);
        path.pop();
    }
    answered
}

#[test]
fn every_subcommand_answers_help() {
    let names = subcommands(&text(&run(&["--help"])));
    for expected in ["serve", "play", "check-store"] {
        assert!(names.iter().any(|n| n == expected), "{expected}: {names:?}");
    }
    assert!(check_help(&mut Vec::new()) > names.len());
}
