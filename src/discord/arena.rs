//! `/arena`: arenas in a server (see `service::arena` and docs/tournaments.md#arena).
//! `create` opens one in a thread of its own with Join and Leave buttons; `join`, `pause`,
//! `berserk` and `standings` are anyone's, and take the arena of this channel (or thread)
//! when no number is given. Pairings, the start and the end are posted by the timer sweep,
//! which also gives every game a thread of its own (`arena_games.rs`). Answers go to the
//! arena's thread or the channel and ping nobody; refusals only to the invoker.

use poise::serenity_prelude as serenity;
use poise::{ChoiceParameter, CreateReply};

use super::challenge::{ClockOption, VariantChoice};
use super::compose::{fit, no_pings};
use super::error::CommandError;
use super::reply::{author, public_lang};
use super::tournament_calls::{announce_in_thread, blocking, say};
use super::Context;
use crate::service::api::{
    arena_texts, escape, parse_time_control, Action, ArenaSpec, Button, GameService, Message,
    Reply, ServiceError,
};

/// Discord's limit on a thread name, in characters.
const MAX_NAME_CHARS: usize = 100;

/// Arenas: create one, join, pause, go berserk, see the standings.
#[poise::command(
    slash_command,
    guild_only,
    subcommands("create", "join", "pause", "berserk", "standings"),
    subcommand_required
)]
pub async fn arena(_ctx: Context<'_>) -> Result<(), CommandError> {
    Ok(())
}

/// The arena numbered `id`, else the open one of `channel`.
fn which(g: &GameService, id: Option<u64>, channel: u64) -> Result<u64, ServiceError> {
    match id {
        Some(id) => Ok(id),
        None => g
            .arena_in(channel)?
            .map(|a| a.id)
            .ok_or_else(|| ServiceError::Refused(Message::new("refuse-arena-none-here"))),
    }
}

/// Open an arena in this channel.
#[poise::command(slash_command, guild_only)]
pub async fn create(
    ctx: Context<'_>,
    variant: VariantChoice,
    clock: Option<ClockOption>,
    #[min = 1] minutes: Option<u32>,
    start_minutes: Option<u32>,
    rated: Option<bool>,
) -> Result<(), CommandError> {
    let me = author(ctx);
    let guild = ctx.guild_id().map(|g| g.get());
    let channel = ctx.channel_id().get();
    ctx.defer().await?;
    let record = blocking(ctx, move |g, now| {
        let mut spec = ArenaSpec::new(channel, variant.0);
        spec.guild = guild;
        spec.control = clock.map(|c| parse_time_control(c.name())).transpose()?;
        spec.minutes = minutes.map(u64::from);
        spec.starts_at = start_minutes.map(|m| now + u64::from(m) * 60);
        spec.rated = rated.unwrap_or(true);
        g.create_arena(&spec, &me, now)
    })
    .await?;
    let lang = public_lang(ctx).await;
    let announcement = Reply {
        message: arena_texts::announcement(&record),
        buttons: vec![
            Button::new(Action::JoinArena, record.id, 0),
            Button::new(Action::LeaveArena, record.id, 0),
        ],
        ..Reply::default()
    };
    let title: String = record.name.chars().take(MAX_NAME_CHARS).collect();
    let (id, director) = (record.id, author(ctx));
    let home = announce_in_thread(
        ctx,
        title,
        serenity::AutoArchiveDuration::OneDay,
        announcement,
        lang,
        move |g, thread| g.set_arena_thread(id, &director, thread),
    )
    .await?;
    say(
        ctx,
        Message::new("arena-opened")
            .text("name", escape(&record.name))
            .text("thread", format!("<#{}>", home.get())),
    )
    .await
}

/// Join an arena, or come back after a pause.
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>, id: Option<u64>) -> Result<(), CommandError> {
    let (me, channel) = (author(ctx), ctx.channel_id().get());
    let said = blocking(ctx, move |g, now| {
        g.join_arena(which(g, id, channel)?, &me, now)
    })
    .await?;
    say(ctx, said).await
}

/// Pause: not paired again until you join again.
#[poise::command(slash_command, guild_only)]
pub async fn pause(ctx: Context<'_>, id: Option<u64>) -> Result<(), CommandError> {
    let (me, channel) = (author(ctx), ctx.channel_id().get());
    let said = blocking(ctx, move |g, _| g.pause_arena(which(g, id, channel)?, &me)).await?;
    say(ctx, said).await
}

/// Berserk: half your time and no increment, for a point more on a win.
#[poise::command(slash_command, guild_only)]
pub async fn berserk(ctx: Context<'_>, id: Option<u64>) -> Result<(), CommandError> {
    let (me, channel) = (author(ctx), ctx.channel_id().get());
    let said = blocking(ctx, move |g, _| {
        // In a game's thread the arena is the one whose game this is.
        let id = match id {
            Some(id) => id,
            None => match g.arena_of_game_channel(channel)? {
                Some(id) => id,
                None => which(g, None, channel)?,
            },
        };
        g.arena_berserk(id, &me)
    })
    .await?;
    say(ctx, said).await
}

/// An arena's standings: the top lines and the picture.
#[poise::command(slash_command, guild_only)]
pub async fn standings(ctx: Context<'_>, id: Option<u64>) -> Result<(), CommandError> {
    let channel = ctx.channel_id().get();
    let lang = public_lang(ctx).await;
    let (said, picture, id) = blocking(ctx, move |g, _| {
        let id = which(g, id, channel)?;
        let a = g.arena(id)?;
        Ok((
            arena_texts::final_standings(&a),
            g.arena_standings_picture(id, lang).ok(),
            id,
        ))
    })
    .await?;
    let mut reply = CreateReply::default()
        .content(fit(said.render(lang)))
        .allowed_mentions(no_pings());
    if let Some(png) = picture {
        reply = reply.attachment(serenity::CreateAttachment::bytes(
            png,
            format!("towers-arena-{id}.png"),
        ));
    }
    ctx.send(reply).await?;
    Ok(())
}
