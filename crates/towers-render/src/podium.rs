//! The podium picture at a tournament's end: the first three on blocks, first in the middle
//! and tallest (gold), second at the left (silver), third at the right (bronze), each name and
//! points above its block and the place's digit on it. Fewer than three places leave their
//! blocks out. Words and points come from the caller, as in [`super::standings`].

use image::RgbImage;

use super::fit::{clean, ellipsize};
use super::raster::{fill_rect, Rgb};
use super::table::MEDALS;
use super::text::{font, GlyphSet};
use super::RenderError;

/// The podium picture's width in pixels.
pub const PODIUM_W: u32 = 720;
/// The podium picture's height in pixels.
pub const PODIUM_H: u32 = 420;

/// A block's width, and the space between two blocks.
pub(crate) const BLOCK_W: u32 = 200;
const BLOCK_GAP: u32 = 20;
/// The blocks' heights, first, second, third.
pub(crate) const BLOCK_H: [u32; 3] = [170, 125, 90];
/// Where the blocks stand.
pub(crate) const FLOOR: u32 = PODIUM_H - 24;

const BACKGROUND: Rgb = [43, 45, 49];
const TITLE: Rgb = [255, 255, 255];
const NAME: Rgb = [235, 236, 238];
const POINTS: Rgb = [176, 182, 192];
const DIGIT: Rgb = [40, 36, 30];

/// The end of a tournament: its title and up to three places, best first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Podium<'a> {
    pub title: &'a str,
    /// First, second, third; more are left out.
    pub places: &'a [PodiumPlace],
}

/// A player on the podium.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PodiumPlace {
    pub name: String,
    /// The points as the server shows them.
    pub points: String,
}

/// The left edge of the block of place `place` (0 = first): second, first, third from left
/// to right, the three centred.
pub(crate) fn block_x(place: usize) -> u32 {
    let left = (PODIUM_W - 3 * BLOCK_W - 2 * BLOCK_GAP) / 2;
    let slot = [1, 0, 2][place.min(2)];
    left + slot * (BLOCK_W + BLOCK_GAP)
}

/// The podium as pixels.
pub fn podium(podium: &Podium<'_>) -> RgbImage {
    let f = font();
    let places: Vec<(String, String)> = podium
        .places
        .iter()
        .take(3)
        .map(|p| (clean(&f, &p.name, 64), clean(&f, &p.points, 32)))
        .collect();
    let title = clean(&f, podium.title, 128);
    let mut chars = format!("{title}…");
    for (name, points) in &places {
        chars.push_str(name);
        chars.push_str(points);
    }
    let big = GlyphSet::with_extra(&f, 28.0, &chars);
    let body = GlyphSet::with_extra(&f, 22.0, &chars);
    let digits = GlyphSet::new(&f, 56.0);

    let mut img = RgbImage::from_pixel(PODIUM_W, PODIUM_H, image::Rgb(BACKGROUND));
    let title = ellipsize(&big, &title, (PODIUM_W - 28) as f32);
    big.draw_centred(&mut img, &title, PODIUM_W as f32 / 2.0, 34.0, TITLE);
    for (place, (name, points)) in places.iter().enumerate() {
        let x = block_x(place);
        let top = FLOOR - BLOCK_H[place];
        fill_rect(
            &mut img,
            x as i32,
            top as i32,
            BLOCK_W,
            BLOCK_H[place],
            MEDALS[place],
        );
        let cx = (x + BLOCK_W / 2) as f32;
        let digit = (place + 1).to_string();
        digits.draw_centred(&mut img, &digit, cx, top as f32 + 48.0, DIGIT);
        let name = ellipsize(&body, name, BLOCK_W as f32);
        body.draw(
            &mut img,
            &name,
            cx - body.width(&name) / 2.0,
            top as i32 - 40,
            NAME,
        );
        let points = ellipsize(&body, points, BLOCK_W as f32);
        body.draw(
            &mut img,
            &points,
            cx - body.width(&points) / 2.0,
            top as i32 - 12,
            POINTS,
        );
    }
    img
}

/// [`podium`] encoded as a PNG.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails (out of memory; not caused by the input).
pub fn podium_png(podium_: &Podium<'_>) -> Result<Vec<u8>, RenderError> {
    super::png::encode(&podium(podium_))
}
