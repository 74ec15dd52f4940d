pub(super) mod terminal;
pub(super) mod view;
