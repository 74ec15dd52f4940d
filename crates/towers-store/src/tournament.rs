//! Tournaments as stored ([`crate::Table::Tournaments`], one entry per tournament, key
//! [`tournament_key`]): the settings chosen at creation, the players, and every round with the
//! exact pairing input (TRF-2026 text) and its output, so any round can be paired again and
//! compared; each board's game (channel and game id) and result.
//!
//! Encoded by the one codec ([`crate::codec::encode_versioned`]) in its own versioned envelope
//! (`{"schema":N,"record":{...}}`, [`TOURNAMENT_SCHEMA`], steps in [`TOURNAMENT_MIGRATIONS`]):
//! a tournament's shape changes on its own schedule, not with the channel records'.

use serde::{Deserialize, Serialize};
use towers_rules::{RuleOptions, Variant};

use super::codec::{self, DecodeError, Migration};
use super::rule_fields;
use super::{Player, TimeControl};

/// Schema version written with every tournament.
pub const TOURNAMENT_SCHEMA: u32 = 1;

/// `TOURNAMENT_MIGRATIONS[i]` migrates a tournament of schema `i + 1` to `i + 2`.
pub const TOURNAMENT_MIGRATIONS: &[Migration] = &[];

/// The key of tournament `id` in [`crate::Table::Tournaments`]: `t/` and the id in 20
/// digits, so that a scan lists them oldest first.
pub fn tournament_key(id: u64) -> String {
    format!("t/{id:020}")
}

/// The prefix of every tournament's key.
pub const TOURNAMENT_PREFIX: &str = "t/";

/// Swiss by the Dutch system, or a round robin by Berger tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    Swiss,
    RoundRobin,
}

/// The pace of every game: a time per move (days per move) or clocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GamePace {
    /// Seconds for each move.
    PerMove(u64),
    /// Clocks with a time for the game and an increment.
    Clock(TimeControl),
}

/// How points are shown (they are kept as 2 / 1 / 0 either way).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PointDisplay {
    /// 2 for a win, 1 for a draw: the draughts custom.
    TwoOneZero,
    /// 1 for a win, ½ for a draw.
    OneHalfZero,
}

/// What becomes of a game still in progress at the round's deadline (the director's choice
/// at creation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unfinished {
    /// The engine judges the position (a draw where no endgame database holds it).
    Adjudicate,
    /// A draw.
    Draw,
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum State {
    /// Players join and leave; the first round is paired at the start time.
    Enrolling,
    /// Round `round` (from 1) is being played.
    Running {
        round: u32,
    },
    /// The director paused it during round `round`: no deadline passes, nothing is paired.
    Paused {
        round: u32,
        since: u64,
    },
    Finished,
}

/// A player entered in the tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub player: Player,
    /// The rating when they entered (the pairing's initial ranking).
    pub rating: u32,
    /// The pairing number (1-based), given at the start by rating, to late joiners in turn;
    /// 0 before the start.
    pub number: u32,
    /// The first round they can be paired in.
    pub joined_round: u32,
    /// Withdrawn (by themselves, the director, or a missed game): not paired until they
    /// rejoin.
    pub withdrawn: bool,
    /// Rounds (from 1) they asked not to be paired in, for a half-point bye.
    #[serde(default)]
    pub byes: Vec<u32>,
    /// The round for which a late join gave a half-point bye, if any.
    #[serde(default)]
    pub late_bye: Option<u32>,
}

impl Entrant {
    /// A player entering with `rating`, pairing number `number` (0 before the start), first
    /// paired in round `joined_round`: not withdrawn, no byes asked for or given.
    pub fn new(player: Player, rating: u32, number: u32, joined_round: u32) -> Self {
        Entrant {
            player,
            rating,
            number,
            joined_round,
            withdrawn: false,
            byes: Vec::new(),
            late_bye: None,
        }
    }
}

/// The result of one board, as the tournament counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardResult {
    WhiteWins,
    BlackWins,
    Draw,
    /// White did not play: Black wins by forfeit (TRF `+` / `-`, unrated).
    WhiteForfeits,
    /// Black did not play: White wins by forfeit.
    BlackForfeits,
    /// Neither played: both lose (0-0).
    DoubleForfeit,
}

/// Who or what decided a board's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decided {
    /// The game ended on the board.
    Game,
    /// The round's deadline (forfeits, a draw for a game in progress).
    Deadline,
    /// The director set it.
    Director,
    /// The round's deadline, by adjudication of a game in progress (the endgame databases
    /// or the engine's search): a result as played, rated as played.
    Adjudicated,
}

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// User ids.
    pub white: u64,
    pub black: u64,
    /// The channel (a thread of its own) where its game is played, once opened.
    pub channel: Option<u64>,
    /// The game's id, once started.
    pub game: Option<u64>,
    pub result: Option<BoardResult>,
    #[serde(default)]
    pub decided: Option<Decided>,
    /// The balloted opening its game starts from (moves in notation; empty: the initial
    /// position), in a micro-match.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub opening: Vec<String>,
}

/// One round: its pairing input and output, its boards and deadline, what was posted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// From 1.
    pub number: u32,
    /// The tournament as the pairing saw it (TRF-2026 text, pairing numbers as in
    /// [`Entrant::number`]): pairing it again gives `pairs` and `bye`.
    pub input_trf: String,
    /// The pairing's output, as pairing numbers (white, black).
    pub pairs: Vec<(u32, u32)>,
    /// The pairing-allocated bye (user id).
    pub bye: Option<u64>,
    pub boards: Vec<Board>,
    /// Unix seconds.
    pub started_at: u64,
    pub deadline: u64,
    /// Reminders sent, as seconds before the deadline (86,400 and 3,600).
    #[serde(default)]
    pub reminded: Vec<u64>,
    /// The round is over: every board has its result.
    pub closed: bool,
}

/// A tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentRecord {
    pub id: u64,
    pub name: String,
    /// The Discord server, channel and the tournament's own thread (none on the console).
    pub guild: Option<u64>,
    pub channel: u64,
    pub thread: Option<u64>,
    pub director: Player,
    #[serde(with = "rule_fields::variant")]
    pub variant: Variant,
    #[serde(with = "rule_fields::options")]
    pub options: RuleOptions,
    pub format: Format,
    /// Rounds in all.
    pub rounds: u32,
    pub pace: GamePace,
    /// Seconds from a round's pairing to its deadline.
    pub round_secs: u64,
    /// Unix seconds: when the first round is paired (unless started early).
    pub starts_at: u64,
    pub rated: bool,
    /// Tiebreak names in order (`towers_pairing::Tiebreak::name`).
    pub tiebreaks: Vec<String>,
    /// The most players that may enter.
    pub entry_limit: u32,
    pub points: PointDisplay,
    pub unfinished: Unfinished,
    pub state: State,
    pub players: Vec<Entrant>,
    /// User-id pairs that must never meet (the director's).
    pub forbidden: Vec<(u64, u64)>,
    pub round_list: Vec<Round>,
    pub created_at: u64,
    /// The server's calendar entry (a Guild Scheduled Event), when the front end made one.
    #[serde(default)]
    pub event: Option<CalendarEvent>,
    /// Each pairing plays two games, colours swapped (a micro-match): a round's boards come
    /// in pairs, the second the first's players reversed, in the same channel after it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub micro_match: bool,
}

/// A tournament's calendar entry and how far the bot has moved it along.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CalendarEvent {
    pub id: u64,
    pub status: EventStatus,
}

/// The calendar entry's status, as the bot last set it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EventStatus {
    Scheduled,
    Active,
    Completed,
    /// The tournament never started (cancelled for want of players).
    Canceled,
}

impl TournamentRecord {
    /// The entrant with user id `user`.
    pub fn entrant(&self, user: u64) -> Option<&Entrant> {
        self.players.iter().find(|e| e.player.id == user)
    }

    /// The round being played or last played.
    pub fn current_round(&self) -> Option<&Round> {
        self.round_list.last()
    }
}

/// The bytes of a tournament.
///
/// Errors: only if serde_json refuses the value.
pub fn encode(record: &TournamentRecord) -> Result<Vec<u8>, DecodeError> {
    codec::encode_versioned(TOURNAMENT_SCHEMA, record)
}

/// Reads a tournament written at this or an older schema.
///
/// Errors: bytes that are not an envelope, an unknown schema, a record that does not fit.
pub fn decode(bytes: &[u8]) -> Result<TournamentRecord, DecodeError> {
    codec::decode_versioned(bytes, TOURNAMENT_SCHEMA, TOURNAMENT_MIGRATIONS)
}

#[cfg(test)]
#[path = "tournament_tests.rs"]
mod tests;
