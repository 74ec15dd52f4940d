//! Checks a [`BoardView`] before anything is drawn, so drawing can index without failing.

use super::error::RenderError;
use super::view::BoardView;

/// Smallest supported board side, in squares.
pub const MIN_DIM: u8 = 6;
/// Largest supported board side, in squares.
pub const MAX_DIM: u8 = 12;

/// `Ok` when every square named by `view` is on the board, every tower is on a playable
/// (dark) square, non-empty and alone on its square.
pub(crate) fn validate(view: &BoardView) -> Result<(), RenderError> {
    let (files, ranks) = (view.files, view.ranks);
    let supported = MIN_DIM..=MAX_DIM;
    if !supported.contains(&files) || !supported.contains(&ranks) {
        return Err(RenderError::UnsupportedSize {
            files,
            ranks,
            min: MIN_DIM,
            max: MAX_DIM,
        });
    }
    let on_board = |what: &'static str, file: u8, rank: u8| {
        if file < files && rank < ranks {
            Ok(())
        } else {
            Err(RenderError::OffBoard {
                what,
                file,
                rank,
                files,
                ranks,
            })
        }
    };
    let mut seen = vec![false; usize::from(files) * usize::from(ranks)];
    for tower in &view.towers {
        let (file, rank) = (tower.file, tower.rank);
        on_board("tower", file, rank)?;
        if !(file + rank).is_multiple_of(2) {
            return Err(RenderError::LightSquare { file, rank });
        }
        if tower.discs.is_empty() {
            return Err(RenderError::EmptyTower { file, rank });
        }
        let index = usize::from(rank) * usize::from(files) + usize::from(file);
        if std::mem::replace(&mut seen[index], true) {
            return Err(RenderError::DuplicateTower { file, rank });
        }
    }
    for &(file, rank) in &view.highlight {
        on_board("highlight", file, rank)?;
    }
    for &(file, rank) in view
        .path
        .iter()
        .flat_map(|p| p.squares.iter().chain(&p.jumped))
    {
        on_board("move path", file, rank)?;
    }
    for &(file, rank, _) in &view.square_numbers {
        on_board("square number", file, rank)?;
    }
    Ok(())
}
