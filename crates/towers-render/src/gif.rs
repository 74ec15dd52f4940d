//! Animated GIF of a sequence of boards (a game replay), in lila-gif's manner: one global
//! palette for every frame, each frame after the first only the rectangle that changed with
//! the unchanged pixels in it transparent, so a ply costs a few kilobytes.
//!
//! The palette is built once per [`Renderer`](super::Renderer) from pictures of sample boards
//! (every sprite colour, its anti-aliased edges over both square colours, highlights, the move
//! path): the most frequent colours exactly (squares, frame, disc faces), the rest by median
//! cut. Pixels map to it through a 64 × 64 × 64 lookup table (nearest entry, no dithering:
//! dithering would break the long runs LZW compresses).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU16, Ordering};

use image::RgbImage;

use super::error::RenderError;
use super::view::{BoardView, Disc, Material, MovePath, Side, SideCount, TowerView};

/// Palette colours in the default settings (index 255 is the transparent one). 64, not 255:
/// the anti-aliased edges then fall on fewer shades, which deflates and LZW-packs better
/// (8×8 boards 21 KB instead of 23.5 KB); 32 lost the jumped-square ring
/// (tests/logic/render.rs).
pub const GIF_COLORS: u16 = 64;

/// How a replay GIF is timed and coloured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GifSettings {
    /// Palette colours, 2..=255 (one more index is kept for transparency; fewer colours give
    /// shorter LZW codes and coarser anti-aliasing).
    pub colors: u16,
    /// How long the first frame (the start position) shows, in hundredths of a second.
    pub first_delay: u16,
    /// How long each later frame shows, in hundredths of a second.
    pub ply_delay: u16,
    /// How long the last frame shows before the loop restarts, in hundredths of a second.
    pub last_delay: u16,
    /// The largest file wanted, in bytes: a larger GIF is encoded again at half the size
    /// (each side halved, 2 × 2 pixels averaged), until it fits or is 200 pixels wide.
    pub max_bytes: usize,
}

impl Default for GifSettings {
    /// 255 colours; 2 s on the start, 1 s a ply, 4 s on the final position; at most 8 MB
    /// (Discord's upload limit for bots is 10 MiB, and was 8 MiB).
    fn default() -> Self {
        GifSettings {
            colors: GIF_COLORS,
            first_delay: 200,
            ply_delay: 100,
            last_delay: 400,
            max_bytes: 8_000_000,
        }
    }
}

/// An encoded GIF and what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Animation {
    /// The GIF file.
    pub bytes: Vec<u8>,
    /// Picture size in pixels.
    pub width: u32,
    pub height: u32,
    /// Number of frames (one per board given).
    pub frames: usize,
    /// How many times the pictures were halved to fit `max_bytes` (0: full size).
    pub halvings: u32,
}

/// Bits per channel of the lookup table's cells.
const LUT_BITS: u32 = 6;

/// A fixed palette and its nearest-colour lookup table.
pub(crate) struct Palette {
    colors: Vec<[u8; 3]>,
    /// Palette index of the nearest colour for each (r, g, b) >> (8 - LUT_BITS) cell, or
    /// [`UNSET`] for a cell no sample colour fell in and no picture has used yet (filled on
    /// first use from the cell's centre, so the result does not depend on which picture came
    /// first).
    lut: Vec<AtomicU16>,
}

/// A lookup table cell not computed yet.
const UNSET: u16 = u16::MAX;

impl Palette {
    /// A palette of at most `size` colours (1..=255) for pictures like `samples`: the most
    /// frequent colours kept exactly, the others by median cut of the remaining colours.
    pub fn build(samples: &[RgbImage], size: u16) -> Palette {
        let size = usize::from(size.clamp(2, 255));
        let mut counts: HashMap<[u8; 3], u64> = HashMap::new();
        for img in samples {
            for px in img.pixels() {
                *counts.entry(px.0).or_default() += 1;
            }
        }
        let mut all: Vec<([u8; 3], u64)> = counts.into_iter().collect();
        // Most frequent first; ties by colour so the palette does not depend on hash order.
        all.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let exact = if all.len() <= size {
            all.len()
        } else {
            size / 4
        };
        let mut colors: Vec<[u8; 3]> = all[..exact].iter().map(|c| c.0).collect();
        colors.extend(median_cut(all[exact..].to_vec(), size - exact));
        let lut = lookup_table(&colors, &all);
        Palette { colors, lut }
    }

    /// Index of the palette colour for `px`.
    pub fn index(&self, px: [u8; 3]) -> u8 {
        let cell = lut_cell(px);
        let slot = &self.lut[cell];
        match slot.load(Ordering::Relaxed) {
            UNSET => {
                let i = nearest(&self.colors, cell_centre(cell));
                slot.store(u16::from(i), Ordering::Relaxed);
                i
            }
            i => i as u8,
        }
    }

    /// The palette indices of `img`'s pixels, row by row, into `out` (cleared first).
    pub fn indices_into(&self, img: &RgbImage, out: &mut Vec<u8>) {
        out.clear();
        out.reserve(img.as_raw().len() / 3);
        let mut last = None;
        for px in img.as_raw().chunks_exact(3) {
            let px = [px[0], px[1], px[2]];
            let i = match last {
                Some((p, i)) if p == px => i,
                _ => self.index(px),
            };
            last = Some((px, i));
            out.push(i);
        }
    }

    /// The colours, in index order.
    pub fn colors(&self) -> &[[u8; 3]] {
        &self.colors
    }

    /// The palette as GIF colour table bytes, padded with the transparent entry.
    fn table(&self) -> Vec<u8> {
        let mut table: Vec<u8> = self.colors.iter().flatten().copied().collect();
        table.extend([0, 0, 0]);
        table
    }

    /// The index kept for transparent pixels (after the last colour).
    fn transparent(&self) -> u8 {
        self.colors.len() as u8
    }

    /// Number of colours.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.colors.len()
    }

    /// `img` mapped to the palette and back: what a GIF frame shows (for measuring the error).
    pub fn quantized(&self, img: &RgbImage) -> RgbImage {
        let mut out = img.clone();
        for px in out.pixels_mut() {
            px.0 = self.colors[usize::from(self.index(px.0))];
        }
        out
    }
}

fn lut_cell(px: [u8; 3]) -> usize {
    let shift = 8 - LUT_BITS;
    let c = |v: u8| usize::from(v >> shift);
    (c(px[0]) << (2 * LUT_BITS)) | (c(px[1]) << LUT_BITS) | c(px[2])
}

/// Weighted squared distance (green counts most, as the eye sees it).
fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |i: usize| i32::from(a[i]) - i32::from(b[i]);
    (2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2)) as u32
}

fn nearest(colors: &[[u8; 3]], px: [u8; 3]) -> u8 {
    let mut best = (u32::MAX, 0u8);
    for (i, &c) in colors.iter().enumerate() {
        let d = distance(c, px);
        if d < best.0 {
            best = (d, i as u8);
        }
    }
    best.1
}

/// The colour at the centre of lookup table cell `cell`.
fn cell_centre(cell: usize) -> [u8; 3] {
    let n = 1usize << LUT_BITS;
    let shift = 8 - LUT_BITS;
    let half = 1u8 << (shift - 1);
    let ch = |k: u32| (((cell >> (k * LUT_BITS)) & (n - 1)) as u8) << shift | half;
    [ch(2), ch(1), ch(0)]
}

/// The lookup table: each sample colour's cell mapped to that colour's own nearest (the most
/// frequent sample colour of a cell wins), so the colours kept exactly map to themselves; every
/// other cell is left to [`Palette::index`] to fill from its centre when first used.
fn lookup_table(colors: &[[u8; 3]], samples: &[([u8; 3], u64)]) -> Vec<AtomicU16> {
    let n = 1usize << LUT_BITS;
    let lut: Vec<AtomicU16> = (0..n * n * n).map(|_| AtomicU16::new(UNSET)).collect();
    for &(px, _) in samples.iter().rev() {
        lut[lut_cell(px)].store(u16::from(nearest(colors, px)), Ordering::Relaxed);
    }
    lut
}

/// `want` colours standing for `pixels` (colour, count): the box with the widest channel range
/// (weighted by the root of its pixel count) is split at its weighted median until there are
/// `want` boxes; each gives its weighted mean.
fn median_cut(pixels: Vec<([u8; 3], u64)>, want: usize) -> Vec<[u8; 3]> {
    if pixels.is_empty() || want == 0 {
        return Vec::new();
    }
    let mut boxes = vec![pixels];
    while boxes.len() < want {
        let Some((i, channel)) = boxes
            .iter()
            .enumerate()
            .filter(|(_, b)| b.len() > 1)
            .map(|(i, b)| {
                let (channel, range) = widest(b);
                let weight: u64 = b.iter().map(|p| p.1).sum();
                (i, channel, range as f64 * (weight as f64).sqrt())
            })
            .max_by(|a, b| a.2.total_cmp(&b.2))
            .map(|(i, channel, _)| (i, channel))
        else {
            break;
        };
        let mut b = boxes.swap_remove(i);
        b.sort_by_key(|p| p.0[channel]);
        let total: u64 = b.iter().map(|p| p.1).sum();
        let mut acc = 0;
        let mut cut = 1;
        for (k, p) in b.iter().enumerate() {
            acc += p.1;
            if acc * 2 >= total {
                cut = (k + 1).clamp(1, b.len() - 1);
                break;
            }
        }
        let rest = b.split_off(cut);
        boxes.push(b);
        boxes.push(rest);
    }
    boxes
        .iter()
        .map(|b| {
            let total: u64 = b.iter().map(|p| p.1).sum::<u64>().max(1);
            let mean = |c: usize| {
                let sum: u64 = b.iter().map(|p| u64::from(p.0[c]) * p.1).sum();
                ((sum + total / 2) / total) as u8
            };
            [mean(0), mean(1), mean(2)]
        })
        .collect()
}

/// The channel with the widest range in `b`, and that range.
fn widest(b: &[([u8; 3], u64)]) -> (usize, u8) {
    (0..3)
        .map(|c| {
            let lo = b.iter().map(|p| p.0[c]).min().unwrap_or(0);
            let hi = b.iter().map(|p| p.0[c]).max().unwrap_or(0);
            (c, hi - lo)
        })
        .max_by_key(|&(_, r)| r)
        .unwrap_or((0, 0))
}

/// Boards whose pictures hold every colour a picture shows: both sides' men and kings as
/// stacks and seen from above, towers of every height (runs with counts, buried kings,
/// height badges), highlights, must-capture marks, a capture path with jumped rings over
/// pieces and empty squares, both turn markers, piece counts, square numbers (10×10, 12×12)
/// and 7×7.
pub(crate) fn sample_views() -> Vec<BoardView> {
    let man = |side| Disc { side, king: false };
    let king = |side| Disc { side, king: true };
    let (w, b) = (man(Side::Light), man(Side::Dark));
    let (kw, kb) = (king(Side::Light), king(Side::Dark));
    let tower = |file, rank, discs: Vec<Disc>| TowerView { file, rank, discs };
    let path = |squares: &[(u8, u8)], jumped: &[(u8, u8)]| MovePath {
        squares: squares.to_vec(),
        jumped: jumped.to_vec(),
    };
    let mut tall = vec![b; 6];
    tall.extend([w; 6]);
    tall[8] = kw;
    let eight = BoardView {
        files: 8,
        ranks: 8,
        towers: vec![
            tower(0, 0, vec![w]),
            tower(2, 0, vec![kw, b, b]),
            tower(1, 1, vec![b, w]),
            tower(2, 2, tall),
            tower(4, 2, vec![kb, w, kw, b]),
            tower(6, 2, vec![w, kb]),
            tower(3, 5, vec![b]),
            tower(5, 5, vec![kb]),
            tower(7, 7, vec![b, w, w, w, w]),
            tower(4, 6, vec![w; 3]),
            tower(1, 7, vec![kw]),
        ],
        highlight: vec![(0, 0), (2, 2), (4, 4), (2, 6)],
        path: Some(path(
            &[(0, 0), (2, 2), (4, 4), (2, 6)],
            &[(1, 1), (3, 3), (3, 5)],
        )),
        flipped: false,
        to_move: Some(Side::Dark),
        square_numbers: vec![],
        stacks: true,
        must_capture: vec![(2, 2), (6, 2)],
        material: Some(Material {
            light: SideCount {
                men: 12,
                kings: 1,
                prisoners: 3,
            },
            dark: SideCount {
                men: 8,
                kings: 2,
                prisoners: 10,
            },
        }),
    };
    let mut flat = eight.clone();
    flat.stacks = false;
    flat.towers.retain(|t| t.discs.len() == 1);
    flat.towers.push(tower(0, 6, vec![kw]));
    let mut flipped = eight.clone();
    flipped.flipped = true;
    flipped.to_move = Some(Side::Light);
    flipped.path = Some(path(&[(5, 5), (6, 4)], &[]));
    flipped.highlight = vec![(5, 5), (6, 4)];
    let ten = BoardView {
        files: 10,
        ranks: 10,
        towers: vec![
            tower(1, 1, vec![w]),
            tower(6, 6, vec![kb]),
            tower(3, 3, vec![b]),
            tower(5, 5, vec![kw]),
            tower(9, 9, vec![b]),
        ],
        highlight: vec![(1, 1), (2, 2)],
        path: Some(path(&[(1, 1), (3, 3)], &[(2, 2)])),
        flipped: false,
        to_move: None,
        stacks: false,
        must_capture: vec![(3, 3)],
        material: eight.material,
        square_numbers: (0..10u8)
            .flat_map(|r| {
                (0..10u8)
                    .filter(move |f| (f + r) % 2 == 0)
                    .map(move |f| (f, r))
            })
            .enumerate()
            .map(|(i, (f, r))| (f, r, i as u16 + 1))
            .collect(),
    };
    let seven = BoardView {
        files: 7,
        ranks: 7,
        towers: vec![tower(0, 0, vec![w, b]), tower(6, 6, vec![kb, w, w])],
        highlight: vec![],
        path: None,
        flipped: false,
        to_move: Some(Side::Light),
        square_numbers: vec![],
        stacks: true,
        must_capture: vec![],
        material: eight.material,
    };
    let mut twelve = ten.clone();
    (twelve.files, twelve.ranks) = (12, 12);
    twelve.square_numbers = (0..12u8)
        .flat_map(|r| {
            (0..12u8)
                .filter(move |f| (f + r) % 2 == 0)
                .map(move |f| (f, r))
        })
        .enumerate()
        .map(|(i, (f, r))| (f, r, i as u16 + 1))
        .collect();
    vec![eight, flat, flipped, ten, seven, twelve]
}

/// Halves both sides of `img`, each output pixel the mean of 2 × 2 input pixels.
pub(crate) fn halve(img: &RgbImage) -> RgbImage {
    let (w, h) = (img.width() / 2, img.height() / 2);
    RgbImage::from_fn(w.max(1), h.max(1), |x, y| {
        let mut acc = [0u16; 3];
        for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
            let p = img.get_pixel(
                (2 * x + dx).min(img.width() - 1),
                (2 * y + dy).min(img.height() - 1),
            );
            for (a, &v) in acc.iter_mut().zip(&p.0) {
                *a += u16::from(v);
            }
        }
        image::Rgb(acc.map(|v| ((v + 2) / 4) as u8))
    })
}

/// One frame as palette indices: width, height, indices row by row.
pub(crate) type IndexFrame = (u32, u32, Vec<u8>);

/// Encodes `frames` (all the same size) as a looping GIF over `palette`: the first frame whole,
/// each later one as the bounding box of the pixels whose palette index changed, unchanged
/// pixels inside it transparent.
pub(crate) fn encode(
    mut frames: impl ExactSizeIterator<Item = Result<IndexFrame, RenderError>>,
    palette: &Palette,
    settings: &GifSettings,
) -> Result<(Vec<u8>, u32, u32), RenderError> {
    let count = frames.len();
    let delay = |n: usize| {
        if n + 1 == count {
            settings.last_delay
        } else if n == 0 {
            settings.first_delay
        } else {
            settings.ply_delay
        }
    };
    let first = frames
        .next()
        .ok_or_else(|| RenderError::Gif("no frames to animate".into()))??;
    let (width, height, first) = first;
    let (w, h) = (dim(width)?, dim(height)?);
    let mut out = Vec::new();
    let mut encoder = gif::Encoder::new(&mut out, w, h, &palette.table())?;
    encoder.set_repeat(gif::Repeat::Infinite)?;
    let mut previous: Vec<u8> = first;
    encoder.write_frame(&gif::Frame {
        width: w,
        height: h,
        buffer: Cow::Borrowed(&previous),
        delay: delay(0),
        ..gif::Frame::default()
    })?;
    let clear = palette.transparent();
    for (n, frame) in frames.enumerate().map(|(i, f)| (i + 1, f)) {
        let (fw, fh, indices) = frame?;
        if fw != width || fh != height {
            return Err(RenderError::Gif(format!(
                "frame {n} is {fw}x{fh}, not {width}x{height}"
            )));
        }
        encoder.write_frame(&delta(&previous, &indices, width, height, clear, delay(n))?)?;
        previous = indices;
    }
    drop(encoder);
    Ok((out, width, height))
}

/// A GIF side length.
fn dim(v: u32) -> Result<u16, RenderError> {
    u16::try_from(v).map_err(|_| RenderError::Gif(format!("{v} pixels is too large for a GIF")))
}

/// The frame drawing `now` over `before` (both `w` × `h` palette indices): the bounding box of
/// the changed pixels (one pixel when nothing changed), unchanged ones `clear`.
fn delta(
    before: &[u8],
    now: &[u8],
    w: u32,
    h: u32,
    clear: u8,
    delay: u16,
) -> Result<gif::Frame<'static>, RenderError> {
    let (w, h) = (w as usize, h as usize);
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        let row = y * w;
        let (a, b) = (&before[row..row + w], &now[row..row + w]);
        if a == b {
            continue;
        }
        let first = a.iter().zip(b).position(|(p, q)| p != q).unwrap_or(0);
        let last = w - a.iter().zip(b).rev().position(|(p, q)| p != q).unwrap_or(0);
        (x0, x1) = (x0.min(first), x1.max(last));
        (y0, y1) = (y0.min(y), y + 1);
    }
    if x0 >= x1 {
        (x0, y0, x1, y1) = (0, 0, 1, 1);
    }
    let mut buffer = Vec::with_capacity((x1 - x0) * (y1 - y0));
    for y in y0..y1 {
        let row = y * w;
        for x in x0..x1 {
            let (p, q) = (before[row + x], now[row + x]);
            buffer.push(if p == q { clear } else { q });
        }
    }
    let side = |v: usize| dim(v as u32);
    Ok(gif::Frame {
        left: side(x0)?,
        top: side(y0)?,
        width: side(x1 - x0)?,
        height: side(y1 - y0)?,
        buffer: Cow::Owned(buffer),
        delay,
        dispose: gif::DisposalMethod::Keep,
        transparent: Some(clear),
        ..gif::Frame::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stripes() -> RgbImage {
        RgbImage::from_fn(40, 30, |x, y| {
            image::Rgb(match (x / 10 + y / 10) % 3 {
                0 => [240, 217, 181],
                1 => [181, 136, 99],
                _ => [(x * 6) as u8, (y * 8) as u8, 90],
            })
        })
    }

    #[test]
    fn frequent_colours_are_kept_exactly() {
        let img = stripes();
        let palette = Palette::build(std::slice::from_ref(&img), 16);
        assert!(palette.len() <= 16);
        let q = palette.quantized(&img);
        assert_eq!(q.get_pixel(0, 0).0, [240, 217, 181]);
        assert_eq!(q.get_pixel(10, 0).0, [181, 136, 99]);
    }

    #[test]
    fn a_delta_frame_covers_only_the_changed_box() {
        let before = vec![0u8; 100];
        let mut now = before.clone();
        now[3 * 10 + 4] = 7;
        now[5 * 10 + 6] = 8;
        let f = delta(&before, &now, 10, 10, 255, 10).unwrap();
        assert_eq!((f.left, f.top, f.width, f.height), (4, 3, 3, 3));
        assert_eq!(f.buffer[0], 7);
        assert_eq!(f.buffer[1], 255);
        assert_eq!(f.buffer[8], 8);
    }

    #[test]
    fn halving_averages_blocks() {
        let img = RgbImage::from_fn(4, 2, |x, _| {
            image::Rgb([if x % 2 == 0 { 0 } else { 200 }; 3])
        });
        let h = halve(&img);
        assert_eq!((h.width(), h.height()), (2, 1));
        assert_eq!(h.get_pixel(0, 0).0, [100; 3]);
    }
}
