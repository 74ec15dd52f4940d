//! PNG encoding of a finished picture.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::error::RenderError;

/// Encodes `img` as an 8-bit RGB PNG.
pub(crate) fn encode(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    encode_with(img, CompressionType::Fast, FilterType::Adaptive)
}

/// Encodes `img` with explicit settings (used to choose them; see `benches/render.rs`).
pub(crate) fn encode_with(
    img: &RgbImage,
    compression: CompressionType,
    filter: FilterType,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(64 * 1024);
    PngEncoder::new_with_quality(&mut out, compression, filter).write_image(
        img.as_raw(),
        img.width(),
        img.height(),
        ExtendedColorType::Rgb8,
    )?;
    Ok(out)
}
