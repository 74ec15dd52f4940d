//! Running a [`Request`] for the invoking user and posting the service's reply in the channel.

use std::sync::atomic::Ordering::SeqCst;
use std::time::{SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::{channel_message, edited, public};
use super::deadline::{command_deadline, queued_deadline};
use super::error::{ephemeral, CommandError};
use super::retry::{acknowledge, with_retry};
use super::{Context, Data};
use crate::service::api::{
    BotTurn, Lang, Message, Player, Reply, Request, ServerAnswer, ServerQuery, Turn,
};

/// The store's view of a Discord user: id and the name shown in this guild (nickname, else
/// global name, else user name). `nick` is the guild nickname when the interaction has it.
pub fn player(user: &serenity::User, nick: Option<&str>) -> Player {
    Player {
        id: user.id.get(),
        name: nick.unwrap_or_else(|| user.display_name()).to_string(),
    }
}

/// The language of answers only the invoker sees: the invoker's Discord locale.
pub fn private_lang(ctx: Context<'_>) -> Lang {
    Lang::from_discord(ctx.locale().unwrap_or_default())
}

/// The language of public messages in the command's server: see [`server_lang`], with the
/// interaction's `guild_locale`.
pub async fn public_lang(ctx: Context<'_>) -> Lang {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.clone(),
        poise::Context::Prefix(_) => None,
    };
    server_lang(
        ctx.data(),
        ctx.guild_id().map(|g| g.get()),
        guild_locale.as_deref(),
    )
    .await
}

/// The language of public messages on server `guild`: the one chosen with `/configure
/// language`, else `guild_locale` (the server's community language, as an interaction
/// reports it), else English. Settings that cannot be read count as no choice (logged).
pub async fn server_lang(games: &Data, guild: Option<u64>, guild_locale: Option<&str>) -> Lang {
    if let Some(guild) = guild {
        let games = games.clone();
        let asked =
            tokio::task::spawn_blocking(move || games.server(guild, &ServerQuery::ServerSettings))
                .await;
        match asked {
            Ok(Ok(ServerAnswer::ServerSettings(settings))) => {
                if let Some(lang) = settings.language() {
                    return lang;
                }
            }
            Ok(Ok(_)) => {}
            Ok(Err(e)) => tracing::warn!(guild, error = %e, "server settings unreadable"),
            Err(e) => tracing::warn!(guild, error = %e, "server settings task failed"),
        }
    }
    guild_locale.map_or(Lang::ENGLISH, Lang::from_discord)
}

/// The command's author as a [`Player`].
pub fn author(ctx: Context<'_>) -> Player {
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.nick.as_deref()),
        poise::Context::Prefix(_) => None,
    };
    player(ctx.author(), nick)
}

/// Runs `request` for the command's author in the command's channel, then posts the reply
/// publicly (text plus `board.png` when there is a picture). A refusal or failure becomes a
/// [`CommandError`] for the framework's `on_error`. If the service takes longer than
/// [`defer_after`], the interaction is deferred first (publicly: a refusal arriving after
/// that is visible to the channel too, which beats no answer at all).
///
/// When the reply says the bot is to move (a human move or a new game against the bot), the
/// interaction is deferred at once instead, the bot's turn runs on a blocking thread, and the
/// original response is edited with the board after the bot's move and both moves in the
/// text. Refusals of the human's command come before the defer, so they stay ephemeral.
///
/// Delivery: every request to Discord is retried while it fails transiently
/// ([`super::retry`]). A reply that changed the game and still cannot be delivered is
/// posted as a channel message instead; if that fails too, it waits as a notice shown
/// with the channel's next public answer ([`crate::service::api::GameService::leave_notice`]). Waiting notices
/// are put in front of this reply's text.
pub async fn respond(ctx: Context<'_>, request: Request) -> Result<(), CommandError> {
    let mut deferred = false;
    let channel = ctx.channel_id().get();
    let turn = run(ctx, channel, request, &mut deferred, false).await?;
    let lang = public_lang(ctx).await;
    let (answer, edit) = match turn.bot {
        None => (turn.reply, false),
        Some(bot) => {
            if !deferred {
                match defer(ctx, false).await {
                    Ok(()) => deferred = true,
                    Err(e) => {
                        tracing::error!(error = %e, channel, "cannot defer before the bot's turn")
                    }
                }
            }
            (bot_reply(bot).await, deferred)
        }
    };
    let answer = with_notices(ctx.data(), channel, answer);
    let over = answer.game_over;
    let delivered = if edit {
        with_retry("edit of the original response", || {
            edit_original(ctx, answer.clone(), lang)
        })
        .await
    } else {
        send(ctx, public(answer.clone(), lang)).await
    };
    if let Err(e) = delivered {
        fall_back(
            ctx.serenity_context(),
            ctx.data(),
            channel,
            answer,
            lang,
            &e,
        )
        .await;
    }
    super::thread_end::close_if_over(ctx, over).await;
    Ok(())
}

/// Runs the bot's turn on a blocking thread: the reply after the bot's move, or the lead
/// followed by `bot-could-not-move` when the turn failed.
pub(super) async fn bot_reply(bot: BotTurn<'static>) -> Reply {
    let lead = bot.lead().clone();
    match tokio::task::spawn_blocking(move || bot.run()).await {
        Ok(reply) => reply,
        Err(e) => {
            tracing::error!(error = %e, "the bot's turn failed");
            BotTurn::failed(lead)
        }
    }
}

/// `reply` with the channel's waiting notices (answers that never arrived) in front.
pub(super) fn with_notices(games: &Data, channel: u64, mut reply: Reply) -> Reply {
    let notices = games.take_notices(channel);
    if notices.is_empty() {
        return reply;
    }
    let mut lines: Vec<Message> = notices
        .iter()
        .map(|n| Message::new("missed-answer").text("text", n.as_str()))
        .collect();
    lines.push(reply.message);
    reply.message = Message::Lines(lines);
    reply
}

/// Marks an earlier answer that is shown late, in front of a later reply (message
/// `missed-answer`; this is its English wording before the answer).
pub const MISSED_PREFIX: &str = "(Earlier answer that did not get through:)";

/// Sends `message` as the interaction's first response, or as a follow-up once there is
/// one, retrying transient failures (a retry refused as already acknowledged counts as
/// sent).
pub(super) async fn send(ctx: Context<'_>, message: CreateReply) -> Result<(), serenity::Error> {
    if responded(ctx) {
        with_retry("follow-up", || {
            let message = message.clone();
            async move { ctx.send(message).await.map(drop) }
        })
        .await
    } else {
        acknowledge("interaction response", || {
            let message = message.clone();
            async move { ctx.send(message).await.map(drop) }
        })
        .await?;
        mark_responded(ctx);
        Ok(())
    }
}

/// Defers the interaction (the "thinking..." state), retrying transient failures.
async fn defer(ctx: Context<'_>, private: bool) -> Result<(), serenity::Error> {
    acknowledge("deferral", || async move {
        if private {
            ctx.defer_ephemeral().await
        } else {
            ctx.defer().await
        }
    })
    .await?;
    mark_responded(ctx);
    Ok(())
}

/// Whether the interaction has its first response.
fn responded(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app.has_sent_initial_response.load(SeqCst),
        poise::Context::Prefix(_) => false,
    }
}

/// Records that the interaction has its first response (also when only a retry learned
/// that it had), so that poise sends the next message as a follow-up.
fn mark_responded(ctx: Context<'_>) {
    if let poise::Context::Application(app) = ctx {
        app.has_sent_initial_response.store(true, SeqCst);
    }
}

/// The last resort for a reply that changed the game but could not be delivered as an
/// interaction answer (`error`): post it in `channel`; failing that, leave it as a notice
/// for the channel's next answer. Nothing is undone: the change is stored either way.
pub(super) async fn fall_back(
    ctx: &serenity::Context,
    games: &Data,
    channel: u64,
    reply: Reply,
    lang: Lang,
    error: &serenity::Error,
) {
    tracing::warn!(channel, %error, "the answer did not reach Discord; posting it in the channel");
    let Some(id) = std::num::NonZeroU64::new(channel).map(serenity::ChannelId::from) else {
        games.leave_notice(channel, reply.message.render(lang));
        return;
    };
    let posted = with_retry("channel message", || {
        id.send_message(ctx, channel_message(reply.clone(), lang))
    })
    .await;
    if let Err(e) = posted {
        games.leave_notice(channel, reply.message.render(lang));
        tracing::error!(channel, error = %e, "cannot post in the channel either; kept a notice");
    }
}

/// When the command's interaction must be deferred if its answer is not ready: at once when
/// the answer's work would wait in line ([`queued_deadline`]), else [`command_deadline`].
async fn answer_deadline(ctx: Context<'_>) -> tokio::time::Instant {
    match queued_deadline(ctx.data().as_ref()) {
        Some(now) => now,
        None => command_deadline(ctx).await,
    }
}

/// Runs `request` for the command's author in `channel` (the command's channel, or the game
/// thread it opened) on a blocking thread; defers the interaction (publicly, or only for the
/// invoker when `private`) when that takes longer than [`defer_after`] and `deferred` is
/// still false (it is then set). A deferral that fails is logged; the service's work goes
/// on and its answer is delivered as well as it can be. The bot's turn, if the reply leaves
/// the bot to move, is in the returned [`Turn`], not run yet.
pub(super) async fn run(
    ctx: Context<'_>,
    channel: u64,
    request: Request,
    deferred: &mut bool,
    private: bool,
) -> Result<Turn<'static>, CommandError> {
    let games = ctx.data().clone();
    let user = author(ctx);
    let now = unix_now();
    let deadline = answer_deadline(ctx).await;
    let mut task = tokio::task::spawn_blocking(move || games.handle(channel, &user, &request, now));
    let outcome = match tokio::time::timeout_at(deadline, &mut task).await {
        Ok(outcome) => outcome,
        Err(_) if *deferred => task.await,
        Err(_) => {
            tracing::warn!(command = %ctx.command().name, "answer not ready; deferring");
            match defer(ctx, private).await {
                Ok(()) => *deferred = true,
                Err(e) => tracing::error!(error = %e, channel, "cannot defer a slow command"),
            }
            task.await
        }
    };
    outcome?.map_err(CommandError::from_service)
}

/// Replaces the deferred ("thinking...") response with `reply` (PATCH of the original
/// response, not a follow-up).
async fn edit_original(ctx: Context<'_>, reply: Reply, lang: Lang) -> Result<(), serenity::Error> {
    match ctx {
        poise::Context::Application(app) => {
            app.interaction
                .edit_response(ctx.serenity_context(), edited(reply, lang))
                .await?;
        }
        poise::Context::Prefix(_) => {
            ctx.send(public(reply, lang)).await?;
        }
    }
    Ok(())
}

/// Runs `request` and answers only the invoker with the reply's text (deferring
/// ephemerally when the service is slow).
pub async fn respond_privately(ctx: Context<'_>, request: Request) -> Result<(), CommandError> {
    let channel = ctx.channel_id().get();
    let turn = run(ctx, channel, request, &mut false, true).await?;
    send(ctx, ephemeral(turn.reply.message.render(private_lang(ctx)))).await?;
    Ok(())
}

pub(super) fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}
