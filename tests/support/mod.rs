//! Test support shared by the integration tests (each test crate uses a different part).
#![allow(dead_code, unused_imports)]

pub mod activity;
pub mod bin;
pub mod bot;
pub mod browser;
pub mod child;
pub mod discord_e2e;
pub mod e2e;
pub mod events;
pub mod fake_discord;
pub mod figures;
pub mod games;
pub mod logs;
pub mod manual_bot;
pub mod pause_proxy;
pub mod players;
pub mod poll;
pub mod records;
pub mod store_fixtures;
pub mod stores;
pub mod sweeps;
pub mod transcript;
