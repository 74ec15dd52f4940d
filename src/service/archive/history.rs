//! `/games`: the recent finished games of a channel, or of one player across channels.

use crate::service::text::markdown::{escape, shown};
use crate::service::text::message::Message;
use crate::service::text::reasons::reason;
use crate::service::{refuse, GameService, ServiceError};
use towers_rules::Variant;
use towers_store::index::{player_prefix, GameSummary};
use towers_store::GameResult;

/// How many games `/games` lists.
pub const HISTORY_LIMIT: usize = 10;

/// One finished game as `/games` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastGame {
    /// Store id of the game.
    pub id: u64,
    /// Unix seconds of the game's last change (when it ended).
    pub finished_at: u64,
    /// `"Alice vs Bob · Bashni · 1-0, Bob resigned · 42 plies"` (`history-game`, worded by
    /// the front end): White first.
    pub summary: Message,
}

impl GameService {
    /// The last [`HISTORY_LIMIT`] finished games, most recent first: those of `player` (a user
    /// id) in any channel when given (from the player's finished-game index), else those of
    /// `channel`. Refused when there is none.
    pub fn history(
        &self,
        channel: u64,
        player: Option<u64>,
    ) -> Result<Vec<PastGame>, ServiceError> {
        let mut games: Vec<GameSummary> = match player {
            Some(id) => self.index.games(&player_prefix(id))?,
            None => self
                .store
                .finished_games(channel)?
                .iter()
                .filter_map(GameSummary::of)
                .collect(),
        };
        if games.is_empty() {
            return refuse(crate::service::text::message::Message::new(match player {
                Some(_) => "refuse-player-no-games",
                None => "refuse-channel-no-games",
            }));
        }
        // Most recent first; the game id breaks ties (ids grow with time).
        games.sort_by_key(|g| std::cmp::Reverse((g.updated_at, g.id)));
        games.truncate(HISTORY_LIMIT);
        Ok(games.iter().map(past_game).collect())
    }
}

fn past_game(g: &GameSummary) -> PastGame {
    let score = match g.result {
        GameResult::WhiteWins => "1-0",
        GameResult::BlackWins => "0-1",
        GameResult::Draw => "½-½",
    };
    let summary = Message::new("history-game")
        .text("white", shown(&g.white))
        .text("black", shown(&g.black))
        .text("score", score)
        .message("reason", reason(&g.end, &g.result, &g.white, &g.black))
        .count("plies", g.plies as u64);
    // A variant this build does not know is shown by its stored name.
    let summary = match g.variant.parse::<Variant>() {
        Ok(v) => summary.variant("variant", v),
        Err(_) => summary.text("variant", escape(&g.variant)),
    };
    PastGame {
        id: g.id,
        finished_at: g.updated_at,
        summary,
    }
}
