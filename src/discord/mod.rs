//! The Discord front end: poise slash commands on serenity, each a thin call into the game
//! service.
//!
//! Commands: `/challenge opponent [variant] [level] [color] [rules]`, `/accept`, `/decline`,
//! `/move notation`, `/board`, `/resign`, `/draw`, `/hint`, `/rules [variant]`, `/help`, `/pdn`, `/replay` (GIF), `/games [player]`, `/side side`, `/analyze [game]` (the engine's
//! judgement of every move, see `analyze.rs`). Successful
//! game replies are posted in the channel (text plus `board.png`); refusals go only to the
//! invoker (ephemeral); storage failures are logged and answered with [`internal_error_text()`].
//! `/rules` answers only the invoker, without the service or the store. Only user mentions
//! in the service's text ping.
//!
//! Games against the bot: `/challenge` naming the bot itself starts a game at once. When the
//! bot is to move after a command, the interaction is deferred (public "thinking...") and the
//! original response is then edited with the board after the bot's move; `/hint` answers the
//! player privately with the engine's suggestion.
//!
//! While a player types `/move notation`, Discord's autocomplete offers the legal moves
//! that match (captures first, at most 25), to the player to move only.
//!
//! Buttons: Accept / Decline under a challenge; Resign (asks privately for a "Yes, resign"),
//! Offer draw and Flip board (the board from the other side, privately) under a game's
//! board; Accept draw under a draw offer; Rematch under the final message. Their
//! `custom_id`s (`tw1:<action>:<game id>:<ply>`, see `service::Button`) make a button on an
//! older message (a later move, a finished game, a restart) answer with an ephemeral
//! refusal and change nothing; presses by anyone but the players are refused the same way.
//!
//! Game flow: `/challenge [opponent] [time] [thread]` (no opponent: an open challenge; `time`:
//! the time per move; `thread:true`: the game in a new public thread, see `thread.rs`),
//! `/takeback` with Take back / Accept takeback / Decline takeback buttons, `/claim` with the
//! Claim win button. A background sweep (`sweeper.rs`, started by [`run_until`], stopped when
//! it returns) posts reminders, claim offers and expired challenges as channel messages.
//! Servers: `/rating [player] [variant]`, `/leaderboard [variant]`, `/stats [player]`
//! (Glicko-2 per server and variant, see `service::ratings`), `/settings` (anyone, privately)
//! and `/configure` (Manage Server only: default game, rated bot games, threads, time limit,
//! who may start games; see `service::settings`).
//! Each user may send a burst of commands and button presses, then one per period
//! (`TOWERS_RATE_LIMIT`, default 5 then 1 per second); past that the answer is a private
//! "You're sending commands too fast — try again in 2 s." and nothing is done.
//!
//! Lessons: `/learn [stage] [move]` answers privately with the lesson's board, its goal and
//! its moves as a select menu (see `learn.rs`).
//!
//! Tournaments: `/tournament create|join|leave|standings|pairings|export|start|pause|resume|
//! withdraw|forbid|result` (`tournament.rs`); the sweep gives each board a thread.
//! Arenas: `/arena create|join|pause|berserk|standings` (`arena.rs`); the sweep gives each
//! game a thread (`arena_games.rs`).
//!
//! Entry points: [`run`] (until Ctrl-C), [`run_until`] (until a future completes, for tests)
//! and [`build_client`].

mod analyze;
mod announcer;
mod arena;
mod arena_games;
mod buttons;
mod challenge;
mod claim;
mod client;
mod compose;
mod deadline;
mod error;
mod export;
mod game;
mod heartbeat;
mod help;
mod history;
mod learn;
mod learn_menu;
pub(crate) mod localize;
mod on_error;
mod paired_thread;
mod puzzle;
mod puzzle_theme;
mod ratelimit;
mod ratings;
mod replay;
mod reply;
mod retry;
mod rules_command;
mod settings;
mod side;
mod sweeper;
mod takeback;
mod thread;
mod thread_end;
mod tournament;
mod tournament_boards;
mod tournament_calendar;
mod tournament_calls;
mod tournament_create;
mod variant_choice;

use std::sync::Arc;

use crate::service::api::GameService;

pub use buttons::UNKNOWN_BUTTON_TEXT;
pub use challenge::{ColorOption, RulesOption, VariantChoice};
pub use client::{build_client, run, run_until, INTENTS};
pub use compose::{
    channel_message, edited, pressed, public, rows, BOARD_FILE_NAME, MAX_CONTENT_CHARS,
};
pub use error::{internal_error_text, CommandError};
pub use reply::MISSED_PREFIX;
pub use retry::{is_transient, FIRST_DELAY, RETRIES};
pub use settings::not_admin_text;
pub use sweeper::Sweeper;

/// The framework's user data: the game service.
pub type Data = Arc<GameService>;

/// Command context.
pub type Context<'a> = poise::Context<'a, Data, CommandError>;

/// Every slash command, in registration order, with Polish and Russian names and
/// descriptions from the message catalogue (`localize.rs`).
pub fn commands() -> Vec<poise::Command<Data, CommandError>> {
    localize::localized(vec![
        challenge::challenge(),
        challenge::accept(),
        challenge::decline(),
        game::play(),
        game::board(),
        game::resign(),
        game::draw(),
        game::hint(),
        rules_command::rules(),
        help::help(),
        export::pdn(),
        takeback::takeback(),
        claim::claim(),
        ratings::rating(),
        ratings::leaderboard(),
        ratings::stats(),
        settings::settings(),
        settings::configure(),
        replay::replay(),
        history::games(),
        side::side(),
        puzzle::puzzle(),
        puzzle::solve(),
        analyze::analyze(),
        learn::learn(),
        tournament::tournament(),
        arena::arena(),
    ])
}
