//! Glicko-2 ratings per server and variant, derived from the finished games.
//!
//! There is no separate rating state to keep in step with the games: a player's rating is
//! the result of replaying every rated finished game of that server and variant, in finish
//! order (`updated_at`, then game id), through Glicko-2 (the `skillratings` crate, Glickman's
//! defaults: start 1500 ± 350, volatility 0.06, tau 0.5), each game its own rating period.
//! The games come from the finished-game index ([`towers_store::index`]): a small summary per
//! game under its server, written in the same store transaction that archives the game, so a
//! crash can neither lose a rating update nor apply one twice. Cost: one read of the server's
//! summaries per question (O(finished games of that server)), no decoding of the archive.
//!
//! A game is rated when (all of):
//! - it was played on a server (its record has a guild);
//! - it finished after at least 2 plies (both sides moved; a game resigned or abandoned
//!   before that counts as aborted, as on most game servers; how it ended does not matter
//!   otherwise, and no text, a player's name or a reason kept from old records, is read);
//! - both players are people, or the server has turned on rated games against the bot
//!   ([`crate::service::server::settings::ServerSettings::rated_bot_games`], applied as
//!   currently set, also to older games);
//! - it is not marked unrated ([`crate::service::archive::unrated`]: the games of a
//!   tournament created with `rated: false`).

use std::collections::HashMap;

pub use skillratings::glicko2::Glicko2Rating;
use skillratings::glicko2::{glicko2, Glicko2Config};
pub use skillratings::Outcomes;

use crate::service::archive::game_index::GameIndex;
use crate::service::server::settings::Servers;
use crate::service::text::markdown::escape;
use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_rules::Variant;
use towers_store::index::GameSummary;
use towers_store::GameResult;

/// Fewest plies a finished game needs to be rated.
pub const MIN_RATED_PLIES: usize = 2;

/// How many players `/leaderboard` lists.
pub const LEADERBOARD_SIZE: usize = 10;

/// One player's rating on one server in one variant.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Discord user id.
    pub player: u64,
    /// Display name in their latest rated game.
    pub name: String,
    /// Glicko-2 rating (Glicko scale, start 1500).
    pub rating: f64,
    /// Rating deviation (Glicko scale, start 350).
    pub deviation: f64,
    /// Volatility (start 0.06).
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
}

/// The top of a server's standings in one variant, for `/leaderboard` (the front end lays
/// it out; Discord shows it as an embed).
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    /// The variant ranked.
    pub variant: Variant,
    /// At most [`LEADERBOARD_SIZE`] standings, best first (place = index + 1); empty when
    /// nobody has a rated game in `variant` on the server.
    pub rows: Vec<Standing>,
}

impl Leaderboard {
    /// The embed's title: "Bashni leaderboard of this server".
    pub fn title(&self) -> Message {
        Message::new("leaderboard-title").variant("variant", self.variant)
    }

    /// What an empty board says: "No rated Bashni games on this server yet."
    pub fn empty_text(&self) -> Message {
        Message::new("leaderboard-empty").variant("variant", self.variant)
    }

    /// What the numbers are (the embed's footer): "Glicko-2 rating ± deviation (rated games)".
    pub fn footer() -> Message {
        Message::new("leaderboard-footer")
    }

    /// One row without its place: `Alice — 1662 ± 290 (3 games)`, the name escaped for a
    /// Discord message ([`escape`]).
    pub fn row_text(s: &Standing) -> Message {
        Message::new("leaderboard-row")
            .text("player", escape(&s.name))
            .text("rating", rating_text(s))
            .count("games", s.games.into())
    }

    /// Plain text: the heading ("Bashni leaderboard of this server:") and one numbered line
    /// per row (`1. Alice — 1662 ± 290 (3 games)`), or [`Self::empty_text`].
    pub fn text(&self) -> Message {
        if self.rows.is_empty() {
            return self.empty_text();
        }
        let mut text = Message::new("leaderboard-heading").variant("variant", self.variant);
        for (place, s) in self.rows.iter().enumerate() {
            text = text.line(
                Message::new("leaderboard-place")
                    .count("place", place as u64 + 1)
                    .message("row", Self::row_text(s)),
            );
        }
        text
    }
}

/// Whether `game` counts for ratings (see the module docs); `rated_bot_games` is the
/// server's setting.
pub fn is_rated(game: &GameSummary, rated_bot_games: bool) -> bool {
    game.guild.is_some() && game.plies >= MIN_RATED_PLIES && (!game.bot || rated_bot_games)
}

/// Replays `games` (rated, one variant, any order) through Glicko-2 in finish order; the
/// standings by player id.
pub fn replay(games: &[&GameSummary]) -> HashMap<u64, Standing> {
    let mut ordered: Vec<&GameSummary> = games.to_vec();
    ordered.sort_by_key(|g| (g.updated_at, g.id));
    let mut table: HashMap<u64, Standing> = HashMap::new();
    for game in ordered {
        let result = &game.result;
        let outcome = match result {
            GameResult::WhiteWins => Outcomes::WIN,
            GameResult::BlackWins => Outcomes::LOSS,
            GameResult::Draw => Outcomes::DRAW,
        };
        let rating_of = |table: &HashMap<u64, Standing>, id: u64| {
            table
                .get(&id)
                .map_or_else(Glicko2Rating::new, |s| Glicko2Rating {
                    rating: s.rating,
                    deviation: s.deviation,
                    volatility: s.volatility,
                })
        };
        let white = rating_of(&table, game.white.id);
        let black = rating_of(&table, game.black.id);
        let (white, black) = rate(&white, &black, outcome);
        for (player, new) in [(&game.white, white), (&game.black, black)] {
            let entry = table.entry(player.id).or_insert_with(|| Standing {
                player: player.id,
                name: player.name.clone(),
                rating: 0.0,
                deviation: 0.0,
                volatility: 0.0,
                games: 0,
            });
            entry.name = player.name.clone();
            entry.rating = new.rating;
            entry.deviation = new.deviation;
            entry.volatility = new.volatility;
            entry.games += 1;
        }
    }
    table
}

/// One Glicko-2 rating period of one result between `a` and `b` (`outcome` from `a`'s side),
/// Glickman's defaults (see the module docs): the new ratings of both. The one update of the
/// game ratings, also used by the puzzle ratings (`crate::service::puzzle::ratings`).
pub fn rate(
    a: &Glicko2Rating,
    b: &Glicko2Rating,
    outcome: Outcomes,
) -> (Glicko2Rating, Glicko2Rating) {
    glicko2(a, b, &outcome, &Glicko2Config::new())
}

/// Standings sorted best first: rating descending, then smaller deviation, then player id
/// (a stable order).
pub fn ranked(table: HashMap<u64, Standing>) -> Vec<Standing> {
    let mut list: Vec<Standing> = table.into_values().collect();
    list.sort_by(|a, b| {
        b.rating
            .total_cmp(&a.rating)
            .then(a.deviation.total_cmp(&b.deviation))
            .then(a.player.cmp(&b.player))
    });
    list
}

/// `1523 ± 87`: a rating and its deviation, rounded.
pub fn rating_text(s: &Standing) -> String {
    format!("{:.0} ± {:.0}", s.rating, s.deviation)
}

/// `/rating`, `/leaderboard` and `/stats` of every server: read from the finished-game
/// index, with the servers' settings (whether games against the bot are rated).
#[derive(Clone)]
pub struct Ratings {
    pub(super) index: GameIndex,
    servers: Servers,
}

impl Ratings {
    /// Ratings over `index`, with the settings of `servers`.
    pub fn new(index: GameIndex, servers: Servers) -> Self {
        Ratings { index, servers }
    }

    /// The standings of server `guild` in `variant`, best first (only players with at least
    /// one rated game). Errors: `Store` when the index cannot be read.
    pub fn standings(&self, guild: u64, variant: Variant) -> Result<Vec<Standing>, ServiceError> {
        let bots_rated = self.servers.settings(guild)?.rated_bot_games;
        let games = self.index.of_guild(guild)?;
        let unrated = crate::service::archive::unrated::of_guild(self.index.store(), guild)?;
        let rated: Vec<&GameSummary> = games
            .iter()
            .filter(|g| {
                g.variant == variant.name() && is_rated(g, bots_rated) && !unrated.contains(&g.id)
            })
            .collect();
        Ok(ranked(replay(&rated)))
    }

    /// `/rating`: `player`'s (`name` for the text) rating on server `guild` in `variant`
    /// (`rating-line`), or `rating-none` when they have no rated game there. Errors: `Store`
    /// when the index cannot be read.
    pub fn rating_reply(
        &self,
        guild: u64,
        player: u64,
        name: &str,
        variant: Variant,
    ) -> Result<Message, ServiceError> {
        let standings = self.standings(guild, variant)?;
        let name = escape(name);
        Ok(
            match standings
                .iter()
                .enumerate()
                .find(|(_, s)| s.player == player)
            {
                Some((place, s)) => Message::new("rating-line")
                    .text("player", name)
                    .variant("variant", variant)
                    .text("rating", rating_text(s))
                    .count("games", s.games.into())
                    .count("place", place as u64 + 1)
                    .count("total", standings.len() as u64),
                None => Message::new("rating-none")
                    .text("player", name)
                    .variant("variant", variant),
            },
        )
    }

    /// `/leaderboard`: the top [`LEADERBOARD_SIZE`] of server `guild` in `variant`, best
    /// first (empty `rows` when nobody has a rated game there yet). Errors: `Store` when the
    /// archive cannot be read.
    pub fn leaderboard(&self, guild: u64, variant: Variant) -> Result<Leaderboard, ServiceError> {
        let mut rows = self.standings(guild, variant)?;
        rows.truncate(LEADERBOARD_SIZE);
        Ok(Leaderboard { variant, rows })
    }
}
