//! Reading a lesson file into the checked [`Family`]: every fault is a [`LessonError`] naming
//! the file, the stage and the level, never a panic. What this checks is what can be checked
//! without playing: the JSON and its fields, the catalogue ids (in the English catalogue,
//! which every language's is checked against), the FEN, the solver's side, the squares, the
//! hint's move, the replies' engine level, budgets and stars. Whether each goal can be reached
//! is [`super::prove`]'s (`towers learn check`).
//!
//! The shipped files are built into the binary ([`shipped`]).

use std::collections::HashSet;
use std::sync::LazyLock;

use super::model::{
    Family, FileText, Level, LevelText, Replies, Stage, StageText, Success, FORMAT,
};
use crate::service::text::locale::{self, Lang};
use towers_engine::Level as EngineLevel;
use towers_rules::{fen, notation, Color, Notation, Position, Square, Variant};

/// The shipped lesson files, name and text, in the order they are offered.
pub const SHIPPED: &[(&str, &str)] = &[
    (
        "lessons/towers.json",
        include_str!("../../../lessons/towers.json"),
    ),
    (
        "lessons/classic.json",
        include_str!("../../../lessons/classic.json"),
    ),
];

/// The most moves a level may allow (lessons are short; the check searches them).
pub const MAX_BUDGET: u32 = 12;

/// A lesson file that cannot be used: where (file, stage, level) and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{place}: {why}")]
pub struct LessonError {
    pub place: String,
    pub why: String,
}

/// The shipped families, read once; an error names the file (the test of the shipped files
/// and `towers learn check` keep it from happening).
pub fn shipped() -> Result<&'static [Family], LessonError> {
    static READ: LazyLock<Result<Vec<Family>, LessonError>> = LazyLock::new(|| {
        SHIPPED
            .iter()
            .map(|(name, text)| read(name, text))
            .collect()
    });
    READ.as_deref().map_err(Clone::clone)
}

/// Reads the lesson file `name` (for messages) with contents `text`.
pub fn read(name: &str, text: &str) -> Result<Family, LessonError> {
    let fail = |why: String| LessonError {
        place: name.to_string(),
        why,
    };
    let file: FileText = serde_json::from_str(text).map_err(|e| fail(e.to_string()))?;
    if file.format != FORMAT {
        return Err(fail(format!(
            "format {:?}, expected {FORMAT:?}",
            file.format
        )));
    }
    if !is_key(&file.family) {
        return Err(fail(format!(
            "family {:?} is not a short lower-case name",
            file.family
        )));
    }
    if file.stages.is_empty() {
        return Err(fail("no stages".into()));
    }
    let mut ids = HashSet::new();
    let mut stages = Vec::new();
    for stage in &file.stages {
        let place = format!("{name}: stage {}", stage.id);
        if !ids.insert(stage.id.as_str()) {
            return Err(LessonError {
                place,
                why: "a second stage with this id".into(),
            });
        }
        stages.push(read_stage(&place, stage)?);
    }
    Ok(Family {
        name: file.family,
        stages,
    })
}

/// Whether `text` may be part of a level's key: 1-24 of `a-z`, `0-9`, `_`.
fn is_key(text: &str) -> bool {
    (1..=24).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

fn read_stage(place: &str, stage: &StageText) -> Result<Stage, LessonError> {
    let fail = |why: String| LessonError {
        place: place.to_string(),
        why,
    };
    if !is_key(&stage.id) {
        return Err(fail("the id is not a short lower-case name".into()));
    }
    if stage.levels.is_empty() {
        return Err(fail("no levels".into()));
    }
    let levels = stage
        .levels
        .iter()
        .enumerate()
        .map(|(i, level)| read_level(&format!("{place} level {}", i + 1), level))
        .collect::<Result<_, _>>()?;
    Ok(Stage {
        id: stage.id.clone(),
        title: message_id(&stage.title).map_err(fail)?,
        explain: message_id(&stage.explain).map_err(fail)?,
        levels,
    })
}

/// The catalogue's own copy of `id`, or why it cannot be used.
pub fn message_id(id: &str) -> Result<&'static str, String> {
    locale::ids(Lang::ENGLISH)
        .iter()
        .find(|known| known.as_str() == id)
        .map(String::as_str)
        .ok_or_else(|| format!("message {id:?} is not in the catalogue (locales/en/towers.ftl)"))
}

/// The square named `text` in `pos`'s board: algebraic (`d8`) or the board's number (`5`).
pub fn square(pos: &Position, text: &str) -> Result<Square, String> {
    let geo = pos.geometry();
    let found = match pos.rules().notation {
        Notation::Numeric(numbering) => text
            .parse::<u16>()
            .ok()
            .and_then(|n| geo.from_number(n, numbering))
            .or_else(|| geo.parse_name(text)),
        Notation::Algebraic { .. } => geo.parse_name(text),
    };
    found.ok_or_else(|| format!("{text:?} is not a square of the board"))
}

fn read_level(place: &str, level: &LevelText) -> Result<Level, LessonError> {
    let fail = |why: String| LessonError {
        place: place.to_string(),
        why,
    };
    let variant: Variant = level
        .variant
        .parse()
        .map_err(|_| fail(format!("no game called {:?}", level.variant)))?;
    let start = fen::read(variant, &level.fen).map_err(|e| fail(format!("FEN: {e}")))?;
    let side = match level.side.as_str() {
        "white" => Color::White,
        "black" => Color::Black,
        other => return Err(fail(format!("side {other:?}, expected white or black"))),
    };
    if start.side_to_move() != side {
        return Err(fail(format!(
            "the solver is {} but the FEN gives the move to the other side",
            level.side
        )));
    }
    if level.budget == 0 || level.budget > MAX_BUDGET {
        return Err(fail(format!(
            "budget {} outside 1-{MAX_BUDGET}",
            level.budget
        )));
    }
    let [three, two] = level.stars;
    if three == 0 || three > two || two > level.budget {
        return Err(fail(format!(
            "stars {:?}: need 1 <= three-star moves <= two-star moves <= budget {}",
            level.stars, level.budget
        )));
    }
    let squares = |list: &[String]| -> Result<Vec<Square>, LessonError> {
        list.iter()
            .map(|s| square(&start, s).map_err(fail))
            .collect()
    };
    let success = match &level.success {
        Success::Reach { squares: list } if list.is_empty() => {
            return Err(fail("reach needs at least one square".into()))
        }
        Success::Reach { squares: list } => Success::Reach {
            squares: squares(list)?,
        },
        Success::Capture {
            count: 0,
            squares: list,
        } if list.is_empty() => return Err(fail("capture needs a count or squares".into())),
        Success::Capture {
            count,
            squares: list,
        } => Success::Capture {
            count: *count,
            squares: squares(list)?,
        },
        Success::Crown => Success::Crown,
        Success::Win => Success::Win,
        Success::Hold { moves } if *moves == 0 || *moves > level.budget => {
            return Err(fail(format!(
                "hold for {moves} moves: need 1 to the budget {}",
                level.budget
            )))
        }
        Success::Hold { moves } => Success::Hold { moves: *moves },
        Success::AllCaptures => Success::AllCaptures,
    };
    let replies = match (
        &level.replies.pass,
        &level.replies.script,
        level.replies.engine,
    ) {
        (true, script, engine) if !script.is_empty() || engine.is_some() => {
            return Err(fail("replies: pass with a script or an engine".into()))
        }
        (true, _, _) => Replies::Pass,
        (false, script, engine) => Replies::Scripted {
            script: script.clone(),
            engine: EngineLevel::new(engine.unwrap_or(1))
                .ok_or_else(|| fail(format!("engine level outside 1-{}", EngineLevel::MAX)))?,
        },
    };
    if matches!(success, Success::AllCaptures) && replies != Replies::Pass {
        return Err(fail(
            "all_captures sets the board back: replies must be pass".into(),
        ));
    }
    let hint_move = notation::resolve(&start, &level.hint_move)
        .map_err(|e| fail(format!("hint move {:?}: {e}", level.hint_move)))?;
    let hints = level
        .hints
        .iter()
        .map(|id| message_id(id).map_err(fail))
        .collect::<Result<_, _>>()?;
    Ok(Level {
        variant,
        goal: message_id(&level.goal).map_err(fail)?,
        fen: level.fen.clone(),
        start,
        side,
        budget: level.budget,
        success,
        replies,
        hints,
        hint_move,
        stars: level.stars,
    })
}
