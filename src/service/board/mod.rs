pub mod pictures;
pub(super) mod terminal;
pub mod view;
