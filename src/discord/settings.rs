//! `/settings` (anyone: the server's settings, privately) and `/configure` (members with
//! Manage Server: change them). `/configure` is registered with
//! `default_member_permissions = MANAGE_GUILD` (hidden from others by default), and the
//! handler checks the invoking member's permissions as Discord computed them in the
//! interaction before anything is written, because server admins can override a command's
//! default permissions for any role or member. (poise's `required_permissions` makes the same
//! check but answers with its own generic text; ours says that nothing changed.)

use poise::serenity_prelude as serenity;

use super::error::{ephemeral, CommandError};
use super::variant_choice::VariantChoice;
use super::Context;
use crate::service::api::{clip, Lang, ServerAnswer, ServerQuery, SettingsChange, Starters};

/// What the refused `/configure` says to a member without Manage Server.
pub fn not_admin_text() -> String {
    crate::service::api::Message::new("refuse-not-admin")
        .render(crate::service::api::locale::Lang::ENGLISH)
}

/// Asks the service `query` about the command's server, on a blocking thread; refused in
/// direct messages.
pub async fn ask(ctx: Context<'_>, query: ServerQuery) -> Result<ServerAnswer, CommandError> {
    let Some(guild) = ctx.guild_id().map(|g| g.get()) else {
        return Err(CommandError::refused("refuse-server-only"));
    };
    let games = ctx.data().clone();
    tokio::task::spawn_blocking(move || games.server(guild, &query))
        .await?
        .map_err(CommandError::from_service)
}

/// Whether the invoking member has Manage Server (or Administrator), read from the
/// permissions Discord computed for them in the interaction.
pub fn may_manage(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(app) => app
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator()),
        poise::Context::Prefix(_) => false,
    }
}

/// Show this server's settings (only you see the answer).
#[poise::command(slash_command, guild_only)]
pub async fn settings(ctx: Context<'_>) -> Result<(), CommandError> {
    let text = match ask(ctx, ServerQuery::ServerSettings).await? {
        ServerAnswer::ServerSettings(s) => s.describe(),
        ServerAnswer::Text(t) => t,
        ServerAnswer::Leaderboard(board) => board.text(),
    };
    ctx.send(ephemeral(text.render(super::reply::private_lang(ctx))))
        .await?;
    Ok(())
}

/// Who may start games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum StartersOption {
    /// Every member.
    #[name = "everyone"]
    Everyone,
    /// Only members with the role given in `role`.
    #[name = "role"]
    Role,
}

/// Change this server's settings (Manage Server permission needed).
#[poise::command(slash_command, guild_only, default_member_permissions = "MANAGE_GUILD")]
#[allow(clippy::too_many_arguments)] // one per command option, as Discord shows them
pub async fn configure(
    ctx: Context<'_>,
    default_variant: Option<VariantChoice>,
    rated_bot_games: Option<bool>,
    threads: Option<bool>,
    #[max_length = 40] time_limit: Option<String>,
    who_starts: Option<StartersOption>,
    role: Option<serenity::Role>,
    #[max_length = 20] language: Option<String>,
    daily_puzzle: Option<bool>,
) -> Result<(), CommandError> {
    if !may_manage(ctx) {
        return Err(CommandError::refused("refuse-not-admin"));
    }
    let starters = match (who_starts, role) {
        (Some(StartersOption::Everyone), _) => Some(Starters::Everyone),
        (Some(StartersOption::Role), Some(r)) | (None, Some(r)) => Some(Starters::Role(r.id.get())),
        (Some(StartersOption::Role), None) => {
            return Err(CommandError::refused("refuse-role-missing"))
        }
        (None, None) => None,
    };
    // "default" (or 0) clears the server's choice, which `SettingsChange` writes as Some(0).
    let time_limit = match time_limit.as_deref().map(str::trim) {
        None => None,
        Some("default" | "0") => Some(0),
        Some(text) => {
            Some(crate::service::api::parse_move_limit(text).map_err(CommandError::from_service)?)
        }
    };
    // "default" clears the choice (back to the server's Discord language): Some("").
    let language = match language.as_deref().map(str::trim) {
        None => None,
        Some("default") => Some(String::new()),
        Some(code) => match Lang::from_code(code) {
            Some(lang) => Some(lang.code().to_string()),
            None => {
                let codes: Vec<&str> = Lang::all().map(Lang::code).collect();
                return Err(CommandError::Refused(
                    crate::service::api::Message::new("refuse-unknown-language")
                        .text("code", clip(code))
                        .text("codes", codes.join(", ")),
                ));
            }
        },
    };
    let change = SettingsChange {
        language,
        default_variant: default_variant.map(|v| v.0),
        rated_bot_games,
        threads,
        move_time_limit_secs: time_limit,
        starters,
        // true: this channel (0 is no channel id, so false stops the daily puzzle).
        daily_puzzle_channel: daily_puzzle.map(|on| if on { ctx.channel_id().get() } else { 0 }),
    };
    let text = match ask(ctx, ServerQuery::Configure(change)).await? {
        ServerAnswer::Text(t) => t,
        ServerAnswer::ServerSettings(s) => s.describe(),
        ServerAnswer::Leaderboard(board) => board.text(),
    };
    ctx.send(ephemeral(text.render(super::reply::private_lang(ctx))))
        .await?;
    Ok(())
}
