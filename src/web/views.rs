//! The channel views the sockets share: after a game event, the first socket of a channel
//! (per language) to need the new state reads it from the service, and the others watching
//! that channel finish the same read for their viewer ([`ChannelView::for_viewer`]), so a
//! move watched by a hundred sockets is read from the store once or twice, not a hundred
//! times.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::service::api::{ChannelView, GameService, Lang, ServiceError};

/// Views kept before those not being read are forgotten.
const FORGET_ABOVE: usize = 1024;

/// One channel's (and language's) latest read and when it began.
type Slot = Arc<tokio::sync::Mutex<Option<(Instant, Arc<ChannelView>)>>>;

/// The latest view of each channel and language being watched.
#[derive(Default)]
pub struct Views {
    slots: Mutex<HashMap<(u64, Lang), Slot>>,
}

impl Views {
    /// The view of `channel` in `lang` read no earlier than `since` (when the socket learnt
    /// of the change, itself after the change was stored): a read begun since then is
    /// reused, else one is made (one at a time per channel and language).
    pub async fn view(
        &self,
        games: &Arc<GameService>,
        channel: u64,
        lang: Lang,
        since: Instant,
    ) -> Result<Arc<ChannelView>, ServiceError> {
        let slot = {
            let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
            if slots.len() >= FORGET_ABOVE {
                // Views nobody is reading now: read again when next needed.
                slots.retain(|_, slot| Arc::strong_count(slot) > 1);
            }
            slots.entry((channel, lang)).or_default().clone()
        };
        let mut latest = slot.lock().await;
        if let Some((begun, view)) = latest.as_ref() {
            if *begun >= since {
                return Ok(view.clone());
            }
        }
        let begun = Instant::now();
        let games = games.clone();
        let view = tokio::task::spawn_blocking(move || games.live_view(channel, lang))
            .await
            .map_err(|e| ServiceError::Internal(format!("the state's task failed: {e}")))??;
        let view = Arc::new(view);
        *latest = Some((begun, view.clone()));
        Ok(view)
    }
}
