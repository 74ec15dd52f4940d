//! Texel-style tuning of the tower games' evaluation (Bashni, Lasca) on the engine's own
//! games (`towers tune --variant bashni|lasca`), as [`super::texel`] does for international:
//! quiet positions of self-play games from seeded random openings, labelled with the game's
//! result, and the weights of the tower evaluation
//! ([`towers_engine::features::towers`] gives the layout) fitted so that a logistic curve of
//! the evaluation predicts those results (least squares, full-batch Adam, a ridge penalty
//! towards the start).

use crate::players::Seat;
use crate::{arena, fitting};
use towers_rules::Variant;

pub use towers_engine::features::towers::{features, is_tower_game, weight_count, TowerWeights};

/// One quiet position: its features and the game's result for White (1, 0.5, 0). Saved and
/// read as JSON lines (`towers tune --save`, `--load`).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Sample {
    features: Vec<(u8, f32)>,
    result: f32,
}

/// Self-play settings of [`self_play`].
#[derive(Clone, Copy, Debug)]
pub struct SelfPlay {
    pub variant: Variant,
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
        |seat, g| one_game(seat, spec, spec.seed.wrapping_add(g.into())),
        progress,
    )
}

fn one_game(seat: &mut Seat, spec: SelfPlay, seed: u64) -> Vec<Sample> {
    let game = arena::random_opening(spec.variant, seed);
    let (positions, result) = fitting::labelled_game(game, seat, spec.ply_cap, features);
    positions
        .into_iter()
        .map(|features| Sample { features, result })
        .collect()
}

/// Mean squared error of the results predicted by `w` with scale `k`.
pub fn loss(samples: &[Sample], w: &TowerWeights, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| (f64::from(s.result) - fitting::sigmoid(k, w.eval(&s.features))).powi(2))
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale `k` (per hundredth of a man) that fits `w` best: a golden-section search over
/// 0.0001-0.05.
pub fn fit_k(samples: &[Sample], w: &TowerWeights) -> f64 {
    fitting::best_k(|k| loss(samples, w, k))
}

/// Fits the weights from `start` by full-batch Adam on the mean squared error plus the ridge
/// penalty of `fit` (the same settings as international's, [`crate::texel::Fit`]).
pub fn tune(samples: &[Sample], start: &TowerWeights, fit: crate::texel::Fit) -> TowerWeights {
    let crate::texel::Fit { k, steps, rate, l2 } = fit;
    let len = start.values.len();
    let mut w = start.clone();
    let (mut m, mut v) = (vec![0f64; len], vec![0f64; len]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-12f64);
    let n = samples.len().max(1) as f64;
    for step in 1..=steps {
        let mut grad = vec![0f64; len];
        for s in samples {
            let p = fitting::sigmoid(k, w.eval(&s.features));
            let d = -2.0 * (f64::from(s.result) - p) * p * (1.0 - p) * k;
            for &(i, f) in &s.features {
                if let Some(g) = grad.get_mut(usize::from(i)) {
                    *g += d * f64::from(f);
                }
            }
        }
        for i in 0..len {
            let g = grad[i] / n + 2.0 * l2 * (w.values[i] - start.values[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(step as i32));
            let vh = v[i] / (1.0 - b2.powi(step as i32));
            w.values[i] -= rate * mh / (vh.sqrt() + eps);
        }
    }
    w
}
