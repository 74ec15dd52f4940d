//! perft: the number of leaf nodes of the legal-move tree (docs/rules.md#counting-moves), the
//! correctness contract against the reference numbers in `shared/perft/*.perft`.

use std::collections::HashSet;

pub use super::counting::Counting;
use super::{bitboard, movegen, Move, Position};

/// perft(`depth`) of `pos` under `counting`. Draw rules are ignored; a position without legal
/// moves contributes 0 below it. Variants whose captured pieces leave the board are counted on
/// bitboards ([`super::bitboard`]), the tower games by the general move generator.
pub fn perft(pos: &Position, depth: u32, counting: Counting) -> u64 {
    bitboard::perft(pos, depth, counting).unwrap_or_else(|| general(pos, depth, counting))
}

/// perft with the general move generator (the one games and the engine use).
fn general(pos: &Position, depth: u32, counting: Counting) -> u64 {
    let mut buffers = vec![Vec::with_capacity(64); depth as usize + 1];
    walk(&mut pos.clone(), depth, counting, &mut buffers)
}

/// The move generator [`perft_moves`] walks with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Generator {
    /// The bitboard generator [`Position::legal_moves`] uses (falls back to the general one
    /// for optional captures and immediate prisoner transfer).
    Bitboard,
    /// The general generator reading the rules at run time.
    General,
}

/// perft(`depth`) of `pos` ("paths") without bulk counting: every node's moves are built as
/// [`Move`]s and made and unmade, the work a game or a search does per position. For timing
/// the generators against each other (`towers bench`).
pub fn perft_moves(pos: &Position, depth: u32, generator: Generator) -> u64 {
    fn visit(pos: &mut Position, depth: u32, generator: Generator, lists: &mut [Vec<Move>]) -> u64 {
        let Some((list, rest)) = lists.split_first_mut() else {
            return 1;
        };
        match generator {
            Generator::Bitboard => movegen::generate(pos, list),
            Generator::General => movegen::generate_general(pos, list),
        }
        if depth == 1 {
            return list.len() as u64;
        }
        let mut total = 0;
        for m in list.iter() {
            let undo = pos.make(m);
            total += visit(pos, depth - 1, generator, rest);
            pos.unmake(m, &undo);
        }
        total
    }
    if depth == 0 {
        return 1;
    }
    let mut lists = vec![Vec::with_capacity(64); depth as usize];
    visit(&mut pos.clone(), depth, generator, &mut lists)
}

/// perft of each legal move's subtree (`divide`), in move order, with the move.
pub fn divide(pos: &Position, depth: u32, counting: Counting) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    let mut moves = Vec::new();
    legal(pos, counting, &mut moves);
    let mut buffers = vec![Vec::with_capacity(64); depth as usize];
    moves
        .into_iter()
        .map(|m| {
            (
                m,
                walk(&mut pos.play(&m), depth - 1, counting, &mut buffers),
            )
        })
        .collect()
}

fn legal(pos: &Position, counting: Counting, out: &mut Vec<Move>) {
    movegen::generate(pos, out);
    if out.len() < 2 || !out[0].is_capture() {
        return;
    }
    match counting {
        Counting::Paths => {}
        Counting::Unique => movegen::dedup_capture_sets(out),
        Counting::Positions => {
            let mut seen = HashSet::new();
            out.retain(|m| seen.insert(pos.play(m)));
        }
    }
}

fn walk(pos: &mut Position, depth: u32, counting: Counting, buffers: &mut [Vec<Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (mine, rest) = match buffers.split_first_mut() {
        Some(split) => split,
        None => return 0,
    };
    if depth == 1 && counting != Counting::Positions {
        return movegen::count(pos, mine, counting == Counting::Unique) as u64;
    }
    legal(pos, counting, mine);
    if depth == 1 {
        return mine.len() as u64;
    }
    let mut total = 0;
    for m in mine.iter() {
        let undo = pos.make(m);
        total += walk(pos, depth - 1, counting, rest);
        pos.unmake(m, &undo);
    }
    total
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::{fen, Variant};

    /// The reference entries of `tests/fixtures/perft/VARIANT.perft` up to `budget` nodes:
    /// (FEN, counting, depth, nodes).
    fn references(variant: Variant, budget: u64) -> Vec<(String, Counting, u32, u64)> {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!(
            "../../tests/fixtures/perft/{}.perft",
            variant.name()
        ));
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let (mut fen, mut counting) = (String::new(), Counting::Paths);
        let mut out = Vec::new();
        for line in text.lines() {
            match line.split_once(' ') {
                Some(("fen", v)) => fen = v.to_string(),
                Some(("count", v)) => counting = v.parse().unwrap(),
                Some(("perft", v)) => {
                    let (d, n) = v.split_once(' ').unwrap();
                    let n: u64 = n.parse().unwrap();
                    if n <= budget {
                        out.push((fen.clone(), counting, d.parse().unwrap(), n));
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// The general generator stays under the perft contract too, now that `perft` counts on
    /// bitboards.
    #[test]
    fn general_generator_matches_the_reference_numbers() {
        let mut checked = 0;
        for variant in [
            Variant::Bashni,
            Variant::Lasca,
            Variant::Russian,
            Variant::Brazilian,
            Variant::International,
            Variant::Canadian,
            Variant::English,
        ] {
            for (text, counting, depth, nodes) in references(variant, 200_000) {
                let pos = fen::read(variant, &text).unwrap();
                assert_eq!(
                    general(&pos, depth, counting),
                    nodes,
                    "{variant:?} {text} {counting:?} {depth}"
                );
                checked += 1;
            }
        }
        assert!(checked > 30, "only {checked} reference numbers found");
    }

    const VARIANTS: [Variant; 8] = [
        Variant::Bashni,
        Variant::Lasca,
        Variant::Russian,
        Variant::Brazilian,
        Variant::Kurnik,
        Variant::International,
        Variant::Canadian,
        Variant::English,
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(96))]

        /// After a random playout (kings, long captures, majority choices, tall towers appear),
        /// the bitboard perft and the general generator agree under every counting convention.
        #[test]
        fn bitboard_perft_agrees_with_the_general_generator(
            v in 0..VARIANTS.len(),
            choices in prop::collection::vec(any::<u16>(), 0..90),
        ) {
            let variant = VARIANTS[v];
            let mut pos = Position::initial(variant);
            for choice in choices {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos = pos.play(&moves[choice as usize % moves.len()]);
            }
            for counting in [Counting::Paths, Counting::Unique, Counting::Positions] {
                for depth in 1..=3 {
                    let fast = bitboard::perft(&pos, depth, counting);
                    if pos.rules().towers && counting != Counting::Paths {
                        // Tower games are counted on bitboards under "paths" only.
                        prop_assert_eq!(fast, None);
                        continue;
                    }
                    prop_assert_eq!(
                        fast,
                        Some(general(&pos, depth, counting)),
                        "{:?} {:?} depth {}", pos, counting, depth
                    );
                }
            }
        }
    }
}
