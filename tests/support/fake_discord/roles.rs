//! Server roles: named roles created on first use ([`FakeDiscord::role`]), role-typed command
//! options (Discord option type 8: the value is the role id as a string, and the role object
//! goes in `data.resolved.roles`), and commands from members who have chosen roles (the
//! interaction's `member.roles`, role id strings).

use serde_json::{json, Value};

use super::{payloads, FakeDiscord, FakeUser, Recorded};

/// Discord's option type of a role option.
pub const ROLE_OPTION: u64 = 8;

/// A role of the fake's guild.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeRole {
    pub id: u64,
    pub name: String,
}

impl FakeRole {
    /// `<@&id>`, the way Discord text mentions this role.
    pub fn mention(&self) -> String {
        format!("<@&{}>", self.id)
    }
}

/// A role object as in `resolved.roles` (the fields serenity 0.12.5 requires, plus
/// `guild_id`, which Discord omits there and serenity fills in).
pub fn role(r: &FakeRole) -> Value {
    json!({
        "id": r.id.to_string(),
        "name": r.name,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": 1,
        "permissions": "0",
        "managed": false,
        "mentionable": false,
        "flags": 0,
    })
}

impl FakeDiscord {
    /// The role called `name` (a slash option value `&name` or `@&name` refers to it),
    /// created on first use.
    pub fn role(&self, name: &str) -> FakeRole {
        let name = name.trim_start_matches('@').trim_start_matches('&');
        let mut inner = self.shared.lock();
        if let Some(r) = inner.roles.iter().find(|r| r.name == name) {
            return r.clone();
        }
        let r = FakeRole {
            id: self.shared.next_id(),
            name: name.to_string(),
        };
        inner.roles.push(r.clone());
        r
    }

    /// As [`FakeDiscord::slash_in`], with the invoking member holding exactly `roles`.
    pub async fn slash_with_roles(
        &self,
        channel: u64,
        user: &FakeUser,
        name: &str,
        options: &[(&str, &str)],
        roles: &[FakeRole],
    ) -> Recorded {
        let data = self.command_data(name, options);
        let ids: Vec<String> = roles.iter().map(|r| r.id.to_string()).collect();
        let what = format!("/{name} by {} with roles {ids:?}", user.name);
        self.send_interaction(channel, user, &what, |env| {
            let mut payload: Value = payloads::command_interaction(env, data);
            payload["member"]["roles"] = json!(ids);
            payload
        })
        .await
    }
}

/// Puts the roles that role options of `data` name into `data.resolved.roles`.
pub(super) fn resolve_roles(data: &mut Value, roles: &[FakeRole]) {
    if roles.is_empty() {
        return;
    }
    if !data["resolved"].is_object() {
        data["resolved"] = json!({});
    }
    let resolved: serde_json::Map<String, Value> =
        roles.iter().map(|r| (r.id.to_string(), role(r))).collect();
    data["resolved"]["roles"] = Value::Object(resolved);
}
