//! The players and the start time the service and store tests share: alice, bob and carol
//! (ids 11, 22 and 33) and [`T0`], the Unix time (2027-01-15) the tests count from.
#![allow(dead_code)]

use towers_store::Player;

/// The time the tests' games start at, in Unix seconds.
pub const T0: u64 = 1_800_000_000;

fn named(id: u64, name: &str) -> Player {
    Player {
        id,
        name: name.into(),
    }
}

pub fn alice() -> Player {
    named(11, "alice")
}

pub fn bob() -> Player {
    named(22, "bob")
}

pub fn carol() -> Player {
    named(33, "carol")
}
