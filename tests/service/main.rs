//! The game service without a front end: the challenge policy, games, the bot, draws, takebacks, timeouts, isolation between channels, the engine budget.
//!
//! One test binary of a few (`cargo test --test service service::`): each module was once a test
//! binary of its own; grouping them links the library and the test support once.

#[path = "../support/players.rs"]
mod players;
#[path = "../support/store_fixtures.rs"]
mod store_fixtures;

mod arena;
mod bot_draws;
mod challenge_policy;
mod clocks;
mod engine_budget;
mod isolation;
mod live;
mod move_list;
mod service;
mod service_draws;
mod takeback;
mod timeouts;
mod tournament_adjudication;
mod tournament_micro;
mod tournament_pages;
mod tournament_rated;
mod tournament_rules;
mod tournament_swiss;
mod tournament_why;
