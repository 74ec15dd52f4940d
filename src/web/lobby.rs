//! The lobby's challenge (`docs/activity.md`, `challenge`): the options the board sends,
//! turned into the same [`Request::Challenge`] `/challenge` makes, so that the service's
//! challenge policy gives the same defaults and refusals. The opponent is the bot, anyone
//! here (an open challenge), or a person who has the board open in the channel
//! ([`super::presence`]): the server names them, never the client.

use std::str::FromStr;

use super::protocol::LobbyChallenge;
use super::Web;
use crate::service::api::{ChallengeRequest, ColorChoice, Message, Opponent, Player};
use crate::service::api::{Request, Variant};

/// What the client sends for the bot as the opponent.
pub const BOT: &str = "bot";

/// The request `/challenge` would make with these options in `channel` (on server `guild`,
/// if any), or the
/// refusal: an opponent not on the board (`activity-refuse-not-on-board`), an option the
/// board never sends (`refuse-options-unreadable`), the bot's user unknown to Discord now
/// (`internal-error`).
pub async fn challenge(
    web: &Web,
    channel: u64,
    guild: Option<u64>,
    lobby: LobbyChallenge,
) -> Result<Request, Message> {
    let unreadable = |error: String| Message::new("refuse-options-unreadable").text("error", error);
    let opponent = match lobby.opponent.as_deref() {
        None => Opponent::Anyone,
        Some(BOT) => {
            let bot = web.discord.bot_user().await.map_err(|e| {
                tracing::warn!(error = %e, "the Activity cannot ask Discord for the bot's user");
                Message::new("internal-error")
            })?;
            Opponent::ThisBot(Player {
                id: bot.id,
                name: bot.name,
            })
        }
        Some(id) => {
            let person = id
                .parse()
                .ok()
                .and_then(|id| web.presence.find(channel, id));
            Opponent::Person(person.ok_or_else(|| Message::new("activity-refuse-not-on-board"))?)
        }
    };
    let variant = lobby
        .variant
        .as_deref()
        .map(Variant::from_str)
        .transpose()
        .map_err(|e| unreadable(e.to_string()))?;
    let color = lobby
        .color
        .as_deref()
        .map(ColorChoice::from_str)
        .transpose()
        .map_err(|e| unreadable(e.to_string()))?;
    Ok(Request::Challenge(ChallengeRequest {
        opponent,
        variant,
        level: lobby.level,
        color,
        rules: None,
        time: lobby.time,
        clock: lobby.clock,
        // A game started on the board is played on the board, in its channel.
        thread: Some(false),
        guild,
        // The Activity does not read the member's roles: a server that lets only a role start
        // games refuses challenges from the board as from a member without it.
        roles: Vec::new(),
    }))
}
