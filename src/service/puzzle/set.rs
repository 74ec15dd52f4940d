//! The shipped puzzle sets (`puzzles/<variant>.jsonl`, mined by `towers puzzles generate`),
//! built into the binary and read once, and each puzzle's starting rating.
//!
//! A puzzle is named by its variant and its number in the set (from 1, the file's order), so
//! `Russian draughts #17` stays the same puzzle as long as the file is only appended to.

use std::collections::HashMap;
use std::sync::OnceLock;

use towers_engine::puzzles::{self, Puzzle};
use towers_rules::Variant;

/// The files, by variant name.
const FILES: &[(&str, &str)] = &[
    ("bashni", include_str!("../../../puzzles/bashni.jsonl")),
    ("lasca", include_str!("../../../puzzles/lasca.jsonl")),
    ("russian", include_str!("../../../puzzles/russian.jsonl")),
    ("kurnik", include_str!("../../../puzzles/kurnik.jsonl")),
    ("english", include_str!("../../../puzzles/english.jsonl")),
    (
        "brazilian",
        include_str!("../../../puzzles/brazilian.jsonl"),
    ),
    (
        "international",
        include_str!("../../../puzzles/international.jsonl"),
    ),
    ("canadian", include_str!("../../../puzzles/canadian.jsonl")),
];

/// The lowest and highest starting rating of a puzzle.
pub const MIN_START: f64 = 900.0;
pub const MAX_START: f64 = 2300.0;

/// Every set, read on first use. A file that does not read gives an empty set (logged):
/// the bot then says it has no puzzles for that game rather than failing.
fn sets() -> &'static HashMap<&'static str, Vec<Puzzle>> {
    static SETS: OnceLock<HashMap<&'static str, Vec<Puzzle>>> = OnceLock::new();
    SETS.get_or_init(|| {
        FILES
            .iter()
            .map(|&(variant, text)| match puzzles::read(text) {
                Ok((_, set)) => (variant, set),
                Err(e) => {
                    tracing::error!(variant, error = %e, "a shipped puzzle set does not read");
                    (variant, Vec::new())
                }
            })
            .collect()
    })
}

/// The puzzles of `variant`, in file order (empty when the game has no set).
pub fn puzzles_of(variant: Variant) -> &'static [Puzzle] {
    sets().get(variant.name()).map_or(&[], Vec::as_slice)
}

/// Puzzle `number` (from 1) of `variant`, if there is one.
pub fn puzzle(variant: Variant, number: u32) -> Option<&'static Puzzle> {
    let index = usize::try_from(number).ok()?.checked_sub(1)?;
    puzzles_of(variant).get(index)
}

/// How many moves the solver makes in the solution (the even plies: 1, 3, ... counted from 1).
pub fn solver_moves(puzzle: &Puzzle) -> usize {
    puzzle.solution.len().div_ceil(2)
}

/// The rating a puzzle starts from, by its difficulty: 1000, plus 150 per solver move after
/// the first, plus 40 per ply of the line (a longer combination is harder to see), minus
/// 2 per hundredth of a man that the second-best move is behind the best beyond one man (an
/// obvious single winning move is easier); clamped to [`MIN_START`]..=[`MAX_START`].
pub fn start_rating(puzzle: &Puzzle) -> f64 {
    let moves = solver_moves(puzzle) as f64;
    let plies = puzzle.solution.len() as f64;
    let obvious = f64::from((puzzle.margin - 100).clamp(0, 300)) / 2.0;
    (1000.0 + 150.0 * (moves - 1.0) + 40.0 * plies - obvious).clamp(MIN_START, MAX_START)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_set_reads_with_its_puzzles() {
        for &(name, _) in FILES {
            let variant: Variant = name.parse().unwrap();
            let set = puzzles_of(variant);
            assert!(set.len() >= 100, "{name}: {} puzzles", set.len());
            assert!(set.iter().all(|p| p.variant == name), "{name}");
        }
        assert!(puzzle(Variant::Russian, 0).is_none());
        assert_eq!(
            puzzle(Variant::Russian, 1),
            puzzles_of(Variant::Russian).first()
        );
        assert!(puzzle(Variant::Russian, 100_000).is_none());
    }

    #[test]
    fn longer_solutions_start_higher() {
        let set = puzzles_of(Variant::Russian);
        let short = set.iter().find(|p| p.solution.len() == 1).unwrap();
        let long = set.iter().find(|p| p.solution.len() >= 7).unwrap();
        assert!(start_rating(long) > start_rating(short) + 200.0);
        for p in set {
            let r = start_rating(p);
            assert!((MIN_START..=MAX_START).contains(&r), "{r}");
        }
    }
}
