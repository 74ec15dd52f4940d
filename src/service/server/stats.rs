//! `/stats`: a player's wins, draws and losses per variant on one server, counted over every
//! finished game there (rated or not), read from the server's finished-game index.

use std::collections::BTreeMap;

use crate::service::server::ratings::Ratings;
use crate::service::text::markdown::escape;
use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_rules::Variant;
use towers_store::index::GameSummary;
use towers_store::GameResult;

/// Wins, draws and losses of one player in one variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// `player`'s tally per variant name over `games` (games they did not play are skipped).
pub fn tallies(games: &[GameSummary], player: u64) -> BTreeMap<String, Tally> {
    let mut out: BTreeMap<String, Tally> = BTreeMap::new();
    for g in games {
        let result = &g.result;
        let white = if g.white.id == player {
            true
        } else if g.black.id == player {
            false
        } else {
            continue;
        };
        let t = out.entry(g.variant.clone()).or_default();
        match (result, white) {
            (GameResult::Draw, _) => t.draws += 1,
            (GameResult::WhiteWins, true) | (GameResult::BlackWins, false) => t.wins += 1,
            _ => t.losses += 1,
        }
    }
    out
}

impl Ratings {
    /// `/stats`: `player`'s (`name` for the text) results per variant on server `guild`: a
    /// heading and one line each (`Bashni: 2 wins, 1 draw, 0 losses`, in the reader's
    /// language with its plural forms), variants in [`Variant::ALL`] order; `stats-none` when
    /// the player has no finished game there. Errors: `Store` when the index cannot be read.
    pub fn stats_reply(
        &self,
        guild: u64,
        player: u64,
        name: &str,
    ) -> Result<Message, ServiceError> {
        let tallies = tallies(&self.index.of_guild(guild)?, player);
        let name = escape(name);
        if tallies.is_empty() {
            return Ok(Message::new("stats-none").text("player", name));
        }
        let mut text = Message::new("stats-title").text("player", name);
        for v in Variant::ALL {
            if let Some(t) = tallies.get(v.name()) {
                text = text.line(
                    Message::new("stats-line")
                        .variant("variant", v)
                        .message("wins", Message::new("stats-wins").count("n", t.wins.into()))
                        .message(
                            "draws",
                            Message::new("stats-draws").count("n", t.draws.into()),
                        )
                        .message(
                            "losses",
                            Message::new("stats-losses").count("n", t.losses.into()),
                        ),
                );
            }
        }
        Ok(text)
    }
}
