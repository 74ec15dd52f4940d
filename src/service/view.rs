//! From a rules position to the renderer's picture description.

use crate::render::{BoardView, Disc, Side, TowerView};
use crate::rules::{geometry::Numbering, Color, Move, Notation, Position};

/// The picture of `pos` with `last` highlighted, seen from `viewer`'s side.
pub fn board_view(pos: &Position, last: Option<&Move>, viewer: Color, over: bool) -> BoardView {
    let geo = pos.geometry();
    let rules = pos.rules();
    let side = |c: Color| match c {
        Color::White => Side::Light,
        Color::Black => Side::Dark,
    };
    let towers = pos
        .towers()
        .map(|(sq, tower)| {
            let (file, rank) = geo.coords(sq);
            TowerView {
                file,
                rank,
                discs: tower
                    .pieces()
                    .map(|p| Disc {
                        side: side(p.color),
                        king: p.king,
                    })
                    .collect(),
            }
        })
        .collect();
    let highlight = last
        .map(|m| {
            std::iter::once(m.from())
                .chain(m.landings())
                .chain(std::iter::once(m.to()))
                .map(|sq| geo.coords(sq))
                .collect()
        })
        .unwrap_or_default();
    let square_numbers = match rules.notation {
        Notation::Numeric(n @ Numbering::TopLeft) | Notation::Numeric(n @ Numbering::BottomLeft) => {
            geo.squares()
                .map(|sq| {
                    let (f, r) = geo.coords(sq);
                    (f, r, geo.number(sq, n))
                })
                .collect()
        }
        Notation::Algebraic { .. } => Vec::new(),
    };
    BoardView {
        files: rules.files,
        ranks: rules.ranks,
        towers,
        highlight,
        flipped: viewer == Color::Black,
        to_move: (!over).then(|| side(pos.side_to_move())),
        square_numbers,
    }
}
