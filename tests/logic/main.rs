//! The pure library: rules of every variant (perft contract, recorded games, notation, FEN), the engine and the board pictures.
//!
//! One test binary of a few (`cargo test --test logic`): each module was once a test
//! binary of its own; grouping them links the library and the test support once.

#[path = "../support/busy_boards.rs"]
mod busy_boards;
#[path = "../support/records.rs"]
mod records;

mod engine;
mod engine_pace_smp;
mod pairing_reference;
mod parse_robustness;
mod patterns;
mod pdn_games;
mod perft_contract;
mod properties;
mod render;
mod rules_bashni;
mod rules_refusals;
mod rules_variants;
mod stored_position;
mod tower_eval;
