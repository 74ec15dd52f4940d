//! JSON the fake sends, built from the field lists serenity 0.12.5 requires
//! (shared/notes/discord.md §2.3, §3.2, §3.3). Every builder is checked by deserializing its
//! output into serenity's types (`tests/e2e/fake_payloads.rs`), because serenity silently drops
//! gateway payloads it cannot read.

use serde_json::{json, Map, Value};

/// Timestamp used wherever Discord sends one.
pub const TIMESTAMP: &str = "2026-01-01T00:00:00.000000+00:00";
/// Permissions given to members and the app (everything).
pub const ALL_PERMISSIONS: &str = "2251799813685247";

/// A user as Discord sends it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    pub bot: bool,
}

impl FakeUser {
    /// `<@id>`, the way Discord text mentions this user.
    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// A user object (with the fields Discord's API description requires of one).
pub fn user(u: &FakeUser) -> Value {
    json!({
        "id": u.id.to_string(),
        "username": u.name,
        "global_name": capitalised(&u.name),
        "discriminator": "0",
        "avatar": null,
        "bot": u.bot,
        "public_flags": 0,
        "flags": 0,
        "primary_guild": null,
    })
}

/// `GET /users/@me`: the bot's user with the fields only its owner sees.
pub fn current_user(u: &FakeUser) -> Value {
    let mut me = user(u);
    me["mfa_enabled"] = json!(false);
    me["locale"] = json!("en-US");
    me
}

/// A guild member object wrapping `u` (as in an interaction's `member`).
pub fn member(u: &FakeUser) -> Value {
    json!({
        "user": user(u),
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "permissions": ALL_PERMISSIONS,
    })
}

/// A partial member as in `resolved.members` (no `user`).
pub fn partial_member() -> Value {
    json!({
        "roles": [],
        "joined_at": TIMESTAMP,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "permissions": ALL_PERMISSIONS,
    })
}

/// Where and by whom an interaction is sent.
#[derive(Clone, Debug)]
pub struct InteractionEnvelope {
    pub id: u64,
    pub application_id: u64,
    pub token: String,
    pub guild_id: u64,
    pub channel_id: u64,
    pub user: FakeUser,
}

/// An APPLICATION_COMMAND (type 2) interaction with the given `data`.
pub fn command_interaction(env: &InteractionEnvelope, data: Value) -> Value {
    interaction(env, 2, data)
}

/// An APPLICATION_COMMAND_AUTOCOMPLETE (type 4) interaction: `data` as for a command, with
/// the option being typed marked `focused` (see [`focused_option`]).
pub fn autocomplete_interaction(env: &InteractionEnvelope, data: Value) -> Value {
    interaction(env, 4, data)
}

/// A MESSAGE_COMPONENT (type 3) interaction: a click on the button `custom_id` of `message`
/// (a message object as [`message`] builds it).
pub fn component_interaction(env: &InteractionEnvelope, custom_id: &str, message: Value) -> Value {
    let mut payload = interaction(env, 3, json!({"custom_id": custom_id, "component_type": 2}));
    payload["message"] = message;
    payload
}

/// A MESSAGE_COMPONENT (type 3) interaction: the choice of `value` in the string select menu
/// `custom_id` (component type 3) of `message`.
pub fn select_interaction(
    env: &InteractionEnvelope,
    custom_id: &str,
    value: &str,
    message: Value,
) -> Value {
    let data = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
    let mut payload = interaction(env, 3, data);
    payload["message"] = message;
    payload
}

/// The option being typed in an autocomplete interaction: a partial string value.
pub fn focused_option(name: &str, typed: &str) -> Value {
    json!({"name": name, "type": 3, "value": typed, "focused": true})
}

fn interaction(env: &InteractionEnvelope, kind: u8, data: Value) -> Value {
    json!({
        "id": env.id.to_string(),
        "application_id": env.application_id.to_string(),
        "type": kind,
        "token": env.token,
        "version": 1,
        "guild_id": env.guild_id.to_string(),
        "channel_id": env.channel_id.to_string(),
        "channel": {"id": env.channel_id.to_string(), "type": 0, "name": format!("channel-{}", env.channel_id)},
        "member": member(&env.user),
        "app_permissions": ALL_PERMISSIONS,
        "locale": "en-US",
        "guild_locale": "en-US",
        "entitlements": [],
        "authorizing_integration_owners": {"0": env.guild_id.to_string()},
        "context": 0,
        "attachment_size_limit": 10_485_760,
        "data": data,
    })
}

/// `data` of a CHAT_INPUT command: `options` as built by [`option`], plus the users that
/// user-typed options refer to (they go in `resolved.users` and `resolved.members`).
pub fn command_data(command_id: u64, name: &str, options: Vec<Value>, users: &[FakeUser]) -> Value {
    let mut data = json!({
        "id": command_id.to_string(),
        "name": name,
        "type": 1,
        "options": options,
    });
    if !users.is_empty() {
        let mut resolved_users = Map::new();
        let mut members = Map::new();
        for u in users {
            resolved_users.insert(u.id.to_string(), user(u));
            members.insert(u.id.to_string(), partial_member());
        }
        data["resolved"] = json!({"users": resolved_users, "members": members});
    }
    data
}

/// One option of a command interaction.
pub fn option(name: &str, kind: u64, value: Value) -> Value {
    json!({"name": name, "type": kind, "value": value})
}

/// A gateway dispatch envelope.
pub fn dispatch(seq: u64, event: &str, data: Value) -> Value {
    json!({"op": 0, "s": seq, "t": event, "d": data})
}

/// Gateway Hello.
pub fn hello(heartbeat_interval_ms: u64) -> Value {
    json!({"op": 10, "d": {"heartbeat_interval": heartbeat_interval_ms}})
}

/// `d` of the READY dispatch.
pub fn ready(
    bot: &FakeUser,
    application_id: u64,
    guild_ids: &[u64],
    session_id: &str,
    resume_url: &str,
    shard: Option<[u64; 2]>,
) -> Value {
    let guilds: Vec<Value> = guild_ids
        .iter()
        .map(|g| json!({"id": g.to_string(), "unavailable": true}))
        .collect();
    let mut d = json!({
        "v": 10,
        "user": user(bot),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "application": {"id": application_id.to_string(), "flags": 0},
    });
    if let Some(shard) = shard {
        d["shard"] = json!(shard);
    }
    d
}

/// `GET /oauth2/applications/@me`.
pub fn application(application_id: u64, bot: &FakeUser) -> Value {
    json!({
        "id": application_id.to_string(),
        "name": bot.name,
        "description": "",
        "icon": null,
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0".repeat(64),
        "owner": user(&FakeUser { id: bot.id + 1, name: "owner".into(), bot: false }),
        "flags": 0,
    })
}

/// `GET /gateway/bot`.
pub fn gateway_bot(url: &str) -> Value {
    json!({
        "url": url,
        "shards": 1,
        "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
    })
}

/// A registered command as the PUT answer lists it: the sent command without its `null`
/// fields (Discord leaves unset fields out), plus `id`, `application_id`, `version`,
/// `default_member_permissions` (as sent, a string bit set, or `null`) and `guild_id` for
/// guild commands.
pub fn registered_command(
    sent: &Value,
    id: u64,
    application_id: u64,
    guild_id: Option<u64>,
) -> Value {
    let mut out = sent.clone();
    without_nulls(&mut out);
    let obj = out.as_object_mut().expect("commands are objects");
    let permissions = match &sent["default_member_permissions"] {
        Value::Number(n) => json!(n.to_string()),
        other => other.clone(),
    };
    obj.insert("default_member_permissions".into(), permissions);
    obj.insert("id".into(), json!(id.to_string()));
    obj.insert("application_id".into(), json!(application_id.to_string()));
    obj.insert("version".into(), json!(id.to_string()));
    obj.entry("type").or_insert(json!(1));
    obj.entry("description").or_insert(json!(""));
    if let Some(g) = guild_id {
        obj.insert("guild_id".into(), json!(g.to_string()));
    }
    out
}

/// Message components as a message object carries them: as sent, without `null` fields,
/// each component numbered (`id`, 1, 2... in order, rows before their buttons) where the
/// sender gave no number, as Discord does.
pub fn echoed_components(sent: &Value) -> Value {
    fn number(component: &mut Value, next: &mut u64) {
        let Some(fields) = component.as_object_mut() else {
            return;
        };
        if !fields.contains_key("id") {
            fields.insert("id".into(), json!(*next));
        }
        *next += 1;
        if let Some(children) = fields.get_mut("components").and_then(Value::as_array_mut) {
            children.iter_mut().for_each(|c| number(c, next));
        }
    }
    let mut components = match sent {
        Value::Array(_) => sent.clone(),
        _ => json!([]),
    };
    without_nulls(&mut components);
    let mut next = 1;
    if let Some(rows) = components.as_array_mut() {
        rows.iter_mut().for_each(|row| number(row, &mut next));
    }
    components
}

/// `value` with every object field whose value is `null` removed, at any depth.
fn without_nulls(value: &mut Value) {
    match value {
        Value::Object(fields) => {
            fields.retain(|_, v| !v.is_null());
            fields.values_mut().for_each(without_nulls);
        }
        Value::Array(items) => items.iter_mut().for_each(without_nulls),
        _ => {}
    }
}

/// A message the bot posted through an interaction (`type` 20 = chat input command reply).
pub fn message(
    id: u64,
    channel_id: u64,
    author: &FakeUser,
    content: &str,
    flags: u64,
    attachments: Vec<Value>,
) -> Value {
    json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": user(author),
        "content": content,
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": [],
        "pinned": false,
        "type": 20,
        "flags": flags,
        "components": [],
    })
}

/// An attachment object of a stored message.
pub fn attachment(id: u64, filename: &str, content_type: &str, size: usize, base: &str) -> Value {
    json!({
        "id": id.to_string(),
        "filename": filename,
        "content_type": content_type,
        "size": size,
        "url": format!("{base}/cdn/{id}/{filename}"),
        "proxy_url": format!("{base}/cdn/{id}/{filename}"),
    })
}

/// Discord's JSON error body.
pub fn error(code: u64, message: &str) -> Value {
    json!({"code": code, "message": message})
}

fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The snowflake of an object created at `time` with `sequence` (its low 22 bits) telling it
/// apart from others of the same millisecond; a time before Discord's epoch counts as the
/// epoch.
pub fn minted(time: std::time::SystemTime, sequence: u64) -> u64 {
    use towers::snowflake::DISCORD_EPOCH_MS;
    let unix_ms = time
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
    (unix_ms.saturating_sub(DISCORD_EPOCH_MS).min(u64::MAX >> 22) << 22) | (sequence & 0x3F_FFFF)
}
