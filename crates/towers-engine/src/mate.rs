//! Scores of won and lost positions, shared by the search ([`super::search`]) and the
//! endgame databases' scores ([`super::egdb_probe`]).

/// The score of a win at the root; a win in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses.
pub const MATE_BOUND: i32 = MATE - 1_000;
