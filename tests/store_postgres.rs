//! The PostgreSQL backend (feature `postgres`) against a real server: the same semantics
//! checks as sled and memory, concurrency within one store and between two stores sharing a
//! database (two bots), reopening, use from inside tokio runtimes, unreadable rows, and
//! connection errors that never show the password.
//!
//! The server comes from `TOWERS_TEST_DATABASE_URL`; without it every test fails and says how
//! to start one (`scripts/pg-test-server.sh`). Each test works in its own schema, so the
//! tests run in parallel and a rerun starts clean.

#[path = "support/store_checks.rs"]
mod checks;
#[path = "support/store_fixtures.rs"]
mod fixtures;
#[path = "support/pg_admin.rs"]
mod pg_admin;

use pg_admin::{admin, url};

use std::sync::Arc;
use std::thread;

use checks::{
    check_concurrent_appends, check_concurrent_entry_counts, check_one_claim_wins, check_reopened,
    check_semantics, check_unique_ids_across_threads, fill_before_reopen, put, PER_THREAD, THREADS,
};
use fixtures::{as_game, challenge, game, move_text};
use towers::config::Config;
use towers_store::postgres_store::LAYOUT_VERSION;
use towers_store::StoreExt;
use towers_store::{open_store, Change, ChannelRecord, PostgresStore, Store, StoreError};

/// The count that `sql` (a `SELECT count(*) …`) gives, run as [`admin`].
fn admin_count(sql: &str) -> i64 {
    admin(sql)
        .and_then(|count| count.parse().ok())
        .expect("a count")
}

/// A schema name unique to this test and process, dropped first so a rerun starts clean.
fn fresh_schema(test: &str) -> String {
    let schema = format!("towers_test_{}_{test}", std::process::id());
    admin(&format!("DROP SCHEMA IF EXISTS {schema} CASCADE"));
    schema
}

/// The test URL parsed.
fn test_config() -> tokio_postgres::Config {
    url()
        .parse()
        .expect("TOWERS_TEST_DATABASE_URL is a postgres:// URL")
}

fn open(schema: &str) -> PostgresStore {
    PostgresStore::open_in_schema(&url(), schema).unwrap()
}

fn fresh(test: &str) -> (String, PostgresStore) {
    let schema = fresh_schema(test);
    let store = open(&schema);
    (schema, store)
}

// ---- semantics, shared with sled and memory ---------------------------------------------

#[test]
fn postgres_semantics() {
    check_semantics(&fresh("semantics").1);
}

#[test]
fn reopening_shows_everything_and_ids_keep_growing() {
    let schema = fresh_schema("reopen");
    let before = fill_before_reopen(&open(&schema));
    check_reopened(&open(&schema), &before);
}

#[test]
fn a_url_selects_postgres_through_the_config_and_open_store() {
    // The URL's own options (here the schema) are kept.
    let schema = fresh_schema("config");
    admin(&format!("CREATE SCHEMA {schema}"));
    let separator = if url().contains('?') { '&' } else { '?' };
    let url = format!("{}{separator}options=-c%20search_path%3D{schema}", url());
    let config = Config::from_vars([("TOWERS_DATABASE_URL", &url)]).unwrap();
    let shown = format!("{config:?}");
    if let Some(password) = test_config().get_password() {
        let password = String::from_utf8_lossy(password);
        assert!(!shown.contains(&*password), "{shown}");
    }
    let dir = tempfile::tempdir().unwrap();
    let database_url = config.store.database_url.as_ref().map(|u| u.expose());
    let store = open_store(dir.path(), database_url).unwrap();
    assert!(
        !dir.path().join("conf").exists(),
        "sled opened instead of PostgreSQL"
    );
    assert!(store.next_game_id().unwrap() >= 1);
}

// ---- concurrency ------------------------------------------------------------------------

#[test]
fn concurrent_updates_lose_and_double_nothing() {
    let schema = fresh_schema("appends");
    check_concurrent_appends(Arc::new(open(&schema)));
    // All of it was committed: a new connection pool sees every move.
    assert_eq!(
        as_game(open(&schema).load(77).unwrap().as_ref())
            .moves
            .len(),
        THREADS * PER_THREAD
    );
}

#[test]
fn one_claim_of_an_empty_channel_wins() {
    check_one_claim_wins(Arc::new(fresh("claims").1));
}

#[test]
fn concurrent_entry_updates_lose_nothing() {
    check_concurrent_entry_counts(Arc::new(fresh("entries").1));
}

#[test]
fn game_ids_are_unique_across_threads() {
    check_unique_ids_across_threads(Arc::new(fresh("ids").1));
}

/// Two stores on one database, as two bot processes sharing it: their updates of one
/// channel still apply one after the other (the row lock is the database's, not the
/// process's), and their game ids never repeat.
#[test]
fn two_stores_sharing_a_database_serialize_their_updates() {
    const CHANNEL: u64 = 5;
    let schema = fresh_schema("two_stores");
    let stores = [Arc::new(open(&schema)), Arc::new(open(&schema))];
    put(
        &*stores[0],
        CHANNEL,
        ChannelRecord::Game(game(1, CHANNEL, &[])),
    );
    let handles: Vec<_> = (0..THREADS)
        .map(|t| {
            let store = Arc::clone(&stores[t % 2]);
            thread::spawn(move || {
                let mut ids = Vec::new();
                for i in 0..PER_THREAD {
                    let token = format!("t{t}-{i}");
                    store
                        .update(CHANNEL, &|r| {
                            let mut g = as_game(r).clone();
                            g.moves.push(move_text(&token));
                            Ok::<_, ()>((Change::Put(ChannelRecord::Game(g)), ()))
                        })
                        .unwrap()
                        .unwrap();
                    ids.push(store.next_game_id().unwrap());
                }
                ids
            })
        })
        .collect();
    let mut ids: Vec<u64> = handles
        .into_iter()
        .flat_map(|h| h.join().unwrap())
        .collect();
    let moves = as_game(stores[1].load(CHANNEL).unwrap().as_ref())
        .moves
        .clone();
    assert_eq!(moves.len(), THREADS * PER_THREAD, "no update lost");
    let mut unique = moves.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), moves.len(), "no update doubled");
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), THREADS * PER_THREAD, "game ids never repeat");
}

// ---- called from async code -------------------------------------------------------------

/// The service calls the store from tokio worker threads, with no `spawn_blocking`: the
/// store must neither panic there ("cannot start a runtime from within a runtime") nor
/// deadlock, also when many tasks update one channel at once, and dropping it there is fine.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn works_from_tokio_worker_threads() {
    let store = Arc::new(fresh("multi_thread").1);
    put(&*store, 9, ChannelRecord::Game(game(1, 9, &[])));
    let tasks: Vec<_> = (0..16)
        .map(|t| {
            let store = Arc::clone(&store);
            tokio::spawn(async move {
                store
                    .update(9, &|r| {
                        let mut g = as_game(r).clone();
                        g.moves.push(move_text(&format!("t{t}-a1")));
                        Ok::<_, ()>((Change::Put(ChannelRecord::Game(g)), ()))
                    })
                    .unwrap()
                    .unwrap();
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
    assert_eq!(as_game(store.load(9).unwrap().as_ref()).moves.len(), 16);

    // Many calls within one poll of one task (tokio's coop budget is 128 operations per
    // poll): none may wait for a budget that only comes back when the task yields.
    let busy = Arc::clone(&store);
    let calls = tokio::spawn(async move {
        (0..300)
            .map(|_| busy.next_game_id().unwrap())
            .collect::<Vec<_>>()
    });
    let ids = tokio::time::timeout(std::time::Duration::from_secs(120), calls)
        .await
        .expect("300 store calls in one task poll finished")
        .unwrap();
    assert_eq!(ids.len(), 300);
    drop(store);
}

/// A current-thread runtime (as `#[tokio::test]` makes) works too: the connections are
/// driven by the store's own runtime, not by the caller's.
#[tokio::test]
async fn works_from_a_current_thread_runtime() {
    let store = fresh("current_thread").1;
    put(&store, 3, ChannelRecord::Challenge(challenge(3)));
    assert_eq!(
        store.load(3).unwrap(),
        Some(ChannelRecord::Challenge(challenge(3)))
    );
    assert!(store.next_game_id().unwrap() >= 1);
}

// ---- unreadable rows and layout versions ------------------------------------------------

#[test]
fn unreadable_records_are_corrupt_errors_not_panics() {
    let (schema, store) = fresh("corrupt");
    put(&store, 1, ChannelRecord::Game(game(1, 1, &["a3-b4"])));
    admin(&format!(
        "INSERT INTO {schema}.towers_active VALUES (11, '\\xfffe00'::bytea), \
         (12, convert_to('{{\"schema\":999,\"record\":{{\"Game\":{{}}}}}}', 'UTF8'));
         INSERT INTO {schema}.towers_finished VALUES (13, 1, convert_to('{{\"schema\":1,\"record\":[]}}', 'UTF8'));"
    ));
    // An update of a corrupt channel fails without calling decide; the row is set aside
    // (a load then finds the channel free).
    let result = store.update(11, &|_| -> Result<(Change, ()), ()> {
        panic!("decide must not run on an unreadable record")
    });
    assert!(matches!(
        result,
        Err(StoreError::Corrupt { channel: 11, .. })
    ));
    assert!(store.load(11).unwrap().is_none());
    // A load says why once and sets the row aside too.
    match store.load(12) {
        Err(StoreError::Corrupt {
            channel: 12,
            reason,
        }) => assert!(reason.contains("schema version 999"), "{reason}"),
        other => panic!("expected Corrupt for channel 12, got {other:?}"),
    }
    assert!(store.load(12).unwrap().is_none());

    // Scans skip what does not decode and set it aside in towers_quarantine, bytes unchanged;
    // everyone else's records are read as before.
    assert_eq!(store.finished_games(13).unwrap(), []);
    let active: Vec<u64> = store
        .active_records()
        .unwrap()
        .into_iter()
        .map(|(channel, _)| channel)
        .collect();
    assert_eq!(active, [1]);
    assert_eq!(
        admin_count(&format!("SELECT count(*) FROM {schema}.towers_quarantine")),
        3
    );
    assert_eq!(
        admin_count(&format!(
            "SELECT count(*) FROM {schema}.towers_quarantine WHERE record = '\\xfffe00'::bytea"
        )),
        1
    );
    // Set aside, the channels are free for a new game.
    assert!(store.load(11).unwrap().is_none());
    assert!(store.load(12).unwrap().is_none());
    assert_eq!(
        as_game(store.load(1).unwrap().as_ref()).moves,
        vec!["a3-b4"]
    );
}

#[test]
fn a_newer_table_layout_is_refused() {
    let (schema, store) = fresh("layout");
    drop(store);
    admin(&format!(
        "UPDATE {schema}.towers_layout SET version = {}",
        LAYOUT_VERSION + 1
    ));
    let err = PostgresStore::open_in_schema(&url(), &schema).unwrap_err();
    let shown = err.to_string();
    assert!(shown.contains("newer than this build"), "{shown}");
}

#[test]
fn schema_names_must_be_plain_identifiers() {
    for bad in [
        "",
        "Towers",
        "1abc",
        "a;drop table x",
        "a b",
        &"x".repeat(64),
    ] {
        assert!(
            matches!(
                PostgresStore::open_in_schema(&url(), bad),
                Err(StoreError::Backend(_))
            ),
            "{bad:?}"
        );
    }
}

// ---- connection errors never show the password ------------------------------------------

fn backend_error(url: &str) -> String {
    match PostgresStore::open(url) {
        Err(StoreError::Backend(message)) => message,
        Err(other) => panic!("expected a Backend error, got {other}"),
        Ok(store) => panic!("expected an error, opened {store:?}"),
    }
}

#[test]
fn an_unreachable_server_is_named_without_the_password() {
    // A port nobody listens on: bind one, then let it go.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let message = backend_error(&format!(
        "postgres://towers:Hunter2-secret@127.0.0.1:{port}/towers"
    ));
    assert!(message.contains(&format!("127.0.0.1:{port}")), "{message}");
    assert!(message.contains("connect"), "{message}");
    assert!(!message.contains("Hunter2"), "{message}");
}

#[test]
fn a_wrong_password_is_refused_without_showing_it() {
    let config = test_config();
    let host = match &config.get_hosts()[0] {
        tokio_postgres::config::Host::Tcp(host) => host.clone(),
        other => panic!("TOWERS_TEST_DATABASE_URL should name a TCP host, not {other:?}"),
    };
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let user = config.get_user().unwrap_or("postgres");
    let db = config.get_dbname().unwrap_or(user);
    let message = backend_error(&format!(
        "postgres://{user}:Wrong-Hunter2@{host}:{port}/{db}"
    ));
    assert!(message.contains(&format!("{host}:{port}")), "{message}");
    assert!(
        message.contains("password authentication failed"),
        "the test server must require passwords (scripts/pg-test-server.sh sets \
         scram-sha-256): {message}"
    );
    assert!(!message.contains("Hunter2"), "{message}");
}

#[test]
fn malformed_urls_are_refused_without_the_password() {
    for url in [
        "postgres://towers:Hunter2@127.0.0.1:notaport/towers",
        "postgres://towers:Hunter2@127.0.0.1:5432/towers?bogus_option=1",
        "postgres://towers:Hunter2@127.0.0.1:5432/towers?sslmode=Hunter2",
    ] {
        let message = backend_error(url);
        assert!(message.contains("invalid PostgreSQL URL"), "{message}");
        assert!(!message.contains("Hunter2"), "{url}: {message}");
    }
}

#[test]
fn schema_5_end_reasons_load_typed_and_rate_every_game() {
    let (schema, store) = fresh("schema5");
    let (finished, (channel, active)) = checks::schema_5_records();
    let text = |bytes: &[u8]| {
        String::from_utf8(bytes.to_vec())
            .unwrap()
            .replace('\'', "''")
    };
    for old in &finished {
        admin(&format!(
            "INSERT INTO {schema}.towers_finished VALUES ({}, {}, convert_to('{}', 'UTF8'))",
            old.channel,
            old.id,
            text(&old.bytes)
        ));
    }
    admin(&format!(
        "INSERT INTO {schema}.towers_active VALUES ({channel}, convert_to('{}', 'UTF8'))",
        text(&active)
    ));
    checks::check_schema_5_records(store);
}

#[test]
fn schema_7_text_fields_load_typed_or_are_set_aside() {
    let (schema, store) = fresh("schema7");
    let checks::Schema7Records {
        archived: (channel, id, finished),
        active,
    } = checks::schema_7_records();
    let text = |bytes: &[u8]| {
        String::from_utf8(bytes.to_vec())
            .unwrap()
            .replace('\'', "''")
    };
    admin(&format!(
        "INSERT INTO {schema}.towers_finished VALUES ({channel}, {id}, convert_to('{}', 'UTF8'))",
        text(&finished)
    ));
    for (channel, bytes) in &active {
        admin(&format!(
            "INSERT INTO {schema}.towers_active VALUES ({channel}, convert_to('{}', 'UTF8'))",
            text(bytes)
        ));
    }
    checks::check_schema_7_records(&store);
    let (unreadable, _) = &active[2];
    assert_eq!(
        admin_count(&format!(
            "SELECT count(*) FROM {schema}.towers_quarantine WHERE channel = {unreadable}"
        )),
        1
    );
}

/// Two stores on one database (two bot processes): a change one shares reaches the other's
/// listener, never its own, and a store in another schema hears nothing of it; then two game
/// services over them: a move played through one is published on the other's event bus.
#[test]
fn changes_shared_by_one_process_reach_the_others_listeners() {
    use std::sync::mpsc;
    use std::time::Duration;

    let (schema, a) = fresh("changes_shared");
    let b = open(&schema);
    let (other_schema, other) = fresh("changes_shared_other");
    assert_ne!(schema, other_schema);
    let heard = |store: &PostgresStore| {
        let (tx, rx) = mpsc::channel();
        let tx = std::sync::Mutex::new(tx);
        let listening = store
            .listen_to_changes(Box::new(move |channel| {
                let _ = tx.lock().unwrap().send(channel);
            }))
            .unwrap();
        assert!(listening, "a PostgreSQL store is shared");
        rx
    };
    let (at_a, at_b, at_other) = (heard(&a), heard(&b), heard(&other));
    a.share_change(42);
    a.share_change(43);
    assert_eq!(at_b.recv_timeout(Duration::from_secs(10)), Ok(42));
    assert_eq!(at_b.recv_timeout(Duration::from_secs(10)), Ok(43));
    b.share_change(7);
    assert_eq!(
        at_a.recv_timeout(Duration::from_secs(10)),
        Ok(7),
        "a hears b"
    );
    // Its own changes and another schema's are not heard (NOTIFY is delivered in commit
    // order, so once b's 7 arrived at a, a's own 42 and 43 would have arrived before it).
    assert_eq!(at_a.try_recv(), Err(mpsc::TryRecvError::Empty));
    assert_eq!(at_other.try_recv(), Err(mpsc::TryRecvError::Empty));

    // Two services over the two stores, as two processes: a challenge made through one is an
    // event on the other's bus.
    use towers::service::game::setup::Setup;
    use towers::service::GameService;
    use towers_rules::Variant;
    let (one, two) = (GameService::new(Arc::new(a)), GameService::new(Arc::new(b)));
    assert!(two.hear_other_processes().unwrap());
    let mut events = two.events();
    let alice = fixtures::named(1, "alice");
    let bob = fixtures::named(2, "bob");
    let api: Arc<towers::service::api::GameService> = Arc::new(one);
    let request = towers::service::api::Request::ChallengeTimed {
        opponent: Some(bob),
        setup: Setup::new(Variant::Bashni),
        move_limit_secs: 3_600,
        clock: None,
    };
    api.handle(900, &alice, &request, 1_800_000_000).unwrap();
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let _ = tx.send(events.blocking_recv());
    });
    let event = rx
        .recv_timeout(Duration::from_secs(10))
        .expect("an event on the other process's bus")
        .unwrap();
    assert_eq!(event.channel, 900);
    assert_eq!(event.origin, towers::service::live::Origin::Elsewhere);
}

/// The listening connection dropped (its backend terminated, as a server restart or a
/// network failure would): it is opened again, what changed meanwhile is caught up (every
/// channel of the database reported), and later changes are heard again.
#[test]
fn a_dropped_listener_is_opened_again_and_catches_up() {
    use std::sync::mpsc;
    use std::time::{Duration, Instant};

    let (schema, a) = fresh("listener_dropped");
    let b = open(&schema);
    let (tx, rx) = mpsc::channel();
    let tx = std::sync::Mutex::new(tx);
    assert!(b
        .listen_to_changes(Box::new(move |channel| {
            let _ = tx.lock().unwrap().send(channel);
        }))
        .unwrap());
    a.share_change(41);
    assert_eq!(rx.recv_timeout(Duration::from_secs(10)), Ok(41));
    let terminated = admin_count(&format!(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity \
         WHERE query = 'LISTEN towers_changes_{schema}'"
    ));
    assert_eq!(terminated, 1, "the listening backend was not found");
    // Changed while nobody listened: only the catch-up can tell.
    admin(&format!(
        "INSERT INTO {schema}.towers_active (channel, record) VALUES (556, NULL)"
    ));
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut heard = Vec::new();
    while !heard.contains(&556) && Instant::now() < deadline {
        if let Ok(channel) = rx.recv_timeout(Duration::from_millis(200)) {
            heard.push(channel);
        }
    }
    assert!(heard.contains(&556), "not caught up: {heard:?}");
    // Listening again: a later change is heard as it happens.
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        a.share_change(77);
        match rx.recv_timeout(Duration::from_millis(500)) {
            Ok(77) => break,
            _ if Instant::now() > deadline => panic!("never heard again"),
            _ => {}
        }
    }
}
