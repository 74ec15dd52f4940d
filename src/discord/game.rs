//! `/move`, `/board`, `/resign`, `/draw`, `/hint`: playing the channel's game.

use super::error::CommandError;
use super::games::Request;
use super::reply::{respond, respond_privately};
use super::Context;

/// Play a move in this channel's game, e.g. c3-d4 or c3:e5:g3.
#[poise::command(slash_command, rename = "move")]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The move, e.g. c3-d4, or c3:e5:g3 for captures"]
    #[max_length = 100]
    notation: String,
) -> Result<(), CommandError> {
    respond(ctx, Request::Play { notation }).await
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
