//! The play session: `/learn` on Discord and `learn` in the console. One open level per user
//! (the answers are private, so a lesson follows the user from channel to channel), kept in
//! the store ([`super::store`]) with the moves played, so a restart loses nothing.
//!
//! Starting a level shows its stage's rule, the goal, the budget and the board from the
//! solver's side. Each move is judged ([`super::goal::Attempt`]); a move after which the goal
//! can no longer be reached in the moves left ends the attempt at once (a small search, see
//! [`LIVE_CAP`]). A solved level records its stars (the best kept) and opens the next level;
//! a failed one says why, shows the stage's rule and the hint, and starts the level over.

use std::sync::Arc;

use super::goal::{Answers, Attempt, Status, Why};
use super::loader::shipped;
use super::model::{Family, Level, Stage, Success};
use super::prove::solvable;
use super::store::{self, Learner, OpenLevel, Ply};
use crate::service::board::pictures::Pictures;
use crate::service::board::terminal::{text_board, PieceSymbols};
use crate::service::text::message::Message;
use crate::service::text::texts;
use crate::service::{refuse, ServiceError};
use towers_rules::{notation, Color, Game, Move, Position, Variant};
use towers_store::Store;

/// The most positions the search for "can the goal still be reached?" visits after a move;
/// past it the attempt simply goes on.
pub const LIVE_CAP: usize = 2_000;

/// What a front end shows of a lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonView {
    pub message: Message,
    /// The board, PNG, from the solver's side; `None` from [`Lessons::without_pictures`].
    pub image: Option<Vec<u8>>,
    /// The solver's moves now, in full notation (empty when no level is open).
    pub moves: Vec<String>,
    /// The game of the level shown.
    pub variant: Option<Variant>,
    /// The stars the move just played earned, when it solved the level (the next level, if
    /// any, is then open: its moves are [`Self::moves`], while the picture, [`Self::variant`]
    /// and [`Self::shown`] are still the solved position).
    pub stars: Option<u8>,
    /// Whether the move just played failed the level (the message then has the stage's rule
    /// and the hints; the level starts over).
    pub failed: bool,
    /// The position the picture shows (after a solved or failed move: the position it left).
    pub shown: Option<Shown>,
}

/// The position a lesson's answer shows, for a front end that draws it itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub pos: Position,
    /// The last move on the board and the position it was played from.
    pub last: Option<(Position, Move)>,
    /// The learner's side: the board is seen from it.
    pub side: Color,
}

/// Lessons over the store that keeps each user's progress.
pub struct Lessons {
    pub(super) store: Arc<dyn Store>,
    pub(super) pictures: Arc<Pictures>,
    /// Whether answers carry the board's picture (`false` for a front end that draws the
    /// board itself from [`LessonView::shown`]).
    pub(super) draw: bool,
}

/// A level with where it stands: its family, stage and number (from 1).
#[derive(Clone, Copy)]
pub(super) struct Place {
    pub(super) family: &'static Family,
    pub(super) stage: &'static Stage,
    pub(super) number: usize,
    pub(super) level: &'static Level,
}

impl Place {
    pub(super) fn key(&self) -> String {
        format!("{}/{}/{}", self.family.name, self.stage.id, self.number)
    }
}

/// Every level of the shipped lessons, in order. `Internal` when a shipped file does not
/// read (`towers learn check` and the tests keep that from happening).
fn places() -> Result<Vec<Place>, ServiceError> {
    let families = shipped().map_err(|e| ServiceError::Internal(e.to_string()))?;
    Ok(families
        .iter()
        .flat_map(|family| {
            family.stages.iter().flat_map(move |stage| {
                stage
                    .levels
                    .iter()
                    .enumerate()
                    .map(move |(i, level)| Place {
                        family,
                        stage,
                        number: i + 1,
                        level,
                    })
            })
        })
        .collect())
}

/// `★★☆`: `stars` of three.
fn stars_text(stars: u8) -> String {
    (1..=3)
        .map(|i| if i <= stars { '★' } else { '☆' })
        .collect()
}

/// The level `name` asks for: `men` (the stage's first level not yet solved with three
/// stars, else its first), `men 2`, `men/2` or `towers/men/2`.
fn named(all: &[Place], learner: &Learner, name: &str) -> Option<Place> {
    let words: Vec<&str> = name
        .split(|c: char| c == '/' || c.is_whitespace())
        .filter(|w| !w.is_empty())
        .collect();
    let (family, stage, number): (Option<&str>, &str, Option<usize>) = match words.as_slice() {
        [stage] => (None, *stage, None),
        [stage, n] if n.parse::<usize>().is_ok() => (None, *stage, n.parse::<usize>().ok()),
        [family, stage] => (Some(*family), *stage, None),
        [family, stage, n] => (Some(*family), *stage, Some(n.parse::<usize>().ok()?)),
        _ => return None,
    };
    let mut levels = all.iter().filter(|p| {
        p.stage.id.eq_ignore_ascii_case(stage)
            && family.is_none_or(|f| p.family.name.eq_ignore_ascii_case(f))
    });
    match number {
        Some(n) => levels.find(|p| p.number == n).copied(),
        None => {
            let levels: Vec<&Place> = levels.collect();
            levels
                .iter()
                .find(|p| learner.stars.get(&p.key()).copied().unwrap_or(0) < 3)
                .or(levels.first())
                .map(|p| **p)
        }
    }
}

/// Where to go on from: the level after the last solved one, else the first without stars.
fn next_place(all: &[Place], learner: &Learner) -> Option<Place> {
    let after_last = learner
        .last
        .as_ref()
        .and_then(|last| all.iter().position(|p| &p.key() == last))
        .and_then(|i| all.get(i + 1));
    after_last
        .or_else(|| all.iter().find(|p| !learner.stars.contains_key(&p.key())))
        .copied()
}

/// The attempt of `open` at `place`, its moves replayed with the answers they met.
pub(super) fn replay(place: &Place, open: &OpenLevel) -> Result<Attempt<'static>, ServiceError> {
    let mut attempt = Attempt::new(place.level);
    let mut answers = Answers::default();
    for ply in &open.plies {
        let mv = notation::resolve(&attempt.pos, &ply.played)
            .map_err(|e| ServiceError::Internal(format!("stored lesson move: {e}")))?;
        answers.record(ply.reply.as_deref());
        attempt.play(&mv, &mut answers);
    }
    Ok(attempt)
}

impl Lessons {
    /// Lessons whose progress `store` keeps, drawn by `pictures`.
    pub fn new(store: Arc<dyn Store>, pictures: Arc<Pictures>) -> Self {
        Lessons {
            store,
            pictures,
            draw: true,
        }
    }

    /// The same lessons (same store, same progress) whose answers carry no picture: the
    /// Activity's Learn tab draws the board itself, so a PNG drawn for it would be wasted work.
    pub fn without_pictures(&self) -> Lessons {
        Lessons {
            store: self.store.clone(),
            pictures: self.pictures.clone(),
            draw: false,
        }
    }

    /// The user's open level, with its place; `None` without one or when the shipped
    /// lessons no longer have it.
    pub(super) fn open_place(
        &self,
        learner: &Learner,
    ) -> Result<Option<(Place, OpenLevel)>, ServiceError> {
        let Some(open) = &learner.open else {
            return Ok(None);
        };
        let all = places()?;
        Ok(all
            .iter()
            .find(|p| p.key() == open.key)
            .map(|p| (*p, open.clone())))
    }

    /// Whether `user` has a level open. Reads the store only.
    pub fn is_open(&self, user: u64) -> Result<bool, ServiceError> {
        let learner = store::load(self.store.as_ref(), user)?;
        Ok(self.open_place(&learner)?.is_some())
    }

    /// `/learn [name]` by `user`: with `name` (see [`named`]), that level from its start;
    /// without, the open level as it stands, else the next level (after the last one solved).
    /// Refused: an unknown name (the stages are listed). Errors: `Store`, `Internal`.
    pub fn learn(&self, user: u64, name: &str) -> Result<LessonView, ServiceError> {
        let all = places()?;
        let learner = store::load(self.store.as_ref(), user)?;
        let name = name.trim();
        if name.is_empty() {
            if let Some((place, open)) = self.open_place(&learner)? {
                let attempt = replay(&place, &open)?;
                let note = Message::new("lesson-resumed");
                return self.view(
                    &place,
                    &attempt,
                    header(&place).line(note).line(goal_line(&place, &attempt)),
                );
            }
        }
        let place = if name.is_empty() {
            match next_place(&all, &learner) {
                Some(place) => place,
                None => {
                    return Ok(LessonView {
                        message: Message::new("lesson-all-done")
                            .line(self.list_message(&all, &learner)),
                        ..LessonView::default()
                    })
                }
            }
        } else {
            match named(&all, &learner, name) {
                Some(place) => place,
                None => {
                    let mut known: Vec<&str> = all.iter().map(|p| p.stage.id.as_str()).collect();
                    known.dedup();
                    return refuse(
                        Message::new("refuse-lesson-unknown")
                            .text("name", towers_rules::quote::clip(name))
                            .text("known", known.join(", ")),
                    );
                }
            }
        };
        self.open(user, &place)?;
        let attempt = Attempt::new(place.level);
        let message = header(&place)
            .line(Message::new(place.stage.explain))
            .line(goal_line(&place, &attempt));
        self.view(&place, &attempt, message)
    }

    /// Makes `place` the user's open level, from its start.
    fn open(&self, user: u64, place: &Place) -> Result<(), ServiceError> {
        let key = place.key();
        store::change(self.store.as_ref(), user, &|mut learner| {
            learner.open = Some(OpenLevel {
                key: key.clone(),
                ..OpenLevel::default()
            });
            Ok((learner, ()))
        })
    }

    /// The user's move `text` in the open level: judged, answered, and the result shown (see
    /// the module docs). Refused: no open level, a text that is no legal move (nothing
    /// changes). Errors: `Store`, `Internal`.
    pub fn play(&self, user: u64, text: &str) -> Result<LessonView, ServiceError> {
        let all = places()?;
        let learner = store::load(self.store.as_ref(), user)?;
        let Some((place, open)) = self.open_place(&learner)? else {
            return refuse(Message::new("refuse-lesson-none"));
        };
        let mut attempt = replay(&place, &open)?;
        let mv = notation::resolve(&attempt.pos, text)
            .map_err(|e| ServiceError::Refused(texts::move_refusal(&e)))?;
        let mut answers = Answers::default();
        let mut step = attempt.play(&mv, &mut answers);
        if step.status == Status::Going {
            let left = place.level.budget - attempt.moves;
            let mut work = 0;
            if solvable(&attempt, left, &mut answers, &mut work, LIVE_CAP) == Some(false) {
                step.status = Status::Failed(Why::Unreachable);
            }
        }
        let mut message = Message::new("lesson-played").text("move", step.played.clone());
        if let Some(reply) = &step.reply {
            message = message.then(
                Message::new("lesson-replied")
                    .color("color", !place.level.side)
                    .text("move", reply.clone()),
            );
        }
        let key = place.key();
        match step.status {
            Status::Going => {
                let ply = Ply {
                    played: step.played.clone(),
                    reply: step.reply.clone(),
                };
                let expected = open.clone();
                store::change(self.store.as_ref(), user, &|mut learner| {
                    match &mut learner.open {
                        Some(now) if *now == expected => now.plies.push(ply.clone()),
                        _ => return refuse(Message::new("refuse-lesson-moved-on")),
                    }
                    Ok((learner, ()))
                })?;
                let message = message.line(goal_line(&place, &attempt));
                self.view(&place, &attempt, message)
            }
            Status::Solved { stars } => {
                let next = all
                    .iter()
                    .position(|p| p.key() == key)
                    .and_then(|i| all.get(i + 1))
                    .copied();
                let next_key = next.map(|p| p.key());
                store::change(self.store.as_ref(), user, &|mut learner| {
                    let best = learner.stars.entry(key.clone()).or_insert(0);
                    *best = (*best).max(stars);
                    learner.last = Some(key.clone());
                    learner.open = next_key.clone().map(|key| OpenLevel {
                        key,
                        ..OpenLevel::default()
                    });
                    Ok((learner, ()))
                })?;
                let solved = message.line(
                    Message::new("lesson-solved")
                        .count("count", u64::from(attempt.moves))
                        .text("stars", stars_text(stars)),
                );
                match next {
                    Some(next) => {
                        let fresh = Attempt::new(next.level);
                        let mut message = solved.line(header(&next));
                        if next.number == 1 {
                            message = message.line(Message::new(next.stage.explain));
                        }
                        let message = message.line(goal_line(&next, &fresh));
                        // The solved position stays in view (picture, variant and board); the
                        // next level's moves say that one is open, shown by Next.
                        let mut view = self.view(&place, &attempt, message)?;
                        view.moves = moves_of(&fresh);
                        view.stars = Some(stars);
                        Ok(view)
                    }
                    None => {
                        let mut view = self.view(
                            &place,
                            &attempt,
                            solved.line(Message::new("lesson-all-done")),
                        )?;
                        view.stars = Some(stars);
                        Ok(view)
                    }
                }
            }
            Status::Failed(why) => {
                let expected = open.clone();
                store::change(self.store.as_ref(), user, &|mut learner| {
                    match &mut learner.open {
                        Some(now) if *now == expected => now.plies.clear(),
                        _ => return refuse(Message::new("refuse-lesson-moved-on")),
                    }
                    Ok((learner, ()))
                })?;
                let why = Message::new(match why {
                    Why::Budget => "lesson-failed-budget",
                    Why::Lost => "lesson-failed-lost",
                    Why::Blocked => "lesson-failed-blocked",
                    Why::GameOver => "lesson-failed-game-over",
                    Why::Unreachable => "lesson-failed-unreachable",
                });
                let mut message = message.line(why).line(Message::new(place.stage.explain));
                for hint in &place.level.hints {
                    message = message
                        .line(Message::new("lesson-hint").message("hint", Message::new(hint)));
                }
                let fresh = Attempt::new(place.level);
                let message = message
                    .line(Message::new("lesson-again"))
                    .line(goal_line(&place, &fresh));
                // The failing position is the picture; the moves are the start's again.
                let mut view = self.view(&place, &attempt, message)?;
                view.moves = moves_of(&fresh);
                view.failed = true;
                Ok(view)
            }
        }
    }

    /// A hint for the open level: its hint messages, and at the level's start the hint's
    /// move. Refused without an open level. Errors: `Store`, `Internal`.
    pub fn hint(&self, user: u64) -> Result<LessonView, ServiceError> {
        let learner = store::load(self.store.as_ref(), user)?;
        let Some((place, open)) = self.open_place(&learner)? else {
            return refuse(Message::new("refuse-lesson-none"));
        };
        let attempt = replay(&place, &open)?;
        let mut message = Message::default();
        for hint in &place.level.hints {
            message = message.line(Message::new("lesson-hint").message("hint", Message::new(hint)));
        }
        if open.plies.is_empty() {
            message = message.line(Message::new("lesson-hint-move").text(
                "move",
                notation::write(&place.level.start, &place.level.hint_move),
            ));
        }
        self.view(&place, &attempt, message.line(goal_line(&place, &attempt)))
    }

    /// Closes the user's open level (its stars stay); says whether one was open. Errors:
    /// `Store`, `Internal`.
    pub fn stop(&self, user: u64) -> Result<bool, ServiceError> {
        store::change(self.store.as_ref(), user, &|mut learner| {
            let was_open = learner.open.take().is_some();
            Ok((learner, was_open))
        })
    }

    /// Every stage with the user's stars in it, as lines.
    pub fn list(&self, user: u64) -> Result<Message, ServiceError> {
        let all = places()?;
        let learner = store::load(self.store.as_ref(), user)?;
        Ok(self.list_message(&all, &learner))
    }

    fn list_message(&self, all: &[Place], learner: &Learner) -> Message {
        let mut message = Message::new("lesson-list");
        let mut i = 0;
        while i < all.len() {
            let stage = all[i].stage;
            let levels: Vec<&Place> = all[i..]
                .iter()
                .take_while(|p| std::ptr::eq(p.stage, stage))
                .collect();
            let stars: u64 = levels
                .iter()
                .map(|p| u64::from(learner.stars.get(&p.key()).copied().unwrap_or(0)))
                .sum();
            message = message.line(
                Message::new("lesson-list-stage")
                    .message("title", Message::new(stage.title))
                    .text("name", stage.id.clone())
                    .count("stars", stars)
                    .count("most", 3 * levels.len() as u64),
            );
            i += levels.len();
        }
        message
    }

    /// The open level's board as text from the solver's side; `None` without one.
    pub fn board_text(
        &self,
        user: u64,
        symbols: &PieceSymbols,
    ) -> Result<Option<String>, ServiceError> {
        let learner = store::load(self.store.as_ref(), user)?;
        let Some((place, open)) = self.open_place(&learner)? else {
            return Ok(None);
        };
        let attempt = replay(&place, &open)?;
        Ok(Some(text_board(&attempt.pos, symbols, place.level.side)))
    }

    fn picture(&self, place: &Place, attempt: &Attempt<'_>) -> Result<Vec<u8>, ServiceError> {
        let game = match &attempt.last {
            Some((before, mv)) => {
                let mut game = Game::from_position(before.clone());
                game.play(*mv);
                game
            }
            None => Game::from_position(attempt.pos.clone()),
        };
        self.pictures.of_game(&game, false, Some(place.level.side))
    }

    pub(super) fn view(
        &self,
        place: &Place,
        attempt: &Attempt<'_>,
        message: Message,
    ) -> Result<LessonView, ServiceError> {
        Ok(LessonView {
            message,
            image: if self.draw {
                Some(self.picture(place, attempt)?)
            } else {
                None
            },
            moves: if attempt.status == Status::Going {
                moves_of(attempt)
            } else {
                Vec::new()
            },
            variant: Some(place.level.variant),
            shown: Some(Shown {
                pos: attempt.pos.clone(),
                last: attempt.last.clone(),
                side: place.level.side,
            }),
            ..LessonView::default()
        })
    }
}

/// The moves offered: every legal move (in an `all_captures` level, the captures not yet
/// found), in full notation.
pub(super) fn moves_of(attempt: &Attempt<'_>) -> Vec<String> {
    attempt
        .useful_moves()
        .iter()
        .map(|m| notation::write(&attempt.pos, m))
        .collect()
}

/// The level's title line: stage, level of levels, game.
pub(super) fn header(place: &Place) -> Message {
    Message::new("lesson-title")
        .message("stage", Message::new(place.stage.title))
        .count("level", place.number as u64)
        .count("levels", place.stage.levels.len() as u64)
        .variant("variant", place.level.variant)
}

/// The goal, with the moves left and the moves for three stars (and, in an `all_captures`
/// level, the captures found so far).
pub(super) fn goal_line(place: &Place, attempt: &Attempt<'_>) -> Message {
    let level = place.level;
    let mut message = Message::new(level.goal).then(
        Message::new("lesson-budget")
            .count(
                "count",
                u64::from(level.budget - attempt.moves.min(level.budget)),
            )
            .count("three", u64::from(level.stars[0])),
    );
    if matches!(level.success, Success::AllCaptures) {
        message = message.then(
            Message::new("lesson-found")
                .count("found", attempt.found.len() as u64)
                .count("total", level.start.legal_moves().len() as u64),
        );
    }
    message
}
