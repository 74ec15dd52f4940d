//! Builds one picture by filling rectangles and compositing pre-drawn sprites and glyphs.

use image::RgbImage;

use super::layout::Layout;
use super::palette::{
    BADGE_INK, DARK_SQUARE, FRAME, HIGHLIGHT, HIGHLIGHT_ALPHA, LABEL, LIGHT_SQUARE, TURN,
};
use super::path::draw_path;
use super::raster::{fill_rect, mix, Rgb};
use super::sprites::PieceSprites;
use super::text::GlyphSet;
use super::view::{BoardView, Side, TowerView};

/// Everything pre-drawn for one square size.
pub(crate) struct SizeSet {
    pub s: u32,
    pub margin: u32,
    pub pieces: PieceSprites,
    pub labels: GlyphSet,
    pub numbers: GlyphSet,
    pub badge_digits: GlyphSet,
}

/// Draws `view` (already validated) with `set`'s sprites.
pub(crate) fn compose(set: &SizeSet, view: &BoardView) -> RgbImage {
    compose_into(set, view, Vec::new())
}

/// [`compose`] into `pixels`, a buffer from an earlier picture (its contents do not matter:
/// every pixel is written), so that a picture does not cost a fresh megabyte-sized allocation
/// and its page faults.
pub(crate) fn compose_into(set: &SizeSet, view: &BoardView, mut pixels: Vec<u8>) -> RgbImage {
    let lay = Layout::new(view, set.s, set.margin);
    let (w, h) = (lay.width(), lay.height());
    pixels.resize(w as usize * h as usize * 3, 0);
    let mut img = RgbImage::from_raw(w, h, pixels).unwrap_or_else(|| RgbImage::new(w, h));
    fill_frame(&mut img, &lay);
    squares(&mut img, &lay, view);
    labels(&mut img, &lay, set);
    for &(file, rank, n) in &view.square_numbers {
        let (x, y) = lay.square(file, rank);
        let ink = if is_dark(file, rank) {
            LIGHT_SQUARE
        } else {
            DARK_SQUARE
        };
        let pad = (set.s as f32 * 0.05).round().max(2.0);
        let baseline = y + (pad + set.numbers.digit_h).round() as i32;
        set.numbers
            .draw(&mut img, &n.to_string(), x as f32 + pad, baseline, ink);
    }
    for tower in &view.towers {
        draw_tower(&mut img, &lay, set, tower);
    }
    if let Some(path) = &view.path {
        draw_path(&mut img, &lay, path);
    }
    if let Some(side) = view.to_move {
        turn_marker(&mut img, &lay, set, side);
    }
    img
}

/// Whether (`file`, `rank`) is a playable (dark) square.
fn is_dark(file: u8, rank: u8) -> bool {
    (file + rank).is_multiple_of(2)
}

/// The frame above and below the board.
fn fill_frame(img: &mut RgbImage, lay: &Layout) {
    let row = FRAME.repeat(lay.width() as usize);
    let board_rows = lay.margin as usize..(lay.height() - lay.margin) as usize;
    for (y, out) in img.chunks_exact_mut(row.len()).enumerate() {
        if !board_rows.contains(&y) {
            out.copy_from_slice(&row);
        }
    }
}

/// Frame and squares, written a pixel row at a time: every pixel row of a rank is the same,
/// so each is built once and copied; highlighted squares are then filled over.
fn squares(img: &mut RgbImage, lay: &Layout, view: &BoardView) {
    let width = lay.width() as usize;
    let (margin, s) = (lay.margin as usize, lay.s as usize);
    let mut pattern: Vec<u8> = FRAME.repeat(width);
    for rank in 0..lay.ranks {
        for file in 0..lay.files {
            let x = margin + usize::from(lay.column(file)) * s;
            let color = square_color(file, rank);
            for px in pattern[x * 3..(x + s) * 3].chunks_exact_mut(3) {
                px.copy_from_slice(&color);
            }
        }
        let y0 = margin + usize::from(lay.row(rank)) * s;
        let buf: &mut [u8] = img;
        for row in buf.chunks_exact_mut(width * 3).skip(y0).take(s) {
            row.copy_from_slice(&pattern);
        }
    }
    for &(file, rank) in &view.highlight {
        let (x, y) = lay.square(file, rank);
        let color = mix(square_color(file, rank), HIGHLIGHT, HIGHLIGHT_ALPHA);
        fill_rect(img, x, y, lay.s, lay.s, color);
    }
}

fn square_color(file: u8, rank: u8) -> Rgb {
    if is_dark(file, rank) {
        DARK_SQUARE
    } else {
        LIGHT_SQUARE
    }
}

/// Rank numbers in the left frame, file letters in the bottom frame, in the viewer's order.
fn labels(img: &mut RgbImage, lay: &Layout, set: &SizeSet) {
    let half = lay.margin as f32 / 2.0;
    let s = lay.s as f32;
    for rank in 0..lay.ranks {
        let (_, y) = lay.square(0, rank);
        let text = (u16::from(rank) + 1).to_string();
        set.labels
            .draw_centred(img, &text, half, y as f32 + s / 2.0, LABEL);
    }
    let bottom = lay.height() as f32 - half;
    for file in 0..lay.files {
        let (x, _) = lay.square(file, 0);
        let letter = char::from(b'a' + file).to_string();
        set.labels
            .draw_centred(img, &letter, x as f32 + s / 2.0, bottom, LABEL);
    }
}

/// Composites a tower bottom-up: each disc's band, then the top face, then the height badge.
fn draw_tower(img: &mut RgbImage, lay: &Layout, set: &SizeSet, tower: &TowerView) {
    let geom = &set.pieces.geom;
    let n = tower.discs.len();
    let stack = geom.stack(n);
    let (sx, sy) = lay.square(tower.file, tower.rank);
    let x = sx + geom.off_x as i32;
    let top = sy + stack.top;
    for (i, disc) in tower.discs.iter().enumerate().take(stack.shown).rev() {
        let sprite = set
            .pieces
            .body(stack.thickness(i), disc.side, disc.king && i > 0);
        if let Some(sprite) = sprite {
            sprite.blit(img, x, sy + stack.y(i));
        }
    }
    if let Some(disc) = tower.discs.first() {
        if let Some(sprite) = set.pieces.face(disc.side, disc.king) {
            sprite.blit(img, x, top);
        }
    }
    if n >= 3 {
        let badge = &set.pieces.badge;
        let d = badge.w as i32;
        let right = sx + lay.s as i32 - d;
        let bx = (x + (geom.cx() + 0.8 * geom.rx) as i32 - d / 2).min(right);
        let by = (top - d / 4).max(sy);
        badge.blit(img, bx, by);
        let c = d as f32 / 2.0;
        set.badge_digits
            .draw_centred(img, &n.to_string(), bx as f32 + c, by as f32 + c, BADGE_INK);
    }
}

/// Whose turn: a coin of that side's colour in the right frame, level with its home row, and a
/// gold bar along that side's edge of the board.
fn turn_marker(img: &mut RgbImage, lay: &Layout, set: &SizeSet, side: Side) {
    let at_bottom = (side == Side::Light) != lay.flipped;
    let bar = (lay.s / 16).max(4);
    let bar_y = if at_bottom {
        lay.height() - lay.margin + 1
    } else {
        lay.margin - 1 - bar
    };
    let board_w = lay.width() - 2 * lay.margin;
    fill_rect(img, lay.margin as i32, bar_y as i32, board_w, bar, TURN);
    let Some(sprite) = set.pieces.marker(side) else {
        return;
    };
    let row_centre = if at_bottom {
        lay.height() - lay.margin - lay.s / 2
    } else {
        lay.margin + lay.s / 2
    };
    let x = lay.width() - lay.margin + lay.margin.saturating_sub(sprite.w) / 2;
    let y = row_centre.saturating_sub(sprite.h / 2);
    sprite.blit(img, x as i32, y as i32);
}
