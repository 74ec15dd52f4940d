//! The sweep's other half for arenas: every pairing that has no channel yet gets a public
//! thread of its own in the arena's channel, and its game is started there on live clocks
//! (`GameService::open_arena_game`), the first message pinging the player to move.
//!
//! A pairing whose thread cannot be made is tried again at the next sweep.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::paired_thread;
use super::Data;
use crate::service::api::{ArenaWaiting, Message};

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
    let name = Message::new("arena-thread-name")
        .text("white", waiting.white.name.clone())
        .text("black", waiting.black.name.clone());
    let (arena, index) = (waiting.arena, waiting.game);
    paired_thread::open(
        http,
        games,
        waiting.guild,
        waiting.channel,
        name,
        serenity::AutoArchiveDuration::OneDay,
        move |service, thread, now| service.open_arena_game(arena, index, thread, now),
    )
    .await
}
