//! [`PostgresStore`]: the [`Store`] in a PostgreSQL database, for deployments that share one
//! database (feature `postgres`; sled stays the embedded default).
//!
//! Layout (created on open, version in `towers_layout`):
//!
//! | table | columns | holds |
//! | --- | --- | --- |
//! | `towers_active` | `channel bigint` key, `record bytea` | a channel's [`ChannelRecord`]; `NULL` when the channel holds nothing (the row stays: it is the channel's lock) |
//! | `towers_finished` | `(channel bigint, game bigint)` key, `record bytea` | finished [`GameRecord`]s |
//! | `towers_entries` | `(tbl text, key text)` key, `value bytea` | side tables ([`Table`]); `NULL` when removed |
//! | `towers_game_ids` | sequence | [`Store::next_game_id`] |
//!
//! Records are the same [`codec`](super::codec) envelopes the sled backend writes, so a
//! record means the same thing in both. Ids (`u64`) are stored as the `bigint` with the
//! same 64 bits (Discord snowflakes are below 2^63, so they read as themselves in `psql`);
//! scans order by the `u64` value.
//!
//! Every [`Store::change`] is one transaction: it makes sure the channel's row exists
//! (`INSERT ... ON CONFLICT DO NOTHING`), locks it with `SELECT ... FOR UPDATE`, runs
//! `decide` once and writes. A second update of the same channel, from this process or
//! another bot sharing the database, waits for the lock, so updates never apply against the
//! same old record. Connections run with `synchronous_commit=on`: a change is durable when
//! `update` returns.
//!
//! The trait is synchronous and is called from tokio worker threads. The store therefore
//! owns a small tokio runtime of its own (one worker thread) that opens connections and
//! drives their I/O; the calling thread only waits for the answers with
//! `futures_executor::block_on`, which works inside or outside any runtime. Connections are
//! pooled by deadpool ([`POOL_SIZE`] at most). TLS is not supported: use it on loopback or a
//! private network.
//!
//! Processes sharing the database tell each other which channels changed
//! ([`Store::share_change`], [`Store::listen_to_changes`]) with PostgreSQL's own
//! `NOTIFY`/`LISTEN` on the channel `towers_changes` (`towers_changes_<schema>` in a schema of
//! its own), payload `<store token>:<channel>`: each store skips its own notifications by its
//! random token. The listening connection is one dedicated connection outside the pool;
//! when it drops (the server restarted, the backend was terminated, the network failed) it
//! is opened again with backoff ([`LISTEN_RETRY_FIRST`] doubling up to [`LISTEN_RETRY_MOST`]),
//! and once listening again the store catches up: every channel the database holds a game or
//! challenge of, active or finished, is reported changed, since changes made meanwhile were
//! not heard.

use std::fmt;
use std::future::Future;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Object, Pool, RecyclingMethod};
use tokio_postgres::config::Host;
use tokio_postgres::NoTls;

use super::codec::{self, DecodeError};
use super::url_secret::{scrub, url_password};
use super::{index, Change, ChannelRecord, EntryChange, GameRecord, Store, StoreError, Table};

/// Version of the table layout this build writes; a database with a newer one is refused.
pub const LAYOUT_VERSION: i32 = 1;

/// Most connections one store opens at once.
pub const POOL_SIZE: usize = 8;

/// Connect timeout used when the URL sets none.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Serializes concurrent first opens of one database (CREATE ... IF NOT EXISTS races
/// otherwise); an arbitrary constant ("towers" in ASCII).
const SETUP_LOCK: i64 = 0x746f_7765_7273;

const SETUP: &str = "
CREATE TABLE IF NOT EXISTS towers_layout (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    version integer NOT NULL
);
CREATE TABLE IF NOT EXISTS towers_active (
    channel bigint PRIMARY KEY,
    record bytea
);
CREATE TABLE IF NOT EXISTS towers_finished (
    channel bigint NOT NULL,
    game bigint NOT NULL,
    record bytea NOT NULL,
    PRIMARY KEY (channel, game)
);
CREATE TABLE IF NOT EXISTS towers_entries (
    tbl text NOT NULL,
    key text NOT NULL,
    value bytea,
    PRIMARY KEY (tbl, key)
);
CREATE SEQUENCE IF NOT EXISTS towers_game_ids;
CREATE TABLE IF NOT EXISTS towers_quarantine (
    source text NOT NULL,
    channel bigint NOT NULL,
    game bigint,
    record bytea,
    reason text NOT NULL,
    set_aside_at timestamptz NOT NULL DEFAULT now()
);
";

/// Moves an active record that does not decode into `towers_quarantine`, only if it is still
/// the same bytes (one statement, so atomic); returns the moved rows.
const QUARANTINE_ACTIVE: &str = "WITH moved AS (DELETE FROM towers_active WHERE channel = $1 \
    AND record = $2 RETURNING channel, record) INSERT INTO towers_quarantine \
    (source, channel, game, record, reason) SELECT 'active', channel, NULL, record, $3 FROM moved \
    RETURNING channel";

/// Writes entry (`$1` table, `$2` key) with value `$3`, replacing one that is there.
const PUT_ENTRY: &str = "INSERT INTO towers_entries (tbl, key, value) VALUES ($1, $2, $3) \
    ON CONFLICT (tbl, key) DO UPDATE SET value = EXCLUDED.value";

/// As [`QUARANTINE_ACTIVE`] for a finished game.
const QUARANTINE_FINISHED: &str = "WITH moved AS (DELETE FROM towers_finished WHERE channel = $1 \
    AND game = $2 AND record = $3 RETURNING channel, game, record) INSERT INTO towers_quarantine \
    (source, channel, game, record, reason) SELECT 'finished', channel, game, record, $4 FROM moved \
    RETURNING channel";

/// The PostgreSQL backend. Cheap to share behind an `Arc`; all methods take `&self`.
pub struct PostgresStore {
    pool: Pool,
    /// Runs connection setup and every connection's I/O; `None` only while dropping.
    runtime: Option<tokio::runtime::Runtime>,
    /// `host:port database NAME user NAME`, for messages (never the password).
    target: String,
    /// Texts removed from every error message (the password, raw and decoded).
    secrets: Vec<String>,
    /// What sharing changes with other processes needs (boxed: the store stays small).
    changes: Box<Changes>,
}

/// Sharing changes with the other processes on the database (`NOTIFY`/`LISTEN`).
struct Changes {
    /// The connection settings, for the listening connection.
    config: tokio_postgres::Config,
    /// This store's mark on its change notifications (random).
    token: u64,
    /// The `NOTIFY` channel of this store's tables.
    channel: String,
}

/// The first wait before opening a dropped listening connection again.
pub const LISTEN_RETRY_FIRST: Duration = Duration::from_millis(200);
/// The longest wait between attempts to open it again.
pub const LISTEN_RETRY_MOST: Duration = Duration::from_secs(30);

/// What the listener calls for each channel heard of.
type OnChange = std::sync::Arc<dyn Fn(u64) + Send + Sync>;

/// Opens a listening connection with `config` and `LISTEN`s on `listen`; returns its client
/// (the connection ends when it is dropped) and the task driving the connection, which hands
/// on every change another store (not `token`) reports and ends, with the error if any, when
/// the connection does.
async fn listen_once(
    config: &tokio_postgres::Config,
    listen: &str,
    token: u64,
    on_change: &OnChange,
) -> Result<
    (
        tokio_postgres::Client,
        tokio::task::JoinHandle<Option<String>>,
    ),
    tokio_postgres::Error,
> {
    let (client, mut connection) = config.connect(NoTls).await?;
    let on_change = on_change.clone();
    let driver = tokio::spawn(async move {
        loop {
            match std::future::poll_fn(|cx| connection.poll_message(cx)).await {
                Some(Ok(tokio_postgres::AsyncMessage::Notification(n))) => {
                    if let Some(channel) = changed_channel(n.payload(), token) {
                        on_change(channel);
                    }
                }
                Some(Ok(_)) => {}
                Some(Err(e)) => return Some(e.to_string()),
                None => return None,
            }
        }
    });
    match client.batch_execute(listen).await {
        Ok(()) => Ok((client, driver)),
        Err(e) => {
            driver.abort();
            Err(e)
        }
    }
}

/// Reports every channel of the database changed (see the module): after the listening
/// connection was down, what changed meanwhile is not known. Returns how many.
async fn catch_up(
    client: &tokio_postgres::Client,
    on_change: &OnChange,
) -> Result<usize, tokio_postgres::Error> {
    let rows = client
        .query(
            "SELECT channel FROM towers_active UNION SELECT channel FROM towers_finished",
            &[],
        )
        .await?;
    let mut count = 0;
    for row in rows {
        if let Ok(channel) = row.try_get::<_, i64>(0) {
            on_change(channel as u64);
            count += 1;
        }
    }
    Ok(count)
}

impl fmt::Debug for PostgresStore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PostgresStore")
            .field("target", &self.target)
            .finish_non_exhaustive()
    }
}

impl Drop for PostgresStore {
    fn drop(&mut self) {
        // Dropping a runtime blocks, which tokio forbids inside async code; the store may be
        // dropped there, so shut it down without waiting.
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
    }
}

/// Why a transaction stopped before its commit.
enum Abort {
    Store(StoreError),
    Sql(&'static str, tokio_postgres::Error),
}

impl From<(&'static str, tokio_postgres::Error)> for Abort {
    fn from((what, e): (&'static str, tokio_postgres::Error)) -> Self {
        Abort::Sql(what, e)
    }
}

/// Adds the step's name to a driver error.
fn at(
    what: &'static str,
) -> impl FnOnce(tokio_postgres::Error) -> (&'static str, tokio_postgres::Error) {
    move |e| (what, e)
}

impl PostgresStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/database`),
    /// creating the tables in the connection's default schema when they are missing.
    ///
    /// Errors: [`StoreError::Backend`] naming the host, port, database and user (never the
    /// password) when the URL is invalid, the server cannot be reached or refuses the
    /// login, or the database holds a newer table layout than [`LAYOUT_VERSION`].
    pub fn open(url: &str) -> Result<Self, StoreError> {
        Self::connect(url, None)
    }

    /// Like [`PostgresStore::open`], but keeps the tables in `schema` (created if missing),
    /// so several bots or test runs can share one database. `schema` is a lowercase SQL
    /// identifier: ASCII letters, digits and `_`, not starting with a digit, at most 63
    /// bytes.
    ///
    /// Errors: as [`PostgresStore::open`], and `Backend` for a schema name outside that form.
    pub fn open_in_schema(url: &str, schema: &str) -> Result<Self, StoreError> {
        let valid = !schema.is_empty()
            && schema.len() <= 63
            && !schema.starts_with(|c: char| c.is_ascii_digit())
            && schema
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
        if !valid {
            return Err(StoreError::Backend(format!(
                "invalid PostgreSQL schema name {schema:?}: use lowercase letters, digits and _"
            )));
        }
        Self::connect(url, Some(schema))
    }

    fn connect(url: &str, schema: Option<&str>) -> Result<Self, StoreError> {
        let mut secrets: Vec<String> = url_password(url).into_iter().collect();
        let mut config: tokio_postgres::Config = url.parse().map_err(|e| {
            StoreError::Backend(scrub(
                format!("invalid PostgreSQL URL (expected postgres://user:password@host:port/database): {e}"),
                &secrets,
            ))
        })?;
        if let Some(password) = config.get_password() {
            secrets.push(String::from_utf8_lossy(password).into_owned());
        }
        secrets.retain(|s| !s.is_empty());
        let target = describe(&config);

        let mut options = config.get_options().unwrap_or_default().to_string();
        options.push_str(" -c synchronous_commit=on");
        if let Some(schema) = schema {
            options.push_str(&format!(" -c search_path={schema}"));
        }
        config.options(options.trim_start());
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }

        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("towers-postgres")
            .enable_all()
            .build()
            .map_err(|e| {
                StoreError::Backend(format!("cannot start the PostgreSQL runtime: {e}"))
            })?;
        let notify_channel = match schema {
            Some(schema) => format!("towers_changes_{schema}"),
            None => "towers_changes".to_string(),
        };
        let listen_config = config.clone();
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(deadpool_postgres::Runtime::Tokio1)
            .build()
            .map_err(|e| StoreError::Backend(format!("cannot build the connection pool: {e}")))?;
        let store = PostgresStore {
            pool,
            runtime: Some(runtime),
            target,
            secrets,
            changes: Box::new(Changes {
                config: listen_config,
                token: fastrand::u64(..),
                channel: notify_channel,
            }),
        };
        store.set_up(schema)?;
        Ok(store)
    }

    /// Creates the schema and tables when missing and checks the layout version.
    fn set_up(&self, schema: Option<&str>) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let outcome: Result<Result<(), StoreError>, Abort> = wait(async {
            let tx = client.transaction().await.map_err(at("begin"))?;
            tx.execute("SELECT pg_advisory_xact_lock($1)", &[&SETUP_LOCK])
                .await
                .map_err(at("lock for setup"))?;
            if let Some(schema) = schema {
                // The name was checked to be a plain identifier.
                tx.batch_execute(&format!("CREATE SCHEMA IF NOT EXISTS {schema}"))
                    .await
                    .map_err(at("create schema"))?;
            }
            tx.batch_execute(SETUP).await.map_err(at("create tables"))?;
            tx.execute(
                "INSERT INTO towers_layout (version) VALUES ($1) ON CONFLICT DO NOTHING",
                &[&LAYOUT_VERSION],
            )
            .await
            .map_err(at("write layout version"))?;
            let found: i32 = tx
                .query_one("SELECT version FROM towers_layout", &[])
                .await
                .map_err(at("read layout version"))?
                .try_get(0)
                .map_err(at("read layout version"))?;
            if found > LAYOUT_VERSION {
                return Ok(Err(StoreError::Backend(format!(
                    "PostgreSQL at {}: the database has table layout {found}, newer than this \
                     build's {LAYOUT_VERSION}: run a newer towers",
                    self.target
                ))));
            }
            tx.commit().await.map_err(at("commit setup"))?;
            Ok(Ok(()))
        });
        self.settle(outcome)
    }

    /// A pooled connection, opened on the store's runtime when none is free.
    fn client(&self) -> Result<Object, StoreError> {
        let runtime = self
            .runtime
            .as_ref()
            .ok_or_else(|| self.backend("connect", "the store is shut down"))?;
        let pool = self.pool.clone();
        // Unconstrained: polling a JoinHandle spends the calling tokio task's coop budget,
        // and once that is used up it answers Pending (and wakes itself) until the task
        // yields, which a thread blocked here never does: it would spin for ever.
        let opened = runtime.spawn(async move { pool.get().await });
        match wait(tokio::task::unconstrained(opened)) {
            Ok(Ok(client)) => Ok(client),
            Ok(Err(e)) => Err(self.backend("connect", chain(&e))),
            Err(e) => Err(self.backend("connect", e)),
        }
    }

    fn backend(&self, what: &str, e: impl fmt::Display) -> StoreError {
        StoreError::Backend(scrub(
            format!("PostgreSQL at {}: {what}: {e}", self.target),
            &self.secrets,
        ))
    }

    /// Turns a transaction's outcome into the store's result.
    fn settle<T>(&self, outcome: Result<Result<T, StoreError>, Abort>) -> Result<T, StoreError> {
        match outcome {
            Ok(result) => result,
            Err(Abort::Store(e)) => Err(e),
            Err(Abort::Sql(what, e)) => Err(self.backend(what, chain(&e))),
        }
    }

    /// Runs a read-only query on a pooled connection and returns its rows.
    /// Sets aside a record of `channel` (and `game` for a finished one) that does not decode
    /// (`reason`), into `towers_quarantine`, logged once (the next scan no longer sees it); a
    /// failure to move it is logged and the scan goes on.
    fn set_aside(&self, channel: u64, game: Option<u64>, bytes: &[u8], reason: &str) {
        let moved = match game {
            None => self.rows(
                "set aside a record",
                QUARANTINE_ACTIVE,
                &[&to_sql(channel), &bytes, &reason],
            ),
            Some(g) => self.rows(
                "set aside a record",
                QUARANTINE_FINISHED,
                &[&to_sql(channel), &to_sql(g), &bytes, &reason],
            ),
        };
        match moved {
            Ok(rows) if rows.is_empty() => {}
            Ok(_) => tracing::error!(
                channel,
                game,
                reason,
                "a stored record does not decode: skipped and set aside in towers_quarantine"
            ),
            Err(e) => tracing::error!(
                channel,
                game,
                reason,
                error = %e,
                "a stored record does not decode and cannot be set aside: skipped"
            ),
        }
    }

    fn rows(
        &self,
        what: &'static str,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Vec<tokio_postgres::Row>, StoreError> {
        let client = self.client()?;
        wait(async {
            let statement = client.prepare_cached(sql).await?;
            client.query(&statement, params).await
        })
        .map_err(|e| self.backend(what, chain(&e)))
    }
}

/// An error with its causes (the driver prints "db error" and keeps the server's message in
/// the source), each once.
fn chain(e: &(dyn std::error::Error + 'static)) -> String {
    let mut message = e.to_string();
    let mut source = e.source();
    while let Some(cause) = source {
        let text = cause.to_string();
        if !message.contains(&text) {
            message.push_str(": ");
            message.push_str(&text);
        }
        source = cause.source();
    }
    message
}

/// Waits for `future` on the calling thread. Safe inside a tokio runtime: the futures only
/// exchange messages with connection tasks that run on the store's own runtime.
fn wait<F: Future>(future: F) -> F::Output {
    futures_executor::block_on(future)
}

/// `host:port database NAME user NAME` of a parsed configuration.
fn describe(config: &tokio_postgres::Config) -> String {
    let ports = config.get_ports();
    let hosts: Vec<String> = config
        .get_hosts()
        .iter()
        .enumerate()
        .map(|(i, host)| {
            let port = ports.get(i).or(ports.first()).copied().unwrap_or(5432);
            match host {
                Host::Tcp(name) => format!("{name}:{port}"),
                #[cfg(unix)]
                Host::Unix(path) => format!("{}:{port}", path.display()),
            }
        })
        .collect();
    let hosts = if hosts.is_empty() {
        "(no host)".to_string()
    } else {
        hosts.join(",")
    };
    format!(
        "{hosts} database {} user {}",
        config.get_dbname().unwrap_or("(default)"),
        config.get_user().unwrap_or("(none)")
    )
}

fn corrupt(channel: u64, e: DecodeError) -> StoreError {
    StoreError::Corrupt {
        channel,
        reason: e.0,
    }
}

/// A `u64` id as the `bigint` with the same bits, and back.
/// The channel of a change notification `payload` (`<token>:<channel>`) from another store
/// than the one marked `own`; `None` for this store's own and for anything unreadable.
fn changed_channel(payload: &str, own: u64) -> Option<u64> {
    let (token, channel) = payload.split_once(':')?;
    let token: u64 = token.parse().ok()?;
    (token != own).then(|| channel.parse().ok()).flatten()
}

fn to_sql(id: u64) -> i64 {
    id as i64
}

fn from_sql(id: i64) -> u64 {
    id as u64
}

fn encode<R: serde::Serialize>(channel: u64, record: &R) -> Result<Vec<u8>, Abort> {
    codec::encode(record).map_err(|e| {
        Abort::Store(StoreError::Backend(format!(
            "cannot store record of channel {channel}: {e}"
        )))
    })
}

/// Decodes the `record` column (index 1) of a `(channel, record)` row.
fn channel_row(row: &tokio_postgres::Row) -> Result<(u64, Option<Vec<u8>>), tokio_postgres::Error> {
    let channel: i64 = row.try_get(0)?;
    let record: Option<Vec<u8>> = row.try_get(1)?;
    Ok((from_sql(channel), record))
}

impl Store for PostgresStore {
    fn load(&self, channel: u64) -> Result<Option<ChannelRecord>, StoreError> {
        let rows = self.rows(
            "read",
            "SELECT channel, record FROM towers_active WHERE channel = $1",
            &[&to_sql(channel)],
        )?;
        let Some(row) = rows.first() else {
            return Ok(None);
        };
        let (_, bytes) = channel_row(row).map_err(|e| self.backend("read", e))?;
        let Some(bytes) = bytes else {
            return Ok(None);
        };
        codec::decode(&bytes).map(Some).map_err(|e| {
            self.set_aside(channel, None, &bytes, &e.0);
            corrupt(channel, e)
        })
    }

    /// Moves the channel's active record into `towers_quarantine` if its bytes still decode
    /// to `record` (compared here, then moved by one statement that also checks the bytes).
    fn set_aside_record(
        &self,
        channel: u64,
        record: &ChannelRecord,
        reason: &str,
    ) -> Result<bool, StoreError> {
        let rows = self.rows(
            "read",
            "SELECT channel, record FROM towers_active WHERE channel = $1",
            &[&to_sql(channel)],
        )?;
        let Some(row) = rows.first() else {
            return Ok(false);
        };
        let (_, bytes) = channel_row(row).map_err(|e| self.backend("read", e))?;
        let Some(bytes) = bytes else {
            return Ok(false);
        };
        if codec::decode::<ChannelRecord>(&bytes).ok().as_ref() != Some(record) {
            return Ok(false);
        }
        let moved = self.rows(
            "set aside a record",
            QUARANTINE_ACTIVE,
            &[&to_sql(channel), &bytes, &reason],
        )?;
        if !moved.is_empty() {
            tracing::error!(
                channel,
                reason,
                "a stored game does not replay: set aside in towers_quarantine"
            );
        }
        Ok(!moved.is_empty())
    }

    fn change(
        &self,
        channel: u64,
        decide: &mut dyn FnMut(Option<&ChannelRecord>) -> Option<Change>,
    ) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let key = to_sql(channel);
        let outcome: Result<Result<(), StoreError>, Abort> = wait(async {
            let tx = client.transaction().await.map_err(at("begin"))?;
            let claim = tx
                .prepare_cached(
                    "INSERT INTO towers_active (channel, record) VALUES ($1, NULL) \
                     ON CONFLICT (channel) DO NOTHING",
                )
                .await
                .map_err(at("prepare"))?;
            tx.execute(&claim, &[&key])
                .await
                .map_err(at("claim channel row"))?;
            let lock = tx
                .prepare_cached(
                    "SELECT channel, record FROM towers_active WHERE channel = $1 FOR UPDATE",
                )
                .await
                .map_err(at("prepare"))?;
            let row = tx
                .query_one(&lock, &[&key])
                .await
                .map_err(at("lock channel"))?;
            let (_, bytes) = channel_row(&row).map_err(at("lock channel"))?;
            let current = match bytes {
                None => None,
                Some(b) => Some(
                    codec::decode::<ChannelRecord>(&b)
                        .map_err(|e| Abort::Store(corrupt(channel, e)))?,
                ),
            };
            // Returning drops `tx`, which rolls back (the claimed row is not kept).
            let Some(change) = decide(current.as_ref()) else {
                return Ok(Ok(()));
            };
            let set = "UPDATE towers_active SET record = $2 WHERE channel = $1";
            match change {
                Change::Keep => {}
                Change::Put(record) => {
                    let bytes = encode(channel, &record)?;
                    tx.execute(set, &[&key, &bytes])
                        .await
                        .map_err(at("write record"))?;
                }
                Change::Remove => {
                    tx.execute(set, &[&key, &None::<Vec<u8>>])
                        .await
                        .map_err(at("clear record"))?;
                }
                Change::Finish(game) => {
                    let bytes = encode(channel, &game)?;
                    tx.execute(
                        "INSERT INTO towers_finished (channel, game, record) VALUES ($1, $2, $3) \
                         ON CONFLICT (channel, game) DO UPDATE SET record = EXCLUDED.record",
                        &[&key, &to_sql(game.id), &bytes],
                    )
                    .await
                    .map_err(at("archive game"))?;
                    let indexed = index::entries(&game).map_err(|e| {
                        Abort::Store(StoreError::Backend(format!(
                            "cannot index the finished game of channel {channel}: {e}"
                        )))
                    })?;
                    for (entry, summary) in &indexed {
                        tx.execute(PUT_ENTRY, &[&index::TABLE.name(), entry, summary])
                            .await
                            .map_err(at("index game"))?;
                    }
                    tx.execute(set, &[&key, &None::<Vec<u8>>])
                        .await
                        .map_err(at("clear record"))?;
                }
            }
            tx.commit().await.map_err(at("commit"))?;
            Ok(Ok(()))
        });
        let settled = self.settle(outcome);
        if let Err(StoreError::Corrupt { .. }) = &settled {
            // Reading it again sets it aside (see `load`), so the next command starts afresh.
            let _ = self.load(channel);
        }
        settled
    }

    fn share_change(&self, channel: u64) {
        let payload = format!("{}:{channel}", self.changes.token);
        let sent = self.client().and_then(|client| {
            let outcome = wait(async {
                client
                    .execute(
                        "SELECT pg_notify($1, $2)",
                        &[&self.changes.channel, &payload],
                    )
                    .await
                    .map(drop)
                    .map_err(|e| Abort::Sql("notify", e))
            });
            self.settle(outcome.map(Ok))
        });
        if let Err(e) = sent {
            tracing::warn!(channel, error = %e, "cannot tell other processes of a change");
        }
    }

    fn listen_to_changes(
        &self,
        on_change: Box<dyn Fn(u64) + Send + Sync>,
    ) -> Result<bool, StoreError> {
        let runtime = self
            .runtime
            .as_ref()
            .ok_or_else(|| self.backend("listen", "the store is shut down"))?;
        let config = self.changes.config.clone();
        let token = self.changes.token;
        let target = self.target.clone();
        let listen = format!("LISTEN {}", self.changes.channel);
        let on_change: OnChange = on_change.into();
        let (first_tx, first_rx) = tokio::sync::oneshot::channel();
        // The listening task: opens the connection, drives it, and opens it again with
        // backoff whenever it drops, catching up once listening again; it ends with the
        // store's runtime. The first attempt's outcome is this call's.
        runtime.spawn(async move {
            let mut first = Some(first_tx);
            let mut delay = LISTEN_RETRY_FIRST;
            loop {
                match listen_once(&config, &listen, token, &on_change).await {
                    Ok((client, driver)) => {
                        match first.take() {
                            Some(tx) => {
                                let _ = tx.send(Ok(()));
                            }
                            None => match catch_up(&client, &on_change).await {
                                Ok(channels) => tracing::info!(%target, channels, "listening for other processes' changes again; every channel reported changed to catch up"),
                                Err(e) => tracing::warn!(%target, error = %chain(&e), "listening again, but cannot list the channels to catch up"),
                            },
                        }
                        delay = LISTEN_RETRY_FIRST;
                        let ended = driver.await.ok().flatten();
                        drop(client);
                        tracing::warn!(%target, error = ended.as_deref().unwrap_or("closed"), retry_in = ?delay, "the connection hearing other processes' changes dropped; opening it again");
                    }
                    Err(e) => {
                        if let Some(tx) = first.take() {
                            let _ = tx.send(Err(chain(&e)));
                            return;
                        }
                        tracing::warn!(%target, error = %chain(&e), retry_in = ?delay, "cannot open the connection hearing other processes' changes; trying again");
                    }
                }
                tokio::time::sleep(delay).await;
                delay = (delay * 2).min(LISTEN_RETRY_MOST);
            }
        });
        match wait(first_rx) {
            Ok(Ok(())) => {}
            Ok(Err(e)) => return Err(self.backend("listen", e)),
            Err(e) => return Err(self.backend("listen", e)),
        }
        Ok(true)
    }

    fn next_game_id(&self) -> Result<u64, StoreError> {
        let rows = self.rows("generate id", "SELECT nextval('towers_game_ids')", &[])?;
        let id: i64 = rows
            .first()
            .ok_or_else(|| self.backend("generate id", "no row"))?
            .try_get(0)
            .map_err(|e| self.backend("generate id", e))?;
        u64::try_from(id).map_err(|_| self.backend("generate id", "negative id"))
    }

    fn finished_games(&self, channel: u64) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self.rows(
            "read finished games",
            "SELECT game, record FROM towers_finished WHERE channel = $1",
            &[&to_sql(channel)],
        )?;
        let mut games = rows
            .iter()
            .map(|row| {
                let game: i64 = row
                    .try_get(0)
                    .map_err(|e| self.backend("read finished games", e))?;
                let bytes: Vec<u8> = row
                    .try_get(1)
                    .map_err(|e| self.backend("read finished games", e))?;
                Ok((from_sql(game), bytes))
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        games.sort_unstable_by_key(|(game, _)| *game);
        Ok(games
            .into_iter()
            .filter_map(|(game, bytes)| match codec::decode(&bytes) {
                Ok(record) => Some(record),
                Err(e) => {
                    self.set_aside(channel, Some(game), &bytes, &e.0);
                    None
                }
            })
            .collect())
    }

    fn active_records(&self) -> Result<Vec<(u64, ChannelRecord)>, StoreError> {
        let rows = self.rows(
            "read active records",
            "SELECT channel, record FROM towers_active WHERE record IS NOT NULL",
            &[],
        )?;
        let mut found = rows
            .iter()
            .map(|row| channel_row(row).map_err(|e| self.backend("read active records", e)))
            .collect::<Result<Vec<_>, StoreError>>()?;
        found.sort_unstable_by_key(|(channel, _)| *channel);
        Ok(found
            .into_iter()
            .filter_map(|(channel, bytes)| Some((channel, bytes?)))
            .filter_map(|(channel, bytes)| match codec::decode(&bytes) {
                Ok(record) => Some((channel, record)),
                Err(e) => {
                    self.set_aside(channel, None, &bytes, &e.0);
                    None
                }
            })
            .collect())
    }

    fn all_finished_games(&self) -> Result<Vec<GameRecord>, StoreError> {
        let rows = self.rows(
            "read finished games",
            "SELECT channel, game, record FROM towers_finished",
            &[],
        )?;
        let mut found = rows
            .iter()
            .map(|row| {
                let read = |e| self.backend("read finished games", e);
                let channel: i64 = row.try_get(0).map_err(read)?;
                let game: i64 = row.try_get(1).map_err(read)?;
                let bytes: Vec<u8> = row.try_get(2).map_err(read)?;
                Ok(((from_sql(channel), from_sql(game)), bytes))
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        found.sort_unstable_by_key(|(key, _)| *key);
        Ok(found
            .into_iter()
            .filter_map(|((channel, game), bytes)| match codec::decode(&bytes) {
                Ok(record) => Some(record),
                Err(e) => {
                    self.set_aside(channel, Some(game), &bytes, &e.0);
                    None
                }
            })
            .collect())
    }

    fn load_entry(&self, table: Table, key: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let rows = self.rows(
            "read entry",
            "SELECT value FROM towers_entries WHERE tbl = $1 AND key = $2",
            &[&table.name(), &key],
        )?;
        match rows.first() {
            None => Ok(None),
            Some(row) => row.try_get(0).map_err(|e| self.backend("read entry", e)),
        }
    }

    fn entries_with_prefix(
        &self,
        table: Table,
        prefix: &str,
    ) -> Result<Vec<(String, Vec<u8>)>, StoreError> {
        let rows = self.rows(
            "read entries",
            "SELECT key, value FROM towers_entries WHERE tbl = $1 \
             AND left(key, char_length($2)) = $2 AND value IS NOT NULL ORDER BY key",
            &[&table.name(), &prefix],
        )?;
        rows.iter()
            .map(|row| {
                let key: String = row
                    .try_get(0)
                    .map_err(|e| self.backend("read entries", e))?;
                let value: Vec<u8> = row
                    .try_get(1)
                    .map_err(|e| self.backend("read entries", e))?;
                Ok((key, value))
            })
            .collect()
    }

    fn put_entries(&self, table: Table, entries: &[(String, Vec<u8>)]) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let name = table.name();
        let outcome: Result<Result<(), StoreError>, Abort> = wait(async {
            let tx = client.transaction().await.map_err(at("begin"))?;
            let put = tx.prepare_cached(PUT_ENTRY).await.map_err(at("prepare"))?;
            for (key, bytes) in entries {
                tx.execute(&put, &[&name, key, bytes])
                    .await
                    .map_err(at("write entries"))?;
            }
            tx.commit().await.map_err(at("commit"))?;
            Ok(Ok(()))
        });
        self.settle(outcome)
    }

    fn change_entry(
        &self,
        table: Table,
        key: &str,
        decide: &mut dyn FnMut(Option<&[u8]>) -> Option<EntryChange>,
    ) -> Result<(), StoreError> {
        let mut client = self.client()?;
        let name = table.name();
        let outcome: Result<Result<(), StoreError>, Abort> = wait(async {
            let tx = client.transaction().await.map_err(at("begin"))?;
            tx.execute(
                "INSERT INTO towers_entries (tbl, key, value) VALUES ($1, $2, NULL) \
                 ON CONFLICT (tbl, key) DO NOTHING",
                &[&name, &key],
            )
            .await
            .map_err(at("claim entry row"))?;
            let current: Option<Vec<u8>> = tx
                .query_one(
                    "SELECT value FROM towers_entries WHERE tbl = $1 AND key = $2 FOR UPDATE",
                    &[&name, &key],
                )
                .await
                .map_err(at("lock entry"))?
                .try_get(0)
                .map_err(at("lock entry"))?;
            let Some(change) = decide(current.as_deref()) else {
                return Ok(Ok(()));
            };
            let set = "UPDATE towers_entries SET value = $3 WHERE tbl = $1 AND key = $2";
            match change {
                EntryChange::Keep => {}
                EntryChange::Put(bytes) => {
                    tx.execute(set, &[&name, &key, &bytes])
                        .await
                        .map_err(at("write entry"))?;
                }
                EntryChange::Remove => {
                    tx.execute(set, &[&name, &key, &None::<Vec<u8>>])
                        .await
                        .map_err(at("remove entry"))?;
                }
            }
            tx.commit().await.map_err(at("commit"))?;
            Ok(Ok(()))
        });
        self.settle(outcome)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn targets_name_host_port_database_and_user() {
        let config: tokio_postgres::Config =
            "postgres://bot:pw@10.0.0.5:6543/games".parse().unwrap();
        assert_eq!(describe(&config), "10.0.0.5:6543 database games user bot");
    }

    #[test]
    fn change_notifications_name_another_stores_channel() {
        assert_eq!(changed_channel("7:1234", 8), Some(1234));
        assert_eq!(changed_channel("7:1234", 7), None, "own change");
        for bad in ["", "7", ":1", "x:1", "7:x", "7:-1"] {
            assert_eq!(changed_channel(bad, 8), None, "{bad:?}");
        }
    }

    #[test]
    fn ids_keep_their_bits() {
        for id in [0, 1, 1 << 62, u64::MAX] {
            assert_eq!(from_sql(to_sql(id)), id);
        }
    }
}
