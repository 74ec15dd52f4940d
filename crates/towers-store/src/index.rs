//! The finished-game index: one small [`GameSummary`] per finished game, kept in the side
//! table [`Table::GameIndex`] under a key per server and a key per player, so `/rating`,
//! `/leaderboard`, `/stats` and `/games player:` read the summaries of one server or one
//! player instead of decoding every finished game of every server.
//!
//! The backends write a game's index entries in the same transaction that archives it
//! ([`Change::Finish`](super::Change::Finish)), so the index never misses a finished game
//! nor holds one the archive lacks. Stores written before the index existed lack entries for
//! their older games; the [`BUILT_KEY`] entry says whether the index was filled from the
//! archive once (see `service::game_index`). Entries are keyed by game id, so writing one
//! twice changes nothing.
//!
//! Keys: `g/<guild>/<game id, 20 digits>` and `p/<player>/<game id, 20 digits>`; values are
//! [`GameSummary`] as JSON, versioned by [`INDEX_VERSION`] (not by the record schema: a new
//! summary layout means a new version and one rebuild from the archive).

use serde::{Deserialize, Serialize};

use super::{EndStatus, GameRecord, GameResult, GameStatus, Player, Table};

/// The table holding the index.
pub const TABLE: Table = Table::GameIndex;

/// The entry present once the index holds every archived game (its value: [`INDEX_VERSION`]).
pub const BUILT_KEY: &str = "built";

/// Version of the index layout written under [`BUILT_KEY`]; another value means rebuild.
/// 2: `end` ([`EndStatus`]) instead of the English `reason` of version 1.
pub const INDEX_VERSION: &[u8] = b"2";

/// What the rating, stats and history commands need of one finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    /// Store id of the game.
    pub id: u64,
    /// Channel it was played in.
    pub channel: u64,
    /// Server it was played on (`None`: a direct message or the console).
    pub guild: Option<u64>,
    /// Variant name as `rules::Variant` spells it.
    pub variant: String,
    pub white: Player,
    pub black: Player,
    /// How it ended.
    pub result: GameResult,
    /// Why it ended, as the record says.
    pub end: EndStatus,
    /// Plies played.
    pub plies: usize,
    /// Unix seconds of its last change (when it ended).
    pub updated_at: u64,
    /// Whether the bot played one side.
    pub bot: bool,
}

impl GameSummary {
    /// The summary of `game`; `None` for a game that has not finished.
    pub fn of(game: &GameRecord) -> Option<GameSummary> {
        let GameStatus::Finished { result, end } = &game.status else {
            return None;
        };
        Some(GameSummary {
            id: game.id,
            channel: game.channel,
            guild: game.guild,
            variant: game.variant.name().to_string(),
            white: game.white.clone(),
            black: game.black.clone(),
            result: result.clone(),
            end: end.clone(),
            plies: game.moves.len(),
            updated_at: game.updated_at,
            bot: game.bot.is_some(),
        })
    }
}

/// Key prefix of every summary of server `guild`.
pub fn guild_prefix(guild: u64) -> String {
    format!("g/{guild}/")
}

/// Key prefix of every summary of player `player` (any server, direct messages too).
pub fn player_prefix(player: u64) -> String {
    format!("p/{player}/")
}

/// The index entries of finished `game` (key and encoded summary): one under its server, one
/// under each player; none for a game that has not finished.
///
/// Errors: the encoder's message (not expected for these plain types).
pub fn entries(game: &GameRecord) -> Result<Vec<(String, Vec<u8>)>, String> {
    let Some(summary) = GameSummary::of(game) else {
        return Ok(Vec::new());
    };
    let bytes = serde_json::to_vec(&summary).map_err(|e| e.to_string())?;
    let mut keys = Vec::with_capacity(3);
    if let Some(guild) = game.guild {
        keys.push(guild_prefix(guild));
    }
    keys.push(player_prefix(game.white.id));
    if game.black.id != game.white.id {
        keys.push(player_prefix(game.black.id));
    }
    Ok(keys
        .into_iter()
        .map(|prefix| (format!("{prefix}{:020}", game.id), bytes.clone()))
        .collect())
}

/// Decodes an index entry. Errors: serde_json's message for bytes that are not a summary.
pub fn decode(bytes: &[u8]) -> Result<GameSummary, String> {
    serde_json::from_slice(bytes).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_do_not_overlap_and_keys_sort_by_game() {
        assert!(!format!("{}{:020}", guild_prefix(123), 1).starts_with(&guild_prefix(12)));
        let (a, b) = (format!("{:020}", 9), format!("{:020}", 10));
        assert!(a < b);
    }
}
