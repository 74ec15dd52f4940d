//! Draws by material: the endgame counters of international and Canadian draughts
//! (docs/rules.md#international, #canadian; FMJD art. 6.3 and 6.4).
//!
//! A counter starts when a position of its class arises (one side has a lone king, the other
//! one of the listed materials) and runs while the positions stay in that class; the game is
//! drawn when it reaches `plies`. Entering another class (after a capture) starts that class's
//! counter afresh. A promotion that keeps the material in the class does not restart it: the
//! rule counts from the moment "such a position has arisen" (KNDB/FMJD wording), and e.g.
//! king + two men and two kings + man are the same class.

use std::fmt;

use super::{Color, Position};

/// Which draw rule ended a game: the no-progress rule of a variant or an endgame counter,
/// named by what did not happen (or what was on the board) for the rule's moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawRule {
    /// Only kings moved and nothing was captured (Russian, Brazilian, international,
    /// Canadian, kurnik).
    KingsOnly,
    /// Three pieces including a king against a lone king (FMJD art. 6.3).
    ThreeAgainstKing,
    /// At most two pieces including a king against a lone king (FMJD art. 6.4).
    TwoAgainstKing,
    /// No capture and no promotion (Bashni).
    NoCaptureOrPromotion,
    /// No man moved and nothing was captured (English checkers).
    NoManMoveOrCapture,
    /// No capture and no soldier's move (Lasca).
    NoCaptureOrSoldierMove,
}

/// The rule book's English words after "N moves each" (e.g. "with only kings moving and no
/// capture"); players read the catalogue's wording instead.
impl fmt::Display for DrawRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DrawRule::KingsOnly => "with only kings moving and no capture",
            DrawRule::ThreeAgainstKing => "after three pieces including a king against a lone king",
            DrawRule::TwoAgainstKing => {
                "after at most two pieces including a king against a lone king"
            }
            DrawRule::NoCaptureOrPromotion => "without a capture or a promotion",
            DrawRule::NoManMoveOrCapture => "without a man's move or a capture",
            DrawRule::NoCaptureOrSoldierMove => "without a capture or a soldier's move",
        })
    }
}

/// One side's material: kings and men (in tower games, towers by their top piece).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Material {
    pub kings: u8,
    pub men: u8,
}

impl Material {
    /// The material of `color` in `pos`.
    pub fn of(pos: &Position, color: Color) -> Material {
        let mut m = Material { kings: 0, men: 0 };
        for (_, t) in pos.towers() {
            if t.owner() == Some(color) {
                if t.top_is_king() {
                    m.kings = m.kings.saturating_add(1);
                } else {
                    m.men = m.men.saturating_add(1);
                }
            }
        }
        m
    }

    /// A single king.
    pub const LONE_KING: Material = Material { kings: 1, men: 0 };
}

/// A draw by material: when one side has a lone king and the other side has one of `strong`,
/// the game is drawn after `plies` more plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndgameRule {
    /// The stronger side's materials this rule covers.
    pub strong: &'static [Material],
    /// Plies (half-moves): 2 × the moves per side of the rule book.
    pub plies: u32,
    /// Which rule this is, for the result line.
    pub rule: DrawRule,
}

/// The index in `rules` of the endgame rule whose class `pos` is in, if any. When both sides
/// have a lone king, either side is the "strong" one.
pub fn endgame_class(rules: &[EndgameRule], pos: &Position) -> Option<usize> {
    if rules.is_empty() {
        return None;
    }
    let white = Material::of(pos, Color::White);
    let black = Material::of(pos, Color::Black);
    let strong = if black == Material::LONE_KING {
        white
    } else if white == Material::LONE_KING {
        black
    } else {
        return None;
    };
    rules.iter().position(|r| r.strong.contains(&strong))
}

/// Plies the last position of `history` has spent in its endgame class (0 when it has just
/// arisen), with the class; `None` when the last position is in no class.
pub fn endgame_count(rules: &[EndgameRule], history: &[Position]) -> Option<(usize, u32)> {
    let last = history.last()?;
    let class = endgame_class(rules, last)?;
    let run = history
        .iter()
        .rev()
        .take_while(|p| endgame_class(rules, p) == Some(class))
        .count();
    Some((class, run.saturating_sub(1) as u32))
}
