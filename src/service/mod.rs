//! The game service: challenges, turns, resign and draws, shared by the Discord front end and
//! the local console. No Discord types here: callers pass user ids and names, and get back
//! text plus an optional PNG to show.

/// What a front end shows after a successful command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The message text (whose turn, the move just played, the result).
    pub text: String,
    /// The board picture, PNG bytes.
    pub image: Option<Vec<u8>>,
}

/// Why a command was not carried out. Front ends show `Refused` only to the person who
/// typed the command (ephemeral); nothing in the game changed.
#[derive(Debug, thiserror::Error)]
pub enum ServiceError {
    #[error("{0}")]
    Refused(String),
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
}

use crate::rules::Variant;
use crate::store::{Player, Store};

/// The game service over a store. Every method takes the current time in Unix seconds so
/// that expiry is testable; every refusal leaves the store untouched.
pub struct GameService<S: Store> {
    store: S,
}

impl<S: Store> GameService<S> {
    /// A service over `store`.
    pub fn new(store: S) -> Self {
        GameService { store }
    }

    /// The store underneath (for tests and tools).
    pub fn store(&self) -> &S {
        &self.store
    }

    /// `challenger` challenges `opponent` to a game of `variant` in `channel`. Refused when the
    /// channel already has a game or an unexpired challenge, or when challenging oneself.
    pub fn challenge(
        &self,
        channel: u64,
        challenger: &Player,
        opponent: &Player,
        variant: Variant,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let _ = (channel, challenger, opponent, variant, now);
        todo!()
    }

    /// The challenged player accepts: the game starts (challenger plays White) and the reply
    /// carries the board.
    pub fn accept(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let _ = (channel, user, now);
        todo!()
    }

    /// The challenged player declines (or the challenger withdraws).
    pub fn decline(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let _ = (channel, user, now);
        todo!()
    }

    /// The player to move plays `notation`. Refusals say why and list the legal moves.
    pub fn play(
        &self,
        channel: u64,
        user: &Player,
        notation: &str,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let _ = (channel, user, notation, now);
        todo!()
    }

    /// The current board of the channel's game, from the side to move's point of view.
    pub fn board(&self, channel: u64, now: u64) -> Result<Reply, ServiceError> {
        let _ = (channel, now);
        todo!()
    }

    /// A player resigns.
    pub fn resign(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let _ = (channel, user, now);
        todo!()
    }

    /// A player offers a draw, or accepts the opponent's open offer.
    pub fn draw(&self, channel: u64, user: &Player, now: u64) -> Result<Reply, ServiceError> {
        let _ = (channel, user, now);
        todo!()
    }
}
