//! The fitted evaluation of the tower games (Bashni, Lasca): a sum of weights over the
//! features [`super::features::towers`] extracts, with the weights of [`super::tuned_bashni`] and
//! [`super::tuned_lasca`] (fitted on the engine's own games by `towers tune --variant ...`).
//! `tuned=0` gives back the hand-made evaluation of [`super::eval`]; `tuned=1` and `tuned=2`
//! choose the first (issue 29) or the second fit (issue 43).
//!
//! Terms, White's minus Black's, in hundredths of a man:
//!
//! | term | counted on | blended by stage |
//! |---|---|---|
//! | man by square (seen from its owner) | every commander that is a man | yes: full board / empty board |
//! | king (Lasca: officer) | every commander that is a king | yes |
//! | reserve man, reserve king | pieces under their own commander, in the top block | no |
//! | prisoner man, prisoner king | pieces in the second block (under one enemy block) | no |
//! | deep prisoner man, king | pieces in the third block or lower | no |
//! | tower | every commander with anything under it | no |
//! | mobility | free single steps, as [`super::eval`] counts them | no |
//! | tempo | +1 with White to move, -1 with Black | no |
//!
//! The stage `p` is the share of the initial pieces still commanding a square (a tower counts
//! once): a position with `n` of `full` commanders takes `n / full` of the full-board values and
//! the rest of the empty-board ones.

use super::mobility::mobility;
use super::tower_tuned::TowerTuned;
use towers_rules::{Color, Position, Square, Variant};

/// The fitted weights `variant` plays with by default, `None` for a variant without them:
/// the first fit in both: the second (issue 43) did not beat the engine of `923f69c` by a
/// margin both its 100 ms and its fixed-node matches show (`tuned_bashni.rs`, `tuned_lasca.rs`).
pub(crate) fn fitted(variant: Variant) -> Option<TowerTuned> {
    fit(variant, 1)
}

/// Fit number `generation` of `variant` (1: issue 29, 2: issue 43; the tweak `tuned=N`),
/// `None` for a variant without fitted weights or a fit that does not exist.
pub(crate) fn fit(variant: Variant, generation: i32) -> Option<TowerTuned> {
    match (variant, generation) {
        (Variant::Bashni, 1) => Some(super::tuned_bashni::BASHNI_FIRST),
        (Variant::Bashni, 2) => Some(super::tuned_bashni::BASHNI_SECOND),
        (Variant::Lasca, 1) => Some(super::tuned_lasca::LASCA_FIRST),
        (Variant::Lasca, 2) => Some(super::tuned_lasca::LASCA_SECOND),
        _ => None,
    }
}

/// The index, in the tuning layout, of a man of `color` on `sq`: its square seen from White
/// (a black man is turned half a circle), numbered in board order.
pub(crate) fn own_index(variant: Variant, color: Color, sq: Square) -> usize {
    let rules = towers_rules::Rules::of(variant);
    let geo = towers_rules::Geometry::of(rules.files, rules.ranks);
    let sq = match color {
        Color::White => sq,
        Color::Black => {
            let (f, r) = geo.coords(sq);
            geo.at(rules.files - 1 - f, rules.ranks - 1 - r)
                .unwrap_or(sq)
        }
    };
    geo.squares().position(|s| s == sq).unwrap_or(0)
}

/// [`TowerTuned`] laid out for the search: man values by colour and square.
#[derive(Clone, Debug)]
pub(crate) struct TowerEval {
    full: i32,
    man: [[i16; 72]; 2],
    man_end: [[i16; 72]; 2],
    w: TowerTuned,
}

impl TowerEval {
    pub(crate) fn new(variant: Variant, w: TowerTuned) -> TowerEval {
        let rules = towers_rules::Rules::of(variant);
        let geo = towers_rules::Geometry::of(rules.files, rules.ranks);
        let mut man = [[0i16; 72]; 2];
        let mut man_end = [[0i16; 72]; 2];
        for sq in geo.squares() {
            for color in [Color::White, Color::Black] {
                let i = own_index(variant, color, sq);
                man[color as usize][sq.0 as usize] = w.man.get(i).copied().unwrap_or(100) as i16;
                man_end[color as usize][sq.0 as usize] =
                    w.man_end.get(i).copied().unwrap_or(100) as i16;
            }
        }
        TowerEval {
            full: Position::initial(variant).occupied().count_ones() as i32,
            man,
            man_end,
            w,
        }
    }

    /// The weights this evaluation was built from.
    pub(crate) fn weights(&self) -> TowerTuned {
        self.w
    }

    /// The score of `pos` for the side to move.
    pub(crate) fn evaluate(&self, pos: &Position) -> i32 {
        let w = &self.w;
        let occupied = pos.occupied();
        let (mut full, mut end, mut flat) = (0i32, 0i32, 0i32);
        let mut set = occupied;
        while set != 0 {
            let sq = set.trailing_zeros() as u8;
            set &= set - 1;
            let t = pos.tower(Square(sq));
            let Some(top) = t.top() else { continue };
            let sign = if top.color == Color::White { 1 } else { -1 };
            if top.king {
                full += sign * w.king;
                end += sign * w.king_end;
            } else {
                let c = top.color as usize;
                full += sign * i32::from(self.man[c][sq as usize]);
                end += sign * i32::from(self.man_end[c][sq as usize]);
            }
            if t.height() > 1 {
                flat += sign * w.tower;
                let mut block = 0;
                let mut color = top.color;
                for i in 1..t.height() {
                    let Some(p) = t.piece(i) else { break };
                    if p.color != color {
                        block += 1;
                        color = p.color;
                    }
                    let v = match (block, p.king) {
                        (0, false) => w.reserve_man,
                        (0, true) => w.reserve_king,
                        (1, false) => w.prisoner_man,
                        (1, true) => w.prisoner_king,
                        (_, false) => w.deep_man,
                        (_, true) => w.deep_king,
                    };
                    flat += if p.color == Color::White { v } else { -v };
                }
            }
        }
        let n = (occupied.count_ones() as i32).min(self.full);
        let mut score = (full * n + end * (self.full - n)) / self.full.max(1) + flat;
        score += w.mobility * mobility(pos);
        score += match pos.side_to_move() {
            Color::White => w.turn,
            Color::Black => -w.turn,
        };
        match pos.side_to_move() {
            Color::White => score,
            Color::Black => -score,
        }
    }
}
