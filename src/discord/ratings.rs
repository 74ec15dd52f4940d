//! `/rating`, `/leaderboard`, `/stats`: Glicko-2 ratings and results on this server (see
//! `service::ratings`). Answers are posted in the channel and ping nobody.

use poise::serenity_prelude as serenity;
use poise::CreateReply;

use super::challenge::VariantChoice;
use super::compose::fit;
use super::compose::no_pings;
use super::error::CommandError;
use super::reply::{author, player, public_lang};
use super::settings::ask;
use super::Context;
use crate::service::api::{Lang, Leaderboard, Player, ServerAnswer, ServerQuery};

/// The named user as a [`Player`] (server nickname when the interaction has it), else the
/// command's author.
fn subject(ctx: Context<'_>, user: Option<serenity::User>) -> Player {
    let Some(user) = user else {
        return author(ctx);
    };
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
    player(&user, nick.as_deref())
}

async fn show(ctx: Context<'_>, query: ServerQuery) -> Result<(), CommandError> {
    // Posted in the channel: in the server's language.
    let lang = public_lang(ctx).await;
    let reply = match ask(ctx, query).await? {
        ServerAnswer::Text(t) => CreateReply::default().content(fit(t.render(lang))),
        ServerAnswer::ServerSettings(s) => {
            CreateReply::default().content(fit(s.describe().render(lang)))
        }
        ServerAnswer::Leaderboard(board) if board.rows.is_empty() => {
            CreateReply::default().content(board.empty_text().render(lang))
        }
        ServerAnswer::Leaderboard(board) => {
            CreateReply::default().embed(leaderboard_embed(&board, lang))
        }
    };
    ctx.send(reply.allowed_mentions(no_pings())).await?;
    Ok(())
}

/// Embed accent colour (a board's dark square brown).
const EMBED_COLOUR: u32 = 0x8B_5A_2B;

/// `/leaderboard` as an embed in `lang`: the title names the variant, the description has one line per
/// player, best first (`**1.** Bob — 1662 ± 290 (1 game)`, names markdown-escaped), and the
/// footer says what the numbers are. Names, not mentions: an embed's mentions ping nobody but
/// show as raw ids on clients that have not loaded the member.
pub fn leaderboard_embed(board: &Leaderboard, lang: Lang) -> serenity::CreateEmbed {
    let mut lines = serenity::MessageBuilder::new();
    for (place, s) in board.rows.iter().enumerate() {
        if place > 0 {
            lines.push("\n");
        }
        lines
            .push_bold(format!("{}.", place + 1))
            .push(" ")
            .push(Leaderboard::row_text(s).render(lang));
    }
    serenity::CreateEmbed::new()
        .title(board.title().render(lang))
        .description(lines.build())
        .colour(EMBED_COLOUR)
        .footer(serenity::CreateEmbedFooter::new(
            Leaderboard::footer().render(lang),
        ))
}

/// A player's rating on this server (Glicko-2).
#[poise::command(slash_command, guild_only)]
pub async fn rating(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    variant: Option<VariantChoice>,
) -> Result<(), CommandError> {
    let who = subject(ctx, player);
    let query = ServerQuery::Rating {
        player: who.id,
        name: who.name,
        variant: variant.map(|v| v.0),
    };
    show(ctx, query).await
}

/// The ten best rated players of this server.
#[poise::command(slash_command, guild_only)]
pub async fn leaderboard(
    ctx: Context<'_>,
    variant: Option<VariantChoice>,
) -> Result<(), CommandError> {
    show(
        ctx,
        ServerQuery::Leaderboard {
            variant: variant.map(|v| v.0),
        },
    )
    .await
}

/// A player's wins, draws and losses per game on this server.
#[poise::command(slash_command, guild_only)]
pub async fn stats(ctx: Context<'_>, player: Option<serenity::User>) -> Result<(), CommandError> {
    let who = subject(ctx, player);
    show(
        ctx,
        ServerQuery::Stats {
            player: who.id,
            name: who.name,
        },
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::Standing;
    use crate::service::api::Variant;

    fn standing(player: u64, name: &str, rating: f64, games: u32) -> Standing {
        Standing {
            player,
            name: name.to_string(),
            rating,
            deviation: 80.4,
            volatility: 0.06,
            games,
        }
    }

    #[test]
    fn leaderboard_embed_ranks_rows_and_escapes_names() {
        let board = Leaderboard {
            variant: Variant::Lasca,
            rows: vec![
                standing(1, "**big**_al", 1712.6, 12),
                standing(2, "@everyone", 1500.0, 1),
            ],
        };
        let json = serde_json::to_value(leaderboard_embed(&board, Lang::ENGLISH)).unwrap();
        assert_eq!(json["title"], "Lasca leaderboard of this server");
        assert_eq!(
            json["description"],
            "**1.** \\*\\*big\\*\\*\\_al — 1713 ± 80 (12 games)\n**2.** @\u{200B}everyone — 1500 ± 80 (1 game)"
        );
    }

    #[test]
    fn leaderboard_embed_speaks_the_servers_language() {
        let board = Leaderboard {
            variant: Variant::Russian,
            rows: vec![
                standing(1, "ala", 1712.6, 1),
                standing(2, "ola", 1600.0, 2),
                standing(3, "ela", 1500.0, 5),
            ],
        };
        let pl = Lang::from_discord("pl");
        let json = serde_json::to_value(leaderboard_embed(&board, pl)).unwrap();
        assert_eq!(json["title"], "Ranking: Warcaby rosyjskie na tym serwerze");
        assert_eq!(
            json["description"],
            "**1.** ala — 1713 ± 80 (1 partia)\n**2.** ola — 1600 ± 80 (2 partie)\n**3.** ela — 1500 ± 80 (5 partii)"
        );
        assert_eq!(
            json["footer"]["text"],
            "Ranking Glicko-2 ± odchylenie (partie rankingowe)"
        );
        let english = serde_json::to_value(leaderboard_embed(&board, Lang::ENGLISH)).unwrap();
        assert_ne!(json["footer"], english["footer"]);
    }
}
