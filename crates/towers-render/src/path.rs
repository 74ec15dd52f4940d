//! A capture's route on the board: a translucent line through the centre of every square the
//! move passes (origin, each landing), drawn before the pieces so it never hides one (the
//! capturing piece stands on its end: no arrowhead), and a ring on every jumped square, drawn
//! over the pieces, as lichess and lidraughts mark captures.
//!
//! Shapes are rasterised row by row (exact distance to each segment, one pixel of
//! anti-aliasing): on each pixel row only the spans a shape can reach are covered (a diagonal
//! segment's band, a ring's two arcs), the coverage of overlapping shapes is their maximum, and
//! each span is blended in one colour as a one-row [`Mask`], so overlapping segments at a joint
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
    let half = LINE * lay.s as f32 / 2.0;
    let segments: Vec<Segment> = points
        .windows(2)
        .map(|seg| Segment {
            a: seg[0],
            b: seg[1],
            half,
        })
        .collect();
    paint_rows(img, &segments, PATH, PATH_ALPHA);
}

/// Draws a ring on every square `path` jumped, meant to go over the pieces.
pub(crate) fn draw_rings(img: &mut impl Surface, lay: &Layout, path: &MovePath) {
    let s = lay.s as f32;
    let (r, w) = (RING_R * s, RING_W * s);
    let rings: Vec<Ring> = path
        .jumped
        .iter()
        .map(|&sq| Ring {
            c: centre(lay, sq),
            r,
            w,
        })
        .collect();
    paint_rows(img, &rings, JUMPED, JUMPED_ALPHA);
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

/// An anti-aliased shape drawn row by row.
trait Shape {
    /// The pixel rows (y0, y1; exclusive end) it can cover, clipped to a picture `h` high.
    fn rows(&self, h: u32) -> (u32, u32);
    /// Pushes onto `out` the column ranges (x0, x1; exclusive end, x0 < x1, clipped to a
    /// picture `w` wide) of pixel row `y` outside which it covers nothing.
    fn spans(&self, y: u32, w: u32, out: &mut Vec<(u32, u32)>);
    /// Coverage (0 to 1) of the pixel whose centre is `p`.
    fn coverage(&self, p: Point) -> f32;
}

/// A line of half-width `half` pixels from `a` to `b`, with round ends.
struct Segment {
    a: Point,
    b: Point,
    half: f32,
}

impl Segment {
    /// Distance beyond which it covers nothing (its edge plus a pixel).
    fn reach(&self) -> f32 {
        self.half + 1.0
    }
}

impl Shape for Segment {
    fn rows(&self, h: u32) -> (u32, u32) {
        let (_, y0, _, y1) = reach_box(u32::MAX, h, self.a, self.b, self.reach());
        (y0, y1)
    }

    fn spans(&self, y: u32, w: u32, out: &mut Vec<(u32, u32)>) {
        // A covered pixel is within `reach` of a point of the segment, so that point lies
        // within `reach` rows of the pixel's centre: the segment's part between those rows,
        // widened by `reach`, holds every covered pixel of the row.
        let (a, b, reach) = (self.a, self.b, self.reach());
        let yc = y as f32 + 0.5;
        let dy = b.1 - a.1;
        let (t0, t1) = if dy == 0.0 {
            (0.0, 1.0)
        } else {
            let u = (yc - reach - a.1) / dy;
            let v = (yc + reach - a.1) / dy;
            (u.min(v).max(0.0), u.max(v).min(1.0))
        };
        if t0 > t1 {
            return;
        }
        let x = |t: f32| a.0 + t * (b.0 - a.0);
        let (xa, xb) = (x(t0), x(t1));
        let (mut lo, mut hi) = (xa.min(xb) - reach, xa.max(xb) + reach);
        if dy != 0.0 {
            // Nor is it farther than `reach` from the segment's whole line: on this row, within
            // reach * length / |dy| of where the line crosses it (a diagonal's band is 2.8
            // reaches wide, not 4).
            let along = (yc - a.1) / dy;
            let band = reach * dist(a, b) / dy.abs();
            lo = lo.max(x(along) - band);
            hi = hi.min(x(along) + band);
        }
        push_span(out, w, lo, hi);
    }

    fn coverage(&self, p: Point) -> f32 {
        cover(self.half - segment_dist(p, self.a, self.b))
    }
}

/// A ring of radius `r` and width `w` pixels centred on `c`.
struct Ring {
    c: Point,
    r: f32,
    w: f32,
}

impl Ring {
    /// Radii (inner, outer) between which it covers something, with a pixel to spare.
    fn radii(&self) -> (f32, f32) {
        let edge = self.w / 2.0 + 1.0;
        (self.r - edge, self.r + edge)
    }
}

impl Shape for Ring {
    fn rows(&self, h: u32) -> (u32, u32) {
        let outer = self.radii().1;
        let (_, y0, _, y1) = reach_box(u32::MAX, h, self.c, self.c, outer);
        (y0, y1)
    }

    fn spans(&self, y: u32, w: u32, out: &mut Vec<(u32, u32)>) {
        let (inner, outer) = self.radii();
        let dy = y as f32 + 0.5 - self.c.1;
        if dy.abs() >= outer {
            return;
        }
        let cx = self.c.0;
        let xo = (outer * outer - dy * dy).sqrt();
        if inner > 0.0 && dy.abs() < inner {
            // The hole: pixels whose centres are nearer than `inner` are not covered.
            let xi = (inner * inner - dy * dy).sqrt();
            push_span(out, w, cx - xo, cx - xi);
            push_span(out, w, cx + xi, cx + xo);
        } else {
            push_span(out, w, cx - xo, cx + xo);
        }
    }

    fn coverage(&self, p: Point) -> f32 {
        let d = dist(p, self.c);
        cover(self.w / 2.0 - (d - self.r).abs())
    }
}

/// Pushes the pixel columns whose centres can lie in `lo..=hi`, clipped to `0..w`, if any.
fn push_span(out: &mut Vec<(u32, u32)>, w: u32, lo: f32, hi: f32) {
    let x0 = (lo.floor().max(0.0) as u32).min(w);
    let x1 = (hi.ceil().max(0.0) as u32).min(w);
    if x0 < x1 {
        out.push((x0, x1));
    }
}

/// Blends `color` at opacity `alpha` weighted by the shapes' coverage (their maximum where
/// they overlap) onto `img`, row by row, touching only the spans the shapes can reach.
fn paint_rows<S: Shape>(img: &mut impl Surface, shapes: &[S], color: [u8; 3], alpha: f32) {
    let (w, h) = (img.width(), img.height());
    let rows: Vec<(u32, u32)> = shapes.iter().map(|s| s.rows(h)).collect();
    let (Some(top), Some(bottom)) = (
        rows.iter().map(|r| r.0).min(),
        rows.iter().map(|r| r.1).max(),
    ) else {
        return;
    };
    // Coverage of one picture row (zero outside the spans being drawn), the spans of the row
    // (shape, x0, x1), and the bytes of the one-row mask.
    let mut cov = vec![0.0f32; w as usize];
    let mut spans: Vec<(usize, u32, u32)> = Vec::new();
    let mut one: Vec<(u32, u32)> = Vec::new();
    let mut bytes: Vec<u8> = Vec::new();
    for y in top..bottom {
        spans.clear();
        for (i, shape) in shapes.iter().enumerate() {
            if (rows[i].0..rows[i].1).contains(&y) {
                one.clear();
                shape.spans(y, w, &mut one);
                spans.extend(one.iter().map(|&(x0, x1)| (i, x0, x1)));
            }
        }
        if spans.is_empty() {
            continue;
        }
        let yc = y as f32 + 0.5;
        for &(i, x0, x1) in &spans {
            let shape = &shapes[i];
            for x in x0..x1 {
                let c = shape.coverage((x as f32 + 0.5, yc));
                let px = &mut cov[x as usize];
                if c > *px {
                    *px = c;
                }
            }
        }
        // Blend each run of overlapping spans once, then clear its coverage.
        spans.sort_unstable_by_key(|&(_, x0, _)| x0);
        let mut k = 0;
        while k < spans.len() {
            let (x0, mut x1) = (spans[k].1, spans[k].2);
            k += 1;
            while k < spans.len() && spans[k].1 <= x1 {
                x1 = x1.max(spans[k].2);
                k += 1;
            }
            let run = &mut cov[x0 as usize..x1 as usize];
            bytes.clear();
            bytes.extend(run.iter().map(|&c| {
                // c * alpha * 255 is in 0..=255: adding a half and truncating rounds it
                // without `roundf`.
                (c * alpha * 255.0 + 0.5).min(255.0) as u8
            }));
            run.fill(0.0);
            let mask = Mask {
                w: x1 - x0,
                h: 1,
                cov: std::mem::take(&mut bytes),
            };
            mask.blit(img, x0 as i32, y as i32, color);
            bytes = mask.cov;
        }
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
