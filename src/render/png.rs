//! PNG encoding of a finished picture.
//!
//! The pixels are filtered and deflated here, in one pass each, and only the container
//! (signature, IHDR, IDAT, IEND with their CRCs) is left to the `png` crate. The usual route,
//! `image`'s `PngEncoder` at a zlib level, hands the compressor one pixel row at a time through
//! `flate2`'s writer, which zero-fills its 32 KiB output buffer on every call: for a 742-row
//! board that is about 48 MB of memset per picture, 90 % of the encoder's instructions
//! (callgrind over 50 pictures of a Bashni position with its last move drawn). The same bytes
//! come out for a fraction of the work: the whole picture (with [`super::path`]'s smaller
//! canvases) went from 69.5 M to 14.1 M instructions; `cargo bench --bench render` prints the
//! old encoder's time next to ours (`Level(1) + Up`).

use image::RgbImage;

use super::error::RenderError;

/// zlib level 1: finds the repeats sprites leave (the same disc on many squares, the same band
/// in many towers) and halves the size of the `Fast` (fdeflate) encoder's 58–68 KB, for about
/// the same time; levels 2 and up cost 3 ms or more for little gain (`benches/render.rs`).
const LEVEL: u8 = 1;

/// PNG filter type 2, `Up`: each byte minus the byte above it. It suits the picture: every
/// pixel row of a flat square or of a disc band repeats the row above, so most filtered rows
/// are runs of zeros. (`Paeth` and adaptive filtering are a little smaller on quiet boards
/// but slower.)
const FILTER_UP: u8 = 2;

/// Encodes `img` as an 8-bit RGB PNG: `Up` filter on every row, zlib level 1.
///
/// # Errors
/// [`RenderError::Encode`] if the `png` crate refuses the header (a zero-sized image).
pub(crate) fn encode(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let zlib = miniz_oxide::deflate::compress_to_vec_zlib(&filter_up(img), LEVEL);
    let mut out = Vec::with_capacity(zlib.len() + 128);
    let mut encoder = png::Encoder::new(&mut out, img.width(), img.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(encode_error)?;
    writer
        .write_chunk(png::chunk::IDAT, &zlib)
        .map_err(encode_error)?;
    writer.finish().map_err(encode_error)?;
    Ok(out)
}

/// The scanlines of `img` as PNG filter type 2 (`Up`) gives them: each row is its filter
/// byte then every byte minus the byte above it (the row above the first is zeros).
fn filter_up(img: &RgbImage) -> Vec<u8> {
    let row = img.width() as usize * 3;
    let raw: &[u8] = img.as_raw();
    let mut out = Vec::with_capacity((row + 1) * img.height() as usize);
    let mut above: &[u8] = &[];
    for line in raw.chunks_exact(row) {
        out.push(FILTER_UP);
        if above.is_empty() {
            out.extend_from_slice(line);
        } else {
            out.extend(line.iter().zip(above).map(|(x, b)| x.wrapping_sub(*b)));
        }
        above = line;
    }
    out
}

fn encode_error(e: png::EncodingError) -> RenderError {
    RenderError::Encode(image::ImageError::Encoding(
        image::error::EncodingError::new(
            image::error::ImageFormatHint::Exact(image::ImageFormat::Png),
            e,
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture with flat areas, gradients and a wrap-around (0 under 255) decodes to the
    /// same pixels.
    #[test]
    fn round_trips_through_the_image_decoder() {
        let img = RgbImage::from_fn(37, 23, |x, y| {
            image::Rgb([
                (x * 7) as u8,
                if y % 2 == 0 { 255 } else { 0 },
                (x * y) as u8,
            ])
        });
        let png = encode(&img).unwrap();
        let back = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8();
        assert_eq!(back, img);
    }

    #[test]
    fn filtered_rows_are_differences_from_the_row_above() {
        let img = RgbImage::from_fn(2, 2, |x, y| image::Rgb([x as u8 + 10 * y as u8, 5, 200]));
        assert_eq!(
            filter_up(&img),
            vec![2, 0, 5, 200, 1, 5, 200, 2, 10, 0, 0, 10, 0, 0]
        );
    }
}
