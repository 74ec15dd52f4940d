//! What each side has on the board, as the board's top bar shows it: its men and kings that
//! are not prisoners, and the prisoners its towers hold (Bashni, Lasca; a tower belongs to
//! the colour of its top piece, its commander).

use super::{Color, Position};

/// One side's pieces in a position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Its men that are not prisoners.
    pub men: u16,
    /// Its kings that are not prisoners.
    pub kings: u16,
    /// The other side's pieces held under its towers.
    pub prisoners: u16,
}

/// `side`'s [`Tally`] in `pos`.
pub fn tally(pos: &Position, side: Color) -> Tally {
    let mut t = Tally::default();
    for (_, tower) in pos.towers() {
        if tower.owner() != Some(side) {
            continue;
        }
        for piece in tower.pieces() {
            if piece.color != side {
                t.prisoners += 1;
            } else if piece.king {
                t.kings += 1;
            } else {
                t.men += 1;
            }
        }
    }
    t
}
