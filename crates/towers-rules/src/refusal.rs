//! Why a move text is refused, as data: the reason a text is not move notation at all
//! ([`UnreadableReason`]) and the rule a well-formed move breaks ([`IllegalReason`]), each with
//! its squares (named in the game's own notation: `c3` or `22`), side, counts and legal
//! continuations. `Display` words them in English for the command line, logs and tests; the
//! service words them in the reader's language (`service::texts::move_refusal`).

use std::fmt;

use super::{Color, Outcome};

/// Why a text is not move notation (see [`super::notation::parse_squares`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnreadableReason {
    /// A character no move text has (`/`, `;`); `example` is a move to copy (`c3-d4`).
    Character { found: char, example: String },
    /// Nothing but space and marks.
    Empty,
    /// More than `most` square words.
    TooManySquares { most: usize },
    /// A square number with more digits than any board has squares (`word` as typed).
    NumberTooLarge { word: String },
    /// Square `number` is not one of the board's squares `1..=squares`.
    NumberOffBoard { number: u16, squares: usize },
    /// A lone letter (`h`) where a square belongs; `example` is a move to copy.
    NotASquare { word: String, example: String },
    /// A square name (as typed, lower case) that is not a playable square of the board.
    NotPlayable { word: String },
    /// Only one square; `example` is a move to copy.
    OneSquare { example: String },
}

impl fmt::Display for UnreadableReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Character { found, example } => {
                write!(f, "unexpected '{found}'; write moves like {example}")
            }
            Self::Empty => f.write_str("it is empty"),
            Self::TooManySquares { most } => write!(f, "too many squares (at most {most})"),
            Self::NumberTooLarge { word } => write!(f, "square number {word} is too large"),
            Self::NumberOffBoard { number, squares } => {
                write!(f, "square {number} is not on this board (1-{squares})")
            }
            Self::NotASquare { word, example } => {
                write!(f, "'{word}' is not a square; write moves like {example}")
            }
            Self::NotPlayable { word } => {
                write!(f, "'{word}' is not a playable square of this board")
            }
            Self::OneSquare { example } => write!(
                f,
                "a move needs at least a start and an end square, like {example}"
            ),
        }
    }
}

/// The rule a well-formed move text breaks in its position (docs/rules.md; the table test
/// `tests/logic/rules_refusals.rs` quotes the article of each). Squares are named in the game's
/// notation (`c3` on algebraic boards, `22` on numbered ones).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// The start square is empty.
    NoPiece { square: String },
    /// The piece on the start square belongs to the side not to move; `to_move` is the side
    /// whose turn it is.
    NotYours { square: String, to_move: Color },
    /// The text stops a capture that must be completed; `continuations` are the legal
    /// captures it starts (full notation, at least one).
    CaptureGoesOn { continuations: Vec<String> },
    /// A capture is compulsory and must take the most pieces: `most` (at least 2).
    CaptureTheMost { most: usize },
    /// A capture is compulsory and the piece moved has none.
    MustCapture,
    /// A capture is compulsory and this piece's captures land elsewhere.
    CapturesElsewhere,
    /// The piece on `square` has no legal move.
    CannotMove { square: String },
    /// The one-step destination `square` is occupied.
    Occupied { square: String },
    /// A man tried to step backwards.
    ForwardOnly,
    /// Any other destination the piece on `square` cannot reach.
    CannotGoThere { square: String },
    /// The game already has an outcome by the rules (shown as its reason, e.g. "threefold
    /// repetition").
    GameOver { outcome: Outcome },
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoPiece { square } => write!(f, "there is no piece on {square}"),
            Self::NotYours { square, to_move } => {
                write!(f, "the piece on {square} is not {}'s", to_move.name())
            }
            Self::CaptureGoesOn { continuations } => {
                write!(
                    f,
                    "the capture must go on: legal {}",
                    continuations.join(" or ")
                )
            }
            Self::CaptureTheMost { most } => write!(
                f,
                "capturing is compulsory, and a capture must take the most pieces ({most})"
            ),
            Self::MustCapture => {
                f.write_str("capturing is compulsory, and this piece cannot capture")
            }
            Self::CapturesElsewhere => {
                f.write_str("capturing is compulsory; this piece's captures go elsewhere")
            }
            Self::CannotMove { square } => write!(f, "the piece on {square} cannot move"),
            Self::Occupied { square } => write!(f, "{square} is not empty"),
            Self::ForwardOnly => f.write_str("a man moves forward only"),
            Self::CannotGoThere { square } => write!(f, "the piece on {square} cannot go there"),
            Self::GameOver { outcome } => write!(f, "the game is over ({outcome})"),
        }
    }
}
