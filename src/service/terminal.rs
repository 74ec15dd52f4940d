//! What a terminal front end shows that Discord does not: the board as a text diagram, all
//! legal moves at once, an example move in the game's notation.

use super::records::rebuild;
use super::{GameService, ServiceError};
use crate::rules::{notation, Notation, Position, Variant};
use crate::store::{ChannelRecord, Store};

impl<S: Store> GameService<S> {
    /// The channel's game (in progress or the last one, as the store holds it) as a text
    /// diagram (see [`text_board`]); `None` when the channel has no game.
    /// Errors: [`ServiceError::Store`] (or `Refused` for a damaged record) when the store
    /// cannot be read, [`ServiceError::Internal`] when the stored game does not replay.
    pub fn board_text(&self, channel: u64) -> Result<Option<String>, ServiceError> {
        match self.store().load(channel)? {
            Some(ChannelRecord::Game(record)) => Ok(Some(text_board(rebuild(&record)?.position()))),
            _ => Ok(None),
        }
    }

    /// Every legal move of the channel's game in progress, in its notation; `None` when no game is in progress. Errors as [`Self::board_text`].
    pub fn legal_moves(&self, channel: u64) -> Result<Option<Vec<String>>, ServiceError> {
        match self.active_game(channel)? {
            Some(record) => Ok(Some(notation::legal_texts(rebuild(&record)?.position()))),
            None => Ok(None),
        }
    }

    /// A legal move of the channel's game in progress, else of a new `variant` game, written
    /// in that game's notation (`c3-d4`, or `32-28` in numeric variants), for help texts.
    /// Errors as [`Self::board_text`].
    pub fn move_example(&self, channel: u64, variant: Variant) -> Result<String, ServiceError> {
        Ok(match self.active_game(channel)? {
            Some(record) => notation::example(rebuild(&record)?.position()),
            None => notation::example(&Position::initial(variant)),
        })
    }
}

/// A text diagram of `pos` from White's side: each square shows its tower top first
/// (`w`/`b` men, `W`/`B` kings), `.` an empty playable square.
pub fn text_board(pos: &Position) -> String {
    let geo = pos.geometry();
    // Numeric variants show each empty square's number, the notation of their moves.
    let numbers = match pos.rules().notation {
        Notation::Numeric(n) => Some(n),
        Notation::Algebraic { .. } => None,
    };
    let width = pos
        .towers()
        .map(|(_, t)| t.height() as usize)
        .max()
        .unwrap_or(1)
        .max(if numbers.is_some() { 2 } else { 1 });
    let mut s = String::new();
    for rank in (0..geo.ranks).rev() {
        s.push_str(&format!("{:>2} ", rank + 1));
        for file in 0..geo.files {
            let cell = match geo.at(file, rank) {
                Some(sq) => {
                    let t = pos.tower(sq);
                    if t.is_empty() {
                        match numbers {
                            Some(n) => geo.number(sq, n).to_string(),
                            None => ".".to_string(),
                        }
                    } else {
                        t.pieces().map(|p| p.letter()).collect()
                    }
                }
                None => " ".to_string(),
            };
            s.push_str(&format!(" {cell:<width$}"));
        }
        s.push('\n');
    }
    s.push_str("   ");
    for file in 0..geo.files {
        s.push_str(&format!(" {:<width$}", (b'a' + file) as char));
    }
    s
}
