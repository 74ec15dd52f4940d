//! The public entry point: a [`Renderer`] holds every pre-drawn sprite and glyph and turns a
//! [`BoardView`] into a picture.

use std::sync::{Mutex, OnceLock};

use image::RgbImage;

use super::compose::{compose, compose_on, picture_size, SizeSet};
use super::error::RenderError;
use super::geometry::{square_px, FrameGeom};
use super::gif::{self as replay, Animation, GifSettings, IndexFrame, Palette, GIF_COLORS};
use super::indexed::IndexCanvas;
use super::png;
use super::sprites::PieceSprites;
use super::text::{font, GlyphSet};
use super::validate::{validate, MAX_DIM, MIN_DIM};
use super::view::BoardView;

/// Draws board pictures. Build one with [`Renderer::new`] at start-up and share it: it is
/// `Send` and `Sync`, draws the sprites of a board size the first time a picture of that size
/// is asked for (tens of milliseconds in release), builds its palette with the first picture,
/// and otherwise only composites what it pre-drew.
///
/// Picture size: squares of 84 pixels up to 8×8 (7×7 too), 50 on 10×10 and 42 on 12×12 (the
/// squares fill about 504 × 504 pixels from 10×10 up), plus a frame of about 0.42 square
/// (at least 32 pixels) on every side holding the coordinates (left and bottom), the piece
/// count (top) and the turn marker (right). An 8×8 picture is 742 × 742 pixels.
///
/// Pictures use one palette of [`GIF_COLORS`] colours (PNGs are indexed, replays are GIFs):
/// [`Renderer::rgb`] gives the colours the PNG holds.
pub struct Renderer {
    /// One set per longer board side, `MIN_DIM..=MAX_DIM`, drawn on first use.
    sets: Vec<OnceLock<SizeSet>>,
    /// The palette of [`GIF_COLORS`] colours, built on the first picture.
    palette: OnceLock<Palette>,
    /// Buffers of finished [`Renderer::png`] calls, at most [`KEPT_SCRATCH`], for the next ones.
    scratch: Mutex<Vec<png::Scratch>>,
}

/// How many sets of picture buffers (about 4 MB each) a renderer keeps between pictures: as
/// many as pictures are usually drawn at once. More at once each get fresh buffers.
const KEPT_SCRATCH: usize = 4;

impl Renderer {
    /// A renderer with nothing drawn yet (each board size's sprites and the palette are drawn
    /// on first use).
    pub fn new() -> Renderer {
        Renderer {
            sets: (MIN_DIM..=MAX_DIM).map(|_| OnceLock::new()).collect(),
            palette: OnceLock::new(),
            scratch: Mutex::new(Vec::new()),
        }
    }

    /// Every sprite and glyph for squares of `s` pixels.
    fn draw_set(s: u32) -> SizeSet {
        let font = font();
        let frame = FrameGeom::new(s);
        let marker_px = (frame.margin as f32 * 0.85).round() as u32;
        let icon_px = (frame.margin as f32 * 0.6).round() as u32;
        let pieces = PieceSprites::new(s, marker_px, icon_px);
        let badge_px = (pieces.geom.badge_r() * 1.2).round();
        let run_px = (0.17 * s as f32).round();
        SizeSet {
            s,
            margin: frame.margin,
            labels: GlyphSet::new(&font, frame.label_px),
            numbers: GlyphSet::new(&font, frame.number_px),
            badge_digits: GlyphSet::new(&font, badge_px),
            run_digits: GlyphSet::new(&font, run_px),
            chip_digits: GlyphSet::new(&font, pieces.geom.chip_px()),
            pieces,
        }
    }

    /// The picture of `view` as RGB pixels: the colours its PNG holds.
    ///
    /// # Errors
    /// [`RenderError`] when the view is invalid: unsupported size, a square off the board, a
    /// tower on a light square, an empty or duplicated tower.
    pub fn rgb(&self, view: &BoardView) -> Result<RgbImage, RenderError> {
        let (w, h, indices) = self.indices(view, Vec::new())?;
        let colors = self.palette().colors();
        let raw = indices
            .iter()
            .flat_map(|&i| colors[usize::from(i)])
            .collect();
        RgbImage::from_raw(w, h, raw).ok_or_else(|| RenderError::Gif("picture size".into()))
    }

    /// The picture of `view` as palette indices (drawn in them: [`IndexCanvas`]) in `buffer`
    /// (any earlier contents are overwritten): width, height, indices row by row.
    fn indices(&self, view: &BoardView, buffer: Vec<u8>) -> Result<IndexFrame, RenderError> {
        let set = self.size_set(view)?;
        let (w, h) = picture_size(set, view);
        let mut canvas = IndexCanvas::new(w, h, buffer, self.palette());
        compose_on(set, view, &mut canvas);
        Ok((w, h, canvas.px))
    }

    /// The picture of `view` before it is mapped to the palette.
    fn full_colour(&self, view: &BoardView) -> Result<RgbImage, RenderError> {
        Ok(compose(self.size_set(view)?, view))
    }

    /// The palette of [`GIF_COLORS`] colours.
    fn palette(&self) -> &Palette {
        self.palette.get_or_init(|| self.build_palette(GIF_COLORS))
    }

    /// The validated `view`'s pre-drawn sprites and glyphs.
    fn size_set(&self, view: &BoardView) -> Result<&SizeSet, RenderError> {
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
        Ok(set.get_or_init(|| Renderer::draw_set(square_px(dim))))
    }

    /// The picture of `view` as an 8-bit indexed PNG file (about 15–25 KB for 8×8).
    ///
    /// # Errors
    /// As [`Renderer::rgb`], plus [`RenderError::Encode`] if encoding fails.
    pub fn png(&self, view: &BoardView) -> Result<Vec<u8>, RenderError> {
        let kept = self.kept_scratch().pop();
        let mut scratch = kept.unwrap_or_default();
        let (w, h, indices) = self.indices(view, std::mem::take(&mut scratch.indices))?;
        scratch.indices = indices;
        let file = png::encode_indexed(w, h, self.palette().colors(), &mut scratch);
        self.keep(scratch);
        file
    }

    /// Keeps `scratch` for a later picture, if fewer than [`KEPT_SCRATCH`] are kept.
    fn keep(&self, scratch: png::Scratch) {
        let mut kept = self.kept_scratch();
        if kept.len() < KEPT_SCRATCH {
            kept.push(scratch);
        }
    }

    /// The kept buffers (still usable if a thread panicked while holding them: they hold no
    /// invariant, any contents are overwritten).
    fn kept_scratch(&self) -> std::sync::MutexGuard<'_, Vec<png::Scratch>> {
        self.scratch.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Renderer {
    /// An animated GIF with one frame per view, in order (a replay: the start position, then
    /// the board after each ply), looping, timed and sized by `settings`. All views must have
    /// the same board size. Made at full size (742 × 742 for 8×8) and, when larger than
    /// `settings.max_bytes`, again at half size and so on (never below 200 pixels wide, and
    /// then returned even if still larger).
    ///
    /// The first call with the default colour count builds the palette (a few tens of
    /// milliseconds); later ones reuse it.
    ///
    /// # Errors
    /// As [`Renderer::rgb`] for any view; [`RenderError::Gif`] for no views or views of
    /// different board sizes.
    pub fn gif(
        &self,
        views: &[BoardView],
        settings: &GifSettings,
    ) -> Result<Animation, RenderError> {
        if views.is_empty() {
            return Err(RenderError::Gif("no frames to animate".into()));
        }
        let built;
        let palette = if settings.colors == GIF_COLORS {
            self.palette()
        } else {
            built = self.build_palette(settings.colors);
            &built
        };
        let mut halvings = 0;
        loop {
            let frames = views.iter().map(|view| {
                if halvings == 0 && settings.colors == GIF_COLORS {
                    // The PNG's own indices.
                    return self.indices(view, Vec::new());
                }
                let mut img = self.full_colour(view)?;
                for _ in 0..halvings {
                    img = replay::halve(&img);
                }
                let mut indices = Vec::new();
                palette.indices_into(&img, &mut indices);
                Ok((img.width(), img.height(), indices))
            });
            let (bytes, width, height) = replay::encode(frames, palette, settings)?;
            if bytes.len() <= settings.max_bytes || width / 2 < 200 {
                return Ok(Animation {
                    bytes,
                    width,
                    height,
                    frames: views.len(),
                    halvings,
                });
            }
            halvings += 1;
        }
    }

    /// The mean error per channel (0..=255) of `view`'s picture mapped to the replay palette
    /// of `colors` colours: how much a GIF frame differs from the PNG (for choosing `colors`).
    ///
    /// # Errors
    /// As [`Renderer::rgb`].
    pub fn gif_error(&self, view: &BoardView, colors: u16) -> Result<f64, RenderError> {
        let img = self.full_colour(view)?;
        let q = self.build_palette(colors).quantized(&img);
        let total: u64 = img
            .as_raw()
            .iter()
            .zip(q.as_raw())
            .map(|(&a, &b)| u64::from(a.abs_diff(b)))
            .sum();
        Ok(total as f64 / img.as_raw().len().max(1) as f64)
    }

    /// A palette of `colors` colours from pictures of the sample boards.
    fn build_palette(&self, colors: u16) -> Palette {
        let samples: Vec<RgbImage> = replay::sample_views()
            .iter()
            .filter_map(|v| self.full_colour(v).ok())
            .collect();
        Palette::build(&samples, colors)
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
    use crate::Side;

    fn board(dim: u8, towers: &[(u8, u8, Side)], path: bool) -> BoardView {
        use super::super::view::{Disc, MovePath, TowerView};

        BoardView {
            files: dim,
            ranks: dim,
            towers: towers
                .iter()
                .map(|&(file, rank, side)| TowerView {
                    file,
                    rank,
                    discs: vec![Disc { side, king: false }; usize::from(rank % 3) + 1],
                })
                .collect(),
            highlight: vec![(0, 0)],
            path: path.then(|| MovePath {
                squares: vec![(0, 0), (2, 2)],
                jumped: vec![(1, 1)],
            }),
            flipped: dim.is_multiple_of(2),
            to_move: Some(Side::Dark),
            square_numbers: vec![],
            stacks: dim < 10,
            must_capture: vec![(1, 1)],
            material: Some(Default::default()),
        }
    }

    /// Pictures drawn one after another in reused buffers (a bigger board, a smaller one, a
    /// busier one, a quieter one) are the pictures drawn from scratch.
    #[test]
    fn reused_buffers_leave_no_trace() {
        let renderer = Renderer::new();
        let views = [
            board(12, &[(1, 1, Side::Light), (10, 10, Side::Dark)], true),
            board(
                8,
                &[(0, 0, Side::Light), (3, 5, Side::Dark), (7, 7, Side::Dark)],
                true,
            ),
            board(8, &[(2, 2, Side::Light)], false),
            board(7, &[(4, 4, Side::Dark)], false),
        ];
        for view in &views {
            let file = renderer.png(view).unwrap();
            let seen = image::load_from_memory_with_format(&file, image::ImageFormat::Png)
                .unwrap()
                .to_rgb8();
            assert_eq!(seen, renderer.rgb(view).unwrap());
        }
        assert_eq!(renderer.kept_scratch().len(), 1);
    }

    #[test]
    fn renderer_is_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Renderer>();
    }
}
