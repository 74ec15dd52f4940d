//! `/takeback`: ask to undo your last move, or agree to your opponent's request.

use super::error::CommandError;
use super::reply::respond;
use super::Context;
use crate::service::api::Request;

/// Take back your last move: asks your opponent (or agrees to their request); the bot agrees.
#[poise::command(slash_command)]
pub async fn takeback(ctx: Context<'_>) -> Result<(), CommandError> {
    respond(ctx, Request::Takeback).await
}
