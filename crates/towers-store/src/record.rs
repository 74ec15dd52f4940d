//! What is stored per channel: a pending challenge or a game, as plain data.
//!
//! A record names its variant and rule options with the rules' types and holds its start and
//! moves as notation (tower FEN, [`MoveText`]), so a stored game can always be re-validated
//! by replaying it.

use serde::{Deserialize, Serialize};
use towers_rules::{RuleOptions, Variant};

use super::rule_fields;
use super::{EndStatus, MoveText};

/// Schema version written with every record. Bump it (and add a migration in
/// `store::codec`) when a record's shape changes.
pub const SCHEMA_VERSION: u32 = 8;

/// The move time limit of games whose challenge named none, and of games stored before
/// schema 3: three days, in seconds.
pub const DEFAULT_MOVE_LIMIT_SECS: u64 = 3 * 24 * 60 * 60;

/// A Discord user (or the local console's players), as the store remembers them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Discord user id (snowflake); console players get small fixed ids.
    pub id: u64,
    /// Display name at the time the game started.
    pub name: String,
}

/// A challenge waiting for the opponent's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub challenger: Player,
    /// The challenged player; `None` for an open challenge, which anyone in the channel but
    /// the challenger may accept. Since schema 5 (before: an open challenge had the
    /// placeholder player id 0, "anyone", and `open: true`).
    pub opponent: Option<Player>,
    /// Stored by its name (`"bashni"`). Since schema 8 (before: that name as free text).
    #[serde(with = "rule_fields::variant")]
    pub variant: Variant,
    /// Unix seconds.
    pub created_at: u64,
    /// Unix seconds after which the challenge no longer counts.
    pub expires_at: u64,
    /// Rule options, normalized for `variant`, stored in their text form
    /// (`optional-captures`; empty for the rule book's defaults). Since schema 2; typed since
    /// schema 8 (before: free text).
    #[serde(with = "rule_fields::options")]
    pub options: RuleOptions,
    /// Whether the challenger plays White (else Black). Since schema 2 (before: always White).
    pub challenger_white: bool,
    /// Seconds each player gets for a move in the game this challenge starts. Since schema 3
    /// (before: [`DEFAULT_MOVE_LIMIT_SECS`]).
    pub move_limit_secs: u64,
    /// The Discord server (guild id) the challenge was made in; `None` in direct messages,
    /// on the console and in records written before the field existed.
    #[serde(default)]
    pub guild: Option<u64>,
    /// The game's time control when it is played with clocks (`/challenge clock:5+3`); then
    /// `move_limit_secs` does not apply. Since schema 7 (before: none).
    #[serde(default)]
    pub clock: Option<TimeControl>,
}

/// A Fischer time control: each side's time for the whole game and the time added after
/// each of its moves, in milliseconds (`5+3` is 300,000 and 3,000).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

/// The clocks of a game played with a [`TimeControl`]: each side's time left at the start of
/// its turn, and when the current turn began (Unix milliseconds). The side to move's clock
/// runs from `turn_started_ms`; the other stands. Since schema 7.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClock {
    pub control: TimeControl,
    pub white_ms: u64,
    pub black_ms: u64,
    pub turn_started_ms: u64,
    /// The sides that went berserk in an arena (half their time, no increment); absent in
    /// records written before arenas, and when nobody did.
    #[serde(default, skip_serializing_if = "Berserk::is_none")]
    pub berserk: Berserk,
}

/// Which sides of a clocked game went berserk.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Berserk {
    pub white: bool,
    pub black: bool,
}

impl Berserk {
    /// Nobody went berserk.
    pub fn is_none(&self) -> bool {
        !self.white && !self.black
    }
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    WhiteWins,
    BlackWins,
    Draw,
}

/// Whether a game is still being played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameStatus {
    Active,
    /// Finished: who won (`result`) and why (`end`, worded when shown). Since schema 6
    /// (before: `reason`, the English sentence shown in chat).
    Finished {
        result: GameResult,
        end: EndStatus,
    },
}

/// One game: enough to rebuild the position by replaying `moves` from `start_fen`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Unique across the store (`Store::next_game_id`).
    pub id: u64,
    /// Channel the game is played in.
    pub channel: u64,
    /// Stored by its name. Since schema 8 (before: that name as free text).
    #[serde(with = "rule_fields::variant")]
    pub variant: Variant,
    pub white: Player,
    pub black: Player,
    /// Start position, tower FEN (docs/rules.md#tower-fen).
    pub start_fen: String,
    /// Every move played, in full notation (`c3:e5:g3`), as replaying reads it. Checked as
    /// notation since schema 8 (before: any text).
    pub moves: Vec<MoveText>,
    pub status: GameStatus,
    /// User id of the player whose draw offer is open, if any.
    pub draw_offer: Option<u64>,
    /// Unix seconds.
    pub started_at: u64,
    /// Unix seconds of the last change.
    pub updated_at: u64,
    /// Rule options, normalized for `variant`, stored in their text form (empty for the rule
    /// book's defaults). Since schema 2; typed since schema 8 (before: free text).
    #[serde(with = "rule_fields::options")]
    pub options: RuleOptions,
    /// The side played by the bot, if this is a game against the bot. Since schema 2.
    pub bot: Option<BotSeat>,
    /// Seconds the player to move has for each move; `None` for no limit (games against the
    /// bot). Since schema 3 (before: [`DEFAULT_MOVE_LIMIT_SECS`], none against the bot).
    pub move_limit_secs: Option<u64>,
    /// Unix seconds when the current turn began: the last move, the last takeback, or the
    /// start. The turn's deadline is this plus `move_limit_secs`. Since schema 3 (before:
    /// `updated_at`).
    pub turn_started_at: u64,
    /// What has been posted about the current turn's time; cleared when a turn begins.
    /// Since schema 3.
    pub turn_notices: TurnNotices,
    /// User id of the player whose takeback request is open, if any. Since schema 3.
    pub takeback_offer: Option<u64>,
    /// The Discord server (guild id) the game is played in, for its ratings; `None` in
    /// direct messages, on the console and in records written before the field existed.
    #[serde(default)]
    pub guild: Option<u64>,
    /// The position after `moves` and what the draw rules need of the earlier ones, so a
    /// command continues the game without replaying it; `None` in records written before
    /// schema 4 (such a game is replayed, and the next move stores it). Only valid while
    /// `position.plies` equals `moves.len()`: a record whose moves changed without it (a
    /// takeback) is replayed too.
    pub position: Option<Box<StoredPosition>>,
    /// The running clocks of a game with a time control; `None` for a game with a time per
    /// move (or none). Since schema 7 (before: none).
    #[serde(default)]
    pub clock: Option<GameClock>,
}

/// What a game needs to continue without replaying its moves (`rules::Continuation` as
/// text and numbers). Since schema 4.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPosition {
    /// Number of `moves` this position is the result of.
    pub plies: u64,
    /// The position after them, tower FEN (docs/rules.md#tower-fen).
    pub fen: String,
    /// Plies since the last reset of the variant's no-progress draw rule.
    pub no_progress: u32,
    /// How many positions directly before this one are in its endgame class
    /// (docs/rules.md#international).
    pub endgame_run: u32,
    /// The repetition key (`rules::repetition_key`) of each earlier position, the start
    /// first: `plies` numbers.
    pub earlier: Vec<u64>,
    /// The position before the last move (tower FEN), in which `moves`' last text is read
    /// to highlight it on the board; `None` when no move was played.
    pub before: Option<String>,
}

/// The time notices already posted for the current turn, so that a restart does not post
/// them again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnNotices {
    /// The reminder to the player to move was posted.
    pub reminded: bool,
    /// The "time is up, claim the win" message was posted.
    pub overdue: bool,
}

/// The bot's seat in a game: which player it is and how strongly it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotSeat {
    /// The bot's player id (`GameRecord::white.id` or `black.id`).
    pub player: u64,
    /// Playing strength, 1 to `engine::Level::MAX`.
    pub level: u8,
}

/// The one active thing a channel can hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChannelRecord {
    Challenge(Challenge),
    Game(GameRecord),
}

/// What an update closure decides to do with a channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// Leave the channel as it is.
    Keep,
    /// Store this as the channel's record.
    Put(ChannelRecord),
    /// Clear the channel (challenge declined or expired).
    Remove,
    /// The game finished: keep it in the archive and clear the channel.
    Finish(GameRecord),
}
