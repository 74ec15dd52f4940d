//! `/games`: the recent finished games of a channel, or of one player across channels.

use super::markdown::{escape, shown};
use super::{refuse, GameService, ServiceError};
use crate::rules::Variant;
use crate::store::{GameRecord, GameResult, GameStatus, Store};

/// How many games `/games` lists.
pub const HISTORY_LIMIT: usize = 10;

/// One finished game as `/games` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PastGame {
    /// Store id of the game.
    pub id: u64,
    /// Unix seconds of the game's last change (when it ended).
    pub finished_at: u64,
    /// `"Alice vs Bob · Bashni · 1-0, Bob resigned · 42 plies"`: White first.
    pub summary: String,
}

impl<S: Store> GameService<S> {
    /// The last [`HISTORY_LIMIT`] finished games, most recent first: those of `player` (a user
    /// id) in any channel when given, else those of `channel`. Refused when there is none.
    /// A full scan of the archive for a player (O(finished games)).
    pub fn history(
        &self,
        channel: u64,
        player: Option<u64>,
    ) -> Result<Vec<PastGame>, ServiceError> {
        let mut games = match player {
            Some(id) => self
                .store
                .all_finished_games()?
                .into_iter()
                .filter(|g| g.white.id == id || g.black.id == id)
                .collect(),
            None => self.store.finished_games(channel)?,
        };
        if games.is_empty() {
            return refuse(super::Message::new(match player {
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

fn past_game(g: &GameRecord) -> PastGame {
    let variant = g
        .variant
        .parse::<Variant>()
        .map(|v| v.title().to_string())
        .unwrap_or_else(|_| g.variant.clone());
    let result = match &g.status {
        GameStatus::Active => "in progress".to_string(),
        GameStatus::Finished { result, reason } => {
            let score = match result {
                GameResult::WhiteWins => "1-0",
                GameResult::BlackWins => "0-1",
                GameResult::Draw => "½-½",
            };
            format!("{score}, {}", escape(reason))
        }
    };
    let plies = g.moves.len();
    PastGame {
        id: g.id,
        finished_at: g.updated_at,
        summary: format!(
            "{} vs {} · {variant} · {result} · {plies} {}",
            shown(&g.white),
            shown(&g.black),
            if plies == 1 { "ply" } else { "plies" }
        ),
    }
}
