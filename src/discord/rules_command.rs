//! `/rules [variant]`: a game's rules in a few lines, shown only to the asker. Needs no game
//! and no store.

use super::challenge::VariantChoice;
use super::error::{ephemeral, CommandError};
use super::Context;
use crate::rules::Variant;
use crate::service::rules_text;

/// Explain a game's rules (only you see the answer).
#[poise::command(slash_command)]
pub async fn rules(
    ctx: Context<'_>,
    #[description = "Which game (default Bashni)"] variant: Option<VariantChoice>,
) -> Result<(), CommandError> {
    let variant = variant.map_or(Variant::Bashni, |v| v.0);
    ctx.send(ephemeral(rules_text(variant))).await?;
    Ok(())
}
