//! Arenas run by the service: timed events on live clocks in which ready players are paired
//! as soon as two are free ([`towers_pairing::arena_pairing`]) and scored as lichess scores
//! its arenas ([`towers_pairing::arena`]), stored beside the tournaments
//! ([`towers_store::arena`]) and driven by the sweep ([`crate::service::GameService::sweep`]),
//! one store update a step, so that a restart loses and doubles nothing.
//!
//! A module per concept: [`create`] (the settings and their policy), [`entry`] (join,
//! pause, rejoin, berserk), [`games`] (each pairing's game: opening it, reading its result),
//! [`step`] (one step's decisions on the record), [`driver`] (the sweep's pass),
//! [`standings`], [`rows`] (the live standings for the Activity), [`picture`] (standings
//! picture and podium), [`texts`], [`store`], [`view`] (the Activity's view). docs/tournaments.md says how an arena runs.

pub mod create;
pub mod driver;
pub mod entry;
pub mod games;
pub mod picture;
pub mod rows;
pub mod standings;
pub mod step;
pub mod store;
pub mod texts;
pub mod view;

pub use create::ArenaSpec;
pub use games::ArenaWaiting;
pub use rows::{ArenaRow, ArenaTable};
pub use towers_store::arena::{ArenaRecord, ArenaState};
