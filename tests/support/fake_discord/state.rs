//! The fake's shared state. One std mutex, never held across an await.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

use serde_json::Value;
use tokio::sync::{mpsc, oneshot};

use super::faults::Fault;
use super::payloads::{self, FakeUser};
use super::recorded::{LoggedRequest, Recorded};

/// Dispatches kept for a RESUME to replay (older ones are forgotten, as Discord does).
const BACKLOG: usize = 10_000;

/// A frame for the gateway socket task to send.
#[derive(Debug)]
pub enum Outgoing {
    Json(Value),
    /// A text frame as given (for frames the client cannot parse).
    Text(String),
    /// A binary frame as given.
    Binary(Vec<u8>),
    Close(u16, String),
    /// Drop the TCP connection without a close frame (a network failure).
    Drop,
}

/// The connected gateway socket.
pub struct Session {
    pub number: u64,
    pub tx: mpsc::UnboundedSender<Outgoing>,
    /// Identified or resumed: dispatches go out on this socket (before that they wait in
    /// the backlog).
    pub ready: bool,
    /// Sequence number of the last dispatch on a sharded session (`shards.rs`; the unsharded
    /// session counts in [`GatewaySession::seq`]).
    pub seq: u64,
}

/// The gateway session (what READY started and a RESUME continues); it outlives sockets.
#[derive(Default)]
pub struct GatewaySession {
    pub id: String,
    /// Sequence number of the last dispatch.
    pub seq: u64,
    /// The last dispatches, oldest first, for replay on RESUME.
    pub backlog: VecDeque<Value>,
}

/// What a test waiting for a callback gets: the callback, or why the stand-in refused it.
pub type Outcome = Result<Recorded, String>;

/// An interaction sent to the bot and not yet answered (or answered: `acked`).
pub struct Pending {
    pub id: u64,
    pub channel: u64,
    pub acked: bool,
    pub waiter: Option<oneshot::Sender<Outcome>>,
    /// When the fake dispatched it, on the fake's clock ([`Shared::now`]).
    pub dispatched_at: Instant,
    /// After a deferred callback (type 5), until the first follow-up or edit replaces the
    /// "thinking..." message: the deferral's flags (that message keeps its visibility).
    pub deferred_flags: Option<u64>,
}

impl Pending {
    /// An interaction `id` in `channel` dispatched at `dispatched_at`, not yet answered.
    pub fn new(
        id: u64,
        channel: u64,
        waiter: Option<oneshot::Sender<Outcome>>,
        dispatched_at: Instant,
    ) -> Pending {
        Pending {
            id,
            channel,
            acked: false,
            waiter,
            dispatched_at,
            deferred_flags: None,
        }
    }
}

/// A request the stand-in refused by one of Discord's rules (not an injected fault).
#[derive(Clone, Debug)]
pub struct Refusal {
    /// `METHOD path` of the request.
    pub route: String,
    /// HTTP status of the answer.
    pub status: u16,
    /// Discord's JSON error code (10062, 50035, 50013...).
    pub code: u64,
}

/// Everything the fake remembers.
#[derive(Default)]
pub struct Inner {
    pub requests: Vec<LoggedRequest>,
    /// Registered commands by scope (`None` = global, `Some(guild)`), as echoed back.
    pub commands: HashMap<Option<u64>, Vec<Value>>,
    pub users: Vec<FakeUser>,
    /// Roles created by [`super::FakeDiscord::role`].
    pub roles: Vec<super::roles::FakeRole>,
    pub session: Option<Session>,
    pub gateway: Option<GatewaySession>,
    pub sessions_started: u64,
    pub identifies: Vec<Value>,
    pub resumes: u64,
    /// RESUMEs answered with a replay and RESUMED (see `resumable`).
    pub resumed: u64,
    /// Whether a RESUME of the current session is accepted (else: invalid session).
    pub resumable: bool,
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
    /// The ids of the messages the bot posted in channels, with their channel.
    pub posted_messages: HashMap<u64, u64>,
    /// The bot's edits of those messages: channel, message id, the edit.
    pub message_edits: Vec<(u64, u64, Recorded)>,
    /// Threads the bot created (`POST /channels/{id}/threads`), as answered.
    pub threads: Vec<Value>,
    /// Guild Scheduled Events the bot created (`POST /guilds/{id}/scheduled-events`).
    pub scheduled_events: Vec<Value>,
    /// Whether the bot may manage the guild's events; without it (the default) creating one
    /// is refused with 403 Missing Permissions, as Discord does.
    pub manage_events: bool,
    /// Channel edits (`PATCH /channels/{id}`: channel id and JSON body), in order.
    pub channel_edits: Vec<(u64, Value)>,
    /// Channels deleted (`DELETE /channels/{id}`), in order.
    pub deleted_channels: Vec<u64>,
    /// REST failures to inject, first match wins.
    pub faults: Vec<Fault>,
    /// REST failures injected so far.
    pub faults_served: Vec<LoggedRequest>,
    /// How long waits last, when not the default `TIMEOUT`.
    pub patience: Option<std::time::Duration>,
    /// Channels where the bot lacks permissions: channel routes answer 403, 50013.
    pub forbidden_channels: std::collections::HashSet<u64>,
    /// Requests refused by Discord's rules (clock, limits, permissions), in order.
    pub refusals: Vec<Refusal>,
    /// Users' Discord languages (`locale` of their interactions; default `"en-US"`).
    pub user_locales: std::collections::HashMap<u64, String>,
    /// The server's community language (`guild_locale` of interactions; default `"en-US"`).
    pub guild_locale: Option<String>,
    /// Requests and answers that do not match Discord's API description (`openapi.rs`).
    pub violations: Vec<String>,
    /// Activity instances registered by tests (`activity.rs`), by instance id.
    pub activity_instances: super::activity::Instances,
    /// Users whose access tokens Discord no longer accepts (`activity.rs`).
    pub revoked_tokens: std::collections::HashSet<u64>,
    /// The Activity's calls so far (`activity.rs`).
    pub activity_calls: super::activity::ActivityCalls,
    /// Members' roles on the guild as `GET /guilds/{guild}/members/{user}` lists them
    /// (`guild_members.rs`; none unless a test gives some).
    pub member_roles: std::collections::HashMap<u64, Vec<u64>>,
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
    /// How far the fake's clock is ahead of the real one, in milliseconds
    /// ([`super::FakeDiscord::advance_clock`]).
    clock_ahead_ms: AtomicU64,
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
            clock_ahead_ms: AtomicU64::new(0),
            inner: Mutex::new(Inner::default()),
        }
    }

    /// How long the test-facing waits last.
    pub fn patience(&self) -> std::time::Duration {
        self.lock().patience.unwrap_or(super::TIMEOUT)
    }

    /// The fake's clock: real time plus what [`super::FakeDiscord::advance_clock`] added.
    pub fn now(&self) -> Instant {
        Instant::now()
            + std::time::Duration::from_millis(self.clock_ahead_ms.load(Ordering::Relaxed))
    }

    /// Moves the fake's clock `by` ahead.
    pub fn advance_clock(&self, by: std::time::Duration) {
        let ms = u64::try_from(by.as_millis()).unwrap_or(u64::MAX);
        self.clock_ahead_ms.fetch_add(ms, Ordering::Relaxed);
    }

    /// A fresh snowflake.
    pub fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    /// A fresh interaction id minted as Discord mints it: the creation time (real time, in ms
    /// since Discord's epoch 2015-01-01) in the top 42 bits, then a counter, so the bot can
    /// time its answer from the interaction's creation as it does on Discord.
    pub fn next_interaction_id(&self) -> u64 {
        let sequence = self.next_id.fetch_add(1, Ordering::Relaxed);
        super::payloads::minted(std::time::SystemTime::now(), sequence)
    }

    /// The state. A panic elsewhere while holding the lock does not poison the fake.
    pub fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Sends a dispatch with the gateway session's next sequence number. While the socket is
    /// down the dispatch waits in the session's backlog (a RESUME replays it; a new IDENTIFY
    /// loses it, as on Discord). Errors when the bot never identified.
    pub fn dispatch(&self, event: &str, data: Value) -> Result<u64, String> {
        let mut inner = self.lock();
        let gateway = inner
            .gateway
            .as_mut()
            .ok_or("no gateway session: the bot has not identified")?;
        gateway.seq += 1;
        let seq = gateway.seq;
        let frame = payloads::dispatch(seq, event, data);
        if gateway.backlog.len() >= BACKLOG {
            gateway.backlog.pop_front();
        }
        gateway.backlog.push_back(frame.clone());
        if let Some(session) = inner.session.as_ref().filter(|s| s.ready) {
            // A socket that just closed drops the frame; the backlog still has it.
            let _ = session.tx.send(Outgoing::Json(frame));
        }
        Ok(seq)
    }
}
