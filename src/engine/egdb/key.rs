//! Where a position lives in the tables: its slice and index, White to move (a position with
//! Black to move is turned round with the colours swapped), and back.

use super::index::{self, Placement, SQUARES};
use super::slice::Slice;
use crate::rules::{Color, Piece, Position, Tower, Variant};

/// The slice and index of `pos`; `None` when it is not an international position of single
/// pieces, a side has no piece, or a group is too large to rank.
pub fn key(pos: &Position) -> Option<(Slice, u64)> {
    if pos.variant() != Variant::International {
        return None;
    }
    let occupied = pos.occupied();
    let kings = pos.kings();
    let white = pos.owned_by(Color::White);
    let black = pos.owned_by(Color::Black);
    let turn = pos.side_to_move() == Color::Black;
    // Squares of a set, turned round when Black is to move.
    let squares = |set: u128| -> Vec<u8> {
        let mut v: Vec<u8> = (0..SQUARES)
            .filter(|&s| set >> s & 1 == 1)
            .map(|s| if turn { SQUARES - 1 - s } else { s })
            .collect();
        v.sort_unstable();
        v
    };
    let (mine, theirs) = if turn { (black, white) } else { (white, black) };
    let p = Placement {
        white_men: squares(mine & !kings),
        black_men: squares(theirs & !kings),
        white_kings: squares(mine & kings),
        black_kings: squares(theirs & kings),
    };
    if occupied >> SQUARES != 0 || pos.towers().any(|(_, t)| t.height() != 1) {
        return None;
    }
    let slice = Slice {
        white_men: p.white_men.len() as u8,
        white_kings: p.white_kings.len() as u8,
        black_men: p.black_men.len() as u8,
        black_kings: p.black_kings.len() as u8,
    };
    let men_ok = p.white_men.iter().all(|&s| s < index::MAN_SQUARES)
        && p.black_men
            .iter()
            .all(|&s| s >= SQUARES - index::MAN_SQUARES);
    let sides = slice.white_men + slice.white_kings > 0 && slice.black_men + slice.black_kings > 0;
    if !men_ok || !sides || !index::supported(slice) {
        return None;
    }
    Some((slice, index::index(slice, &p)))
}

/// The position of a placement, White to move.
pub fn position(p: &Placement) -> Position {
    let mut pos = Position::empty(Variant::International, Color::White);
    let groups = [
        (&p.white_men, Piece::man(Color::White)),
        (&p.black_men, Piece::man(Color::Black)),
        (&p.white_kings, Piece::king(Color::White)),
        (&p.black_kings, Piece::king(Color::Black)),
    ];
    for (squares, piece) in groups {
        for &s in squares {
            pos.set_tower(crate::rules::geometry::Square(s), Tower::single(piece));
        }
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::fen;

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
