//! `/pdn`: the channel's current or last game as a PDN attachment.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::no_pings;
use super::error::CommandError;
use super::Context;

/// Export this channel's current (or last) game as a PDN file.
#[poise::command(slash_command)]
pub async fn pdn(ctx: Context<'_>) -> Result<(), CommandError> {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    let export = tokio::task::spawn_blocking(move || games.pdn(channel))
        .await?
        .map_err(CommandError::from_service)?;
    let file = serenity::CreateAttachment::bytes(export.pdn.into_bytes(), export.file_name);
    ctx.send(
        CreateReply::default()
            .content(super::compose::fit(
                export.text.render(super::reply::public_lang(ctx).await),
            ))
            .allowed_mentions(no_pings())
            .attachment(file),
    )
    .await?;
    Ok(())
}
