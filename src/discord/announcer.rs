//! Posts the service's announcements (`service::api::Announcement`: a change made in the
//! Activity, the bot's answer to it) in their channels, worded in the server's language with
//! the board picture, the text and the game's buttons.
//!
//! A game played on the board keeps one live message in its channel: an announcement of that
//! game edits it in place, unless it pings someone (an edit cannot ping) or ends the game,
//! which are posted as new messages (the ping's message becoming the live one). Each channel
//! has its own poster, which sends at most once every [`EDIT_EVERY`]; announcements that
//! arrive meanwhile are folded (an edit that a later edit supersedes is not sent), so the
//! live message always ends on the latest position within Discord's rate limits.

use std::collections::HashMap;
use std::num::NonZeroU64;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use tokio::sync::broadcast::error::RecvError;
use tokio::sync::mpsc;

use super::compose::{channel_message, edited_message};
use super::reply::server_lang;
use super::Data;
use crate::service::api::Announcement;

/// The least time between two messages (posts or edits) of one channel's poster.
pub const EDIT_EVERY: Duration = Duration::from_secs(2);

/// A channel's poster ends after this long without announcements.
const IDLE: Duration = Duration::from_secs(60);

/// The announcements one channel's poster may hold; more are dropped (with a warning).
const CHANNEL_BACKLOG: usize = 64;

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

/// Each channel's live message: the game it shows and its id.
type LiveMessages = Arc<Mutex<HashMap<u64, (u64, serenity::MessageId)>>>;

async fn run(
    http: Arc<serenity::Http>,
    games: Data,
    mut announcements: tokio::sync::broadcast::Receiver<Arc<Announcement>>,
) {
    let live = LiveMessages::default();
    let mut posters: HashMap<u64, mpsc::Sender<Arc<Announcement>>> = HashMap::new();
    loop {
        let announcement = match announcements.recv().await {
            Ok(a) => a,
            Err(RecvError::Lagged(missed)) => {
                tracing::warn!(missed, "announcements came faster than they were posted");
                continue;
            }
            Err(RecvError::Closed) => return,
        };
        let channel = announcement.channel;
        let announcement = match posters.get(&channel) {
            None => announcement,
            Some(poster) => match poster.try_send(announcement) {
                Ok(()) => continue,
                Err(mpsc::error::TrySendError::Full(_)) => {
                    tracing::warn!(channel, "a channel's announcements came faster than posted");
                    continue;
                }
                // That poster ended (idle): a new one takes the announcement.
                Err(mpsc::error::TrySendError::Closed(a)) => a,
            },
        };
        posters.retain(|_, p| !p.is_closed());
        let (sender, receiver) = mpsc::channel(CHANNEL_BACKLOG);
        // The channel is new and empty: the first announcement always fits.
        let _ = sender.try_send(announcement);
        posters.insert(channel, sender);
        tokio::spawn(post_channel(
            http.clone(),
            games.clone(),
            live.clone(),
            receiver,
        ));
    }
}

/// One channel's poster: sends what arrives, folded, at most once every [`EDIT_EVERY`]; ends
/// after [`IDLE`] without announcements (sending what arrived as it ended).
async fn post_channel(
    http: Arc<serenity::Http>,
    games: Data,
    live: LiveMessages,
    mut receiver: mpsc::Receiver<Arc<Announcement>>,
) {
    loop {
        let batch = match tokio::time::timeout(IDLE, receiver.recv()).await {
            Ok(Some(first)) => {
                let mut batch = vec![first];
                while let Ok(next) = receiver.try_recv() {
                    batch.push(next);
                }
                batch
            }
            Ok(None) => return,
            Err(_) => {
                receiver.close();
                let mut rest = Vec::new();
                while let Ok(next) = receiver.try_recv() {
                    rest.push(next);
                }
                for announcement in fold(rest) {
                    deliver(&http, &games, &live, &announcement).await;
                }
                return;
            }
        };
        for announcement in fold(batch) {
            deliver(&http, &games, &live, &announcement).await;
        }
        tokio::time::sleep(EDIT_EVERY).await;
    }
}

/// Whether `announcement` would only edit its game's live message.
fn is_edit(announcement: &Announcement) -> bool {
    announcement.game.is_some()
        && !announcement.reply.game_over
        && announcement.reply.mention.is_none()
}

/// `batch` (in order) without the edits a later edit supersedes (posts are all kept, and so
/// is the last edit: the live message ends on the latest position even when the result is
/// posted after it).
fn fold(batch: Vec<Arc<Announcement>>) -> Vec<Arc<Announcement>> {
    let last_edit = batch.iter().rposition(|a| is_edit(a));
    batch
        .into_iter()
        .enumerate()
        .filter(|(i, a)| !is_edit(a) || Some(*i) == last_edit)
        .map(|(_, a)| a)
        .collect()
}

/// Edits the channel's live message to `announcement`, or posts it as a new message (then the
/// live one, unless it ended the game).
async fn deliver(
    http: &serenity::Http,
    games: &Data,
    live: &LiveMessages,
    announcement: &Announcement,
) {
    let Some(id) = NonZeroU64::new(announcement.channel) else {
        return;
    };
    let channel = serenity::ChannelId::from(id);
    let lang = server_lang(games, announcement.guild, None).await;
    let reply = announcement.reply.clone();
    let live_message = {
        let live = live.lock().unwrap_or_else(|e| e.into_inner());
        live.get(&announcement.channel)
            .filter(|(game, _)| is_edit(announcement) && Some(*game) == announcement.game)
            .map(|(_, message)| *message)
    };
    if let Some(message) = live_message {
        match channel
            .edit_message(http, message, edited_message(reply.clone(), lang))
            .await
        {
            Ok(_) => return,
            // Deleted, say: a new message takes its place.
            Err(e) => tracing::warn!(
                channel = announcement.channel,
                error = %e,
                "cannot edit a game's live message; posting a new one"
            ),
        }
    }
    match channel
        .send_message(http, channel_message(reply, lang))
        .await
    {
        Ok(posted) => {
            let mut live = live.lock().unwrap_or_else(|e| e.into_inner());
            match announcement.game {
                Some(game) if !announcement.reply.game_over => {
                    live.insert(announcement.channel, (game, posted.id));
                }
                _ => {
                    live.remove(&announcement.channel);
                }
            }
        }
        Err(e) => {
            tracing::warn!(channel = announcement.channel, error = %e, "cannot post an announcement");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::Reply;

    fn announcement(game: Option<u64>, mention: Option<u64>, over: bool) -> Arc<Announcement> {
        Arc::new(Announcement {
            channel: 1,
            guild: None,
            reply: Reply {
                mention,
                game_over: over,
                ..Reply::default()
            },
            game,
        })
    }

    #[test]
    fn folding_keeps_posts_and_the_last_edit() {
        let edit = |n| announcement(Some(n), None, false);
        let ping = announcement(Some(1), Some(5), false);
        let end = announcement(Some(1), None, true);
        let own = announcement(None, None, false);
        let folded = fold(vec![edit(1), ping.clone(), edit(2), own.clone(), edit(3)]);
        assert_eq!(folded.len(), 3);
        assert!(Arc::ptr_eq(&folded[0], &ping));
        assert!(Arc::ptr_eq(&folded[1], &own));
        assert_eq!(folded[2].game, Some(3));
        let folded = fold(vec![edit(1), edit(2), end.clone()]);
        assert_eq!(folded.len(), 2, "the last edit, then the result");
        assert_eq!(folded[0].game, Some(2));
        assert!(Arc::ptr_eq(&folded[1], &end));
        assert!(fold(Vec::new()).is_empty());
    }
}
