//! `/tournament export`: the tournament as a TRF-2026 file (`towers_pairing::trf::write`)
//! and the PDN of all its games, round by round.

use crate::service::archive::export::game_pdn;
use crate::service::tournament::input::as_played;
use crate::service::tournament::store;
use crate::service::{GameService, ServiceError};
use towers_pairing::trf;
use towers_store::ChannelRecord;

/// A tournament's files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentFiles {
    /// `towers-tournament-<id>.trf`.
    pub trf_name: String,
    pub trf: String,
    /// `towers-tournament-<id>.pdn`.
    pub pdn_name: String,
    /// Every game started, in round and board order, separated by blank lines.
    pub pdn: String,
}

impl GameService {
    /// Tournament `id`'s TRF (its closed rounds) and the PDN of its games. Reads the store
    /// only. Refused when there is no such tournament.
    pub fn export_tournament(&self, id: u64) -> Result<TournamentFiles, ServiceError> {
        let t = store::load(self.store.as_ref(), id)?;
        let mut games = Vec::new();
        for round in &t.round_list {
            for b in &round.boards {
                let (Some(channel), Some(game)) = (b.channel, b.game) else {
                    continue;
                };
                let record = match self.store.load(channel)? {
                    Some(ChannelRecord::Game(g)) if g.id == game => Some(g),
                    _ => self
                        .store
                        .finished_games(channel)?
                        .into_iter()
                        .find(|g| g.id == game),
                };
                if let Some(record) = record {
                    games.push(game_pdn(&record, &t.name)?);
                }
            }
        }
        Ok(TournamentFiles {
            trf_name: format!("towers-tournament-{id}.trf"),
            trf: trf::write(&as_played(&t)),
            pdn_name: format!("towers-tournament-{id}.pdn"),
            pdn: games.join("\n"),
        })
    }
}
