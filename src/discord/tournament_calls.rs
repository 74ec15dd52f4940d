//! What the `/tournament` subcommands share: running the service off the async runtime,
//! and answering in public without pings.

use poise::CreateReply;

use super::compose::{fit, no_pings};
use super::error::CommandError;
use super::reply::{public_lang, unix_now};
use super::Context;
use crate::service::api::{GameService, Message, ServiceError};

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
