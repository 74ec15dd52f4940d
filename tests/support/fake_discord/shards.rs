//! Sharding in the stand-in, as Discord does it
//! (<https://discord.com/developers/docs/topics/gateway#sharding>): an IDENTIFY with
//! `shard: [id, count]` (count above 1) makes that connection the session of shard `id`; its
//! READY lists only the guilds of that shard, each followed by a GUILD_CREATE, and every later
//! event of a guild (interactions) goes only to the session of shard `(guild_id >> 22) % count`.
//! Without sharded sessions the fake keeps its single-session behaviour.

use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::payloads;
use super::state::{Outgoing, Session, Shared};
use super::FakeDiscord;

/// Discord's shard of a guild: `(guild_id >> 22) % count`.
pub fn shard_of(guild_id: u64, count: u64) -> u64 {
    (guild_id >> 22) % count.max(1)
}

/// A GUILD_CREATE payload for a guild the bot has just joined: the fields serenity 0.12's
/// `Guild` requires, no channels, roles or members.
pub fn guild_create(guild_id: u64, owner_id: u64) -> Value {
    json!({
        "id": guild_id.to_string(),
        "name": format!("guild {guild_id}"),
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": owner_id.to_string(),
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "joined_at": "2026-01-01T00:00:00.000000+00:00",
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "voice_states": [],
        "members": [],
        "channels": [],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    })
}

/// Sends `event` on `session` with its next sequence number.
fn send(session: &mut Session, event: &str, data: Value) -> Result<u64, String> {
    session.seq += 1;
    let seq = session.seq;
    session
        .tx
        .send(Outgoing::Json(payloads::dispatch(seq, event, data)))
        .map_err(|_| "gateway session closed".to_string())?;
    Ok(seq)
}

impl Shared {
    /// Every guild the bot is in: the default one and the added ones.
    fn all_guilds(&self, extra: &[u64]) -> Vec<u64> {
        std::iter::once(self.guild_id)
            .chain(extra.iter().copied())
            .collect()
    }

    /// Connection `number` identified as shard `id` of `count` (count above 1): READY with
    /// that shard's guilds, a GUILD_CREATE for each, and the connection becomes the shard's
    /// session. Closes it with 4010 (Discord's "invalid shard") when `id >= count` or the
    /// count differs from the other sessions'.
    pub fn identify_shard(
        &self,
        tx: &mpsc::UnboundedSender<Outgoing>,
        number: u64,
        shard: [u64; 2],
    ) {
        let [id, count] = shard;
        let mut inner = self.lock();
        let other_count = !inner.shard_sessions.is_empty() && inner.shard_count != count;
        if id >= count || other_count {
            let _ = tx.send(Outgoing::Close(4010, "Invalid shard.".into()));
            return;
        }
        inner.shard_count = count;
        let guilds: Vec<u64> = self
            .all_guilds(&inner.extra_guilds)
            .into_iter()
            .filter(|g| shard_of(*g, count) == id)
            .collect();
        let mut session = Session {
            number,
            tx: tx.clone(),
            ready: true,
            seq: 0,
        };
        let ready = payloads::ready(
            &self.bot,
            self.application_id,
            &guilds,
            &format!("session-{}", self.next_id()),
            &format!("{}/gw", self.base.replacen("http", "ws", 1)),
            Some(shard),
        );
        if let Err(e) = send(&mut session, "READY", ready) {
            eprintln!("fake discord: cannot send READY to shard {id}: {e}");
            return;
        }
        for guild in guilds {
            let owner = self.bot.id + 1;
            if send(&mut session, "GUILD_CREATE", guild_create(guild, owner)).is_ok() {
                inner.guild_creates.push((id, guild));
            }
        }
        inner.shard_sessions.insert(id, session);
    }

    /// Sends an event of `guild`: to the session of the guild's shard when sessions are
    /// sharded, else to the single session. Errors when that session is not connected.
    pub fn dispatch_in_guild(&self, guild: u64, event: &str, data: Value) -> Result<u64, String> {
        let mut inner = self.lock();
        if inner.shard_sessions.is_empty() {
            drop(inner);
            return self.dispatch(event, data);
        }
        let shard = shard_of(guild, inner.shard_count);
        let session = inner
            .shard_sessions
            .get_mut(&shard)
            .ok_or_else(|| format!("no gateway session for shard {shard} (guild {guild})"))?;
        send(session, event, data)
    }
}

impl FakeDiscord {
    /// Adds the guild `guild_id` (chosen by the test, e.g. for its shard) to the guilds the
    /// bot is in; call it before the bot connects.
    pub fn add_guild(&self, guild_id: u64) {
        self.shared.lock().extra_guilds.push(guild_id);
    }

    /// Shard ids with a connected session, ascending.
    pub fn connected_shards(&self) -> Vec<u64> {
        let mut ids: Vec<u64> = self.shared.lock().shard_sessions.keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// `(shard, guild)` of every GUILD_CREATE sent so far.
    pub fn guild_creates(&self) -> Vec<(u64, u64)> {
        self.shared.lock().guild_creates.clone()
    }

    /// Waits until the shards `ids` all have a connected session.
    pub async fn wait_shards(&self, ids: &[u64]) {
        self.wait_for("shard sessions", || {
            let connected = self.connected_shards();
            ids.iter().all(|id| connected.contains(id)).then_some(())
        })
        .await
    }

    /// Waits until shard `id` has no connected session (its process stopped).
    pub async fn wait_shard_gone(&self, id: u64) {
        self.wait_for("a shard session to close", || {
            (!self.connected_shards().contains(&id)).then_some(())
        })
        .await
    }
}
