//! Button presses (component interactions, type 3): read the `custom_id` with
//! [`Button::parse`], run the press in the game service, answer the presser.
//!
//! The lessons' components (`lrn1:...`) go to `learn.rs`. poise does not route components, so this runs from the framework's event handler. A
//! press over the user's rate limit (`ratelimit.rs`) is refused before anything else. Every
//! refusal (an unreadable or stale button, a press by someone who is not a player) is
//! ephemeral and changes nothing. When the answer is not ready by the deadline
//! ([`super::deadline`]: 2 s from the press's creation, or at once when the service's work
//! is queued), the press is acknowledged without a message (callback type 6) and the answer follows as a
//! follow-up message, still ephemeral where it should be.
//!
//! Delivery as for commands (`reply::respond`): transient failures are retried; a public
//! answer (the press changed the game) that still fails is posted in the channel, or else
//! kept as a notice for the channel's next answer.

use poise::serenity_prelude as serenity;

use super::compose::{pressed, pressed_followup};
use super::deadline::{defer_deadline, queued_deadline};
use super::reply::{fall_back, player, server_lang, unix_now, with_notices};
use super::retry::{acknowledge, with_retry};
use super::{CommandError, Data};
use crate::service::api::{Action, Button, Lang, Message, Pressed, Reply, ServiceError};

/// The answer to a button this bot cannot read (not one of its own, or garbled): message
/// `refuse-unknown-button`, this is its English wording.
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
        if let Err(e) = answer(framework.serenity_context, games, press).await {
            tracing::error!(error = %e, custom_id = %press.data.custom_id, "cannot answer a button press");
        }
    }
    Ok(())
}

/// A refusal only the presser sees.
fn refusal(message: Message) -> Pressed {
    Pressed {
        reply: Reply {
            message,
            ..Reply::default()
        },
        private: true,
    }
}

/// Runs the press and answers it: directly, or acknowledged first and then followed up
/// when the service is slow.
async fn answer(
    ctx: &serenity::Context,
    games: Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), serenity::Error> {
    if let Err(too_fast) = super::ratelimit::allow(ctx, press.user.id.get()).await {
        let lang = Lang::from_discord(&press.locale);
        return respond(ctx, press, refusal(too_fast), lang).await;
    }
    if super::learn::is_lesson(&press.data.custom_id) {
        return super::learn::answer(ctx, games, press).await;
    }
    let button = match Button::parse(&press.data.custom_id) {
        Ok(button) => button,
        Err(e) => {
            tracing::info!(custom_id = %press.data.custom_id, error = %e, "unreadable button");
            let refused = refusal(Message::new("refuse-unknown-button"));
            return respond(ctx, press, refused, Lang::from_discord(&press.locale)).await;
        }
    };
    if button.action == Action::OpenBoard {
        // Discord opens the channel's Activity for the presser (callback type 12).
        return press
            .create_response(ctx, serenity::CreateInteractionResponse::LaunchActivity)
            .await;
    }
    let nick = press.member.as_ref().and_then(|m| m.nick.as_deref());
    let user = player(&press.user, nick);
    let channel = press.channel_id.get();
    let now = unix_now();
    let service = games.clone();
    let deadline = match queued_deadline(games.as_ref()) {
        Some(now) => now,
        None => defer_deadline(ctx, press.id.get()).await,
    };
    let mut task = tokio::task::spawn_blocking(move || service.press(channel, &user, &button, now));
    let over = match tokio::time::timeout_at(deadline, &mut task).await {
        Ok(done) => {
            let p = shown(&games, channel, outcome(channel, done));
            let over = p.reply.game_over;
            let lang = lang_of(&games, press, p.private).await;
            if let Err(e) = respond(ctx, press, p.clone(), lang).await {
                undelivered(ctx, &games, channel, p, lang, &e).await;
            }
            over
        }
        Err(_) => {
            tracing::warn!(channel, "service is slow; acknowledging the button press");
            let acked = acknowledge("button acknowledgement", || {
                press.create_response(ctx, serenity::CreateInteractionResponse::Acknowledge)
            })
            .await;
            let p = shown(&games, channel, outcome(channel, task.await));
            let lang = lang_of(&games, press, p.private).await;
            let sent = match acked {
                Ok(()) => with_retry("button follow-up", || {
                    press.create_followup(ctx, pressed_followup(p.reply.clone(), p.private, lang))
                })
                .await
                .map(drop),
                Err(e) => Err(e),
            };
            let over = p.reply.game_over;
            if let Err(e) = sent {
                undelivered(ctx, &games, channel, p, lang, &e).await;
            }
            over
        }
    };
    // A press that ended a game in its thread (a resignation, a draw, a win on time).
    if over && super::thread_end::is_thread(press.channel.as_ref()) {
        super::thread_end::archive(&ctx.http, channel).await;
    }
    Ok(())
}

/// `p` with the channel's waiting notices in front when it is public.
fn shown(games: &Data, channel: u64, mut p: Pressed) -> Pressed {
    if !p.private {
        p.reply = with_notices(games, channel, p.reply);
    }
    p
}

/// A press answer that could not be delivered: a public one (the game changed) goes to
/// the channel or waits as a notice; a private one is only logged (nothing changed).
async fn undelivered(
    ctx: &serenity::Context,
    games: &Data,
    channel: u64,
    p: Pressed,
    lang: Lang,
    error: &serenity::Error,
) {
    if p.private {
        tracing::error!(channel, %error, "cannot answer a button press privately");
    } else {
        fall_back(ctx, games, channel, p.reply, lang, error).await;
    }
}

/// The language of a press's answer: the presser's locale when only they see it, else the
/// server's ([`server_lang`]).
async fn lang_of(games: &Data, press: &serenity::ComponentInteraction, private: bool) -> Lang {
    if private {
        Lang::from_discord(&press.locale)
    } else {
        let guild = press.guild_id.map(|g| g.get());
        server_lang(games, guild, press.guild_locale.as_deref()).await
    }
}

async fn respond(
    ctx: &serenity::Context,
    press: &serenity::ComponentInteraction,
    p: Pressed,
    lang: Lang,
) -> Result<(), serenity::Error> {
    acknowledge("button answer", || {
        press.create_response(
            ctx,
            serenity::CreateInteractionResponse::Message(pressed(p.reply.clone(), p.private, lang)),
        )
    })
    .await
}

/// What the presser sees for the service's result.
fn outcome(
    channel: u64,
    done: Result<Result<Pressed, ServiceError>, tokio::task::JoinError>,
) -> Pressed {
    match done {
        Ok(Ok(p)) => {
            if p.reply.bot_to_move {
                tracing::warn!(channel, "a button press left the bot to move; not handled");
            }
            p
        }
        Ok(Err(ServiceError::Refused(why))) => refusal(why),
        Ok(Err(e)) => {
            tracing::error!(error = %e, channel, "button press failed");
            refusal(Message::new("internal-error"))
        }
        Err(e) => {
            tracing::error!(error = %e, channel, "button task failed");
            refusal(Message::new("internal-error"))
        }
    }
}
