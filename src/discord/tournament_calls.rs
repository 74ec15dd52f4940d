//! What the `/tournament` and `/arena` subcommands share: running the service off the async
//! runtime, answering in public without pings, and an event's announcement thread.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::{channel_message, fit, no_pings};
use super::error::CommandError;
use super::reply::{public_lang, unix_now};
use super::Context;
use crate::service::api::{GameService, Lang, Message, Reply, ServiceError};

/// Runs `work` on the service off the async runtime; a refusal becomes the command's.
pub async fn blocking<T: Send + 'static>(
    ctx: Context<'_>,
    work: impl FnOnce(&GameService, u64) -> Result<T, ServiceError> + Send + 'static,
) -> Result<T, CommandError> {
    let games = ctx.data().clone();
    let now = games.now(unix_now());
    tokio::task::spawn_blocking(move || work(&games, now))
        .await?
        .map_err(CommandError::from_service)
}

/// Posts `message` as the command's public answer, pinging nobody.
pub async fn say(ctx: Context<'_>, message: Message) -> Result<(), CommandError> {
    let text = fit(message.render(public_lang(ctx).await));
    ctx.send(
        CreateReply::default()
            .content(text)
            .allowed_mentions(no_pings()),
    )
    .await?;
    Ok(())
}

/// Posts an event's `announcement` in a new public thread `title` of the command's channel
/// (archived after `archive` without messages), which `record(service, thread)` stores as
/// the event's home; in the channel itself when the thread cannot be made. The channel it
/// went to. Errors: the service's refusal, or Discord's on sending.
pub async fn announce_in_thread(
    ctx: Context<'_>,
    title: String,
    archive: serenity::AutoArchiveDuration,
    announcement: Reply,
    lang: Lang,
    record: impl FnOnce(&GameService, u64) -> Result<(), ServiceError> + Send + 'static,
) -> Result<serenity::ChannelId, CommandError> {
    let thread = serenity::CreateThread::new(title)
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(archive);
    let home = match ctx.channel_id().create_thread(ctx, thread).await {
        Ok(thread) => {
            let thread_id = thread.id.get();
            blocking(ctx, move |g, _| record(g, thread_id)).await?;
            thread.id
        }
        Err(e) => {
            tracing::warn!(error = %e, "cannot create an event's thread; announcing in the channel");
            ctx.channel_id()
        }
    };
    home.send_message(ctx, channel_message(announcement, lang))
        .await?;
    Ok(home)
}
