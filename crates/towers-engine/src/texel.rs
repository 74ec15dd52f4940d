//! Texel-style tuning of the international evaluation on the engine's own games
//! (`towers tune`): self-play games from random openings give quiet positions labelled with
//! the game's result; the evaluation's weights are fitted so that a logistic curve of the
//! evaluation predicts those results (least squares, as in Peter Österlund's "Texel's tuning
//! method", chessprogramming.org/Texel%27s_Tuning_Method).
//!
//! The evaluation is linear in the tuned weights, so a position becomes a sparse feature
//! vector once and the fit is plain gradient descent ([Adam]) over the whole set.
//!
//! | index | feature (White's count minus Black's) | weight |
//! |---|---|---|
//! | 0-49 | a man on square number `n` (PDN numbering, White's view; a black man on `n` counts on `51 - n`), times `p` | the man's value there on a full board, hundredths of a man |
//! | 50-99 | the same, times `1 - p` | … on an empty board |
//! | 100, 101 | kings, times `p` and `1 - p` | king value on a full and an empty board |
//! | 102 | free single steps ([`super::eval`] mobility) | per step |
//! | 103 | wing imbalance (men on files a-e minus f-j, absolute) | per man (negative: a penalty) |
//! | 104 | runaway men (the [`super::eval`] table, in hundredths of its value) | per cent of the table |
//! | 105 | backed men (an own piece right behind on a diagonal, per diagonal) | per backed man |
//! | 106 | +1 with White to move, -1 with Black | the move's worth (tempo) |
//! | 107 | +1 when White alone has kings, -1 when Black alone has | the first king's extra worth |
//!
//! `p` is the share of the initial 40 pieces still on the board, so values slide from the
//! middle game's to the ending's as pieces come off.
//!
//! Positions left out: a capture is pending (not quiet), or the international endgame
//! scale applies (at most 12 pieces and a king on the side behind), which is not linear.
//!
//! [Adam]: https://arxiv.org/abs/1412.6980

use super::eval::Weights;
use super::players::Seat;
use super::{arena, fitting};
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

/// One quiet position: its features and the game's result for White (1, 0.5, 0). Saved
/// and read as JSON lines (`towers tune --save`, `--load`).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Sample {
    features: Vec<(u8, f32)>,
    result: f32,
}

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
        let tweak = super::eval::Tweak {
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
    fn eval(&self, features: &[(u8, f32)]) -> f64 {
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

/// Self-play settings of [`self_play`].
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    pub games: u32,
    /// Nodes a move.
    pub nodes: u64,
    pub seed: u64,
    /// Threads playing games side by side.
    pub threads: usize,
    /// Plies after which a game is scored a draw.
    pub ply_cap: u32,
}

/// Plays `spec.games` games of the full-strength engine against itself from seeded random
/// openings and returns every quiet position with the game's result; `progress` is told
/// the number of games finished.
pub fn self_play(spec: SelfPlay, progress: &(dyn Fn(u32) + Sync)) -> Vec<Sample> {
    fitting::self_play(
        spec.games,
        spec.threads,
        |player, t| Seat::new(player, spec.seed ^ t as u64, 1.0).with_nodes(Some(spec.nodes)),
        |seat, g| one_game(seat, spec.seed.wrapping_add(u64::from(g)), spec.ply_cap),
        progress,
    )
}

fn one_game(seat: &mut Seat, seed: u64, ply_cap: u32) -> Vec<Sample> {
    let game = arena::random_opening(Variant::International, seed);
    let (positions, result) = fitting::labelled_game(game, seat, ply_cap, features);
    positions
        .into_iter()
        .map(|features| Sample { features, result })
        .collect()
}

/// Mean squared error of the results predicted by `w` with scale `k`.
pub fn loss(samples: &[Sample], w: &TunedWeights, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (f64::from(s.result) - fitting::sigmoid(k, w.eval(&s.features))).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale `k` (per hundredth of a man) that fits the current weights best: a golden-section
/// search over 0.0001-0.05.
pub fn fit_k(samples: &[Sample], w: &TunedWeights) -> f64 {
    fitting::best_k(|k| loss(samples, w, k))
}

/// How [`tune`] fits.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    /// The logistic scale, per hundredth of a man ([`fit_k`]).
    pub k: f64,
    /// Full-batch gradient steps.
    pub steps: u32,
    /// Largest change of a weight per step, hundredths of a man.
    pub rate: f64,
    /// Ridge penalty per squared hundredth of a man a weight moves from its start: keeps
    /// weights the games say little about (squares men rarely stand on at that stage) near
    /// their start instead of fitting noise.
    pub l2: f64,
}

/// Fits the weights from `start` by full-batch Adam on the mean squared error plus the
/// ridge penalty of `fit`.
pub fn tune(samples: &[Sample], start: &TunedWeights, fit: Fit) -> TunedWeights {
    let Fit { k, steps, rate, l2 } = fit;
    let mut w = start.clone();
    let (mut m, mut v) = ([0f64; WEIGHTS], [0f64; WEIGHTS]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-12f64);
    let n = samples.len().max(1) as f64;
    for step in 1..=steps {
        let mut grad = [0f64; WEIGHTS];
        for s in samples {
            let p = fitting::sigmoid(k, w.eval(&s.features));
            let d = -2.0 * (f64::from(s.result) - p) * p * (1.0 - p) * k;
            for &(i, f) in &s.features {
                grad[usize::from(i)] += d * f64::from(f);
            }
        }
        for i in 0..WEIGHTS {
            let g = grad[i] / n + 2.0 * l2 * (w.0[i] - start.0[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(step as i32));
            let vh = v[i] / (1.0 - b2.powi(step as i32));
            w.0[i] -= rate * mh / (vh.sqrt() + eps);
        }
    }
    w
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

    #[test]
    fn the_fit_lowers_the_error_on_self_play_games() {
        let spec = SelfPlay {
            games: 4,
            nodes: 300,
            seed: 3,
            threads: 2,
            ply_cap: 300,
        };
        let samples = self_play(spec, &|_| {});
        assert!(samples.len() > 100, "{}", samples.len());
        let start = TunedWeights::current();
        let k = fit_k(&samples, &start);
        let fit = Fit {
            k,
            steps: 50,
            rate: 1.0,
            l2: 0.0,
        };
        let fitted = tune(&samples, &start, fit);
        assert!(loss(&samples, &fitted, k) < loss(&samples, &start, k));
        // The Rust item names every weight.
        let text = fitted.to_rust("towers tune");
        assert!(
            text.contains("king:") && text.contains("runaway_pct:"),
            "{text}"
        );
    }
}
