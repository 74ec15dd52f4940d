//! Discord's command localizations (`name_localizations`, `description_localizations`, and
//! choice labels) filled from the message catalogue (`service::locale`), so that a user
//! whose Discord is in Polish, Russian, Ukrainian, Dutch, French or Brazilian Portuguese
//! sees the commands described in that language.
//!
//! Message ids: `cmd-<command>-name`, `cmd-<command>-description`,
//! `cmd-<command>-<option>-name`, `cmd-<command>-<option>-description`; a choice labelled
//! with a game's title uses `variant-<variant>`, any other choice `choice-<slug of its label>`.
//! English names and choice labels are the commands' own text; English descriptions are the
//! English catalogue's (the one place their wording lives, so the code's parameters carry no
//! `#[description]` of their own). The other languages are filled in where their file has
//! the message and it fits Discord's limits (names: 1-32 lowercase letters, digits, `-` or
//! `_`; descriptions and choice labels: 1-100 characters). Anything else is left to
//! Discord's default, English.

use std::borrow::Cow;

use super::{CommandError, Data};
use crate::service::api::{locale, Lang, Variant};

/// One localization list: (Discord locale, text) pairs.
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// `commands` with their localizations filled in from the catalogue.
pub fn localized(
    mut commands: Vec<poise::Command<Data, CommandError>>,
) -> Vec<poise::Command<Data, CommandError>> {
    for command in &mut commands {
        localize(command);
    }
    commands
}

fn localize(command: &mut poise::Command<Data, CommandError>) {
    let base = format!("cmd-{}", command.name);
    localize_at(command, base);
}

/// Localizes `command` under the message ids starting `base`, and its subcommands under
/// `base-<subcommand>` (`cmd-tournament-create-description`).
fn localize_at(command: &mut poise::Command<Data, CommandError>, base: String) {
    for sub in &mut command.subcommands {
        let sub_base = format!("{base}-{}", sub.name);
        localize_at(sub, sub_base);
    }
    english(&mut command.description, &format!("{base}-description"));
    add(
        &mut command.name_localizations,
        &format!("{base}-name"),
        is_command_name,
    );
    add(
        &mut command.description_localizations,
        &format!("{base}-description"),
        is_description,
    );
    for parameter in &mut command.parameters {
        let base = format!("{base}-{}", parameter.name);
        english(&mut parameter.description, &format!("{base}-description"));
        add(
            &mut parameter.name_localizations,
            &format!("{base}-name"),
            is_command_name,
        );
        add(
            &mut parameter.description_localizations,
            &format!("{base}-description"),
            is_description,
        );
        for choice in parameter.choices.to_mut() {
            add(
                &mut choice.localizations,
                &choice_id(&choice.name),
                is_description,
            );
        }
    }
}

/// Sets `description` to the English catalogue's message `id` when it has one that fits
/// Discord; otherwise leaves it (a command's doc comment, or poise's placeholder, which the
/// test `every_command_and_option_is_described_in_english_by_the_catalogue` refuses).
fn english(description: &mut Option<Cow<'static, str>>, id: &str) {
    if let Some(text) = locale::lookup(Lang::ENGLISH, id, &[]).filter(|t| is_description(t)) {
        *description = Some(Cow::Owned(text));
    }
}

/// Appends to `list` the translations of message `id` that pass `valid`, under every
/// Discord locale of their language.
fn add(list: &mut Localizations, id: &str, valid: fn(&str) -> bool) {
    for lang in Lang::all().filter(|&l| l != Lang::ENGLISH) {
        let Some(text) = locale::lookup(lang, id, &[]) else {
            continue;
        };
        if !valid(&text) {
            tracing::warn!(
                lang = lang.code(),
                id,
                text,
                "translation unfit for Discord"
            );
            continue;
        }
        for discord_locale in lang.catalogue().discord_locales {
            list.to_mut()
                .push((Cow::Borrowed(*discord_locale), Cow::Owned(text.clone())));
        }
    }
}

/// The message id of a choice labelled `label`.
pub fn choice_id(label: &str) -> String {
    if let Some(v) = Variant::ALL.iter().find(|v| v.title() == label) {
        return format!("variant-{}", v.name());
    }
    let slug: Vec<String> = label
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    format!("choice-{}", slug.join("-"))
}

/// Whether `name` is a valid Discord command or option name: 1-32 characters, each a
/// letter, digit, `-` or `_`, none upper case (Discord's `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`
/// for chat input commands, lower-case variant).
pub fn is_command_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| (c.is_alphanumeric() || c == '-' || c == '_') && !c.is_uppercase())
}

/// Whether `text` fits a Discord description or choice label: 1-100 characters.
pub fn is_description(text: &str) -> bool {
    (1..=100).contains(&text.chars().count())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn discord_name_rules() {
        for good in ["rules", "zasady", "правила", "pomoc", "who_starts", "a-1"] {
            assert!(is_command_name(good), "{good}");
        }
        let long = "a".repeat(33);
        for bad in ["", "Rules", "Правила", "two words", "a.b", long.as_str()] {
            assert!(!is_command_name(bad), "{bad}");
        }
        assert!(is_description(&"ą".repeat(100)));
        assert!(!is_description(&"ą".repeat(101)));
        assert!(!is_description(""));
    }

    #[test]
    fn choice_ids_name_games_by_variant_and_others_by_slug() {
        assert_eq!(choice_id("Russian draughts"), "variant-russian");
        assert_eq!(choice_id("Polish draughts 8×8 (kurnik)"), "variant-kurnik");
        assert_eq!(
            choice_id("kurnik: captures optional"),
            "choice-kurnik-captures-optional"
        );
        assert_eq!(choice_id("player to move"), "choice-player-to-move");
    }

    #[test]
    fn every_command_and_option_is_described_in_english_by_the_catalogue() {
        let english = |id: String| locale::lookup(Lang::ENGLISH, &id, &[]);
        // Subcommands are described under their parent's ids (`cmd-tournament-join-...`).
        let commands = super::super::commands();
        for (stem, command) in flattened(&commands) {
            let base = format!("cmd-{stem}");
            let id = format!("{base}-description");
            assert_eq!(
                command.description.as_deref(),
                english(id.clone()).as_deref(),
                "{id}"
            );
            for parameter in &command.parameters {
                let id = format!("{base}-{}-description", parameter.name);
                let text = english(id.clone());
                assert!(
                    text.as_deref().is_some_and(is_description),
                    "{id}: {text:?}"
                );
                assert_eq!(parameter.description.as_deref(), text.as_deref(), "{id}");
            }
        }
    }

    /// Every command and subcommand with its message-id stem (`tournament`,
    /// `tournament-join`).
    fn flattened(
        commands: &[poise::Command<Data, CommandError>],
    ) -> Vec<(String, &poise::Command<Data, CommandError>)> {
        let mut all = Vec::new();
        for c in commands {
            for sub in &c.subcommands {
                all.push((format!("{}-{}", c.name, sub.name), sub));
            }
            all.push((c.name.to_string(), c));
        }
        all
    }

    fn localized_pairs(list: &Localizations) -> Vec<(&str, &str)> {
        list.iter().map(|(l, t)| (l.as_ref(), t.as_ref())).collect()
    }

    #[test]
    fn help_and_rules_are_named_and_described_in_every_language() {
        let commands = super::super::commands();
        let find = |name: &str| {
            commands
                .iter()
                .find(|c| c.name == name)
                .unwrap_or_else(|| panic!("no /{name}"))
        };
        let help = find("help");
        assert_eq!(
            localized_pairs(&help.name_localizations),
            [
                ("pl", "pomoc"),
                ("ru", "помощь"),
                ("uk", "допомога"),
                ("nl", "hulp"),
                ("fr", "aide"),
                ("pt-BR", "ajuda")
            ]
        );
        let rules = find("rules");
        assert_eq!(
            localized_pairs(&rules.name_localizations),
            [
                ("pl", "zasady"),
                ("ru", "правила"),
                ("uk", "правила"),
                ("nl", "regels"),
                ("fr", "règles"),
                ("pt-BR", "regras")
            ]
        );
        for command in [help, rules] {
            let locales: Vec<&str> = localized_pairs(&command.description_localizations)
                .iter()
                .map(|(l, _)| *l)
                .collect();
            assert_eq!(
                locales,
                ["pl", "ru", "uk", "nl", "fr", "pt-BR"],
                "/{}",
                command.name
            );
        }
        let variant = &rules.parameters[0];
        assert_eq!(variant.name, "variant");
        assert_eq!(variant.description_localizations.len(), 6);
        let russian = variant
            .choices
            .iter()
            .find(|c| c.name == "Russian draughts")
            .expect("Russian draughts choice");
        assert_eq!(
            localized_pairs(&russian.localizations),
            [
                ("pl", "Warcaby rosyjskie"),
                ("ru", "Русские шашки"),
                ("uk", "Російські шашки"),
                ("nl", "Russisch dammen"),
                ("fr", "Dames russes"),
                ("pt-BR", "Damas russas")
            ]
        );
    }

    #[test]
    fn every_command_message_names_a_real_command_or_option() {
        let commands = super::super::commands();
        let mut known = Vec::new();
        for (stem, c) in flattened(&commands) {
            for what in ["name", "description"] {
                known.push(format!("cmd-{stem}-{what}"));
                for p in &c.parameters {
                    known.push(format!("cmd-{stem}-{}-{what}", p.name));
                }
            }
        }
        for id in locale::ids(Lang::ENGLISH) {
            if id.starts_with("cmd-") {
                assert!(known.contains(id), "{id}: no such command or option");
            }
        }
    }

    #[test]
    fn every_choice_message_names_a_real_choice_and_is_used() {
        let commands = super::super::commands();
        let labels: Vec<String> = flattened(&commands)
            .into_iter()
            .flat_map(|(_, c)| &c.parameters)
            .flat_map(|p| p.choices.iter())
            .map(|choice| choice_id(&choice.name))
            .collect();
        for id in locale::ids(Lang::ENGLISH) {
            if id.starts_with("choice-") || id.starts_with("variant-") {
                assert!(labels.contains(id), "{id}: no such choice");
            }
        }
        let side = commands.iter().find(|c| c.name == "side").expect("/side");
        let to_move = &side.parameters[0].choices[0];
        assert_eq!(
            localized_pairs(&to_move.localizations),
            [
                ("pl", "gracz na ruchu"),
                ("ru", "тот, чей ход"),
                ("uk", "той, чий хід"),
                ("nl", "speler aan zet"),
                ("fr", "joueur au trait"),
                ("pt-BR", "jogador da vez")
            ]
        );
    }

    /// A translation Discord would refuse is dropped (English shows instead), so every
    /// shipped one must fit: every command, option and choice is localized in every language.
    #[test]
    fn every_command_option_and_choice_is_localized_in_every_language() {
        let commands = super::super::commands();
        let others = Lang::all().filter(|&l| l != Lang::ENGLISH).count();
        let count = |list: &Localizations, what: &str| {
            assert_eq!(list.len(), others, "{what}: {:?}", localized_pairs(list));
        };
        for (stem, c) in flattened(&commands) {
            count(&c.description_localizations, &stem);
            for p in &c.parameters {
                let what = format!("{stem} {}", p.name);
                count(&p.description_localizations, &what);
                for choice in p.choices.iter() {
                    count(&choice.localizations, &format!("{what} {}", choice.name));
                }
            }
        }
    }
}
