//! What a command in a channel whose stored record does not decode (a damaged file, a record
//! written by a newer build) answers: the store has set the record aside in its quarantine
//! (see [`towers_store::Store::load`]), so the person hears, privately, that the saved game
//! could not be read and that `/challenge` starts a new one there; the next command in that
//! channel finds it empty.

use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_store::StoreError;

/// Catalogue id of the answer to a command that met an unreadable channel record.
pub const RECORD_SET_ASIDE: &str = "record-set-aside";

impl From<StoreError> for ServiceError {
    /// `Corrupt` (only a channel's own record raises it; the scans skip bad records) becomes a
    /// [`ServiceError::Refused`] with the [`RECORD_SET_ASIDE`] text; any other store error stays
    /// a [`ServiceError::Store`] (a generic apology at the front ends).
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Corrupt { channel, reason } => {
                tracing::warn!(
                    channel,
                    reason,
                    "answered a command in a channel whose record was set aside"
                );
                ServiceError::Refused(Message::new(RECORD_SET_ASIDE))
            }
            other => ServiceError::Store(other),
        }
    }
}
