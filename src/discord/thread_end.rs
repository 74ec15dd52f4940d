//! A game's thread when the game ends: whether a command or a button came from a thread, and
//! archiving it after the final message, so the channel's thread list shows only games in
//! progress.

use poise::serenity_prelude as serenity;

use super::retry::with_retry;
use super::Context;

/// Whether an interaction's channel (as Discord describes it in the interaction) is a thread.
pub fn is_thread(channel: Option<&serenity::PartialChannel>) -> bool {
    channel.is_some_and(|c| {
        matches!(
            c.kind,
            serenity::ChannelType::PublicThread
                | serenity::ChannelType::PrivateThread
                | serenity::ChannelType::NewsThread
        )
    })
}

/// Whether the command was typed inside a thread.
pub fn typed_in_thread(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => is_thread(app.interaction.channel.as_ref()),
        poise::Context::Prefix(_) => false,
    }
}

/// After a command's public answer: when it ended the game (`over`, the reply's
/// `game_over`) and the command came from a thread, [`archive`]s the thread.
pub async fn close_if_over(ctx: Context<'_>, over: bool) {
    if over && typed_in_thread(ctx) {
        archive(ctx.http(), ctx.channel_id().get()).await;
    }
}

/// Archives the thread `thread` (`PATCH /channels/{thread}` with `archived: true`); call it
/// after the game's final message is posted. Failures are logged only: the result is
/// already shown, and an open thread is harmless.
pub async fn archive(http: &serenity::Http, thread: u64) {
    let channel = serenity::ChannelId::new(thread);
    if let Err(e) = with_retry("archiving a finished game's thread", || async move {
        channel
            .edit_thread(http, serenity::EditThread::new().archived(true))
            .await
            .map(drop)
    })
    .await
    {
        tracing::warn!(error = %e, thread, "cannot archive a finished game's thread");
    }
}
