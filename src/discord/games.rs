//! The one seam between Discord and the game service: a command as data, handled
//! synchronously by whatever implements [`Games`] (the real [`GameService`]).

use crate::rules::Variant;
use crate::service::{GameService, Reply, ServiceError};
use crate::store::{Player, Store};

/// What a slash command asks the service to do, with its arguments already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// `/challenge opponent variant`
    Challenge { opponent: Player, variant: Variant },
    /// `/accept`
    Accept,
    /// `/decline`
    Decline,
    /// `/move notation`
    Play { notation: String },
    /// `/board`
    Board,
    /// `/resign`
    Resign,
    /// `/draw`
    Draw,
}

/// Runs a [`Request`] for `user` in `channel` at `now` (Unix seconds). Blocking: call it from
/// `spawn_blocking`. Object safe, so the front end does not depend on the store type.
pub trait Games: Send + Sync + 'static {
    /// The service's reply, or why nothing happened.
    fn handle(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError>;
}

impl<S: Store> Games for GameService<S> {
    fn handle(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        match request {
            Request::Challenge { opponent, variant } => {
                self.challenge(channel, user, opponent, *variant, now)
            }
            Request::Accept => self.accept(channel, user, now),
            Request::Decline => self.decline(channel, user, now),
            Request::Play { notation } => self.play(channel, user, notation, now),
            Request::Board => self.board(channel, now),
            Request::Resign => self.resign(channel, user, now),
            Request::Draw => self.draw(channel, user, now),
        }
    }
}
