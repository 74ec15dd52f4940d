//! The tower games' evaluation (Bashni, Lasca) as a linear function of its fitted weights,
//! as [`super::international`] is for international: the feature vector of a position and the
//! weights of the tower evaluation in the same layout ([`TowerWeights`]). The Texel fit of
//! `towers tune --variant bashni|lasca` (towers-lab) works on these.
//!
//! Layout for a board of `n` playable squares (Bashni 32, Lasca 25), every feature White's
//! count minus Black's:
//!
//! | index | feature | weight |
//! |---|---|---|
//! | 0 .. n | a man commanding square `i` (board order from a1, White's view; a black man is turned half a circle), times `p` | its value there on a full board |
//! | n .. 2n | the same, times `1 - p` | … on an empty board |
//! | 2n, 2n+1 | king (officer) commanders, times `p` and `1 - p` | king value, full and empty board |
//! | 2n+2, 2n+3 | reserve men, reserve kings (own pieces in the top block under a commander) | per reserve |
//! | 2n+4, 2n+5 | prisoner men, kings (second block) | per prisoner, to its owner |
//! | 2n+6, 2n+7 | deeper prisoner men, kings | per prisoner |
//! | 2n+8 | towers (commanders with anything under them) | per tower |
//! | 2n+9 | free single steps | per step |
//! | 2n+10 | +1 with White to move, -1 with Black | tempo |
//!
//! `p` is the share of the initial pieces still commanding a square. Positions with a capture
//! pending are left out (not quiet).

use crate::eval::Weights;
use crate::mobility::mobility;
use crate::tower_eval::own_index;
use crate::tower_tuned::TowerTuned;
use towers_rules::{Color, Position, Square, Variant};

/// Scalars after the two man tables.
const SCALARS: usize = 11;
const KING: usize = 0;
const KING_END: usize = 1;
const RESERVE_MAN: usize = 2;
const PRISONER_MAN: usize = 4;
const DEEP_MAN: usize = 6;
const TOWER: usize = 8;
const MOBILITY: usize = 9;
const TURN: usize = 10;
/// Names of the scalars, in the layout's order (the fields of [`TowerTuned`]).
const SCALAR_NAMES: [&str; SCALARS] = [
    "king",
    "king_end",
    "reserve_man",
    "reserve_king",
    "prisoner_man",
    "prisoner_king",
    "deep_man",
    "deep_king",
    "tower",
    "mobility",
    "turn",
];

/// Whether `variant` is a tower game this layout covers.
pub fn is_tower_game(variant: Variant) -> bool {
    matches!(variant, Variant::Bashni | Variant::Lasca)
}

/// The number of playable squares of `variant`'s board.
fn squares(variant: Variant) -> usize {
    let rules = towers_rules::Rules::of(variant);
    towers_rules::Geometry::of(rules.files, rules.ranks).len()
}

/// The number of weights of `variant`'s layout.
pub fn weight_count(variant: Variant) -> usize {
    2 * squares(variant) + SCALARS
}

/// The feature vector of `pos`, `None` when it is not a tower game or a capture is pending.
pub fn features(pos: &Position) -> Option<Vec<(u8, f32)>> {
    let variant = pos.variant();
    if !is_tower_game(variant) {
        return None;
    }
    if pos.legal_moves().first().is_some_and(|m| m.is_capture()) {
        return None;
    }
    let n = squares(variant);
    let s = 2 * n;
    let full = Position::initial(variant).occupied().count_ones();
    let occupied = pos.occupied();
    let p = occupied.count_ones().min(full) as f32 / full as f32;
    let mut dense = vec![0f32; weight_count(variant)];
    let mut set = occupied;
    while set != 0 {
        let sq = set.trailing_zeros() as u8;
        set &= set - 1;
        let t = pos.tower(Square(sq));
        let Some(top) = t.top() else { continue };
        let sign = if top.color == Color::White { 1.0 } else { -1.0 };
        let i = if top.king {
            s + KING
        } else {
            own_index(variant, top.color, Square(sq))
        };
        let end = if top.king { s + KING_END } else { n + i };
        dense[i] += sign * p;
        dense[end] += sign * (1.0 - p);
        if t.height() > 1 {
            dense[s + TOWER] += sign;
            let mut block = 0;
            let mut color = top.color;
            for h in 1..t.height() {
                let Some(piece) = t.piece(h) else { break };
                if piece.color != color {
                    block += 1;
                    color = piece.color;
                }
                let base = match block {
                    0 => RESERVE_MAN,
                    1 => PRISONER_MAN,
                    _ => DEEP_MAN,
                };
                let sign = if piece.color == Color::White {
                    1.0
                } else {
                    -1.0
                };
                dense[s + base + usize::from(piece.king)] += sign;
            }
        }
    }
    dense[s + MOBILITY] = mobility(pos) as f32;
    dense[s + TURN] = match pos.side_to_move() {
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

/// A tower variant's weights in this module's layout.
#[derive(Clone, Debug, PartialEq)]
pub struct TowerWeights {
    pub variant: Variant,
    pub values: Vec<f64>,
}

impl TowerWeights {
    /// The weights the evaluation of `variant` uses now.
    pub fn current(variant: Variant) -> TowerWeights {
        match Weights::of(variant).tower_tuned() {
            Some(t) => TowerWeights::of_tuned(variant, &t),
            None => TowerWeights::hand_made(variant),
        }
    }

    /// The hand-made weights (`tuned=0`, [`crate::eval`]) in this layout: one man table
    /// for every stage, no tower or tempo term.
    pub fn hand_made(variant: Variant) -> TowerWeights {
        let tweak = crate::eval::Tweak {
            tuned: Some(0),
            ..Default::default()
        };
        let w = Weights::tweaked(variant, tweak);
        let n = squares(variant);
        let rules = towers_rules::Rules::of(variant);
        let geo = towers_rules::Geometry::of(rules.files, rules.ranks);
        let mut v = vec![0f64; weight_count(variant)];
        for sq in geo.squares() {
            let i = own_index(variant, Color::White, sq);
            v[i] = f64::from(w.man_value(Color::White, sq));
            v[n + i] = v[i];
        }
        let [king, reserve, prisoner, deep] = w.tower_values(true);
        let [man, reserve_man, prisoner_man, deep_man] = w.tower_values(false);
        let s = 2 * n;
        debug_assert_eq!(man, 100);
        v[s + KING] = f64::from(king);
        v[s + KING_END] = f64::from(king);
        v[s + RESERVE_MAN] = f64::from(reserve_man);
        v[s + RESERVE_MAN + 1] = f64::from(reserve);
        v[s + PRISONER_MAN] = f64::from(prisoner_man);
        v[s + PRISONER_MAN + 1] = f64::from(prisoner);
        v[s + DEEP_MAN] = f64::from(deep_man);
        v[s + DEEP_MAN + 1] = f64::from(deep);
        v[s + MOBILITY] = f64::from(w.mobility_weight());
        TowerWeights { variant, values: v }
    }

    fn of_tuned(variant: Variant, t: &TowerTuned) -> TowerWeights {
        let n = squares(variant);
        let mut v = vec![0f64; weight_count(variant)];
        for i in 0..n {
            v[i] = f64::from(t.man.get(i).copied().unwrap_or(100));
            v[n + i] = f64::from(t.man_end.get(i).copied().unwrap_or(100));
        }
        let scalars = [
            t.king,
            t.king_end,
            t.reserve_man,
            t.reserve_king,
            t.prisoner_man,
            t.prisoner_king,
            t.deep_man,
            t.deep_king,
            t.tower,
            t.mobility,
            t.turn,
        ];
        for (k, x) in scalars.into_iter().enumerate() {
            v[2 * n + k] = f64::from(x);
        }
        TowerWeights { variant, values: v }
    }

    /// White's score of the features, hundredths of a man.
    pub fn eval(&self, features: &[(u8, f32)]) -> f64 {
        features
            .iter()
            .map(|&(i, f)| self.values.get(usize::from(i)).unwrap_or(&0.0) * f64::from(f))
            .sum()
    }

    /// The weights as the Rust item of `crates/towers-engine/src/tuned_<variant>.rs`, whole hundredths.
    pub fn to_rust(&self, command: &str) -> String {
        let r = |x: f64| x.round() as i32;
        let n = squares(self.variant);
        let rules = towers_rules::Rules::of(self.variant);
        let geo = towers_rules::Geometry::of(rules.files, rules.ranks);
        // One line a row of the board (Lasca's rows hold 4 and 3 squares by turns).
        let ranks: Vec<u8> = geo.squares().map(|sq| geo.coords(sq).1).collect();
        let table = |from: usize| {
            let mut text = String::new();
            let mut i = 0;
            while i < n {
                let len = ranks[i..].iter().take_while(|&&r| r == ranks[i]).count();
                let cells: Vec<String> = self.values[from + i..from + i + len]
                    .iter()
                    .map(|&x| format!("{:4}", r(x)))
                    .collect();
                text.push_str(&format!("        {},\n", cells.join(",")));
                i += len;
            }
            text
        };
        let mut scalars = String::new();
        for (k, name) in SCALAR_NAMES.iter().enumerate() {
            scalars.push_str(&format!("    {name}: {},\n", r(self.values[2 * n + k])));
        }
        format!(
            "/// The weights fitted by `{command}`.\npub(crate) const {}: TowerTuned = TowerTuned {{\n    \
             man: &[\n{}    ],\n    man_end: &[\n{}    ],\n{scalars}}};\n",
            self.variant.name().to_uppercase(),
            table(0),
            table(n),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{evaluate, evaluate_with, Tweak};
    use towers_rules::Game;

    /// Positions of a few seeded random games of `variant`.
    fn random_positions(variant: Variant) -> Vec<Position> {
        let mut rng = fastrand::Rng::with_seed(11);
        let mut out = Vec::new();
        for _ in 0..12 {
            let mut game = Game::new(variant);
            for _ in 0..120 {
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

    /// White's view of a score for the side to move.
    fn white(pos: &Position, score: i32) -> f64 {
        f64::from(match pos.side_to_move() {
            Color::White => score,
            Color::Black => -score,
        })
    }

    #[test]
    fn the_features_with_the_weights_give_the_evaluation_fitted_and_hand_made() {
        let hand: Tweak = "tuned=0".parse().unwrap();
        for variant in [Variant::Bashni, Variant::Lasca] {
            let fitted = TowerWeights::current(variant);
            let old = TowerWeights::hand_made(variant);
            let old_weights = Weights::tweaked(variant, hand);
            let mut checked = 0;
            for pos in random_positions(variant) {
                let Some(f) = features(&pos) else { continue };
                // The stage blend is rounded to a whole hundredth in the evaluation.
                let fit = white(&pos, evaluate(&pos));
                assert!(
                    (fitted.eval(&f) - fit).abs() <= 1.0,
                    "{} vs {fit}",
                    fitted.eval(&f)
                );
                // One man table for every stage: the hand-made terms exactly
                // (up to the features' single precision).
                let hand = white(&pos, evaluate_with(&pos, &old_weights));
                assert!(
                    (old.eval(&f) - hand).abs() < 0.01,
                    "{} vs {hand}",
                    old.eval(&f)
                );
                checked += 1;
            }
            assert!(checked > 300, "{} {checked}", variant.name());
        }
    }

    #[test]
    fn pending_captures_and_other_variants_are_left_out() {
        let capture = towers_rules::fen::read(Variant::Bashni, "W:Wc3:Bd4").unwrap();
        assert!(features(&capture).is_none());
        assert!(features(&Position::initial(Variant::International)).is_none());
        assert!(features(&Position::initial(Variant::Lasca)).is_some());
    }

    #[test]
    fn the_rust_item_reads_back_as_the_weights() {
        let w = TowerWeights::current(Variant::Lasca);
        let text = w.to_rust("towers tune --variant lasca");
        assert!(
            text.contains("pub(crate) const LASCA: TowerTuned"),
            "{text}"
        );
        // 25 men on a full board, 25 on an empty one, then the named scalars.
        let numbers = text
            .split(|c: char| !(c.is_ascii_digit() || c == '-'))
            .filter(|s| s.parse::<i32>().is_ok())
            .count();
        assert_eq!(numbers, 50 + SCALARS, "{text}");
        assert!(text.contains(&format!("    turn: {},", w.values[50 + TURN].round())));
    }
}
