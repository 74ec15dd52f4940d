//! The fake's shared state. One std mutex, never held across an await.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};

use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

use super::payloads::{self, FakeUser};
use super::recorded::{LoggedRequest, Recorded};

/// A frame for the gateway socket task to send.
#[derive(Debug)]
pub enum Outgoing {
    Json(Value),
    Close(u16, String),
}

/// The connected gateway session.
pub struct Session {
    pub number: u64,
    pub tx: mpsc::UnboundedSender<Outgoing>,
    pub seq: u64,
}

/// An interaction sent to the bot and not yet answered (or answered: `acked`).
pub struct Pending {
    pub id: u64,
    pub channel: u64,
    pub acked: bool,
    pub waiter: Option<oneshot::Sender<Recorded>>,
}

/// Everything the fake remembers.
#[derive(Default)]
pub struct Inner {
    pub requests: Vec<LoggedRequest>,
    /// Registered commands by scope (`None` = global, `Some(guild)`), as echoed back.
    pub commands: HashMap<Option<u64>, Vec<Value>>,
    pub users: Vec<FakeUser>,
    pub session: Option<Session>,
    pub sessions_started: u64,
    pub identifies: Vec<Value>,
    pub resumes: u64,
    pub heartbeats: u64,
    /// Interactions by token.
    pub interactions: HashMap<String, Pending>,
    pub callbacks: Vec<Recorded>,
    pub webhooks: Vec<Recorded>,
    /// The original response message per interaction token.
    pub originals: HashMap<String, Value>,
    /// Sessions that identified with a shard count above 1, by shard id (see `shards.rs`).
    pub shard_sessions: HashMap<u64, Session>,
    /// The shard count those sessions identified with.
    pub shard_count: u64,
    /// Guilds added by [`super::FakeDiscord::add_guild`], besides `Shared::guild_id`.
    pub extra_guilds: Vec<u64>,
    /// `(shard, guild)` of every GUILD_CREATE sent to a sharded session.
    pub guild_creates: Vec<(u64, u64)>,
    /// Messages the bot posted in channels (`POST /channels/{id}/messages`), by channel.
    pub channel_messages: Vec<(u64, Recorded)>,
    /// Threads the bot created (`POST /channels/{id}/threads`), as answered.
    pub threads: Vec<Value>,
}

/// State shared by the routes, the gateway and the test-facing handle.
pub struct Shared {
    pub token: String,
    pub application_id: u64,
    pub bot: FakeUser,
    pub guild_id: u64,
    pub base: String,
    pub heartbeat_interval_ms: u64,
    next_id: AtomicU64,
    inner: Mutex<Inner>,
}

impl Shared {
    pub fn new(token: &str, base: String, heartbeat_interval_ms: u64) -> Shared {
        let next_id = AtomicU64::new(1_200_000_000_000_000_000);
        let application_id = next_id.fetch_add(1, Ordering::Relaxed);
        let bot_id = next_id.fetch_add(1, Ordering::Relaxed);
        let guild_id = next_id.fetch_add(1, Ordering::Relaxed);
        Shared {
            token: token.to_string(),
            application_id,
            bot: FakeUser {
                id: bot_id,
                name: "towers".into(),
                bot: true,
            },
            guild_id,
            base,
            heartbeat_interval_ms,
            next_id,
            inner: Mutex::new(Inner::default()),
        }
    }

    /// A fresh snowflake.
    pub fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// The state. A panic elsewhere while holding the lock does not poison the fake.
    pub fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Sends a dispatch with the session's next sequence number. Errors when no gateway
    /// session is connected.
    pub fn dispatch(&self, event: &str, data: Value) -> Result<u64, String> {
        let mut inner = self.lock();
        let session = inner
            .session
            .as_mut()
            .ok_or("no gateway session connected")?;
        session.seq += 1;
        let seq = session.seq;
        session
            .tx
            .send(Outgoing::Json(payloads::dispatch(seq, event, data)))
            .map_err(|_| "gateway session closed".to_string())?;
        Ok(seq)
    }
}
