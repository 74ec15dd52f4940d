//! Colours of the board picture (sRGB bytes).

use super::raster::Rgb;

/// Frame around the board (coordinate margins).
pub(crate) const FRAME: Rgb = [38, 36, 33];
/// Coordinate letters and numbers on the frame.
pub(crate) const LABEL: Rgb = [196, 188, 176];
/// Unplayable square (lichess "brown" board).
pub(crate) const LIGHT_SQUARE: Rgb = [240, 217, 181];
/// Playable square.
pub(crate) const DARK_SQUARE: Rgb = [181, 136, 99];
/// Last-move tint, lichess's `rgba(155, 199, 0, 0.41)`.
pub(crate) const HIGHLIGHT: Rgb = [155, 199, 0];
/// Opacity of [`HIGHLIGHT`].
pub(crate) const HIGHLIGHT_ALPHA: f32 = 0.41;

/// Colours of one side's discs.
pub(crate) struct DiscColors {
    /// Top face.
    pub face: Rgb,
    /// Ring drawn inside the top face.
    pub ring: Rgb,
    /// Side of the disc (the band seen on buried pieces), before shading.
    pub body: Rgb,
    /// Outline; light on dark discs so stacked or neighbouring discs never merge.
    pub edge: Rgb,
}

/// Light (white) discs.
pub(crate) const LIGHT_DISC: DiscColors = DiscColors {
    face: [246, 242, 232],
    ring: [206, 199, 186],
    body: [232, 226, 212],
    edge: [96, 90, 84],
};

/// Dark (black) discs.
pub(crate) const DARK_DISC: DiscColors = DiscColors {
    face: [66, 66, 72],
    ring: [42, 42, 47],
    body: [54, 54, 60],
    edge: [150, 146, 156],
};

/// Crown and buried-king mark.
pub(crate) const GOLD: Rgb = [240, 186, 48];
/// Outline of gold shapes.
pub(crate) const GOLD_EDGE: Rgb = [128, 84, 12];
/// Tower height badge.
pub(crate) const BADGE: Rgb = [28, 28, 32];
/// Badge outline and digits.
pub(crate) const BADGE_INK: Rgb = [242, 242, 242];
/// Bar along the board edge of the side to move.
pub(crate) const TURN: Rgb = [236, 186, 56];
/// A capture's route, drawn under the pieces (lichess's green arrow brush, `#15781B`).
pub(crate) const PATH: Rgb = [21, 120, 27];
/// Opacity of [`PATH`].
pub(crate) const PATH_ALPHA: f32 = 0.75;
/// Ring on a square whose tower the last move jumped (lichess's red brush, `#882020`).
pub(crate) const JUMPED: Rgb = [136, 32, 32];
/// Opacity of [`JUMPED`].
pub(crate) const JUMPED_ALPHA: f32 = 0.85;
/// Mark on the squares whose pieces must capture: a frame inside the square's edge.
pub(crate) const MUST_CAPTURE: Rgb = [232, 64, 40];
/// Square numbers: light digits ...
pub(crate) const NUMBER_INK: Rgb = [250, 246, 236];
/// ... on a dark halo, so they read on squares and pieces alike.
pub(crate) const NUMBER_HALO: Rgb = [44, 32, 22];
/// Run counts on a tall tower's bands: dark digits on light bands ...
pub(crate) const COUNT_ON_LIGHT: Rgb = [40, 40, 46];
/// ... light digits on dark bands.
pub(crate) const COUNT_ON_DARK: Rgb = [240, 236, 226];
