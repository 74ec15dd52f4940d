//! PNG encoding of a finished picture: 8-bit indexed colour over the renderer's palette (see
//! [`super::gif::Palette`]: every flat colour exactly, the anti-aliased edges by nearest
//! colour), which is a third of the bytes to filter and deflate and well under half the file
//! of 8-bit RGB; RGB is kept for tests and measurements, and for the tournament pictures
//! (standings, podium: smooth text on flat colours, drawn on an RGB canvas).
//!
//! The pixels are filtered and deflated here, in one pass each, and only the container
//! (signature, IHDR, IDAT, IEND with their CRCs) is left to the `png` crate. The usual route,
//! `image`'s `PngEncoder` at a zlib level, hands the compressor one pixel row at a time through
//! `flate2`'s writer, which zero-fills its 32 KiB output buffer on every call: for a 742-row
//! board that is about 48 MB of memset per picture, 90 % of the encoder's instructions
//! (callgrind over 50 pictures of a Bashni position with its last move drawn). The same bytes
//! come out for a fraction of the work: the whole picture (with [`super::path`]'s smaller
//! canvases) went from 69.5 M to 14.1 M instructions; `cargo bench --bench render` prints image's
//! own PNG encoder's size and time next to ours on the same picture.
//!
//! The deflate is zlib-rs's (already in the tree under `png`/`flate2`) at level 2, not
//! miniz_oxide's level 1: on the busy boards of `benches/render.rs` (real positions from
//! seeded games, capture paths and marks drawn) it is 11–15 % smaller (21 % on a start
//! position) for 0.1–0.25 ms more encode time (`docs/pictures/README.md`).

use image::RgbImage;
use zlib_rs::{compress_bound, compress_slice, DeflateConfig, ReturnCode};

use super::error::RenderError;

/// zlib-rs level 2 (its `deflate_fast`: a hash chain, so it finds the repeats sprites leave a
/// square or two apart, which miniz_oxide's single-probe level 1 mostly missed). Measured on
/// the busy boards (`cargo bench --bench render`): 8×8 29.4 → 25.0 KiB, 7×7 31.4 → 27.3 KiB,
/// 10×10 43.4 → 38.5 KiB, 12×12 46.0 → 41.2 KiB; levels 3 and 4 gain under 2 %, level 6
/// another 7 % for about 1 ms more. Filter `None` (the PNG book's advice for palette images)
/// is 3–16 % larger than `Up` at the fast levels, and only smaller from level 6 up
/// (`cargo bench --bench png_settings` measures the other settings).
const LEVEL: i32 = 2;

/// PNG filter type 2, `Up`: each byte minus the byte above it. It suits the picture: every
/// pixel row of a flat square or of a disc band repeats the row above, so most filtered rows
/// are runs of zeros. (`Paeth` and adaptive filtering are a little smaller on quiet boards
/// but slower.)
const FILTER_UP: u8 = 2;

/// Buffers kept between pictures: the palette indices, the filtered scanlines and the
/// compressor's output. Each is megabyte-sized or zeroed when it
/// grows; reusing them saves allocations, zeroing and page faults per picture.
#[derive(Default)]
pub(crate) struct Scratch {
    /// Palette indices of the picture, row by row.
    pub indices: Vec<u8>,
    filtered: Vec<u8>,
    /// Room for the zlib stream (at least `compress_bound` of the filtered bytes).
    zlib: Vec<u8>,
}

/// Encodes `img` as an 8-bit RGB PNG: `Up` filter on every row, zlib-rs level 2.
///
/// # Errors
/// [`RenderError::Encode`] if the `png` crate refuses the header (a zero-sized image) or the
/// compressor fails.
pub(crate) fn encode(img: &RgbImage) -> Result<Vec<u8>, RenderError> {
    encode_with(img, &mut Scratch::default())
}

/// [`encode`] with `scratch`'s buffers (any earlier contents are overwritten).
pub(crate) fn encode_with(img: &RgbImage, scratch: &mut Scratch) -> Result<Vec<u8>, RenderError> {
    filter_up(
        img.as_raw(),
        img.width() as usize * 3,
        &mut scratch.filtered,
    );
    let zlib = deflate(scratch, LEVEL)?;
    container(zlib, img.width(), img.height(), None)
}

/// Encodes `width` × `height` palette indices (`scratch.indices`, row by row) over `palette`
/// as an 8-bit indexed PNG: `Up` filter on every row, zlib-rs level 2.
///
/// # Errors
/// [`RenderError::Encode`] if the `png` crate refuses the header (a zero-sized image or an
/// empty palette) or the compressor fails.
pub(crate) fn encode_indexed(
    width: u32,
    height: u32,
    palette: &[[u8; 3]],
    scratch: &mut Scratch,
) -> Result<Vec<u8>, RenderError> {
    let indices = std::mem::take(&mut scratch.indices);
    filter_up(&indices, width as usize, &mut scratch.filtered);
    scratch.indices = indices;
    let zlib = deflate(scratch, LEVEL)?;
    container(zlib, width, height, Some(palette))
}

/// Deflates `scratch.filtered` into `scratch.zlib` as a zlib stream at zlib-rs level `level`;
/// the stream is the returned slice.
///
/// # Errors
/// [`RenderError::Encode`] if zlib-rs reports anything but success.
fn deflate(scratch: &mut Scratch, level: i32) -> Result<&[u8], RenderError> {
    let bound = compress_bound(scratch.filtered.len());
    if scratch.zlib.len() < bound {
        scratch.zlib.resize(bound, 0);
    }
    // The default configuration writes the zlib wrapper PNG needs (15 window bits).
    let (stream, code) = compress_slice(
        &mut scratch.zlib,
        &scratch.filtered,
        DeflateConfig::new(level),
    );
    if code != ReturnCode::Ok {
        return Err(encode_error(png::EncodingError::from(
            std::io::Error::other(format!("deflate stopped with {code:?}")),
        )));
    }
    Ok(stream)
}

/// The PNG file around the zlib stream `zlib`: RGB, or indexed over `palette`.
fn container(
    zlib: &[u8],
    width: u32,
    height: u32,
    palette: Option<&[[u8; 3]]>,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(zlib.len() + 1024);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_depth(png::BitDepth::Eight);
    match palette {
        Some(colors) => {
            encoder.set_color(png::ColorType::Indexed);
            encoder.set_palette(colors.iter().flatten().copied().collect::<Vec<u8>>());
        }
        None => encoder.set_color(png::ColorType::Rgb),
    }
    let mut writer = encoder.write_header().map_err(encode_error)?;
    writer
        .write_chunk(png::chunk::IDAT, zlib)
        .map_err(encode_error)?;
    writer.finish().map_err(encode_error)?;
    Ok(out)
}

/// Writes into `out` the scanlines of `raw` (rows of `row` bytes) as PNG filter type 2 (`Up`)
/// gives them: each row is its filter byte then every byte minus the byte above it (the row
/// above the first is zeros).
fn filter_up(raw: &[u8], row: usize, out: &mut Vec<u8>) {
    out.clear();
    if row == 0 {
        return;
    }
    out.reserve((row + 1) * (raw.len() / row));
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

    /// Indices over a palette decode to the palette's colours.
    #[test]
    fn indexed_round_trips_through_the_image_decoder() {
        let palette = [[10, 20, 30], [200, 100, 0], [0, 0, 255]];
        let (w, h) = (13u32, 7u32);
        let mut scratch = Scratch {
            indices: (0..w * h).map(|i| (i % 3) as u8).collect(),
            ..Scratch::default()
        };
        let png = encode_indexed(w, h, &palette, &mut scratch).unwrap();
        let back = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
            .unwrap()
            .to_rgb8();
        for (i, px) in back.pixels().enumerate() {
            assert_eq!(px.0, palette[i % 3]);
        }
    }

    /// A scratch used for a bigger picture first gives the same file as a fresh one.
    #[test]
    fn reused_scratch_gives_the_same_file() {
        let big = RgbImage::from_fn(90, 70, |x, y| image::Rgb([x as u8, y as u8, 7]));
        let small = RgbImage::from_fn(31, 17, |x, y| image::Rgb([(x * y) as u8, 3, x as u8]));
        let mut scratch = Scratch::default();
        encode_with(&big, &mut scratch).unwrap();
        assert_eq!(
            encode_with(&small, &mut scratch).unwrap(),
            encode(&small).unwrap()
        );
    }

    #[test]
    fn filtered_rows_are_differences_from_the_row_above() {
        let img = RgbImage::from_fn(2, 2, |x, y| image::Rgb([x as u8 + 10 * y as u8, 5, 200]));
        let mut out = vec![9; 40];
        filter_up(img.as_raw(), 6, &mut out);
        assert_eq!(out, vec![2, 0, 5, 200, 1, 5, 200, 2, 10, 0, 0, 10, 0, 0]);
    }
}
