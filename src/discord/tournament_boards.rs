//! The sweep's other half for tournaments: every board of a running round that has no
//! channel yet gets a public thread of its own in the tournament's channel, and its game is
//! started there (`GameService::open_board`), the first message pinging the player to move.
//!
//! A board whose thread cannot be made is tried again at the next sweep. (A process killed
//! between making the thread and starting the game leaves that thread empty; the board gets
//! another.)

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::compose::channel_message;
use super::reply::{server_lang, unix_now};
use super::Data;
use crate::service::api::{Message, WaitingBoard};

/// Discord's limit on a thread name, in characters.
const MAX_THREAD_NAME_CHARS: usize = 100;

/// The most boards opened per sweep, so that one large round does not hold the sweep (and
/// Discord's rate limits) for long; the rest follow at the next sweeps.
const BOARDS_PER_SWEEP: usize = 25;

/// Opens the boards waiting for a channel.
pub async fn open_waiting(http: &Arc<serenity::Http>, games: &Data) {
    let service = games.clone();
    let waiting =
        match tokio::task::spawn_blocking(move || service.tournament_boards_waiting()).await {
            Ok(Ok(waiting)) => waiting,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "cannot list tournament boards");
                return;
            }
            Err(e) => {
                tracing::warn!(error = %e, "tournament board task failed");
                return;
            }
        };
    for board in waiting.into_iter().take(BOARDS_PER_SWEEP) {
        if let Err(e) = open(http, games, &board).await {
            tracing::warn!(tournament = board.tournament, round = board.round, board = board.board, error = %e, "cannot open a tournament board");
        }
    }
}

async fn open(
    http: &Arc<serenity::Http>,
    games: &Data,
    board: &WaitingBoard,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let lang = server_lang(games, board.guild, None).await;
    let name: String = Message::new("tournament-thread-name")
        .count("round", u64::from(board.round))
        .count("board", board.board as u64 + 1)
        .text("white", board.white.name.clone())
        .text("black", board.black.name.clone())
        .render(lang)
        .chars()
        .take(MAX_THREAD_NAME_CHARS)
        .collect();
    let Some(channel) = std::num::NonZeroU64::new(board.channel) else {
        return Ok(());
    };
    let thread = serenity::ChannelId::from(channel)
        .create_thread(
            http,
            serenity::CreateThread::new(name)
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek),
        )
        .await?;
    let service = games.clone();
    let (t, round, index, thread_id) =
        (board.tournament, board.round, board.board, thread.id.get());
    let reply = tokio::task::spawn_blocking(move || {
        let now = service.now(unix_now());
        service.open_board(t, round, index, thread_id, now)
    })
    .await??;
    thread
        .id
        .send_message(http, channel_message(reply, lang))
        .await?;
    Ok(())
}
