//! Button presses (component interactions, type 3): read the `custom_id` with
//! [`Button::parse`], run the press in the game service, answer the presser.
//!
//! poise does not route components, so this runs from the framework's event handler. Every
//! refusal (an unreadable or stale button, a press by someone who is not a player) is
//! ephemeral and changes nothing.

use poise::serenity_prelude as serenity;

use super::error::INTERNAL_ERROR_TEXT;
use super::reply::{player, pressed, unix_now};
use super::{CommandError, Data};
use crate::service::{Button, ServiceError};

/// The answer to a button this bot cannot read (not one of its own, or garbled).
pub const UNKNOWN_BUTTON_TEXT: &str = "I cannot read that button; nothing was done.";

/// The framework's event handler: handles button presses, ignores everything else.
pub async fn on_event(
    framework: poise::FrameworkContext<'_, Data, CommandError>,
    event: &serenity::FullEvent,
) -> Result<(), CommandError> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(press),
    } = event
    {
        let games = framework.user_data().await.clone();
        let answer = answer(games, press).await;
        if let Err(e) = press
            .create_response(
                framework.serenity_context,
                serenity::CreateInteractionResponse::Message(answer),
            )
            .await
        {
            tracing::error!(error = %e, custom_id = %press.data.custom_id, "cannot answer a button press");
        }
    }
    Ok(())
}

/// What the presser sees.
async fn answer(
    games: Data,
    press: &serenity::ComponentInteraction,
) -> serenity::CreateInteractionResponseMessage {
    let refusal = |text: &str| {
        serenity::CreateInteractionResponseMessage::new()
            .content(text)
            .ephemeral(true)
            .allowed_mentions(super::error::no_pings())
    };
    let button = match Button::parse(&press.data.custom_id) {
        Ok(button) => button,
        Err(e) => {
            tracing::info!(custom_id = %press.data.custom_id, error = %e, "unreadable button");
            return refusal(UNKNOWN_BUTTON_TEXT);
        }
    };
    let nick = press.member.as_ref().and_then(|m| m.nick.as_deref());
    let user = player(&press.user, nick);
    let channel = press.channel_id.get();
    let now = unix_now();
    let done = tokio::task::spawn_blocking(move || games.press(channel, &user, &button, now)).await;
    match done {
        Ok(Ok(p)) => {
            if p.reply.bot_to_move {
                tracing::warn!(channel, "a button press left the bot to move; not handled");
            }
            pressed(p.reply, p.private)
        }
        Ok(Err(ServiceError::Refused(why))) => refusal(&why),
        Ok(Err(e)) => {
            tracing::error!(error = %e, channel, "button press failed");
            refusal(INTERNAL_ERROR_TEXT)
        }
        Err(e) => {
            tracing::error!(error = %e, channel, "button task failed");
            refusal(INTERNAL_ERROR_TEXT)
        }
    }
}
