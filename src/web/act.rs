//! What a socket does for its user: learn who and where they are from Discord
//! ([`identify`]), carry out their requests through the service as the Activity's
//! ([`request`]), and read the channel's state for them ([`live`]).

use std::sync::Arc;
use std::time::Instant;

use super::discord_api::ApiError;
use super::protocol::{ClientMessage, ErrorCode, ServerMessage};
use super::Web;
use crate::config::Token;
use crate::service::api::{Lang, Message, Origin, Player, Request, ServiceError};

/// A socket's user, in the channel of their activity instance.
pub struct Viewer {
    pub player: Player,
    pub channel: u64,
    /// The channel's server, if any (its settings apply to a challenge from the board).
    pub guild: Option<u64>,
    /// The language of the hello's locale (the SDK's), else of the user's Discord locale,
    /// else English ([`chosen_lang`]).
    pub lang: Lang,
}

/// The user of `access_token`, in the channel of `instance_id` if Discord lists them in it;
/// `fresh`: the token's user asked of Discord now, not as remembered (the periodic re-check;
/// the instance is remembered for seconds only, and shared by its sockets).
///
/// Errors: the token is unknown to Discord ([`ErrorCode::BadToken`], also for a token of a
/// shape Discord never gives); the instance is unknown or does not list the user
/// ([`ErrorCode::NotInInstance`]); Discord cannot be asked now.
pub async fn identify(
    web: &Web,
    access_token: &Token,
    instance_id: &str,
    locale: Option<&str>,
    fresh: bool,
) -> Result<Viewer, ErrorCode> {
    let unreachable = |e: ApiError| {
        match e {
            // Our own bound, reached under a flood: not worth a line per request.
            ApiError::Busy => tracing::debug!("the Activity's calls to Discord are spent"),
            e => tracing::warn!(error = %e, "the Activity cannot ask Discord"),
        }
        ErrorCode::DiscordUnreachable
    };
    let me = match web.discord.me(access_token, fresh).await {
        Ok(me) => me,
        Err(ApiError::Refused(_)) => return Err(ErrorCode::BadToken),
        Err(e) => return Err(unreachable(e)),
    };
    let instance = match web.discord.instance(instance_id, me.id).await {
        Ok(instance) => instance,
        Err(ApiError::Refused(_)) => return Err(ErrorCode::NotInInstance),
        Err(e) => return Err(unreachable(e)),
    };
    if !instance.users.contains(&me.id) {
        return Err(ErrorCode::NotInInstance);
    }
    let lang = chosen_lang(locale, me.locale.as_deref());
    Ok(Viewer {
        player: Player {
            id: me.id,
            name: me.name,
        },
        channel: instance.channel,
        guild: instance.guild,
        lang,
    })
}

/// The language of a socket: the locale the client read from Discord's SDK, else the locale
/// of the user's Discord account, else English. A blank locale counts as none (the client
/// sends none rather than a guess of its own).
pub fn chosen_lang(sdk: Option<&str>, account: Option<&str>) -> Lang {
    let given = |l: &Option<&str>| l.is_some_and(|l| !l.trim().is_empty());
    [sdk, account]
        .into_iter()
        .find(given)
        .flatten()
        .map_or(Lang::ENGLISH, |l| Lang::from_discord(l.trim()))
}

/// Carries out `message` for `viewer` as the Activity's request; the answer to send, if any
/// (a refusal: the new state reaches every socket of the channel as a game event). When the
/// answer leaves the bot to move, its turn runs in the background.
pub async fn request(
    web: &Arc<Web>,
    viewer: &Viewer,
    message: ClientMessage,
) -> Option<ServerMessage> {
    let starts = matches!(
        message,
        ClientMessage::Challenge(_) | ClientMessage::Rematch { .. }
    );
    if starts && !web.starts.allow(viewer.player.id) {
        return Some(refused(
            Message::new("activity-refuse-too-many-starts"),
            viewer.lang,
        ));
    }
    let request = match message {
        // A second hello changes nothing: the socket stays who and where it is.
        ClientMessage::Hello { .. } => return None,
        ClientMessage::Move { notation } => Request::Play { notation },
        ClientMessage::Resign => Request::Resign,
        ClientMessage::Draw => Request::Draw,
        ClientMessage::Takeback => Request::Takeback,
        ClientMessage::Accept => Request::Accept,
        ClientMessage::Decline => Request::Decline,
        // The socket gives lesson requests to `learn.rs`.
        ClientMessage::Learn { .. }
        | ClientMessage::LearnMove { .. }
        | ClientMessage::LearnHint
        | ClientMessage::LearnNext => return None,
        ClientMessage::Challenge(lobby) => {
            match super::lobby::challenge(
                web,
                viewer.channel,
                viewer.guild,
                viewer.player.id,
                lobby,
            )
            .await
            {
                Ok(request) => request,
                Err(why) => return Some(refused(why, viewer.lang)),
            }
        }
        ClientMessage::Rematch { game } => match game.parse() {
            Ok(game) => Request::Rematch { game },
            Err(_) => return Some(refused(Message::new("refuse-stale-button"), viewer.lang)),
        },
        // Answered by the socket itself, which keeps the game read (`review.rs`) and knows
        // whether it was asked for the list of people on the board.
        ClientMessage::Position { .. } | ClientMessage::Members => return None,
        // The Tournaments tab's requests: `events.rs`, through the socket, which keeps what it
        // watches.
        ClientMessage::Tournaments
        | ClientMessage::Tournament { .. }
        | ClientMessage::TournamentJoin { .. }
        | ClientMessage::TournamentLeave { .. }
        | ClientMessage::TournamentBoard { .. }
        | ClientMessage::Home => return None,
    };
    let games = web.games.clone();
    let presence = web.presence.clone();
    let (channel, player) = (viewer.channel, viewer.player.clone());
    let done = tokio::task::spawn_blocking(move || {
        // The service's own clock (the system's, or a test's).
        let now = games.clock_now_ms() / 1000;
        let turn = games
            .clone()
            .handle_from(Origin::Activity, channel, &player, &request, now)?;
        // The channel sees the move as it would see a /move's answer (posted by the Discord
        // front end); with the bot to move, once with the bot's answer after it.
        if turn.bot.is_none() {
            super::quiet::announce(&games, &presence, channel, turn.reply.clone());
        }
        Ok::<_, ServiceError>((games, presence, turn.bot))
    })
    .await;
    match done {
        Ok(Ok((games, presence, bot))) => {
            if let Some(bot) = bot {
                // The bot's move is published as a game event when stored, and posted.
                tokio::task::spawn_blocking(move || {
                    super::quiet::announce(&games, &presence, channel, bot.run());
                });
            }
            None
        }
        Ok(Err(ServiceError::Refused(why))) => Some(refused(why, viewer.lang)),
        Ok(Err(e)) => {
            tracing::error!(error = %e, channel, "an Activity request failed");
            Some(refused(Message::new("internal-error"), viewer.lang))
        }
        Err(e) => {
            tracing::error!(error = %e, channel, "an Activity request's task failed");
            Some(refused(Message::new("internal-error"), viewer.lang))
        }
    }
}

pub(super) fn refused(why: Message, lang: Lang) -> ServerMessage {
    ServerMessage::Refused {
        text: why.render(lang),
    }
}

/// The channel's state for `viewer` as of a change learnt of at `since` (a view read since
/// then is shared: [`super::views::Views`]), or the refusal saying it cannot be read.
pub async fn live(web: &Arc<Web>, viewer: &Viewer, since: Instant) -> ServerMessage {
    match web
        .views
        .view(&web.games, viewer.channel, viewer.lang, since)
        .await
    {
        Ok(view) => ServerMessage::State {
            state: Box::new(view.for_viewer(viewer.player.id)),
        },
        Err(ServiceError::Refused(why)) => refused(why, viewer.lang),
        Err(e) => {
            tracing::error!(error = %e, channel = viewer.channel, "cannot read an Activity's state");
            refused(Message::new("internal-error"), viewer.lang)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sdk_locale_then_the_account_one_then_english() {
        let code = |sdk, account| chosen_lang(sdk, account).code();
        assert_eq!(code(Some("pl"), Some("ru")), "pl");
        assert_eq!(code(None, Some("pl")), "pl");
        assert_eq!(code(Some(""), Some("pt-BR")), "pt-BR");
        assert_eq!(code(Some("  "), None), "en");
        assert_eq!(code(None, None), "en");
    }
}
