//! Where a position lives in the tables: its slice and index, White to move (a position with
//! Black to move is turned round with the colours swapped), and back.

use super::index::{self, Placement, SQUARES};
use super::slice::Slice;
use towers_rules::{squares_in, Color, Piece, Position, Tower, Variant};

/// The slice and index of `pos`; `None` when it is not an international position of single
/// pieces, a side has no piece, or a group is too large to rank.
pub fn key(pos: &Position) -> Option<(Slice, u64)> {
    if pos.variant() != Variant::International {
        return None;
    }
    let occupied = pos.occupied();
    if occupied >> SQUARES != 0 {
        return None;
    }
    if squares_in(occupied).any(|s| pos.tower_at(s).height() != 1) {
        return None;
    }
    let kings = pos.kings();
    let white = pos.owned_by(Color::White);
    let black = pos.owned_by(Color::Black);
    let sets = if pos.side_to_move() == Color::Black {
        // Turned round: square `s` becomes `49 - s`, and the colours swap.
        let turn = |set: u128| set.reverse_bits() >> (128 - u32::from(SQUARES));
        [
            turn(black & !kings),
            turn(white & !kings),
            turn(black & kings),
            turn(white & kings),
        ]
    } else {
        [white & !kings, black & !kings, white & kings, black & kings]
    };
    key_of(&sets)
}

/// The slice and index of the groups `sets` (White to move; see [`index::Sets`]), as [`key`].
#[inline]
pub fn key_of(sets: &index::Sets) -> Option<(Slice, u64)> {
    let count = |set: u128| set.count_ones() as u8;
    let slice = Slice {
        white_men: count(sets[0]),
        black_men: count(sets[1]),
        white_kings: count(sets[2]),
        black_kings: count(sets[3]),
    };
    // Men off their promotion rows: White's below square 45, Black's from square 5.
    let men_ok = sets[0] >> index::MAN_SQUARES == 0
        && sets[1] & ((1 << (SQUARES - index::MAN_SQUARES)) - 1) == 0;
    let sides = slice.white_men + slice.white_kings > 0 && slice.black_men + slice.black_kings > 0;
    if !men_ok || !sides || !index::supported(slice) {
        return None;
    }
    Some((slice, index::index_of(slice, sets)))
}

/// The position of a placement, White to move.
pub fn position(p: &Placement) -> Position {
    position_of(&p.sets(), Color::White)
}

/// The position of the groups `sets`, with `side` to move.
pub fn position_of(sets: &index::Sets, side: Color) -> Position {
    let mut pos = Position::empty(Variant::International, side);
    let pieces = [
        Piece::man(Color::White),
        Piece::man(Color::Black),
        Piece::king(Color::White),
        Piece::king(Color::Black),
    ];
    for (&set, piece) in sets.iter().zip(pieces) {
        for s in squares_in(set) {
            pos.set_tower(towers_rules::geometry::Square(s), Tower::single(piece));
        }
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::fen;

    #[test]
    fn a_black_to_move_position_is_its_white_to_move_mirror() {
        let black = fen::read(Variant::International, "B:W12,K30:BK46").unwrap();
        let white = fen::read(Variant::International, "W:WK5:B39,K21").unwrap();
        let (s, i) = key(&black).unwrap();
        assert_eq!(Some((s, i)), key(&white));
        assert_eq!(
            s,
            Slice {
                white_men: 0,
                white_kings: 1,
                black_men: 1,
                black_kings: 1
            }
        );
        let back = position(&index::placement(s, i).unwrap());
        assert_eq!(back, white);
        // No side without pieces, no men on their promotion row.
        assert_eq!(
            key(&fen::read(Variant::International, "W:WK5:B").unwrap()),
            None
        );
        assert_eq!(key(&Position::initial(Variant::Russian)), None);
    }
}
