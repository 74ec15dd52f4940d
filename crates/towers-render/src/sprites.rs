//! Every sprite a board of one square size needs, drawn once: stacked disc sides (bands) for
//! each thickness a tower can use, stacked top faces, discs seen from above, the height badge,
//! the turn marker and the piece-count icons.

use super::geometry::{DiscGeom, MIN_THICKNESS};
use super::palette::{DiscColors, BADGE, BADGE_INK, DARK_DISC, LIGHT_DISC};
use super::raster::Sprite;
use super::shapes::{crown, ringed_circle, ringed_pill, Coin, FlatDisc};
use super::view::Side;

/// Disc colours of a side.
pub(crate) fn colors(side: Side) -> &'static DiscColors {
    match side {
        Side::Light => &LIGHT_DISC,
        Side::Dark => &DARK_DISC,
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::Light => 0,
        Side::Dark => 1,
    }
}

/// Sprites for squares of `geom.s` pixels.
pub(crate) struct PieceSprites {
    pub geom: DiscGeom,
    /// Disc sides, indexed by [`PieceSprites::body_index`].
    bodies: Vec<Sprite>,
    /// Stacked top faces: [light, light king, dark, dark king].
    faces: Vec<Sprite>,
    /// Discs seen from above, a whole square each: [light, light king, dark, dark king].
    flats: Vec<Sprite>,
    /// Height badge background (a ringed dark circle), `badge.w` pixels across.
    pub badge: Sprite,
    /// A compact tower's count chips, one per side and digit count:
    /// [light for 1 digit, light for 2, dark for 1, dark for 2] ([`PieceSprites::chip`]).
    chips: Vec<Sprite>,
    /// Turn marker discs: [light, dark].
    markers: Vec<Sprite>,
    /// Piece-count icons: [light disc, dark disc, crown], `icon_px` pixels square.
    icons: Vec<Sprite>,
}

impl PieceSprites {
    /// Draws all sprites for squares of `s` pixels; `marker_px` is the turn marker's width,
    /// `icon_px` the piece-count icons'.
    pub fn new(s: u32, marker_px: u32, icon_px: u32) -> PieceSprites {
        let geom = DiscGeom::new(s);
        let coin = |t: u32| Coin {
            cx: geom.cx(),
            cy: geom.face_cy(),
            rx: geom.rx,
            ry: geom.ry,
            t: t as f32,
            // Thin bands keep a one-pixel outline so their colour stays readable.
            edge: if t <= 6 { 1.0 } else { geom.edge },
        };
        let mut bodies = Vec::new();
        for t in MIN_THICKNESS..=geom.run_max {
            for side in [Side::Light, Side::Dark] {
                for mark in [false, true] {
                    let c = coin(t);
                    bodies.push(Sprite::draw(geom.sprite_w, geom.body_h(t), |x, y| {
                        c.body(x, y, colors(side), mark)
                    }));
                }
            }
        }
        let mut faces = Vec::new();
        let mut flats = Vec::new();
        let flat = FlatDisc {
            cx: s as f32 / 2.0,
            cy: s as f32 / 2.0 - 0.01 * s as f32,
            r: geom.flat_r,
            edge: geom.edge.max(1.2),
        };
        for side in [Side::Light, Side::Dark] {
            for king in [false, true] {
                let c = coin(geom.t_max);
                faces.push(Sprite::draw(geom.sprite_w, geom.face_h(), |x, y| {
                    c.face(x, y, colors(side), king)
                }));
                flats.push(Sprite::draw(s, s, |x, y| {
                    flat.paint(x, y, colors(side), king)
                }));
            }
        }
        let r = geom.badge_r();
        let d = (2.0 * r).ceil() as u32 + 2;
        let c = d as f32 / 2.0;
        let badge = Sprite::draw(d, d, |x, y| {
            ringed_circle(x, y, (c, c, r), geom.edge.max(1.2), BADGE, BADGE_INK)
        });
        let chips = count_chips(&geom);
        let markers = [Side::Light, Side::Dark]
            .map(|side| small_disc(marker_px, side))
            .into();
        let half = icon_px as f32 / 2.0;
        let icons = vec![
            small_disc(icon_px, Side::Light),
            small_disc(icon_px, Side::Dark),
            Sprite::draw(icon_px, icon_px, |x, y| {
                crown(
                    x,
                    y,
                    half,
                    0.85 * icon_px as f32,
                    0.48 * icon_px as f32,
                    0.7 * icon_px as f32,
                    1.0,
                )
                .unwrap_or(super::raster::CLEAR)
            }),
        ];
        PieceSprites {
            geom,
            bodies,
            faces,
            flats,
            badge,
            chips,
            markers,
            icons,
        }
    }

    fn body_index(&self, t: u32, side: Side, king_mark: bool) -> usize {
        let t = t.clamp(MIN_THICKNESS, self.geom.run_max);
        ((t - MIN_THICKNESS) as usize * 2 + side_index(side)) * 2 + usize::from(king_mark)
    }

    /// The side (band) of a disc `t` pixels thick; `king_mark` adds the buried-king mark.
    /// Its top face centre is at ([`DiscGeom::cx`], [`DiscGeom::face_cy`]).
    pub fn body(&self, t: u32, side: Side, king_mark: bool) -> Option<&Sprite> {
        self.bodies.get(self.body_index(t, side, king_mark))
    }

    /// The top face of a stacked disc, crowned for a king; same origin as
    /// [`PieceSprites::body`].
    pub fn face(&self, side: Side, king: bool) -> Option<&Sprite> {
        self.faces.get(side_index(side) * 2 + usize::from(king))
    }

    /// A disc seen from above, crowned for a king: a sprite the size of a square.
    pub fn flat(&self, side: Side, king: bool) -> Option<&Sprite> {
        self.flats.get(side_index(side) * 2 + usize::from(king))
    }

    /// The chip a compact tower's count of `side`'s discs is written on, wide enough for
    /// `digits` digits (1, or 2 and more).
    pub fn chip(&self, side: Side, digits: usize) -> Option<&Sprite> {
        self.chips
            .get(side_index(side) * 2 + usize::from(digits >= 2))
    }

    /// The turn marker for `side`.
    pub fn marker(&self, side: Side) -> Option<&Sprite> {
        self.markers.get(side_index(side))
    }

    /// The piece-count icon of `side`'s discs.
    pub fn icon(&self, side: Side) -> Option<&Sprite> {
        self.icons.get(side_index(side))
    }

    /// The piece-count icon for kings (a crown).
    pub fn crown_icon(&self) -> Option<&Sprite> {
        self.icons.get(2)
    }
}

/// The count chips of [`PieceSprites::chip`]: ringed circles of the badge's size in each
/// side's colour, and pills wide enough for two digits of [`DiscGeom::chip_px`].
fn count_chips(geom: &DiscGeom) -> Vec<Sprite> {
    let r = geom.badge_r();
    let h = (2.0 * r).ceil() as u32 + 2;
    let c = h as f32 / 2.0;
    // Two digits of the chip's font (a digit is about 0.7 em wide) and a little room.
    let stretch = (2.0 * 0.7 * geom.chip_px() + 6.0 - 2.0 * r).max(0.0).ceil();
    let mut chips = Vec::new();
    for side in [Side::Light, Side::Dark] {
        let (fill, ink) = chip_colours(side);
        for extra in [0.0, stretch] {
            let w = h + extra as u32;
            chips.push(Sprite::draw(w, h, |x, y| {
                ringed_pill(x, y, (c, c + extra, c, r), geom.edge.max(1.2), fill, ink)
            }));
        }
    }
    chips
}

/// A count chip's fill and outline: the side's disc face with a dark ring, or the badge's
/// dark with its light ring.
fn chip_colours(side: Side) -> (super::raster::Rgb, super::raster::Rgb) {
    match side {
        Side::Light => (LIGHT_DISC.face, BADGE),
        Side::Dark => (BADGE, BADGE_INK),
    }
}

/// A small disc of `side`'s colour seen from above, `w` pixels square.
fn small_disc(w: u32, side: Side) -> Sprite {
    let c = FlatDisc {
        cx: w as f32 / 2.0,
        cy: w as f32 / 2.0,
        r: w as f32 / 2.0 - 1.5,
        edge: 1.3,
    };
    Sprite::draw(w, w, |x, y| c.paint(x, y, colors(side), false))
}
