//! The `theme` option of `/puzzle`: one choice per puzzle theme (labels translated by the
//! catalogue's `choice-*` ids).

use crate::service::api::PuzzleTheme;

/// The `theme` option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ThemeOption {
    /// A shot: a sacrifice, then a bigger capture.
    #[name = "shot"]
    Shot,
    /// A breakthrough to king.
    #[name = "breakthrough"]
    Breakthrough,
    /// A king ending.
    #[name = "king ending"]
    KingEnding,
    /// A choice among compulsory captures.
    #[name = "capture choice"]
    CaptureChoice,
    /// A defence: stop a king, or hold.
    #[name = "defence"]
    Defence,
    /// A quiet move that wins.
    #[name = "quiet move"]
    QuietMove,
}

impl From<ThemeOption> for PuzzleTheme {
    fn from(o: ThemeOption) -> Self {
        match o {
            ThemeOption::Shot => PuzzleTheme::Shot,
            ThemeOption::Breakthrough => PuzzleTheme::Breakthrough,
            ThemeOption::KingEnding => PuzzleTheme::KingEnding,
            ThemeOption::CaptureChoice => PuzzleTheme::CaptureChoice,
            ThemeOption::Defence => PuzzleTheme::Defence,
            ThemeOption::QuietMove => PuzzleTheme::QuietMove,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn every_theme_has_a_choice() {
        let themes: Vec<PuzzleTheme> = (0..ThemeOption::list().len())
            .map(|i| ThemeOption::from_index(i).unwrap().into())
            .collect();
        for theme in PuzzleTheme::ALL {
            assert!(themes.contains(&theme), "{theme:?}");
        }
        assert_eq!(themes.len(), PuzzleTheme::ALL.len());
    }
}
