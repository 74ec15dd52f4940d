pub mod analysis;
pub mod export;
pub(super) mod game_index;
pub mod history;
pub mod replay;
pub mod store_check;
