//! The arena's standings picture and podium (towers-render's `standings_png` and
//! `podium_png`): rank, name, points, the performance rating as the one extra column, and
//! wins-draws-losses; every word from the catalogue in the reader's language.

use towers_pairing::arena::ArenaOutcome;
use towers_render::{PodiumPlace, StandingsColumns, StandingsPicture, StandingsRow};
use towers_store::arena::ArenaRecord;

use crate::service::arena::standings::{index_of, standings};
use crate::service::text::locale::{text, Lang};
use crate::service::ServiceError;

/// The rows as render draws them, best first (no cross-table: arena players meet at random).
fn rows(a: &ArenaRecord) -> Vec<StandingsRow> {
    standings(a)
        .into_iter()
        .map(|s| {
            let count =
                |o: ArenaOutcome| s.sheet.entries.iter().filter(|e| e.outcome == o).count() as u32;
            let name = a
                .players
                .get(index_of(s.id))
                .map_or_else(String::new, |e| e.player.name.clone());
            StandingsRow {
                rank: s.rank,
                name: if s.sheet.on_fire {
                    format!("{name} *")
                } else {
                    name
                },
                points: s.points.to_string(),
                tiebreaks: vec![s.performance.map_or_else(String::new, |p| p.to_string())],
                wins: count(ArenaOutcome::Win),
                draws: count(ArenaOutcome::Draw),
                losses: count(ArenaOutcome::Loss),
                cross: Vec::new(),
            }
        })
        .collect()
}

/// The standings of `a` as one PNG (the first page: 40 players), worded in `lang`.
/// Errors: `Internal` when the picture cannot be drawn.
pub fn standings_png(a: &ArenaRecord, lang: Lang) -> Result<Vec<u8>, ServiceError> {
    let title = text(lang, "arena-picture-title", &[("name", &a.name)]);
    let performance = text(lang, "arena-column-performance", &[]);
    let headers = [performance.as_str()];
    let (rank, name, points, record) = (
        text(lang, "tournament-column-rank", &[]),
        text(lang, "tournament-column-name", &[]),
        text(lang, "tournament-column-points", &[]),
        text(lang, "tournament-column-record", &[]),
    );
    let drawn = rows(a);
    let picture = StandingsPicture {
        title: &title,
        columns: StandingsColumns {
            rank: &rank,
            name: &name,
            points: &points,
            tiebreaks: &headers,
            record: &record,
        },
        rows: &drawn,
    };
    towers_render::standings_png(&picture)
        .map_err(|e| ServiceError::Internal(format!("arena standings: {e}")))?
        .into_iter()
        .next()
        .ok_or_else(|| ServiceError::Internal("arena standings: no page".into()))
}

/// The podium of `a` (its first three), worded in `lang`. Errors: `Internal`.
pub fn podium(a: &ArenaRecord, lang: Lang) -> Result<Vec<u8>, ServiceError> {
    let places: Vec<PodiumPlace> = rows(a)
        .into_iter()
        .take(3)
        .map(|r| PodiumPlace {
            name: r.name,
            points: r.points,
        })
        .collect();
    crate::service::tournament::picture::podium_of(&a.name, &places, lang)
}

impl crate::service::GameService {
    /// Arena `id`'s standings as a PNG worded in `lang` (`/arena standings`).
    /// Errors: `Refused` when there is no such arena, `Internal`.
    pub fn arena_standings_picture(&self, id: u64, lang: Lang) -> Result<Vec<u8>, ServiceError> {
        let a = crate::service::arena::store::load(self.store.as_ref(), id)?;
        standings_png(&a, lang)
    }
}
