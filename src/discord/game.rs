//! `/move`, `/board`, `/resign`, `/draw`, `/hint`: playing the channel's game.

use poise::serenity_prelude as serenity;

use super::error::CommandError;
use super::reply::{respond, respond_privately};
use super::Context;
use crate::service::api::Request;

/// Play a move in this channel's game, e.g. c3-d4 or c3:e5:g3.
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[max_length = 100]
    #[autocomplete = "legal_moves"]
    notation: String,
) -> Result<(), CommandError> {
    respond(ctx, Request::Play { notation }).await
}

/// Autocomplete of `/move notation`: the legal moves starting with what was typed, offered
/// only to the player to move (nothing for anyone else, or when there is no game). A
/// storage failure is logged and offers nothing.
async fn legal_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    let user = ctx.author().id.get();
    let typed = partial.to_string();
    let found =
        tokio::task::spawn_blocking(move || games.move_choices(channel, user, &typed)).await;
    move_choices(found, "/move", channel)
}

/// The autocomplete answer offering `found`'s moves (typed as they are shown); nothing when
/// the service (logged with `command`) or its task failed.
pub(super) fn move_choices(
    found: Result<Result<Vec<String>, crate::service::api::ServiceError>, tokio::task::JoinError>,
    command: &str,
    channel: u64,
) -> serenity::CreateAutocompleteResponse {
    let moves = match found {
        Ok(Ok(moves)) => moves,
        Ok(Err(e)) => {
            tracing::error!(error = %e, channel, "autocomplete of {command} failed");
            Vec::new()
        }
        Err(e) => {
            tracing::error!(error = %e, channel, "autocomplete task failed");
            Vec::new()
        }
    };
    let choices = moves
        .into_iter()
        .map(|m| serenity::AutocompleteChoice::new(m.clone(), m))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Show this channel's board.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), CommandError> {
    respond(ctx, Request::Board).await
}

/// Resign this channel's game.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), CommandError> {
    respond(ctx, Request::Resign).await
}

/// Offer a draw, or accept your opponent's offer.
#[poise::command(slash_command)]
pub async fn draw(ctx: Context<'_>) -> Result<(), CommandError> {
    respond(ctx, Request::Draw).await
}

/// Ask the engine for a move suggestion (games against the bot; only you see it).
#[poise::command(slash_command)]
pub async fn hint(ctx: Context<'_>) -> Result<(), CommandError> {
    respond_privately(ctx, Request::Hint).await
}
