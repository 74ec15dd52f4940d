//! `/tournament`: tournaments in a server (see `service::tournament` and
//! docs/tournaments.md). `create` opens one in a thread of its own with Join and Leave
//! buttons (`tournament_create.rs`); `join`, `leave`, `standings`, `pairings`, `why` and
//! `export` are anyone's; `start`, `pause`, `resume`, `withdraw`, `forbid` and `result` the
//! director's. Rounds are paired and announced by the timer sweep, which also gives every
//! board a thread of its own (`tournament_boards.rs`). Answers go to the tournament's thread
//! or the channel and ping nobody; refusals only to the invoker.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::compose::{fit, no_pings};
use super::error::CommandError;
use super::reply::{author, player, public_lang};
use super::tournament_calls::{blocking, say};
use super::Context;
use crate::service::api::{tournament_texts, BoardResult, Message, Notice, Player, MAX_IMAGES};

pub use super::tournament_create::create;

/// Standings lines per message: 12 lines of at most about 150 characters, well within 2,000.
pub const STANDINGS_PER_PAGE: usize = 12;

/// Tournaments: create one, join, see the standings and pairings, direct it.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "create",
        "join",
        "leave",
        "standings",
        "pairings",
        "export",
        "why",
        "start",
        "pause",
        "resume",
        "withdraw",
        "forbid",
        "result"
    ),
    subcommand_required
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), CommandError> {
    Ok(())
}

/// Posts the sweep-like notices a director's command produced (a round paired) where they
/// belong, pinging nobody.
async fn post(ctx: Context<'_>, notices: Vec<Notice>) -> Result<(), CommandError> {
    let lang = public_lang(ctx).await;
    for n in notices {
        let Some(id) = std::num::NonZeroU64::new(n.channel) else {
            continue;
        };
        let message = super::compose::channel_message(n.reply, lang);
        if let Err(e) = serenity::ChannelId::from(id)
            .send_message(ctx, message)
            .await
        {
            tracing::warn!(channel = n.channel, error = %e, "cannot post a tournament notice");
        }
    }
    Ok(())
}

/// The user as a player (the server nickname when the interaction has it).
fn named(ctx: Context<'_>, user: &serenity::User) -> Player {
    let nick = match ctx {
        poise::Context::Application(app) => app
            .interaction
            .data
            .resolved
            .members
            .get(&user.id)
            .and_then(|m| m.nick.clone()),
        poise::Context::Prefix(_) => None,
    };
    player(user, nick.as_deref())
}

/// Join a tournament.
#[poise::command(slash_command, guild_only)]
pub async fn join(ctx: Context<'_>, id: u64) -> Result<(), CommandError> {
    let me = author(ctx);
    let said = blocking(ctx, move |g, now| g.join_tournament(id, &me, now)).await?;
    say(ctx, said).await
}

/// Leave a tournament (after its start: withdraw).
#[poise::command(slash_command, guild_only)]
pub async fn leave(ctx: Context<'_>, id: u64) -> Result<(), CommandError> {
    let me = author(ctx);
    let said = blocking(ctx, move |g, _| g.leave_tournament(id, &me)).await?;
    say(ctx, said).await
}

// Every page of the picture goes with each text page (40 players a picture page, at most
// 10 pictures a message).
/// The standings, a page at a time, with their picture.
#[poise::command(slash_command, guild_only)]
pub async fn standings(
    ctx: Context<'_>,
    id: u64,
    #[min = 1] page: Option<u32>,
) -> Result<(), CommandError> {
    let skip = (page.unwrap_or(1).max(1) as usize - 1) * STANDINGS_PER_PAGE;
    let lang = public_lang(ctx).await;
    let (said, pictures) = blocking(ctx, move |g, _| {
        let t = g.tournament(id)?;
        let pictures = g.tournament_standings_pictures(id, lang)?;
        Ok((
            tournament_texts::standings_text(&t, skip, STANDINGS_PER_PAGE),
            pictures,
        ))
    })
    .await?;
    let mut reply = CreateReply::default()
        .content(fit(said.render(lang)))
        .allowed_mentions(no_pings());
    let pages = pictures.len();
    for (i, png) in pictures.into_iter().take(MAX_IMAGES).enumerate() {
        reply = reply.attachment(serenity::CreateAttachment::bytes(
            png,
            standings_file_name(id, i + 1, pages),
        ));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// The file name of page `page` of `pages` of tournament `id`'s standings picture:
/// `towers-standings-<id>.png`, or `towers-standings-<id>-<page>.png` when there are several.
fn standings_file_name(id: u64, page: usize, pages: usize) -> String {
    if pages > 1 {
        format!("towers-standings-{id}-{page}.png")
    } else {
        format!("towers-standings-{id}.png")
    }
}

/// The pairings of a round (the current one by default).
#[poise::command(slash_command, guild_only)]
pub async fn pairings(
    ctx: Context<'_>,
    id: u64,
    #[min = 1] round: Option<u32>,
) -> Result<(), CommandError> {
    let pages = blocking(ctx, move |g, _| {
        let t = g.tournament(id)?;
        let round = round.unwrap_or(t.round_list.last().map_or(1, |r| r.number));
        Ok(tournament_texts::pairing_pages(&t, round))
    })
    .await?;
    for page in pages {
        say(ctx, page).await?;
    }
    Ok(())
}

/// Why a player was paired as they were in the last round.
#[poise::command(slash_command, guild_only)]
pub async fn why(ctx: Context<'_>, id: u64, player: serenity::User) -> Result<(), CommandError> {
    let user = player.id.get();
    let said = blocking(ctx, move |g, _| g.tournament_why(id, user)).await?;
    say(ctx, said).await
}

/// The tournament as a TRF file and the PDN of its games.
#[poise::command(slash_command, guild_only)]
pub async fn export(ctx: Context<'_>, id: u64) -> Result<(), CommandError> {
    let files = blocking(ctx, move |g, _| g.export_tournament(id)).await?;
    let mut reply = CreateReply::default()
        .allowed_mentions(no_pings())
        .attachment(serenity::CreateAttachment::bytes(
            files.trf.into_bytes(),
            files.trf_name,
        ));
    if !files.pdn.is_empty() {
        reply = reply.attachment(serenity::CreateAttachment::bytes(
            files.pdn.into_bytes(),
            files.pdn_name,
        ));
    }
    ctx.send(reply).await?;
    Ok(())
}

/// Start the tournament now (director).
#[poise::command(slash_command, guild_only)]
pub async fn start(ctx: Context<'_>, id: u64) -> Result<(), CommandError> {
    let me = author(ctx);
    let notices = blocking(ctx, move |g, now| g.start_tournament(id, &me, now)).await?;
    say(ctx, Message::new("tournament-started")).await?;
    post(ctx, notices).await
}

/// Pause the tournament: its deadline stops (director).
#[poise::command(slash_command, guild_only)]
pub async fn pause(ctx: Context<'_>, id: u64) -> Result<(), CommandError> {
    let me = author(ctx);
    let said = blocking(ctx, move |g, now| g.pause_tournament(id, &me, true, now)).await?;
    say(ctx, said).await
}

/// Resume a paused tournament (director).
#[poise::command(slash_command, guild_only)]
pub async fn resume(ctx: Context<'_>, id: u64) -> Result<(), CommandError> {
    let me = author(ctx);
    let said = blocking(ctx, move |g, now| g.pause_tournament(id, &me, false, now)).await?;
    say(ctx, said).await
}

/// Withdraw a player from the next rounds (director).
#[poise::command(slash_command, guild_only)]
pub async fn withdraw(
    ctx: Context<'_>,
    id: u64,
    player: serenity::User,
) -> Result<(), CommandError> {
    let me = author(ctx);
    let who = named(ctx, &player);
    let said = blocking(ctx, move |g, _| g.withdraw_from_tournament(id, &me, &who)).await?;
    say(ctx, said).await
}

/// Never pair two players together (director).
#[poise::command(slash_command, guild_only)]
pub async fn forbid(
    ctx: Context<'_>,
    id: u64,
    first: serenity::User,
    second: serenity::User,
) -> Result<(), CommandError> {
    let me = author(ctx);
    let (a, b) = (named(ctx, &first), named(ctx, &second));
    let said = blocking(ctx, move |g, _| g.forbid_pair(id, &me, &a, &b)).await?;
    say(ctx, said).await
}

/// A board's result as the director sets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Outcome {
    #[name = "white wins"]
    WhiteWins,
    #[name = "black wins"]
    BlackWins,
    #[name = "draw"]
    Draw,
    #[name = "white forfeits"]
    WhiteForfeits,
    #[name = "black forfeits"]
    BlackForfeits,
    #[name = "double forfeit"]
    DoubleForfeit,
}

impl From<Outcome> for BoardResult {
    fn from(o: Outcome) -> BoardResult {
        match o {
            Outcome::WhiteWins => BoardResult::WhiteWins,
            Outcome::BlackWins => BoardResult::BlackWins,
            Outcome::Draw => BoardResult::Draw,
            Outcome::WhiteForfeits => BoardResult::WhiteForfeits,
            Outcome::BlackForfeits => BoardResult::BlackForfeits,
            Outcome::DoubleForfeit => BoardResult::DoubleForfeit,
        }
    }
}

/// Set a board's result (director).
#[poise::command(slash_command, guild_only)]
pub async fn result(
    ctx: Context<'_>,
    id: u64,
    #[min = 1] round: u32,
    #[min = 1] board: u32,
    outcome: Outcome,
) -> Result<(), CommandError> {
    let me = author(ctx);
    let (said, notices) = blocking(ctx, move |g, now| {
        // Boards are numbered from 1 in the pairings; 0 (which Discord's minimum keeps out)
        // names no board.
        let index = (board as usize).checked_sub(1).unwrap_or(usize::MAX);
        g.set_board_result(id, &me, round, index, outcome.into(), now)
    })
    .await?;
    say(ctx, said).await?;
    post(ctx, notices).await
}
