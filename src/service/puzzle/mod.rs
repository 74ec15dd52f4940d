pub(super) mod daily;
pub(super) mod play;
pub mod ratings;
pub mod set;
pub mod store;
