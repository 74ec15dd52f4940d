//! Every sprite a board of one square size needs, drawn once: disc sides (bands) for each
//! thickness a tower can use, top faces, the height badge and the turn marker.

use super::geometry::{DiscGeom, MIN_THICKNESS};
use super::palette::{DiscColors, BADGE, BADGE_INK, DARK_DISC, LIGHT_DISC};
use super::raster::Sprite;
use super::shapes::{ringed_circle, Coin};
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
    /// Top faces: [light, light king, dark, dark king].
    faces: Vec<Sprite>,
    /// Height badge background (a ringed dark circle), `badge.w` pixels across.
    pub badge: Sprite,
    /// Turn marker coins: [light, dark].
    markers: Vec<Sprite>,
}

impl PieceSprites {
    /// Draws all sprites for squares of `s` pixels; `marker_px` is the turn marker's width.
    pub fn new(s: u32, marker_px: u32) -> PieceSprites {
        let geom = DiscGeom::new(s);
        let coin = |t: u32| Coin {
            cx: geom.cx(),
            cy: geom.face_cy(),
            rx: geom.rx,
            ry: geom.ry,
            t: t as f32,
            // Thin bands keep a one-pixel outline so their colour stays readable.
            edge: if t <= 5 { 1.0 } else { geom.edge },
        };
        let mut bodies = Vec::new();
        for t in MIN_THICKNESS..=geom.t_max {
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
        for side in [Side::Light, Side::Dark] {
            for king in [false, true] {
                let c = coin(geom.t_max);
                faces.push(Sprite::draw(geom.sprite_w, geom.face_h(), |x, y| {
                    c.face(x, y, colors(side), king)
                }));
            }
        }
        let r = geom.badge_r();
        let d = (2.0 * r).ceil() as u32 + 2;
        let c = d as f32 / 2.0;
        let badge = Sprite::draw(d, d, |x, y| {
            ringed_circle(x, y, (c, c, r), geom.edge.max(1.2), BADGE, BADGE_INK)
        });
        let markers = [Side::Light, Side::Dark]
            .map(|side| marker(marker_px, side))
            .into();
        PieceSprites {
            geom,
            bodies,
            faces,
            badge,
            markers,
        }
    }

    fn body_index(&self, t: u32, side: Side, king_mark: bool) -> usize {
        let t = t.clamp(MIN_THICKNESS, self.geom.t_max);
        ((t - MIN_THICKNESS) as usize * 2 + side_index(side)) * 2 + usize::from(king_mark)
    }

    /// The side (band) of a disc `t` pixels thick; `king_mark` adds the buried-king mark.
    /// Its top face centre is at ([`DiscGeom::cx`], [`DiscGeom::face_cy`]).
    pub fn body(&self, t: u32, side: Side, king_mark: bool) -> Option<&Sprite> {
        self.bodies.get(self.body_index(t, side, king_mark))
    }

    /// The top face of a disc, crowned for a king; same origin as [`PieceSprites::body`].
    pub fn face(&self, side: Side, king: bool) -> Option<&Sprite> {
        self.faces.get(side_index(side) * 2 + usize::from(king))
    }

    /// The turn marker for `side`.
    pub fn marker(&self, side: Side) -> Option<&Sprite> {
        self.markers.get(side_index(side))
    }
}

/// A small coin of `side`'s colour, `w` pixels wide, for the turn marker.
fn marker(w: u32, side: Side) -> Sprite {
    let rx = w as f32 / 2.0 - 1.0;
    let c = Coin {
        cx: w as f32 / 2.0,
        cy: 0.45 * rx + 1.0,
        rx,
        ry: 0.45 * rx,
        t: 0.3 * rx,
        edge: 1.2,
    };
    let h = (2.0 * c.ry + c.t).ceil() as u32 + 2;
    Sprite::draw(w, h, |x, y| {
        let face = c.face(x, y, colors(side), false);
        if face[3] > 0.0 {
            face
        } else {
            c.body(x, y, colors(side), false)
        }
    })
}
