//! Everything end to end through the stand-in Discord (tests/support/fake_discord): the bot as users meet it, slash commands, buttons, the gateway, faults, limits, shards, the shipped binary.
//!
//! One test binary of a few (`cargo test --test e2e`): each module was once a test
//! binary of its own; grouping them links the library and the test support once.

#[path = "../support/mod.rs"]
mod support;

mod activity_api;
mod activity_browser;
mod activity_heartbeat;
mod activity_learn;
mod activity_limits;
mod activity_lobby;
mod activity_lobby_browser;
mod activity_quiet;
mod activity_settings;
mod activity_tournament;
mod activity_tournament_browser;
mod analyze;
mod arena;
mod authorization;
mod bot_crash;
mod buttons;
mod concurrency;
mod discord;
mod discord_faults;
mod discord_limits;
mod discord_quotes;
mod discord_schema;
mod disk;
mod endgame_tables;
mod endings;
mod fake_payloads;
mod flow;
mod game_index;
mod health;
mod learn;
mod locale;
mod more;
mod moves;
mod names;
mod play;
mod puzzle;
mod rate_limit;
mod ratings;
mod replay;
mod settings;
mod sharding;
mod shipped_binary;
mod shutdown;
mod store_loss;
mod threads;
mod token_logs;
mod tournament;
mod tournament_crash;
mod tournament_swiss;
mod transcript;
