//! Texel-style tuning of the international evaluation on the engine's own games
//! (`towers tune`): self-play games from random openings give quiet positions labelled with
//! the game's result; the evaluation's weights are fitted so that a logistic curve of the
//! evaluation predicts those results (least squares, as in Peter Österlund's "Texel's tuning
//! method", chessprogramming.org/Texel%27s_Tuning_Method).
//!
//! The evaluation is linear in the tuned weights ([`towers_engine::features::international`]
//! gives the layout), so a position becomes a sparse feature vector once and the fit is plain
//! gradient descent ([Adam]) over the whole set.
//!
//! [Adam]: https://arxiv.org/abs/1412.6980

use crate::players::Seat;
use crate::{arena, fitting};
use towers_rules::Variant;

pub use towers_engine::features::international::{features, TunedWeights, WEIGHTS};

/// One quiet position: its features and the game's result for White (1, 0.5, 0). Saved
/// and read as JSON lines (`towers tune --save`, `--load`).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Sample {
    features: Vec<(u8, f32)>,
    result: f32,
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
