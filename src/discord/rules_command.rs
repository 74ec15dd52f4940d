//! `/rules [variant]`: a game's rules in a few lines, in the asker's Discord language
//! (`service::locale`, messages `rules-<variant>`), shown only to the asker. Needs no game
//! and no store.

use super::challenge::VariantChoice;
use super::error::{ephemeral, CommandError};
use super::Context;
use crate::service::api::{locale, Lang, Variant};

/// Explain a game's rules (only you see the answer).
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>, variant: Option<VariantChoice>) -> Result<(), CommandError> {
    let variant = variant.map_or(Variant::Bashni, |v| v.0);
    let lang = Lang::from_discord(ctx.locale().unwrap_or_default());
    ctx.send(ephemeral(locale::rules_in(lang, variant))).await?;
    Ok(())
}
