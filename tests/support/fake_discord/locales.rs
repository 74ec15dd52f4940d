//! Commands from users whose Discord is set to another language: the interaction's
//! `locale` (the user's client language, a Discord locale code such as `"pl"`, `"ru"`,
//! `"en-GB"`) set to something other than the fake's default `"en-US"`.

use serde_json::Value;

use super::{payloads, FakeDiscord, FakeUser, Recorded};

/// Sets `payload`'s `locale` to `user`'s language and `guild_locale` to the server's, when
/// the test set them ([`FakeDiscord::set_user_locale`], [`FakeDiscord::set_guild_locale`]);
/// every interaction carries both, as Discord's do.
pub fn apply(shared: &super::state::Shared, payload: &mut Value, user: u64) {
    let inner = shared.lock();
    if let Some(locale) = inner.user_locales.get(&user) {
        payload["locale"] = Value::String(locale.clone());
    }
    if let Some(locale) = &inner.guild_locale {
        payload["guild_locale"] = Value::String(locale.clone());
    }
}

impl FakeDiscord {
    /// From now on `user`'s interactions carry `locale` (their Discord language).
    pub fn set_user_locale(&self, user: &FakeUser, locale: &str) {
        self.shared
            .lock()
            .user_locales
            .insert(user.id, locale.to_string());
    }

    /// From now on interactions carry `guild_locale` `locale` (the server's community
    /// language).
    pub fn set_guild_locale(&self, locale: &str) {
        self.shared.lock().guild_locale = Some(locale.to_string());
    }

    /// As [`FakeDiscord::slash_in`], from a user whose Discord language is `locale`.
    pub async fn slash_with_locale(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
        locale: &str,
    ) -> Recorded {
        let data = self.command_data(name, options);
        let what = format!("/{name} by {} in locale {locale}", user.name);
        self.send_interaction(channel, user, &what, |env| {
            let mut payload: Value = payloads::command_interaction(env, data);
            payload["locale"] = Value::String(locale.to_string());
            payload
        })
        .await
    }
}
