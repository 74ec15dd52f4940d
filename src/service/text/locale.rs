//! The message catalogue: texts in the user's language, from Fluent files
//! (`locales/<code>/towers.ftl`, embedded at compile time). English is the source and the
//! fallback: a message missing from another language's file is shown in English, and an id
//! missing everywhere is shown as the id itself (never a panic).
//!
//! Adding a language is adding its file and one [`SUPPORTED`] entry; the tests check that the
//! new file defines every English message and uses only the placeholders English uses.
//!
//! Message ids: `help-text` (the `/help` answer), `rules-<variant>` (the `/rules` answer,
//! `<variant>` as [`Variant::name`] spells it), `variant-<variant>` (the game's name),
//! `cmd-<command>-description` / `cmd-<command>-name` and
//! `cmd-<command>-<option>-description` / `cmd-<command>-<option>-name` (Discord's command
//! localizations), `choice-<slug>` (an option choice's label).

use std::sync::LazyLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;

use towers_rules::Variant;

/// One language of the catalogue.
#[derive(Debug)]
pub struct Catalogue {
    /// BCP 47 language code, also the folder under `locales/`: `"en"`, `"pl"`, `"pt-BR"`.
    pub code: &'static str,
    /// The Discord locales (`Interaction::locale`, command localization keys) meaning this
    /// language, e.g. `["en-US", "en-GB"]`; see Discord's "Locales" reference.
    pub discord_locales: &'static [&'static str],
    /// The Fluent source.
    pub source: &'static str,
}

/// Every language, English (the fallback) first.
pub const SUPPORTED: &[Catalogue] = &[
    Catalogue {
        code: "en",
        discord_locales: &["en-US", "en-GB"],
        source: include_str!("../../../locales/en/towers.ftl"),
    },
    Catalogue {
        code: "pl",
        discord_locales: &["pl"],
        source: include_str!("../../../locales/pl/towers.ftl"),
    },
    Catalogue {
        code: "ru",
        discord_locales: &["ru"],
        source: include_str!("../../../locales/ru/towers.ftl"),
    },
    Catalogue {
        code: "uk",
        discord_locales: &["uk"],
        source: include_str!("../../../locales/uk/towers.ftl"),
    },
    Catalogue {
        code: "nl",
        discord_locales: &["nl"],
        source: include_str!("../../../locales/nl/towers.ftl"),
    },
    Catalogue {
        code: "fr",
        discord_locales: &["fr"],
        source: include_str!("../../../locales/fr/towers.ftl"),
    },
    Catalogue {
        code: "pt-BR",
        discord_locales: &["pt-BR"],
        source: include_str!("../../../locales/pt-BR/towers.ftl"),
    },
];

/// A supported language: an index into [`SUPPORTED`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lang(usize);

impl Lang {
    /// English, the source language and the fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// Every supported language, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..SUPPORTED.len()).map(Lang)
    }

    /// The language for a Discord locale string (`"pl"`, `"pt-BR"`, `"en-US"`, `"en-GB"`, ...):
    /// an exact Discord locale first, then the language part (`"pl-PL"` -> Polish); anything
    /// else (`"ja"`, `"de"`, `""`) is English.
    pub fn from_discord(locale: &str) -> Lang {
        let exact = Lang::all().find(|l| l.catalogue().discord_locales.contains(&locale));
        let primary = locale.split(['-', '_']).next().unwrap_or_default();
        exact
            .or_else(|| Lang::all().find(|l| l.code().eq_ignore_ascii_case(primary)))
            .unwrap_or(Lang::ENGLISH)
    }

    /// The language for a POSIX locale name (`"pt_BR.UTF-8"`, `"ru_RU.UTF-8"`,
    /// `"uk_UA.UTF-8@euro"`, `"pl"`) or a language code (`"pt-BR"`): the codeset after `.` and
    /// the modifier after `@` are dropped, then language and territory (`pt-BR`) are tried,
    /// then the language alone (`pl_PL` -> Polish). `C`, `POSIX`, empty and unsupported
    /// languages (`pt_PT`, `de_DE`) are English.
    pub fn from_posix(locale: &str) -> Lang {
        let name = locale.trim();
        let name = name.split(['.', '@']).next().unwrap_or_default();
        let tag = name.replace('_', "-");
        let language = tag.split('-').next().unwrap_or_default();
        Lang::from_code(&tag)
            .or_else(|| Lang::from_code(language))
            .unwrap_or(Lang::ENGLISH)
    }

    /// The language of messages as POSIX chooses it from the environment: the first set and
    /// non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG` ([`Lang::from_posix`]); English when none
    /// is. `var` reads one variable (`std::env::var(name).ok()` in the binary).
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.trim().is_empty())
            .map_or(Lang::ENGLISH, |value| Lang::from_posix(&value))
    }

    /// Every language code, in [`SUPPORTED`] order, joined with `", "`: `"en, pl, ru, ..."`.
    pub fn codes() -> String {
        SUPPORTED
            .iter()
            .map(|c| c.code)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The supported language whose code is `code` (`"pl"`, case-insensitive), if any.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::all().find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The language code, e.g. `"pl"`.
    pub fn code(self) -> &'static str {
        self.catalogue().code
    }

    /// The language's entry in [`SUPPORTED`].
    pub fn catalogue(self) -> &'static Catalogue {
        &SUPPORTED[self.0]
    }
}

/// One parsed catalogue.
struct Loaded {
    bundle: FluentBundle<FluentResource>,
    /// Message ids in file order.
    ids: Vec<String>,
}

static LOADED: LazyLock<Vec<Loaded>> = LazyLock::new(|| SUPPORTED.iter().map(load).collect());

/// Parses `catalogue`. A syntax error drops only the broken entries (Fluent's recovery);
/// it is logged, and the tests keep the shipped files free of them.
fn load(catalogue: &Catalogue) -> Loaded {
    let resource = match FluentResource::try_new(catalogue.source.to_string()) {
        Ok(resource) => resource,
        Err((resource, errors)) => {
            tracing::error!(
                lang = catalogue.code,
                ?errors,
                "message catalogue has errors"
            );
            resource
        }
    };
    let ids = message_ids(&resource);
    let langid = catalogue.code.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![langid]);
    // No Unicode isolation marks around placeables: Discord shows them as is.
    bundle.set_use_isolating(false);
    if let Err(errors) = bundle.add_resource(resource) {
        tracing::error!(
            lang = catalogue.code,
            ?errors,
            "message catalogue has duplicates"
        );
    }
    Loaded { bundle, ids }
}

fn message_ids(resource: &FluentResource) -> Vec<String> {
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) if m.value.is_some() => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The message `id` in `lang`, with each `(name, value)` of `args` filling `{ $name }`.
/// Falls back to English when `lang` lacks the message, and to `id` itself when English
/// lacks it too. A placeholder without a value shows as `{$name}`.
pub fn text(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    text_in(&LOADED, lang, id, &fluent_args(args))
}

/// [`text`] with Fluent values (numbers select plural forms): the message `id` in `lang`,
/// else in English, else `id` itself.
pub fn text_with(lang: Lang, id: &str, args: &FluentArgs<'_>) -> String {
    text_in(&LOADED, lang, id, args)
}

fn fluent_args<'a>(args: &[(&'a str, &'a str)]) -> FluentArgs<'a> {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, *value);
    }
    fluent_args
}

/// The message `id` in `lang` only (no fallback), or `None` when that file lacks it.
pub fn lookup(lang: Lang, id: &str, args: &[(&str, &str)]) -> Option<String> {
    format(&LOADED[lang.0], id, &fluent_args(args)).map(|(text, _)| text)
}

/// [`text`] over the catalogues `all` (English first).
fn text_in(all: &[Loaded], lang: Lang, id: &str, args: &FluentArgs<'_>) -> String {
    let english = &all[Lang::ENGLISH.0];
    all.get(lang.0)
        .and_then(|loaded| format(loaded, id, args))
        .or_else(|| format(english, id, args))
        .map(|(text, _)| text)
        .unwrap_or_else(|| {
            tracing::warn!(id, "no such message in the catalogue");
            id.to_string()
        })
}

/// The message `id` of `loaded`, with the resolver's complaints (unknown placeholders,
/// messages) as text; `None` when `loaded` lacks it.
fn format(loaded: &Loaded, id: &str, args: &FluentArgs<'_>) -> Option<(String, Vec<String>)> {
    let bundle = &loaded.bundle;
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    if !errors.is_empty() {
        tracing::warn!(id, ?errors, "message formatted with errors");
    }
    let errors = errors.iter().map(ToString::to_string).collect();
    Some((text.into_owned(), errors))
}

/// The message ids `lang`'s file defines (with a value), in file order.
pub fn ids(lang: Lang) -> &'static [String] {
    &LOADED[lang.0].ids
}

/// The name of `variant` in `lang` (message `variant-<name>`), e.g. "Warcaby rosyjskie".
pub fn variant_name(lang: Lang, variant: Variant) -> String {
    text(lang, &format!("variant-{}", variant.name()), &[])
}

/// The `/rules` summary of `variant` in `lang` (message `rules-<name>`): a few lines of
/// Discord markdown opening with the bold [`variant_name`].
pub fn rules_in(lang: Lang, variant: Variant) -> String {
    text(lang, &format!("rules-{}", variant.name()), &[])
}

/// The `/help` answer in `lang` (message `help-text`, then `board-legend`, what the board
/// picture's top bar and turn marker mean): Discord markdown, under 2000 characters.
pub fn help_text(lang: Lang) -> String {
    format!(
        "{}\n{}",
        text(lang, "help-text", &[]),
        text(lang, "board-legend", &[])
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lang(code: &str) -> Lang {
        Lang::all().find(|l| l.code() == code).expect(code)
    }

    #[test]
    fn discord_locales_pick_a_supported_language_or_english() {
        let cases = [
            ("pl", "pl"),
            ("ru", "ru"),
            ("en-US", "en"),
            ("en-GB", "en"),
            ("pl-PL", "pl"),
            ("uk", "uk"),
            ("nl", "nl"),
            ("fr", "fr"),
            ("pt-BR", "pt-BR"),
            ("pt-PT", "en"),
            ("ja", "en"),
            ("de", "en"),
            ("", "en"),
            ("-", "en"),
        ];
        for (locale, code) in cases {
            assert_eq!(Lang::from_discord(locale).code(), code, "{locale:?}");
        }
    }

    #[test]
    fn posix_locales_pick_a_supported_language_or_english() {
        let cases = [
            ("pt_BR.UTF-8", "pt-BR"),
            ("pt-BR", "pt-BR"),
            ("pt_BR", "pt-BR"),
            ("ru_RU.UTF-8", "ru"),
            ("uk_UA.utf8", "uk"),
            ("pl_PL.ISO-8859-2", "pl"),
            ("fr_CA.UTF-8", "fr"),
            ("nl_BE.UTF-8@euro", "nl"),
            ("de_DE.UTF-8", "en"),
            ("pt_PT.UTF-8", "en"),
            ("en_GB.UTF-8", "en"),
            ("C.UTF-8", "en"),
            ("POSIX", "en"),
            ("", "en"),
        ];
        for (locale, code) in cases {
            assert_eq!(Lang::from_posix(locale).code(), code, "{locale:?}");
        }
    }

    /// The language code [`Lang::from_environment`] picks when the environment is `pairs`.
    fn chosen(pairs: &[(&str, &str)]) -> &'static str {
        let var = |name: &str| {
            pairs
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| v.to_string())
        };
        Lang::from_environment(var).code()
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang_choose_the_language() {
        let all = [
            ("LC_ALL", "ru_RU.UTF-8"),
            ("LC_MESSAGES", "pl_PL.UTF-8"),
            ("LANG", "pt_BR.UTF-8"),
        ];
        assert_eq!(chosen(&all), "ru");
        assert_eq!(
            chosen(&[("LC_MESSAGES", "pl_PL.UTF-8"), ("LANG", "pt_BR.UTF-8")]),
            "pl"
        );
        // An empty variable counts as unset.
        let empty = [("LC_ALL", ""), ("LC_MESSAGES", ""), ("LANG", "pt_BR.UTF-8")];
        assert_eq!(chosen(&empty), "pt-BR");
        assert_eq!(chosen(&[]), "en");
        // LC_ALL=C is a choice: English, whatever LANG says.
        assert_eq!(chosen(&[("LC_ALL", "C"), ("LANG", "ru_RU.UTF-8")]), "en");
        assert_eq!(Lang::codes(), "en, pl, ru, uk, nl, fr, pt-BR");
    }

    #[test]
    fn every_catalogue_parses_without_errors_or_duplicates() {
        for catalogue in SUPPORTED {
            let parsed = FluentResource::try_new(catalogue.source.to_string());
            assert!(
                parsed.is_ok(),
                "{}: {:?}",
                catalogue.code,
                parsed.err().map(|(_, e)| e)
            );
            let ids = message_ids(&parsed.unwrap_or_else(|(r, _)| r));
            let mut unique = ids.clone();
            unique.sort();
            unique.dedup();
            assert_eq!(unique.len(), ids.len(), "{}: duplicate ids", catalogue.code);
            assert!(!ids.is_empty(), "{}: no messages", catalogue.code);
        }
    }

    #[test]
    fn every_english_message_exists_in_every_language() {
        let english = ids(Lang::ENGLISH);
        for lang in Lang::all() {
            let missing: Vec<&String> = english
                .iter()
                .filter(|id| !ids(lang).contains(id))
                .collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
            let extra: Vec<&String> = ids(lang)
                .iter()
                .filter(|id| !english.contains(id))
                .collect();
            assert!(
                extra.is_empty(),
                "{} has {extra:?}, unknown in English",
                lang.code()
            );
        }
    }

    /// The placeholders English leaves unfilled when formatted without arguments: the
    /// ones the code must supply.
    fn english_placeholders(id: &str) -> Vec<String> {
        let (_, errors) = format(&LOADED[0], id, &FluentArgs::new()).expect(id);
        errors
            .iter()
            // fluent-bundle words it "Resolver error: Unknown variable: $name".
            .filter_map(|e| e.split("Unknown variable: $").nth(1).map(str::to_string))
            .collect()
    }

    #[test]
    fn every_placeholder_and_reference_is_defined() {
        for id in ids(Lang::ENGLISH) {
            let names = english_placeholders(id);
            let args: Vec<(&str, &str)> = names.iter().map(|n| (n.as_str(), "X")).collect();
            for lang in Lang::all() {
                // A message the language lacks is the previous test's to report.
                let Some((text, errors)) = format(&LOADED[lang.0], id, &fluent_args(&args)) else {
                    continue;
                };
                assert!(errors.is_empty(), "{} {id}: {errors:?}", lang.code());
                assert!(!text.trim().is_empty(), "{} {id}: empty", lang.code());
                assert!(
                    !text.contains('\u{2068}') && !text.contains('\u{2069}'),
                    "{} {id}: isolation marks",
                    lang.code()
                );
            }
        }
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        let all = [
            load(&Catalogue {
                code: "en",
                discord_locales: &["en-US"],
                source: "both = Both\nonly-en = Only in English, { $who }.\n",
            }),
            load(&Catalogue {
                code: "pl",
                discord_locales: &["pl"],
                source: "both = Oba\n",
            }),
        ];
        let polish = Lang(1);
        assert_eq!(text_in(&all, polish, "both", &FluentArgs::new()), "Oba");
        assert_eq!(
            text_in(&all, polish, "only-en", &fluent_args(&[("who", "Ala")])),
            "Only in English, Ala."
        );
        assert_eq!(
            text_in(&all, polish, "nowhere", &FluentArgs::new()),
            "nowhere"
        );
        assert_eq!(
            text_in(&all, Lang::ENGLISH, "only-en", &FluentArgs::new()),
            "Only in English, {$who}."
        );
        // A language index past the list (never built by `Lang`, but no panic either).
        assert_eq!(text_in(&all, Lang(7), "both", &FluentArgs::new()), "Both");
    }

    /// The CLDR plural category Fluent picks for the number `n` in language `code` (the
    /// locale each catalogue's bundle is built with).
    fn plural_category(code: &'static str, n: i64) -> String {
        let loaded = load(&Catalogue {
            code,
            discord_locales: &[],
            source: "cat = { $n ->\n    [zero] zero\n    [one] one\n    [two] two\n    [few] few\n    [many] many\n   *[other] other\n}\n",
        });
        let pattern = loaded.bundle.get_message("cat").and_then(|m| m.value());
        let mut args = FluentArgs::new();
        args.set("n", fluent_bundle::FluentValue::from(n));
        let mut errors = Vec::new();
        let text = loaded
            .bundle
            .format_pattern(pattern.expect("cat"), Some(&args), &mut errors);
        assert!(errors.is_empty(), "{code}: {errors:?}");
        text.into_owned()
    }

    #[test]
    fn counts_pick_each_languages_plural_form() {
        // 1 ruch, 2 ruchy, 5 ruchów; 1 хід, 2 ходи, 5 ходів; 21 хід, 22 ходи, 11 ходів.
        let three_forms: &[(i64, &str)] = &[
            (1, "one"),
            (2, "few"),
            (5, "many"),
            (21, "one"),
            (22, "few"),
            (11, "many"),
            (0, "many"),
        ];
        let cases: &[(&str, &[(i64, &str)])] = &[
            (
                "en",
                &[(1, "one"), (2, "other"), (5, "other"), (0, "other")],
            ),
            // Polish: 21 is "many" (21 ruchów), unlike Russian and Ukrainian.
            (
                "pl",
                &[
                    (1, "one"),
                    (2, "few"),
                    (5, "many"),
                    (21, "many"),
                    (22, "few"),
                ],
            ),
            ("ru", three_forms),
            ("uk", three_forms),
            (
                "nl",
                &[(1, "one"), (2, "other"), (5, "other"), (0, "other")],
            ),
            ("fr", &[(0, "one"), (1, "one"), (2, "other"), (5, "other")]),
            (
                "pt-BR",
                &[(0, "one"), (1, "one"), (2, "other"), (5, "other")],
            ),
        ];
        for (code, counts) in cases {
            for (n, category) in *counts {
                assert_eq!(plural_category(code, *n), *category, "{code} {n}");
            }
        }
        // Every supported language is covered.
        for lang in Lang::all() {
            assert!(
                cases.iter().any(|(code, _)| *code == lang.code()),
                "{}",
                lang.code()
            );
        }
    }

    /// The message `id` of `lang`'s own file with the number `n` as `$n` (no fallback).
    fn with_number(lang: Lang, id: &str, n: i64) -> String {
        let bundle = &LOADED[lang.0].bundle;
        let pattern = bundle.get_message(id).and_then(|m| m.value());
        let pattern = pattern.unwrap_or_else(|| panic!("{} lacks {id}", lang.code()));
        let mut args = FluentArgs::new();
        args.set("n", fluent_bundle::FluentValue::from(n));
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        assert!(errors.is_empty(), "{} {id}: {errors:?}", lang.code());
        text.into_owned()
    }

    #[test]
    fn durations_take_the_three_slavic_plural_forms() {
        let cases = [
            (
                "pl",
                "duration-minutes",
                ["1 minuta", "2 minuty", "5 minut", "22 minuty"],
            ),
            (
                "pl",
                "duration-hours",
                ["1 godzina", "2 godziny", "5 godzin", "22 godziny"],
            ),
            (
                "ru",
                "duration-minutes",
                ["1 минута", "2 минуты", "5 минут", "22 минуты"],
            ),
            (
                "ru",
                "duration-days",
                ["1 день", "2 дня", "5 дней", "22 дня"],
            ),
            (
                "uk",
                "duration-minutes",
                ["1 хвилина", "2 хвилини", "5 хвилин", "22 хвилини"],
            ),
            (
                "uk",
                "duration-days",
                ["1 день", "2 дні", "5 днів", "22 дні"],
            ),
            (
                "fr",
                "duration-days",
                ["1 jour", "2 jours", "5 jours", "22 jours"],
            ),
            (
                "pt-BR",
                "duration-hours",
                ["1 hora", "2 horas", "5 horas", "22 horas"],
            ),
            (
                "nl",
                "duration-minutes",
                ["1 minuut", "2 minuten", "5 minuten", "22 minuten"],
            ),
        ];
        for (code, id, expected) in cases {
            for (n, want) in [1, 2, 5, 22].into_iter().zip(expected) {
                assert_eq!(with_number(lang(code), id, n), want, "{code} {id} {n}");
            }
        }
    }

    #[test]
    fn help_fits_one_discord_message_in_every_language() {
        for lang in Lang::all() {
            let help = help_text(lang);
            let chars = help.chars().count();
            assert!(chars < 2000, "{}: {chars} characters", lang.code());
            // What the board picture's top bar means.
            assert!(help.contains("+2"), "{}: no board legend", lang.code());
        }
        assert!(help_text(lang("pl")).contains("Ruchy"));
        assert!(help_text(lang("ru")).contains("Ходы"));
        assert!(help_text(lang("uk")).contains("Ходи"));
        assert!(help_text(lang("nl")).contains("Zetten"));
        assert!(help_text(lang("fr")).contains("Coups"));
        assert!(help_text(lang("pt-BR")).contains("Lances"));
    }
}
