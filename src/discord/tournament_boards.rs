//! The sweep's other half for tournaments: every board of a running round that has no
//! channel yet gets a public thread of its own in the tournament's channel, and its game is
//! started there (`GameService::open_board`), the first message pinging the player to move.
//!
//! A board whose thread cannot be made is tried again at the next sweep. (A process killed
//! between making the thread and starting the game leaves that thread empty; the board gets
//! another.)

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::paired_thread;
use super::Data;
use crate::service::api::{Message, WaitingBoard};

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
    let name = Message::new("tournament-thread-name")
        .count("round", u64::from(board.round))
        .count("board", board.board as u64 + 1)
        .text("white", board.white.name.clone())
        .text("black", board.black.name.clone());
    let (t, round, index) = (board.tournament, board.round, board.board);
    paired_thread::open(
        http,
        games,
        board.guild,
        board.channel,
        name,
        serenity::AutoArchiveDuration::OneWeek,
        move |service, thread, now| service.open_board(t, round, index, thread, now),
    )
    .await
}
