//! PNG encoding of a finished picture.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::error::RenderError;

/// Encodes `img` as an 8-bit RGB PNG with zlib level 1 and the `Up` filter.
///
/// Measured on 8×8 boards (`benches/render.rs` prints the table): the default `Fast` (fdeflate)
/// encoder takes about 0.7 ms but gives 58–68 KB because it only codes runs of zeros; level 1
/// finds the repeats sprites leave (same disc on many squares, same band in many towers) and
/// halves that, in about 1.2 ms with `Up`. `Up` suits the picture: every pixel row of a flat
/// square or of a disc band repeats the row above. `Paeth` and `Adaptive` are a little smaller
/// on quiet boards but slower; levels 2 and up cost 3 ms or more.
pub(crate) fn encode(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(64 * 1024);
    PngEncoder::new_with_quality(&mut out, CompressionType::Level(1), FilterType::Up).write_image(
        img.as_raw(),
        img.width(),
        img.height(),
        ExtendedColorType::Rgb8,
    )?;
    Ok(out)
}
