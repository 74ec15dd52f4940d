//! towers: a Discord bot that hosts draughts games, specialising in the tower games
//! Bashni and Lasca.
//!
//! Modules depend downward only:
//! `rules` (pure game logic) <- `render` (pictures, knows pieces not rules) <- `store`
//! (persistence) <- `service` (challenges, turns; no Discord types) <- `discord` (front end).

pub mod config;
pub mod console;
pub mod discord;
pub mod render;
pub mod rules;
pub mod service;
pub mod store;
