//! The endgame databases a new data directory gets: `towers serve` builds the international
//! 4-piece tables in the background while the bot answers, leaves only whole tables when it is
//! killed part-way, goes on from them when started again, and opens the tables once built;
//! `towers play` opens what the data directory holds and says so.

use crate::support;

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use support::bin::towers_bin;
use support::child::{serve_command, ServeChild};
use support::fake_discord::FakeDiscord;
use towers_engine::egdb::{Egdb, Slice};

/// Long enough for the first slices of the build on a loaded machine (the whole build of four
/// pieces takes about 20 s on two idle cores).
const FIRST_TABLES: Duration = Duration::from_secs(120);
/// Long enough for the whole build at the lower priority on a loaded machine.
const WHOLE_BUILD: Duration = Duration::from_secs(900);

/// `towers serve` on `data` with the build of the tables on (the test support turns it off).
fn serve_building(fake: &FakeDiscord, data: &Path) -> ServeChild {
    let mut command = serve_command(fake, data);
    command.env("TOWERS_EGDB_BUILD", "on");
    ServeChild::spawn(command)
}

/// Waits until `child` logs `text`; panics with its output when it exits first or the time
/// runs out.
async fn wait_log(child: &mut ServeChild, text: &str, within: Duration) {
    let seen = support::poll::until_true(within, || {
        if child.output().contains(text) {
            return true;
        }
        if let Some(status) = child.try_status() {
            panic!(
                "the bot exited ({status}) before '{text}'; output:\n{}",
                child.output()
            );
        }
        false
    })
    .await;
    assert!(
        seen,
        "no '{text}' within {within:?}; output:\n{}",
        child.output()
    );
}

/// The table files in `dir`.
fn tables_in(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .filter(|name| name.ends_with(".egdb"))
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_builds_and_opens_the_four_piece_tables_and_play_opens_them() {
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let dir = data.join("egdb");
    let every_slice = Slice::all(4, false);

    // A new data directory: the bot connects and answers while the tables are being built.
    let mut first = serve_building(&fake, &data);
    first.wait_registrations(&fake, 1).await;
    let alice = fake.user("alice");
    let reply = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("level", "1")],
        )
        .await;
    assert_eq!(reply.kind, 4, "{reply:?}");
    let written = support::poll::until_true(FIRST_TABLES, || !tables_in(&dir).is_empty()).await;
    assert!(
        written,
        "no table built in {} within {FIRST_TABLES:?}; output:\n{}",
        dir.display(),
        first.output()
    );
    // Killed part-way: what is there reads back whole, and is not the whole set.
    first.kill();
    let output = first.output();
    assert!(
        output.contains("building them in the background"),
        "{output}"
    );
    assert!(!output.contains("endgame databases opened"), "{output}");
    let part = Egdb::open(&dir).expect("a killed build leaves only whole tables");
    assert!(part.slices() < every_slice.len(), "{}", part.slices());
    assert!(part.complete_pieces() < 4);

    // Started again: the build goes on from the whole tables and they are opened when built.
    let mut second = serve_building(&fake, &data);
    second.wait_registrations(&fake, 2).await;
    wait_log(&mut second, "endgame databases opened", WHOLE_BUILD).await;
    let output = second.output();
    let registered = output
        .find("slash commands registered")
        .expect("registered");
    let opened = output.find("endgame databases opened").expect("opened");
    assert!(
        registered < opened,
        "the start waited for the build:\n{output}"
    );
    assert!(output.contains("endgame databases built"), "{output}");
    assert!(
        !output.contains("kept=0"),
        "nothing kept from the first build:\n{output}"
    );
    assert!(
        output.contains("pieces=4") && output.contains("complete_pieces=4"),
        "{output}"
    );
    let db = Egdb::open(&dir).expect("the built tables open");
    assert_eq!(db.slices(), every_slice.len());
    assert_eq!(db.complete_pieces(), 4);
    let mut names = tables_in(&dir);
    names.sort();
    let mut expected: Vec<String> = every_slice.iter().map(|s| s.file_name()).collect();
    expected.sort();
    assert_eq!(names, expected);
    second.signal(rustix::process::Signal::TERM);
    second.assert_clean_exit().await;

    // A third start opens them at once and builds nothing.
    let mut third = serve_building(&fake, &data);
    third.wait_registrations(&fake, 3).await;
    let output = third.output();
    assert!(output.contains("endgame databases opened"), "{output}");
    assert!(!output.contains("building them"), "{output}");
    third.signal(rustix::process::Signal::TERM);
    third.assert_clean_exit().await;

    // The terminal game opens the same tables and says which.
    let mut play = Command::new(towers_bin())
        .args(["play", "--variant", "international", "--data"])
        .arg(&data)
        .env("RUST_LOG", "info")
        .env("NO_COLOR", "1")
        .env_remove("TOWERS_EGDB_CACHE_MB")
        .current_dir(root.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("towers play starts");
    play.stdin
        .take()
        .expect("stdin")
        .write_all(b"quit\n")
        .expect("write");
    let out = play.wait_with_output().expect("towers play ends");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}: {log}", out.status);
    assert!(log.contains("endgame databases opened"), "{log}");
    assert!(
        log.contains(&format!("dir={}", dir.display())) && log.contains("complete_pieces=4"),
        "{log}"
    );
}
