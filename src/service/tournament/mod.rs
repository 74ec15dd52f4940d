//! Tournaments run by the service: Swiss by the FIDE Dutch system
//! ([`towers_pairing::pair`]) and round robins by Berger tables, stored in the store's
//! `tournaments` table ([`towers_store::tournament`]) and driven by its timers through the
//! sweep ([`crate::service::GameService::sweep`]), so that a restart loses and doubles nothing.
//!
//! A module per concept: [`create`] (the settings and their policy), [`entry`] (join,
//! leave, withdraw, forbid), [`director`] (start early, pause, resume, set a result),
//! [`input`] (the pairing's view of a stored tournament), [`round`] (pairing a round),
//! [`boards`] (each board's game: opening it, reading its result, ending it at the
//! deadline), [`adjudicate`] (a game in progress at the deadline judged by the tables or a search),
//! [`ballots`] (the balloted openings of micro-matches), [`step`] (one step's decisions on the record), [`driver`] (the sweep's pass
//! over the open tournaments), [`standings`], [`picture`] (the standings picture and podium), [`export`] (TRF and PDN), [`store`],
//! [`calendar`] (the server's calendar entry), [`texts`] and [`why`] (why a player was paired so), [`view`] (the Activity's live view). docs/tournaments.md says how rounds advance.

pub mod adjudicate;
pub mod ballots;
pub mod boards;
pub mod calendar;
pub mod create;
pub mod director;
pub mod driver;
pub mod entry;
pub mod export;
pub mod input;
pub mod paired_game;
pub mod picture;
pub mod recent;
pub mod records;
pub mod round;
pub mod standings;
pub mod step;
pub mod store;
pub mod texts;
pub mod view;
pub mod why;

pub use calendar::CalendarDue;
pub use create::TournamentSpec;
pub use driver::WaitingBoard;
pub use standings::StandingRow;
pub use towers_store::tournament::{
    BoardResult, EventStatus, Format, GamePace, PointDisplay, State, TournamentRecord, Unfinished,
};
