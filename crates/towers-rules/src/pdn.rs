//! PDN (Portable Draughts Notation, docs/rules.md#pdn-files): reading game files, replaying their
//! games, writing games.
//!
//! * [`decode`] turns a file's bytes into text (UTF-8, UTF-16 with BOM, else Latin-1).
//! * [`read_games`] / [`read`] split the text into [`PdnGame`]s: tags, an optional start FEN,
//!   the main-line moves as written, the result. Comments, variations, NAGs, move numbers
//!   (`1.`, `1...`, `01.`, glued `1.c3-d4`), move strength marks, `%`/`;` line comments and
//!   padded squares (`1- 6`) are handled; syntax errors are [`PdnError`]s with a place.
//! * [`replay`] plays a game's moves with the rules and says where it first fails.
//! * [`write_game`] writes a [`Game`](super::Game) as PDN that [`read`] reads back.
//! * [`acf`] reads the one-game-per-line ACF archive format of the English collection.

pub mod acf;
mod decode;
mod lexer;
mod reader;
mod replay;
mod report;
mod words;
mod writer;

pub use decode::decode;
pub use reader::{read, read_games};
pub use replay::{replay, ReplayFailure};
pub use report::{replay_text, GameReport};
pub use writer::write_game;

use super::quote::clip;
use super::Variant;

/// A syntax error in a PDN text: where (1-based line and column) and what.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {what}")]
pub struct PdnError {
    pub line: usize,
    pub column: usize,
    pub what: String,
}

/// One game of a PDN file, as written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnGame {
    /// The tags in file order, values unescaped.
    pub tags: Vec<(String, String)>,
    /// The variant named by the `Variant` tag or the `GameType` tag, if any (see
    /// [`variant_of_tags`]).
    pub variant: Option<Variant>,
    /// The start position: a `/FEN "…"/` setup in the move text, else the `FEN` tag (unless
    /// `SetUp` is `"0"`).
    pub fen: Option<String>,
    /// The main-line moves as written, marks removed and padding joined (`32-28`, `1-6` for
    /// `1- 6`, `c3:e5:g3`, `a3b4`); `-` for a
    /// move the record does not know.
    pub moves: Vec<String>,
    /// The result token that ended the move text, if any.
    pub result: Option<String>,
    /// The move number written before the first move (`30.` or `30...`), if any: a game set
    /// up from a later position may count on from it ([`crate::MoveNumbers`]).
    pub first_number: Option<u32>,
    /// 1-based line where the game starts.
    pub line: usize,
    /// Things skipped that a reader may want to know about (free text, stray brackets).
    pub warnings: Vec<String>,
}

impl PdnGame {
    /// The value of the first tag called `name` (case-insensitive).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// `White - Black` when both players are tagged.
    pub fn players(&self) -> Option<String> {
        match (self.tag("White"), self.tag("Black")) {
            (Some(w), Some(b)) => Some(format!("{} - {}", w.trim(), b.trim())),
            _ => None,
        }
    }
}

/// The GameType number of a variant (docs/rules.md#pdn-files), if the standard has one.
pub fn game_type_of(variant: Variant) -> Option<u32> {
    match variant {
        Variant::International => Some(20),
        Variant::English => Some(21),
        Variant::Russian => Some(25),
        Variant::Brazilian => Some(26),
        Variant::Canadian => Some(27),
        Variant::Bashni | Variant::Lasca | Variant::Kurnik => None,
    }
}

/// The variant of a GameType number: 20, 21, 25, 26, 27 (docs/rules.md#pdn-files).
pub fn variant_of_game_type(number: u32) -> Option<Variant> {
    match number {
        20 => Some(Variant::International),
        21 => Some(Variant::English),
        25 => Some(Variant::Russian),
        26 => Some(Variant::Brazilian),
        27 => Some(Variant::Canadian),
        _ => None,
    }
}

/// The variant a game's tags name: the `Variant` tag (`Bashni`, `Lasca`, any variant name)
/// first, then the type number of `GameType` (its full form `20,W,10,10,N2,0` included).
/// `Ok(None)` when neither tag is present; `Err` with an explanation when a tag names a game
/// towers does not play.
pub fn variant_of_tags(game: &PdnGame) -> Result<Option<Variant>, String> {
    if let Some(name) = game.tag("Variant").filter(|v| !v.trim().is_empty()) {
        return name
            .parse::<Variant>()
            .map(Some)
            .map_err(|e| format!("[Variant \"{}\"]: {e}", clip(name)));
    }
    let Some(gt) = game.tag("GameType").filter(|v| !v.trim().is_empty()) else {
        return Ok(None);
    };
    let first = gt.split(',').next().unwrap_or_default().trim();
    match first.parse::<u32>() {
        Ok(n) => variant_of_game_type(n).map(Some).ok_or_else(|| {
            format!(
                "[GameType \"{}\"]: game type {n} is not one towers plays \
                 (20 international, 21 English, 25 Russian, 26 Brazilian, 27 Canadian)",
                clip(gt)
            )
        }),
        // A variant's name in the number's place: say which tag takes a name.
        Err(_) => Err(match first.parse::<Variant>() {
            Ok(_) => format!(
                "[GameType \"{}\"] does not start with a number: GameType takes the \
                 standard's number (20 international, 21 English, 25 Russian, 26 Brazilian, \
                 27 Canadian); write [Variant \"{}\"] instead",
                clip(gt),
                clip(first)
            ),
            Err(_) => format!(
                "[GameType \"{}\"] does not start with a number (20 international, \
                 21 English, 25 Russian, 26 Brazilian, 27 Canadian; other games take \
                 [Variant \"name\"], such as [Variant \"Bashni\"])",
                clip(gt)
            ),
        }),
    }
}
