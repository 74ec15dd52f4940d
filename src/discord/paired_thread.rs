//! A paired game's thread, a tournament board's or an arena game's: a public thread in the
//! event's channel, named in the server's language, in which the service then starts the
//! game; the service's first message (pinging the player to move) is sent there.

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use super::compose::channel_message;
use super::reply::{server_lang, unix_now};
use super::Data;
use crate::service::api::{GameService, Message, Reply, ServiceError};

/// Discord's limit on a thread name, in characters.
const MAX_THREAD_NAME_CHARS: usize = 100;

/// Makes the thread `name` in `channel` of server `guild`, archived after `archive` without
/// messages, and starts its game with `start(service, thread, now)`.
/// Errors: Discord's, the service's refusal, or a failed task.
pub async fn open(
    http: &Arc<serenity::Http>,
    games: &Data,
    guild: Option<u64>,
    channel: u64,
    name: Message,
    archive: serenity::AutoArchiveDuration,
    start: impl FnOnce(&GameService, u64, u64) -> Result<Reply, ServiceError> + Send + 'static,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let lang = server_lang(games, guild, None).await;
    let name: String = name
        .render(lang)
        .chars()
        .take(MAX_THREAD_NAME_CHARS)
        .collect();
    let Some(channel) = std::num::NonZeroU64::new(channel) else {
        return Ok(());
    };
    let thread = serenity::ChannelId::from(channel)
        .create_thread(
            http,
            serenity::CreateThread::new(name)
                .kind(serenity::ChannelType::PublicThread)
                .auto_archive_duration(archive),
        )
        .await?;
    let service = games.clone();
    let thread_id = thread.id.get();
    let reply = tokio::task::spawn_blocking(move || {
        let now = service.now(unix_now());
        start(&service, thread_id, now)
    })
    .await??;
    thread
        .id
        .send_message(http, channel_message(reply, lang))
        .await?;
    Ok(())
}
