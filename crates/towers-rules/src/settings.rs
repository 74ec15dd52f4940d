//! Rule options a game can be created with: the choices docs/rules.md#rule-options says must be
//! settings rather than silent changes. Each option exists only for the variant whose rule book
//! offers it; the default of every option is the rule book's recommended choice.
//!
//! Text form (for commands and storage): a comma- or space-separated list of option names,
//! `optional-captures` (kurnik, §2.2/§7.10), `black-first` / `white-first` (Lasca, §7.6),
//! `immediate-transfer` / `end-of-move-transfer` (Bashni, §7.1). The empty text is the defaults.

use std::fmt;
use std::str::FromStr;

use super::quote::clip;
use super::{Color, Position, Variant};

/// When the top piece of a jumped tower goes under the capturer (docs/rules.md#towers Q2, §7.1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PrisonerTiming {
    /// Every jumped tower stays whole on its square, as an obstacle, until the move ends
    /// (Russian mechanics; the recommended Bashni rule and the Lasca rule).
    #[default]
    EndOfMove,
    /// The prisoner goes under the capturer as it is jumped: the jumped square then holds the
    /// rest of its tower, or is empty (and may be crossed or landed on later in the move).
    /// A tower is still never jumped twice. docs/rules.md#rule-options "immediate transfer, no
    /// re-jump".
    Immediate,
}

/// The options of a rule set. `RuleOptions::default()` is the rule book's recommended rules
/// for every variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RuleOptions {
    /// kurnik.pl "captures not compulsory" (docs/rules.md#brazilian, #where-the-sources-differ):
    /// capturing is optional, a capture may stop part-way, and the majority rule is off. kurnik
    /// only.
    pub optional_captures: bool,
    /// Who moves first; `None` is the rule book's first player. Only Lasca offers a choice
    /// (docs/rules.md#where-the-sources-differ: White per Lasker, some sites let dark start).
    pub first: Option<Color>,
    /// Bashni prisoner timing (docs/rules.md#where-the-sources-differ). Bashni only.
    pub prisoners: PrisonerTiming,
}

/// One option a game can be started with (a choice of `/challenge rules:`): the variant whose
/// rule book offers it (docs/rules.md#rule-options), its text form, the options it sets, and its
/// label (English; front ends word it in other languages with the catalogue message `choice-<label
/// in lower case, words joined by '-'>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OfferedOption {
    pub variant: Variant,
    pub text: &'static str,
    pub options: RuleOptions,
    pub label: &'static str,
}

/// Every option a game can be started with, one per variant whose rule book offers a
/// choice: kurnik's optional captures (§2.2, §7.10), Lasca's Black first (§7.6), Bashni's
/// immediate prisoner transfer (§7.1).
pub const OFFERED: [OfferedOption; 3] = [
    OfferedOption {
        variant: Variant::Kurnik,
        text: "optional-captures",
        options: RuleOptions {
            optional_captures: true,
            first: None,
            prisoners: PrisonerTiming::EndOfMove,
        },
        label: "kurnik: captures optional",
    },
    OfferedOption {
        variant: Variant::Lasca,
        text: "black-first",
        options: RuleOptions {
            optional_captures: false,
            first: Some(Color::Black),
            prisoners: PrisonerTiming::EndOfMove,
        },
        label: "Lasca: Black moves first",
    },
    OfferedOption {
        variant: Variant::Bashni,
        text: "immediate-transfer",
        options: RuleOptions {
            optional_captures: false,
            first: None,
            prisoners: PrisonerTiming::Immediate,
        },
        label: "Bashni: immediate prisoner transfer",
    },
];

/// Why a set of options was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum OptionError {
    /// The text names no option.
    #[error("unknown rule option '{0}' (known: optional-captures, black-first, white-first, immediate-transfer, end-of-move-transfer)")]
    Unknown(String),
    /// The text names two options that contradict each other.
    #[error("rule options '{0}' and '{1}' contradict each other")]
    Contradiction(String, String),
    /// The option is not part of this variant's rule book: it belongs to `home`'s.
    #[error("{variant} has no option '{option}' ({why})")]
    NotForVariant {
        variant: Variant,
        option: &'static str,
        why: &'static str,
        home: Variant,
    },
}

impl RuleOptions {
    /// The options as the rule book's defaults would read them for `variant`: a `first`
    /// equal to the variant's own first player becomes `None`.
    pub fn normalized(self, variant: Variant) -> RuleOptions {
        let book_first = super::Rules::of(variant).first;
        RuleOptions {
            first: self.first.filter(|&c| c != book_first),
            ..self
        }
    }

    /// Whether every option is the rule book's default for `variant`.
    pub fn is_default(self, variant: Variant) -> bool {
        self.normalized(variant) == RuleOptions::default()
    }

    /// Checks that every non-default option exists in `variant`'s rule book.
    pub fn check(self, variant: Variant) -> Result<(), OptionError> {
        let o = self.normalized(variant);
        let refuse = |option, why, home| {
            Err(OptionError::NotForVariant {
                variant,
                option,
                why,
                home,
            })
        };
        if o.optional_captures && variant != Variant::Kurnik {
            return refuse(
                "optional-captures",
                "only the kurnik rules make capturing optional",
                Variant::Kurnik,
            );
        }
        if let Some(first) = o.first {
            if variant != Variant::Lasca {
                return refuse(
                    first_name(first),
                    "only Lasca lets either side move first",
                    Variant::Lasca,
                );
            }
        }
        if o.prisoners == PrisonerTiming::Immediate && variant != Variant::Bashni {
            return refuse(
                "immediate-transfer",
                "prisoner timing is a Bashni choice",
                Variant::Bashni,
            );
        }
        Ok(())
    }

    /// The option names in text form, defaults left out.
    pub fn names(self) -> Vec<&'static str> {
        let mut out = Vec::new();
        if self.optional_captures {
            out.push("optional-captures");
        }
        if let Some(c) = self.first {
            out.push(first_name(c));
        }
        if self.prisoners == PrisonerTiming::Immediate {
            out.push("immediate-transfer");
        }
        out
    }
}

/// The initial position of `variant` under `options` (docs/rules.md#at-a-glance setup; the first
/// player from [`RuleOptions::first`]). Errors: options that do not belong to the variant.
pub fn initial_position(variant: Variant, options: RuleOptions) -> Result<Position, OptionError> {
    let rules = super::Rules::with(variant, options)?;
    let standard = Position::initial(variant);
    if rules.first == standard.side_to_move() {
        return standard.with_options(options);
    }
    let mut pos = Position::empty(variant, rules.first);
    for (sq, tower) in standard.towers() {
        pos.set_tower(sq, tower);
    }
    pos.with_options(options)
}

fn first_name(c: Color) -> &'static str {
    match c {
        Color::White => "white-first",
        Color::Black => "black-first",
    }
}

impl fmt::Display for RuleOptions {
    /// `optional-captures,black-first`; empty for the defaults.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.names().join(","))
    }
}

impl FromStr for RuleOptions {
    type Err = OptionError;

    /// Parses the text form (case-insensitive; `_` may stand for `-`). Not checked against a
    /// variant: call [`RuleOptions::check`].
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut out = RuleOptions::default();
        let mut seen_first: Option<&str> = None;
        let mut seen_timing: Option<&str> = None;
        for raw in s.split([',', ' ', ';']).filter(|t| !t.trim().is_empty()) {
            let name = raw.trim().to_ascii_lowercase().replace('_', "-");
            let contradiction =
                |a: &str, b: &str| Err(OptionError::Contradiction(a.to_string(), b.to_string()));
            match name.as_str() {
                "optional-captures" => out.optional_captures = true,
                "white-first" | "black-first" => {
                    let c = if name == "white-first" {
                        Color::White
                    } else {
                        Color::Black
                    };
                    if let Some(prev) = seen_first.filter(|p| *p != first_name(c)) {
                        return contradiction(prev, first_name(c));
                    }
                    seen_first = Some(first_name(c));
                    out.first = Some(c);
                }
                "immediate-transfer" | "end-of-move-transfer" => {
                    let (timing, canon) = if name == "immediate-transfer" {
                        (PrisonerTiming::Immediate, "immediate-transfer")
                    } else {
                        (PrisonerTiming::EndOfMove, "end-of-move-transfer")
                    };
                    if let Some(prev) = seen_timing.filter(|p| *p != canon) {
                        return contradiction(prev, canon);
                    }
                    seen_timing = Some(canon);
                    out.prisoners = timing;
                }
                _ => return Err(OptionError::Unknown(clip(raw.trim()).into_owned())),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_form_round_trips_and_refuses_nonsense() {
        let o: RuleOptions = "optional-captures".parse().unwrap();
        assert!(o.optional_captures);
        assert_eq!(o.to_string(), "optional-captures");
        let o: RuleOptions = " Black_First , immediate-transfer".parse().unwrap();
        assert_eq!(o.first, Some(Color::Black));
        assert_eq!(o.prisoners, PrisonerTiming::Immediate);
        assert_eq!(o.to_string().parse::<RuleOptions>().unwrap(), o);
        assert_eq!("".parse::<RuleOptions>().unwrap(), RuleOptions::default());
        assert!(matches!(
            "flying-men".parse::<RuleOptions>(),
            Err(OptionError::Unknown(_))
        ));
        assert!(matches!(
            "black-first white-first".parse::<RuleOptions>(),
            Err(OptionError::Contradiction(..))
        ));
    }

    #[test]
    fn each_offered_option_is_its_name_and_belongs_to_its_variant_only() {
        for offered in OFFERED {
            assert_eq!(offered.text.parse::<RuleOptions>(), Ok(offered.options));
            assert_eq!(offered.options.names(), [offered.text]);
            assert!(!offered.options.is_default(offered.variant), "{offered:?}");
            for other in Variant::ALL {
                assert_eq!(
                    offered.options.check(other).is_ok(),
                    other == offered.variant || offered.options.is_default(other),
                    "{offered:?} in {other:?}"
                );
            }
        }
    }

    #[test]
    fn each_option_belongs_to_its_variant() {
        let optional = RuleOptions {
            optional_captures: true,
            ..RuleOptions::default()
        };
        assert_eq!(optional.check(Variant::Kurnik), Ok(()));
        assert!(optional.check(Variant::Brazilian).is_err());
        let black = RuleOptions {
            first: Some(Color::Black),
            ..RuleOptions::default()
        };
        assert_eq!(black.check(Variant::Lasca), Ok(()));
        assert!(black.check(Variant::Bashni).is_err());
        // English already starts with Black: asking for it is the default, not an option.
        assert_eq!(black.check(Variant::English), Ok(()));
        assert!(black.is_default(Variant::English));
        let immediate = RuleOptions {
            prisoners: PrisonerTiming::Immediate,
            ..RuleOptions::default()
        };
        assert_eq!(immediate.check(Variant::Bashni), Ok(()));
        assert!(immediate.check(Variant::Lasca).is_err());
        let err = immediate.check(Variant::Russian).unwrap_err().to_string();
        assert!(err.contains("russian") && err.contains("Bashni"), "{err}");
    }
}
