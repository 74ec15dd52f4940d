//! The service's surface for front ends: [`GameService`], the types of its answers
//! ([`Reply`], [`Message`], [`Turn`], ...) and of its commands ([`Request`]), and the few
//! types of the layers below that a front end names (games, colours, bot levels, players, the
//! store it is built on), re-exported so that `src/discord` and `src/console` import only this
//! module, never another path of the service.

pub mod requests;
pub mod turn;

pub use crate::service::puzzle::play::{
    utc_date, PuzzleChoice, ALTERNATIVE_NODES, NEAREST, REFUTATION_NODES,
};
pub use crate::service::puzzle::store::PlayerRating as PuzzleRating;
pub use crate::service::puzzle::Puzzles;

pub use crate::service::lesson::{
    stage_choices, LessonView, Lessons, LiveLesson, LiveStage, StageChoice,
};

pub use crate::service::archive::analysis::{
    analysis_more, analysis_progress, graph_series, move_axis, AnalysisJob, FlaggedMove,
    GameAnalysis, ANALYSIS_MS_PER_POSITION,
};
/// The store check of `towers check-store` and of the bot's start.
pub use crate::service::archive::store_check;
pub use crate::service::board::view::board_view;
pub use crate::service::bot::engine_gate::default_slots as default_engine_threads;
/// Background work below the games' priority, as the engine's searches run.
pub use crate::service::bot::search_thread::lower_priority;
pub use crate::service::bot::searches::KEPT_ENGINES;
pub use towers_engine::puzzle_claim::Theme as PuzzleTheme;
pub use towers_engine::Level;
/// Quoting what a user typed in a refusal (at most 80 characters).
pub use towers_rules::quote::clip;
pub use towers_rules::{Color, OfferedOption, RuleOptions, Variant, OFFERED};
pub use towers_store::{
    GameRecord, MemoryStore, Player, Store, TimeControl, DEFAULT_MOVE_LIMIT_SECS,
};

pub use crate::service::api::requests::{Request, ServerAnswer, ServerQuery};

/// A tournament as the Activity's Tournaments tab shows it (the shape every event fills).
pub use crate::service::live::event::{
    EventBoard, EventKind, EventRow, EventStage, EventSummary, EventView,
};
pub use crate::service::live::event_source::EventRecord;
/// Tournaments: their settings, stored records, boards waiting for a channel, standings.
pub use crate::service::tournament::export::TournamentFiles;
pub use crate::service::tournament::picture::PICTURE_ROWS as STANDINGS_PICTURE_ROWS;
pub use crate::service::tournament::texts as tournament_texts;
pub use crate::service::tournament::{
    BoardResult, CalendarDue, EventStatus, Format, GamePace, PointDisplay, StandingRow,
    State as TournamentState, TournamentRecord, TournamentSpec, Unfinished, WaitingBoard,
};

/// Arenas: their settings, stored records, games waiting for a channel, live standings.
pub use crate::service::arena::texts as arena_texts;
pub use crate::service::arena::{
    ArenaRecord, ArenaRow, ArenaSpec, ArenaState, ArenaTable, ArenaWaiting,
};

pub use crate::service::archive::export::Export;
pub use crate::service::archive::history::{PastGame, HISTORY_LIMIT};
pub use crate::service::archive::replay::Replay;
pub use crate::service::board::terminal::PieceSymbols;
pub use crate::service::board::view::BoardSide;
pub use crate::service::game::announcements::Announcement;
pub use crate::service::game::buttons::{Action, Button, Style};
pub use crate::service::game::challenge_policy::{
    ChallengeRequest, DecidedChallenge, Opponent, DEFAULT_BOT_LEVEL, DEFAULT_COLOR,
};
pub use crate::service::game::press::Pressed;
pub use crate::service::game::setup::{ColorChoice, Setup};
pub use crate::service::game::time_control::{parse_time_control, Pace, PRESETS};
pub use crate::service::game::timeouts::{parse_move_limit, Notice};
pub use crate::service::live::{
    state as live_state, ChannelView, GameEvent, LiveState, Origin, Review,
};
pub use crate::service::server::ratings::{Leaderboard, Ratings, Standing};
pub use crate::service::server::settings::{ServerSettings, Servers, SettingsChange, Starters};
/// The message catalogue: languages and the texts front ends word themselves.
pub use crate::service::text::locale::{self, Lang};
/// Player names in text a front end writes itself (Discord Markdown escaped).
pub use crate::service::text::markdown::escape;
pub use crate::service::text::message::{Arg, Message};
pub use crate::service::{GameService, Reply, ServiceError, MAX_IMAGES};
pub use turn::{BotTurn, Turn};
