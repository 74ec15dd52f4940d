//! Builds one picture by filling rectangles and compositing pre-drawn sprites and glyphs.
//!
//! Drawing order: frame and squares, the last move's tints, must-capture marks, a capture's
//! route (under the pieces), the pieces, rings on jumped squares, square numbers (over the
//! pieces, on a halo), coordinates, the piece count and the turn marker.

use image::RgbImage;

use super::layout::Layout;
use super::palette::{
    BADGE_INK, COUNT_ON_DARK, COUNT_ON_LIGHT, DARK_SQUARE, FRAME, HIGHLIGHT, HIGHLIGHT_ALPHA,
    LABEL, LIGHT_SQUARE, MUST_CAPTURE, NUMBER_HALO, NUMBER_INK, TURN,
};
use super::path::{draw_line, draw_rings};
use super::raster::{fill_rect, mix, Rgb, Sprite, Surface};
use super::sprites::PieceSprites;
use super::text::GlyphSet;
use super::view::{BoardView, Side, SideCount, TowerView};

/// Everything pre-drawn for one square size.
pub(crate) struct SizeSet {
    pub s: u32,
    pub margin: u32,
    pub pieces: PieceSprites,
    pub labels: GlyphSet,
    pub numbers: GlyphSet,
    pub badge_digits: GlyphSet,
    /// Digits of the run counts on a tall tower's bands.
    pub run_digits: GlyphSet,
    /// Digits of a compact tower's count chips.
    pub chip_digits: GlyphSet,
}

/// Draws `view` (already validated) with `set`'s sprites.
pub(crate) fn compose(set: &SizeSet, view: &BoardView) -> RgbImage {
    let lay = Layout::new(view, set.s, set.margin);
    let mut img = RgbImage::new(lay.width(), lay.height());
    compose_on(set, view, &mut img);
    img
}

/// The picture's size in pixels (width, height).
pub(crate) fn picture_size(set: &SizeSet, view: &BoardView) -> (u32, u32) {
    let lay = Layout::new(view, set.s, set.margin);
    (lay.width(), lay.height())
}

/// Draws `view` (already validated) with `set`'s sprites on `img`, which is
/// [`picture_size`] large; every pixel is written.
pub(crate) fn compose_on(set: &SizeSet, view: &BoardView, img: &mut impl Surface) {
    let lay = Layout::new(view, set.s, set.margin);
    fill_frame(img, &lay);
    squares(img, &lay, view);
    for &(file, rank) in &view.must_capture {
        must_capture_mark(img, &lay, file, rank);
    }
    if let Some(path) = &view.path {
        draw_line(img, &lay, path);
    }
    for tower in &view.towers {
        if view.stacks {
            draw_tower(img, &lay, set, tower);
        } else {
            draw_flat(img, &lay, set, tower);
        }
    }
    if let Some(path) = &view.path {
        draw_rings(img, &lay, path);
    }
    let pad = (set.s as f32 * 0.04).round().max(2.0);
    for &(file, rank, n) in &view.square_numbers {
        let (x, y) = lay.square(file, rank);
        let baseline = y + (pad + set.numbers.digit_h).round() as i32;
        set.numbers.draw_with_halo(
            img,
            &n.to_string(),
            (x as f32 + pad, baseline),
            NUMBER_INK,
            NUMBER_HALO,
        );
    }
    labels(img, &lay, set);
    if let Some(material) = &view.material {
        piece_count(img, &lay, set, material);
    }
    if let Some(side) = view.to_move {
        turn_marker(img, &lay, set, side);
    }
}

/// Whether (`file`, `rank`) is a playable (dark) square.
fn is_dark(file: u8, rank: u8) -> bool {
    (file + rank).is_multiple_of(2)
}

/// The frame around the board.
fn fill_frame(img: &mut impl Surface, lay: &Layout) {
    let (w, h, m) = (lay.width(), lay.height(), lay.margin);
    fill_rect(img, 0, 0, w, m, FRAME);
    fill_rect(img, 0, (h - m) as i32, w, m, FRAME);
    fill_rect(img, 0, m as i32, m, h - 2 * m, FRAME);
    fill_rect(img, (w - m) as i32, m as i32, m, h - 2 * m, FRAME);
}

/// The squares, highlighted ones tinted.
fn squares(img: &mut impl Surface, lay: &Layout, view: &BoardView) {
    for rank in 0..lay.ranks {
        for file in 0..lay.files {
            let (x, y) = lay.square(file, rank);
            fill_rect(img, x, y, lay.s, lay.s, square_color(file, rank));
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

/// A frame just inside the square's edge, where the piece does not reach.
fn must_capture_mark(img: &mut impl Surface, lay: &Layout, file: u8, rank: u8) {
    let (x, y) = lay.square(file, rank);
    let s = lay.s;
    let w = (s as f32 * 0.06).round().max(3.0) as u32;
    let i = 1;
    let inner = s - 2 * i;
    fill_rect(img, x + i as i32, y + i as i32, inner, w, MUST_CAPTURE);
    fill_rect(
        img,
        x + i as i32,
        (y + s as i32) - (i + w) as i32,
        inner,
        w,
        MUST_CAPTURE,
    );
    fill_rect(img, x + i as i32, y + i as i32, w, inner, MUST_CAPTURE);
    fill_rect(
        img,
        (x + s as i32) - (i + w) as i32,
        y + i as i32,
        w,
        inner,
        MUST_CAPTURE,
    );
}

/// Rank numbers in the left frame, file letters in the bottom frame, in the viewer's order.
fn labels(img: &mut impl Surface, lay: &Layout, set: &SizeSet) {
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

/// A disc seen from above, crowned for a king (games without towers: one piece a square; a
/// taller tower shows its top piece and its height badge).
fn draw_flat(img: &mut impl Surface, lay: &Layout, set: &SizeSet, tower: &TowerView) {
    let (sx, sy) = lay.square(tower.file, tower.rank);
    if let Some(disc) = tower.discs.first() {
        if let Some(sprite) = set.pieces.flat(disc.side, disc.king) {
            sprite.blit(img, sx, sy);
        }
    }
    if tower.discs.len() >= 2 {
        badge(img, set, (sx, sy), sy, tower.discs.len());
    }
}

/// Composites a tower bottom-up: each band, then the top face, then the height badge and the
/// run counts of a tall tower's compact form.
fn draw_tower(img: &mut impl Surface, lay: &Layout, set: &SizeSet, tower: &TowerView) {
    let geom = &set.pieces.geom;
    let bands = geom.bands(&tower.discs);
    let (sx, sy) = lay.square(tower.file, tower.rank);
    let x = sx + geom.off_x as i32;
    for (i, band) in bands.iter().enumerate().rev() {
        let sprite = set
            .pieces
            .body(band.t, band.disc.side, band.disc.king && i > 0);
        if let Some(sprite) = sprite {
            sprite.blit(img, x, sy + band.y);
        }
    }
    let Some(first) = bands.first() else {
        return;
    };
    let top = sy + first.y;
    if let Some(sprite) = set.pieces.face(first.disc.side, first.disc.king) {
        sprite.blit(img, x, top);
    }
    let digits = &set.run_digits;
    for band in bands.iter().filter(|b| b.count > 1) {
        if (band.t as f32) < digits.digit_h + 2.0 {
            continue;
        }
        let ink = match band.disc.side {
            Side::Light => COUNT_ON_LIGHT,
            Side::Dark => COUNT_ON_DARK,
        };
        let text = band.count.to_string();
        // On the band's front, left of its centre (a buried king's mark sits in the middle,
        // the height badge at the top right).
        let cy = (sy + band.y) as f32 + geom.face_cy() + geom.ry + band.t as f32 / 2.0;
        let cx = x as f32 + geom.cx() - 0.7 * geom.rx;
        digits.draw_centred(img, &text, cx, cy, ink);
    }
    if geom.compact(tower.discs.len()) {
        count_chips(img, set, (sx, sy), top, &tower.discs);
    } else if tower.discs.len() >= 3 {
        badge(img, set, (sx, sy), top, tower.discs.len());
    }
}

/// A compact tower's make-up in place of its height: how many of its discs are light (on a
/// light chip) and how many dark (on a dark chip below it), at the top right of the square
/// whose top-left corner is (`sx`, `sy`), the first chip's top near row `top`; a side with
/// none gets no chip. Kept inside the square.
fn count_chips(
    img: &mut impl Surface,
    set: &SizeSet,
    (sx, sy): (i32, i32),
    top: i32,
    discs: &[super::view::Disc],
) {
    let geom = &set.pieces.geom;
    let s = geom.s as i32;
    let chips: Vec<(Side, String, &Sprite)> = [Side::Light, Side::Dark]
        .into_iter()
        .filter_map(|side| {
            let count = discs.iter().filter(|d| d.side == side).count();
            let text = count.to_string();
            let chip = set.pieces.chip(side, text.len())?;
            (count > 0).then_some((side, text, chip))
        })
        .collect();
    let right_of = |w: i32| {
        let x =
            sx + geom.off_x as i32 + (geom.cx() + 0.78 * geom.rx) as i32 - geom.badge_r() as i32;
        x.min(sx + s - w)
    };
    // One above the other from near the tower's top; on squares too small for both (10×10
    // and up, where no tower game is played) the second overlaps the first.
    let stacked: i32 = chips.iter().map(|(_, _, c)| c.h as i32 + 1).sum::<i32>() - 1;
    let mut y = (top - geom.badge_r() as i32 / 2).clamp(sy, (sy + s - stacked).max(sy));
    let mut places = Vec::new();
    for (_, _, chip) in &chips {
        let h = chip.h as i32;
        let at = y.min(sy + s - h).max(sy);
        places.push((right_of(chip.w as i32).max(sx), at));
        y = at + h + 1;
    }
    for ((side, text, chip), (x, y)) in chips.iter().zip(places) {
        chip.blit(img, x, y);
        let ink = match side {
            Side::Light => COUNT_ON_LIGHT,
            Side::Dark => BADGE_INK,
        };
        let (cx, cy) = (
            x as f32 + chip.w as f32 / 2.0,
            y as f32 + chip.h as f32 / 2.0,
        );
        set.chip_digits.draw_centred(img, text, cx, cy, ink);
    }
}

/// The height badge `n` at the top right of the piece on the square whose top-left corner is
/// (`sx`, `sy`), its top near row `top`; kept inside the square.
fn badge(img: &mut impl Surface, set: &SizeSet, (sx, sy): (i32, i32), top: i32, n: usize) {
    let geom = &set.pieces.geom;
    let sprite = &set.pieces.badge;
    let d = sprite.w as i32;
    let right = sx + geom.s as i32 - d;
    let x = sx + geom.off_x as i32;
    let bx = (x + (geom.cx() + 0.78 * geom.rx) as i32 - d / 2).min(right);
    let by = (top - d / 4).max(sy);
    sprite.blit(img, bx, by);
    let c = d as f32 / 2.0;
    set.badge_digits
        .draw_centred(img, &n.to_string(), bx as f32 + c, by as f32 + c, BADGE_INK);
}

/// Each side's men, kings and prisoners in the top frame: Light's from the left edge of the
/// board, Dark's ending at its right edge, each as a disc icon and its men, a crown and its
/// kings, and, when it holds any, `+` its prisoners beside a disc of the other colour.
fn piece_count<S: Surface>(img: &mut S, lay: &Layout, set: &SizeSet, material: &super::Material) {
    let cy = lay.margin as f32 * 0.45;
    let parts = |side: Side, count: &SideCount| {
        let other = match side {
            Side::Light => Side::Dark,
            Side::Dark => Side::Light,
        };
        let mut parts = vec![
            (set.pieces.icon(side), count.men.to_string()),
            (set.pieces.crown_icon(), count.kings.to_string()),
        ];
        if count.prisoners > 0 {
            parts.push((set.pieces.icon(other), format!("+{}", count.prisoners)));
        }
        parts
    };
    let width = |parts: &[(Option<&Sprite>, String)]| -> f32 {
        parts
            .iter()
            .map(|(icon, text)| {
                icon.map_or(0.0, |i| i.w as f32) + 4.0 + set.labels.width(text) + 14.0
            })
            .sum::<f32>()
            - 14.0
    };
    let draw = |img: &mut S, parts: &[(Option<&Sprite>, String)], mut x: f32| {
        for (icon, text) in parts {
            if let Some(icon) = icon {
                icon.blit(
                    img,
                    x.round() as i32,
                    (cy - icon.h as f32 / 2.0).round() as i32,
                );
                x += icon.w as f32 + 4.0;
            }
            let baseline = (cy + set.labels.digit_h / 2.0).round() as i32;
            set.labels.draw(img, text, x, baseline, LABEL);
            x += set.labels.width(text) + 14.0;
        }
    };
    let light = parts(Side::Light, &material.light);
    let dark = parts(Side::Dark, &material.dark);
    draw(img, &light, lay.margin as f32);
    let right = (lay.width() - lay.margin) as f32;
    draw(img, &dark, right - width(&dark));
}

/// Whose turn: a disc of that side's colour in the right frame, level with its home row, and a
/// gold bar along that side's edge of the board.
fn turn_marker(img: &mut impl Surface, lay: &Layout, set: &SizeSet, side: Side) {
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
