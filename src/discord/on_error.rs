//! The framework's single `on_error` handler: refusals and unreadable commands are answered
//! ephemerally to the person who typed them; internal failures are logged and answered with a
//! generic ephemeral apology.

use poise::{CreateReply, FrameworkError};

use super::error::{ephemeral, CommandError};
use super::reply::{private_lang, send};
use super::{Context, Data};
use crate::service::api::Message;

/// The framework's `on_error`.
pub async fn on_error(error: FrameworkError<'_, Data, CommandError>) {
    match error {
        FrameworkError::Command { error, ctx, .. } => command_error(ctx, error).await,
        FrameworkError::ArgumentParse { error, ctx, .. } => {
            tracing::info!(command = %ctx.command().name, %error, "unreadable command option");
            let text = Message::new("refuse-options-unreadable")
                .text("error", error.to_string())
                .render(private_lang(ctx));
            say(ctx, ephemeral(text)).await;
        }
        FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::warn!(command = %ctx.command().name, description, "interaction does not match the registered command");
            let ctx = poise::Context::Application(ctx);
            let text = Message::new("refuse-command-outdated").render(private_lang(ctx));
            say(ctx, ephemeral(text)).await;
        }
        FrameworkError::CommandCheckFailed {
            error: Some(CommandError::Refused(why)),
            ctx,
            ..
        } => say(ctx, ephemeral(why.render(private_lang(ctx)))).await,
        FrameworkError::Setup { error, .. } => tracing::error!(%error, "bot setup failed"),
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "could not report a framework error");
            }
        }
    }
}

async fn command_error(ctx: Context<'_>, error: CommandError) {
    let command = &*ctx.command().name;
    match error {
        CommandError::Refused(why) => say(ctx, ephemeral(why.render(private_lang(ctx)))).await,
        CommandError::Discord(e) => {
            // Most likely the reply itself failed; another message would fail the same way.
            tracing::error!(command, error = %e, "discord request failed");
        }
        internal => {
            tracing::error!(command, error = %internal, "command failed");
            say(
                ctx,
                ephemeral(Message::new("internal-error").render(private_lang(ctx))),
            )
            .await;
        }
    }
}

async fn say(ctx: Context<'_>, reply: CreateReply) {
    if let Err(e) = send(ctx, reply).await {
        tracing::error!(command = %ctx.command().name, error = %e, "could not send an error reply");
    }
}
