//! Fitting the pattern weights ([`towers_engine::patterns`]) on self-play games (`towers patterns play`, `fit`).
//!
//! Games: the full-strength engine against itself at a fixed node budget from seeded random
//! openings, as `towers tune` plays them ([`crate::texel`]); every quiet position is
//! kept (FEN) with the game's number and result. Positions left out, as in the Texel fit: a
//! capture is pending, or the international endgame scale applies.
//!
//! Fit: logistic regression of the result on the base evaluation plus the pattern score,
//! `P(White wins) = 1 / (1 + e^(-k (base + patterns)))`, the scale `k` fitted to the base
//! evaluation alone first; mean squared error plus a ridge penalty `l2` on the raw weights;
//! full-batch Adam. The raw weights are tied into an antisymmetric table
//! ([`Raw::antisymmetric`]), so the colour symmetry holds for every fitted table.
//! Games whose number is a multiple of `holdout` are kept out of the fit and give the
//! held-out error.
//!
//! Blend ([`blend`]): the mean of several fitted tables, weight by weight. Fits on different
//! games err differently, and their mean (bagging) plays better than either: the shipped
//! table is the mean of two fits on disjoint self-play data (`benches/peers/RESULTS.md`).

use crate::players::Seat;
use crate::{arena, fitting};
use towers_engine::eval::{evaluate_with, Tweak, Weights};
use towers_engine::patterns::{flipped, indices, Indices, Patterns, CONFIGS, STAGE, WINDOWS};
use towers_rules::{fen, Color, Position, Variant};

/// Pieces of the initial position.
const FULL: f32 = 40.0;

/// Raw weights before tying: `[stage][window][config]`, the effective weight of a
/// configuration being its raw weight minus its twin's.
#[derive(Clone, Debug)]
pub struct Raw(pub Vec<f32>);

impl Raw {
    /// All 0.
    pub fn zero() -> Raw {
        Raw(vec![0.0; 2 * STAGE])
    }

    /// Sets the raw weight of `config` of window `w` in `stage` (0 opening, 1 ending).
    pub fn set(&mut self, stage: usize, w: usize, config: u16, value: f32) {
        if let Some(slot) = self
            .0
            .get_mut(stage * STAGE + (w % WINDOWS) * CONFIGS + usize::from(config))
        {
            *slot = value;
        }
    }

    /// The effective table, rounded to whole hundredths: each weight minus its colour-flipped
    /// twin's, so that the twins are exactly opposite.
    pub fn antisymmetric(&self) -> Patterns {
        let mut table = vec![0i16; 2 * STAGE];
        for stage in 0..2 {
            for w in 0..WINDOWS {
                for j in 0..CONFIGS {
                    let (tw, tj) = flipped(w, j as u16);
                    let a = self.0[stage * STAGE + w * CONFIGS + j];
                    let b = self.0[stage * STAGE + tw * CONFIGS + usize::from(tj)];
                    // Rounding is odd (round(-x) = -round(x)), so the twins stay opposite.
                    table[stage * STAGE + w * CONFIGS + j] =
                        f64::from(a - b).round().clamp(-30000.0, 30000.0) as i16;
                }
            }
        }
        Patterns::from_table(table).unwrap_or_else(Patterns::zero)
    }
}

/// The mean of `tables`, weight by weight, rounded half away from zero; `None` for no table.
/// The rounding is odd (the mean of twins' weights rounds to opposite values), so the mean of
/// antisymmetric tables is antisymmetric.
pub fn blend(tables: &[Patterns]) -> Option<Patterns> {
    let first = tables.first()?;
    let n = tables.len() as i32;
    let table = (0..first.table().len())
        .map(|i| {
            let sum: i32 = tables
                .iter()
                .map(|t| t.table().get(i).copied().map_or(0, i32::from))
                .sum();
            // Half away from zero: (2|sum| + n) / 2n, signed.
            let mean = (2 * sum.abs() + n) / (2 * n);
            (sum.signum() * mean) as i16
        })
        .collect();
    Patterns::from_table(table)
}

/// One self-play position: the game's number, its result for White (1, 0.5, 0) and the FEN.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub game: u32,
    pub result: f32,
    pub fen: String,
}

impl Record {
    /// One line: `game result fen`.
    pub fn to_line(&self) -> String {
        format!("{} {} {}", self.game, self.result, self.fen)
    }

    /// Reads [`Record::to_line`]'s form; `None` for a line that does not.
    pub fn from_line(line: &str) -> Option<Record> {
        let mut parts = line.splitn(3, ' ');
        let game = parts.next()?.parse().ok()?;
        let result = parts.next()?.parse().ok()?;
        let fen = parts.next()?.trim().to_string();
        Some(Record { game, result, fen })
    }
}

/// Self-play settings.
#[derive(Clone, Copy, Debug)]
pub struct PlaySpec {
    pub games: u32,
    /// Nodes a move.
    pub nodes: u64,
    pub seed: u64,
    pub threads: usize,
    /// Plies after which a game is scored a draw.
    pub ply_cap: u32,
}

/// Whether the fit keeps `pos`: international, quiet, and no endgame scale.
fn kept(pos: &Position) -> bool {
    if pos.variant() != Variant::International {
        return false;
    }
    if pos.legal_moves().first().is_some_and(|m| m.is_capture()) {
        return false;
    }
    !(pos.occupied().count_ones() <= 12 && pos.kings() != 0)
}

/// Plays `spec.games` games and returns their kept positions; game `g` is numbered
/// `seed * 1_000_000 + g` so that several seeds' files can be fitted together.
pub fn self_play(spec: PlaySpec, progress: &(dyn Fn(u32) + Sync)) -> Vec<Record> {
    let seat_of = |player, t: usize| {
        Seat::new(player, spec.seed ^ ((t as u64) << 32), 1.0).with_nodes(Some(spec.nodes))
    };
    let play = |seat: &mut Seat, g: u32| {
        let number = (spec.seed as u32).wrapping_mul(1_000_000).wrapping_add(g);
        let opening = spec
            .seed
            .wrapping_mul(0x9E37_79B9)
            .wrapping_add(u64::from(g));
        one_game(seat, number, opening, spec.ply_cap)
    };
    fitting::self_play(spec.games, spec.threads, seat_of, play, progress)
}

fn one_game(seat: &mut Seat, number: u32, opening: u64, ply_cap: u32) -> Vec<Record> {
    let game = arena::random_opening(Variant::International, opening);
    let (fens, result) = fitting::labelled_game(game, seat, ply_cap, |pos| {
        kept(pos).then(|| fen::write(pos))
    });
    fens.into_iter()
        .map(|fen| Record {
            game: number,
            result,
            fen,
        })
        .collect()
}

/// A position ready for the fit.
#[derive(Clone, Debug)]
pub struct Sample {
    pub game: u32,
    idx: Indices,
    /// Share of the opening table (pieces / 40).
    open: f32,
    /// White's base evaluation (patterns off), hundredths of a man.
    base: f32,
    result: f32,
}

/// The sample of `record`, `None` when its FEN does not read or the fit leaves it out.
pub fn sample(record: &Record) -> Option<Sample> {
    let pos = fen::read(Variant::International, &record.fen).ok()?;
    if !kept(&pos) {
        return None;
    }
    let weights = base_weights();
    let stm = evaluate_with(&pos, weights);
    let base = match pos.side_to_move() {
        Color::White => stm,
        Color::Black => -stm,
    };
    Some(Sample {
        game: record.game,
        idx: indices(&pos),
        open: (pos.occupied().count_ones() as f32).min(FULL) / FULL,
        base: base as f32,
        result: record.result,
    })
}

/// The evaluation without patterns.
fn base_weights() -> &'static Weights {
    static BASE: std::sync::OnceLock<Weights> = std::sync::OnceLock::new();
    BASE.get_or_init(|| {
        let tweak = Tweak {
            pat: Some(0),
            ..Tweak::default()
        };
        Weights::tweaked(Variant::International, tweak)
    })
}

/// White's pattern score of `s` under `raw` (not rounded).
fn pattern(raw: &Raw, s: &Sample) -> f64 {
    let mut open = 0f64;
    let mut end = 0f64;
    for (w, &j) in s.idx.iter().enumerate() {
        let (tw, tj) = flipped(w, j);
        let a = w * CONFIGS + usize::from(j);
        let b = tw * CONFIGS + usize::from(tj);
        open += f64::from(raw.0[a] - raw.0[b]);
        end += f64::from(raw.0[STAGE + a] - raw.0[STAGE + b]);
    }
    open * f64::from(s.open) + end * f64::from(1.0 - s.open)
}

/// Mean squared error of the results predicted with scale `k`, with the patterns of `raw`
/// (or the base evaluation alone when `None`).
pub fn loss(samples: &[Sample], raw: Option<&Raw>, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let e = f64::from(s.base) + raw.map_or(0.0, |r| pattern(r, s));
            (f64::from(s.result) - fitting::sigmoid(k, e)).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// Mean squared error of the results predicted with the rounded table `p`.
pub fn loss_rounded(samples: &[Sample], p: &Patterns, k: f64) -> f64 {
    let sum: f64 = samples
        .iter()
        .map(|s| {
            let mut open = 0i32;
            let mut end = 0i32;
            for (w, &j) in s.idx.iter().enumerate() {
                let at = w * CONFIGS + usize::from(j);
                open += i32::from(p.table()[at]);
                end += i32::from(p.table()[STAGE + at]);
            }
            let e = f64::from(s.base)
                + f64::from(open) * f64::from(s.open)
                + f64::from(end) * f64::from(1.0 - s.open);
            (f64::from(s.result) - fitting::sigmoid(k, e)).powi(2)
        })
        .sum();
    sum / samples.len().max(1) as f64
}

/// The scale `k` (per hundredth of a man) that fits the base evaluation best: golden-section
/// search over 0.0001-0.05.
pub fn fit_k(samples: &[Sample]) -> f64 {
    fitting::best_k(|k| loss(samples, None, k))
}

/// How [`fit`] fits.
#[derive(Clone, Copy, Debug)]
pub struct Fit {
    pub k: f64,
    /// Full-batch Adam steps.
    pub steps: u32,
    /// Largest change of a raw weight per step, hundredths of a man.
    pub rate: f64,
    /// Ridge penalty per squared hundredth of a man of each raw weight.
    pub l2: f64,
}

/// Fits the raw weights from 0; `progress` is told each step and the training error.
pub fn fit(samples: &[Sample], spec: Fit, progress: &dyn Fn(u32, f64)) -> Raw {
    let Fit { k, steps, rate, l2 } = spec;
    let mut raw = Raw::zero();
    let len = raw.0.len();
    let (mut m, mut v) = (vec![0f32; len], vec![0f32; len]);
    let mut grad = vec![0f64; len];
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-12f64);
    let n = samples.len().max(1) as f64;
    for step in 1..=steps {
        grad.iter_mut().for_each(|g| *g = 0.0);
        let mut err = 0.0;
        for s in samples {
            let p = fitting::sigmoid(k, f64::from(s.base) + pattern(&raw, s));
            let r = f64::from(s.result) - p;
            err += r * r;
            let d = -2.0 * r * p * (1.0 - p) * k;
            let (dopen, dend) = (d * f64::from(s.open), d * f64::from(1.0 - s.open));
            for (w, &j) in s.idx.iter().enumerate() {
                let (tw, tj) = flipped(w, j);
                let a = w * CONFIGS + usize::from(j);
                let b = tw * CONFIGS + usize::from(tj);
                grad[a] += dopen;
                grad[b] -= dopen;
                grad[STAGE + a] += dend;
                grad[STAGE + b] -= dend;
            }
        }
        let (c1, c2) = (1.0 - b1.powi(step as i32), 1.0 - b2.powi(step as i32));
        for i in 0..len {
            let g = grad[i] / n + 2.0 * l2 * f64::from(raw.0[i]);
            let mi = b1 * f64::from(m[i]) + (1.0 - b1) * g;
            let vi = b2 * f64::from(v[i]) + (1.0 - b2) * g * g;
            m[i] = mi as f32;
            v[i] = vi as f32;
            raw.0[i] -= (rate * (mi / c1) / ((vi / c2).sqrt() + eps)) as f32;
        }
        progress(step, err / n);
    }
    raw
}
