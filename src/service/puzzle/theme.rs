//! What a puzzle's caption says of it: the task (its claim, for the side to move) and its
//! theme, as message ids of the catalogue; and the puzzles of a theme, for `/puzzle theme:`.

use crate::service::text::message::Message;
use towers_engine::puzzle_claim::{Claim, Theme};
use towers_engine::puzzles::Puzzle;
use towers_rules::Color;

/// "White to play and win material." and the like: the puzzle's claim for `side`.
pub(super) fn task(puzzle: &Puzzle, side: Color) -> Message {
    Message::new(match (side, puzzle.claim) {
        (Color::White, Claim::WinMaterial) => "puzzle-white-material",
        (Color::Black, Claim::WinMaterial) => "puzzle-black-material",
        (Color::White, Claim::Win) => "puzzle-white-wins",
        (Color::Black, Claim::Win) => "puzzle-black-wins",
        (Color::White, Claim::StopKing) => "puzzle-white-stop-king",
        (Color::Black, Claim::StopKing) => "puzzle-black-stop-king",
        (Color::White, Claim::Hold) => "puzzle-white-hold",
        (Color::Black, Claim::Hold) => "puzzle-black-hold",
    })
}

/// The message id naming `theme` ("a shot", "a breakthrough to king", ...).
pub fn theme_id(theme: Theme) -> &'static str {
    match theme {
        Theme::CaptureChoice => "puzzle-theme-capture-choice",
        Theme::KingEnding => "puzzle-theme-king-ending",
        Theme::Defence => "puzzle-theme-defence",
        Theme::Shot => "puzzle-theme-shot",
        Theme::Breakthrough => "puzzle-theme-breakthrough",
        Theme::QuietMove => "puzzle-theme-quiet-move",
    }
}

/// "Theme: a shot (a sacrifice, then a bigger capture)." for the caption.
pub(super) fn theme_line(puzzle: &Puzzle) -> Message {
    Message::new("puzzle-theme").message("theme", Message::new(theme_id(puzzle.theme)))
}

/// Whether puzzle `puzzle` may be served for a request of `theme` (any theme: `None`).
pub(super) fn fits(puzzle: &Puzzle, theme: Option<Theme>) -> bool {
    theme.is_none_or(|t| puzzle.theme == t)
}
