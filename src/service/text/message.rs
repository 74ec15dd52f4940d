//! What the service says, as data: a message id of the catalogue (`locales/<lang>/towers.ftl`)
//! with typed arguments, worded by the front end in the reader's language
//! ([`Message::render`]). The service never hands out finished text.

use std::fmt;

use fluent_bundle::{FluentArgs, FluentValue};

use crate::service::text::locale::{self, Lang};
use towers_rules::{Color, Variant};

/// One argument of a [`Message`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Shown as is: a player's name (already escaped for Discord markdown), a move in
    /// notation, a rule option list.
    Text(String),
    /// A number; Fluent picks the language's plural form by it.
    Count(u64),
    /// A colour, worded by `color-white` / `color-black`.
    Color(Color),
    /// A game, worded by `variant-<name>`.
    Variant(Variant),
    /// A span of seconds, worded by the `duration-*` messages ("3 days", "1 hour 30 minutes").
    Duration(u64),
    /// Another message, worded first in the same language.
    Message(Box<Message>),
}

/// A sentence (or a few) of the catalogue: an id and its arguments, or several messages
/// shown together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The catalogue's message `id` with `args` filling its `{ $name }` placeholders.
    One {
        id: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
    /// Messages shown one after another, separated by a space.
    Sentences(Vec<Message>),
    /// Messages shown on lines of their own.
    Lines(Vec<Message>),
}

impl Default for Message {
    fn default() -> Self {
        Message::Sentences(Vec::new())
    }
}

impl Message {
    /// The message `id` without arguments (add them with [`Message::arg`] and friends).
    pub fn new(id: &'static str) -> Self {
        Message::One {
            id,
            args: Vec::new(),
        }
    }

    /// This message with `name` set to `value`. (On a group of messages: unchanged.)
    pub fn arg(mut self, name: &'static str, value: Arg) -> Self {
        if let Message::One { args, .. } = &mut self {
            args.push((name, value));
        }
        self
    }

    /// This message with `name` set to the text `value` (a name, a move).
    pub fn text(self, name: &'static str, value: impl Into<String>) -> Self {
        self.arg(name, Arg::Text(value.into()))
    }

    /// This message with `name` set to the number `n`.
    pub fn count(self, name: &'static str, n: u64) -> Self {
        self.arg(name, Arg::Count(n))
    }

    /// This message with `name` set to `color`.
    pub fn color(self, name: &'static str, color: Color) -> Self {
        self.arg(name, Arg::Color(color))
    }

    /// This message with `name` set to `variant`'s name.
    pub fn variant(self, name: &'static str, variant: Variant) -> Self {
        self.arg(name, Arg::Variant(variant))
    }

    /// This message with `name` set to `secs` seconds in words.
    pub fn duration(self, name: &'static str, secs: u64) -> Self {
        self.arg(name, Arg::Duration(secs))
    }

    /// This message with `name` set to the message `inner`.
    pub fn message(self, name: &'static str, inner: Message) -> Self {
        self.arg(name, Arg::Message(Box::new(inner)))
    }

    /// `self` followed by `next` (space-separated), flattening groups of sentences.
    pub fn then(self, next: Message) -> Message {
        let mut parts = match self {
            Message::Sentences(parts) => parts,
            other => vec![other],
        };
        match next {
            Message::Sentences(more) => parts.extend(more),
            other => parts.push(other),
        }
        Message::Sentences(parts)
    }

    /// `self` and then `next` on a line of its own.
    pub fn line(self, next: Message) -> Message {
        let mut lines = match self {
            Message::Lines(lines) => lines,
            other => vec![other],
        };
        lines.push(next);
        Message::Lines(lines)
    }

    /// Whether nothing is said (an empty group).
    pub fn is_empty(&self) -> bool {
        match self {
            Message::One { .. } => false,
            Message::Sentences(parts) | Message::Lines(parts) => parts.iter().all(Self::is_empty),
        }
    }

    /// The catalogue ids this message uses, in order (for tests and logs).
    pub fn ids(&self) -> Vec<&'static str> {
        match self {
            Message::One { id, args } => {
                let mut ids = vec![*id];
                for (_, arg) in args {
                    if let Arg::Message(inner) = arg {
                        ids.extend(inner.ids());
                    }
                }
                ids
            }
            Message::Sentences(parts) | Message::Lines(parts) => {
                parts.iter().flat_map(Self::ids).collect()
            }
        }
    }

    /// The message worded in `lang` (English where `lang` lacks a message; the id itself
    /// where English lacks it too, never a panic).
    pub fn render(&self, lang: Lang) -> String {
        match self {
            Message::One { id, args } => {
                let mut fluent = FluentArgs::new();
                for (name, arg) in args {
                    fluent.set(*name, value(arg, lang));
                }
                locale::text_with(lang, id, &fluent)
            }
            Message::Sentences(parts) => join(parts, " ", lang),
            Message::Lines(parts) => join(parts, "\n", lang),
        }
    }
}

fn join(parts: &[Message], separator: &str, lang: Lang) -> String {
    parts
        .iter()
        .filter(|p| !p.is_empty())
        .map(|p| p.render(lang))
        .collect::<Vec<_>>()
        .join(separator)
}

fn value(arg: &Arg, lang: Lang) -> FluentValue<'static> {
    match arg {
        Arg::Text(text) => FluentValue::from(text.clone()),
        Arg::Count(n) => FluentValue::from(*n),
        Arg::Color(c) => FluentValue::from(color_name(lang, *c)),
        Arg::Variant(v) => FluentValue::from(locale::variant_name(lang, *v)),
        Arg::Duration(secs) => FluentValue::from(duration(lang, *secs)),
        Arg::Message(inner) => FluentValue::from(inner.render(lang)),
    }
}

/// "White" or "Black" in `lang`.
pub fn color_name(lang: Lang, color: Color) -> String {
    let id = match color {
        Color::White => "color-white",
        Color::Black => "color-black",
    };
    locale::text(lang, id, &[])
}

/// `secs` in words in `lang`, the two largest units, rounded down: "3 days",
/// "1 hour 30 minutes", "45 seconds", "0 seconds".
pub fn duration(lang: Lang, secs: u64) -> String {
    const UNITS: [(u64, &str); 4] = [
        (86_400, "duration-days"),
        (3_600, "duration-hours"),
        (60, "duration-minutes"),
        (1, "duration-seconds"),
    ];
    let worded = |id: &str, n: u64| {
        let mut args = FluentArgs::new();
        args.set("n", n);
        locale::text_with(lang, id, &args)
    };
    let mut parts = Vec::new();
    let mut rest = secs;
    for (size, id) in UNITS {
        let n = rest / size;
        rest %= size;
        if n > 0 {
            parts.push(worded(id, n));
        } else if !parts.is_empty() {
            break;
        }
        if parts.len() == 2 {
            break;
        }
    }
    if parts.is_empty() {
        worded("duration-seconds", 0)
    } else {
        parts.join(" ")
    }
}

/// English, for logs and the tests that read the service's answers.
impl fmt::Display for Message {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::ENGLISH))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_use_each_languages_plural_forms() {
        assert_eq!(duration(Lang::ENGLISH, 3 * 86_400), "3 days");
        assert_eq!(duration(Lang::ENGLISH, 5400), "1 hour 30 minutes");
        assert_eq!(duration(Lang::ENGLISH, 45), "45 seconds");
        assert_eq!(duration(Lang::ENGLISH, 0), "0 seconds");
        assert_eq!(duration(Lang::ENGLISH, 61), "1 minute 1 second");
    }

    #[test]
    fn messages_nest_and_group_and_fall_back_to_english() {
        let m = Message::new("color-white")
            .then(Message::new("color-black"))
            .line(Message::new("no-such-message-anywhere"));
        assert_eq!(
            m.render(Lang::ENGLISH),
            "White Black\nno-such-message-anywhere"
        );
        assert_eq!(
            m.ids(),
            ["color-white", "color-black", "no-such-message-anywhere"]
        );
        assert!(Message::default().is_empty());
        assert_eq!(Message::default().then(Message::default()).to_string(), "");
    }
}
