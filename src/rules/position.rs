//! A position: the towers on the board and the side to move.

use std::fmt;

use super::geometry::{Geometry, Square, MAX_SQUARES};
use super::movegen;
use super::{Color, Move, Piece, Rules, Tower, Variant};

/// A position of one variant. Construct it from the initial setup or from FEN
/// ([`crate::rules::fen`]); [`Position::play`] applies a legal move.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    variant: Variant,
    side: Color,
    squares: [Tower; MAX_SQUARES],
}

impl Position {
    /// An empty board of `variant` with `side` to move.
    pub fn empty(variant: Variant, side: Color) -> Position {
        Position {
            variant,
            side,
            squares: [Tower::EMPTY; MAX_SQUARES],
        }
    }

    /// The initial position: each side's men on its nearest rows, the variant's first player
    /// to move (RULES.md §1).
    pub fn initial(variant: Variant) -> Position {
        let rules = Rules::of(variant);
        let mut pos = Position::empty(variant, rules.first);
        let geo = pos.geometry();
        for sq in geo.squares() {
            let (_, rank) = geo.coords(sq);
            if rank < rules.rows_of_men {
                pos.squares[sq.0 as usize] = Tower::single(Piece::man(Color::White));
            } else if rank >= rules.ranks - rules.rows_of_men {
                pos.squares[sq.0 as usize] = Tower::single(Piece::man(Color::Black));
            }
        }
        pos
    }

    /// The variant.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The variant's rules.
    #[inline]
    pub fn rules(&self) -> &'static Rules {
        Rules::of(self.variant)
    }

    /// The board geometry.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        let r = self.rules();
        Geometry::of(r.files, r.ranks)
    }

    /// The side to move.
    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The tower on `sq` (empty if none).
    #[inline]
    pub fn tower(&self, sq: Square) -> Tower {
        self.squares[sq.0 as usize]
    }

    #[inline]
    pub(crate) fn tower_at(&self, sq: u8) -> Tower {
        self.squares[sq as usize]
    }

    pub(crate) fn set_tower(&mut self, sq: Square, tower: Tower) {
        self.squares[sq.0 as usize] = tower;
    }

    /// Occupied squares with their towers, in square order.
    pub fn towers(&self) -> impl Iterator<Item = (Square, Tower)> + '_ {
        self.geometry()
            .squares()
            .map(|sq| (sq, self.tower(sq)))
            .filter(|(_, t)| !t.is_empty())
    }

    /// Every legal move of the side to move, one per capture path (RULES.md §5.1 "paths").
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        movegen::generate(self, &mut out);
        out
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`].
    pub fn play(&self, mv: &Move) -> Position {
        let mut next = self.clone();
        next.apply(mv);
        next
    }

    /// Applies `mv` in place (RULES.md §3 step 9): the moving tower leaves its square, the top
    /// piece of each jumped tower is removed (ordinary draughts) or put at the bottom of the
    /// moving tower in jump order (tower games), and the top piece is crowned if the move
    /// promotes.
    pub fn apply(&mut self, mv: &Move) {
        let towers = self.rules().towers;
        let mut moving = self.squares[mv.from().0 as usize];
        self.squares[mv.from().0 as usize] = Tower::EMPTY;
        for &sq in mv.raw_captured() {
            let jumped = &mut self.squares[sq as usize];
            if let Some(prisoner) = jumped.pop_top() {
                if towers {
                    moving.push_bottom(prisoner);
                }
            }
        }
        if mv.promotes() {
            moving.crown_top();
        }
        self.squares[mv.to().0 as usize] = moving;
        self.side = !self.side;
    }

    /// Pieces of `color` on the board (in towers: including prisoners).
    pub fn count(&self, color: Color) -> u32 {
        self.squares.iter().map(|t| t.count(color)).sum()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", super::fen::write(self))
    }
}
