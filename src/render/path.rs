//! A capture's route on the board: a translucent line through the centre of every square the
//! move passes (origin, each landing), drawn before the pieces so it never hides one (the
//! capturing piece stands on its end: no arrowhead), and a ring on every jumped square, drawn
//! over the pieces, as lichess and lidraughts mark captures.
//!
//! Shapes are rasterised per picture into a coverage [`Mask`] (exact distance to each segment,
//! one pixel of anti-aliasing), then blended in one colour, so overlapping segments at a joint
//! are not darker than the rest of the line.

use super::layout::Layout;
use super::palette::{JUMPED, JUMPED_ALPHA, PATH, PATH_ALPHA};
use super::raster::{Mask, Surface};
use super::view::MovePath;

/// Line width as a fraction of the square size.
const LINE: f32 = 0.13;
/// Jumped-square ring: radius and width as fractions of the square size.
const RING_R: f32 = 0.44;
const RING_W: f32 = 0.07;

type Point = (f32, f32);

/// Centre of square (`file`, `rank`) in pixels.
fn centre(lay: &Layout, (file, rank): (u8, u8)) -> Point {
    let s = lay.s as f32;
    let (x, y) = lay.square(file, rank);
    (x as f32 + s / 2.0, y as f32 + s / 2.0)
}

/// Draws `path`'s line on `img` (laid out as `lay`), meant to go under the pieces. Nothing for
/// a path of fewer than two squares.
pub(crate) fn draw_line(img: &mut impl Surface, lay: &Layout, path: &MovePath) {
    let points: Vec<Point> = path.squares.iter().map(|&sq| centre(lay, sq)).collect();
    if points.len() < 2 {
        return;
    }
    let half = LINE * lay.s as f32 / 2.0;
    let reaches = points.windows(2).map(|seg| (seg[0], seg[1], half + 1.0));
    let mut canvas = Canvas::new(img.width(), img.height(), reaches);
    for seg in points.windows(2) {
        let (a, b) = (seg[0], seg[1]);
        canvas.paint(a, b, half + 1.0, |p| cover(half - segment_dist(p, a, b)));
    }
    canvas.blit(img, PATH, PATH_ALPHA);
}

/// Draws a ring on every square `path` jumped, meant to go over the pieces.
pub(crate) fn draw_rings(img: &mut impl Surface, lay: &Layout, path: &MovePath) {
    let s = lay.s as f32;
    let (r, w) = (RING_R * s, RING_W * s);
    let rings: Vec<Point> = path.jumped.iter().map(|&sq| centre(lay, sq)).collect();
    let mut canvas = Canvas::new(
        img.width(),
        img.height(),
        rings.iter().map(|&c| (c, c, r + w)),
    );
    for &c in &rings {
        canvas.paint(c, c, r + w, |p| {
            let d = dist(p, c);
            cover(w / 2.0 - (d - r).abs())
        });
    }
    canvas.blit(img, JUMPED, JUMPED_ALPHA);
}

/// Coverage of a pixel whose centre lies `depth` pixels inside a shape's edge.
fn cover(depth: f32) -> f32 {
    (depth + 0.5).clamp(0.0, 1.0)
}

fn dist(a: Point, b: Point) -> f32 {
    ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
}

/// Distance from `p` to the segment `a`-`b`.
fn segment_dist(p: Point, a: Point, b: Point) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let k = if len2 > 0.0 {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    dist(p, (a.0 + k * dx, a.1 + k * dy))
}

/// A coverage buffer over the part of a `w` × `h` picture that its shapes can reach (a whole
/// picture's worth of zeroed floats per shape was most of the cost of drawing a path),
/// tracking the rectangle painted so far.
struct Canvas {
    w: u32,
    h: u32,
    /// The covered window (x0, y0, x1, y1) of the picture, exclusive ends.
    window: (u32, u32, u32, u32),
    /// Coverage of the window's pixels, row by row.
    cov: Vec<f32>,
    /// Painted rectangle (x0, y0, x1, y1), exclusive ends; empty while x0 >= x1.
    bounds: (u32, u32, u32, u32),
}

impl Canvas {
    /// A canvas for shapes each within `reach` of a segment `a`-`b`'s bounding box, given as
    /// `(a, b, reach)`; [`Canvas::paint`] must only be called with those.
    fn new(w: u32, h: u32, shapes: impl IntoIterator<Item = (Point, Point, f32)>) -> Canvas {
        let window = shapes
            .into_iter()
            .map(|(a, b, reach)| reach_box(w, h, a, b, reach))
            .fold((w, h, 0, 0), |u, r| {
                (u.0.min(r.0), u.1.min(r.1), u.2.max(r.2), u.3.max(r.3))
            });
        let area = window.2.saturating_sub(window.0) * window.3.saturating_sub(window.1);
        Canvas {
            w,
            h,
            window,
            cov: vec![0.0; area as usize],
            bounds: (w, h, 0, 0),
        }
    }

    /// Raises each pixel within `reach` of the segment `a`-`b`'s bounding box to
    /// `coverage(pixel centre)` where that is larger (clipped to the canvas's window).
    fn paint(&mut self, a: Point, b: Point, reach: f32, coverage: impl Fn(Point) -> f32) {
        let (x0, y0, x1, y1) = reach_box(self.w, self.h, a, b, reach);
        let win = self.window;
        let (x0, y0, x1, y1) = (x0.max(win.0), y0.max(win.1), x1.min(win.2), y1.min(win.3));
        let stride = win.2 - win.0;
        for y in y0..y1 {
            let row = ((y - win.1) * stride) as usize;
            for x in x0..x1 {
                let c = coverage((x as f32 + 0.5, y as f32 + 0.5));
                let px = &mut self.cov[row + (x - win.0) as usize];
                if c > *px {
                    *px = c;
                }
            }
        }
        if x0 < x1 && y0 < y1 {
            let b = &mut self.bounds;
            *b = (b.0.min(x0), b.1.min(y0), b.2.max(x1), b.3.max(y1));
        }
    }

    /// Blends `color` at opacity `alpha` weighted by the coverage onto `img`.
    fn blit(&self, img: &mut impl Surface, color: [u8; 3], alpha: f32) {
        let (x0, y0, x1, y1) = self.bounds;
        if x0 >= x1 || y0 >= y1 {
            return;
        }
        let win = self.window;
        let stride = win.2 - win.0;
        let (w, h) = (x1 - x0, y1 - y0);
        let mut cov = Vec::with_capacity((w * h) as usize);
        for y in y0..y1 {
            let row = ((y - win.1) * stride) as usize;
            for x in x0..x1 {
                let c = self.cov[row + (x - win.0) as usize] * alpha * 255.0;
                // c is in 0..=255: adding a half and truncating rounds it without `roundf`.
                cov.push((c + 0.5).min(255.0) as u8);
            }
        }
        Mask { w, h, cov }.blit(img, x0 as i32, y0 as i32, color);
    }
}

/// The pixels (x0, y0, x1, y1; exclusive ends) within `reach` of the bounding box of `a`-`b`,
/// clipped to a `w` × `h` picture.
fn reach_box(w: u32, h: u32, a: Point, b: Point, reach: f32) -> (u32, u32, u32, u32) {
    let lo = |v: f32| (v - reach).floor().max(0.0) as u32;
    let hi = |v: f32, max: u32| ((v + reach).ceil().max(0.0) as u32).min(max);
    (
        lo(a.0.min(b.0)).min(w),
        lo(a.1.min(b.1)).min(h),
        hi(a.0.max(b.0), w),
        hi(a.1.max(b.1), h),
    )
}
