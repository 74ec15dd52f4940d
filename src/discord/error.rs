//! Command errors and the framework's single `on_error` handler: refusals and unreadable
//! commands are answered ephemerally to the person who typed them; internal failures are
//! logged and answered with a generic ephemeral apology.

use poise::serenity_prelude as serenity;
use poise::{CreateReply, FrameworkError};

use super::{Context, Data};
use crate::service::api::{Message, ServiceError};

/// What the user sees when something broke on our side.
pub fn internal_error_text() -> String {
    Message::new("internal-error").render(crate::service::api::locale::Lang::ENGLISH)
}

/// Why a command produced no normal reply.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// The service (or the front end) refused: shown to the invoker only; nothing changed.
    #[error("{0}")]
    Refused(Message),
    /// The service failed (storage, or a stored game it cannot rebuild).
    #[error("service: {0}")]
    Service(#[source] ServiceError),
    /// The service task panicked or was cancelled.
    #[error("service task failed: {0}")]
    Task(#[from] tokio::task::JoinError),
    /// Talking to Discord failed.
    #[error("discord: {0}")]
    Discord(#[from] serenity::Error),
}

impl CommandError {
    /// The front end's own refusal `id` (a catalogue message without arguments).
    pub fn refused(id: &'static str) -> Self {
        CommandError::Refused(Message::new(id))
    }

    /// The front end's view of a service error. (A function, not a `From` impl: a second
    /// `From<ServiceError>` in the crate would make the service's `?` conversions ambiguous.)
    pub fn from_service(e: ServiceError) -> Self {
        match e {
            ServiceError::Refused(why) => CommandError::Refused(why),
            internal => CommandError::Service(internal),
        }
    }
}

/// Allowed mentions that ping nobody (the default for every message).
pub fn no_pings() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
}

/// An ephemeral message that pings nobody.
pub fn ephemeral(text: impl Into<String>) -> CreateReply {
    CreateReply::default()
        .content(super::compose::fit(text.into()))
        .ephemeral(true)
        .allowed_mentions(no_pings())
}

/// The framework's `on_error`.
pub async fn on_error(error: FrameworkError<'_, Data, CommandError>) {
    match error {
        FrameworkError::Command { error, ctx, .. } => command_error(ctx, error).await,
        FrameworkError::ArgumentParse { error, ctx, .. } => {
            tracing::info!(command = %ctx.command().name, %error, "unreadable command option");
            let text = Message::new("refuse-options-unreadable")
                .text("error", error.to_string())
                .render(super::reply::private_lang(ctx));
            say(ctx, ephemeral(text)).await;
        }
        FrameworkError::CommandStructureMismatch {
            description, ctx, ..
        } => {
            tracing::warn!(command = %ctx.command().name, description, "interaction does not match the registered command");
            let ctx = poise::Context::Application(ctx);
            let text =
                Message::new("refuse-command-outdated").render(super::reply::private_lang(ctx));
            say(ctx, ephemeral(text)).await;
        }
        FrameworkError::CommandCheckFailed {
            error: Some(CommandError::Refused(why)),
            ctx,
            ..
        } => say(ctx, ephemeral(why.render(super::reply::private_lang(ctx)))).await,
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
        CommandError::Refused(why) => {
            say(ctx, ephemeral(why.render(super::reply::private_lang(ctx)))).await
        }
        CommandError::Discord(e) => {
            // Most likely the reply itself failed; another message would fail the same way.
            tracing::error!(command, error = %e, "discord request failed");
        }
        internal => {
            tracing::error!(command, error = %internal, "command failed");
            say(
                ctx,
                ephemeral(Message::new("internal-error").render(super::reply::private_lang(ctx))),
            )
            .await;
        }
    }
}

async fn say(ctx: Context<'_>, reply: CreateReply) {
    if let Err(e) = super::reply::send(ctx, reply).await {
        tracing::error!(command = %ctx.command().name, error = %e, "could not send an error reply");
    }
}
