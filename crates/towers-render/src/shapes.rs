//! Point-in-shape tests and paint functions used to draw sprites (sprite-local pixels, y down).

use super::palette::{DiscColors, GOLD, GOLD_EDGE};
use super::raster::{Rgb, Rgba, CLEAR};

/// How dark a disc's body is at its left and right ends (lit from the front), as a factor of
/// its colour; 1 in the middle.
pub(crate) const BODY_END_SHADE: f32 = 0.8;

/// Opaque paint of `c`.
pub(crate) fn solid(c: Rgb) -> Rgba {
    [f32::from(c[0]), f32::from(c[1]), f32::from(c[2]), 1.0]
}

/// `c` scaled by `k` (shading).
pub(crate) fn shade(c: Rgb, k: f32) -> Rgba {
    [
        f32::from(c[0]) * k,
        f32::from(c[1]) * k,
        f32::from(c[2]) * k,
        1.0,
    ]
}

/// Whether (x, y) lies in the axis-aligned ellipse centred at (cx, cy) with radii rx, ry.
pub(crate) fn in_ellipse(x: f32, y: f32, cx: f32, cy: f32, rx: f32, ry: f32) -> bool {
    if rx <= 0.0 || ry <= 0.0 {
        return false;
    }
    let (dx, dy) = ((x - cx) / rx, (y - cy) / ry);
    dx * dx + dy * dy <= 1.0
}

/// A disc seen slightly from the side: top face centred at (cx, cy), `t` pixels thick.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Coin {
    pub cx: f32,
    pub cy: f32,
    pub rx: f32,
    pub ry: f32,
    pub t: f32,
    pub edge: f32,
}

impl Coin {
    /// Inside the whole coin (face and side), shrunk by `inset` pixels.
    fn in_solid(&self, x: f32, y: f32, inset: f32) -> bool {
        let (rx, ry) = (self.rx - inset, self.ry - inset);
        in_ellipse(x, y, self.cx, self.cy, rx, ry)
            || ((x - self.cx).abs() <= rx && y >= self.cy && y <= self.cy + self.t)
            || in_ellipse(x, y, self.cx, self.cy + self.t, rx, ry)
    }

    /// Paint of the coin's side (the band visible when the coin is buried in a tower); the face
    /// area is filled with the side colour too, as the disc above or a face sprite covers it.
    /// With `king_mark`, a small gold mark sits on the front of the band.
    pub fn body(&self, x: f32, y: f32, colors: &DiscColors, king_mark: bool) -> Rgba {
        if !self.in_solid(x, y, 0.0) {
            return CLEAR;
        }
        if king_mark {
            // A wide gold stripe across the front of the band, the band's own colour still
            // showing at both ends: it survives shrinking to a phone's width.
            let top = self.cy + self.ry;
            let inset = (0.2 * self.t).clamp(1.0, 3.0);
            let (y0, y1) = (top + inset, top + self.t - inset);
            let half = 0.5 * self.rx;
            if y >= y0 && y <= y1 && (x - self.cx).abs() <= half {
                let rim = y1 - y0 >= 5.0
                    && (y < y0 + 1.0 || y > y1 - 1.0 || (x - self.cx).abs() > half - 1.0);
                return solid(if rim { GOLD_EDGE } else { GOLD });
            }
        }
        if !self.in_solid(x, y, self.edge) {
            return solid(colors.edge);
        }
        // Lit from the front: the sides of the cylinder turn away and darken a little.
        let u = ((x - self.cx) / self.rx).clamp(-1.0, 1.0);
        shade(
            colors.body,
            BODY_END_SHADE + (1.0 - BODY_END_SHADE) * (1.0 - u * u).sqrt(),
        )
    }

    /// Paint of the coin's top face: outline, inner ring, and a crown for a king.
    pub fn face(&self, x: f32, y: f32, colors: &DiscColors, king: bool) -> Rgba {
        let (cx, cy, rx, ry, e) = (self.cx, self.cy, self.rx, self.ry, self.edge);
        if !in_ellipse(x, y, cx, cy, rx, ry) {
            return CLEAR;
        }
        if king {
            if let Some(p) = crown(x, y, cx, cy + 0.45 * ry, 0.5 * rx, 1.3 * ry, e) {
                return p;
            }
        }
        if !in_ellipse(x, y, cx, cy, rx - e, ry - e) {
            return solid(colors.edge);
        }
        let (kx, ky) = (0.7 * rx, 0.7 * ry);
        if in_ellipse(x, y, cx, cy, kx, ky) && !in_ellipse(x, y, cx, cy, kx - e, ky - e) {
            return solid(colors.ring);
        }
        solid(colors.face)
    }
}

/// A disc seen from above (games without towers), as lidraughts draws them: an outline, a
/// groove inside the rim, a face lit from the top left, a gold crown on a king, and a soft
/// shadow below.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FlatDisc {
    pub cx: f32,
    pub cy: f32,
    pub r: f32,
    pub edge: f32,
}

impl FlatDisc {
    /// Paint of the disc at (x, y).
    pub fn paint(&self, x: f32, y: f32, colors: &DiscColors, king: bool) -> Rgba {
        let (dx, dy) = (x - self.cx, y - self.cy);
        let d = (dx * dx + dy * dy).sqrt();
        let r = self.r;
        if d > r {
            // The shadow: the same disc a little lower, translucent.
            let sy = y - self.cy - 0.06 * r;
            let sd = (dx * dx + sy * sy).sqrt();
            return if sd <= r {
                [0.0, 0.0, 0.0, 0.28 * (1.0 - sd / r).clamp(0.0, 0.2) / 0.2]
            } else {
                CLEAR
            };
        }
        if king {
            let e = (0.7 * self.edge).max(1.0);
            if let Some(p) = crown(x, y, self.cx, self.cy + 0.3 * r, 0.56 * r, 0.6 * r, e) {
                return p;
            }
        }
        let e = self.edge;
        if d > r - e {
            return solid(colors.edge);
        }
        let groove = 0.74 * r;
        if (d - groove).abs() <= 0.6 * e {
            return solid(colors.ring);
        }
        // The rim outside the groove a little darker. (No light gradient across the face: its
        // shades, banded by the palette, changed every pixel row of every disc, 2–4 % of a
        // 10×10 or 12×12 PNG.)
        let rim = if d > groove { 0.93 } else { 1.0 };
        shade(colors.face, rim)
    }
}

/// Crown outline in crown units: x in -1..=1, y in 0..=1 upwards from the base.
pub(crate) const CROWN: [(f32, f32); 7] = [
    (-0.78, 0.0),
    (0.78, 0.0),
    (1.0, 0.92),
    (0.5, 0.42),
    (0.0, 1.0),
    (-0.5, 0.42),
    (-1.0, 0.92),
];

/// Paint of an upright crown whose base centre is (bx, by), half-width `hw`, height `h`, with
/// outline width `e`; `None` outside it.
pub(crate) fn crown(x: f32, y: f32, bx: f32, by: f32, hw: f32, h: f32, e: f32) -> Option<Rgba> {
    let pts = CROWN.map(|(u, v)| (bx + u * hw, by - v * h));
    let jewel_r = 0.11 * hw;
    let tips = [pts[2], pts[4], pts[6]];
    for (jx, jy) in tips {
        let d = ((x - jx).powi(2) + (y - jy).powi(2)).sqrt();
        if d <= jewel_r {
            return Some(solid(if d > jewel_r - e { GOLD_EDGE } else { GOLD }));
        }
    }
    if !in_polygon(x, y, &pts) {
        return None;
    }
    let d = polygon_edge_distance(x, y, &pts);
    let band = y > by - 0.24 * h && y < by - 0.24 * h + e;
    Some(solid(if d < e || band { GOLD_EDGE } else { GOLD }))
}

/// Even-odd point-in-polygon test.
fn in_polygon(x: f32, y: f32, pts: &[(f32, f32)]) -> bool {
    let mut inside = false;
    let mut j = pts.len() - 1;
    for i in 0..pts.len() {
        let ((xi, yi), (xj, yj)) = (pts[i], pts[j]);
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// Distance from (x, y) to the nearest edge of the closed polygon.
fn polygon_edge_distance(x: f32, y: f32, pts: &[(f32, f32)]) -> f32 {
    let mut best = f32::INFINITY;
    let mut j = pts.len() - 1;
    for i in 0..pts.len() {
        let ((ax, ay), (bx, by)) = (pts[j], pts[i]);
        let (dx, dy) = (bx - ax, by - ay);
        let len2 = dx * dx + dy * dy;
        let k = if len2 > 0.0 {
            (((x - ax) * dx + (y - ay) * dy) / len2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        let (px, py) = (ax + k * dx - x, ay + k * dy - y);
        best = best.min((px * px + py * py).sqrt());
        j = i;
    }
    best
}

/// Paint of a filled pill with an outline: the points within `r` of the horizontal segment
/// from (`x0`, `cy`) to (`x1`, `cy`) (a circle when `x0 == x1`); a tall tower's count chips.
pub(crate) fn ringed_pill(
    x: f32,
    y: f32,
    (x0, x1, cy, r): (f32, f32, f32, f32),
    e: f32,
    fill: Rgb,
    ink: Rgb,
) -> Rgba {
    let nearest = x.clamp(x0, x1);
    ringed_circle(x, y, (nearest, cy, r), e, fill, ink)
}

/// Paint of a filled circle with an outline (the height badge background).
pub(crate) fn ringed_circle(
    x: f32,
    y: f32,
    (cx, cy, r): (f32, f32, f32),
    e: f32,
    fill: Rgb,
    ink: Rgb,
) -> Rgba {
    let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
    if d > r {
        CLEAR
    } else if d > r - e {
        solid(ink)
    } else {
        solid(fill)
    }
}
