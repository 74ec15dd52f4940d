//! The Tournaments tab's requests (`docs/activity.md`): the server's tournaments and arenas
//! (`tournaments`), one's view (`tournament`, then pushed on every change by
//! `event_watch.rs`), Join and Leave (`tournament-join`, `tournament-leave`: the service's
//! `enter_event`, which does what the announcements' buttons do, so with the same refusals,
//! worded in the socket's language), and the user's own game being played in it
//! (`tournament-board`). A socket sees only the events of its own server (the activity
//! instance's guild, from Discord): another server's are refused as unknown.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::act::{refused, Viewer};
use super::protocol::ServerMessage;
use super::Web;
use crate::service::api::{EventSummary, EventView, Message, ServiceError};

/// How long a server's list is reused before it is read again (the list reads every open
/// tournament, so sockets asking often share one read).
const LIST_FOR: Duration = Duration::from_secs(1);

/// Servers whose lists are kept before the old ones are dropped.
const LISTS_KEPT: usize = 1024;

/// A server's list and when it was read.
type Listed = (Instant, Arc<Vec<EventSummary>>);

/// The servers' latest lists, shared by the sockets.
#[derive(Default)]
pub struct Lists {
    lists: Mutex<HashMap<u64, Listed>>,
}

/// The refusal of a tournament id that does not parse or is not of the viewer's server.
fn unknown(id: &str, viewer: &Viewer) -> ServerMessage {
    refused(
        Message::new("refuse-tournament-unknown")
            .text("id", crate::service::api::clip(id).to_string()),
        viewer.lang,
    )
}

/// Runs `work` on the blocking pool; a refusal or failure as the message to send.
async fn blocking<T: Send + 'static>(
    viewer: &Viewer,
    work: impl FnOnce() -> Result<T, ServiceError> + Send + 'static,
) -> Result<T, ServerMessage> {
    match tokio::task::spawn_blocking(work).await {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(ServiceError::Refused(why))) => Err(refused(why, viewer.lang)),
        Ok(Err(e)) => {
            tracing::error!(error = %e, user = viewer.player.id, "a Tournaments tab request failed");
            Err(refused(Message::new("internal-error"), viewer.lang))
        }
        Err(e) => {
            tracing::error!(error = %e, "a Tournaments tab request's task failed");
            Err(refused(Message::new("internal-error"), viewer.lang))
        }
    }
}

/// The tournaments of `viewer`'s server (none outside a server).
pub async fn list(web: &Arc<Web>, viewer: &Viewer) -> ServerMessage {
    let Some(guild) = viewer.guild else {
        return ServerMessage::Tournaments {
            tournaments: Vec::new(),
        };
    };
    {
        let lists = web.lists.lists.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((read, list)) = lists.get(&guild) {
            if read.elapsed() < LIST_FOR {
                return ServerMessage::Tournaments {
                    tournaments: list.as_ref().clone(),
                };
            }
        }
    }
    let games = web.games.clone();
    match blocking(viewer, move || games.guild_events(guild)).await {
        Ok(list) => {
            let mut lists = web.lists.lists.lock().unwrap_or_else(|e| e.into_inner());
            if lists.len() >= LISTS_KEPT {
                lists.retain(|_, (read, _)| read.elapsed() < LIST_FOR);
            }
            lists.insert(guild, (Instant::now(), Arc::new(list.clone())));
            ServerMessage::Tournaments { tournaments: list }
        }
        Err(refusal) => refusal,
    }
}

/// Tournament `id` if `viewer`'s server holds it: its number and view now.
pub async fn open(
    web: &Arc<Web>,
    viewer: &Viewer,
    id: &str,
) -> Result<(u64, Arc<EventView>), ServerMessage> {
    let (Ok(number), Some(guild)) = (id.trim().parse::<u64>(), viewer.guild) else {
        return Err(unknown(id, viewer));
    };
    let games = web.games.clone();
    let view = blocking(viewer, move || {
        games.guild_event(number, guild).map(|event| event.view())
    })
    .await?;
    Ok((number, Arc::new(view)))
}

/// `viewer` joins (`join`) or leaves tournament `id` of their server: what the service said,
/// or its refusal.
pub async fn enter(web: &Arc<Web>, viewer: &Viewer, id: &str, join: bool) -> ServerMessage {
    let (Ok(number), Some(guild)) = (id.trim().parse::<u64>(), viewer.guild) else {
        return unknown(id, viewer);
    };
    let games = web.games.clone();
    let player = viewer.player.clone();
    let done = blocking(viewer, move || {
        let now = games.clock_now_ms() / 1000;
        games.enter_event(number, guild, &player, join, now)
    })
    .await;
    match done {
        Ok(said) => ServerMessage::Said {
            text: said.render(viewer.lang),
        },
        Err(refusal) => refusal,
    }
}

/// The channel of `viewer`'s own game in the current round of tournament `id`, once the
/// game has one.
pub async fn board_channel(
    web: &Arc<Web>,
    viewer: &Viewer,
    id: &str,
) -> Result<u64, ServerMessage> {
    let (Ok(number), Some(guild)) = (id.trim().parse::<u64>(), viewer.guild) else {
        return Err(unknown(id, viewer));
    };
    let games = web.games.clone();
    let user = viewer.player.id;
    blocking(viewer, move || {
        games
            .guild_event(number, guild)?
            .game_channel(user)
            .ok_or_else(|| {
                ServiceError::Refused(Message::new("activity-refuse-no-tournament-game"))
            })
    })
    .await
}
