//! What a terminal front end shows that Discord does not: the board as a text diagram, all
//! legal moves at once, an example move in the game's notation.

use crate::service::game::records::rebuild;
use crate::service::text::locale::{self, Lang};
use crate::service::{GameService, ServiceError};
use towers_rules::{notation, Color, Notation, Piece, Position, Variant};
use towers_store::{ChannelRecord, GameRecord};

/// The characters a text board draws pieces with, from the catalogue (`board-white-man`,
/// `board-white-king`, `board-black-man`, `board-black-king`): letters read differently in
/// each language (a Pole reads `b` as białe, white), so the catalogue picks them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceSymbols {
    pub white_man: String,
    pub white_king: String,
    pub black_man: String,
    pub black_king: String,
}

impl PieceSymbols {
    /// The symbols of `lang`'s catalogue (English where it lacks them).
    pub fn of(lang: Lang) -> PieceSymbols {
        let symbol = |id| locale::text(lang, id, &[]);
        PieceSymbols {
            white_man: symbol("board-white-man"),
            white_king: symbol("board-white-king"),
            black_man: symbol("board-black-man"),
            black_king: symbol("board-black-king"),
        }
    }

    /// The symbol of `piece`.
    pub fn of_piece(&self, piece: Piece) -> &str {
        match (piece.color, piece.king) {
            (Color::White, false) => &self.white_man,
            (Color::White, true) => &self.white_king,
            (Color::Black, false) => &self.black_man,
            (Color::Black, true) => &self.black_king,
        }
    }
}

impl GameService {
    /// The channel's game in progress, else its last finished game (its final position), as
    /// a text diagram (see [`text_board`]) drawn with `symbols`, from the side of the player
    /// whose id is `viewer` when that player plays in the game, else from White's side.
    /// `None` when the channel has no game.
    /// Errors: [`ServiceError::Store`] (or `Refused` for a damaged record) when the store
    /// cannot be read, [`ServiceError::Internal`] when the stored game does not replay.
    pub fn board_text(
        &self,
        channel: u64,
        symbols: &PieceSymbols,
        viewer: u64,
    ) -> Result<Option<String>, ServiceError> {
        let record = match self.store().load(channel)? {
            Some(ChannelRecord::Game(record)) => record,
            _ => match self.store().finished_games(channel)?.pop() {
                Some(record) => record,
                None => return Ok(None),
            },
        };
        let side = viewer_side(&record, viewer);
        Ok(Some(text_board(
            rebuild(&record)?.position(),
            symbols,
            side,
        )))
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

/// The colour `viewer` (a player id) plays in `record`, White when they do not play.
fn viewer_side(record: &GameRecord, viewer: u64) -> Color {
    if record.black.id == viewer && record.white.id != viewer {
        Color::Black
    } else {
        Color::White
    }
}

/// The columns a text board fits in: a terminal's usual width.
pub const BOARD_COLUMNS: usize = 80;

/// The widest a square's text may be on a board of `files` files, so that the rank labels
/// (three columns) and every square with its leading space fit [`BOARD_COLUMNS`]; at most 8
/// (wider squares would only make the board hard to read).
fn cell_cap(files: usize) -> usize {
    ((BOARD_COLUMNS - 3) / files.max(1))
        .saturating_sub(1)
        .clamp(2, 8)
}

/// A tower's text within `cap` characters: its pieces' symbols top first (`○●●`); when that
/// is wider, runs of one symbol counted (`◎2●6`: two white kings on six black men); when that
/// is still wider, the top runs that fit and `…` with the number of pieces left out.
fn tower_text(symbols: &[&str], cap: usize) -> String {
    let plain: String = symbols.concat();
    if plain.chars().count() <= cap {
        return plain;
    }
    let mut runs: Vec<(&str, usize)> = Vec::new();
    for &symbol in symbols {
        match runs.last_mut() {
            Some((last, n)) if *last == symbol => *n += 1,
            _ => runs.push((symbol, 1)),
        }
    }
    let run_text = |&(symbol, n): &(&str, usize)| match n {
        1 => symbol.to_string(),
        n => format!("{symbol}{n}"),
    };
    let counted: String = runs.iter().map(run_text).collect();
    if counted.chars().count() <= cap {
        return counted;
    }
    let mut shown = String::new();
    let mut left = symbols.len();
    for run in &runs {
        let text = run_text(run);
        let rest = left - run.1;
        let tail = format!("…{rest}").chars().count();
        if shown.chars().count() + text.chars().count() + tail > cap {
            break;
        }
        shown.push_str(&text);
        left = rest;
    }
    format!("{shown}…{left}")
}

/// A text diagram of `pos` seen from `side` (that side's first rank at the bottom): each
/// square shows its tower top first, each piece by its symbol in `symbols` (a tall tower in
/// its counted form, [`tower_text`], so that the board fits [`BOARD_COLUMNS`]); an empty
/// playable square shows `.`, or its number in numeric variants.
pub fn text_board(pos: &Position, symbols: &PieceSymbols, side: Color) -> String {
    let geo = pos.geometry();
    // Numeric variants show each empty square's number, the notation of their moves.
    let numbers = match pos.rules().notation {
        Notation::Numeric(n) => Some(n),
        Notation::Algebraic { .. } => None,
    };
    let cap = cell_cap(usize::from(geo.files));
    let ranks: Vec<u8> = match side {
        Color::White => (0..geo.ranks).rev().collect(),
        Color::Black => (0..geo.ranks).collect(),
    };
    let files: Vec<u8> = match side {
        Color::White => (0..geo.files).collect(),
        Color::Black => (0..geo.files).rev().collect(),
    };
    let cells: Vec<Vec<String>> = ranks
        .iter()
        .map(|&rank| {
            files
                .iter()
                .map(|&file| match geo.at(file, rank) {
                    Some(sq) => {
                        let t = pos.tower(sq);
                        if t.is_empty() {
                            match numbers {
                                Some(n) => geo.number(sq, n).to_string(),
                                None => ".".to_string(),
                            }
                        } else {
                            let pieces: Vec<&str> =
                                t.pieces().map(|p| symbols.of_piece(p)).collect();
                            tower_text(&pieces, cap)
                        }
                    }
                    None => " ".to_string(),
                })
                .collect()
        })
        .collect();
    let width = cells
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(1);
    let mut s = String::new();
    for (&rank, row) in ranks.iter().zip(&cells) {
        s.push_str(&format!("{:>2} ", rank + 1));
        for cell in row {
            s.push_str(&format!(" {cell:<width$}"));
        }
        s.push('\n');
    }
    s.push_str("   ");
    for &file in &files {
        s.push_str(&format!(" {:<width$}", (b'a' + file) as char));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tall_towers_are_counted_to_fit() {
        let w = "○";
        let (wk, b) = ("◎", "●");
        assert_eq!(tower_text(&[w, b, b], 8), "○●●");
        let tall = [wk, wk, b, b, b, b, b, b];
        assert_eq!(tower_text(&tall, 6), "◎2●6");
        let alternating: Vec<&str> = (0..20).map(|i| if i % 2 == 0 { w } else { b }).collect();
        let text = tower_text(&alternating, 8);
        assert_eq!(text, "○●○●○…15");
        assert!(text.chars().count() <= 8);
    }
}
