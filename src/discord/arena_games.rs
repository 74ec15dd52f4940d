//! The sweep's other half for arenas: every pairing that has no channel yet gets a public
//! thread of its own in the arena's channel, and its game is started there on live clocks
//! (`GameService::open_arena_game`), the first message pinging the player to move.
//!
//! A pairing whose thread cannot be made is tried again at the next sweep.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::compose::channel_message;
use super::reply::{server_lang, unix_now};
use super::Data;
use crate::service::api::{ArenaWaiting, Message};

/// Discord's limit on a thread name, in characters.
const MAX_THREAD_NAME_CHARS: usize = 100;

/// The most games opened per sweep (Discord's rate limits); the rest follow at the next.
const GAMES_PER_SWEEP: usize = 25;

/// Opens the arena games waiting for a channel.
pub async fn open_waiting(http: &Arc<serenity::Http>, games: &Data) {
    let service = games.clone();
    let waiting = match tokio::task::spawn_blocking(move || service.arena_games_waiting()).await {
        Ok(Ok(waiting)) => waiting,
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "cannot list arena games");
            return;
        }
        Err(e) => {
            tracing::warn!(error = %e, "arena game task failed");
            return;
        }
    };
    for game in waiting.into_iter().take(GAMES_PER_SWEEP) {
        if let Err(e) = open(http, games, &game).await {
            tracing::warn!(arena = game.arena, game = game.game, error = %e, "cannot open an arena game");
        }
    }
}

async fn open(
    http: &Arc<serenity::Http>,
    games: &Data,
    waiting: &ArenaWaiting,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let lang = server_lang(games, waiting.guild, None).await;
    let name: String = Message::new("arena-thread-name")
        .text("white", waiting.white.name.clone())
        .text("black", waiting.black.name.clone())
        .render(lang)
        .chars()
        .take(MAX_THREAD_NAME_CHARS)
        .collect();
    let Some(channel) = std::num::NonZeroU64::new(waiting.channel) else {
        return Ok(());
    };
    let thread = serenity::ChannelId::from(channel)
        .create_thread(
            http,
            serenity::CreateThread::new(name)
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneDay),
        )
        .await?;
    let service = games.clone();
    let (arena, index, thread_id) = (waiting.arena, waiting.game, thread.id.get());
    let reply = tokio::task::spawn_blocking(move || {
        let now = service.now(unix_now());
        service.open_arena_game(arena, index, thread_id, now)
    })
    .await??;
    thread
        .id
        .send_message(http, channel_message(reply, lang))
        .await?;
    Ok(())
}
