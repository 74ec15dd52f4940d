//! `/claim`: the win on time, once the opponent let the time per move run out.

use super::error::CommandError;
use super::reply::respond;
use super::Context;
use crate::service::api::Request;

/// Claim the win when your opponent has not moved within the game's time per move.
#[poise::command(slash_command)]
pub async fn claim(ctx: Context<'_>) -> Result<(), CommandError> {
    respond(ctx, Request::Claim).await
}
