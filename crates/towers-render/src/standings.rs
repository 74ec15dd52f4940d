//! The standings picture of a tournament: a title, then one row per player (rank, name,
//! points, each tiebreak, wins-draws-losses) and, for up to [`CROSS_MAX`] players, a
//! cross-table of the results by opponent rank. More players are split into pages of at most
//! [`ROWS_PER_PAGE`] rows, each page a picture of its own with the title and the page number.
//!
//! Knows tables, not tournaments: every word (title, column headers) and every value
//! (points as the server shows them, tiebreaks, cross-table marks) comes from the caller,
//! already formatted and localized. Sized for a phone: [`STANDINGS_W`] pixels wide (wider only
//! when the columns need it), text 22 px, so shown about 340 px wide the text is about 10 px.

use super::RenderError;

/// The width of a standings page in pixels, unless its columns need more.
pub const STANDINGS_W: u32 = 720;
/// The most rows (players) on one page.
pub const ROWS_PER_PAGE: usize = 40;
/// The most players that get a cross-table; with more, the picture has none.
pub const CROSS_MAX: usize = 16;
/// The most players a standings picture takes (more is refused).
pub const MAX_PLAYERS: usize = 2000;
/// The most tiebreak columns (more is refused).
pub const MAX_TIEBREAKS: usize = 6;

/// A tournament's standings as the caller shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsPicture<'a> {
    /// The line above the table (the tournament's name, the round): ellipsized to fit.
    pub title: &'a str,
    pub columns: StandingsColumns<'a>,
    /// The players, best first.
    pub rows: &'a [StandingsRow],
}

/// The column headers, in the reader's language.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsColumns<'a> {
    pub rank: &'a str,
    pub name: &'a str,
    pub points: &'a str,
    /// One header a tiebreak, in their order (at most [`MAX_TIEBREAKS`]).
    pub tiebreaks: &'a [&'a str],
    /// Over the wins-draws-losses column.
    pub record: &'a str,
}

/// One player's line.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsRow {
    /// Shown as given (tied players may share one).
    pub rank: u32,
    /// Ellipsized to its column; characters the font lacks are drawn as `?`.
    pub name: String,
    /// The points as the server shows them ("7", "3½").
    pub points: String,
    /// One value a tiebreak column, in the columns' order (missing ones are left blank).
    pub tiebreaks: Vec<String>,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// The cross-table row: one cell per player, in the rows' order (the player's own cell
    /// included). Empty when the caller gives no cross-table; ignored above [`CROSS_MAX`]
    /// players.
    pub cross: Vec<CrossCell>,
}

/// One cell of the cross-table: the result against the player of that column.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CrossCell {
    /// A few characters ("2", "½", "1:1", "+"); cut to the cell.
    pub text: String,
    pub mark: CrossMark,
}

/// The colour of a cross-table cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CrossMark {
    /// Not played yet.
    #[default]
    Empty,
    /// The player's own cell (the diagonal).
    Own,
    Win,
    Draw,
    Loss,
    /// Decided without play (a forfeit).
    Unplayed,
}

impl StandingsPicture<'_> {
    /// The number of pages the standings take.
    pub fn pages(&self) -> usize {
        self.rows.len().div_ceil(ROWS_PER_PAGE).max(1)
    }

    /// Whether the picture carries a cross-table: at most [`CROSS_MAX`] players, and the
    /// caller gave cells.
    pub fn has_cross_table(&self) -> bool {
        self.rows.len() <= CROSS_MAX && self.rows.iter().any(|r| !r.cross.is_empty())
    }

    /// Refuses what the picture cannot show: too many players or tiebreaks, or a
    /// cross-table whose rows do not have one cell per player.
    pub(crate) fn check(&self) -> Result<(), RenderError> {
        if self.rows.len() > MAX_PLAYERS {
            return Err(RenderError::Standings(format!(
                "{} players, at most {MAX_PLAYERS}",
                self.rows.len()
            )));
        }
        if self.columns.tiebreaks.len() > MAX_TIEBREAKS {
            return Err(RenderError::Standings(format!(
                "{} tiebreaks, at most {MAX_TIEBREAKS}",
                self.columns.tiebreaks.len()
            )));
        }
        if self.has_cross_table() {
            let n = self.rows.len();
            if let Some((i, row)) = self
                .rows
                .iter()
                .enumerate()
                .find(|(_, r)| r.cross.len() != n)
            {
                return Err(RenderError::Standings(format!(
                    "cross-table row {} has {} cells for {n} players",
                    i + 1,
                    row.cross.len()
                )));
            }
        }
        Ok(())
    }
}
