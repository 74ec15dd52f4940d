//! Board pictures (PNG) of a [`BoardView`]. Knows squares, pieces and towers, not rules.
//!
//! Pieces are drawn once, supersampled, when a [`Renderer`] is built; each picture is then
//! only rectangle fills and alpha-composited sprites and glyphs, and a fast PNG encode.
//! Replays ([`Renderer::gif`]) are GIFs over one palette, each frame only what changed.
//! Tournament pictures: the standings ([`standings_png`], pages of a table and a cross-table)
//! and the podium ([`podium_png`]), from the caller's words and values.

#[cfg(test)]
mod client_copy;
mod compose;
mod error;
mod fit;
mod geometry;
mod gif;
mod graph;
mod indexed;
mod layout;
mod palette;
mod path;
mod png;
mod podium;
mod raster;
mod renderer;
mod shapes;
mod sprites;
mod standings;
#[cfg(test)]
mod standings_tests;
mod table;
mod text;
mod validate;
mod view;

pub use self::gif::{Animation, GifSettings, GIF_COLORS};
pub use error::RenderError;
pub use graph::{
    eval_graph, eval_graph_labelled, eval_graph_png, eval_graph_png_labelled, GraphLabels,
    GraphMark, MoveAxis, ENGLISH_LABELS, GRAPH_H, GRAPH_W,
};
pub use podium::{podium, podium_png, Podium, PodiumPlace, PODIUM_H, PODIUM_W};
pub use renderer::Renderer;
pub use standings::{
    CrossCell, CrossMark, StandingsColumns, StandingsPicture, StandingsRow, CROSS_MAX, MAX_PLAYERS,
    MAX_TIEBREAKS, ROWS_PER_PAGE, STANDINGS_W,
};
pub use table::{standings_pages, standings_png};
pub use validate::{MAX_DIM, MIN_DIM};
pub use view::{BoardView, Disc, Material, MovePath, Side, SideCount, TowerView};
