//! `/games [player]`: the recent finished games of the channel, or of a player anywhere.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::fit;
use super::compose::no_pings;
use super::error::CommandError;
use super::reply::public_lang;
use super::Context;
use crate::service::api::{escape, Lang, Message, PastGame};

/// List the last finished games of this channel, or of a player.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>, player: Option<serenity::User>) -> Result<(), CommandError> {
    let games = ctx.data().clone();
    let channel = ctx.channel_id().get();
    let id = player.as_ref().map(|u| u.id.get());
    let past = tokio::task::spawn_blocking(move || games.history(channel, id))
        .await?
        .map_err(CommandError::from_service)?;
    let lang = public_lang(ctx).await;
    let heading = match &player {
        Some(user) => Message::new("history-player").text("player", escape(user.display_name())),
        None => Message::new("history-channel"),
    }
    .render(lang);
    ctx.send(
        CreateReply::default()
            .content(fit(listing(&heading, &past, lang)))
            .allowed_mentions(no_pings()),
    )
    .await?;
    Ok(())
}

/// `heading`, then one line per game: its number (what `/analyze game:` takes), the date (a
/// Discord timestamp, shown in each reader's own time zone and format) and the game's
/// summary in `lang`.
pub fn listing(heading: &str, past: &[PastGame], lang: Lang) -> String {
    let mut text = heading.to_string();
    for game in past {
        text.push_str(&format!(
            "\n`{}` <t:{}:d> {}",
            game.id,
            game.finished_at,
            game.summary.render(lang)
        ));
    }
    text
}
