//! The public entry point: a [`Renderer`] holds every pre-drawn sprite and glyph and turns a
//! [`BoardView`] into a picture.

use image::RgbImage;

use super::compose::{compose, SizeSet};
use super::error::RenderError;
use super::geometry::{square_px, FrameGeom};
use super::png;
use super::sprites::PieceSprites;
use super::text::{font, GlyphSet};
use super::validate::{validate, MAX_DIM, MIN_DIM};
use super::view::BoardView;

/// Draws board pictures. Build one with [`Renderer::new`] at start-up (it draws every sprite
/// for every supported board size, tens of milliseconds in release) and share it: it is
/// immutable, `Send` and `Sync`, and each picture only composites what it pre-drew.
///
/// Picture size: the squares fill about 672 × 672 pixels whatever the board size (84 px
/// squares on 8×8, 96 on 7×7, 67 on 10×10, 56 on 12×12), plus a frame of about 0.42 square
/// on every side holding the coordinates (left and bottom) and the turn marker (right).
/// An 8×8 picture is 742 × 742 pixels.
pub struct Renderer {
    /// One set per longer board side, `MIN_DIM..=MAX_DIM`.
    sets: Vec<SizeSet>,
}

impl Renderer {
    /// Draws every sprite and glyph for every supported board size.
    pub fn new() -> Renderer {
        let font = font();
        let sets = (MIN_DIM..=MAX_DIM)
            .map(|dim| {
                let s = square_px(dim);
                let frame = FrameGeom::new(s);
                let marker_px = (frame.margin as f32 * 0.85).round() as u32;
                let pieces = PieceSprites::new(s, marker_px);
                let badge_px = (pieces.geom.badge_r() * 1.15).round();
                SizeSet {
                    s,
                    margin: frame.margin,
                    labels: GlyphSet::new(&font, frame.label_px),
                    numbers: GlyphSet::new(&font, frame.number_px),
                    badge_digits: GlyphSet::new(&font, badge_px),
                    pieces,
                }
            })
            .collect();
        Renderer { sets }
    }

    /// The picture of `view` as RGB pixels.
    ///
    /// # Errors
    /// [`RenderError`] when the view is invalid: unsupported size, a square off the board, a
    /// tower on a light square, an empty or duplicated tower.
    pub fn rgb(&self, view: &BoardView) -> Result<RgbImage, RenderError> {
        validate(view)?;
        let dim = view.files.max(view.ranks);
        let set =
            self.sets
                .get(usize::from(dim - MIN_DIM))
                .ok_or(RenderError::UnsupportedSize {
                    files: view.files,
                    ranks: view.ranks,
                    min: MIN_DIM,
                    max: MAX_DIM,
                })?;
        Ok(compose(set, view))
    }

    /// The picture of `view` as an RGB PNG file (about 30–60 KB for 8×8).
    ///
    /// # Errors
    /// As [`Renderer::rgb`], plus [`RenderError::Encode`] if encoding fails.
    pub fn png(&self, view: &BoardView) -> Result<Vec<u8>, RenderError> {
        png::encode(&self.rgb(view)?)
    }
}

impl Default for Renderer {
    fn default() -> Self {
        Renderer::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renderer_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Renderer>();
    }
}
