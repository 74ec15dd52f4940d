//! A channel as its members see it: every interaction a test makes through the stand-in
//! Discord, and every message the bot answers or posts, kept in order and rendered as readable
//! text (content with mentions as `@name`, buttons with their custom ids, attachments decoded,
//! who may see each message and whom it pings).
//!
//! [`Channel::slash`] and [`Channel::press`] wait through a deferral for the message itself,
//! so the answers are what the channel shows, however busy the machine is.

use std::fmt::Write as _;

use serde_json::Value;

use super::fake_discord::{FakeDiscord, FakeUser, File, Recorded};
use super::poll;

/// The components in a message's action rows, in order; panics on a top-level component
/// that is not an action row.
fn components(message: &Recorded) -> Vec<Value> {
    message.message()["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| {
            assert_eq!(row["type"], 1, "not an action row: {row}");
            row["components"].as_array().cloned().unwrap_or_default()
        })
        .collect()
}

/// The string select menus (component type 3) under a message: each one's custom id and its
/// options' values, in order.
pub fn selects(message: &Recorded) -> Vec<(String, Vec<String>)> {
    components(message)
        .into_iter()
        .filter(|c| c["type"] == 3)
        .map(|c| {
            let values = c["options"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|o| o["value"].as_str().map(str::to_string))
                .collect();
            (c["custom_id"].as_str().unwrap_or("").to_string(), values)
        })
        .collect()
}

/// The (label, custom_id) of every button under a message, in order (select menus are
/// [`selects`]'); panics on any other component.
pub fn buttons(message: &Recorded) -> Vec<(String, String)> {
    components(message)
        .into_iter()
        .filter(|c| c["type"] != 3)
        .map(|b| {
            assert_eq!(b["type"], 2, "not a button: {b}");
            (
                b["label"].as_str().unwrap_or("").to_string(),
                b["custom_id"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

/// The custom id of the button labelled `label` under `message`; panics when there is none.
pub fn button_id(message: &Recorded, label: &str) -> String {
    buttons(message)
        .into_iter()
        .find(|(l, _)| l == label)
        .map(|(_, id)| id)
        .unwrap_or_else(|| panic!("no {label} button under {message:?}"))
}

/// The labels of a message's buttons.
pub fn labels(message: &Recorded) -> Vec<String> {
    buttons(message).into_iter().map(|(l, _)| l).collect()
}

/// The user ids a message may ping (`allowed_mentions.users`; none when absent).
pub fn pinged(message: &Recorded) -> Vec<u64> {
    message.allowed_mentions()["users"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()))
        .collect()
}

/// One step of the channel's life: who did what, and the bot's message.
#[derive(Clone, Debug)]
pub struct Entry {
    /// `alice: /move notation:c3-d4`, `bob presses [Accept]`, or `(posted by the bot)`.
    pub action: String,
    /// Who did it (`None` for a message the bot posted by itself).
    pub actor: Option<FakeUser>,
    /// The message as the channel shows it (after a deferral: the follow-up).
    pub message: Recorded,
    /// Whether the answer came after a deferral.
    pub deferred: bool,
}

/// A channel with its log. Users are named in the rendering by their `name`.
pub struct Channel<'a> {
    pub fake: &'a FakeDiscord,
    pub id: u64,
    users: Vec<FakeUser>,
    log: Vec<Entry>,
    posted_seen: usize,
}

impl<'a> Channel<'a> {
    /// The channel `id` of `fake`, whose members include `users` (for naming mentions).
    pub fn new(fake: &'a FakeDiscord, id: u64, users: &[&FakeUser]) -> Channel<'a> {
        let mut users: Vec<FakeUser> = users.iter().map(|u| (*u).clone()).collect();
        users.push(fake.bot_user());
        Channel {
            fake,
            id,
            users,
            log: Vec::new(),
            posted_seen: 0,
        }
    }

    /// Everything logged so far.
    pub fn log(&self) -> &[Entry] {
        &self.log
    }

    /// `user` runs `/name options`; returns the message the channel shows (waiting through a
    /// deferral) and logs it.
    pub async fn slash(
        &mut self,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
    ) -> Recorded {
        self.collect_posted();
        let waiting = self.fake.start_slash_in(self.id, user, name, options);
        let token = waiting.token.clone();
        let first = waiting.answer().await;
        let message = self.fake.final_answer(&first, &token).await;
        let mut action = format!("{}: /{name}", user.name);
        for (option, value) in options {
            let _ = write!(action, " {option}:{value}");
        }
        self.log.push(Entry {
            action,
            actor: Some(user.clone()),
            message: message.clone(),
            deferred: first.kind != 4,
        });
        message
    }

    /// `user` runs `/name options` whose deferred answer is edited as it goes (progress)
    /// until an edit satisfies `done`; logs the direct answer, or every edit in order, and
    /// returns them (a direct answer, a refusal say, alone). Panics after 60 s without it.
    pub async fn slash_edited(
        &mut self,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
        done: impl Fn(&Recorded) -> bool,
    ) -> Vec<Recorded> {
        self.collect_posted();
        let waiting = self.fake.start_slash_in(self.id, user, name, options);
        let token = waiting.token.clone();
        let first = waiting.answer().await;
        let mut action = format!("{}: /{name}", user.name);
        for (option, value) in options {
            let _ = write!(action, " {option}:{value}");
        }
        let answers = if matches!(first.kind, 5 | 6) {
            let last = poll::until(std::time::Duration::from_secs(60), || {
                let edits = self.fake.webhooks_for(&token);
                let end = edits.iter().position(&done)?;
                Some(edits[..=end].to_vec())
            })
            .await;
            last.unwrap_or_else(|| {
                panic!(
                    "no final answer to /{name}: {:?}",
                    self.fake.webhooks_for(&token)
                )
            })
        } else {
            vec![first.clone()]
        };
        for (i, message) in answers.iter().enumerate() {
            self.log.push(Entry {
                action: if i == 0 {
                    action.clone()
                } else {
                    format!("(the answer to {}'s /{name}, edited)", user.name)
                },
                actor: Some(user.clone()),
                message: message.clone(),
                deferred: first.kind != 4,
            });
        }
        answers
    }

    /// `user` presses the button labelled `label` under `message`; returns the answer and
    /// logs it. Panics when `message` has no such button.
    pub async fn press(&mut self, user: &FakeUser, message: &Recorded, label: &str) -> Recorded {
        self.collect_posted();
        let (_, custom_id) = buttons(message)
            .into_iter()
            .find(|(l, _)| l == label)
            .unwrap_or_else(|| panic!("no {label} button under {message:?}"));
        let waiting = self.fake.start_click(
            self.id,
            user,
            &custom_id,
            self.fake.message_of(self.id, message),
        );
        let token = waiting.token.clone();
        let first = waiting.answer().await;
        let answer = self.fake.final_answer(&first, &token).await;
        self.log.push(Entry {
            action: format!("{} presses [{label}]", user.name),
            actor: Some(user.clone()),
            message: answer.clone(),
            deferred: first.kind != 4,
        });
        answer
    }

    /// `user` chooses `value` in the select menu under `message`; returns the answer and logs
    /// it. Panics when `message` has no select menu offering `value`.
    pub async fn select(&mut self, user: &FakeUser, message: &Recorded, value: &str) -> Recorded {
        self.collect_posted();
        let (custom_id, _) = selects(message)
            .into_iter()
            .find(|(_, values)| values.iter().any(|v| v == value))
            .unwrap_or_else(|| panic!("no menu offers {value} under {message:?}"));
        let waiting = self.fake.start_select(
            self.id,
            user,
            &custom_id,
            value,
            self.fake.message_of(self.id, message),
        );
        let token = waiting.token.clone();
        let first = waiting.answer().await;
        let answer = self.fake.final_answer(&first, &token).await;
        self.log.push(Entry {
            action: format!("{} chooses {value}", user.name),
            actor: Some(user.clone()),
            message: answer.clone(),
            deferred: first.kind != 4,
        });
        answer
    }

    /// Logs the messages the bot posted in the channel by itself since the last look.
    pub fn collect_posted(&mut self) {
        let posted = self.fake.channel_messages(self.id);
        for message in &posted[self.posted_seen.min(posted.len())..] {
            self.log.push(Entry {
                action: "(posted by the bot)".to_string(),
                actor: None,
                message: message.clone(),
                deferred: false,
            });
        }
        self.posted_seen = posted.len();
    }

    /// `text` with every `<@id>` of a known user written `@name`.
    pub fn names(&self, text: &str) -> String {
        let mut out = text.to_string();
        for u in &self.users {
            out = out.replace(&u.mention(), &format!("@{}", u.name));
        }
        out
    }

    fn name_of(&self, id: u64) -> String {
        self.users
            .iter()
            .find(|u| u.id == id)
            .map_or_else(|| format!("<@{id}>"), |u| format!("@{}", u.name))
    }

    /// The log as text: one block per step.
    pub fn render(&self) -> String {
        let bot = self.fake.bot_user().name;
        let mut out = String::new();
        for entry in &self.log {
            let m = &entry.message;
            let _ = writeln!(out, "> {}", entry.action);
            let visibility = match (&entry.actor, m.is_ephemeral()) {
                (Some(actor), true) => format!("only {} sees this", actor.name),
                (_, true) => "ephemeral".to_string(),
                (_, false) => "everyone sees this".to_string(),
            };
            let pings = pinged(m);
            let pings = if pings.is_empty() {
                "pings nobody".to_string()
            } else {
                let names: Vec<String> = pings.iter().map(|&id| self.name_of(id)).collect();
                format!("pings {}", names.join(", "))
            };
            let how = if entry.deferred {
                ", after \"thinking…\""
            } else {
                ""
            };
            let _ = writeln!(out, "  {bot} [{visibility}, {pings}{how}]:");
            for line in self.names(m.content()).lines() {
                let _ = writeln!(out, "  | {line}");
            }
            for embed in m.message()["embeds"].as_array().into_iter().flatten() {
                let parts = [
                    &embed["title"],
                    &embed["description"],
                    &embed["footer"]["text"],
                ];
                for part in parts.iter().filter_map(|p| p.as_str()) {
                    for line in self.names(part).lines() {
                        let _ = writeln!(out, "  embed: {line}");
                    }
                }
            }
            for menu in components(m).iter().filter(|c| c["type"] == 3) {
                let values: Vec<&str> = menu["options"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|o| o["value"].as_str())
                    .collect();
                let _ = writeln!(
                    out,
                    "  menu: {} ({}): {}",
                    menu["placeholder"].as_str().unwrap_or(""),
                    menu["custom_id"].as_str().unwrap_or(""),
                    values.join(" | ")
                );
            }
            let buttons = buttons(m);
            if !buttons.is_empty() {
                let shown: Vec<String> = buttons
                    .iter()
                    .map(|(label, id)| format!("[{label}] ({id})"))
                    .collect();
                let _ = writeln!(out, "  buttons: {}", shown.join("  "));
            }
            for file in &m.files {
                let _ = writeln!(out, "  attachment: {}", describe(file));
            }
            out.push('\n');
        }
        out
    }
}

/// A file as a reader would see it once opened: name, type, size and what it decodes to.
pub fn describe(file: &File) -> String {
    let decoded = match file.filename.rsplit('.').next() {
        Some("png") => {
            match image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png) {
                Ok(img) => format!("PNG {}x{}", img.width(), img.height()),
                Err(e) => format!("NOT A PNG: {e}"),
            }
        }
        Some("gif") => match gif_frames(&file.bytes) {
            Ok((w, h, frames)) => format!("GIF {w}x{h}, {frames} frames"),
            Err(e) => format!("NOT A GIF: {e}"),
        },
        Some("pdn") => {
            let text = towers_rules::pdn::decode(&file.bytes);
            match towers_rules::pdn::read(&text) {
                Ok(games) => {
                    let first = games.first();
                    format!(
                        "PDN, {} game(s), {} plies, Result {}",
                        games.len(),
                        first.map_or(0, |g| g.moves.len()),
                        first.and_then(|g| g.tag("Result")).unwrap_or("?")
                    )
                }
                Err(e) => format!("NOT PDN: {e}"),
            }
        }
        _ => "unknown type".to_string(),
    };
    format!(
        "{} ({}, {} bytes): {decoded}",
        file.filename,
        file.content_type,
        file.bytes.len()
    )
}

/// Width, height and number of frames of a GIF.
pub fn gif_frames(bytes: &[u8]) -> Result<(u16, u16, usize), gif::DecodingError> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes)?;
    let (w, h) = (decoder.width(), decoder.height());
    let mut frames = 0;
    while decoder.read_next_frame()?.is_some() {
        frames += 1;
    }
    Ok((w, h, frames))
}

/// The JSON value of a message's `allowed_mentions.parse` (must be `[]` everywhere: no
/// @everyone, no roles by kind, no users by text).
pub fn parse_kinds(message: &Recorded) -> Value {
    message.allowed_mentions()["parse"].clone()
}

/// The build's target directory (`CARGO_TARGET_DIR`, else `target/` of the package), where
/// transcripts are written to be read.
pub fn target_dir() -> String {
    std::env::var("CARGO_TARGET_DIR")
        .unwrap_or_else(|_| format!("{}/target", env!("CARGO_MANIFEST_DIR")))
}

/// Writes `text` to `target/<file_name>` (to be read) and returns that path.
pub fn write_to_target(file_name: &str, text: &str) -> String {
    let target = target_dir();
    std::fs::create_dir_all(&target).expect("the target directory");
    let path = format!("{target}/{file_name}");
    std::fs::write(&path, text).expect("write the transcript");
    path
}

/// Compares a transcript with its reviewed copy, `tests/transcripts/<name>.snap` (insta):
/// a changed word fails the test and shows the diff. After reading the diff,
/// `INSTA_UPDATE=always cargo test --test e2e` writes the new copy, to be committed with
/// the change. The copy is about words: the attachments' sizes in bytes are left out, and the
/// times of the real clock (challenge ids, `<t:…>` dates: Unix seconds) read `<time>`, and
/// whether an answer was deferred is not said. Only
/// transcripts that a run repeats word for word can be reviewed this way (not those whose
/// puzzle is drawn at random or whose analysis depends on the machine's speed).
pub fn assert_reviewed(name: &str, text: &str) {
    static SIZES: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r", \d+ bytes\)").unwrap());
    static TIMES: std::sync::LazyLock<regex::Regex> =
        std::sync::LazyLock::new(|| regex::Regex::new(r"\b1[78]\d{8}\b").unwrap());
    let words = SIZES.replace_all(text, ")");
    let words = TIMES.replace_all(&words, "<time>");
    // Whether an answer came after a deferral ("thinking…") depends on the machine's load.
    let words = words.replace(", after \"thinking…\"", "");
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/transcripts"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name, words.as_str()));
}
