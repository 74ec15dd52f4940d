//! The standings picture and the podium (towers-render's `standings_pages` and
//! `podium_png`) from [`StandingRow`]s, every word from the catalogue in the reader's
//! language and the points as the tournament shows them (2-1-0 or 1-½-0).

use towers_pairing::standings::value_text;
use towers_pairing::Tiebreak;
use towers_render::{
    podium_png, standings_png, CrossCell, CrossMark, Podium, PodiumPlace, StandingsColumns,
    StandingsPicture, StandingsRow,
};
use towers_store::tournament::{PointDisplay, TournamentRecord};

use crate::service::text::locale::{text, Lang};
use crate::service::tournament::input::games;
use crate::service::tournament::standings::{standing_rows, tiebreaks, StandingRow};
use crate::service::{ServiceError, MAX_IMAGES};

/// Players on one page of the picture.
pub const PICTURE_ROWS: usize = towers_render::ROWS_PER_PAGE;

/// The mark after the points of an adjudicated game in the cross-table.
pub const ADJUDICATED_MARK: char = '*';

/// Shown tenths as the picture writes them: `7`, `3½` (1-½-0) or `2.5`.
pub fn points_shown(tenths: u32) -> String {
    match tenths % 10 {
        0 => (tenths / 10).to_string(),
        5 if tenths < 10 => "½".to_string(),
        5 => format!("{}½", tenths / 10),
        r => format!("{}.{r}", tenths / 10),
    }
}

/// A tiebreak's column header in `lang`.
fn tiebreak_header(lang: Lang, tb: Tiebreak) -> String {
    let id = match tb {
        Tiebreak::SolkoffCut1 => "tournament-column-solkoff-cut1",
        Tiebreak::Solkoff => "tournament-column-solkoff",
        Tiebreak::SonnebornBerger => "tournament-column-sb",
        Tiebreak::Wins => "tournament-column-wins",
        Tiebreak::Direct => "tournament-column-direct",
    };
    text(lang, id, &[])
}

/// A cross-table cell from the result against that opponent, in shown tenths: a result
/// decided without play (a forfeit) is marked `Unplayed` with the points it gave, as FIDE
/// cross-tables set `+` / `-` apart from games played.
fn cell(
    result: Option<u32>,
    own: bool,
    unplayed: bool,
    display: PointDisplay,
    games: u32,
) -> CrossCell {
    if own {
        return CrossCell {
            text: String::new(),
            mark: CrossMark::Own,
        };
    }
    // A win's points times the games a pairing plays: more than half is a win.
    let all = games
        * match display {
            PointDisplay::TwoOneZero => 20,
            PointDisplay::OneHalfZero => 10,
        };
    match result {
        None => CrossCell::default(),
        Some(p) => CrossCell {
            text: points_shown(p),
            mark: if unplayed {
                CrossMark::Unplayed
            } else if 2 * p > all {
                CrossMark::Win
            } else if 2 * p < all {
                CrossMark::Loss
            } else {
                CrossMark::Draw
            },
        },
    }
}

/// The rows as render draws them (the cross-table's cells in the rows' order).
pub fn picture_rows(t: &TournamentRecord, rows: &[StandingRow]) -> Vec<StandingsRow> {
    let list = tiebreaks(t);
    rows.iter()
        .enumerate()
        .map(|(i, s)| StandingsRow {
            rank: u32::try_from(s.rank).unwrap_or(u32::MAX),
            name: s.name.clone(),
            points: points_shown(s.points),
            tiebreaks: list
                .iter()
                .zip(&s.tiebreaks)
                .map(|(&tb, &v)| value_text(tb, v))
                .collect(),
            wins: s.wins,
            draws: s.draws,
            losses: s.losses,
            cross: (0..rows.len())
                .map(|j| {
                    let unplayed = s.unplayed.get(j).copied().unwrap_or(false);
                    let mut c = cell(
                        s.cross.get(j).copied().flatten(),
                        i == j,
                        unplayed,
                        t.points,
                        games(t) as u32,
                    );
                    // An adjudicated game keeps its result's colour, its points marked `*`.
                    if s.adjudicated.get(j).copied().unwrap_or(false) && !c.text.is_empty() {
                        c.text.push(ADJUDICATED_MARK);
                    }
                    c
                })
                .collect(),
        })
        .collect()
}

/// The standings of `t` as PNG pages (40 players a page; a cross-table up to 16), worded in
/// `lang`. Errors: `Internal` when the picture cannot be drawn.
pub fn standings_pngs(t: &TournamentRecord, lang: Lang) -> Result<Vec<Vec<u8>>, ServiceError> {
    let rows = standing_rows(t);
    let closed = t.round_list.iter().filter(|r| r.closed).count();
    let title = text(
        lang,
        "tournament-picture-title",
        &[("name", &t.name), ("rounds", &closed.to_string())],
    );
    let headers: Vec<String> = tiebreaks(t)
        .into_iter()
        .map(|tb| tiebreak_header(lang, tb))
        .collect();
    let header_refs: Vec<&str> = headers.iter().map(String::as_str).collect();
    let (rank, name, points, record) = (
        text(lang, "tournament-column-rank", &[]),
        text(lang, "tournament-column-name", &[]),
        text(lang, "tournament-column-points", &[]),
        text(lang, "tournament-column-record", &[]),
    );
    let drawn = picture_rows(t, &rows);
    let picture = StandingsPicture {
        title: &title,
        columns: StandingsColumns {
            rank: &rank,
            name: &name,
            points: &points,
            tiebreaks: &header_refs,
            record: &record,
        },
        rows: &drawn,
    };
    standings_png(&picture).map_err(|e| ServiceError::Internal(format!("standings: {e}")))
}

/// Pages as one message carries them: the first as its picture, the next ones after it,
/// at most [`MAX_IMAGES`] in all (200 players, the entry limit, make 5 pages).
pub fn split_pages(pages: Vec<Vec<u8>>) -> (Option<Vec<u8>>, Vec<Vec<u8>>) {
    let mut pages = pages.into_iter().take(MAX_IMAGES);
    let first = pages.next();
    (first, pages.collect())
}

/// The podium of `t` (its first three), worded in `lang`. Errors: `Internal`.
pub fn podium_picture(t: &TournamentRecord, lang: Lang) -> Result<Vec<u8>, ServiceError> {
    let places: Vec<PodiumPlace> = standing_rows(t)
        .into_iter()
        .take(3)
        .map(|s| PodiumPlace {
            name: s.name,
            points: points_shown(s.points),
        })
        .collect();
    podium_of(&t.name, &places, lang)
}

/// The podium picture of event `name` (a tournament's or an arena's) with its first
/// `places`, worded in `lang`. Errors: `Internal`.
pub fn podium_of(name: &str, places: &[PodiumPlace], lang: Lang) -> Result<Vec<u8>, ServiceError> {
    let title = text(lang, "tournament-podium-title", &[("name", name)]);
    podium_png(&Podium {
        title: &title,
        places,
    })
    .map_err(|e| ServiceError::Internal(format!("podium: {e}")))
}

impl crate::service::GameService {
    /// Tournament `id`'s standings as PNG pages worded in `lang` (`/tournament standings`).
    /// Errors: `Refused` when there is no such tournament, `Internal`.
    pub fn tournament_standings_pictures(
        &self,
        id: u64,
        lang: Lang,
    ) -> Result<Vec<Vec<u8>>, ServiceError> {
        let t = crate::service::tournament::store::load(self.store.as_ref(), id)?;
        standings_pngs(&t, lang)
    }

    /// The language of `guild`'s notices: its chosen language, else English.
    pub(crate) fn notice_lang(&self, guild: Option<u64>) -> Lang {
        guild
            .and_then(|g| self.servers.settings(g).ok())
            .and_then(|s| s.language())
            .unwrap_or(Lang::ENGLISH)
    }
}

#[cfg(test)]
#[path = "picture_tests.rs"]
mod tests;
