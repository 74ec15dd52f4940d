pub mod locale;
pub mod markdown;
pub mod message;
pub mod reasons;
pub(super) mod refusals;
pub mod rules_text;
pub(super) mod texts;
