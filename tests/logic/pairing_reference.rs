//! The Dutch pairing against the reference: every round of the tournaments in
//! `../shared/tournaments/dutch/` (TRF-2026 files whose rounds bbpPairings 6.0.0 paired by the
//! FIDE Dutch system, 2025 rules) is replayed through `towers_pairing::pair` from the file cut
//! to the rounds before it, as `../shared/tools/pairing_replay.py` cuts it, and compared with
//! the recorded round. No pairing of ours may ever break an absolute criterion, and at least
//! [`REQUIRED_PER_MILLE`] of the rounds must be identical: the share reached so far, so that a
//! change that pairs fewer rounds as the reference does fails (the goal is 99 %,
//! docs/tournaments.md); each difference is printed. Where `../shared` is absent it skips with one line, and fails
//! instead with `TOWERS_REQUIRE_TOURNAMENTS=1` (CI). `TOWERS_TOURNAMENTS_DIR` points elsewhere.

use std::io::Write as _;
use std::path::PathBuf;

use towers_pairing::{dutch, trf};

/// The identical share the replay must reach, in per mille: 1,347 of the 1,348 rounds today.
const REQUIRED_PER_MILLE: usize = 999;

fn tournaments_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("TOWERS_TOURNAMENTS_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/tournaments/dutch"),
        PathBuf::from,
    );
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("TOWERS_REQUIRE_TOURNAMENTS").is_none(),
        "reference tournaments not found at {} and TOWERS_REQUIRE_TOURNAMENTS is set",
        dir.display()
    );
    let _ = writeln!(
        std::io::stderr(),
        "\nskipped: reference tournaments not found at {} (set TOWERS_TOURNAMENTS_DIR)",
        dir.display()
    );
    None
}

#[test]
fn dutch_pairings_match_the_reference_rounds() {
    let Some(dir) = tournaments_dir() else { return };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("readable folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no .trf file in {}", dir.display());
    let (mut rounds, mut same) = (0usize, 0usize);
    let mut broken = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable file");
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let t = trf::read(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
        for r in 1..=t.played {
            let (boards, bye) = t.recorded_round(r);
            if boards.is_empty() && bye.is_none() {
                continue;
            }
            rounds += 1;
            let cut = t.cut_before(r);
            let Ok(pairing) = towers_pairing::pair(&cut) else {
                println!("{name} round {r}: no valid pairing, the reference has one");
                continue;
            };
            if let Some(problem) = dutch::check_absolute(&cut, &pairing) {
                broken.push(format!("{name} round {r}: {problem}"));
            }
            let mut got = pairing.boards.clone();
            got.sort();
            if got == boards && pairing.bye == bye {
                same += 1;
            } else {
                let missing: Vec<_> = boards.iter().filter(|b| !got.contains(b)).collect();
                let extra: Vec<_> = got.iter().filter(|b| !boards.contains(b)).collect();
                println!(
                    "{name} round {r}: reference {missing:?} bye {bye:?}, ours {extra:?} bye {:?}",
                    pairing.bye
                );
            }
        }
    }
    println!(
        "pairings: rounds {rounds}, identical {same} ({:.1}%)",
        100.0 * same as f64 / rounds.max(1) as f64
    );
    assert!(broken.is_empty(), "absolute criteria broken: {broken:#?}");
    assert!(
        same * 1000 >= rounds * REQUIRED_PER_MILLE,
        "{same} of {rounds} rounds identical, fewer than {REQUIRED_PER_MILLE} per mille"
    );
}
