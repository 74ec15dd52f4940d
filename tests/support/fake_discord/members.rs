//! Commands from members with chosen permissions: the interaction's `member.permissions`
//! (the member's permissions as Discord computed them, a decimal bit set string) set to
//! something other than the fake's default of everything.

use serde_json::Value;

use super::{option_type, payloads, FakeDiscord, FakeUser, Recorded};

/// No permissions at all.
pub const NO_PERMISSIONS: &str = "0";

impl FakeDiscord {
    /// As [`FakeDiscord::slash_in`], with the invoking member's permissions set to
    /// `permissions` (decimal bit set, e.g. [`NO_PERMISSIONS`]).
    pub async fn slash_with_permissions(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
        permissions: &str,
    ) -> Recorded {
        let data = self.command_data(name, options);
        let what = format!("/{name} by {} with permissions {permissions}", user.name);
        self.send_interaction(channel, user, &what, |env| {
            let mut payload: Value = payloads::command_interaction(env, data);
            payload["member"]["permissions"] = Value::String(permissions.to_string());
            payload
        })
        .await
    }
}
