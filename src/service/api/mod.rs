//! The service's surface for front ends: besides [`crate::service::GameService`] and the types of its
//! answers ([`crate::service::Reply`], [`crate::service::Message`], ...), the few types of the layers below
//! that a front end names (games, colours, bot levels, players, the store it is built on),
//! re-exported so that `src/discord` and `src/console.rs` import only the service.

pub mod requests;
pub mod turn;

pub use crate::service::puzzle::play::{utc_date, NEAREST, REFUTATION_NODES};
pub use crate::service::puzzle::store::PlayerRating as PuzzleRating;

pub use crate::engine::Level;
/// Quoting what a user typed in a refusal (at most 80 characters).
pub use crate::rules::quote::clip;
pub use crate::rules::{Color, OfferedOption, RuleOptions, Variant, OFFERED};
pub use crate::service::{
    analysis_more, analysis_progress, AnalysisJob, FlaggedMove, GameAnalysis,
    ANALYSIS_MS_PER_POSITION,
};
pub use crate::store::{MemoryStore, Player, Store, DEFAULT_MOVE_LIMIT_SECS};

pub use crate::service::api::requests::{Games, Request, ServerAnswer, ServerQuery};
