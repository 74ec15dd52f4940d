//! `towers egdb`: the endgame databases built by the real binary (kings only, up to four
//! pieces, into a temporary folder), checked against what did not make them (a plain
//! minimax over the legal moves, known endgame theory), used by the bot to win an ending the
//! search alone draws, and refused when damaged.

use crate::bin;
use bin::towers_bin;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use towers_engine::egdb::{self, index, key, Egdb, Slice, Value};
use towers_engine::search::{MATE, MATE_BOUND};
use towers_engine::{Engine, Limits};
use towers_rules::{fen, Color, Game, Outcome, Position, Variant};

/// Runs `towers egdb build --pieces 4 --kings-only` into `dir`; its output.
fn build_kings(dir: &Path) -> String {
    let out = Command::new(towers_bin())
        .args(["egdb", "build", "--pieces", "4", "--kings-only", "--dir"])
        .arg(dir)
        .output()
        .expect("run towers egdb build");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// The folder the tables are built into once for every test here.
fn built() -> &'static Path {
    static DIR: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    &DIR.get_or_init(|| {
        let tmp = tempfile::tempdir().expect("temp dir");
        let dir = tmp.path().join("egdb");
        let text = build_kings(&dir);
        // Header, six slices (KK, KKK and its twin, KKKK v K and its twin, KK v KK), total.
        assert_eq!(text.lines().count(), 8, "{text}");
        assert!(text.lines().any(|l| l.starts_with("0301 4 ")), "{text}");
        (tmp, dir)
    })
    .1
}

#[test]
fn a_build_run_again_keeps_whole_slices_and_rebuilds_a_missing_or_damaged_one_the_same() {
    let tmp = tempfile::tempdir().expect("temp dir");
    let dir = tmp.path().join("egdb");
    std::fs::create_dir_all(&dir).expect("dir");
    for entry in std::fs::read_dir(built()).expect("built tables") {
        let path = entry.expect("entry").path();
        std::fs::copy(&path, dir.join(path.file_name().expect("name"))).expect("copy");
    }
    std::fs::remove_file(dir.join("0103.egdb")).expect("remove");
    // A table cut short, and the temporary file of a build killed while writing one.
    let damaged = dir.join("0202.egdb");
    let bytes = std::fs::read(&damaged).expect("read");
    std::fs::write(&damaged, &bytes[..bytes.len() / 2]).expect("cut");
    std::fs::write(dir.join("0201.egdb.tmp"), b"half a table").expect("leftover");
    let text = build_kings(&dir);
    let how = |slice: &str| {
        text.lines()
            .find(|l| l.starts_with(&format!("{slice} ")))
            .and_then(|l| l.split_whitespace().last())
            .map(str::to_string)
    };
    // The pair 0301/0103 is built again (its twin's file alone is not enough), and the
    // damaged 0202; the rest kept, and the leftover removed.
    assert_eq!(how("0301").as_deref(), Some("built"), "{text}");
    assert_eq!(how("0103").as_deref(), Some("built"), "{text}");
    assert_eq!(how("0202").as_deref(), Some("built"), "{text}");
    assert_eq!(how("0201").as_deref(), Some("kept"), "{text}");
    assert_eq!(how("0101").as_deref(), Some("kept"), "{text}");
    assert!(!dir.join("0201.egdb.tmp").exists());
    for name in ["0103.egdb", "0301.egdb", "0202.egdb"] {
        let again = std::fs::read(dir.join(name)).expect("rebuilt file");
        let first = std::fs::read(built().join(name)).expect("first file");
        assert!(again == first, "{name} differs when built again");
    }
}

fn db() -> Arc<Egdb> {
    static DB: OnceLock<Arc<Egdb>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(Egdb::open(built()).expect("the built tables open")))
        .clone()
}

fn pos(text: &str) -> Position {
    fen::read(Variant::International, text).expect("a valid FEN")
}

/// Whether the side to move can end the game (win) within `plies` (odd counts matter).
fn wins_within(p: &Position, plies: u8) -> bool {
    plies >= 1
        && p.legal_moves()
            .iter()
            .any(|m| loses_within(&p.play(m), plies - 1))
}

/// Whether the side to move loses within `plies` whatever it plays.
fn loses_within(p: &Position, plies: u8) -> bool {
    let moves = p.legal_moves();
    moves.is_empty() || (plies >= 2 && moves.iter().all(|m| wins_within(&p.play(m), plies - 1)))
}

#[test]
fn three_piece_values_agree_with_a_plain_minimax() {
    let db = db();
    let mut rng = fastrand::Rng::with_seed(29);
    // Wins in up to 3 plies, losses in up to 4 and draws checked (losses are rare: about
    // 1 % of the lone king's positions).
    let mut seen = [0u32; 3];
    let wanted = [30, 8, 40];
    let slices = [
        Slice {
            white_men: 0,
            white_kings: 2,
            black_men: 0,
            black_kings: 1,
        },
        Slice {
            white_men: 0,
            white_kings: 1,
            black_men: 0,
            black_kings: 2,
        },
    ];
    for _ in 0..200_000 {
        if seen.iter().zip(wanted).all(|(&s, w)| s >= w) {
            break;
        }
        let slice = slices[rng.usize(0..2)];
        let Some(p) = index::placement(slice, rng.u64(0..index::size(slice))) else {
            continue;
        };
        let mut p = key::position(&p);
        if rng.bool() {
            // The same material with Black to move, as FEN says it.
            let text = fen::write(&p);
            p = pos(&format!("B{}", &text[1..]));
        }
        let value = db.probe(&p).expect("a three-piece position is held");
        match value {
            Value::Win(n) if n <= 3 && seen[0] < wanted[0] => {
                assert!(wins_within(&p, n), "{} {value:?}", fen::write(&p));
                assert!(
                    n < 2 || !wins_within(&p, n - 2),
                    "{} {value:?}",
                    fen::write(&p)
                );
                seen[0] += 1;
            }
            Value::Loss(n) if n <= 4 && seen[1] < wanted[1] => {
                assert!(loses_within(&p, n), "{} {value:?}", fen::write(&p));
                assert!(
                    n < 2 || !loses_within(&p, n - 2),
                    "{} {value:?}",
                    fen::write(&p)
                );
                seen[1] += 1;
            }
            Value::Draw if seen[2] < wanted[2] => {
                assert!(!wins_within(&p, 3), "{}", fen::write(&p));
                assert!(!loses_within(&p, 2), "{}", fen::write(&p));
                seen[2] += 1;
            }
            _ => {}
        }
    }
    assert_eq!(seen, wanted, "wins, losses, draws checked");
}

#[test]
fn the_tables_know_the_theory_of_kings() {
    let db = db();
    // One king against one: drawn, unless a king must step into the other's capture (a king
    // in the corner 46 on the main diagonal, the other on it at 5).
    assert_eq!(db.probe(&pos("W:WK50:BK1")), Some(Value::Draw));
    assert_eq!(db.probe(&pos("W:WK46:BK5")), Some(Value::Loss(2)));
    // Two kings against one: drawn with the lone king in the middle of the main diagonal.
    assert_eq!(db.probe(&pos("W:WK1,K2:BK28")), Some(Value::Draw));
    assert_eq!(db.probe(&pos("B:WK1,K2:BK28")), Some(Value::Draw));
    // Three kings against one on the main diagonal (5-46): the lone king holds.
    assert_eq!(db.probe(&pos("W:WK1,K2,K3:BK46")), Some(Value::Draw));
    assert_eq!(db.probe(&pos("B:WK1,K2,K3:BK28")), Some(Value::Draw));
    // Off it: the kings to move take the main diagonal first and win (in 7 plies, which a
    // plain search finds too); the lone king to move from 45 runs to 23 on it and holds.
    assert_eq!(db.probe(&pos("W:WK1,K2,K3:BK16")), Some(Value::Win(7)));
    assert_eq!(db.probe(&pos("B:WK1,K2,K3:BK45")), Some(Value::Draw));
}

#[test]
fn every_value_follows_from_its_moves() {
    // Each position's value is the best over its moves of the values the tables give the
    // positions after them (a side left without pieces has lost): shortest win, longest loss,
    // and a draw exactly when no move wins and some move draws.
    let db = db();
    let mut rng = fastrand::Rng::with_seed(7);
    let slices = [
        Slice {
            white_men: 0,
            white_kings: 3,
            black_men: 0,
            black_kings: 1,
        },
        Slice {
            white_men: 0,
            white_kings: 1,
            black_men: 0,
            black_kings: 3,
        },
        Slice {
            white_men: 0,
            white_kings: 2,
            black_men: 0,
            black_kings: 2,
        },
    ];
    for slice in slices {
        let mut checked = 0;
        while checked < 300 {
            let Some(p) = index::placement(slice, rng.u64(0..index::size(slice))) else {
                continue;
            };
            checked += 1;
            let p = key::position(&p);
            let children: Vec<Value> = p
                .legal_moves()
                .iter()
                .map(|m| {
                    let c = p.play(m);
                    if c.count(c.side_to_move()) == 0 {
                        Value::Loss(0)
                    } else {
                        db.probe(&c).expect("held")
                    }
                })
                .collect();
            let win = children
                .iter()
                .filter_map(|v| match v {
                    Value::Loss(k) => Some(k + 1),
                    _ => None,
                })
                .min();
            let expected = if let Some(n) = win {
                Value::Win(n)
            } else if children.contains(&Value::Draw) {
                Value::Draw
            } else {
                let longest = children.iter().filter_map(|v| v.plies()).max();
                Value::Loss(longest.map_or(0, |k| k + 1))
            };
            assert_eq!(db.probe(&p), Some(expected), "{}", fen::write(&p));
        }
    }
}

/// A three-kings-against-one position, White to move, off the main diagonal, whose win takes
/// between `lo` and `hi` plies by the tables.
fn long_win(db: &Egdb, lo: u8, hi: u8) -> Position {
    let slice = Slice {
        white_men: 0,
        white_kings: 3,
        black_men: 0,
        black_kings: 1,
    };
    (0..index::size(slice))
        .filter_map(|i| index::placement(slice, i))
        .map(|p| key::position(&p))
        .find(|p| matches!(db.probe(p), Some(Value::Win(n)) if (lo..=hi).contains(&n)))
        .expect("such a position")
}

/// Plays `game` out: White with `white`, Black with `black`, each at a fixed node budget;
/// returns the outcome (none after 200 plies).
fn play_out(mut game: Game, white: &mut Engine, black: &mut Engine) -> Option<Outcome> {
    let limits = Limits {
        nodes: Some(4_000),
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    for _ in 0..200 {
        if let Some(outcome) = game.outcome() {
            return Some(outcome);
        }
        let engine = match game.position().side_to_move() {
            Color::White => &mut *white,
            Color::Black => &mut *black,
        };
        let found = engine.search_to_play(&game, &limits, &stop)?;
        game.play(found.best);
    }
    None
}

#[test]
fn the_bot_with_the_tables_wins_three_kings_against_one_in_time() {
    let db = db();
    let start = long_win(&db, 15, 15);
    let game = || Game::from_position(start.clone());
    let defender = || {
        let mut e = Engine::with_seed(2);
        e.set_egdb(None);
        e
    };
    let mut bot = Engine::with_seed(1);
    bot.set_egdb(Some(db.clone()));
    let outcome = play_out(game(), &mut bot, &mut defender());
    assert!(
        matches!(
            outcome,
            Some(Outcome::Win {
                winner: Color::White,
                ..
            })
        ),
        "{} {outcome:?}",
        fen::write(&start)
    );
    // The same bot without the tables, against a defender that has them (the longest
    // resistance), does not find the win before the 16-move rule; its search does not see
    // one either (no mate score), where the tables give a win in 15 plies at once.
    let mut keeper = Engine::with_seed(2);
    keeper.set_egdb(Some(db.clone()));
    let mut blind = Engine::with_seed(1);
    blind.set_egdb(None);
    let outcome = play_out(game(), &mut blind, &mut keeper);
    assert!(matches!(outcome, Some(Outcome::Draw { .. })), "{outcome:?}");
    let limits = Limits {
        nodes: Some(4_000),
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    let blind_score = blind.search(&game(), &limits, &stop).map(|r| r.score);
    assert!(
        blind_score.is_some_and(|s| s < MATE_BOUND),
        "{blind_score:?}"
    );
    let seen = bot.search(&game(), &limits, &stop).map(|r| r.score);
    assert_eq!(seen, Some(MATE - 15));
}

/// Runs `towers egdb probe FEN --dir DIR`.
fn probe(dir: &Path, fen_text: &str) -> std::process::Output {
    Command::new(towers_bin())
        .args(["egdb", "probe", fen_text, "--dir"])
        .arg(dir)
        .output()
        .expect("run towers egdb probe")
}

#[test]
fn probe_prints_a_value_and_a_damaged_file_is_an_error() {
    let out = probe(built(), "W:WK1,K2,K3:BK46");
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "draw");
    let out = probe(built(), "W:W30:BK46");
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "unknown");
    // A copy with one byte of a table flipped.
    let tmp = tempfile::tempdir().expect("temp dir");
    for entry in std::fs::read_dir(built()).expect("read the tables") {
        let path = entry.expect("entry").path();
        std::fs::copy(&path, tmp.path().join(path.file_name().expect("name"))).expect("copy");
    }
    let damaged = tmp.path().join("0301.egdb");
    let mut bytes = std::fs::read(&damaged).expect("read");
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x10;
    std::fs::write(&damaged, &bytes).expect("write");
    let out = probe(tmp.path(), "W:WK1,K2,K3:BK46");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("0301.egdb") && err.contains("damaged"),
        "{err}"
    );
    assert!(Egdb::open(tmp.path()).is_err());
    // A file that is no table at all.
    std::fs::write(&damaged, b"not a table").expect("write");
    let out = probe(tmp.path(), "W:WK1,K2,K3:BK46");
    assert_eq!(out.status.code(), Some(1));
}

/// `text` without ANSI colour sequences (the log colours its field names).
fn plain(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Runs `towers think --variant international` on the tables of `built()` with
/// `TOWERS_EGDB_CACHE_MB=mb`, asking one probe-backed search.
fn think_with_cache(mb: &str) -> std::process::Output {
    use std::io::Write;
    let data = built().parent().expect("the tables' data directory");
    let mut child = Command::new(towers_bin())
        .args(["think", "--variant", "international"])
        .env("TOWERS_DATA_DIR", data)
        .env("TOWERS_EGDB_CACHE_MB", mb)
        .env("RUST_LOG", "info")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run towers think");
    let mut stdin = child.stdin.take().expect("stdin");
    // A refused setting ends the process before it reads a line: the pipe may be closed.
    let _ = stdin.write_all(b"position W:WK1,K2,K3:BK46\ngo --depth 4\nquit\n");
    drop(stdin);
    child.wait_with_output().expect("towers think ends")
}

#[test]
fn the_block_cache_budget_comes_from_towers_egdb_cache_mb_and_a_bad_one_is_refused() {
    let out = think_with_cache("8");
    let err = plain(&String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains("endgame databases opened") && err.contains("cache_mb=8"),
        "{err}"
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("bestmove"));
    let db = Egdb::open_with_cache(built(), egdb::cache::bytes_of(8)).expect("open");
    let budget = db.cache_budget();
    assert!(
        budget <= egdb::cache::bytes_of(8) && budget > egdb::cache::bytes_of(4),
        "{budget}"
    );
    for bad in ["0", "65537", "lots"] {
        let out = think_with_cache(bad);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{bad}: {err}");
        assert!(
            err.contains("TOWERS_EGDB_CACHE_MB") || err.contains("--egdb-cache-mb"),
            "{bad}: {err}"
        );
        assert!(err.contains("1 to 65536"), "{bad}: {err}");
    }
}
