//! Mobility: the free single steps of each side, from square-set shifts (no move generation);
//! a term of every evaluation ([`super::eval`], [`super::tower_eval`]).

use towers_rules::{BitSet, Color, Geometry, Position};

/// White's free single steps minus Black's (men forward, kings every way, one square).
#[inline]
pub(crate) fn mobility(pos: &Position) -> i32 {
    let geo = pos.geometry();
    let occupied = pos.occupied();
    let white = pos.owned_by(Color::White);
    let kings = pos.kings();
    // International and smaller boards fit a machine word: half the work of a `u128`.
    if geo.is_narrow() {
        let narrow = |s: u128| s as u64;
        balance(geo, narrow(occupied), narrow(white), narrow(kings))
    } else {
        balance(geo, occupied, white, kings)
    }
}

/// [`mobility`] on square sets of word `B`.
#[inline(always)]
fn balance<B: BitSet>(geo: &Geometry, occupied: B, white: B, kings: B) -> i32 {
    let empty = B::narrow(geo.all()) & !occupied;
    let black = occupied & !white;
    let steps = |mine: B, forward: [usize; 2]| -> i32 {
        let men = mine & !kings;
        let k = mine & kings;
        let mut n = 0;
        for d in forward {
            n += (geo.shift(men, d) & empty).count();
        }
        if k != B::EMPTY {
            for d in 0..4 {
                n += (geo.shift(k, d) & empty).count();
            }
        }
        n as i32
    };
    steps(white, [0, 1]) - steps(black, [2, 3])
}
