//! The service's surface for front ends: besides [`super::GameService`] and the types of its
//! answers ([`super::Reply`], [`super::Message`], ...), the few types of the layers below
//! that a front end names (games, colours, bot levels, players, the store it is built on),
//! re-exported so that `src/discord` and `src/console.rs` import only the service.

pub use super::puzzle::{utc_date, PuzzleChoice, ALTERNATIVE_NODES, NEAREST, REFUTATION_NODES};
pub use super::puzzle_store::PlayerRating as PuzzleRating;

pub use super::{
    analysis_more, analysis_progress, AnalysisJob, FlaggedMove, GameAnalysis,
    ANALYSIS_MS_PER_POSITION,
};
pub use crate::engine::puzzle_claim::Theme as PuzzleTheme;
pub use crate::engine::Level;
/// Quoting what a user typed in a refusal (at most 80 characters).
pub use crate::rules::quote::clip;
pub use crate::rules::{Color, OfferedOption, RuleOptions, Variant, OFFERED};
pub use crate::store::{MemoryStore, Player, Store, DEFAULT_MOVE_LIMIT_SECS};

pub use super::requests::{Games, Request, ServerAnswer, ServerQuery};
