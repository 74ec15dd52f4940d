//! Per-server settings: what admins choose for their Discord server (guild), kept in the
//! store's [`Table::ServerSettings`] keyed by guild id as versioned JSON.
//!
//! Reading never fails for a missing entry (the defaults apply); an unreadable entry is an
//! internal error, and a change is one atomic [`towers_store::StoreExt::update_entry`].

use crate::service::text::locale::Lang;
use serde::{Deserialize, Serialize};

use crate::service::text::message::Message;
use std::sync::Arc;

use crate::service::ServiceError;
use towers_rules::Variant;
use towers_store::{EntryChange, Store, StoreExt, Table};

/// Version written with every settings entry; bump it (and read the old shape) when the
/// shape changes.
pub const SETTINGS_VERSION: u32 = 1;

/// Who may start games (`/challenge`) on a server.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Starters {
    /// Every member (the default).
    #[default]
    Everyone,
    /// Only members holding this role (role id).
    Role(u64),
}

/// One server's settings. Every field has a default, so entries written by an older
/// version with fewer fields still read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ServerSettings {
    /// The variant `/challenge` uses when none is named (`rules::Variant::name` spelling);
    /// `None` = Bashni.
    pub default_variant: Option<String>,
    /// Whether games against the bot count for ratings (default off).
    pub rated_bot_games: bool,
    /// Whether each game gets its own thread (default off; used by the challenge flow).
    pub threads: bool,
    /// The time per move `/challenge` uses when none is given, in seconds; `None` = the bot's
    /// own default (`store::DEFAULT_MOVE_LIMIT_SECS`, 3 days).
    pub move_time_limit_secs: Option<u64>,
    /// Who may start games.
    pub starters: Starters,
    /// The language of public messages (a [`crate::service::text::locale::Lang`] code, `/configure
    /// language`); `None`: the server's Discord community language, else English.
    pub language: Option<String>,
    /// The channel where the daily puzzle is posted (`/configure daily_puzzle`); `None`: no
    /// daily puzzle. Added after version 1 without a bump: entries without it read as `None`.
    pub daily_puzzle_channel: Option<u64>,
}

impl Default for ServerSettings {
    fn default() -> Self {
        ServerSettings {
            default_variant: None,
            rated_bot_games: false,
            threads: false,
            move_time_limit_secs: None,
            starters: Starters::Everyone,
            language: None,
            daily_puzzle_channel: None,
        }
    }
}

/// The stored form: the settings with their version.
#[derive(Serialize, Deserialize)]
struct Stored {
    version: u32,
    settings: ServerSettings,
}

impl ServerSettings {
    /// The variant `/challenge` uses when none is named (Bashni unless changed; a stored name
    /// this build does not know also falls back to Bashni).
    pub fn default_variant(&self) -> Variant {
        self.default_variant
            .as_deref()
            .and_then(|v| v.parse().ok())
            .unwrap_or(Variant::Bashni)
    }

    /// The language chosen with `/configure language`, if any (and still supported).
    pub fn language(&self) -> Option<Lang> {
        self.language
            .as_deref()
            .and_then(crate::service::text::locale::Lang::from_code)
    }

    /// Whether a member holding `roles` (role ids) may start games.
    pub fn may_start(&self, roles: &[u64]) -> bool {
        match self.starters {
            Starters::Everyone => true,
            Starters::Role(role) => roles.contains(&role),
        }
    }

    /// The settings as a few lines (`settings-*` messages; the role shown as a mention, front
    /// ends send it without pings).
    pub fn describe(&self) -> Message {
        let on = |b: bool| Message::new(if b { "settings-on" } else { "settings-off" });
        let limit = match self.move_time_limit_secs {
            Some(s) => Message::new("settings-time-limit").duration("limit", s),
            None => Message::new("settings-time-limit-default")
                .duration("limit", towers_store::DEFAULT_MOVE_LIMIT_SECS),
        };
        let starters = match self.starters {
            Starters::Everyone => Message::new("settings-starters-everyone"),
            Starters::Role(r) => {
                Message::new("settings-starters-role").text("role", format!("<@&{r}>"))
            }
        };
        let mut text = Message::new("settings-heading")
            .line(Message::new("settings-default-game").variant("variant", self.default_variant()))
            .line(Message::new("settings-rated-bot-games").message("on", on(self.rated_bot_games)))
            .line(Message::new("settings-threads").message("on", on(self.threads)))
            .line(limit)
            .line(starters);
        if let Some(lang) = self.language() {
            text = text.line(Message::new("settings-language").text("language", lang.code()));
        }
        if let Some(channel) = self.daily_puzzle_channel {
            text = text.line(
                Message::new("settings-daily-puzzle").text("channel", format!("<#{channel}>")),
            );
        }
        text
    }
}

/// A change an admin asks for; `None` fields stay as they are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub default_variant: Option<Variant>,
    pub rated_bot_games: Option<bool>,
    pub threads: Option<bool>,
    /// `Some(0)` removes the limit.
    pub move_time_limit_secs: Option<u64>,
    pub starters: Option<Starters>,
    /// A language code; `Some("")` clears the choice (back to the server's Discord language).
    pub language: Option<String>,
    /// The daily puzzle's channel; `Some(0)` stops the daily puzzle.
    pub daily_puzzle_channel: Option<u64>,
}

impl SettingsChange {
    /// Whether the change names nothing.
    pub fn is_empty(&self) -> bool {
        *self == SettingsChange::default()
    }

    fn apply(&self, s: &mut ServerSettings) {
        if let Some(v) = self.default_variant {
            s.default_variant = Some(v.name().to_string());
        }
        if let Some(b) = self.rated_bot_games {
            s.rated_bot_games = b;
        }
        if let Some(b) = self.threads {
            s.threads = b;
        }
        if let Some(secs) = self.move_time_limit_secs {
            s.move_time_limit_secs = (secs > 0).then_some(secs);
        }
        if let Some(who) = self.starters {
            s.starters = who;
        }
        if let Some(code) = &self.language {
            s.language = (!code.is_empty()).then(|| code.clone());
        }
        if let Some(channel) = self.daily_puzzle_channel {
            s.daily_puzzle_channel = (channel > 0).then_some(channel);
        }
    }
}

fn decode(bytes: &[u8]) -> Result<ServerSettings, ServiceError> {
    let stored: Stored = serde_json::from_slice(bytes)
        .map_err(|e| ServiceError::Internal(format!("stored server settings: {e}")))?;
    if stored.version > SETTINGS_VERSION {
        return Err(ServiceError::Internal(format!(
            "stored server settings have version {}, newer than {SETTINGS_VERSION}",
            stored.version
        )));
    }
    Ok(stored.settings)
}

fn encode(settings: &ServerSettings) -> Result<Vec<u8>, ServiceError> {
    serde_json::to_vec(&Stored {
        version: SETTINGS_VERSION,
        settings: settings.clone(),
    })
    .map_err(|e| ServiceError::Internal(format!("server settings: {e}")))
}

/// The settings of every server, over the store that keeps them.
#[derive(Clone)]
pub struct Servers {
    store: Arc<dyn Store>,
}

impl Servers {
    /// The settings kept in `store`.
    pub fn new(store: Arc<dyn Store>) -> Self {
        Servers { store }
    }

    /// The settings of server `guild` (the defaults when none were saved). Errors: `Store`
    /// when the read fails, `Internal` when the entry is unreadable.
    pub fn settings(&self, guild: u64) -> Result<ServerSettings, ServiceError> {
        match self
            .store
            .load_entry(Table::ServerSettings, &guild.to_string())?
        {
            Some(bytes) => decode(&bytes),
            None => Ok(ServerSettings::default()),
        }
    }

    /// The settings a game is started under on server `guild` (the defaults without a
    /// server). When they cannot be read the defaults apply (logged): a broken settings entry
    /// must not stop every game on the server.
    pub fn settings_to_start(&self, guild: Option<u64>) -> ServerSettings {
        let Some(guild) = guild else {
            return ServerSettings::default();
        };
        self.settings(guild).unwrap_or_else(|e| {
            tracing::error!(error = %e, guild, "server settings unreadable; using the defaults");
            ServerSettings::default()
        })
    }

    /// Applies `change` to server `guild`'s settings atomically and returns the new settings.
    /// The caller has checked that the user may manage the server. Refused when the change
    /// names nothing (then nothing is written).
    pub fn change(
        &self,
        guild: u64,
        change: &SettingsChange,
    ) -> Result<ServerSettings, ServiceError> {
        if change.is_empty() {
            return crate::service::refuse(crate::service::text::message::Message::new(
                "refuse-settings-empty",
            ));
        }
        self.store
            .update_entry(Table::ServerSettings, &guild.to_string(), &|old| {
                let mut settings = match old {
                    Some(bytes) => decode(bytes)?,
                    None => ServerSettings::default(),
                };
                change.apply(&mut settings);
                Ok::<_, ServiceError>((EntryChange::Put(encode(&settings)?), settings))
            })?
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_written_before_the_daily_puzzle_still_read() {
        let old = br#"{"version":1,"settings":{"default_variant":"lasca","rated_bot_games":true,"threads":false,"move_time_limit_secs":null,"starters":"Everyone","language":"pl"}}"#;
        let settings = decode(old).unwrap();
        assert_eq!(settings.default_variant(), Variant::Lasca);
        assert_eq!(settings.daily_puzzle_channel, None);
        let mut changed = settings.clone();
        SettingsChange {
            daily_puzzle_channel: Some(77),
            ..SettingsChange::default()
        }
        .apply(&mut changed);
        assert_eq!(changed.daily_puzzle_channel, Some(77));
        assert!(changed
            .describe()
            .render(crate::service::text::locale::Lang::ENGLISH)
            .ends_with("- Daily puzzle: <#77>"));
        assert_eq!(decode(&encode(&changed).unwrap()).unwrap(), changed);
        SettingsChange {
            daily_puzzle_channel: Some(0),
            ..SettingsChange::default()
        }
        .apply(&mut changed);
        assert_eq!(changed.daily_puzzle_channel, None);
    }
}
