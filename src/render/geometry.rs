//! Sizes in pixels derived from the square size: disc shape, stack thickness, margins, fonts.

/// Width in pixels of the board area (all squares) the square size is chosen to fill.
const BOARD_PX: u32 = 672;

/// Thinnest band a buried disc is drawn with, in pixels.
pub(crate) const MIN_THICKNESS: u32 = 2;

/// Square size in pixels for a board whose longer side has `dim` squares.
pub(crate) fn square_px(dim: u8) -> u32 {
    BOARD_PX / u32::from(dim.max(1))
}

/// Shape of the discs on squares of `s` pixels. All lengths in pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DiscGeom {
    /// Square size.
    pub s: u32,
    /// Half-width of a disc.
    pub rx: f32,
    /// Half-height of a disc's top face as seen from the side (the perspective squash).
    pub ry: f32,
    /// Outline width.
    pub edge: f32,
    /// Thickness of a disc standing alone.
    pub t_max: u32,
    /// Free space kept between a tower and the square's top and bottom edges.
    pub pad: u32,
    /// Width of disc sprites.
    pub sprite_w: u32,
    /// Left edge of a disc sprite relative to its square's left edge.
    pub off_x: u32,
}

impl DiscGeom {
    pub fn new(s: u32) -> DiscGeom {
        let sf = s as f32;
        let rx = 0.375 * sf;
        let sprite_w = (2.0 * rx).ceil() as u32 + 2;
        let sprite_w = sprite_w + (s - sprite_w) % 2; // same parity: the disc is exactly centred
        DiscGeom {
            s,
            rx,
            ry: 0.125 * sf,
            edge: (sf / 60.0).max(1.0),
            t_max: (0.125 * sf).round() as u32,
            pad: ((0.03 * sf).round() as u32).max(2),
            sprite_w,
            off_x: (s - sprite_w) / 2,
        }
    }

    /// Horizontal centre of the disc inside its sprite.
    pub fn cx(&self) -> f32 {
        self.sprite_w as f32 / 2.0
    }

    /// Vertical centre of the top face inside its sprite (one pixel of margin above).
    pub fn face_cy(&self) -> f32 {
        self.ry + 1.0
    }

    /// Height of a disc sprite (face plus a body `t` pixels thick plus margins).
    pub fn body_h(&self, t: u32) -> u32 {
        (2.0 * self.ry + t as f32).ceil() as u32 + 2
    }

    /// Height of a face sprite.
    pub fn face_h(&self) -> u32 {
        self.body_h(0)
    }

    /// Vertical layout of a tower of `n` discs: each disc as thick as a lone disc when the
    /// tower fits, thinner for tall towers so the whole stack stays inside the square (the top
    /// discs keep the spare pixel when the room does not divide evenly), never below
    /// [`MIN_THICKNESS`]; a tower too tall even then shows only its top discs.
    pub fn stack(&self, n: usize) -> Stack {
        let n = n.max(1);
        let room = self.s.saturating_sub(2 * self.pad + self.face_h());
        let fit = (room / MIN_THICKNESS).max(1) as usize;
        let (shown, total) = if n > fit {
            (fit, fit as u32 * MIN_THICKNESS)
        } else {
            (n, room.min(n as u32 * self.t_max))
        };
        let base = total / shown as u32;
        let extra = (total % shown as u32) as usize;
        let h = self.face_h() + total;
        Stack {
            shown,
            base,
            extra,
            top: (self.s.saturating_sub(h) / 2) as i32,
        }
    }

    /// Radius of the height badge.
    pub fn badge_r(&self) -> f32 {
        (0.13 * self.s as f32).max(9.0)
    }
}

/// Where the discs of one tower go, from [`DiscGeom::stack`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Stack {
    /// How many discs (from the top) are drawn.
    pub shown: usize,
    base: u32,
    /// The top `extra` discs are one pixel thicker than `base`.
    extra: usize,
    /// Top of the top disc's sprite, relative to the square's top edge.
    pub top: i32,
}

impl Stack {
    /// Thickness in pixels of disc `i` (0 = top).
    pub fn thickness(&self, i: usize) -> u32 {
        self.base + u32::from(i < self.extra)
    }

    /// Top of disc `i`'s sprite relative to the square's top edge.
    pub fn y(&self, i: usize) -> i32 {
        self.top + (i as u32 * self.base + i.min(self.extra) as u32) as i32
    }
}

/// Frame and text sizes for squares of `s` pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FrameGeom {
    /// Width of the frame on every side of the board (holds coordinates and the turn marker).
    pub margin: u32,
    /// Pixel size (em) of the coordinate labels.
    pub label_px: f32,
    /// Pixel size of the numeric square labels.
    pub number_px: f32,
}

impl FrameGeom {
    pub fn new(s: u32) -> FrameGeom {
        let sf = s as f32;
        FrameGeom {
            margin: ((0.42 * sf).round() as u32).max(26),
            label_px: (0.2 * sf).clamp(12.0, 20.0).round(),
            number_px: (0.19 * sf).clamp(10.0, 16.0).round(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn towers_fit_on_every_square_size() {
        for dim in 6..=12u8 {
            let g = DiscGeom::new(square_px(dim));
            assert_eq!(g.off_x * 2 + g.sprite_w, g.s);
            for n in 1..=40 {
                let st = g.stack(n);
                let last = st.shown - 1;
                let bottom = st.y(last) + g.body_h(st.thickness(last)) as i32;
                assert!(st.top >= 0 && bottom <= g.s as i32, "dim {dim} n {n}");
                assert!(st.thickness(0) <= g.t_max && st.thickness(last) >= MIN_THICKNESS);
                if n <= 12 {
                    assert_eq!(st.shown, n);
                    assert!(st.thickness(last) >= 3, "dim {dim}: 12-high bands too thin");
                }
            }
        }
    }
}
