//! Mobility: the free single steps of each side, from square-set shifts (no move generation);
//! a term of every evaluation ([`super::eval`], [`super::tower_eval`]).

use crate::rules::{Color, Position};

/// White's free single steps minus Black's (men forward, kings every way, one square).
#[inline]
pub(crate) fn mobility(pos: &Position) -> i32 {
    let geo = pos.geometry();
    let occupied = pos.occupied();
    let white = pos.owned_by(Color::White);
    let kings = pos.kings();
    let empty = geo.all() & !occupied;
    let black = occupied & !white;
    let steps = |mine: u128, forward: [usize; 2]| -> i32 {
        let men = mine & !kings;
        let k = mine & kings;
        let mut n = 0;
        for d in forward {
            n += (geo.shift(men, d) & empty).count_ones();
        }
        for d in 0..4 {
            n += (geo.shift(k, d) & empty).count_ones();
        }
        n as i32
    };
    steps(white, [0, 1]) - steps(black, [2, 3])
}
