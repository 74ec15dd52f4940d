//! towers: a Discord bot that hosts draughts games, specialising in the tower games
//! Bashni and Lasca.
//!
//! Modules depend downward only: `rules` (pure game logic) <- `engine` (the bot's search, on
//! `rules` alone) and `render` (pictures, knows pieces not rules) <- `store` (persistence) <-
//! `service` (challenges, turns, bot replies; no Discord types) <- `discord` (front end).

pub mod config;
pub mod console;
pub mod discord;
pub mod engine;
pub mod health;
pub mod log_redact;
pub mod render;
pub mod rules;
pub mod service;
pub mod shards;
pub mod snowflake;
pub mod store;
pub mod web;
