//! `/challenge thread:true`: the challenge, and then the game, in a new public thread of the
//! channel, so the channel itself stays quiet.
//!
//! The thread is a channel of its own (`POST /channels/{channel}/threads`), so the store keys
//! the challenge and the game by the thread's id: one active game per channel or thread, and
//! every command and button inside the thread finds that game. The command is answered in
//! the channel with a link to the thread; the challenge (or the first board against the bot)
//! is posted in the thread, pinging the one it addresses, which also adds them to the thread.
//!
//! When the game ends (a win, a resignation, a draw, a claim on time), the thread is
//! archived after the final message (`thread_end.rs`), so the
//! channel's thread list shows only games in progress; a message or a button press in it
//! (a rematch) opens it again, as Discord does for any archived thread. A challenge the
//! service fails to start deletes its new thread again, so no empty thread is left behind.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::channel_message;
use super::compose::no_pings;
use super::error::CommandError;
use super::reply::{author, bot_reply, run};
use super::retry::with_retry;
use super::Context;
use crate::service::api::{escape, Lang, Message, Player, Request, Setup};

/// Discord's limit on a thread name, in characters.
const MAX_THREAD_NAME_CHARS: usize = 100;

/// The thread's name in `lang`: "Bashni: Alice vs Bob" (or "vs towers", "vs anyone").
fn thread_name(author: &Player, request: &Request, setup: Setup, lang: Lang) -> String {
    let opponent = match request {
        Request::ChallengeBot { bot, .. } => bot.name.clone(),
        Request::ChallengeTimed {
            opponent: Some(o), ..
        } => o.name.clone(),
        _ => Message::new("thread-anyone").render(lang),
    };
    Message::new("thread-name")
        .variant("variant", setup.variant)
        .text("player", author.name.clone())
        .text("opponent", opponent)
        .render(lang)
        .chars()
        .take(MAX_THREAD_NAME_CHARS)
        .collect()
}

/// Runs the challenge `request` in a new public thread of the command's channel: creates
/// the thread, runs the request there, posts the reply in the thread (against the bot with
/// the first move: the start and the bot's move in one message), and answers the command in
/// the channel with a link to it.
///
/// `request` is a start the challenge policy decided, so the refusals that do not depend on
/// the channel (challenging oneself, a rule option of another variant) came before the
/// thread is created: a refused command leaves no empty thread.
pub async fn respond_in_thread(
    ctx: Context<'_>,
    request: Request,
    setup: Setup,
) -> Result<(), CommandError> {
    let me = author(ctx);
    ctx.defer().await?;
    let name = thread_name(&me, &request, setup, super::reply::public_lang(ctx).await);
    let builder = serenity::CreateThread::new(name.clone())
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    let thread = match ctx.channel_id().create_thread(ctx, builder).await {
        Ok(thread) => thread.id,
        Err(e) => {
            tracing::warn!(error = %e, "cannot create a game thread");
            return Err(CommandError::refused("refuse-no-thread-permission"));
        }
    };
    // The interaction is deferred already: a slow service defers nothing more.
    let turn = match run(ctx, thread.get(), request, &mut true, false).await {
        Ok(turn) => turn,
        Err(e) => {
            // Nothing was started in the thread: remove it rather than leave it empty.
            if let Err(gone) = with_retry("deletion of an empty game thread", || async move {
                thread.delete(ctx).await.map(drop)
            })
            .await
            {
                tracing::warn!(error = %gone, thread = thread.get(), "cannot delete an empty game thread");
            }
            return Err(e);
        }
    };
    // As in the channel: one message, the start followed by the bot's first move.
    let reply = match turn.bot {
        Some(bot) => bot_reply(bot).await,
        None => turn.reply,
    };
    thread
        .send_message(
            ctx,
            channel_message(reply, super::reply::public_lang(ctx).await),
        )
        .await?;
    ctx.send(
        CreateReply::default()
            .content(
                Message::new("thread-opened")
                    .text("name", escape(&name))
                    .text("thread", format!("<#{}>", thread.get()))
                    .render(super::reply::public_lang(ctx).await),
            )
            .allowed_mentions(no_pings()),
    )
    .await?;
    Ok(())
}
