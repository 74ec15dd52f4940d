//! The perft contract: every entry of the reference files in `tests/fixtures/perft/` (a copy
//! of `shared/perft/`, checked against it when present) up to a node budget that keeps
//! `cargo test` quick. Deeper depths: `towers perft` / `towers bench`.

use std::path::{Path, PathBuf};

use towers_rules::perft::{perft, Counting};
use towers_rules::{fen, Variant};

/// Entries whose reference count is above this are left to the benchmark.
const NODE_BUDGET: u64 = 1_000_000;

struct Entry {
    file: String,
    id: String,
    fen: String,
    counting: Counting,
    depths: Vec<(u32, u64)>,
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/perft")
}

fn parse(path: &Path) -> Vec<Entry> {
    let text = std::fs::read_to_string(path).expect("perft file readable");
    let file = path.file_stem().unwrap().to_string_lossy().to_string();
    let mut entries: Vec<Entry> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = line.split_once(' ').expect("key value line");
        match key {
            "id" => entries.push(Entry {
                file: file.clone(),
                id: value.to_string(),
                fen: String::new(),
                counting: Counting::Paths,
                depths: Vec::new(),
            }),
            "fen" => entries.last_mut().unwrap().fen = value.to_string(),
            "count" => entries.last_mut().unwrap().counting = value.parse().unwrap(),
            "source" => {}
            "perft" => {
                let (d, n) = value.split_once(' ').unwrap();
                entries
                    .last_mut()
                    .unwrap()
                    .depths
                    .push((d.parse().unwrap(), n.parse().unwrap()));
            }
            other => panic!("unknown key {other} in {}", path.display()),
        }
    }
    entries
}

fn check_file(name: &str) {
    let variant: Variant = name.parse().unwrap();
    let entries = parse(&fixtures().join(format!("{name}.perft")));
    assert!(!entries.is_empty());
    let mut checked = 0;
    for e in entries {
        let pos = fen::read(variant, &e.fen).unwrap_or_else(|err| panic!("{}: {err}", e.id));
        for &(depth, expected) in &e.depths {
            if expected > NODE_BUDGET {
                continue;
            }
            let got = perft(&pos, depth, e.counting);
            assert_eq!(
                got, expected,
                "{} {} ({:?}) perft({depth})",
                e.file, e.id, e.counting
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "{name}: nothing within the budget");
}

#[test]
fn bashni() {
    check_file("bashni");
}

#[test]
fn russian() {
    check_file("russian");
}

#[test]
fn brazilian() {
    check_file("brazilian");
}

#[test]
fn international() {
    check_file("international");
}

#[test]
fn canadian() {
    check_file("canadian");
}

#[test]
fn english() {
    check_file("english");
}

#[test]
fn lasca() {
    check_file("lasca");
}

#[test]
fn fixtures_match_the_shared_rule_book_copy() {
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/perft");
    if !shared.is_dir() {
        return; // a clone without the team's shared folder: the vendored copy stands.
    }
    for entry in std::fs::read_dir(&shared).unwrap() {
        let path = entry.unwrap().path();
        let ours = fixtures().join(path.file_name().unwrap());
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            std::fs::read_to_string(&ours).unwrap_or_default(),
            "{} differs from shared/perft: copy it again",
            ours.display()
        );
    }
}
