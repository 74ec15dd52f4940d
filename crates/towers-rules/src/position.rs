//! A position: the towers on the board and the side to move.

use std::fmt;

use super::geometry::{Geometry, Square, MAX_SQUARES};
use super::movegen;
use super::{Color, Move, Piece, Rules, Tower, Variant};

/// A position of one variant. Construct it from the initial setup or from FEN
/// ([`crate::fen`]); [`Position::play`] applies a legal move.
///
/// Besides the towers it keeps two occupancy sets (bit = square index) that move generation
/// reads instead of the towers: every occupied square, and the squares whose top piece is
/// White. Equality and hashing look at the variant, the side to move and the towers only.
#[derive(Clone)]
pub struct Position {
    variant: Variant,
    side: Color,
    rules: &'static Rules,
    geometry: &'static Geometry,
    occupied: u128,
    white: u128,
    kings: u128,
    squares: [Tower; MAX_SQUARES],
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.variant == other.variant
            && self.side == other.side
            && self.occupied == other.occupied
            && self.squares == other.squares
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.variant.hash(state);
        self.side.hash(state);
        self.squares.hash(state);
    }
}

/// What [`Position::make`] needs kept to take a move back: the side, the occupancy sets,
/// and (ordinary draughts, where captured pieces leave the board) which captured pieces were
/// kings, bit `i` for the `i`-th capture.
#[derive(Debug)]
pub struct Undo {
    side: Color,
    occupied: u128,
    white: u128,
    kings: u128,
    captured_kings: u32,
}

impl Position {
    /// An empty board of `variant` with `side` to move.
    pub fn empty(variant: Variant, side: Color) -> Position {
        let rules = Rules::of(variant);
        Position {
            variant,
            side,
            rules,
            geometry: Geometry::of(rules.files, rules.ranks),
            occupied: 0,
            white: 0,
            kings: 0,
            squares: [Tower::EMPTY; MAX_SQUARES],
        }
    }

    /// The initial position: each side's men on its nearest rows, the variant's first player
    /// to move (docs/rules.md#at-a-glance).
    pub fn initial(variant: Variant) -> Position {
        let rules = Rules::of(variant);
        let mut pos = Position::empty(variant, rules.first);
        let geo = pos.geometry();
        for sq in geo.squares() {
            let (_, rank) = geo.coords(sq);
            if rank < rules.rows_of_men {
                pos.put(sq.0, Tower::single(Piece::man(Color::White)));
            } else if rank >= rules.ranks - rules.rows_of_men {
                pos.put(sq.0, Tower::single(Piece::man(Color::Black)));
            }
        }
        pos
    }

    /// The variant.
    #[inline]
    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The same position under the variant's rules with `options` (docs/rules.md#rule-options):
    /// kurnik's optional captures, Lasca's first player only matters for the initial position,
    /// Bashni's prisoner timing. Errors: an option that does not belong to this variant.
    pub fn with_options(
        mut self,
        options: super::settings::RuleOptions,
    ) -> Result<Position, super::settings::OptionError> {
        self.rules = Rules::with(self.variant, options)?;
        Ok(self)
    }

    /// The variant's rules.
    #[inline]
    pub fn rules(&self) -> &'static Rules {
        self.rules
    }

    /// The board geometry.
    #[inline]
    pub fn geometry(&self) -> &'static Geometry {
        self.geometry
    }

    /// Occupied squares as a bit set (bit `i` = `Square(i)`).
    #[inline]
    pub fn occupied(&self) -> u128 {
        self.occupied
    }

    /// Squares whose top piece is a king.
    #[inline]
    pub fn kings(&self) -> u128 {
        self.kings
    }

    /// Squares whose tower belongs to `color`.
    #[inline]
    pub fn owned_by(&self, color: Color) -> u128 {
        match color {
            Color::White => self.white,
            Color::Black => self.occupied & !self.white,
        }
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

    /// The tower on the square of index `sq`, for square-set walks (`squares_in`).
    #[inline]
    pub fn tower_at(&self, sq: u8) -> Tower {
        self.squares[sq as usize]
    }

    /// Puts `tower` on `sq` (empty to clear it), keeping the square sets in step; for
    /// building positions square by square (the endgame databases' unranking and unmoves).
    /// Checks nothing: the caller keeps the position legal.
    pub fn set_tower(&mut self, sq: Square, tower: Tower) {
        self.put(sq.0, tower);
    }

    /// Writes a tower and keeps the occupancy sets in step.
    #[inline]
    fn put(&mut self, sq: u8, tower: Tower) {
        let bit = 1u128 << sq;
        self.squares[sq as usize] = tower;
        if tower.top_is_king() {
            self.kings |= bit;
        } else {
            self.kings &= !bit;
        }
        match tower.owner() {
            None => {
                self.occupied &= !bit;
                self.white &= !bit;
            }
            Some(Color::White) => {
                self.occupied |= bit;
                self.white |= bit;
            }
            Some(Color::Black) => {
                self.occupied |= bit;
                self.white &= !bit;
            }
        }
    }

    /// Occupied squares with their towers, in square order.
    pub fn towers(&self) -> impl Iterator<Item = (Square, Tower)> + '_ {
        self.geometry()
            .squares()
            .map(|sq| (sq, self.tower(sq)))
            .filter(|(_, t)| !t.is_empty())
    }

    /// Every legal move of the side to move, one per capture path (docs/rules.md#counting-moves
    /// "paths").
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        movegen::generate(self, &mut out);
        out
    }

    /// Replaces the contents of `out` with [`Position::legal_moves`], in the same order,
    /// reusing its allocation (the search keeps one buffer per ply).
    #[inline]
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        movegen::generate(self, out);
    }

    /// Whether the side not to move could capture if it were its turn (a threat the side to
    /// move faces). Exact for men; with flying kings it may report a threat that no single
    /// king has. Always `false` in tower games and with optional captures (not computed
    /// there).
    pub fn opponent_threatens_capture(&self) -> bool {
        super::bitboard::opponent_threatens(self).unwrap_or(false)
    }

    /// Whether the side to move must capture, may only make quiet moves, or has no move,
    /// found without generating the moves (the search's horizon needs no more); `None` for
    /// the rules the fast generator does not compile (tower games, optional captures,
    /// immediate prisoner transfer): generate the moves there.
    pub fn prospect(&self) -> Option<super::bitboard::Prospect> {
        super::bitboard::prospect(self)
    }

    /// The position after `mv`, which must be one of [`Position::legal_moves`].
    pub fn play(&self, mv: &Move) -> Position {
        let mut next = self.clone();
        next.apply(mv);
        next
    }

    /// Applies `mv` in place (docs/rules.md#how-a-capture-is-made step 9): the moving tower leaves
    /// its square, the top piece of each jumped tower is removed (ordinary draughts) or put at the
    /// bottom of the moving tower in jump order (tower games), and the top piece is crowned if the
    /// move promotes.
    pub fn apply(&mut self, mv: &Move) {
        let towers = self.rules.towers;
        let from = mv.from().0;
        let mut moving = self.squares[from as usize];
        self.put(from, Tower::EMPTY);
        for &sq in mv.raw_captured() {
            let mut jumped = self.squares[sq as usize];
            if let Some(prisoner) = jumped.pop_top() {
                if towers {
                    moving.push_bottom(prisoner);
                }
            }
            self.put(sq, jumped);
        }
        if mv.promotes() {
            moving.crown_top();
        }
        self.put(mv.to().0, moving);
        self.side = !self.side;
    }

    /// Applies `mv` and returns what [`Position::unmake`] needs to take it back.
    #[inline]
    pub fn make(&mut self, mv: &Move) -> Undo {
        let mut captured_kings = 0;
        for (i, &sq) in mv.raw_captured().iter().enumerate() {
            if self.squares[sq as usize].top_is_king() {
                captured_kings |= 1 << i;
            }
        }
        let undo = Undo {
            side: self.side,
            occupied: self.occupied,
            white: self.white,
            kings: self.kings,
            captured_kings,
        };
        self.apply(mv);
        undo
    }

    /// Takes back `mv`, which the last [`Position::make`] (returning `undo`) applied.
    #[inline]
    pub fn unmake(&mut self, mv: &Move, undo: &Undo) {
        let (from, to) = (mv.from().0 as usize, mv.to().0 as usize);
        let mut moving = self.squares[to];
        self.squares[to] = Tower::EMPTY;
        if mv.promotes() {
            moving.uncrown_top();
        }
        let towers = self.rules.towers;
        for (i, &sq) in mv.raw_captured().iter().enumerate().rev() {
            let piece = if towers {
                moving.pop_bottom()
            } else {
                Some(Piece {
                    color: !undo.side,
                    king: undo.captured_kings >> i & 1 == 1,
                })
            };
            if let Some(piece) = piece {
                self.squares[sq as usize].push_top(piece);
            }
        }
        self.squares[from] = moving;
        self.side = undo.side;
        self.occupied = undo.occupied;
        self.white = undo.white;
        self.kings = undo.kings;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen;

    /// The same position with the other side to move (FEN's first letter swapped).
    fn flipped(pos: &Position) -> Position {
        let text = fen::write(pos);
        let swapped = match text.as_bytes()[0] {
            b'W' => format!("B{}", &text[1..]),
            _ => format!("W{}", &text[1..]),
        };
        fen::read(pos.variant(), &swapped).unwrap()
    }

    #[test]
    fn a_threat_is_a_capture_of_the_other_side() {
        // Random games of men (before any king): the threat check agrees with the other
        // side's move list, and both answers occur.
        for variant in [Variant::International, Variant::Russian, Variant::English] {
            let mut rng = fastrand::Rng::with_seed(7);
            let (mut yes, mut no) = (0, 0);
            for _ in 0..20 {
                let mut pos = Position::initial(variant);
                for _ in 0..60 {
                    if pos.kings() != 0 {
                        break;
                    }
                    let other = flipped(&pos).legal_moves();
                    let capture = other.first().is_some_and(Move::is_capture);
                    assert_eq!(
                        pos.opponent_threatens_capture(),
                        capture,
                        "{}",
                        fen::write(&pos)
                    );
                    if capture {
                        yes += 1;
                    } else {
                        no += 1;
                    }
                    let moves = pos.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    pos = pos.play(&moves[rng.usize(0..moves.len())]);
                }
            }
            assert!(yes > 10 && no > 10, "{} {yes} {no}", variant.name());
        }
        // Tower games are not computed.
        assert!(!Position::initial(Variant::Bashni).opponent_threatens_capture());
    }

    #[test]
    fn the_prospect_agrees_with_the_move_list() {
        // Random games to the end, kings included: capture, quiet moves only or no move, as
        // the generated moves say; every answer occurs.
        use super::super::bitboard::Prospect;
        for variant in [
            Variant::International,
            Variant::Russian,
            Variant::Brazilian,
            Variant::Canadian,
            Variant::English,
        ] {
            let mut rng = fastrand::Rng::with_seed(11);
            let mut seen = [0u32; 3];
            for _ in 0..40 {
                let mut pos = Position::initial(variant);
                for _ in 0..400 {
                    let moves = pos.legal_moves();
                    let expected = match moves.first() {
                        None => Prospect::NoMove,
                        Some(m) if m.is_capture() => Prospect::Capture,
                        Some(_) => Prospect::Quiet,
                    };
                    assert_eq!(pos.prospect(), Some(expected), "{}", fen::write(&pos));
                    seen[expected as usize] += 1;
                    if moves.is_empty() {
                        break;
                    }
                    pos = pos.play(&moves[rng.usize(0..moves.len())]);
                }
            }
            assert!(seen.iter().all(|&n| n > 0), "{} {seen:?}", variant.name());
        }
        // Not computed where the fast generator does not run: tower games, optional captures.
        assert_eq!(Position::initial(Variant::Bashni).prospect(), None);
        assert_eq!(Position::initial(Variant::Lasca).prospect(), None);
        let optional = super::super::RuleOptions {
            optional_captures: true,
            ..Default::default()
        };
        let kurnik = Position::initial(Variant::Kurnik).with_options(optional);
        assert_eq!(kurnik.unwrap().prospect(), None);
    }
}
