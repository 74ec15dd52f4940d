//! Hub positions: the side to move (`W` or `B`) then one letter per square in the standard
//! order 1-50 (`w`/`b` a man, `W`/`B` a king, `e` empty), international draughts only.

use towers_rules::geometry::Numbering;
use towers_rules::quote::clip;
use towers_rules::{fen, Color, Geometry, Position, Square, Variant};

/// The variant Hub positions describe (Hub's `normal`).
pub const VARIANT: Variant = Variant::International;

/// Squares of the board.
const SQUARES: u16 = 50;

/// Why a Hub position was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    /// Not 51 characters.
    #[error("a position is 51 characters (side to move and 50 squares), found {0}")]
    Length(usize),
    /// The first character is not `W` or `B`.
    #[error("the side to move must be W or B, found '{0}'")]
    Side(String),
    /// A square letter that is not one of `wbWBe`.
    #[error("square {square}: '{found}' is not one of w, b, W, B, e")]
    Square { square: u16, found: String },
    /// The pieces cannot stand so in a game (a man on its promotion row, too many pieces).
    #[error("{0}")]
    Impossible(String),
}

/// The square numbered `n` (1-50).
pub(super) fn square(n: u16) -> Option<Square> {
    Geometry::of(10, 10).from_number(n, Numbering::TopLeft)
}

/// The number (1-50) of `sq`.
pub(super) fn number(sq: Square) -> u16 {
    Geometry::of(10, 10).number(sq, Numbering::TopLeft)
}

/// Reads a Hub position.
pub fn read(text: &str) -> Result<Position, BoardError> {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() != usize::from(SQUARES) + 1 {
        return Err(BoardError::Length(chars.len()));
    }
    let side = match chars[0] {
        'W' => "W",
        'B' => "B",
        other => return Err(BoardError::Side(clip(&other.to_string()).to_string())),
    };
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for (n, &c) in (1..=SQUARES).zip(&chars[1..]) {
        match c {
            'w' => white.push(n.to_string()),
            'W' => white.push(format!("K{n}")),
            'b' => black.push(n.to_string()),
            'B' => black.push(format!("K{n}")),
            'e' => {}
            other => {
                return Err(BoardError::Square {
                    square: n,
                    found: clip(&other.to_string()).to_string(),
                })
            }
        }
    }
    let text = format!("{side}:W{}:B{}", white.join(","), black.join(","));
    fen::read(VARIANT, &text).map_err(|e| BoardError::Impossible(e.reason))
}

/// Writes `pos` (of [`VARIANT`]) as a Hub position.
pub fn write(pos: &Position) -> String {
    let mut out = String::with_capacity(usize::from(SQUARES) + 1);
    out.push(match pos.side_to_move() {
        Color::White => 'W',
        Color::Black => 'B',
    });
    for n in 1..=SQUARES {
        let tower = square(n).map(|sq| pos.tower(sq));
        out.push(
            match tower.and_then(|t| t.owner().map(|c| (c, t.top_is_king()))) {
                None => 'e',
                Some((Color::White, false)) => 'w',
                Some((Color::White, true)) => 'W',
                Some((Color::Black, false)) => 'b',
                Some((Color::Black, true)) => 'B',
            },
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

    #[test]
    fn the_initial_position_both_ways() {
        let initial = Position::initial(VARIANT);
        assert_eq!(fen::write(&read(START).unwrap()), fen::write(&initial));
        assert_eq!(write(&Position::initial(VARIANT)), START);
    }

    #[test]
    fn kings_and_side_round_trip_through_a_fen() {
        // Black to move, a black king on 5, a white king on 46, a white man on 28.
        let mut text = vec!['e'; 51];
        text[0] = 'B';
        text[5] = 'B';
        text[46] = 'W';
        text[28] = 'w';
        let text: String = text.into_iter().collect();
        let pos = read(&text).unwrap();
        assert_eq!(fen::write(&pos), "B:W28,K46:BK5");
        assert_eq!(write(&pos), text);
    }

    #[test]
    fn refuses_bad_positions() {
        assert_eq!(read("W"), Err(BoardError::Length(1)));
        let side = format!("X{}", &START[1..]);
        assert!(matches!(read(&side), Err(BoardError::Side(_))));
        let letter = format!("{}x{}", &START[..10], &START[11..]);
        assert_eq!(
            read(&letter),
            Err(BoardError::Square {
                square: 10,
                found: "x".into()
            })
        );
        // A white man on square 1, its promotion row.
        let promoted = format!("Ww{}", "e".repeat(49));
        assert!(matches!(read(&promoted), Err(BoardError::Impossible(_))));
    }
}
