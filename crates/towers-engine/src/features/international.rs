//! The international evaluation as a linear function of its fitted weights: the feature
//! vector of a position and the weights in the same layout ([`TunedWeights`]), so that the
//! evaluation of a quiet position is the features times the weights. The Texel fit of
//! `towers tune` (towers-lab) works on these; [`TunedWeights::to_rust`] writes its result as
//! the Rust item of `crates/towers-engine/src/tuned.rs`.
//!
//! | index | feature (White's count minus Black's) | weight |
//! |---|---|---|
//! | 0-49 | a man on square number `n` (PDN numbering, White's view; a black man on `n` counts on `51 - n`), times `p` | the man's value there on a full board, hundredths of a man |
//! | 50-99 | the same, times `1 - p` | … on an empty board |
//! | 100, 101 | kings, times `p` and `1 - p` | king value on a full and an empty board |
//! | 102 | free single steps ([`crate::eval`] mobility) | per step |
//! | 103 | wing imbalance (men on files a-e minus f-j, absolute) | per man (negative: a penalty) |
//! | 104 | runaway men (the [`crate::eval`] table, in hundredths of its value) | per cent of the table |
//! | 105 | backed men (an own piece right behind on a diagonal, per diagonal) | per backed man |
//! | 106 | +1 with White to move, -1 with Black | the move's worth (tempo) |
//! | 107 | +1 when White alone has kings, -1 when Black alone has | the first king's extra worth |
//!
//! `p` is the share of the initial 40 pieces still on the board, so values slide from the
//! middle game's to the ending's as pieces come off.
//!
//! Positions left out: a capture is pending (not quiet), or the international endgame
//! scale applies (at most 12 pieces and a king on the side behind), which is not linear.

use crate::eval::Weights;
use towers_rules::geometry::{Geometry, Numbering};
use towers_rules::{Color, Position, Square, Variant};

/// Number of tuned weights.
pub const WEIGHTS: usize = 108;
const MAN_END: usize = 50;
const KING: usize = 100;
const KING_END: usize = 101;
const MOBILITY: usize = 102;
const BALANCE: usize = 103;
const RUNAWAY: usize = 104;
const SUPPORT: usize = 105;
const TURN: usize = 106;
const SOLE_KING: usize = 107;
/// Pieces of the initial position.
const FULL: u32 = 40;

/// The weights of the international evaluation, in the layout of this module's table
/// (`towers tune` prints them as the Rust item of `crates/towers-engine/src/tuned.rs`).
#[derive(Clone, Debug, PartialEq)]
pub struct TunedWeights(pub [f64; WEIGHTS]);

/// The square number (1-50) of an internal square of the international board.
fn number(sq: Square) -> usize {
    usize::from(Geometry::of(10, 10).number(sq, Numbering::TopLeft))
}

/// The feature vector of `pos` (international only), `None` for a position the tuning
/// leaves out (not international, a capture pending, or the endgame scale applies).
pub fn features(pos: &Position) -> Option<Vec<(u8, f32)>> {
    if pos.variant() != Variant::International {
        return None;
    }
    let moves = pos.legal_moves();
    if moves.first().is_some_and(|m| m.is_capture()) {
        return None;
    }
    let occupied = pos.occupied();
    let kings = pos.kings();
    let white = pos.owned_by(Color::White);
    let black = occupied & !white;
    if occupied.count_ones() <= 12 && kings != 0 {
        return None;
    }
    let p = occupied.count_ones().min(FULL) as f32 / FULL as f32;
    let mut dense = [0f32; WEIGHTS];
    let mut set = occupied & !kings;
    while set != 0 {
        let sq = set.trailing_zeros() as u8;
        set &= set - 1;
        let n = number(Square(sq));
        let (i, sign) = if white & 1u128 << sq != 0 {
            (n - 1, 1.0)
        } else {
            (50 - n, -1.0)
        };
        dense[i] += sign * p;
        dense[MAN_END + i] += sign * (1.0 - p);
    }
    let kings_diff = (kings & white).count_ones() as f32 - (kings & black).count_ones() as f32;
    dense[KING] = kings_diff * p;
    dense[KING_END] = kings_diff * (1.0 - p);
    let parts = Weights::of(Variant::International).international_parts(pos);
    dense[MOBILITY] = parts.mobility as f32;
    dense[BALANCE] = parts.imbalance as f32;
    dense[RUNAWAY] = parts.runaway as f32 / 100.0;
    dense[SUPPORT] = parts.support as f32;
    dense[SOLE_KING] = parts.sole_king as f32;
    dense[TURN] = match pos.side_to_move() {
        Color::White => 1.0,
        Color::Black => -1.0,
    };
    Some(
        dense
            .iter()
            .enumerate()
            .filter(|(_, &f)| f != 0.0)
            .map(|(i, &f)| (i as u8, f))
            .collect(),
    )
}

impl TunedWeights {
    /// The weights the evaluation uses now, in the tuning layout.
    pub fn current() -> TunedWeights {
        TunedWeights::of(Weights::of(Variant::International))
    }

    /// The textbook weights (`tuned=0`), in the tuning layout: the same man values on a
    /// full and an empty board.
    pub fn textbook() -> TunedWeights {
        let tweak = crate::eval::Tweak {
            tuned: Some(0),
            ..Default::default()
        };
        TunedWeights::of(&Weights::tweaked(Variant::International, tweak))
    }

    fn of(w: &Weights) -> TunedWeights {
        let mut v = [0f64; WEIGHTS];
        for sq in Geometry::of(10, 10).squares() {
            let n = number(sq);
            v[n - 1] = f64::from(w.man_value(Color::White, sq));
            v[MAN_END + n - 1] = f64::from(w.man_value_end(Color::White, sq));
        }
        let parts = w.international_weights();
        v[KING] = f64::from(parts.king);
        v[KING_END] = f64::from(parts.king_end);
        v[MOBILITY] = f64::from(parts.mobility);
        v[BALANCE] = f64::from(parts.balance);
        v[RUNAWAY] = f64::from(parts.runaway_pct);
        v[SUPPORT] = f64::from(parts.support);
        v[TURN] = f64::from(parts.turn);
        v[SOLE_KING] = f64::from(parts.sole_king);
        TunedWeights(v)
    }

    /// White's score of the features, hundredths of a man.
    pub fn eval(&self, features: &[(u8, f32)]) -> f64 {
        features
            .iter()
            .map(|&(i, f)| self.0[usize::from(i)] * f64::from(f))
            .sum()
    }

    /// The weights as a Rust item for `crates/towers-engine/src/tuned.rs`, whole hundredths.
    pub fn to_rust(&self, command: &str) -> String {
        let r = |x: f64| x.round() as i32;
        let rows = |from: usize| {
            let mut text = String::new();
            for row in 0..10 {
                let cells: Vec<String> = (0..5)
                    .map(|c| format!("{:4}", r(self.0[from + row * 5 + c])))
                    .collect();
                text.push_str(&format!("        {},\n", cells.join(",")));
            }
            text
        };
        format!(
            "/// The weights fitted by `{command}`.\npub(crate) const INTERNATIONAL: Tuned = Tuned {{\n    \
             man: [\n{}    ],\n    man_end: [\n{}    ],\n    king: {},\n    king_end: {},\n    \
             mobility: {},\n    balance: {},\n    runaway_pct: {},\n    support: {},\n    \
             turn: {},\n    sole_king: {},\n}};\n",
            rows(0),
            rows(MAN_END),
            r(self.0[KING]),
            r(self.0[KING_END]),
            r(self.0[MOBILITY]),
            r(self.0[BALANCE]),
            r(self.0[RUNAWAY]),
            r(self.0[SUPPORT]),
            r(self.0[TURN]),
            r(self.0[SOLE_KING]),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate_with;
    use towers_rules::Game;

    /// Quiet positions of a few seeded random games.
    fn random_positions() -> Vec<Position> {
        let mut rng = fastrand::Rng::with_seed(7);
        let mut out = Vec::new();
        for _ in 0..20 {
            let mut game = Game::new(Variant::International);
            for _ in 0..200 {
                let moves = game.position().legal_moves();
                if moves.is_empty() {
                    break;
                }
                out.push(game.position().clone());
                game.play(moves[rng.usize(0..moves.len())]);
            }
        }
        out
    }

    #[test]
    fn the_features_with_the_current_weights_give_the_evaluation() {
        let w = TunedWeights::current();
        // The linear part only: the learned window patterns (on by default) are not features.
        let linear = crate::eval::Weights::tweaked(
            Variant::International,
            crate::eval::Tweak {
                pat: Some(0),
                ..Default::default()
            },
        );
        let mut checked = 0;
        for pos in random_positions() {
            let Some(f) = features(&pos) else { continue };
            let white = match pos.side_to_move() {
                Color::White => evaluate_with(&pos, &linear),
                Color::Black => -evaluate_with(&pos, &linear),
            };
            // The runaway term and the blend are rounded to whole hundredths in the evaluation.
            assert!(
                (w.eval(&f) - f64::from(white)).abs() <= 2.0,
                "{} vs {white}",
                w.eval(&f)
            );
            checked += 1;
        }
        assert!(checked > 500, "{checked}");
    }

    #[test]
    fn pending_captures_and_other_variants_are_left_out() {
        let capture = towers_rules::fen::read(Variant::International, "W:W28:B23").unwrap();
        assert!(features(&capture).is_none());
        assert!(features(&Position::initial(Variant::Russian)).is_none());
        assert!(features(&Position::initial(Variant::International)).is_some());
    }
}
