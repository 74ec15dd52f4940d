//! Running a [`Request`] for the invoking user and posting the service's reply in the channel.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::error::{users_only, CommandError};
use super::games::Request;
use super::Context;
use crate::service::Reply;
use crate::store::Player;

/// Discord's limit on message content, in characters.
pub const MAX_CONTENT_CHARS: usize = 2000;

/// File name of the board picture attached to replies.
pub const BOARD_FILE_NAME: &str = "board.png";

/// Discord wants an answer within 3 s; past this, the command is deferred ("thinking...")
/// and the reply becomes a follow-up.
pub const DEFER_AFTER: Duration = Duration::from_secs(2);

/// The store's view of a Discord user: id and the name shown in this guild (nickname, else
/// global name, else user name). `nick` is the guild nickname when the interaction has it.
pub fn player(user: &serenity::User, nick: Option<&str>) -> Player {
    Player {
        id: user.id.get(),
        name: nick.unwrap_or_else(|| user.display_name()).to_string(),
    }
}

/// The command's author as a [`Player`].
pub fn author(ctx: Context<'_>) -> Player {
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.nick.as_deref()),
        poise::Context::Prefix(_) => None,
    };
    player(ctx.author(), nick)
}

/// Runs `request` for the command's author in the command's channel, then posts the reply
/// publicly (text plus `board.png` when there is a picture). A refusal or failure becomes a
/// [`CommandError`] for the framework's `on_error`. If the service takes longer than
/// [`DEFER_AFTER`], the interaction is deferred first (publicly: a refusal arriving after
/// that is visible to the channel too, which beats no answer at all).
pub async fn respond(ctx: Context<'_>, request: Request) -> Result<(), CommandError> {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    let user = author(ctx);
    let now = unix_now();
    let mut task = tokio::task::spawn_blocking(move || games.handle(channel, &user, &request, now));
    let outcome = match tokio::time::timeout(DEFER_AFTER, &mut task).await {
        Ok(outcome) => outcome,
        Err(_) => {
            tracing::warn!(command = %ctx.command().name, "service is slow; deferring");
            ctx.defer().await?;
            task.await
        }
    };
    ctx.send(public(outcome??)).await?;
    Ok(())
}

/// The channel message for a successful reply.
pub fn public(reply: Reply) -> CreateReply {
    let mut message = CreateReply::default()
        .content(fit(reply.text))
        .allowed_mentions(users_only());
    if let Some(png) = reply.image {
        message = message.attachment(serenity::CreateAttachment::bytes(png, BOARD_FILE_NAME));
    }
    message
}

/// `text` cut to Discord's content limit (on a character boundary, with an ellipsis).
pub fn fit(text: String) -> String {
    if text.chars().count() <= MAX_CONTENT_CHARS {
        return text;
    }
    let mut cut: String = text.chars().take(MAX_CONTENT_CHARS - 1).collect();
    cut.push('…');
    cut
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_short_text_and_cuts_long_text_on_char_boundaries() {
        assert_eq!(fit("short".to_string()), "short");
        let long = "é".repeat(MAX_CONTENT_CHARS + 5);
        let cut = fit(long);
        assert_eq!(cut.chars().count(), MAX_CONTENT_CHARS);
        assert!(cut.ends_with('…'));
    }
}
