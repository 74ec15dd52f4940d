//! What lessons keep in the store ([`Table::Lessons`]): one entry per user, `user/<id>`, a
//! versioned JSON [`Learner`] (`{"version":1,"value":{...}}`): the best stars of every level
//! solved, and the level open now with the moves played in it, so `/learn` without arguments
//! resumes where the user left off, across restarts and front ends.
//!
//! Every field added later must have a serde default, so that entries written before it still
//! read. An entry of a newer version is an internal error, never a panic.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::service::ServiceError;
use towers_store::{EntryChange, Store, StoreExt, Table};

/// Version written with every entry.
pub const LESSON_ENTRY_VERSION: u32 = 1;

/// One user's lessons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Learner {
    /// Best stars (1-3) by level key (`towers/men/1`).
    pub stars: BTreeMap<String, u8>,
    /// The level open now.
    pub open: Option<OpenLevel>,
    /// The key of the level last solved (the next one follows it).
    pub last: Option<String>,
}

/// A level being played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct OpenLevel {
    /// The level's key, `family/stage/number` (number from 1).
    pub key: String,
    /// The solver's moves and the answers they met, in full notation.
    pub plies: Vec<Ply>,
    /// How many hints were shown.
    pub hints: u32,
}

/// One move of the solver and the opponent's answer, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ply {
    pub played: String,
    pub reply: Option<String>,
}

/// The key of `user`'s entry.
pub fn learner_key(user: u64) -> String {
    format!("user/{user}")
}

#[derive(Serialize)]
struct Written<'a> {
    version: u32,
    value: &'a Learner,
}

#[derive(Deserialize)]
struct Read {
    version: u32,
    value: Learner,
}

/// Reads an entry. `Internal` when it is not the expected JSON or has a newer version.
pub fn decode(bytes: &[u8]) -> Result<Learner, ServiceError> {
    let read: Read = serde_json::from_slice(bytes)
        .map_err(|e| ServiceError::Internal(format!("stored lesson entry: {e}")))?;
    if read.version > LESSON_ENTRY_VERSION {
        return Err(ServiceError::Internal(format!(
            "stored lesson entry has version {}, newer than {LESSON_ENTRY_VERSION}",
            read.version
        )));
    }
    Ok(read.value)
}

/// The bytes of an entry.
pub fn encode(value: &Learner) -> Result<Vec<u8>, ServiceError> {
    serde_json::to_vec(&Written {
        version: LESSON_ENTRY_VERSION,
        value,
    })
    .map_err(|e| ServiceError::Internal(format!("lesson entry: {e}")))
}

/// `user`'s entry (empty when none is stored). Errors: `Store`, `Internal` (unreadable).
pub fn load(store: &dyn Store, user: u64) -> Result<Learner, ServiceError> {
    match store.load_entry(Table::Lessons, &learner_key(user))? {
        Some(bytes) => decode(&bytes),
        None => Ok(Learner::default()),
    }
}

/// Atomically changes `user`'s entry: `decide` gets it (empty when none) and returns the new
/// one (`Err`: change nothing) and a value to return.
pub fn change<R>(
    store: &dyn Store,
    user: u64,
    decide: &dyn Fn(Learner) -> Result<(Learner, R), ServiceError>,
) -> Result<R, ServiceError> {
    store.update_entry(Table::Lessons, &learner_key(user), &|old| {
        let old = old.map(decode).transpose()?.unwrap_or_default();
        let (new, value) = decide(old)?;
        Ok::<_, ServiceError>((EntryChange::Put(encode(&new)?), value))
    })?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_one_entries_as_written_still_read() {
        let learner = decode(
            br#"{"version":1,"value":{"stars":{"towers/men/1":3},"open":{"key":"towers/men/2","plies":[{"played":"d4:f6","reply":null}],"hints":1}}}"#,
        )
        .unwrap();
        assert_eq!(learner.stars["towers/men/1"], 3);
        assert_eq!(learner.open.unwrap().plies[0].played, "d4:f6");
        assert_eq!(learner.last, None);
    }

    #[test]
    fn a_newer_or_broken_entry_is_an_error_not_a_panic() {
        assert!(decode(br#"{"version":2,"value":{}}"#).is_err());
        assert!(decode(b"\xff").is_err());
        let learner = Learner {
            last: Some("classic/english/2".into()),
            ..Learner::default()
        };
        assert_eq!(decode(&encode(&learner).unwrap()).unwrap(), learner);
    }
}
