//! Text as pre-rasterised glyph coverage masks (DejaVu Sans Bold, from the `dejavu` crate), so a
//! board only composites masks.

use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, PxScale, ScaleFont};

use super::raster::{Mask, Rgb, Surface};

/// Characters any picture draws: digits for ranks, square numbers and badges; letters for files.
const CHARSET: &str = "0123456789abcdefghijklmnopqrstuvwxyz+";

/// How far a halo reaches beyond a glyph, in pixels.
const HALO: i32 = 2;

/// Parses the bundled font.
pub(crate) fn font() -> FontRef<'static> {
    FontRef::try_from_slice(dejavu::sans::bold())
        .expect("the dejavu crate's DejaVu Sans Bold is a valid font")
}

/// One glyph's coverage and metrics at a fixed pixel size.
struct Glyph {
    ch: char,
    mask: Mask,
    /// The mask grown by [`HALO`] pixels on every side (the outline drawn under the glyph),
    /// made on first use: most text (tables, labels) is drawn without one.
    halo: OnceLock<Mask>,
    /// Offset of the mask's top-left corner from the pen position on the baseline.
    left: i32,
    top: i32,
    /// Pen advance in pixels.
    advance: f32,
}

/// The glyphs of [`CHARSET`] rasterised at one pixel size.
pub(crate) struct GlyphSet {
    glyphs: Vec<Glyph>,
    /// Height of a digit above the baseline, in pixels (for centring numbers).
    pub digit_h: f32,
    /// Height of a lowercase "x" above the baseline, in pixels (for centring letters).
    pub x_h: f32,
}

impl GlyphSet {
    /// Rasterises [`CHARSET`] at `px` pixels per em.
    pub fn new(font: &FontRef<'static>, px: f32) -> GlyphSet {
        GlyphSet::with_extra(font, px, "")
    }

    /// Rasterises [`CHARSET`] and the characters of `extra` (words in any language the font
    /// covers; characters it lacks are left out) at `px` pixels per em.
    pub fn with_extra(font: &FontRef<'static>, px: f32, extra: &str) -> GlyphSet {
        let scaled = font.as_scaled(PxScale::from(px));
        let mut chars: Vec<char> = CHARSET.chars().collect();
        for ch in extra.chars() {
            if !chars.contains(&ch) {
                chars.push(ch);
            }
        }
        let glyphs = chars
            .into_iter()
            .filter_map(|ch| {
                let id = font.glyph_id(ch);
                let advance = scaled.h_advance(id);
                let Some(outlined) = font.outline_glyph(id.with_scale(px)) else {
                    // A space (no outline) still moves the pen; a character the font
                    // lacks is left out.
                    return (ch.is_whitespace() && font.glyph_id(ch).0 != 0).then(|| {
                        let mask = Mask {
                            w: 0,
                            h: 0,
                            cov: Vec::new(),
                        };
                        Glyph {
                            ch,
                            halo: OnceLock::new(),
                            mask,
                            left: 0,
                            top: 0,
                            advance,
                        }
                    });
                };
                let b = outlined.px_bounds();
                let (w, h) = (b.width() as u32, b.height() as u32);
                let mut cov = vec![0u8; (w * h) as usize];
                outlined.draw(|x, y, c| {
                    if let Some(p) = cov.get_mut((y * w + x) as usize) {
                        *p = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
                    }
                });
                let mask = Mask { w, h, cov };
                Some(Glyph {
                    ch,
                    halo: OnceLock::new(),
                    mask,
                    left: b.min.x as i32,
                    top: b.min.y as i32,
                    advance,
                })
            })
            .collect::<Vec<_>>();
        let height = |ch: char| {
            glyphs
                .iter()
                .find(|g| g.ch == ch)
                .map_or(px * 0.7, |g| -g.top as f32)
        };
        let (digit_h, x_h) = (height('0'), height('x'));
        GlyphSet {
            glyphs,
            digit_h,
            x_h,
        }
    }

    fn glyph(&self, ch: char) -> Option<&Glyph> {
        self.glyphs.iter().find(|g| g.ch == ch)
    }

    /// Width of `text` in pixels (sum of advances; unknown characters count as nothing).
    pub fn width(&self, text: &str) -> f32 {
        text.chars()
            .filter_map(|c| self.glyph(c))
            .map(|g| g.advance)
            .sum()
    }

    /// Draws `text` in `color` with the pen starting at (`x`, `baseline`).
    pub fn draw(&self, img: &mut impl Surface, text: &str, x: f32, baseline: i32, color: Rgb) {
        let mut pen = x;
        for g in text.chars().filter_map(|c| self.glyph(c)) {
            g.mask
                .blit(img, pen.round() as i32 + g.left, baseline + g.top, color);
            pen += g.advance;
        }
    }

    /// Draws `text` in `color` over a halo of `halo` (so it reads on any background), with the
    /// pen starting at (`x`, `baseline`).
    pub fn draw_with_halo(
        &self,
        img: &mut impl Surface,
        text: &str,
        (x, baseline): (f32, i32),
        color: Rgb,
        halo: Rgb,
    ) {
        let mut pen = x;
        for g in text.chars().filter_map(|c| self.glyph(c)) {
            let (gx, gy) = (pen.round() as i32 + g.left, baseline + g.top);
            g.halo
                .get_or_init(|| grown(&g.mask))
                .blit(img, gx - HALO, gy - HALO, halo);
            pen += g.advance;
        }
        self.draw(img, text, x, baseline, color);
    }

    /// Draws `text` centred on (`cx`, `cy`): numbers on their digit height, anything with a
    /// letter on the x-height.
    pub fn draw_centred(&self, img: &mut impl Surface, text: &str, cx: f32, cy: f32, color: Rgb) {
        let h = if text.chars().all(|c| c.is_ascii_digit()) {
            self.digit_h
        } else {
            self.x_h
        };
        let baseline = (cy + h / 2.0).round() as i32;
        self.draw(img, text, cx - self.width(text) / 2.0, baseline, color);
    }
}

/// `mask` grown by [`HALO`] pixels: each pixel takes the largest coverage within the halo's
/// reach, fading over its last pixel.
fn grown(mask: &Mask) -> Mask {
    let (w, h) = (mask.w as i32 + 2 * HALO, mask.h as i32 + 2 * HALO);
    let mut cov = vec![0u8; (w * h) as usize];
    for y in 0..h {
        for x in 0..w {
            let mut best = 0.0f32;
            for dy in -HALO..=HALO {
                for dx in -HALO..=HALO {
                    let (sx, sy) = (x - HALO + dx, y - HALO + dy);
                    if sx < 0 || sy < 0 || sx >= mask.w as i32 || sy >= mask.h as i32 {
                        continue;
                    }
                    let d = ((dx * dx + dy * dy) as f32).sqrt();
                    let weight = (HALO as f32 + 0.5 - d).clamp(0.0, 1.0);
                    let c = f32::from(mask.cov[(sy * mask.w as i32 + sx) as usize]) * weight;
                    best = best.max(c);
                }
            }
            cov[(y * w + x) as usize] = (best * 0.85).round() as u8;
        }
    }
    Mask {
        w: w as u32,
        h: h as u32,
        cov,
    }
}
