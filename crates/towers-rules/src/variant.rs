//! The games towers plays, by name.

use std::fmt;
use std::str::FromStr;

use super::quote::clip;

/// A draughts variant (docs/rules.md#at-a-glance).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// Towers draughts on Russian rules, 8x8 (docs/rules.md#bashni).
    Bashni,
    /// Lasker's column draughts, 7x7 (§2.7).
    Lasca,
    /// Russian draughts (§2.1).
    Russian,
    /// Brazilian draughts (§2.2).
    Brazilian,
    /// Polish 8x8 as played on kurnik.pl (§2.2, 15-move draw).
    Kurnik,
    /// International draughts 10x10 (§2.3).
    International,
    /// Canadian draughts 12x12 (§2.4).
    Canadian,
    /// English draughts / American checkers (§2.5).
    English,
}

impl Variant {
    /// Every variant, in the order menus list them.
    pub const ALL: [Variant; 8] = [
        Variant::Bashni,
        Variant::Lasca,
        Variant::Russian,
        Variant::Brazilian,
        Variant::Kurnik,
        Variant::International,
        Variant::Canadian,
        Variant::English,
    ];

    /// The lower-case name used in commands, the store and the CLI.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Bashni => "bashni",
            Variant::Lasca => "lasca",
            Variant::Russian => "russian",
            Variant::Brazilian => "brazilian",
            Variant::Kurnik => "kurnik",
            Variant::International => "international",
            Variant::Canadian => "canadian",
            Variant::English => "english",
        }
    }

    /// The name players know the game by.
    pub fn title(self) -> &'static str {
        match self {
            Variant::Bashni => "Bashni",
            Variant::Lasca => "Lasca",
            Variant::Russian => "Russian draughts",
            Variant::Brazilian => "Brazilian draughts",
            Variant::Kurnik => "Polish draughts 8×8 (kurnik)",
            Variant::International => "International draughts 10×10",
            Variant::Canadian => "Canadian draughts",
            Variant::English => "English draughts",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of parsing an unknown variant name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown variant '{0}' (known: bashni, lasca, russian, brazilian, kurnik, international, canadian, english)")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        Variant::ALL
            .into_iter()
            .find(|v| v.name() == lower)
            .ok_or_else(|| UnknownVariant(clip(s).into_owned()))
    }
}
