//! End to end: `/help` and `/rules` in the user's Discord language (the interaction's
//! `locale`), and the command names and descriptions the bot registers in the other six
//! languages (Polish, Russian, Ukrainian, Dutch, French, Brazilian Portuguese),
//! against the stand-in Discord on 127.0.0.1.

use crate::support;

use serde_json::{json, Value};
use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, Recorded};
use support::stores::FailingStore;
use towers::service::text::locale::{self, Lang};
use towers_rules::Variant;

/// The fake and the bot connected to it (commands registered), with a store that fails
/// every call: `/help` and `/rules` must not need it.
async fn start() -> (FakeDiscord, RunningBot, tempfile::TempDir) {
    support::logs::capture();
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()), FailingStore);
    fake.wait_registered().await;
    (fake, bot, dir)
}

/// An answer only the asker sees (flag 64), with text, no file, pinging nobody.
fn assert_private(reply: &Recorded, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert_eq!(
        reply.flags() & 64,
        64,
        "{what} should be ephemeral: {reply:?}"
    );
    assert!(reply.files.is_empty(), "{what}: a file");
    assert_eq!(reply.allowed_mentions()["parse"], json!([]), "{what}");
    let chars = reply.content().chars().count();
    assert!((1..2000).contains(&chars), "{what}: {chars} characters");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn help_answers_in_every_language() {
    let (fake, bot, _dir) = start().await;
    let alice = fake.user("alice");
    let channel = fake.default_channel();

    let english = fake.slash(&alice, "help", &[]).await;
    assert_private(&english, "/help en-US");
    let cases = [
        ("en-US", vec!["**Moves**", "Bashni, Russian", "`/rules`"]),
        ("en-GB", vec!["**Moves**", "`/rules`"]),
        ("pl", vec!["**Ruchy**", "warcaby rosyjskie", "`/zasady`"]),
        ("ru", vec!["**Ходы**", "русские шашки", "`/правила`"]),
        ("uk", vec!["**Ходи**", "російські шашки", "`/правила`"]),
        ("nl", vec!["**Zetten**", "Russisch dammen", "`/regels`"]),
        ("fr", vec!["**Coups**", "dames russes", "`/règles`"]),
        ("pt-BR", vec!["**Lances**", "damas russas", "`/regras`"]),
    ];
    for (code, words) in cases {
        let reply = fake
            .slash_with_locale(channel, &alice, "help", &[], code)
            .await;
        let what = format!("/help in {code}");
        assert_private(&reply, &what);
        let text = reply.content();
        for word in words {
            assert!(text.contains(word), "{what}: no {word:?} in {text}");
        }
        // Every command one can use, and the move notations.
        for command in [
            "challenge",
            "move",
            "board",
            "resign",
            "draw",
            "takeback",
            "claim",
            "pdn",
            "replay",
            "games",
            "rating",
            "leaderboard",
            "stats",
            "settings",
            "configure",
            "side",
        ] {
            assert!(
                text.contains(&format!("`/{command}`")),
                "{what}: no /{command}"
            );
        }
        for notation in ["`c3-d4`", "`c3:e5:g3`", "`11-15`", "`26x17`"] {
            assert!(text.contains(notation), "{what}: no {notation}");
        }
    }
    assert_eq!(
        english.content(),
        locale::help_text(Lang::ENGLISH),
        "the default en-US locale"
    );

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_answer_in_the_users_language() {
    let (fake, bot, _dir) = start().await;
    let alice = fake.user("alice");
    let channel = fake.default_channel();

    let cases = [
        (
            "pl",
            "Russian draughts",
            "**Warcaby rosyjskie**",
            "Bicie jest obowiązkowe",
        ),
        (
            "pl",
            "Brazilian draughts",
            "**Warcaby brazylijskie**",
            "zasada większości",
        ),
        ("pl", "Bashni", "**Bashni**", "Wieże: zbita bierka"),
        ("ru", "Lasca", "**Ласка**", "Столбики"),
        ("ru", "Bashni", "**Башни**", "Бить обязательно"),
        ("uk", "Bashni", "**Башні**", "Бити обов’язково"),
        ("uk", "Lasca", "**Ласка**", "Стовпчики"),
        (
            "nl",
            "International draughts 10×10",
            "**Internationaal dammen 10×10**",
            "slagplicht",
        ),
        ("nl", "Bashni", "**Bashni**", "Torens"),
        (
            "fr",
            "Brazilian draughts",
            "**Dames brésiliennes**",
            "prise est obligatoire et majoritaire",
        ),
        ("fr", "Lasca", "**Lasca**", "Colonnes"),
        (
            "pt-BR",
            "Brazilian draughts",
            "**Damas brasileiras**",
            "lei da maioria",
        ),
        (
            "pt-BR",
            "Russian draughts",
            "**Damas russas**",
            "A pedra anda",
        ),
        (
            "ru",
            "International draughts 10×10",
            "**Международные шашки 10×10**",
            "правило большинства",
        ),
    ];
    for (code, choice, title, words) in cases {
        let reply = fake
            .slash_with_locale(channel, &alice, "rules", &[("variant", choice)], code)
            .await;
        let what = format!("/rules {choice} in {code}");
        assert_private(&reply, &what);
        let text = reply.content();
        assert!(text.starts_with(title), "{what}: {text}");
        assert!(text.contains(words), "{what}: no {words:?} in {text}");
    }
    // Without a variant: Bashni, in Russian.
    let reply = fake
        .slash_with_locale(channel, &alice, "rules", &[], "ru")
        .await;
    assert!(reply.content().starts_with("**Башни**"), "{reply:?}");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unsupported_language_gets_english() {
    let (fake, bot, _dir) = start().await;
    let alice = fake.user("alice");
    let channel = fake.default_channel();

    for code in ["ja", "de", "es-ES"] {
        let rules = fake
            .slash_with_locale(channel, &alice, "rules", &[("variant", "Lasca")], code)
            .await;
        assert_private(&rules, code);
        assert_eq!(
            rules.content(),
            towers::service::text::rules_text::rules_text(Variant::Lasca),
            "{code}"
        );
        let help = fake
            .slash_with_locale(channel, &alice, "help", &[], code)
            .await;
        assert!(help.content().contains("**Moves**"), "{code}: {help:?}");
    }

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// The Discord locales the bot registers translations under.
const LOCALES: [&str; 6] = ["pl", "ru", "uk", "nl", "fr", "pt-BR"];

/// Discord's rule for chat input command and option names:
/// `^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, in lower case where the letter has one.
fn discord_name(name: &str) -> bool {
    (1..=32).contains(&name.chars().count())
        && name
            .chars()
            .all(|c| c.is_alphabetic() || c.is_numeric() || c == '-' || c == '_')
        && name.to_lowercase() == name
}

/// The `{locale: text}` object `key` of `object`, as (locale, text) pairs; none when absent.
fn localizations<'a>(object: &'a Value, key: &str) -> Vec<(&'a str, &'a str)> {
    object[key]
        .as_object()
        .into_iter()
        .flatten()
        .map(|(locale, text)| (locale.as_str(), text.as_str().expect("text")))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_are_registered_with_names_and_descriptions_in_six_languages() {
    let (fake, bot, _dir) = start().await;
    let commands = fake.commands(Some(fake.guild_id()));
    let command = |name: &str| {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name} not registered"))
    };

    let sorted = |mut pairs: Vec<(&'static str, &'static str)>| {
        pairs.sort();
        pairs
    };
    let mut help_names = localizations(command("help"), "name_localizations");
    help_names.sort();
    assert_eq!(
        help_names,
        sorted(vec![
            ("pl", "pomoc"),
            ("ru", "помощь"),
            ("uk", "допомога"),
            ("nl", "hulp"),
            ("fr", "aide"),
            ("pt-BR", "ajuda")
        ])
    );
    let mut rules_names = localizations(command("rules"), "name_localizations");
    rules_names.sort();
    assert_eq!(
        rules_names,
        sorted(vec![
            ("pl", "zasady"),
            ("ru", "правила"),
            ("uk", "правила"),
            ("nl", "regels"),
            ("fr", "règles"),
            ("pt-BR", "regras")
        ])
    );
    for name in ["help", "rules"] {
        let mut locales: Vec<&str> = localizations(command(name), "description_localizations")
            .into_iter()
            .map(|(l, _)| l)
            .collect();
        locales.sort();
        let mut expected = LOCALES.to_vec();
        expected.sort();
        assert_eq!(locales, expected, "/{name}");
    }
    let variant = &command("rules")["options"][0];
    assert_eq!(variant["name"], "variant");
    assert_eq!(
        localizations(variant, "description_localizations").len(),
        6,
        "{variant}"
    );
    let lasca = variant["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .find(|c| c["name"] == "Lasca")
        .expect("Lasca");
    assert!(
        localizations(lasca, "name_localizations").contains(&("ru", "Ласка")),
        "{lasca}"
    );

    // Whatever is localized fits Discord's limits (Discord refuses the whole PUT otherwise),
    // and only Discord's own locale codes are used.
    let mut described = 0;
    for c in &commands {
        let options = c["options"].as_array().cloned().unwrap_or_default();
        let choices: Vec<Value> = options
            .iter()
            .flat_map(|o| o["choices"].as_array().cloned().unwrap_or_default())
            .collect();
        for object in std::iter::once(c).chain(&options) {
            for (locale, name) in localizations(object, "name_localizations") {
                assert!(LOCALES.contains(&locale), "{locale} in {object}");
                assert!(
                    discord_name(name),
                    "{locale} name {name:?} of {}",
                    c["name"]
                );
            }
            for (locale, text) in localizations(object, "description_localizations") {
                assert!(LOCALES.contains(&locale), "{locale} in {object}");
                let chars = text.chars().count();
                assert!((1..=100).contains(&chars), "{locale} {text:?}: {chars}");
                described += 1;
            }
        }
        for choice in &choices {
            for (locale, label) in localizations(choice, "name_localizations") {
                assert!(LOCALES.contains(&locale), "{locale} in {choice}");
                assert!((1..=100).contains(&label.chars().count()), "{label:?}");
            }
        }
    }
    // Every command is described in all six languages (options too, at least most of them).
    assert!(
        described >= 6 * commands.len(),
        "only {described} descriptions"
    );

    bot.stop().await.expect("bot stops cleanly");
}

/// `/configure language:` end to end: public messages switch to the server's chosen
/// language at once (here the game's name, which the catalogues translate), what only the
/// invoker sees stays in the invoker's Discord language, and `default` goes back to the
/// server's Discord language (`guild_locale`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn configure_language_switches_the_next_public_message_not_private_ones() {
    let (fake, bot, _sled, _dir) = support::e2e::start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.set_guild_locale("en-US");
    fake.set_user_locale(&alice, "en-US");
    let russian = Lang::from_discord("ru");
    let english_name = locale::variant_name(Lang::ENGLISH, Variant::Russian);
    let russian_name = locale::variant_name(russian, Variant::Russian);
    assert_ne!(english_name, russian_name);

    let challenge = fake
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("variant", "Russian draughts")],
        )
        .await;
    assert!(!challenge.is_ephemeral(), "{challenge:?}");
    assert!(challenge.content().contains(&english_name), "{challenge:?}");

    let unknown = fake
        .slash(&alice, "configure", &[("language", "tlh")])
        .await;
    assert!(unknown.is_ephemeral(), "{unknown:?}");
    assert!(unknown.content().contains("'tlh'"), "{unknown:?}");

    let saved = fake.slash(&alice, "configure", &[("language", "ru")]).await;
    assert!(saved.is_ephemeral(), "{saved:?}");
    assert!(
        saved.content().starts_with("Saved.") && saved.content().contains("Language: ru"),
        "alice's own answer stays English: {saved:?}"
    );

    // The next public message is Russian.
    let accepted = fake.slash(&bob, "accept", &[]).await;
    assert!(!accepted.is_ephemeral(), "{accepted:?}");
    assert!(
        accepted.content().contains(&russian_name) && !accepted.content().contains(&english_name),
        "{accepted:?}"
    );
    // A private answer stays in alice's Discord language.
    let rules = fake
        .slash(&alice, "rules", &[("variant", "Russian draughts")])
        .await;
    assert!(rules.is_ephemeral(), "{rules:?}");
    assert!(rules.content().contains(&english_name), "{rules:?}");

    // "default": the server's Discord language again.
    fake.slash(&alice, "configure", &[("language", "default")])
        .await;
    let board = fake.slash(&bob, "board", &[]).await;
    assert!(board.content().contains(&english_name), "{board:?}");
    fake.set_guild_locale("pl");
    let board = fake.slash(&bob, "board", &[]).await;
    let polish_name = locale::variant_name(Lang::from_discord("pl"), Variant::Russian);
    assert!(board.content().contains(&polish_name), "{board:?}");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
