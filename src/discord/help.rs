//! `/help`: what the bot can do and how to type moves, in the asker's Discord language
//! (`service::locale`, message `help-text`), shown only to the asker. Needs no game and no
//! store.

use super::error::{ephemeral, CommandError};
use super::Context;
use crate::service::api::locale::{self, Lang};

/// What I can do and how to type moves (only you see the answer).
#[poise::command(slash_command)]
pub async fn help(ctx: Context<'_>) -> Result<(), CommandError> {
    let lang = Lang::from_discord(ctx.locale().unwrap_or_default());
    ctx.send(ephemeral(locale::help_text(lang))).await?;
    Ok(())
}
