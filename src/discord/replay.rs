//! `/replay`: the channel's current or last game as an animated GIF attachment.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::fit;
use super::compose::no_pings;
use super::deadline::command_deadline;
use super::error::CommandError;
use super::Context;

/// Replay this channel's current (or last) game as an animated picture.
#[poise::command(slash_command)]
pub async fn replay(ctx: Context<'_>) -> Result<(), CommandError> {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    // A refusal (no game) is immediate and stays ephemeral; making the picture of a long game
    // can pass Discord's 3 s, so then the answer is deferred publicly first.
    let deadline = command_deadline(ctx).await;
    let mut task = tokio::task::spawn_blocking(move || games.replay(channel));
    // The caption is posted in the channel: in the server's language, read while the GIF is
    // made and counted in the time before deferring.
    let lang = super::reply::public_lang(ctx).await;
    let outcome = match tokio::time::timeout_at(deadline, &mut task).await {
        Ok(outcome) => outcome,
        Err(_) => {
            ctx.defer().await?;
            task.await
        }
    };
    let replay = outcome?.map_err(CommandError::from_service)?;
    let file = serenity::CreateAttachment::bytes(replay.gif, replay.file_name);
    ctx.send(
        CreateReply::default()
            .content(fit(replay.text.render(lang)))
            .allowed_mentions(no_pings())
            .attachment(file),
    )
    .await?;
    Ok(())
}
