//! A change made on the board, announced in the channel quietly: it updates the game's one
//! live message (the Discord front end edits it in place), and pings the addressee only when
//! they are not on the board, at most once a turn ([`super::presence::Presence::ping`]).

use super::presence::{Presence, TurnKey};
use crate::service::api::{GameService, Lang, Reply};

/// Announces `reply` for `channel` through `games`, its ping dropped when `presence` says the
/// addressee sees the board or was pinged this turn. Reads the store (call off the runtime).
pub fn announce(games: &GameService, presence: &Presence, channel: u64, mut reply: Reply) {
    let game = games
        .live(channel, 0, Lang::ENGLISH)
        .ok()
        .and_then(|state| state.game)
        .map(|g| TurnKey {
            game: g.id,
            plies: g.moves.len(),
        });
    if let Some(user) = reply.mention {
        let ping = game.is_none_or(|turn| presence.ping(channel, user, turn));
        if !ping {
            reply.mention = None;
        }
    }
    if reply.game_over {
        presence.forget(channel);
    }
    games.announce_in_place(channel, game.map(|turn| turn.game), reply);
}
