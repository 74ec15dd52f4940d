//! kill -9 through the product: `towers play` runs as a child process over a sled data
//! directory; the test types moves on its stdin, counts a move as acknowledged when the child
//! prints "played <move>", kills it with SIGKILL (sometimes with a move in flight), restarts it
//! and checks that the stored game holds every acknowledged move, in order, and nothing else
//! but possibly the one move in flight.

use crate::bin;
use bin::towers_bin;

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

use towers_rules::{notation, Game, Variant};
use towers_store::{ChannelRecord, SledStore, Store};

struct Bot {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

fn start(dir: &Path) -> Bot {
    let mut child = Command::new(towers_bin())
        .args([
            "play",
            "--lang",
            "en",
            "--variant",
            "bashni",
            "--channel",
            "7",
            "--data",
        ])
        .arg(dir.join("data"))
        .arg("--png")
        .arg(dir.join("board.png"))
        .env("RUST_LOG", "error")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("towers binary starts");
    let stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    Bot {
        child,
        stdin,
        lines,
    }
}

impl Bot {
    fn send(&mut self, text: &str) {
        writeln!(self.stdin, "{text}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Waits for the line that acknowledges `mv`.
    fn ack(&mut self, mv: &str) {
        let needle = format!("played {mv}.");
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(20))
                .unwrap_or_else(|_| panic!("no acknowledgement of {mv}"));
            assert!(!line.contains("not legal"), "{mv} refused: {line}");
            if line.contains(&needle) {
                return;
            }
        }
    }

    fn kill(mut self) {
        self.child.kill().unwrap(); // SIGKILL on Unix
        self.child.wait().unwrap();
    }
}

fn stored_moves(dir: &Path) -> Vec<String> {
    let store = SledStore::open(&dir.join("data")).expect("the store reopens after kill -9");
    match store.load(7).expect("the record is readable") {
        Some(ChannelRecord::Game(g)) => g.moves.iter().map(|m| m.to_string()).collect(),
        other => panic!("expected the game, found {other:?}"),
    }
}

#[test]
fn acknowledged_moves_survive_kill_9() {
    let dir = tempfile::tempdir().unwrap();
    let mut game = Game::new(Variant::Bashni);
    let mut acked: Vec<String> = Vec::new();
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    for round in 0..6 {
        let mut bot = start(dir.path());
        let moves_this_round = 1 + next(5);
        let mut in_flight = None;
        for i in 0..moves_this_round {
            if game.outcome().is_some() {
                break;
            }
            let pos = game.position().clone();
            let legal = pos.legal_moves();
            let mv = legal[next(legal.len())];
            let text = notation::write(&pos, &mv);
            bot.send(&text);
            // In odd rounds the last move is left in flight when the kill comes.
            if round % 2 == 1 && i + 1 == moves_this_round {
                in_flight = Some((text, mv));
                break;
            }
            bot.ack(&text);
            game.play(mv);
            acked.push(text);
        }
        bot.kill();
        let stored = stored_moves(dir.path());
        match in_flight {
            Some((text, mv)) if stored.len() == acked.len() + 1 => {
                assert_eq!(stored[acked.len()], text);
                game.play(mv);
                acked.push(text);
            }
            _ => {}
        }
        assert_eq!(
            stored, acked,
            "round {round}: stored moves differ from acknowledged ones"
        );
    }
    assert!(acked.len() >= 6, "only {} moves checked", acked.len());
}
