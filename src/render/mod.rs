//! Board pictures (PNG) of a [`BoardView`]. Knows squares, pieces and towers, not rules.

mod view;

pub use view::{BoardView, Disc, Side, TowerView};
