//! Posts the service's announcements (`service::api::Announcement`: a move made in the
//! Activity, the bot's answer to it) in their channels, as the answer to the same `/move`
//! would have been posted: the board picture, the text, the ping of the player to move, the
//! game's buttons, in the server's language.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tokio::sync::broadcast::error::RecvError;

use super::compose::channel_message;
use super::reply::server_lang;
use super::Data;

/// The running poster; dropping it stops the task.
pub struct Announcer(tokio::task::JoinHandle<()>);

impl Drop for Announcer {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Starts posting `games`' announcements through `http`.
pub fn spawn(http: Arc<serenity::Http>, games: Data) -> Announcer {
    let announcements = games.announcements();
    Announcer(tokio::spawn(run(http, games, announcements)))
}

async fn run(
    http: Arc<serenity::Http>,
    games: Data,
    mut announcements: tokio::sync::broadcast::Receiver<Arc<crate::service::api::Announcement>>,
) {
    loop {
        let announcement = match announcements.recv().await {
            Ok(a) => a,
            Err(RecvError::Lagged(missed)) => {
                tracing::warn!(missed, "announcements came faster than they were posted");
                continue;
            }
            Err(RecvError::Closed) => return,
        };
        let Some(id) = std::num::NonZeroU64::new(announcement.channel) else {
            continue;
        };
        let lang = server_lang(&games, announcement.guild, None).await;
        let message = channel_message(announcement.reply.clone(), lang);
        if let Err(e) = serenity::ChannelId::from(id)
            .send_message(&http, message)
            .await
        {
            tracing::warn!(channel = announcement.channel, error = %e, "cannot post an announcement");
        }
    }
}
