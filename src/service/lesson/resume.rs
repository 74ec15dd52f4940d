//! The open level shown again as a start, for a front end's "Next" (Discord's Next button, the
//! Activity's Next): the level a solved one opened, introduced by its stage's rule when it is
//! the stage's first level, with its moves; and the stages a front end offers to choose from.

use super::loader::shipped;
use super::play::{goal_line, header, moves_of, replay, Lessons};
use super::store;
use crate::service::text::message::Message;
use crate::service::ServiceError;

/// A stage as a front end offers it: its name (what `/learn stage:` takes) and its title's
/// catalogue id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageChoice {
    pub id: String,
    pub title: &'static str,
}

/// Every shipped stage, in the files' order. `Internal` when a shipped file does not read.
pub fn stage_choices() -> Result<Vec<StageChoice>, ServiceError> {
    let families = shipped().map_err(|e| ServiceError::Internal(e.to_string()))?;
    Ok(families
        .iter()
        .flat_map(|f| &f.stages)
        .map(|s| StageChoice {
            id: s.id.clone(),
            title: s.title,
        })
        .collect())
}

impl Lessons {
    /// The user's open level as it stands (its stage's rule first when nothing is played yet
    /// in the stage's first level); without one, the next level is opened as `/learn` without
    /// arguments does. Errors: `Store`, `Internal`.
    pub fn current(&self, user: u64) -> Result<super::LessonView, ServiceError> {
        let learner = store::load(self.store.as_ref(), user)?;
        let Some((place, open)) = self.open_place(&learner)? else {
            return self.learn(user, "");
        };
        let attempt = replay(&place, &open)?;
        let mut message = header(&place);
        if place.number == 1 && open.plies.is_empty() {
            message = message.line(Message::new(place.stage.explain));
        }
        self.view(&place, &attempt, message.line(goal_line(&place, &attempt)))
    }

    /// The moves of the user's open level now, in full notation (none without one): what
    /// `/learn move:` offers as it is typed. Reads the store; draws nothing. Errors: `Store`,
    /// `Internal`.
    pub fn open_moves(&self, user: u64) -> Result<Vec<String>, ServiceError> {
        let learner = store::load(self.store.as_ref(), user)?;
        let Some((place, open)) = self.open_place(&learner)? else {
            return Ok(Vec::new());
        };
        Ok(moves_of(&replay(&place, &open)?))
    }
}
