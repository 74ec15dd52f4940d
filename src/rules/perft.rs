//! perft: the number of leaf nodes of the legal-move tree (RULES.md §5), the correctness
//! contract against the reference numbers in `shared/perft/*.perft`.

use std::collections::HashSet;

use super::{bitboard, movegen, Move, Position};

/// How moves that reach the same result are counted (RULES.md §5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counting {
    /// Every capture order is its own move.
    Paths,
    /// Same origin, destination and set of captured pieces count once.
    Unique,
    /// Moves leading to the same position count once.
    Positions,
}

impl std::str::FromStr for Counting {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "paths" => Ok(Counting::Paths),
            "unique" => Ok(Counting::Unique),
            "positions" => Ok(Counting::Positions),
            other => Err(format!(
                "unknown counting '{other}' (paths, unique, positions)"
            )),
        }
    }
}

/// perft(`depth`) of `pos` under `counting`. Draw rules are ignored; a position without legal
/// moves contributes 0 below it.
pub fn perft(pos: &Position, depth: u32, counting: Counting) -> u64 {
    if let Some(nodes) = bitboard::perft(pos, depth, counting) {
        return nodes;
    }
    let mut buffers = vec![Vec::with_capacity(64); depth as usize + 1];
    walk(&mut pos.clone(), depth, counting, &mut buffers)
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
