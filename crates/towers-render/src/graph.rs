//! The evaluation graph of an analysed game: one value per position (−1.0 = Black winning,
//! +1.0 = White winning), the area above the zero line in White's colour and below it in
//! Black's, marked points for bad moves, position numbers along the bottom, a scale on the
//! left (White's chances in per cent: 100 at +1.0, 50 on the zero line, 0 at −1.0, under a
//! caption) and a legend of the marks' colours below. Knows numbers, not rules: every word
//! comes in [`GraphLabels`].
//!
//! Drawn like the board's pieces: every pixel is the mean of 4 × 4 samples of a paint
//! function (anti-aliased curve, areas and marks), then text as glyph masks. The picture is
//! [`GRAPH_W`] × [`GRAPH_H`], text 22 px high (the legend down to 16 px when its words are
//! long), so that it stays readable shown at half size (about 340 px wide on a phone: text
//! 10 px and more).

use std::io::Cursor;

use image::{ImageFormat, RgbImage};

use super::raster::{Rgb, Rgba, Sprite};
use super::text::{font, GlyphSet};
use super::RenderError;

/// Width of the graph picture in pixels.
pub const GRAPH_W: u32 = 720;
/// Height of the graph picture in pixels.
pub const GRAPH_H: u32 = 404;

/// A marked point of the graph: the value at `index` drawn as a dot whose colour says
/// `severity` (0 mild, yellow; 1 orange; 2 and above severe, red).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphMark {
    pub index: usize,
    pub severity: u8,
}

const MARGIN: Rgb = [43, 45, 49];
const PANEL: Rgb = [128, 132, 140];
const WHITE_AREA: Rgb = [242, 240, 232];
const BLACK_AREA: Rgb = [28, 29, 33];
const GRID: Rgb = [146, 150, 158];
const AXIS: Rgb = [90, 94, 102];
const CURVE: Rgb = [236, 142, 36];
const LABEL: Rgb = [222, 223, 226];
const OUTLINE: Rgb = [20, 20, 22];
const SEVERITY: [Rgb; 3] = [[250, 214, 60], [246, 130, 32], [222, 38, 38]];

/// The panel's edges: room on the left for the scale, above for its caption, below for the
/// position numbers and the legend.
const LEFT: f32 = 62.0;
const RIGHT: f32 = GRAPH_W as f32 - 14.0;
const TOP: f32 = 46.0;
const BOTTOM: f32 = GRAPH_H as f32 - 88.0;
const LINE_HALF_WIDTH: f32 = 1.6;
const MARK_RADIUS: f32 = 8.0;
const TEXT_PX: f32 = 22.0;
/// The smallest text size the legend shrinks to when its words are long.
const LEGEND_MIN_PX: f32 = 16.0;
/// The scale's values: White's chances in per cent at these heights (the value +1.0 is 100).
const SCALE_TICKS: [u32; 5] = [100, 75, 50, 25, 0];

/// The words written on the graph, in the reader's language: the side whose area is above
/// the zero line (White) and the one below (Black), the scale's caption (what its numbers
/// are: White's chances in per cent), and the legend of the marks by severity (mild,
/// medium, severe; e.g. "?! inaccuracy").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GraphLabels<'a> {
    pub white: &'a str,
    pub black: &'a str,
    pub scale: &'a str,
    pub marks: [&'a str; 3],
    /// How the positions along the bottom are numbered: by the game's move numbers.
    pub moves: MoveAxis,
}

/// The move numbers along the bottom of the graph: the value at index `i` is the position
/// after `i` plies, labelled (at the start of a move) with the number of the move that
/// begins there, as a game's text numbers its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveAxis {
    /// The number of the game's first move.
    pub first_number: u32,
    /// 1 when the game opens on the second mover's half of a move, else 0.
    pub offset: usize,
}

impl MoveAxis {
    /// A game from move 1, opened by the first mover.
    pub const FROM_START: MoveAxis = MoveAxis {
        first_number: 1,
        offset: 0,
    };

    /// The number of the move the ply after position `i` belongs to.
    fn number_at(self, i: usize) -> u64 {
        u64::from(self.first_number) + ((i + self.offset) / 2) as u64
    }

    /// Whether position `i` is the start of a move (the first mover to play).
    fn starts_move(self, i: usize) -> bool {
        (i + self.offset).is_multiple_of(2)
    }
}

/// The English labels.
pub const ENGLISH_LABELS: GraphLabels<'static> = GraphLabels {
    white: "white",
    black: "black",
    scale: "White's chances, %",
    marks: ["?! inaccuracy", "? mistake", "?? blunder"],
    moves: MoveAxis::FROM_START,
};

/// The graph as pixels: `values` (each clamped to −1.0..=1.0; none or one value draws a flat
/// line) and `marks` (those whose index is past the values are left out), labelled in
/// English.
pub fn eval_graph(values: &[f32], marks: &[GraphMark]) -> RgbImage {
    eval_graph_labelled(values, marks, ENGLISH_LABELS)
}

/// [`eval_graph`] with the sides named by `labels` (characters the font lacks are left out).
pub fn eval_graph_labelled(
    values: &[f32],
    marks: &[GraphMark],
    labels: GraphLabels<'_>,
) -> RgbImage {
    let values: Vec<f32> = match values {
        [] => vec![0.0, 0.0],
        [v] => vec![*v, *v],
        vs => vs.to_vec(),
    }
    .into_iter()
    .map(|v| if v.is_nan() { 0.0 } else { v.clamp(-1.0, 1.0) })
    .collect();
    let n = values.len();
    let step = (RIGHT - LEFT) / (n - 1) as f32;
    let centre = (TOP + BOTTOM) / 2.0;
    let half = (BOTTOM - TOP) / 2.0 - MARK_RADIUS;
    let points: Vec<(f32, f32)> = values
        .iter()
        .enumerate()
        .map(|(i, v)| (LEFT + i as f32 * step, centre - v * half))
        .collect();
    let dots: Vec<(f32, f32, Rgb)> = marks
        .iter()
        .filter(|m| m.index < n)
        .map(|m| {
            let (x, y) = points[m.index];
            (x, y, SEVERITY[usize::from(m.severity.min(2))])
        })
        .collect();
    let paint =
        |x: f32, y: f32| -> Rgba { opaque(pixel(&points, &dots, (step, centre, half), x, y)) };
    let sprite = Sprite::draw(GRAPH_W, GRAPH_H, paint);
    let mut img = RgbImage::new(GRAPH_W, GRAPH_H);
    sprite.blit(&mut img, 0, 0);
    let words = format!("{}{}{}", labels.white, labels.black, labels.scale);
    let font = font();
    let glyphs = GlyphSet::with_extra(&font, TEXT_PX, &words);
    let baseline = (BOTTOM + 10.0 + glyphs.digit_h) as i32;
    // Labels at the starts of moves, every `tick` moves, by the moves' numbers.
    let axis = labels.moves;
    let tick = tick_step((n - 1) / 2).max(1) as u64;
    let first = axis.number_at(0);
    let labelled =
        (0..n).filter(|&i| axis.starts_move(i) && (axis.number_at(i) - first).is_multiple_of(tick));
    for i in labelled {
        let label = axis.number_at(i).to_string();
        let w = glyphs.width(&label);
        let x = (points[i].0 - w / 2.0).clamp(2.0, GRAPH_W as f32 - w - 2.0);
        glyphs.draw(&mut img, &label, x, baseline, LABEL);
    }
    let x = LEFT + 6.0;
    let top_line = (TOP + 6.0 + glyphs.x_h) as i32;
    glyphs.draw_with_halo(
        &mut img,
        labels.white,
        (x, top_line),
        BLACK_AREA,
        WHITE_AREA,
    );
    glyphs.draw_with_halo(
        &mut img,
        labels.black,
        (x, (BOTTOM - 8.0) as i32),
        WHITE_AREA,
        BLACK_AREA,
    );
    scale(&mut img, &glyphs, labels.scale, (centre, half));
    legend(&mut img, &font, labels.marks);
    img
}

/// The scale left of the panel (White's chances in per cent beside the heights they stand
/// for: the top and bottom of the curve's range, the grid lines and the zero line) and its
/// caption above it.
fn scale(img: &mut RgbImage, glyphs: &GlyphSet, caption: &str, (centre, half): (f32, f32)) {
    for percent in SCALE_TICKS {
        let value = percent as f32 / 50.0 - 1.0;
        let y = centre - value * half;
        let text = percent.to_string();
        let x = LEFT - 6.0 - glyphs.width(&text);
        let baseline = (y + glyphs.digit_h / 2.0).round() as i32;
        glyphs.draw(img, &text, x, baseline, LABEL);
    }
    let baseline = (TOP - 12.0).round() as i32;
    glyphs.draw(img, caption, 6.0, baseline, LABEL);
}

/// The legend of the marks along the bottom: a dot of each severity's colour and its word,
/// centred, the text shrunk (down to [`LEGEND_MIN_PX`]) when the words are long.
fn legend(img: &mut RgbImage, font: &ab_glyph::FontRef<'static>, words: [&str; 3]) {
    let d = (2.0 * MARK_RADIUS).ceil() as u32 + 2;
    let (dot_gap, entry_gap) = (6.0, 22.0);
    let width = |g: &GlyphSet| -> f32 {
        words
            .iter()
            .map(|w| d as f32 + dot_gap + g.width(w))
            .sum::<f32>()
            + entry_gap * 2.0
    };
    let all = words.concat();
    let mut glyphs = GlyphSet::with_extra(font, TEXT_PX, &all);
    let room = GRAPH_W as f32 - 12.0;
    if width(&glyphs) > room {
        let px = (TEXT_PX * room / width(&glyphs)).floor().max(LEGEND_MIN_PX);
        glyphs = GlyphSet::with_extra(font, px, &all);
    }
    let cy = GRAPH_H as f32 - 22.0;
    let mut x = ((GRAPH_W as f32 - width(&glyphs)) / 2.0).max(6.0);
    for (severity, word) in words.iter().enumerate() {
        let c = d as f32 / 2.0;
        let dot = Sprite::draw(d, d, |px, py| {
            let r = ((px - c).powi(2) + (py - c).powi(2)).sqrt();
            if r > MARK_RADIUS {
                [0.0, 0.0, 0.0, 0.0]
            } else if r > MARK_RADIUS - 2.0 {
                opaque(OUTLINE)
            } else {
                opaque(SEVERITY[severity])
            }
        });
        dot.blit(img, x.round() as i32, (cy - c).round() as i32);
        x += d as f32 + dot_gap;
        let baseline = (cy + glyphs.x_h / 2.0).round() as i32;
        glyphs.draw(img, word, x, baseline, LABEL);
        x += glyphs.width(word) + entry_gap;
    }
}

/// [`eval_graph`] encoded as a PNG.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails (out of memory; not caused by the input).
pub fn eval_graph_png(values: &[f32], marks: &[GraphMark]) -> Result<Vec<u8>, RenderError> {
    eval_graph_png_labelled(values, marks, ENGLISH_LABELS)
}

/// [`eval_graph_labelled`] encoded as a PNG.
///
/// # Errors
/// [`RenderError::Encode`] if the PNG encoder fails (out of memory; not caused by the input).
pub fn eval_graph_png_labelled(
    values: &[f32],
    marks: &[GraphMark],
    labels: GraphLabels<'_>,
) -> Result<Vec<u8>, RenderError> {
    let img = eval_graph_labelled(values, marks, labels);
    let mut bytes = Vec::new();
    img.write_to(&mut Cursor::new(&mut bytes), ImageFormat::Png)?;
    Ok(bytes)
}

/// Moves between two labels along the bottom: at most about eight labels.
fn tick_step(last: usize) -> usize {
    [2, 5, 10, 20, 25, 50, 100, 200, 500]
        .into_iter()
        .find(|&s| last / s <= 8)
        .unwrap_or(1000)
}

fn opaque([r, g, b]: Rgb) -> Rgba {
    [f32::from(r), f32::from(g), f32::from(b), 1.0]
}

/// The colour at (`x`, `y`): margin, panel, area, grid, axis, curve, marks, each over the last.
fn pixel(
    points: &[(f32, f32)],
    dots: &[(f32, f32, Rgb)],
    (step, centre, half): (f32, f32, f32),
    x: f32,
    y: f32,
) -> Rgb {
    if !(LEFT..=RIGHT).contains(&x) || !(TOP..=BOTTOM).contains(&y) {
        return MARGIN;
    }
    let t = ((x - LEFT) / step).clamp(0.0, (points.len() - 1) as f32);
    let i = (t.floor() as usize).min(points.len() - 2);
    let f = t - i as f32;
    let curve_y = points[i].1 + (points[i + 1].1 - points[i].1) * f;
    let mut c = PANEL;
    if ((y - centre).abs() - half / 2.0).abs() < 0.6 {
        c = GRID;
    }
    if y >= curve_y.min(centre) && y <= curve_y.max(centre) {
        c = if y < centre { WHITE_AREA } else { BLACK_AREA };
    }
    if (y - centre).abs() < 0.8 {
        c = AXIS;
    }
    // The curve: distance to the segments within reach of x.
    let reach = LINE_HALF_WIDTH / step;
    let first = ((t - 1.0 - reach).floor().max(0.0)) as usize;
    let last = ((t + 1.0 + reach).ceil() as usize).min(points.len() - 1);
    let near = (first..last)
        .any(|k| segment_distance((x, y), points[k], points[k + 1]) <= LINE_HALF_WIDTH);
    if near {
        c = CURVE;
    }
    for &(dx, dy, colour) in dots {
        if (x - dx).abs() > MARK_RADIUS || (y - dy).abs() > MARK_RADIUS {
            continue;
        }
        let d = ((x - dx).powi(2) + (y - dy).powi(2)).sqrt();
        if d <= MARK_RADIUS {
            c = if d > MARK_RADIUS - 2.0 {
                OUTLINE
            } else {
                colour
            };
        }
    }
    c
}

/// The distance from `p` to the segment `a`–`b`.
fn segment_distance(p: (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 {
        0.0
    } else {
        (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
    };
    let (cx, cy) = (a.0 + t * dx, a.1 + t * dy);
    ((p.0 - cx).powi(2) + (p.1 - cy).powi(2)).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(img: &RgbImage, colour: Rgb) -> usize {
        img.pixels().filter(|p| p.0 == colour).count()
    }

    #[test]
    fn white_ahead_fills_above_the_axis_black_ahead_below() {
        let white = eval_graph(&[0.0, 0.8, 0.8, 0.8], &[]);
        let black = eval_graph(&[0.0, -0.8, -0.8, -0.8], &[]);
        assert_eq!((white.width(), white.height()), (GRAPH_W, GRAPH_H));
        let above = (GRAPH_W / 2, (TOP + BOTTOM) as u32 / 2 - 40);
        let below = (GRAPH_W / 2, (TOP + BOTTOM) as u32 / 2 + 40);
        assert_eq!(white.get_pixel(above.0, above.1).0, WHITE_AREA);
        assert_eq!(white.get_pixel(below.0, below.1).0, PANEL);
        assert_eq!(black.get_pixel(below.0, below.1).0, BLACK_AREA);
        assert_eq!(black.get_pixel(above.0, above.1).0, PANEL);
        assert!(count(&white, WHITE_AREA) > 40_000);
        assert!(count(&black, BLACK_AREA) > 40_000);
    }

    #[test]
    fn marks_are_drawn_in_their_severity_and_out_of_range_ones_skipped() {
        let values = [0.0, 0.1, -0.5, -0.6, 0.9];
        let marks = [
            GraphMark {
                index: 2,
                severity: 2,
            },
            GraphMark {
                index: 99,
                severity: 0,
            },
        ];
        // The legend shows every severity's colour whatever is marked: compare with the
        // same graph without marks.
        let img = eval_graph(&values, &marks);
        let plain = eval_graph(&values, &[]);
        assert!(count(&img, SEVERITY[2]) > count(&plain, SEVERITY[2]) + 50);
        assert_eq!(count(&img, SEVERITY[0]), count(&plain, SEVERITY[0]));
    }

    #[test]
    fn the_curve_is_anti_aliased_and_any_input_draws() {
        let img = eval_graph(&[0.0, 0.7, -0.3, 0.2], &[]);
        // Pixels partly covered by the curve: neither the curve colour nor a flat fill.
        let mixed = img
            .pixels()
            .filter(|p| {
                let [r, g, b] = p.0;
                r > g && g > b && p.0 != CURVE && p.0 != MARGIN
            })
            .count();
        assert!(mixed > 100, "{mixed} anti-aliased curve pixels");
        for values in [&[][..], &[0.3][..], &[f32::NAN, 5.0, -9.0][..]] {
            let png = eval_graph_png(values, &[]).unwrap();
            assert_eq!(&png[1..4], b"PNG");
        }
    }

    #[test]
    fn the_sides_are_labelled_in_the_given_words_any_script() {
        let values = [0.0, 0.3, -0.2];
        let none = GraphLabels {
            white: "",
            black: "",
            ..ENGLISH_LABELS
        };
        let russian = GraphLabels {
            white: "белые",
            black: "чёрные",
            ..ENGLISH_LABELS
        };
        let blank = eval_graph_labelled(&values, &[], none);
        let differs = |img: &RgbImage| {
            img.enumerate_pixels()
                .filter(|(x, y, p)| p.0 != blank.get_pixel(*x, *y).0)
                .count()
        };
        // Cyrillic letters are drawn (the font has them), and differently from English.
        let cyrillic = eval_graph_labelled(&values, &[], russian);
        assert!(differs(&cyrillic) > 300, "{}", differs(&cyrillic));
        let english = eval_graph(&values, &[]);
        assert!(differs(&english) > 300);
        assert_ne!(cyrillic, english);
    }

    /// The scale: a number beside each of its five heights, left of the panel, and its
    /// caption above; the legend: a dot of each severity's colour below the panel, whether
    /// or not the game has marks, with the words given.
    #[test]
    fn the_scale_and_the_legend_of_the_marks_are_drawn() {
        let values = [0.0, 0.4, -0.2];
        let img = eval_graph(&values, &[]);
        let centre = (TOP + BOTTOM) / 2.0;
        let half = (BOTTOM - TOP) / 2.0 - MARK_RADIUS;
        for percent in SCALE_TICKS {
            let y = centre - (percent as f32 / 50.0 - 1.0) * half;
            let ink = (0..LEFT as u32 - 2)
                .flat_map(|x| (y as u32 - 8..y as u32 + 8).map(move |y| (x, y)))
                .filter(|&(x, y)| img.get_pixel(x, y).0 != MARGIN)
                .count();
            assert!(ink > 30, "{percent}: {ink} pixels of its number");
        }
        let caption = (0..GRAPH_W)
            .flat_map(|x| (0..TOP as u32 - 4).map(move |y| (x, y)))
            .filter(|&(x, y)| img.get_pixel(x, y).0 != MARGIN)
            .count();
        assert!(caption > 100, "{caption} pixels of the caption");
        let below = |img: &RgbImage, colour: Rgb| {
            img.enumerate_pixels()
                .filter(|(_, y, p)| *y > BOTTOM as u32 + 40 && p.0 == colour)
                .count()
        };
        for colour in SEVERITY {
            assert!(below(&img, colour) > 50, "{colour:?} not in the legend");
        }
        let wordless = eval_graph_labelled(
            &values,
            &[],
            GraphLabels {
                marks: ["", "", ""],
                ..ENGLISH_LABELS
            },
        );
        assert!(below(&img, LABEL) > below(&wordless, LABEL) + 100);
    }

    #[test]
    fn labels_are_spaced() {
        assert_eq!(tick_step(10), 2);
        assert_eq!(tick_step(100), 20);
        assert_eq!(tick_step(40), 5);
    }
}
