pub mod pictures;
pub mod terminal;
pub mod view;
