//! Sizes in pixels derived from the square size: disc shapes, how a tower's layers are laid
//! out, margins, fonts.

use super::view::Disc;

/// Width in pixels of the board area (all squares) the square size is chosen to fill, for
/// boards of up to 9 squares a side ...
const BOARD_PX: u32 = 672;

/// ... and the largest square size there (7×7 gets 8×8's squares, not larger ones).
const MAX_SQUARE_PX: u32 = 84;

/// ... and for boards of 10 and more squares a side (10×10: 50-pixel squares, 12×12: 42). Their
/// pictures are smaller (564 and 568 pixels wide) than the 742 of 8×8: Discord shows any of
/// them about 340 pixels wide on a phone, so the square numbers read the same there, and the
/// PNG is 25 KB instead of 40 (`docs/pictures/README.md`).
const LARGE_BOARD_PX: u32 = 504;

/// Thinnest band a buried disc is drawn with, in pixels.
pub(crate) const MIN_THICKNESS: u32 = 2;

/// Square size in pixels for a board whose longer side has `dim` squares.
pub(crate) fn square_px(dim: u8) -> u32 {
    if dim >= 10 {
        LARGE_BOARD_PX / u32::from(dim)
    } else {
        (BOARD_PX / u32::from(dim.max(1))).min(MAX_SQUARE_PX)
    }
}

/// Shape of the pieces on squares of `s` pixels. All lengths in pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct DiscGeom {
    /// Square size.
    pub s: u32,
    /// Half-width of a stacked disc.
    pub rx: f32,
    /// Half-height of a stacked disc's top face as seen from the side (the perspective squash).
    pub ry: f32,
    /// Outline width.
    pub edge: f32,
    /// Thickness of a disc standing alone or in a low tower.
    pub t_max: u32,
    /// Thickest band of a run of equal discs in a tall tower's compact form.
    pub run_max: u32,
    /// Thinnest band a tower shows one disc per band with; a tower that would need thinner
    /// bands shows runs of equal discs instead.
    pub layer_min: u32,
    /// Free space kept between a tower and the square's top and bottom edges.
    pub pad: u32,
    /// Width of stacked disc sprites.
    pub sprite_w: u32,
    /// Left edge of a stacked disc sprite relative to its square's left edge.
    pub off_x: u32,
    /// Radius of a disc seen from above (games without towers).
    pub flat_r: f32,
}

/// One band of a tower as drawn: a disc, or a run of `count` equal discs in the compact form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Band {
    pub disc: Disc,
    /// How many equal discs the band stands for (1 when every disc has its own band).
    pub count: usize,
    /// Top of the band's sprite relative to the square's top edge.
    pub y: i32,
    /// Thickness in pixels.
    pub t: u32,
}

impl DiscGeom {
    pub fn new(s: u32) -> DiscGeom {
        let sf = s as f32;
        let rx = 0.44 * sf;
        let sprite_w = (2.0 * rx).ceil() as u32 + 2;
        let sprite_w = sprite_w + (s - sprite_w) % 2; // same parity: the disc is exactly centred
                                                      // Small squares (10×10 and up, which no tower game uses) keep a flatter face so that
                                                      // even a 12-high tower gets 2-pixel bands.
        let ry = if s >= 70 { 0.16 * sf } else { 0.125 * sf };
        DiscGeom {
            s,
            rx,
            ry,
            edge: (sf / 60.0).max(1.0),
            t_max: (0.14 * sf).round() as u32,
            run_max: (0.24 * sf).round() as u32,
            layer_min: ((0.07 * sf).round() as u32).max(4),
            pad: ((0.03 * sf).round() as u32).max(2),
            sprite_w,
            off_x: (s - sprite_w) / 2,
            flat_r: 0.42 * sf,
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

    /// Pixels a tower's bands can use inside the square.
    pub fn room(&self) -> u32 {
        self.s.saturating_sub(2 * self.pad + self.face_h())
    }

    /// The bands of a tower whose discs are `discs` (top first), top band first. Each disc
    /// gets its own band as thick as a lone disc when the tower fits, thinner for taller
    /// towers, down to [`DiscGeom::layer_min`]; a taller tower is drawn in its compact form,
    /// one band per run of equal discs (same colour, both kings or both men), so the order
    /// of colours and every buried king stay visible. The bands always stay inside the
    /// square: the top ones keep the spare pixels, none is thinner than [`MIN_THICKNESS`], and
    /// if even that does not fit only the top bands are drawn.
    pub fn bands(&self, discs: &[Disc]) -> Vec<Band> {
        let room = self.room();
        let n = discs.len().max(1) as u32;
        let groups: Vec<(Disc, usize)> = if !self.compact(discs.len()) {
            discs.iter().map(|&d| (d, 1)).collect()
        } else {
            let mut runs: Vec<(Disc, usize)> = Vec::new();
            for &d in discs {
                match runs.last_mut() {
                    Some((last, count)) if *last == d => *count += 1,
                    _ => runs.push((d, 1)),
                }
            }
            runs
        };
        let cap = if groups.len() == discs.len() && room / n >= self.layer_min {
            self.t_max
        } else {
            self.run_max
        };
        let fit = (room / MIN_THICKNESS).max(1) as usize;
        let shown = groups.len().min(fit).max(1);
        let total = room.min(shown as u32 * cap);
        let base = total / shown as u32;
        let extra = (total % shown as u32) as usize;
        let top = (self.s.saturating_sub(self.face_h() + total) / 2) as i32;
        let mut y = top;
        groups
            .into_iter()
            .take(shown)
            .enumerate()
            .map(|(i, (disc, count))| {
                let t = base + u32::from(i < extra);
                let band = Band { disc, count, y, t };
                y += t as i32;
                band
            })
            .collect()
    }

    /// Whether a tower of `height` discs is drawn in its compact form (its discs would need
    /// bands thinner than [`DiscGeom::layer_min`]): then it shows how many discs of each
    /// colour it holds instead of its height.
    pub fn compact(&self, height: usize) -> bool {
        self.room() / (height.max(1) as u32) < self.layer_min
    }

    /// Radius of the height badge and of a compact tower's count chips.
    pub fn badge_r(&self) -> f32 {
        (0.16 * self.s as f32).max(10.0)
    }

    /// Pixel size of the digits on a compact tower's count chips: digits about 7 pixels high
    /// when an 8×8 board is shown 340 pixels wide (0.46 of its size).
    pub fn chip_px(&self) -> f32 {
        (1.6 * self.badge_r()).round()
    }
}

/// Frame and text sizes for squares of `s` pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct FrameGeom {
    /// Width of the frame on every side of the board (holds coordinates, the turn marker and
    /// the piece count).
    pub margin: u32,
    /// Pixel size (em) of the coordinate labels and the piece count.
    pub label_px: f32,
    /// Pixel size of the numeric square labels.
    pub number_px: f32,
}

impl FrameGeom {
    /// Sizes chosen to read on a phone, where Discord shows the picture about 340 pixels wide
    /// (less than half size): labels of 22 pixels and more, square numbers of 19 and more
    /// (digits at least 7 pixels high at 340 pixels on every board size: 10×10's and 12×12's
    /// pictures, 564 and 568 pixels wide, are shrunk the most).
    pub fn new(s: u32) -> FrameGeom {
        let sf = s as f32;
        let margin = ((0.42 * sf).round() as u32).max(32);
        FrameGeom {
            margin,
            label_px: (0.68 * margin as f32).round(),
            number_px: (0.3 * sf).clamp(19.0, 24.0).round(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Side;

    #[test]
    fn towers_fit_on_every_square_size() {
        let w = Disc {
            side: Side::Light,
            king: false,
        };
        let b = Disc {
            side: Side::Dark,
            king: false,
        };
        for dim in 6..=12u8 {
            let g = DiscGeom::new(square_px(dim));
            assert_eq!(g.off_x * 2 + g.sprite_w, g.s);
            for n in 1..=40 {
                let alternating: Vec<Disc> =
                    (0..n).map(|i| if i % 2 == 0 { w } else { b }).collect();
                let bands = g.bands(&alternating);
                let last = bands.last().unwrap();
                let bottom = last.y + g.body_h(last.t) as i32;
                assert!(bands[0].y >= 0 && bottom <= g.s as i32, "dim {dim} n {n}");
                assert!(bands[0].t <= g.run_max && last.t >= MIN_THICKNESS);
                if n <= 12 {
                    assert_eq!(bands.len(), n, "dim {dim} n {n}");
                    // The tower games (7×7, 8×8) keep 3-pixel bands; the small squares of
                    // 10×10 and up (50 and 42 pixels, where no tower game is played) keep 2.
                    let thinnest = if dim >= 10 { 2 } else { 3 };
                    assert!(last.t >= thinnest, "dim {dim}: 12-high bands too thin");
                }
            }
        }
    }

    /// A tall tower of own pieces over prisoners becomes one band per run, in order, with
    /// its buried king a band of its own.
    #[test]
    fn a_tall_tower_is_drawn_as_runs() {
        let g = DiscGeom::new(square_px(8));
        let man = |side| Disc { side, king: false };
        let mut discs = vec![man(Side::Light); 4];
        discs.extend([man(Side::Dark); 3]);
        discs.push(Disc {
            side: Side::Dark,
            king: true,
        });
        discs.extend([man(Side::Dark); 4]);
        let bands = g.bands(&discs);
        let runs: Vec<(Side, bool, usize)> = bands
            .iter()
            .map(|b| (b.disc.side, b.disc.king, b.count))
            .collect();
        assert_eq!(
            runs,
            [
                (Side::Light, false, 4),
                (Side::Dark, false, 3),
                (Side::Dark, true, 1),
                (Side::Dark, false, 4)
            ]
        );
        assert!(bands.iter().all(|b| b.t >= g.layer_min));
        // A low tower keeps one band per disc.
        assert_eq!(g.bands(&discs[..5]).len(), 5);
    }
}
