//! Where things go on one picture: image size and each square's pixel position as the viewer
//! sees it (flipped or not).

use super::view::BoardView;

/// Pixel layout of one picture. All values in pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Layout {
    pub files: u8,
    pub ranks: u8,
    pub flipped: bool,
    /// Square size.
    pub s: u32,
    /// Frame width on each side.
    pub margin: u32,
}

impl Layout {
    pub fn new(view: &BoardView, s: u32, margin: u32) -> Layout {
        Layout {
            files: view.files,
            ranks: view.ranks,
            flipped: view.flipped,
            s,
            margin,
        }
    }

    /// Width of the whole picture.
    pub fn width(&self) -> u32 {
        u32::from(self.files) * self.s + 2 * self.margin
    }

    /// Height of the whole picture.
    pub fn height(&self) -> u32 {
        u32::from(self.ranks) * self.s + 2 * self.margin
    }

    /// Column from the viewer's left of `file`.
    pub fn column(&self, file: u8) -> u8 {
        if self.flipped {
            self.files.saturating_sub(file + 1)
        } else {
            file
        }
    }

    /// Row from the top of `rank`.
    pub fn row(&self, rank: u8) -> u8 {
        if self.flipped {
            rank
        } else {
            self.ranks.saturating_sub(rank + 1)
        }
    }

    /// Top-left corner of the square (`file`, `rank`).
    pub fn square(&self, file: u8, rank: u8) -> (i32, i32) {
        let px = |i: u8| (self.margin + u32::from(i) * self.s) as i32;
        (px(self.column(file)), px(self.row(rank)))
    }
}
