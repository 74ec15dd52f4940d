pub mod ratings;
pub mod settings;
pub mod stats;
