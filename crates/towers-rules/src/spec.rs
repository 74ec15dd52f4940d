//! Each variant's rules as data (docs/rules.md#at-a-glance and each game's section there). Move generation reads these
//! fields; it never branches on a variant's name.

use std::sync::OnceLock;

use super::draw::{DrawRule, EndgameRule, Material};
use super::geometry::Numbering;
use super::settings::{OptionError, PrisonerTiming, RuleOptions};
use super::{Color, Variant};

/// What happens when a man reaches the far row during a capture
/// (docs/rules.md#how-a-capture-is-made step 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Promotion {
    /// Crowned at once; the capture continues with king powers (Russian, Bashni).
    Passing,
    /// Crowned only if the move ends there; passing through leaves a man (Brazilian, international).
    AtEnd,
    /// Crowned, and the move ends there (English, Lasca).
    EndsMove,
}

/// Which capture a player must make when several exist (docs/rules.md#at-a-glance "which capture").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureChoice {
    /// Capturing is compulsory; any sequence may be chosen but must be completed.
    Free,
    /// Capturing is compulsory; only sequences taking the most pieces (kings = men).
    Majority,
    /// Capturing is optional and may stop part-way (kurnik "captures not mandatory", §2.2).
    Optional,
}

/// How move text is written (docs/rules.md#move-text).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// Squares `a1`…, with this capture separator when writing.
    Algebraic { capture: char },
    /// Square numbers, with `x` for captures.
    Numeric(Numbering),
}

/// The rule-based draw counter: the game is drawn after `plies` plies in a row with no
/// capture and no reset event (docs/rules.md#at-a-glance).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoProgressRule {
    /// Plies (half-moves) that make the draw: 2 × the moves per side of the rule book.
    pub plies: u32,
    /// Whether a man's move (quiet or promotion) resets the count (every variant but Bashni).
    pub man_move_resets: bool,
    /// Whether a promotion resets the count (Bashni: "no change of composition").
    pub promotion_resets: bool,
    /// Which rule this is, for the result line.
    pub rule: DrawRule,
}

/// A complete rule set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    pub variant: Variant,
    /// Where these rules are written down for players: the section of docs/rules.md (which names
    /// its sources).
    pub article: &'static str,
    pub files: u8,
    pub ranks: u8,
    /// Rows of men each side sets up on.
    pub rows_of_men: u8,
    /// Who moves first in the initial position.
    pub first: Color,
    /// Men capture backward as well as forward.
    pub men_capture_backward: bool,
    /// Kings move and capture along whole diagonals.
    pub flying_kings: bool,
    pub capture: CaptureChoice,
    pub promotion: Promotion,
    /// Captured pieces go under the capturing tower instead of leaving the board.
    pub towers: bool,
    pub notation: Notation,
    /// The numeric square numbering accepted in move text whatever `notation` writes
    /// (docs/rules.md#square-numbers: square 1 = b8 on 8x8/10x10/12x12, Lasker's a1 = 1 on Lasca's
    /// board).
    pub numbers: Numbering,
    /// When prisoners go under the capturer (tower games; docs/rules.md#towers Q2, §7.1).
    pub prisoners: PrisonerTiming,
    pub no_progress: NoProgressRule,
    /// Draws by material against a lone king (docs/rules.md#international); empty where the rule
    /// book has none.
    pub endgame: &'static [EndgameRule],
    /// The options these rules were made with (defaults for [`Rules::of`]).
    pub options: RuleOptions,
}

/// International and Canadian endgame counters (docs/rules.md#international, #canadian; FMJD art.
/// 6.3, 6.4).
const FMJD_ENDGAMES: [EndgameRule; 2] = [
    EndgameRule {
        strong: &[
            Material { kings: 3, men: 0 },
            Material { kings: 2, men: 1 },
            Material { kings: 1, men: 2 },
        ],
        plies: 32,
        rule: DrawRule::ThreeAgainstKing,
    },
    EndgameRule {
        strong: &[
            Material { kings: 2, men: 0 },
            Material { kings: 1, men: 1 },
            Material { kings: 1, men: 0 },
        ],
        plies: 10,
        rule: DrawRule::TwoAgainstKing,
    },
];

/// Number of distinct option sets ([`option_index`]).
const OPTION_SETS: usize = 12;

/// A dense index of an option set: optional captures × first player × prisoner timing.
fn option_index(o: RuleOptions) -> usize {
    let first = match o.first {
        None => 0,
        Some(Color::White) => 1,
        Some(Color::Black) => 2,
    };
    let timing = match o.prisoners {
        PrisonerTiming::EndOfMove => 0,
        PrisonerTiming::Immediate => 1,
    };
    (o.optional_captures as usize) * 6 + first * 2 + timing
}

fn options_of_index(i: usize) -> RuleOptions {
    RuleOptions {
        optional_captures: i / 6 == 1,
        first: match (i / 2) % 3 {
            0 => None,
            1 => Some(Color::White),
            _ => Some(Color::Black),
        },
        prisoners: if i % 2 == 1 {
            PrisonerTiming::Immediate
        } else {
            PrisonerTiming::EndOfMove
        },
    }
}

impl Rules {
    /// The rules of `variant`, with the recommended choices of docs/rules.md#rule-options.
    pub fn of(variant: Variant) -> &'static Rules {
        Rules::lookup(variant, RuleOptions::default())
    }

    /// The rules of `variant` with `options` (docs/rules.md#rule-options), or why the options do
    /// not apply to this variant ([`RuleOptions::check`]). Default options give [`Rules::of`].
    pub fn with(variant: Variant, options: RuleOptions) -> Result<&'static Rules, OptionError> {
        options.check(variant)?;
        Ok(Rules::lookup(variant, options.normalized(variant)))
    }

    /// The cached rules for `variant` and `options`, without checking that the options belong
    /// to the variant (for holders of already checked options, such as a position).
    pub(crate) fn lookup(variant: Variant, options: RuleOptions) -> &'static Rules {
        static ALL: OnceLock<Vec<Rules>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            Variant::ALL
                .iter()
                .flat_map(|&v| {
                    (0..OPTION_SETS).map(move |i| Rules::build(v).apply(options_of_index(i)))
                })
                .collect()
        });
        let v = Variant::ALL
            .iter()
            .position(|&v| v == variant)
            .unwrap_or_default();
        &all[v * OPTION_SETS + option_index(options)]
    }

    /// These rules changed by `options` (docs/rules.md#where-the-sources-differ).
    fn apply(mut self, options: RuleOptions) -> Rules {
        if options.optional_captures {
            self.capture = CaptureChoice::Optional;
        }
        if let Some(first) = options.first {
            self.first = first;
        }
        self.prisoners = options.prisoners;
        self.options = options;
        self
    }

    fn build(variant: Variant) -> Rules {
        let russian = Rules {
            variant,
            article: "docs/rules.md#russian",
            files: 8,
            ranks: 8,
            rows_of_men: 3,
            first: Color::White,
            men_capture_backward: true,
            flying_kings: true,
            capture: CaptureChoice::Free,
            promotion: Promotion::Passing,
            towers: false,
            notation: Notation::Algebraic { capture: ':' },
            numbers: Numbering::TopLeft,
            prisoners: PrisonerTiming::EndOfMove,
            no_progress: NoProgressRule {
                plies: 30,
                man_move_resets: true,
                promotion_resets: true,
                rule: DrawRule::KingsOnly,
            },
            endgame: &[],
            options: RuleOptions::default(),
        };
        let brazilian = Rules {
            article: "docs/rules.md#brazilian",
            capture: CaptureChoice::Majority,
            promotion: Promotion::AtEnd,
            notation: Notation::Algebraic { capture: 'x' },
            no_progress: NoProgressRule {
                plies: 40,
                rule: DrawRule::KingsOnly,
                ..russian.no_progress
            },
            ..russian.clone()
        };
        let international = Rules {
            article: "docs/rules.md#international",
            files: 10,
            ranks: 10,
            rows_of_men: 4,
            notation: Notation::Numeric(Numbering::TopLeft),
            no_progress: NoProgressRule {
                plies: 50,
                rule: DrawRule::KingsOnly,
                ..russian.no_progress
            },
            endgame: &FMJD_ENDGAMES,
            ..brazilian.clone()
        };
        match variant {
            Variant::Russian => russian,
            Variant::Bashni => Rules {
                article: "docs/rules.md#bashni",
                towers: true,
                no_progress: NoProgressRule {
                    plies: 30,
                    man_move_resets: false,
                    promotion_resets: true,
                    rule: DrawRule::NoCaptureOrPromotion,
                },
                ..russian
            },
            Variant::Brazilian => brazilian,
            Variant::Kurnik => Rules {
                article: "docs/rules.md#kurnik",
                no_progress: NoProgressRule {
                    plies: 30,
                    rule: DrawRule::KingsOnly,
                    ..brazilian.no_progress
                },
                ..brazilian
            },
            Variant::International => international,
            Variant::Canadian => Rules {
                article: "docs/rules.md#canadian",
                files: 12,
                ranks: 12,
                rows_of_men: 5,
                ..international
            },
            Variant::English => Rules {
                article: "docs/rules.md#english",
                first: Color::Black,
                men_capture_backward: false,
                flying_kings: false,
                capture: CaptureChoice::Free,
                promotion: Promotion::EndsMove,
                notation: Notation::Numeric(Numbering::TopLeft),
                no_progress: NoProgressRule {
                    plies: 80,
                    man_move_resets: true,
                    promotion_resets: true,
                    rule: DrawRule::NoManMoveOrCapture,
                },
                ..russian
            },
            Variant::Lasca => Rules {
                article: "docs/rules.md#lasca",
                files: 7,
                ranks: 7,
                rows_of_men: 3,
                men_capture_backward: false,
                flying_kings: false,
                promotion: Promotion::EndsMove,
                towers: true,
                notation: Notation::Algebraic { capture: 'x' },
                numbers: Numbering::BottomLeft,
                no_progress: NoProgressRule {
                    plies: 80,
                    man_move_resets: true,
                    promotion_resets: true,
                    rule: DrawRule::NoCaptureOrSoldierMove,
                },
                ..russian
            },
        }
    }

    /// The capture separator used when writing moves.
    pub fn capture_separator(&self) -> char {
        match self.notation {
            Notation::Algebraic { capture } => capture,
            Notation::Numeric(_) => 'x',
        }
    }
}
