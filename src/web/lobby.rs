//! The lobby's challenge (`docs/activity.md`, `challenge`): the options the board sends,
//! turned into the same [`Request::Challenge`] `/challenge` makes, so that the service's
//! challenge policy gives the same defaults and refusals. The opponent is the bot, anyone
//! here (an open challenge), or a person who has the board open in the channel
//! ([`super::presence`]): the server names them, never the client. What the lobby shows
//! before the player changes anything is the server's settings ([`defaults`]).

use std::str::FromStr;

use reqwest::StatusCode;

use super::discord_api::ApiError;
use super::protocol::{LobbyChallenge, LobbyDefaults};
use super::Web;
use crate::service::api::{ChallengeRequest, ColorChoice, Message, Opponent, Player};
use crate::service::api::{Lang, Request, Starters, Variant, DEFAULT_MOVE_LIMIT_SECS};

/// What the client sends for the bot as the opponent.
pub const BOT: &str = "bot";

/// The request `/challenge` would make with these options from `user` in `channel` (on
/// server `guild`, if any), with the member's roles when the server lets only a role start
/// games ([`roles`]), or the refusal: an opponent not on the board
/// (`activity-refuse-not-on-board`), an option the board never sends
/// (`refuse-options-unreadable`), the bot's user unknown to Discord now (`internal-error`),
/// the member's roles unknown to Discord now (`activity-refuse-roles-unknown`).
pub async fn challenge(
    web: &Web,
    channel: u64,
    guild: Option<u64>,
    user: u64,
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
        roles: roles(web, guild, user).await?,
    }))
}

/// The roles of `user` on server `guild` as the challenge policy reads them: asked of Discord
/// (remembered for a short while, `discord_api.rs`) only when the server lets only a role
/// start games; none otherwise, or when Discord says they are not a member. Refused
/// (`activity-refuse-roles-unknown`) when Discord cannot say now: nothing is started.
async fn roles(web: &Web, guild: Option<u64>, user: u64) -> Result<Vec<u64>, Message> {
    let Some(guild) = guild else {
        return Ok(Vec::new());
    };
    let games = web.games.clone();
    let starters = tokio::task::spawn_blocking(move || {
        games.servers().settings_to_start(Some(guild)).starters
    })
    .await
    .map_err(|_| Message::new("internal-error"))?;
    if matches!(starters, Starters::Everyone) {
        return Ok(Vec::new());
    }
    match web.discord.member_roles(guild, user).await {
        Ok(roles) => Ok(roles),
        Err(ApiError::Refused(StatusCode::NOT_FOUND)) => Ok(Vec::new()),
        Err(e) => {
            tracing::warn!(error = %e, guild, "the Activity cannot ask Discord for a member's roles");
            Err(Message::new("activity-refuse-roles-unknown"))
        }
    }
}

/// What a challenge from the board gets on server `guild` (none: the defaults) for what it
/// leaves out, as `/challenge` applies it: the server's default variant and time per move
/// (`/configure`), the pace's label worded in `lang`. Reads the store off the runtime; the
/// defaults apply when the settings cannot be read, as for a start.
pub async fn defaults(web: &Web, guild: Option<u64>, lang: Lang) -> LobbyDefaults {
    let games = web.games.clone();
    let settings = tokio::task::spawn_blocking(move || games.servers().settings_to_start(guild))
        .await
        .unwrap_or_default();
    let time_secs = settings
        .move_time_limit_secs
        .unwrap_or(DEFAULT_MOVE_LIMIT_SECS);
    LobbyDefaults {
        variant: settings.default_variant().name().to_string(),
        time_secs,
        per_move: Message::new("activity-lobby-per-move")
            .duration("limit", time_secs)
            .render(lang),
    }
}
