//! How a new game is set up: variant, rule options and who plays which colour.

use crate::service::text::message::Message;
use std::fmt;
use std::str::FromStr;

use towers_rules::{OptionError, RuleOptions, Variant};

/// The colour the challenger asks for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ColorChoice {
    /// The challenger plays White (the default, as before colours could be chosen).
    #[default]
    White,
    /// The challenger plays Black.
    Black,
    /// Decided by the service's random number generator when the challenge is made.
    Random,
}

impl ColorChoice {
    /// Every choice, in the order front ends list them.
    pub const ALL: [ColorChoice; 3] = [ColorChoice::White, ColorChoice::Black, ColorChoice::Random];

    /// Its name: `white`, `black` or `random`.
    pub fn name(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }
}

impl fmt::Display for ColorChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A colour name that is not `white`, `black` or `random`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown colour '{0}' (white, black or random)")]
pub struct UnknownColor(pub String);

impl FromStr for ColorChoice {
    type Err = UnknownColor;

    /// `white`, `black` or `random` (case-insensitive).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ColorChoice::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownColor(s.to_string()))
    }
}

/// What a new game is played with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The game to play.
    pub variant: Variant,
    /// Rule options (docs/rules.md#rule-options); checked against the variant when the game is set up.
    pub options: RuleOptions,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// The Discord server (guild id) the game is set up in, if any: ratings and server
    /// settings are kept per server.
    pub guild: Option<u64>,
}

impl Setup {
    /// `variant` under its rule book's defaults, challenger White.
    pub fn new(variant: Variant) -> Setup {
        Setup {
            variant,
            options: RuleOptions::default(),
            color: ColorChoice::White,
            guild: None,
        }
    }

    /// Refuses when a rule option is not one of the variant's rule book
    /// (`refuse-rule-option-not-for-variant`, naming the game it belongs to), is unknown
    /// (`refuse-rule-option-unknown`) or contradicts another (`refuse-rule-option-contradiction`).
    pub fn check(self) -> Result<(), crate::service::ServiceError> {
        self.options
            .check(self.variant)
            .map_err(|e| crate::service::ServiceError::Refused(option_refusal(&e)))
    }
}

/// The message for a refused rule option, in the reader's language (option names stay as
/// typed: they are the command's values).
fn option_refusal(error: &OptionError) -> Message {
    use crate::service::Message;
    match error {
        OptionError::Unknown(option) => {
            Message::new("refuse-rule-option-unknown").text("option", option.as_str())
        }
        OptionError::Contradiction(first, second) => {
            Message::new("refuse-rule-option-contradiction")
                .text("first", first.as_str())
                .text("second", second.as_str())
        }
        OptionError::NotForVariant {
            variant,
            option,
            home,
            ..
        } => Message::new("refuse-rule-option-not-for-variant")
            .variant("variant", *variant)
            .text("option", *option)
            .variant("home", *home),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_parse_by_name_only() {
        for c in ColorChoice::ALL {
            assert_eq!(c.name().parse::<ColorChoice>(), Ok(c));
            assert_eq!(c.name().to_uppercase().parse::<ColorChoice>(), Ok(c));
        }
        assert!("red".parse::<ColorChoice>().is_err());
        assert!("".parse::<ColorChoice>().is_err());
    }
}
