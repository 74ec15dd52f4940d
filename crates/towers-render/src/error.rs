//! Why a picture could not be made.

use thiserror::Error;

/// An invalid [`BoardView`](super::BoardView) or a failed PNG encode. The renderer never panics on
/// a view; every problem it can detect is one of these.
#[derive(Debug, Error)]
pub enum RenderError {
    /// `files` or `ranks` is outside the supported range
    /// ([`MIN_DIM`](super::MIN_DIM)..=[`MAX_DIM`](super::MAX_DIM) squares).
    #[error("unsupported board size {files}x{ranks} (each side must be {min}..={max} squares)")]
    UnsupportedSize {
        files: u8,
        ranks: u8,
        min: u8,
        max: u8,
    },
    /// A tower, highlight or square number names a square outside the board.
    #[error("{what} at ({file}, {rank}) is off the {files}x{ranks} board")]
    OffBoard {
        what: &'static str,
        file: u8,
        rank: u8,
        files: u8,
        ranks: u8,
    },
    /// A tower stands on a light (unplayable) square: (file + rank) is odd.
    #[error("tower at ({file}, {rank}) is on a light square")]
    LightSquare { file: u8, rank: u8 },
    /// A tower has no discs.
    #[error("tower at ({file}, {rank}) has no discs")]
    EmptyTower { file: u8, rank: u8 },
    /// Two towers name the same square.
    #[error("two towers on ({file}, {rank})")]
    DuplicateTower { file: u8, rank: u8 },
    /// A standings picture the renderer will not draw: too many players or tiebreak
    /// columns, or a cross-table whose rows do not have one cell per player.
    #[error("standings picture refused: {0}")]
    Standings(String),
    /// The PNG encoder failed (out of memory and the like; not caused by the view).
    #[error("PNG encoding failed: {0}")]
    Encode(#[from] image::ImageError),
    /// A GIF could not be made: no frames, frames of different sizes, a picture too large for
    /// GIF's 16-bit sides.
    #[error("GIF encoding failed: {0}")]
    Gif(String),
}

impl From<gif::EncodingError> for RenderError {
    fn from(e: gif::EncodingError) -> Self {
        RenderError::Gif(e.to_string())
    }
}
