//! One stored move: the text the rules' notation resolves when the game is replayed.
//!
//! Kept as text, exactly as written (full notation, `c3:e5:g3`, `11-15`): the text is what
//! replaying reads, so storing it unchanged cannot change a game, and it round-trips
//! byte for byte. Checked at the door: a text that is not move notation (a character no move
//! has, a word that is no square name or number, fewer than two squares) does not decode.

use std::fmt;
use std::ops::Deref;

use serde::{Deserialize, Serialize};
use towers_rules::notation;

/// A move in the rules' notation, as played (see the module doc).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct MoveText(String);

/// Why a text is not a stored move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("'{text}' is not a move: {why}")]
pub struct NotAMove {
    pub text: String,
    pub why: &'static str,
}

impl MoveText {
    /// `text` as a stored move. Errors: [`NotAMove`] when the notation cannot read it as
    /// squares (board-free: whether the squares are on the variant's board is the replay's
    /// question, and the schema 7 to 8 migration's).
    pub fn new(text: impl Into<String>) -> Result<MoveText, NotAMove> {
        let text = text.into();
        let refuse = |text: String, why| Err(NotAMove { text, why });
        let Ok(written) = notation::split(&text) else {
            return refuse(text, "a character no move has");
        };
        if written.squares.len() < 2 {
            return refuse(text, "fewer than two squares");
        }
        let square = |w: &String| {
            let digits = w.trim_start_matches(|c: char| c.is_ascii_lowercase());
            w.len() - digits.len() <= 1
                && !digits.is_empty()
                && digits.bytes().all(|b| b.is_ascii_digit())
        };
        if !written.squares.iter().all(square) {
            return refuse(text, "a word that is no square");
        }
        Ok(MoveText(text))
    }

    /// The text as played.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for MoveText {
    type Error = NotAMove;

    fn try_from(text: String) -> Result<Self, Self::Error> {
        MoveText::new(text)
    }
}

impl From<MoveText> for String {
    fn from(m: MoveText) -> String {
        m.0
    }
}

impl Deref for MoveText {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for MoveText {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl PartialEq<str> for MoveText {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for MoveText {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for MoveText {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl PartialEq<MoveText> for String {
    fn eq(&self, other: &MoveText) -> bool {
        *self == other.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_notation_is_kept_exactly_and_anything_else_refused() {
        for text in [
            "c3-d4", "c3:e5:g3", "11-15", "26x17x10", "16x 7", "C3xE5", "a1-a2",
        ] {
            let m = MoveText::new(text).unwrap();
            assert_eq!(m, text);
            let json = serde_json::to_string(&m).unwrap();
            assert_eq!(json, format!("\"{text}\""));
            assert_eq!(serde_json::from_str::<MoveText>(&json).unwrap(), m);
        }
        for text in [
            "", "c3", "task 3", "c3/d4", "c-d4", "cc3-d4", "c3-d", "resign",
        ] {
            assert!(MoveText::new(text).is_err(), "{text}");
            assert!(
                serde_json::from_str::<MoveText>(&format!("\"{text}\"")).is_err(),
                "{text}"
            );
        }
    }
}
