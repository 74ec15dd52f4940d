//! The sled store: its contract, crash safety (kill -9) and `towers check-store`.
//!
//! One test binary of a few (`cargo test --test store store::`): each module was once a test
//! binary of its own; grouping them links the library and the test support once.

#[path = "../support/bin.rs"]
mod bin;
#[path = "../support/store_checks.rs"]
mod checks;
#[path = "../support/store_fixtures.rs"]
mod fixtures;
#[path = "../support/players.rs"]
mod players;

mod check_store;
mod store;
mod store_crash;
