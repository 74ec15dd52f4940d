//! `/puzzle [variant] [theme] [number]` and `/solve move`: the service's puzzles (`service::puzzle`),
//! answered publicly with the board from the solver's side; refusals (no open puzzle, a text
//! that is no legal move) only to the invoker. `/solve move` autocompletes the legal moves of
//! the invoker's puzzle. A translator only: every decision is the service's.

use poise::serenity_prelude as serenity;

use super::challenge::VariantChoice;
use super::error::CommandError;
use super::puzzle_theme::ThemeOption;
use super::reply::respond;
use super::Context;
use crate::service::api::Request;

/// A draughts puzzle to solve against the bot (rated, near your puzzle rating).
#[poise::command(slash_command)]
pub async fn puzzle(
    ctx: Context<'_>,
    variant: Option<VariantChoice>,
    theme: Option<ThemeOption>,
    #[min = 1]
    #[max = 100000]
    number: Option<u32>,
) -> Result<(), CommandError> {
    let request = Request::Puzzle {
        guild: ctx.guild_id().map(|g| g.get()),
        variant: variant.map(|v| v.0),
        theme: theme.map(Into::into),
        number,
    };
    respond(ctx, request).await
}

/// Play your move in your open puzzle, e.g. c3-d4 or c3:e5:g3.
#[poise::command(slash_command)]
pub async fn solve(
    ctx: Context<'_>,
    #[rename = "move"]
    #[max_length = 100]
    #[autocomplete = "puzzle_moves"]
    notation: String,
) -> Result<(), CommandError> {
    let request = Request::Solve {
        guild: ctx.guild_id().map(|g| g.get()),
        notation,
    };
    respond(ctx, request).await
}

/// Autocomplete of `/solve move`: the legal moves of the invoker's puzzle in this channel
/// starting with what was typed (nothing without one). A storage failure is logged and
/// offers nothing.
async fn puzzle_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    let guild = ctx.guild_id().map(|g| g.get());
    let user = ctx.author().id.get();
    let typed = partial.to_string();
    let found = tokio::task::spawn_blocking(move || {
        let now = games.clock_now();
        games
            .puzzles()
            .solve_choices(channel, guild, user, &typed, now)
    })
    .await;
    super::game::move_choices(found, "/solve", channel)
}
