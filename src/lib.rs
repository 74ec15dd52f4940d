//! towers: a Discord bot that hosts draughts games, specialising in the tower games
//! Bashni and Lasca.
//!
//! The application over the layer crates (docs/architecture.md): `towers-rules` (pure game
//! logic) <- `towers-engine` (the bot's search, on rules alone), `towers-render` (pictures,
//! knows pieces not rules) and `towers-store` (persistence) <- [`service`] (challenges, turns,
//! bot replies; no Discord types; [`service::api`] is its one door) <- the front ends
//! ([`discord`], [`console`], [`web`]) and the CLI.

pub mod config;
pub mod console;
pub mod discord;
pub mod health;
pub mod log_redact;
#[cfg(test)]
mod message_ids;
pub mod service;
pub mod shards;
pub mod snowflake;
pub mod web;
