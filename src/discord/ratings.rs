//! `/rating`, `/leaderboard`, `/stats`: Glicko-2 ratings and results on this server (see
//! `service::ratings`). Answers are posted in the channel and ping nobody.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::challenge::VariantChoice;
use super::error::{no_pings, CommandError};
use super::reply::{author, fit, player};
use super::settings::{ask, ServerAnswer, ServerQuery};
use super::Context;
use crate::store::Player;

/// The named user as a [`Player`] (server nickname when the interaction has it), else the
/// command's author.
fn subject(ctx: Context<'_>, user: Option<serenity::User>) -> Player {
    let Some(user) = user else {
        return author(ctx);
    };
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .get(&user.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    player(&user, nick.as_deref())
}

async fn show(ctx: Context<'_>, query: ServerQuery) -> Result<(), CommandError> {
    let text = match ask(ctx, query).await? {
        ServerAnswer::Text(t) => t,
        ServerAnswer::Settings(s) => s.describe(),
    };
    ctx.send(
        CreateReply::default()
            .content(fit(text))
            .allowed_mentions(no_pings()),
    )
    .await?;
    Ok(())
}

/// A player's rating on this server (Glicko-2).
#[poise::command(slash_command, guild_only)]
pub async fn rating(
    ctx: Context<'_>,
    #[description = "Whose rating (default: yours)"] player: Option<serenity::User>,
    #[description = "Which game (default: the server's default game)"] variant: Option<
        VariantChoice,
    >,
) -> Result<(), CommandError> {
    let who = subject(ctx, player);
    let query = ServerQuery::Rating {
        player: who.id,
        name: who.name,
        variant: variant.map(|v| v.0),
    };
    show(ctx, query).await
}

/// The ten best rated players of this server.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game (default: the server's default game)"] variant: Option<
        VariantChoice,
    >,
) -> Result<(), CommandError> {
    show(
        ctx,
        ServerQuery::Leaderboard {
            variant: variant.map(|v| v.0),
        },
    )
    .await
}

/// A player's wins, draws and losses per game on this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(
    ctx: Context<'_>,
    #[description = "Whose results (default: yours)"] player: Option<serenity::User>,
) -> Result<(), CommandError> {
    let who = subject(ctx, player);
    show(
        ctx,
        ServerQuery::Stats {
            player: who.id,
            name: who.name,
        },
    )
    .await
}
