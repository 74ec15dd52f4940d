//! A lesson as the Activity's Learn tab receives it ([`LiveLesson`], `docs/activity.md`): the
//! answer's text worded in the viewer's language, the board it shows in the live board's
//! form, the moves that can be clicked on it, the stars a solved level earned, whether the
//! move failed, and every stage with the learner's stars.

use serde::Serialize;

use super::play::{LessonView, Lessons, Shown};
use super::resume::stage_choices;
use super::store;
use crate::service::live::state::{LegalMove, LiveBoard, Side};
use crate::service::live::{legal_move, live_board};
use crate::service::text::locale::Lang;
use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_rules::{notation, Color, Game};

/// One answer of the Learn tab.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveLesson {
    /// The answer's text, one paragraph a line.
    pub text: String,
    /// The game of the level shown (`bashni`); `null` when none is (every level done).
    pub variant: Option<String>,
    /// The learner's side: the board is seen from it.
    pub side: Option<Side>,
    /// The board shown; after a solved or failed move, the position that move left.
    pub board: Option<LiveBoard>,
    /// The moves that can be played on `board` (none after a solved or failed move: the
    /// client then offers Next, which shows the open level again).
    pub legal: Vec<LegalMove>,
    /// The stars (1-3) the move just played earned by solving the level.
    pub stars: Option<u8>,
    /// Whether the move just played failed the level (`text` says why, the rule and the hint).
    pub failed: bool,
    /// Every stage, with the learner's stars in it.
    pub stages: Vec<LiveStage>,
}

/// A stage as the Learn tab lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LiveStage {
    /// What the client sends to start it (`men`).
    pub id: String,
    pub title: String,
    /// The learner's best stars over its levels, of `most`.
    pub stars: u64,
    pub most: u64,
}

impl Lessons {
    /// `view` (an answer of [`Lessons::learn`], [`Lessons::play`], [`Lessons::current`] or
    /// [`Lessons::hint`] for `user`) as the Learn tab shows it, worded in `lang`. Reads the
    /// store for the stars. Errors: `Store`, `Internal`.
    pub fn live(
        &self,
        user: u64,
        view: &LessonView,
        lang: Lang,
    ) -> Result<LiveLesson, ServiceError> {
        let settled = view.stars.is_some() || view.failed;
        let (board, legal, side) = match &view.shown {
            Some(shown) => {
                let legal = if settled {
                    Vec::new()
                } else {
                    playable(shown, &view.moves)
                };
                let side = match shown.side {
                    Color::White => Side::White,
                    Color::Black => Side::Black,
                };
                (Some(board(shown)), legal, Some(side))
            }
            None => (None, Vec::new(), None),
        };
        Ok(LiveLesson {
            text: view.message.render(lang),
            variant: view.variant.map(|v| v.name().to_string()),
            side,
            board,
            legal,
            stars: view.stars,
            failed: view.failed,
            stages: self.live_stages(user, lang)?,
        })
    }

    /// Every stage with `user`'s stars in it, titles in `lang`.
    fn live_stages(&self, user: u64, lang: Lang) -> Result<Vec<LiveStage>, ServiceError> {
        let learner = store::load(self.store.as_ref(), user)?;
        let families =
            super::loader::shipped().map_err(|e| ServiceError::Internal(e.to_string()))?;
        let mut stages = Vec::new();
        for choice in stage_choices()? {
            let Some((family, stage)) = families
                .iter()
                .find_map(|f| f.stage(&choice.id).map(|s| (f, s)))
            else {
                continue;
            };
            let stars = (1..=stage.levels.len())
                .map(|n| {
                    let key = format!("{}/{}/{n}", family.name, stage.id);
                    u64::from(learner.stars.get(&key).copied().unwrap_or(0))
                })
                .sum();
            stages.push(LiveStage {
                id: choice.id,
                title: Message::new(choice.title).render(lang),
                stars,
                most: 3 * stage.levels.len() as u64,
            });
        }
        Ok(stages)
    }
}

/// The board of `shown`, its last move marked.
fn board(shown: &Shown) -> LiveBoard {
    let game = match &shown.last {
        Some((before, mv)) => {
            let mut game = Game::from_position(before.clone());
            game.play(*mv);
            game
        }
        None => Game::from_position(shown.pos.clone()),
    };
    live_board(&game, false)
}

/// The moves of `texts` (in full notation, as the view offers them) on `shown`'s position.
fn playable(shown: &Shown, texts: &[String]) -> Vec<LegalMove> {
    texts
        .iter()
        .filter_map(|text| notation::resolve(&shown.pos, text).ok())
        .map(|m| legal_move(&shown.pos, &m))
        .collect()
}
