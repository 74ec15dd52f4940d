//! The lessons as data: the file format (`lessons/<family>.json`, read by serde) and the
//! checked form the service plays ([`Family`], [`Stage`], [`Level`]), made by
//! [`super::loader`].
//!
//! A file is one variant family (the tower games, the classic games), a list of stages, each
//! a list of levels. A level is a position with a goal: the catalogue message that states it,
//! the start (tower FEN), the solver's side, a move budget, what counts as success, how the
//! opponent answers, hints and the moves that earn stars. docs/lessons.md describes each
//! field with an example.

use serde::Deserialize;

use towers_engine::Level as EngineLevel;
use towers_rules::{Color, Move, Position, Square, Variant};

/// The format a lesson file names in its `format` field.
pub const FORMAT: &str = "towers-lessons/1";

/// A lesson file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FileText {
    /// [`FORMAT`].
    pub format: String,
    /// The family's name (`towers`, `classic`): the first part of every level's key.
    pub family: String,
    pub stages: Vec<StageText>,
}

/// A stage as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StageText {
    /// Short and stable (`men`, `prisoner`): part of the level keys progress is saved under.
    pub id: String,
    /// Catalogue id of the stage's name.
    pub title: String,
    /// Catalogue id of the rule the stage teaches, shown when a level starts and when it is
    /// failed.
    pub explain: String,
    pub levels: Vec<LevelText>,
}

/// A level as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelText {
    /// The game's name (`bashni`, `lasca`, ...).
    pub variant: String,
    /// Catalogue id of the task.
    pub goal: String,
    /// The start, a (tower) FEN whose side to move is the solver.
    pub fen: String,
    /// `white` or `black`: the solver, who must be the FEN's side to move.
    pub side: String,
    /// The most moves of the solver the level allows.
    pub budget: u32,
    pub success: Success<String>,
    #[serde(default)]
    pub replies: RepliesText,
    /// Catalogue ids of the hints, shown one more per `hint`.
    #[serde(default)]
    pub hints: Vec<String>,
    /// A first move that reaches the goal (with the best stars), shown with the last hint.
    pub hint_move: String,
    /// `[a, b]`: at most `a` moves earn three stars, at most `b` two, more one.
    pub stars: [u32; 2],
}

/// What counts as success; squares as written in the file (`S = String`) or read (`Square`).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Success<S> {
    /// A tower the solver commands stands on each of these squares after a move of the solver.
    Reach { squares: Vec<S> },
    /// The solver's moves have taken at least `count` pieces and jumped each of `squares`
    /// (the pieces standing there when they were jumped).
    Capture {
        #[serde(default)]
        count: u32,
        #[serde(default)]
        squares: Vec<S>,
    },
    /// A move of the solver crowns a man.
    Crown,
    /// After a move of the solver the opponent has no legal move.
    Win,
    /// `moves` moves of the solver, each answered, without a piece of the solver taken.
    Hold { moves: u32 },
    /// Every legal capture of the start played once; the board is set back after each.
    AllCaptures,
}

/// How the opponent answers, as written.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RepliesText {
    /// The opponent does not move: the solver moves again (exercises of movement).
    #[serde(default)]
    pub pass: bool,
    /// The opponent's answers in order; one that is not legal when its turn comes, and every
    /// answer after the script, is the engine's.
    #[serde(default)]
    pub script: Vec<String>,
    /// The engine's level (1-6) for the answers the script does not give (default 1).
    #[serde(default)]
    pub engine: Option<u8>,
}

/// A family of lessons, checked.
#[derive(Clone, Debug)]
pub struct Family {
    pub name: String,
    pub stages: Vec<Stage>,
}

/// A stage, checked.
#[derive(Clone, Debug)]
pub struct Stage {
    pub id: String,
    pub title: &'static str,
    pub explain: &'static str,
    pub levels: Vec<Level>,
}

/// A level, checked: every id is in the catalogue, the FEN reads, the hint's move is legal.
#[derive(Clone, Debug)]
pub struct Level {
    pub variant: Variant,
    pub goal: &'static str,
    pub fen: String,
    pub start: Position,
    pub side: Color,
    pub budget: u32,
    pub success: Success<Square>,
    pub replies: Replies,
    pub hints: Vec<&'static str>,
    pub hint_move: Move,
    pub stars: [u32; 2],
}

/// How the opponent answers, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Replies {
    /// Never: the solver moves again.
    Pass,
    /// The script's moves in order, then (or when one is not legal) the engine's.
    Scripted {
        script: Vec<String>,
        engine: EngineLevel,
    },
}

impl Level {
    /// The stars for solving in `moves` moves: 3, 2 or 1.
    pub fn stars_for(&self, moves: u32) -> u8 {
        if moves <= self.stars[0] {
            3
        } else if moves <= self.stars[1] {
            2
        } else {
            1
        }
    }
}

impl Family {
    /// The stage with id `id`.
    pub fn stage(&self, id: &str) -> Option<&Stage> {
        self.stages.iter().find(|s| s.id == id)
    }

    /// The variants this family's levels are played in, in [`Variant::ALL`]'s order, each with
    /// the number of stages that have a level of it and the number of its levels.
    pub fn counts(&self) -> Vec<(Variant, usize, usize)> {
        Variant::ALL
            .into_iter()
            .filter_map(|variant| {
                let stages = self
                    .stages
                    .iter()
                    .filter(|s| s.levels.iter().any(|l| l.variant == variant))
                    .count();
                let levels = self
                    .stages
                    .iter()
                    .flat_map(|s| &s.levels)
                    .filter(|l| l.variant == variant)
                    .count();
                (levels > 0).then_some((variant, stages, levels))
            })
            .collect()
    }
}
