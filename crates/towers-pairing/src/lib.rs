//! Tournament pairings for towers: Swiss rounds by the FIDE Dutch system (C.04.3, 2025
//! rules; [`dutch`]), round robins by Berger tables ([`berger`]), TRF-2026 files ([`trf`]),
//! and standings with tiebreaks ([`standings`]); the arena's scoring and standings ([`arena`])
//! and the pairing of its free players ([`arena_pairing`]).
//!
//! Pure logic: no I/O beyond parsing the text it is given. Points are kept in tenths
//! ([`PointSystem`]): chess 1 / ½ / 0 and draughts 2 / 1 / 0 alike.
//!
//! # Unplayed games
//! For the pairing, a forfeited game was not played: its players may meet again, and it
//! gives no colour (C.04.1). A player who scores more than a loss without playing (a
//! forfeit win, any bye) gets a downfloat for that round (1.4.3). A forfeit win or a full
//! bye, like a pairing-allocated bye, rules out a later pairing-allocated bye.
//! For tiebreaks, see [`standings`]: FIDE's 2023 regulations with a virtual opponent.

pub mod arena;
pub mod arena_pairing;
pub mod berger;
pub mod criteria;
pub mod dutch;
pub mod model;
pub mod standings;
pub mod trf;
pub mod wide;

pub use criteria::{Criterion, Decided, Decision, Focus};
pub use dutch::{pair, pair_with_reasons, Pairing, PairingError};
pub use model::{Colour, Outcome, Player, PointSystem, RoundEntry, Tournament};
pub use standings::{standings, Standing, Tiebreak};
