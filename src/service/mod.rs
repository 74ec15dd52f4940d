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
