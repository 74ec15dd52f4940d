pub mod terminal;
pub mod view;
