//! Pixel primitives: sprites drawn once with supersampling, coverage masks for text, and the
//! cheap per-board operations (fill, tint, alpha-composite) on a [`Surface`]: an RGB canvas
//! (here) or palette indices ([`super::indexed::IndexCanvas`]).

use std::sync::OnceLock;

use image::RgbImage;

/// What a picture is drawn on: rectangle fills, sprites and coverage masks.
pub(crate) trait Surface {
    fn width(&self) -> u32;
    fn height(&self) -> u32;
    /// Fills the rectangle at (`x`, `y`), `w` × `h` pixels, with `color`; clipped.
    fn fill_rect(&mut self, x: i32, y: i32, w: u32, h: u32, color: Rgb);
    /// Alpha-composites `sprite` with its top-left corner at (`x`, `y`); clipped.
    fn sprite(&mut self, sprite: &Sprite, x: i32, y: i32);
    /// Blends `color` weighted by `mask`'s coverage at (`x`, `y`); clipped.
    fn mask(&mut self, mask: &Mask, x: i32, y: i32, color: Rgb);
}

/// A colour with straight alpha, channels in 0.0..=255.0 and alpha in 0.0..=1.0.
pub(crate) type Rgba = [f32; 4];

/// An opaque colour, 0..=255 per channel.
pub(crate) type Rgb = [u8; 3];

/// Fully transparent: what a paint function returns outside its shapes.
pub(crate) const CLEAR: Rgba = [0.0, 0.0, 0.0, 0.0];

/// Samples per pixel along each axis when drawing a sprite (4 × 4 = 16 per pixel): the same
/// as drawing at 4× and shrinking with a box filter.
const SUPERSAMPLE: u32 = 4;

/// A picture with premultiplied alpha, `w` × `h` pixels, drawn once at start-up and then
/// composited onto boards.
pub(crate) struct Sprite {
    pub w: u32,
    pub h: u32,
    /// Row-major premultiplied RGBA.
    pub(crate) px: Vec<[u8; 4]>,
    /// Palette index of each pixel (meaningful for the opaque ones) over the renderer's
    /// palette, filled on the first indexed blit ([`super::indexed::IndexCanvas`]; a renderer
    /// has one such palette).
    pub(crate) opaque: OnceLock<Vec<u8>>,
}

impl Sprite {
    /// Draws a `w` × `h` sprite by evaluating `paint(x, y)` (pixel units, origin at the
    /// top-left corner of the sprite, y down) at 16 points in every pixel and averaging.
    pub fn draw(w: u32, h: u32, paint: impl Fn(f32, f32) -> Rgba) -> Sprite {
        let n = SUPERSAMPLE as f32;
        let samples = n * n;
        let mut px = Vec::with_capacity((w * h) as usize);
        for y in 0..h {
            for x in 0..w {
                let mut acc = [0.0f32; 4];
                for sy in 0..SUPERSAMPLE {
                    for sx in 0..SUPERSAMPLE {
                        let fx = x as f32 + (sx as f32 + 0.5) / n;
                        let fy = y as f32 + (sy as f32 + 0.5) / n;
                        let [r, g, b, a] = paint(fx, fy);
                        acc[0] += r * a;
                        acc[1] += g * a;
                        acc[2] += b * a;
                        acc[3] += a;
                    }
                }
                px.push([
                    to_u8(acc[0] / samples),
                    to_u8(acc[1] / samples),
                    to_u8(acc[2] / samples),
                    to_u8(acc[3] * 255.0 / samples),
                ]);
            }
        }
        Sprite {
            w,
            h,
            px,
            opaque: OnceLock::new(),
        }
    }

    /// Alpha-composites the sprite onto `img` with its top-left corner at (`x`, `y`); the parts
    /// outside `img` are skipped.
    pub fn blit(&self, img: &mut impl Surface, x: i32, y: i32) {
        img.sprite(self, x, y);
    }

    /// The premultiplied RGBA value at (`x`, `y`), if inside.
    #[cfg(test)]
    pub fn pixel(&self, x: u32, y: u32) -> Option<[u8; 4]> {
        (x < self.w && y < self.h).then(|| self.px[(y * self.w + x) as usize])
    }
}

/// Coverage (0..=255) of a glyph or other shape, `w` × `h` pixels, composited in one colour.
pub(crate) struct Mask {
    pub w: u32,
    pub h: u32,
    pub cov: Vec<u8>,
}

impl Mask {
    /// Blends `color` onto `img` at (`x`, `y`) weighted by the coverage; clipped to `img`.
    pub fn blit(&self, img: &mut impl Surface, x: i32, y: i32, color: Rgb) {
        img.mask(self, x, y, color);
    }
}

/// Fills the rectangle at (`x`, `y`), `w` × `h` pixels, with `color`; clipped to `img`.
pub(crate) fn fill_rect(img: &mut impl Surface, x: i32, y: i32, w: u32, h: u32, color: Rgb) {
    img.fill_rect(x, y, w, h, color);
}

impl Surface for RgbImage {
    fn width(&self) -> u32 {
        RgbImage::width(self)
    }

    fn height(&self) -> u32 {
        RgbImage::height(self)
    }

    fn fill_rect(&mut self, x: i32, y: i32, w: u32, h: u32, color: Rgb) {
        let Some(clip) = Clip::new(self.width(), self.height(), x, y, w, h) else {
            return;
        };
        let stride = self.width() as usize * 3;
        let buf: &mut [u8] = self;
        for row in 0..clip.rows {
            let start = (clip.dst_y + row) * stride + clip.dst_x * 3;
            for d in buf[start..start + clip.cols * 3].chunks_exact_mut(3) {
                d.copy_from_slice(&color);
            }
        }
    }

    fn sprite(&mut self, sprite: &Sprite, x: i32, y: i32) {
        let (iw, ih) = (self.width(), self.height());
        let buf: &mut [u8] = self;
        Clip::rows(
            buf,
            (iw, ih),
            3,
            (x, y),
            (sprite.w, sprite.h),
            |src_start, dst| {
                let src = &sprite.px[src_start..src_start + dst.len() / 3];
                for (d, s) in dst.chunks_exact_mut(3).zip(src) {
                    match s[3] {
                        0 => {}
                        255 => d.copy_from_slice(&s[..3]),
                        a => {
                            let keep = 255 - u16::from(a);
                            for c in 0..3 {
                                d[c] = s[c].saturating_add(div255(u16::from(d[c]) * keep));
                            }
                        }
                    }
                }
            },
        );
    }

    fn mask(&mut self, mask: &Mask, x: i32, y: i32, color: Rgb) {
        let (iw, ih) = (self.width(), self.height());
        let buf: &mut [u8] = self;
        Clip::rows(
            buf,
            (iw, ih),
            3,
            (x, y),
            (mask.w, mask.h),
            |src_start, dst| {
                let src = &mask.cov[src_start..src_start + dst.len() / 3];
                for (d, &a) in dst.chunks_exact_mut(3).zip(src) {
                    if a != 0 {
                        let a = u16::from(a);
                        for c in 0..3 {
                            d[c] = div255(u16::from(color[c]) * a + u16::from(d[c]) * (255 - a));
                        }
                    }
                }
            },
        );
    }
}

/// Blends `over` (straight alpha `alpha`, 0.0..=1.0) onto `base`: the colour a translucent
/// tint gives on a flat square.
pub(crate) fn mix(base: Rgb, over: Rgb, alpha: f32) -> Rgb {
    let m = |b: u8, o: u8| to_u8(f32::from(b) * (1.0 - alpha) + f32::from(o) * alpha);
    [
        m(base[0], over[0]),
        m(base[1], over[1]),
        m(base[2], over[2]),
    ]
}

/// Rounds and clamps to a byte.
pub(crate) fn to_u8(v: f32) -> u8 {
    v.round().clamp(0.0, 255.0) as u8
}

/// `v / 255` rounded, for `v` ≤ 255 × 255.
pub(crate) fn div255(v: u16) -> u8 {
    let v = u32::from(v) + 128;
    ((v + (v >> 8)) >> 8) as u8
}

/// The part of a `w` × `h` rectangle placed at (`x`, `y`) that lies inside an image.
pub(crate) struct Clip {
    pub src_x: usize,
    pub src_y: usize,
    pub dst_x: usize,
    pub dst_y: usize,
    pub cols: usize,
    pub rows: usize,
}

impl Clip {
    /// Calls `row(src_start, dst)` for each row of a `w` × `h` source placed at (`x`, `y`) that
    /// falls inside `buf`, an `iw` × `ih` image of `bpp` bytes a pixel: `src_start` indexes
    /// the source's pixels (row-major), `dst` is the visible part of the image row.
    pub fn rows(
        buf: &mut [u8],
        (iw, ih): (u32, u32),
        bpp: usize,
        (x, y): (i32, i32),
        (w, h): (u32, u32),
        mut row: impl FnMut(usize, &mut [u8]),
    ) {
        let Some(clip) = Clip::new(iw, ih, x, y, w, h) else {
            return;
        };
        let stride = iw as usize * bpp;
        for r in 0..clip.rows {
            let src_start = (clip.src_y + r) * w as usize + clip.src_x;
            let dst_start = (clip.dst_y + r) * stride + clip.dst_x * bpp;
            row(src_start, &mut buf[dst_start..dst_start + clip.cols * bpp]);
        }
    }

    /// The visible part of a `w` × `h` rectangle at (`x`, `y`) on an `iw` × `ih` image.
    pub fn new(iw: u32, ih: u32, x: i32, y: i32, w: u32, h: u32) -> Option<Clip> {
        let (iw, ih) = (i64::from(iw), i64::from(ih));
        let (x, y) = (i64::from(x), i64::from(y));
        let x0 = x.max(0);
        let y0 = y.max(0);
        let x1 = (x + i64::from(w)).min(iw);
        let y1 = (y + i64::from(h)).min(ih);
        if x0 >= x1 || y0 >= y1 {
            return None;
        }
        Some(Clip {
            src_x: (x0 - x) as usize,
            src_y: (y0 - y) as usize,
            dst_x: x0 as usize,
            dst_y: y0 as usize,
            cols: (x1 - x0) as usize,
            rows: (y1 - y0) as usize,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn div255_matches_rounded_division() {
        for v in 0..=(255u32 * 255) {
            assert_eq!(u32::from(div255(v as u16)), (v + 127) / 255, "v = {v}");
        }
    }

    #[test]
    fn half_covered_pixel_is_half_transparent() {
        let s = Sprite::draw(2, 1, |x, _| {
            if x < 1.5 {
                [200.0, 100.0, 0.0, 1.0]
            } else {
                CLEAR
            }
        });
        assert_eq!(s.pixel(0, 0), Some([200, 100, 0, 255]));
        assert_eq!(s.pixel(1, 0), Some([100, 50, 0, 128]));
    }

    #[test]
    fn blit_clips_at_every_edge() {
        let s = Sprite::draw(4, 4, |_, _| [255.0, 0.0, 0.0, 1.0]);
        let mut img = RgbImage::new(3, 3);
        for (x, y) in [(-3, -3), (2, 2), (-10, 0), (0, 10), (1, -2)] {
            s.blit(&mut img, x, y);
        }
        assert_eq!(img.get_pixel(2, 2).0, [255, 0, 0]);
        assert_eq!(img.get_pixel(0, 0).0, [255, 0, 0]);
    }
}
