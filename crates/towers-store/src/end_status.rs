//! Why a finished game ended, as data: players by id, limits in seconds, draw rules by kind.
//! Never a sentence: the service words it in the reader's language when it is shown
//! (`service::reasons`), so a player's name cannot be read as part of a reason and a rating
//! filter never looks inside text. Since schema 6 (before: an English sentence, mapped by the
//! schema 5 to 6 migration, `store::legacy_reason`).

use serde::{Deserialize, Serialize};

/// How a finished game ended (with [`super::GameResult`], who won).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EndStatus {
    /// The side to move (the loser) had no pieces left.
    NoPieces,
    /// The side to move (the loser) had pieces but no legal move.
    NoMove,
    /// Player `by` (user id) resigned.
    Resigned { by: u64 },
    /// Player `by` (user id) did not move within `limit_secs` seconds and the opponent
    /// claimed the win.
    OutOfTime { by: u64, limit_secs: u64 },
    /// Player `by` (user id) let their clock run out in a game with a time control (the flag
    /// fell). Since schema 7.
    FlagFell { by: u64 },
    /// Both players agreed to a draw (or the bot accepted one).
    Agreement,
    /// The same position arose for the third time.
    Repetition,
    /// A draw rule ran out after `moves` moves each.
    DrawRule { rule: DrawRule, moves: u32 },
    /// A tournament round's deadline came while the game was in progress: it was decided as
    /// the tournament's director chose at its creation (adjudicated, or a draw).
    RoundDeadline,
    /// A reason stored as text before schema 6 that the migration could not map, kept
    /// as it was written; shown as stored, and never taken for anything else (an abort,
    /// a resignation).
    Other(String),
}

/// The draw rules of the rule book (`rules::DrawRule`, kept apart so the store's encoding
/// does not change with the rules' types).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DrawRule {
    /// Only kings moved and nothing was captured.
    KingsOnly,
    /// Three pieces including a king against a lone king.
    ThreeAgainstKing,
    /// At most two pieces including a king against a lone king.
    TwoAgainstKing,
    /// No capture and no promotion (Bashni).
    NoCaptureOrPromotion,
    /// No man moved and nothing was captured (English checkers).
    NoManMoveOrCapture,
    /// No capture and no soldier's move (Lasca).
    NoCaptureOrSoldierMove,
}
