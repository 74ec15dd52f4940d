//! Command errors: why a command produced no normal reply, and the ephemeral message a
//! refusal is shown in (answered by the framework's handler, `on_error.rs`).

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::{fit, no_pings};
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

/// An ephemeral message that pings nobody.
pub fn ephemeral(text: impl Into<String>) -> CreateReply {
    CreateReply::default()
        .content(fit(text.into()))
        .ephemeral(true)
        .allowed_mentions(no_pings())
}
