//! The Learn tab's requests (`learn`, `learn-move`, `learn-hint`, `learn-next`): the user's
//! lessons through the service (`Lessons`, the same progress as `/learn` and the console),
//! answered to the asking socket alone with a `lesson` message, or a `refused` one.

use std::sync::Arc;

use super::act::{refused, Viewer};
use super::protocol::{ClientMessage, ServerMessage};
use super::Web;
use crate::service::api::{Message, ServiceError};

/// Carries out the lesson request `message` for `viewer`; any other message is refused.
pub async fn answer(web: &Arc<Web>, viewer: &Viewer, message: ClientMessage) -> ServerMessage {
    let games = web.games.clone();
    let (user, lang) = (viewer.player.id, viewer.lang);
    let done = tokio::task::spawn_blocking(move || {
        // The tab draws the board from the view's position: no picture is drawn for it.
        let lessons = games.lessons().without_pictures();
        let view = match message {
            ClientMessage::Learn { stage: Some(stage) } if !stage.trim().is_empty() => {
                lessons.learn(user, &stage)
            }
            ClientMessage::Learn { .. } | ClientMessage::LearnNext => lessons.current(user),
            ClientMessage::LearnMove { notation } => lessons.play(user, &notation),
            ClientMessage::LearnHint => lessons.hint(user),
            _ => Err(ServiceError::Internal("not a lesson request".into())),
        }?;
        lessons.live(user, &view, lang)
    })
    .await;
    match done {
        Ok(Ok(lesson)) => ServerMessage::Lesson {
            lesson: Box::new(lesson),
        },
        Ok(Err(ServiceError::Refused(why))) => refused(why, lang),
        Ok(Err(e)) => {
            tracing::error!(error = %e, user, "a Learn tab request failed");
            refused(Message::new("internal-error"), lang)
        }
        Err(e) => {
            tracing::error!(error = %e, user, "a Learn tab request's task failed");
            refused(Message::new("internal-error"), lang)
        }
    }
}
