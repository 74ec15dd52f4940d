//! The short rules summary of each variant, shown by `/rules` and the console's `rules`.
//! The texts are the `rules-<variant>` messages of the catalogue (`locales/<lang>/towers.ftl`,
//! see [`crate::service::text::locale`]), written from docs/rules.md (#common-ground and each game's section); English is the source.

use std::sync::LazyLock;

use crate::service::text::locale::{self, Lang};
use towers_rules::Variant;

/// The English summaries, in [`Variant::ALL`] order, formatted once.
static ENGLISH: LazyLock<Vec<String>> = LazyLock::new(|| {
    Variant::ALL
        .iter()
        .map(|&v| locale::rules_in(Lang::ENGLISH, v))
        .collect()
});

/// The rules summary of `variant` in English: a few lines of Discord markdown, under
/// Discord's 2000-character message limit. [`locale::rules_in`] gives other languages.
pub fn rules_text(variant: Variant) -> &'static str {
    let index = Variant::ALL.iter().position(|&v| v == variant);
    index
        .and_then(|i| ENGLISH.get(i))
        .map_or("", String::as_str)
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::{fen, notation, Position, Rules};

    /// Per variant: a quiet move legal in the initial position, a capture, and a position
    /// (FEN) in which that capture is legal. Each must appear in the summary as typed.
    fn examples(variant: Variant) -> (&'static str, &'static str, &'static str) {
        match variant {
            Variant::Bashni | Variant::Russian => ("c3-d4", "c3:e5:g3", "W:Wc3:Bd4,f4"),
            Variant::Brazilian | Variant::Kurnik => ("c3-d4", "c3xe5xg7", "W:Wc3:Bd4,f6"),
            Variant::Lasca => ("c3-d4", "d2xb4xd6", "W:Wd2:Bc3,c5"),
            Variant::International => ("32-28", "28x19", "W:W28:B23"),
            Variant::Canadian => ("44-38", "38x27", "W:W38:B33"),
            Variant::English => ("11-15", "11x18x25", "B:W15,22:B11"),
        }
    }

    #[test]
    fn every_summary_fits_one_discord_message_and_cites_nothing() {
        for v in Variant::ALL {
            let text = rules_text(v);
            let chars = text.chars().count();
            assert!(chars < 2000, "{v}: {chars} characters");
            let lines = text.lines().count();
            assert!((8..=14).contains(&lines), "{v}: {lines} lines");
            assert!(
                text.starts_with(&format!("**{}**", v.title())),
                "{v}: does not open with its title: {text}"
            );
            for hidden in ["<!--", "-->", "RULES.md", "§"] {
                assert!(!text.contains(hidden), "{v}: shows {hidden:?}");
            }
        }
    }

    #[test]
    fn every_summary_shows_notation_examples_that_the_bot_accepts() {
        for v in Variant::ALL {
            let text = rules_text(v);
            let (quiet, capture, position) = examples(v);
            for example in [quiet, capture] {
                assert!(
                    text.contains(&format!("`{example}`")),
                    "{v}: no example {example}"
                );
            }
            let legal = notation::legal_texts(&Position::initial(v));
            assert!(
                legal.iter().any(|m| m == quiet),
                "{v}: {quiet} not in {legal:?}"
            );
            let pos = fen::read(v, position).expect("example position");
            assert_eq!(notation::legal_texts(&pos), [capture], "{v}");
            let separator = Rules::of(v).capture_separator();
            assert!(
                capture.contains(separator),
                "{v}: {capture} lacks {separator}"
            );
        }
    }

    #[test]
    fn every_summary_states_the_draw_rules_the_bot_applies() {
        for v in Variant::ALL {
            let text = rules_text(v);
            let draw = text
                .lines()
                .find(|l| l.contains("Draw:"))
                .unwrap_or_else(|| panic!("{v}: no draw line"));
            assert!(draw.contains("threefold repetition"), "{v}: {draw}");
            let rules = Rules::of(v);
            let moves = rules.no_progress.plies / 2;
            assert!(
                draw.contains(&format!(" {moves} moves each")),
                "{v}: no {moves}-move rule in {draw}"
            );
            for endgame in rules.endgame {
                let moves = endgame.plies / 2;
                assert!(
                    draw.contains(&format!(" {moves} more moves each")),
                    "{v}: no {moves}-move endgame rule in {draw}"
                );
            }
            assert_eq!(
                draw.matches("moves each").count(),
                1 + rules.endgame.len(),
                "{v}: a draw rule the bot does not apply: {draw}"
            );
        }
    }

    /// The `code spans` of `text`, and the numbers outside them, sorted.
    fn codes_and_numbers(text: &str) -> (Vec<&str>, Vec<&str>) {
        let mut codes = Vec::new();
        let mut numbers = Vec::new();
        for (i, part) in text.split('`').enumerate() {
            if i % 2 == 1 {
                codes.push(part);
            } else {
                numbers.extend(
                    part.split(|c: char| !c.is_ascii_digit())
                        .filter(|n| !n.is_empty()),
                );
            }
        }
        numbers.sort_unstable();
        (codes, numbers)
    }

    #[test]
    fn every_translation_keeps_the_title_lines_examples_and_numbers() {
        for lang in Lang::all().filter(|&l| l != Lang::ENGLISH) {
            for v in Variant::ALL {
                let english = rules_text(v);
                let text = locale::rules_in(lang, v);
                let what = format!("{} {v}", lang.code());
                assert!(text.chars().count() < 2000, "{what}: too long");
                let name = locale::variant_name(lang, v);
                assert!(text.starts_with(&format!("**{name}**")), "{what}: {text}");
                assert_ne!(text, english, "{what}: untranslated");
                assert_eq!(text.lines().count(), english.lines().count(), "{what}");
                assert_eq!(
                    codes_and_numbers(&text),
                    codes_and_numbers(english),
                    "{what}: examples or numbers differ"
                );
                for hidden in ["<!--", "RULES.md", "§", "{", "}"] {
                    assert!(!text.contains(hidden), "{what}: shows {hidden:?}");
                }
            }
        }
    }
}
