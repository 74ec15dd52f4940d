//! Commands from users whose Discord is set to another language: the interaction's
//! `locale` (the user's client language, a Discord locale code such as `"pl"`, `"ru"`,
//! `"en-GB"`) set to something other than the fake's default `"en-US"`.

use serde_json::Value;

use super::{payloads, FakeDiscord, FakeUser, Recorded};

impl FakeDiscord {
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
