//! What is in the store and whether it reads: `towers check-store` decodes and replays every
//! record ([`check_records`]); `towers serve` decodes the active ones at start
//! ([`GameService::check_active`]). A problem is one record (its key) and what is wrong.

use crate::service::game::losses::GAME_NOT_RESTORED;
use std::fmt;

use crate::service::game::records::{check_position, rebuild, resume};
use crate::service::text::message::Message;
use crate::service::{GameService, ServiceError};
use towers_store::{
    codec, ChannelRecord, GameRecord, GameStatus, Quarantined, RolledBack, ACTIVE_TREE,
    ARCHIVE_TREE,
};

/// One record that is wrong: where it is and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The record's place: `active channel N`, `finished channel N game G`, or the tree and
    /// the key's bytes in hex when the key itself is malformed.
    pub key: String,
    /// What is wrong, e.g. "does not decode: unknown schema version 999 (...)".
    pub what: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.key, self.what)
    }
}

/// What a check found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StoreReport {
    /// Records looked at (the readable and the unreadable).
    pub records: usize,
    /// Games in progress.
    pub active_games: usize,
    /// Pending challenges.
    pub challenges: usize,
    /// Finished games in the archive.
    pub finished_games: usize,
    /// One entry per record that is wrong.
    pub problems: Vec<Problem>,
}

impl fmt::Display for StoreReport {
    /// The summary line: `N records: A games active, F finished, C challenges; P problems`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} records: {} games active, {} finished, {} challenges; {} problems",
            self.records,
            self.active_games,
            self.finished_games,
            self.challenges,
            self.problems.len()
        )
    }
}

/// Checks records as [`SledStore::raw_records`](towers_store::SledStore::raw_records) lists
/// them: each must have a well-formed key, decode (at its schema or through a migration), sit
/// under its own channel (and, in the archive, its game id and a finished status), and replay
/// from its moves; a stored position must be the one the moves lead to. Never fails: what is
/// wrong is in the report's problems.
pub fn check_records(records: &[Quarantined]) -> StoreReport {
    let mut report = StoreReport {
        records: records.len(),
        ..StoreReport::default()
    };
    for raw in records {
        let (key, what) = check_one(raw, &mut report);
        if let Some(what) = what {
            report.problems.push(Problem { key, what });
        }
    }
    report
}

/// The key as shown and what is wrong with `raw`, if anything; counts it in `report`.
fn check_one(raw: &Quarantined, report: &mut StoreReport) -> (String, Option<String>) {
    let number = |at: usize| -> Option<u64> {
        Some(u64::from_be_bytes(
            raw.key.get(at..at + 8)?.try_into().ok()?,
        ))
    };
    let hex: String = raw.key.iter().map(|b| format!("{b:02x}")).collect();
    let malformed = || {
        (
            format!("{} key {hex}", raw.tree),
            Some("malformed key".into()),
        )
    };
    match raw.tree.as_str() {
        ACTIVE_TREE => {
            let Some(channel) = number(0).filter(|_| raw.key.len() == 8) else {
                return malformed();
            };
            let key = format!("active channel {channel}");
            let record = match codec::decode::<ChannelRecord>(&raw.bytes) {
                Ok(record) => record,
                Err(e) => return (key, Some(format!("does not decode: {e}"))),
            };
            let what = match record {
                ChannelRecord::Challenge(_) => {
                    report.challenges += 1;
                    None
                }
                ChannelRecord::Game(g) => {
                    report.active_games += 1;
                    if g.channel != channel {
                        Some(format!("the game says channel {}", g.channel))
                    } else {
                        check_game(&g).err()
                    }
                }
            };
            (key, what)
        }
        ARCHIVE_TREE => {
            let (Some(channel), Some(id)) = (number(0), number(8)) else {
                return malformed();
            };
            if raw.key.len() != 16 {
                return malformed();
            }
            let key = format!("finished channel {channel} game {id}");
            let g = match codec::decode::<GameRecord>(&raw.bytes) {
                Ok(g) => g,
                Err(e) => return (key, Some(format!("does not decode: {e}"))),
            };
            report.finished_games += 1;
            let what = if (g.channel, g.id) != (channel, id) {
                Some(format!("the game says channel {} game {}", g.channel, g.id))
            } else if g.status == GameStatus::Active {
                Some("an archived game that is not finished".into())
            } else {
                check_game(&g).err()
            };
            (key, what)
        }
        other => (
            format!("{other} key {hex}"),
            Some("a record in an unknown tree".into()),
        ),
    }
}

/// A game's moves replay, and its stored position (if any) is where they lead.
fn check_game(g: &GameRecord) -> Result<(), String> {
    if g.position.is_some() {
        check_position(g)
    } else {
        rebuild(g).map(drop).map_err(|e| e.to_string())
    }
}

impl GameService {
    /// The quick check at `serve` start: decodes every active record (not the archive) and
    /// continues each game in progress from its stored position (replaying those without
    /// one). A record that does not decode is set aside by the scan (logged there, see
    /// [`Store::active_records`](towers_store::Store::active_records)) and is not counted; a game that cannot continue is a
    /// problem of the report, and is set aside too when its moves do not replay either (the
    /// channel's next command hears so). Channels the store found rolled back
    /// ([`Store::rolled_back`](towers_store::Store::rolled_back)) are problems too. The report's `finished_games` stays 0.
    ///
    /// Errors: only when the scan itself fails (storage).
    pub fn check_active(&self) -> Result<StoreReport, ServiceError> {
        let records = self.store().active_records()?;
        let mut report = StoreReport {
            records: records.len(),
            ..StoreReport::default()
        };
        for (channel, record) in records {
            match record {
                ChannelRecord::Challenge(_) => report.challenges += 1,
                ChannelRecord::Game(g) => {
                    report.active_games += 1;
                    if let Err(e) = resume(&g) {
                        let aside = self.set_aside_unplayable(channel);
                        if aside {
                            self.losses().note(channel, Message::new(GAME_NOT_RESTORED));
                        }
                        report.problems.push(Problem {
                            key: format!("active channel {channel}"),
                            what: if aside {
                                format!("{e} (set aside in the quarantine)")
                            } else {
                                e.to_string()
                            },
                        });
                    }
                }
            }
        }
        report
            .problems
            .extend(rolled_back(&self.store().rolled_back()));
        report
            .problems
            .extend(store_notes(&self.store().store_notes()));
        Ok(report)
    }
}

/// One problem per rolled-back channel: key `channel N`, what `K acknowledged changes lost
/// (...)`.
pub fn rolled_back(losses: &[RolledBack]) -> Vec<Problem> {
    losses
        .iter()
        .map(|loss| Problem {
            key: format!("channel {}", loss.channel),
            what: format!(
                "{} acknowledged changes lost (the store holds change {} of {})",
                loss.lost(),
                loss.recovered,
                loss.acknowledged
            ),
        })
        .collect()
}

/// One problem per note the store keeps about itself ([`Store::store_notes`]: its ledger
/// missing, emptied, damaged or another store's): key `store`.
///
/// [`Store::store_notes`]: towers_store::Store::store_notes
pub fn store_notes(notes: &[String]) -> Vec<Problem> {
    notes
        .iter()
        .map(|note| Problem {
            key: "store".into(),
            what: note.clone(),
        })
        .collect()
}
