//! When the bot takes a draw: dead-drawn endings, judged by a short search and the draw rules
//! of the game.
//!
//! A position is dead drawn for a side when the game is in an ending where a draw is the
//! expected result and a short search finds no advantage for that side:
//! - **a draw rule is coming**: an endgame counter is running (docs/rules.md#international,
//!   #canadian, a lone king against the listed materials), or the no-progress count has passed
//!   half of the variant's limit (docs/rules.md#international; Bashni, Lasca:
//!   docs/rules.md#bashni, #lasca); or
//! - **kings only**: neither side has a man (a tower counts by its commander), the material
//!   with the fewest pieces in the variants where kings alone are a known draw.
//!
//! and the search (fixed nodes, so the verdict does not depend on the machine's load) scores
//! the position, from that side's point of view, at most [`DRAWISH`] (0.3 of a man). A side
//! that is losing takes the draw as well; a side that can force a win (a mate score) never
//! offers or accepts one.
//!
//! With the endgame databases installed ([`super::egdb::install`]) the judging engine probes
//! them like any search: an international position they hold scores exactly (a tablebase
//! draw 0, a win in time for the FMJD counter a mate score), so the bot takes a tablebase
//! draw and never gives away a tablebase win.

use std::sync::atomic::AtomicBool;

use super::{Engine, Limits};
use towers_rules::draw::{endgame_class, Material};
use towers_rules::{Color, Game};

/// The largest score (hundredths of a man, for the side judging) still called a draw.
pub const DRAWISH: i32 = 30;

/// Positions the judging search visits (a few tens of milliseconds).
pub const JUDGING_NODES: u64 = 20_000;

/// Why a position counts as a drawn ending, before the search is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawnEnding {
    /// An endgame counter of docs/rules.md#international, #canadian is running.
    EndgameCounter,
    /// The no-progress count has passed half of the variant's limit.
    NoProgress,
    /// Neither side has a man.
    KingsOnly,
}

/// The drawn ending `game`'s current position is in, if any (no search). `None` as well when
/// the game is over.
pub fn drawn_ending(game: &Game) -> Option<DrawnEnding> {
    let pos = game.position();
    let rules = game.rules();
    if !rules.endgame.is_empty() && endgame_class(rules.endgame, pos).is_some() {
        return Some(DrawnEnding::EndgameCounter);
    }
    if game.continuation().no_progress * 2 >= rules.no_progress.plies {
        return Some(DrawnEnding::NoProgress);
    }
    let men = |c| Material::of(pos, c).men;
    if men(Color::White) == 0 && men(Color::Black) == 0 {
        return Some(DrawnEnding::KingsOnly);
    }
    None
}

/// Whether `side` holds `game` for a dead draw: it is in a [`drawn_ending`] and a
/// [`JUDGING_NODES`] search scores it at most [`DRAWISH`] for `side` (never when `side` can
/// force a win: its mate
/// scores are far above it). `false` when the game is over.
pub fn dead_drawn_for(game: &Game, side: Color) -> bool {
    if game.outcome().is_some() || drawn_ending(game).is_none() {
        return false;
    }
    let limits = Limits {
        nodes: Some(JUDGING_NODES),
        ..Limits::default()
    };
    let Some(found) = Engine::new().search(game, &limits, &AtomicBool::new(false)) else {
        return false;
    };
    let score = if game.position().side_to_move() == side {
        found.score
    } else {
        -found.score
    };
    score <= DRAWISH
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::Variant;

    fn game(variant: Variant, fen: &str) -> Game {
        Game::from_fen(variant, fen).expect("a valid FEN")
    }

    #[test]
    fn equal_kings_are_a_dead_draw_for_both_sides() {
        let g = game(Variant::Russian, "W:WKc1,Ke1:BKh8,Kf8");
        assert_eq!(drawn_ending(&g), Some(DrawnEnding::KingsOnly));
        assert!(dead_drawn_for(&g, Color::White));
        assert!(dead_drawn_for(&g, Color::Black));
    }

    #[test]
    fn a_king_up_is_no_draw_for_the_stronger_side() {
        // Three kings against one: the stronger side plays on; the lone king would take it.
        let g = game(Variant::Russian, "W:WKc1,Ke1,Kg1:BKh8");
        assert_eq!(drawn_ending(&g), Some(DrawnEnding::KingsOnly));
        assert!(!dead_drawn_for(&g, Color::White));
        assert!(dead_drawn_for(&g, Color::Black));
    }

    #[test]
    fn men_on_the_board_are_no_drawn_ending() {
        let g = Game::new(Variant::Russian);
        assert_eq!(drawn_ending(&g), None);
        assert!(!dead_drawn_for(&g, Color::White));
    }

    #[test]
    fn a_lone_king_against_the_fmjd_materials_starts_the_counter() {
        // International: two kings against one (FMJD art. 6.4) is a counted draw.
        let g = game(Variant::International, "W:WK46,K47:BK5");
        assert_eq!(drawn_ending(&g), Some(DrawnEnding::EndgameCounter));
        assert!(dead_drawn_for(&g, Color::Black));
    }
}
