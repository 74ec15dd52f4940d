//! Balloted openings for two-game micro-matches (Russian, Brazilian and English events draw
//! a short opening by lot; both games of a pairing start from it, colours swapped): every
//! opening of a given number of plies whose score, searched to a fixed depth, is within a
//! margin of level. `towers ballots` writes the shipped lists (`ballots/<variant>.txt`).

use std::sync::atomic::AtomicBool;

use towers_engine::{Engine, Limits};
use towers_rules::{notation, Color, Game, Variant};

/// One opening: its moves from the initial position, in notation, and its score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ballot {
    pub moves: Vec<String>,
    /// The search's score of the position after the moves, for White, in hundredths of a man.
    pub score: i32,
}

/// How the openings are chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BallotRule {
    /// Plies of every opening.
    pub plies: usize,
    /// The search's depth, in plies.
    pub depth: u8,
    /// The largest score kept, either way, in hundredths of a man.
    pub margin: i32,
}

/// The rule of the shipped lists: 3-ply openings, depth 10, within a third of a man.
pub const SHIPPED: BallotRule = BallotRule {
    plies: 3,
    depth: 10,
    margin: 33,
};

/// Every opening of `variant` by `rule`, in move order (depth first, each position's moves
/// in the rules' order); deterministic (one engine, one thread, the same order).
pub fn ballots(variant: Variant, rule: BallotRule) -> Vec<Ballot> {
    let mut engine = Engine::with_seed(0);
    engine.set_egdb(None);
    let mut out = Vec::new();
    let mut line = Vec::new();
    walk(&mut engine, &Game::new(variant), rule, &mut line, &mut out);
    out
}

/// The openings below `game` (reached by `line`) into `out`.
fn walk(
    engine: &mut Engine,
    game: &Game,
    rule: BallotRule,
    line: &mut Vec<String>,
    out: &mut Vec<Ballot>,
) {
    let pos = game.position();
    let moves = pos.legal_moves();
    if line.len() == rule.plies {
        let limits = Limits {
            depth: Some(rule.depth),
            ..Limits::default()
        };
        let Some(found) = engine.search(game, &limits, &AtomicBool::new(false)) else {
            return;
        };
        let score = match pos.side_to_move() {
            Color::White => found.score,
            Color::Black => -found.score,
        };
        if score.abs() <= rule.margin {
            out.push(Ballot {
                moves: line.clone(),
                score,
            });
        }
        return;
    }
    for mv in &moves {
        line.push(notation::write(pos, mv));
        let mut next = game.clone();
        next.play(*mv);
        walk(engine, &next, rule, line, out);
        line.pop();
    }
}

/// The shipped file's text for `variant`: a header saying how it was made, then a line a
/// ballot (the moves, then the score).
pub fn ballot_file(variant: Variant, rule: BallotRule, list: &[Ballot]) -> String {
    let mut text = format!(
        "# Balloted openings, {}: every {}-ply opening whose score at depth {} is within {} \
         hundredths of a man,\n# made by `towers ballots --variant {} --plies {} --depth {} \
         --margin {}` (the moves, then White's score).\n",
        variant.name(),
        rule.plies,
        rule.depth,
        rule.margin,
        variant.name(),
        rule.plies,
        rule.depth,
        rule.margin,
    );
    for b in list {
        text.push_str(&b.moves.join(" "));
        text.push(' ');
        text.push_str(&b.score.to_string());
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_ply_openings_are_kept_by_their_score_and_replay() {
        let rule = BallotRule {
            plies: 2,
            depth: 4,
            margin: 1_000_000,
        };
        let all = ballots(Variant::Russian, rule);
        // 7 first moves, each answered by 7: every opening kept at a margin no score reaches.
        assert_eq!(all.len(), 49);
        let narrow = ballots(Variant::Russian, BallotRule { margin: 10, ..rule });
        assert!(narrow.len() < all.len());
        assert!(narrow.iter().all(|b| b.score.abs() <= 10));
        for b in &all {
            let mut game = Game::new(Variant::Russian);
            for m in &b.moves {
                game.play_text(m).expect("a legal move");
            }
        }
    }
}
