//! A picture drawn directly in palette indices, one byte a pixel, as lila-gif draws its
//! frames: fills are `memset`s, the opaque pixels of a sprite are copied as indices mapped
//! once per sprite, and only anti-aliased pixels (partly covered) are blended, from their
//! background's palette colour, and mapped back to the nearest palette colour. No RGB canvas
//! and no per-picture RGB → index pass: a third of the bytes to write and none to map.

use super::gif::Palette;
use super::raster::{div255, Clip, Mask, Rgb, Sprite, Surface};

/// Palette indices of a `w` × `h` picture, row by row, over `palette`.
pub(crate) struct IndexCanvas<'a> {
    pub w: u32,
    pub h: u32,
    pub px: Vec<u8>,
    palette: &'a Palette,
}

impl<'a> IndexCanvas<'a> {
    /// A `w` × `h` canvas in `px`, a buffer from an earlier picture (its contents do not
    /// matter: a picture writes every pixel). `palette` must be the palette the sprites drawn
    /// on it cache their indices for (each renderer's own: [`Sprite::opaque`]).
    pub fn new(w: u32, h: u32, mut px: Vec<u8>, palette: &'a Palette) -> IndexCanvas<'a> {
        px.resize(w as usize * h as usize, 0);
        IndexCanvas { w, h, px, palette }
    }

    /// The nearest palette colour to `back` (a palette index) with `premul` (premultiplied,
    /// alpha `a` of 255) over it.
    fn over(&self, back: u8, premul: [u8; 3], a: u8) -> u8 {
        let d = self.palette.colors()[usize::from(back)];
        let keep = 255 - u16::from(a);
        let c = |i: usize| premul[i].saturating_add(div255(u16::from(d[i]) * keep));
        self.palette.index([c(0), c(1), c(2)])
    }
}

impl Surface for IndexCanvas<'_> {
    fn width(&self) -> u32 {
        self.w
    }

    fn height(&self) -> u32 {
        self.h
    }

    fn fill_rect(&mut self, x: i32, y: i32, w: u32, h: u32, color: Rgb) {
        let Some(clip) = Clip::new(self.w, self.h, x, y, w, h) else {
            return;
        };
        let i = self.palette.index(color);
        let stride = self.w as usize;
        for row in 0..clip.rows {
            let start = (clip.dst_y + row) * stride + clip.dst_x;
            self.px[start..start + clip.cols].fill(i);
        }
    }

    fn sprite(&mut self, sprite: &Sprite, x: i32, y: i32) {
        let palette = self.palette;
        let opaque = sprite.opaque.get_or_init(|| {
            sprite
                .px
                .iter()
                .map(|p| palette.index([p[0], p[1], p[2]]))
                .collect()
        });
        let mut px = std::mem::take(&mut self.px);
        let size = (self.w, self.h);
        Clip::rows(
            &mut px,
            size,
            1,
            (x, y),
            (sprite.w, sprite.h),
            |start, dst| {
                let src = &sprite.px[start..start + dst.len()];
                let idx = &opaque[start..start + dst.len()];
                for ((d, s), &i) in dst.iter_mut().zip(src).zip(idx) {
                    match s[3] {
                        0 => {}
                        255 => *d = i,
                        a => *d = self.over(*d, [s[0], s[1], s[2]], a),
                    }
                }
            },
        );
        self.px = px;
    }

    fn mask(&mut self, mask: &Mask, x: i32, y: i32, color: Rgb) {
        let full = self.palette.index(color);
        let mut px = std::mem::take(&mut self.px);
        let size = (self.w, self.h);
        Clip::rows(&mut px, size, 1, (x, y), (mask.w, mask.h), |start, dst| {
            let src = &mask.cov[start..start + dst.len()];
            for (d, &a) in dst.iter_mut().zip(src) {
                match a {
                    0 => {}
                    255 => *d = full,
                    a => {
                        let p = color.map(|c| div255(u16::from(c) * u16::from(a)));
                        *d = self.over(*d, p, a);
                    }
                }
            }
        });
        self.px = px;
    }
}
