//! Drawing the standings picture ([`super::standings`]), page by page: the title band, the
//! header row, the players' rows and, on a single page of at most
//! [`CROSS_MAX`](super::standings::CROSS_MAX) players, the cross-table below them.
//!
//! Column widths are measured from the page's own text: the numbers' columns are as wide as
//! their widest value or header (a header longer than [`MAX_CELL_W`] is ellipsized), and the
//! name takes the rest of [`STANDINGS_W`], at least [`NAME_MIN_W`] (the page widens for that).

use std::collections::BTreeSet;

use image::RgbImage;

use super::fit::{clean, ellipsize, ELLIPSIS};
use super::raster::{fill_rect, Rgb};
use super::standings::{CrossMark, StandingsPicture, StandingsRow, ROWS_PER_PAGE, STANDINGS_W};
use super::text::{font, GlyphSet};
use super::RenderError;

/// The space around the picture's content.
pub(crate) const MARGIN: u32 = 14;
/// The title band's height.
pub(crate) const TITLE_H: u32 = 56;
/// The header row's height.
pub(crate) const HEAD_H: u32 = 34;
/// A player's row height.
pub(crate) const ROW_H: u32 = 34;
/// The space between two columns.
pub(crate) const PAD: f32 = 12.0;
/// The narrowest the name column gets.
pub(crate) const NAME_MIN_W: f32 = 150.0;
/// The widest a value or header of a number column gets (longer ones are ellipsized).
const MAX_CELL_W: f32 = 130.0;
/// The most characters of a name, title or value kept before measuring.
const MAX_CHARS: usize = 64;
/// The cross-table: the space above it, its header row, its rank column and cells.
pub(crate) const CROSS_GAP: u32 = 18;
pub(crate) const CROSS_HEAD_H: u32 = 30;
pub(crate) const CROSS_LABEL_W: u32 = 44;
pub(crate) const CROSS_CELL: u32 = 36;

const TITLE_PX: f32 = 28.0;
const BODY_PX: f32 = 22.0;
const SMALL_PX: f32 = 18.0;

pub(crate) const BACKGROUND: Rgb = [43, 45, 49];
pub(crate) const STRIPE: Rgb = [52, 54, 60];
const RULE: Rgb = [88, 92, 100];
const TITLE: Rgb = [255, 255, 255];
const HEADER: Rgb = [170, 176, 186];
const TEXT: Rgb = [222, 223, 226];
const POINTS: Rgb = [255, 255, 255];
/// The rank of the first three: gold, silver, bronze.
pub(crate) const MEDALS: [Rgb; 3] = [[232, 190, 64], [196, 202, 212], [214, 138, 76]];
const CELL_INK: Rgb = [245, 245, 245];

/// A cross-table cell's background.
pub(crate) fn cell_colour(mark: CrossMark) -> Rgb {
    match mark {
        CrossMark::Empty => [60, 62, 68],
        CrossMark::Own => [28, 29, 32],
        CrossMark::Win => [46, 125, 66],
        CrossMark::Draw => [86, 98, 128],
        CrossMark::Loss => [158, 52, 52],
        CrossMark::Unplayed => [110, 100, 70],
    }
}

/// One player's cells as drawn, cleaned.
struct Line {
    rank: String,
    name: String,
    points: String,
    tiebreaks: Vec<String>,
    record: String,
}

/// The x and width of each column: rank, name, points, tiebreaks..., record.
struct Columns {
    x: Vec<f32>,
    w: Vec<f32>,
}

/// The picture's size for a page of `rows` rows (and `cross` players' cross-table) whose
/// content is `content_w` pixels wide.
pub(crate) fn page_size(content_w: f32, rows: usize, cross: Option<usize>) -> (u32, u32) {
    let w = (content_w.ceil() as u32 + 2 * MARGIN).max(STANDINGS_W);
    let mut h = MARGIN + TITLE_H + HEAD_H + rows as u32 * ROW_H + MARGIN;
    if let Some(n) = cross {
        h += CROSS_GAP + CROSS_HEAD_H + n as u32 * CROSS_CELL;
    }
    (w, h)
}

/// The standings as pictures, one a page (see [`StandingsPicture::pages`]).
///
/// # Errors
/// [`RenderError::Standings`] for more than [`MAX_PLAYERS`](super::MAX_PLAYERS) players or
/// [`MAX_TIEBREAKS`](super::MAX_TIEBREAKS)
/// tiebreaks, or a cross-table row without one cell per player.
pub fn standings_pages(picture: &StandingsPicture<'_>) -> Result<Vec<RgbImage>, RenderError> {
    picture.check()?;
    let pages = picture.pages();
    let cross = picture.has_cross_table();
    let mut rows = picture.rows.chunks(ROWS_PER_PAGE);
    Ok((0..pages)
        .map(|number| {
            let chunk = rows.next().unwrap_or(&[]);
            page(picture, chunk, (number + 1, pages), cross)
        })
        .collect())
}

/// [`standings_pages`] encoded as PNGs, one a page.
///
/// # Errors
/// As [`standings_pages`], and [`RenderError::Encode`] if the PNG encoder fails.
pub fn standings_png(picture: &StandingsPicture<'_>) -> Result<Vec<Vec<u8>>, RenderError> {
    standings_pages(picture)?
        .iter()
        .map(super::png::encode)
        .collect()
}

/// Draws the page `(page, pages)` holding `rows`; the cross-table when `cross` (the caller
/// checked that every row has one cell per player).
pub(crate) fn page(
    picture: &StandingsPicture<'_>,
    rows: &[StandingsRow],
    (page, pages): (usize, usize),
    cross: bool,
) -> RgbImage {
    let f = font();
    let n_tb = picture.columns.tiebreaks.len();
    let lines: Vec<Line> = rows
        .iter()
        .map(|r| Line {
            rank: r.rank.to_string(),
            name: clean(&f, &r.name, MAX_CHARS),
            points: clean(&f, &r.points, MAX_CHARS),
            tiebreaks: (0..n_tb)
                .map(|i| clean(&f, r.tiebreaks.get(i).map_or("", |s| s), MAX_CHARS))
                .collect(),
            record: format!("{}-{}-{}", r.wins, r.draws, r.losses),
        })
        .collect();
    let headers: Vec<String> = [picture.columns.rank, picture.columns.name]
        .into_iter()
        .chain([picture.columns.points])
        .chain(picture.columns.tiebreaks.iter().copied())
        .chain([picture.columns.record])
        .map(|h| clean(&f, h, MAX_CHARS))
        .collect();
    let title = clean(&f, picture.title, MAX_CHARS * 2);
    let marker = if pages > 1 {
        format!("{page}/{pages}")
    } else {
        String::new()
    };

    let mut body_chars = String::from("…-");
    for l in &lines {
        body_chars.push_str(&l.name);
        body_chars.push_str(&l.points);
        l.tiebreaks.iter().for_each(|t| body_chars.push_str(t));
    }
    let body = GlyphSet::with_extra(&f, BODY_PX, &distinct(&body_chars));
    let cross_texts: Vec<Vec<String>> = rows
        .iter()
        .map(|r| r.cross.iter().map(|c| clean(&f, &c.text, 8)).collect())
        .collect();
    let small_chars: String = headers
        .iter()
        .map(String::as_str)
        .chain(cross_texts.iter().flatten().map(String::as_str))
        .chain([ELLIPSIS.encode_utf8(&mut [0; 4]) as &str])
        .collect();
    let small = GlyphSet::with_extra(&f, SMALL_PX, &distinct(&small_chars));
    let big = GlyphSet::with_extra(&f, TITLE_PX, &format!("{title}{marker}/…"));

    let columns = measure(&body, &small, &lines, &headers);
    let content_w = columns.content_w();
    let cross_n = cross.then_some(rows.len());
    let (w, h) = page_size(content_w, rows.len(), cross_n);
    let mut img = RgbImage::from_pixel(w, h, image::Rgb(BACKGROUND));
    // The name column takes what the page's width leaves.
    let extra = (w - 2 * MARGIN) as f32 - content_w;
    let columns = place(columns, extra);

    // Title band: the title, and the page number at the right.
    let left = MARGIN as f32;
    let right = (w - MARGIN) as f32;
    let marker_w = big.width(&marker);
    let title = ellipsize(&big, &title, right - left - marker_w - PAD);
    let baseline = (MARGIN as f32 + (TITLE_H as f32 + big.digit_h) / 2.0).round() as i32;
    big.draw(&mut img, &title, left, baseline, TITLE);
    big.draw(&mut img, &marker, right - marker_w, baseline, HEADER);

    // Header row.
    let head_top = MARGIN + TITLE_H;
    let baseline = (head_top as f32 + (HEAD_H as f32 + small.digit_h) / 2.0).round() as i32;
    for (i, header) in headers.iter().enumerate() {
        let text = ellipsize(&small, header, columns.w[i]);
        let x = if i == 1 {
            columns.x[i]
        } else {
            columns.x[i] + columns.w[i] - small.width(&text)
        };
        small.draw(&mut img, &text, x, baseline, HEADER);
    }
    fill_rect(
        &mut img,
        MARGIN as i32,
        (head_top + HEAD_H) as i32 - 2,
        w - 2 * MARGIN,
        2,
        RULE,
    );

    // Players.
    for (k, (line, row)) in lines.iter().zip(rows).enumerate() {
        let top = head_top + HEAD_H + k as u32 * ROW_H;
        if k % 2 == 1 {
            fill_rect(
                &mut img,
                MARGIN as i32,
                top as i32,
                w - 2 * MARGIN,
                ROW_H,
                STRIPE,
            );
        }
        let baseline = (top as f32 + (ROW_H as f32 + body.digit_h) / 2.0).round() as i32;
        let rank_colour = match row.rank {
            1..=3 => MEDALS[row.rank as usize - 1],
            _ => TEXT,
        };
        let right_aligned = |img: &mut RgbImage, i: usize, text: &str, colour: Rgb| {
            let text = ellipsize(&body, text, columns.w[i]);
            let x = columns.x[i] + columns.w[i] - body.width(&text);
            body.draw(img, &text, x, baseline, colour);
        };
        right_aligned(&mut img, 0, &line.rank, rank_colour);
        let name = ellipsize(&body, &line.name, columns.w[1]);
        body.draw(&mut img, &name, columns.x[1], baseline, TEXT);
        right_aligned(&mut img, 2, &line.points, POINTS);
        for (t, value) in line.tiebreaks.iter().enumerate() {
            right_aligned(&mut img, 3 + t, value, TEXT);
        }
        right_aligned(&mut img, 3 + n_tb, &line.record, TEXT);
    }

    if cross {
        let top = head_top + HEAD_H + rows.len() as u32 * ROW_H + CROSS_GAP;
        cross_table(&mut img, &small, rows, &cross_texts, top);
    }
    img
}

/// Each character of `text` once (a glyph set is made of the characters it draws).
fn distinct(text: &str) -> String {
    text.chars()
        .collect::<BTreeSet<char>>()
        .into_iter()
        .collect()
}

/// The columns' widths from their text, and their x from the content's left edge (the name
/// column at [`NAME_MIN_W`]; [`place`] gives it the page's spare width).
fn measure(body: &GlyphSet, small: &GlyphSet, lines: &[Line], headers: &[String]) -> Columns {
    let mut w: Vec<f32> = headers
        .iter()
        .map(|h| small.width(h).min(MAX_CELL_W))
        .collect();
    for l in lines {
        let values = [&l.rank, &l.name, &l.points]
            .into_iter()
            .chain(l.tiebreaks.iter())
            .chain([&l.record]);
        for (i, v) in values.enumerate() {
            w[i] = w[i].max(body.width(v).min(MAX_CELL_W));
        }
    }
    w[1] = NAME_MIN_W;
    let mut x = Vec::with_capacity(w.len());
    let mut at = 0.0;
    for width in &w {
        x.push(at);
        at += width + PAD;
    }
    Columns { x, w }
}

impl Columns {
    /// The distance from the first column's left edge to the last one's right edge.
    fn content_w(&self) -> f32 {
        self.x.last().copied().unwrap_or(0.0) + self.w.last().copied().unwrap_or(0.0)
    }
}

/// `columns` moved right by the margin, the name column `extra` pixels wider and the columns
/// after it moved along.
fn place(mut columns: Columns, extra: f32) -> Columns {
    let extra = extra.max(0.0);
    for (i, x) in columns.x.iter_mut().enumerate() {
        *x += MARGIN as f32 + if i >= 2 { extra } else { 0.0 };
    }
    columns.w[1] += extra;
    columns
}

/// The cross-table at `top`: a header row of the opponents' ranks, then a row per player of
/// coloured cells, the rank at the left.
fn cross_table(
    img: &mut RgbImage,
    small: &GlyphSet,
    rows: &[StandingsRow],
    texts: &[Vec<String>],
    top: u32,
) {
    let left = MARGIN;
    let grid_left = left + CROSS_LABEL_W;
    let head_mid = top as f32 + CROSS_HEAD_H as f32 / 2.0;
    for (j, row) in rows.iter().enumerate() {
        let cx = (grid_left + j as u32 * CROSS_CELL) as f32 + CROSS_CELL as f32 / 2.0;
        small.draw_centred(img, &row.rank.to_string(), cx, head_mid, HEADER);
    }
    let grid_top = top + CROSS_HEAD_H;
    for (i, row) in rows.iter().enumerate() {
        let y = grid_top + i as u32 * CROSS_CELL;
        let mid = y as f32 + CROSS_CELL as f32 / 2.0;
        let label = row.rank.to_string();
        let lx = (grid_left - 8) as f32 - small.width(&label);
        let baseline = (mid + small.digit_h / 2.0).round() as i32;
        small.draw(img, &label, lx, baseline, HEADER);
        for (j, (cell, text)) in row.cross.iter().zip(&texts[i]).enumerate() {
            let x = grid_left + j as u32 * CROSS_CELL;
            fill_rect(
                img,
                x as i32 + 1,
                y as i32 + 1,
                CROSS_CELL - 2,
                CROSS_CELL - 2,
                cell_colour(cell.mark),
            );
            let text = ellipsize(small, text, (CROSS_CELL - 4) as f32);
            if !text.is_empty() {
                small.draw_centred(
                    img,
                    &text,
                    x as f32 + CROSS_CELL as f32 / 2.0,
                    mid,
                    CELL_INK,
                );
            }
        }
    }
}
