//! Review on the board (`docs/activity.md`, `position`): the board of the channel's shown
//! game after any of its moves. A socket reads the game once and keeps it until the channel
//! changes ([`Reviewed`]), so stepping through a game costs one store read, not one a step.

use std::sync::Arc;

use super::act::Viewer;
use super::protocol::ServerMessage;
use super::Web;
use crate::service::api::{Message, Review, ServiceError};

/// The game a socket last read for review, if any; cleared on every change of its channel.
#[derive(Default)]
pub struct Reviewed(Option<Review>);

impl Reviewed {
    /// Forgets the game read (the channel changed).
    pub fn clear(&mut self) {
        self.0 = None;
    }
}

/// The board of game `game` after `ply` moves for `viewer`, or the refusal: a game the
/// channel does not show (`refuse-stale-button`), a ply past its end
/// (`activity-refuse-no-such-move`).
pub async fn position(
    web: &Arc<Web>,
    viewer: &Viewer,
    reviewed: &mut Reviewed,
    game: &str,
    ply: u32,
) -> ServerMessage {
    let refused = |why: Message| ServerMessage::Refused {
        text: why.render(viewer.lang),
    };
    let Ok(id) = game.parse::<u64>() else {
        return refused(Message::new("refuse-stale-button"));
    };
    if reviewed.0.as_ref().is_none_or(|r| r.id != id) {
        let (games, channel) = (web.games.clone(), viewer.channel);
        let read = tokio::task::spawn_blocking(move || games.review(channel, id)).await;
        reviewed.0 = match read {
            Ok(Ok(review)) => Some(review),
            Ok(Err(ServiceError::Refused(why))) => return refused(why),
            Ok(Err(e)) => {
                tracing::error!(error = %e, channel, "cannot read a game for review");
                return refused(Message::new("internal-error"));
            }
            Err(e) => {
                tracing::error!(error = %e, channel, "a review's task failed");
                return refused(Message::new("internal-error"));
            }
        };
    }
    let board = reviewed
        .0
        .as_ref()
        .and_then(|r| r.board_at(usize::try_from(ply).ok()?));
    match board {
        Some(board) => ServerMessage::Position {
            game: game.to_string(),
            ply,
            board: Box::new(board),
        },
        None => refused(Message::new("activity-refuse-no-such-move")),
    }
}
