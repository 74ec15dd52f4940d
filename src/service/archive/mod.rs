pub mod analysis;
pub(super) mod export;
pub(super) mod game_index;
pub(super) mod history;
pub(super) mod replay;
pub mod store_check;
pub(super) mod unrated;
