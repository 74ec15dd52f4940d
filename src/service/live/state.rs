//! The live view of a channel as the Activity receives it (`docs/activity.md`, `LiveState`):
//! plain data that serialises to exactly the documented JSON. Ids are strings (JavaScript
//! numbers cannot hold a snowflake); squares are `[file, rank]`, 0-based from White's lower
//! left, as in the board picture's description.

use serde::Serialize;

/// A square, `[file, rank]`.
pub type Square = (u8, u8);

/// The channel's game and challenge as `you` see them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveState {
    pub you: You,
    /// The channel's game in progress, else its last finished one, else `null`.
    pub game: Option<LiveGame>,
    /// The channel's open challenge, if any.
    pub challenge: Option<LiveChallenge>,
    /// How many acknowledged changes the bot's storage lost in this channel (a damaged log
    /// recovered to an earlier state), shown until an operator clears the report; absent
    /// when none (so the state of a healthy store is what it always was).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lost_changes: Option<u64>,
}

/// The viewer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct You {
    #[serde(with = "id")]
    pub id: u64,
    pub role: Role,
}

/// What the viewer is in the channel's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    White,
    Black,
    Spectator,
}

/// A colour, as the JSON names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    White,
    Black,
}

/// A player, as the JSON names them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LivePlayer {
    #[serde(with = "id")]
    pub id: u64,
    pub name: String,
}

/// One game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveGame {
    #[serde(with = "id")]
    pub id: u64,
    /// The variant's name as records spell it (`bashni`).
    pub variant: String,
    pub white: LivePlayer,
    pub black: LivePlayer,
    /// `null` once the game is over.
    pub to_move: Option<Side>,
    pub over: bool,
    /// `1-0`, `0-1` or `1/2-1/2` once over.
    pub result: Option<&'static str>,
    /// Why it ended, in the viewer's language.
    pub reason: Option<String>,
    pub board: LiveBoard,
    /// The moves of the player to move, for that player only (empty for anyone else).
    pub legal: Vec<LegalMove>,
    /// Every move played, in the game's notation.
    pub moves: Vec<String>,
    /// Fischer clocks (`/challenge clock:`), read at the moment the state was made; `null`
    /// for a game without them.
    pub clock: Option<LiveClock>,
    pub draw_offer: Option<Side>,
    pub takeback_request: Option<Side>,
}

/// A game's clocks: each side's time left, and whose clock runs (`null` once it is over).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveClock {
    pub white_ms: u64,
    pub black_ms: u64,
    pub increment_ms: u64,
    pub running: Option<Side>,
}

/// The board, as the PNG draws it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveBoard {
    pub files: u8,
    pub ranks: u8,
    /// Whether squares hold towers (Bashni, Lasca).
    pub stacks: bool,
    pub towers: Vec<LiveTower>,
    /// The last move's origin and destination.
    pub highlight: Vec<Square>,
    /// A capture's route: every landing square from the origin on, and the jumped squares.
    pub path: Option<LivePath>,
    /// The pieces that must capture.
    pub must_capture: Vec<Square>,
    /// `[file, rank, number]` for numbered variants.
    pub square_numbers: Vec<(u8, u8, u16)>,
    pub material: LiveMaterial,
}

/// The pieces on one square, the top (commander) first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveTower {
    pub file: u8,
    pub rank: u8,
    pub discs: Vec<LiveDisc>,
}

/// One piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LiveDisc {
    pub side: Tint,
    pub king: bool,
}

/// A piece's colour as the picture names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Tint {
    Light,
    Dark,
}

/// A capture's route.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LivePath {
    pub squares: Vec<Square>,
    pub jumped: Vec<Square>,
}

/// Each side's men, kings and prisoners.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LiveMaterial {
    pub light: LiveCount,
    pub dark: LiveCount,
}

/// One side's count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct LiveCount {
    pub men: u16,
    pub kings: u16,
    pub prisoners: u16,
}

/// A legal move with its whole route.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalMove {
    /// As `/move` takes it, in the game's notation.
    pub notation: String,
    pub from: Square,
    /// Every square the piece lands on, the last one its destination.
    pub landings: Vec<Square>,
    /// The squares of the pieces it jumps, in order.
    pub captured: Vec<Square>,
}

/// The channel's open challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveChallenge {
    pub from: LivePlayer,
    /// `null` for an open challenge.
    pub to: Option<LivePlayer>,
    pub variant: String,
    /// The clocks it asks for (`5+3`), if any.
    pub clock: Option<String>,
    /// Whether the viewer may accept it.
    pub can_accept: bool,
}

/// Snowflakes as JSON strings.
mod id {
    pub fn serialize<S: serde::Serializer>(id: &u64, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(id)
    }
}
