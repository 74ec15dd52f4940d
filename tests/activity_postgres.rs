//! The Activity with two bot processes sharing one PostgreSQL database (feature `postgres`):
//! a player's socket is held by the process that does NOT serve the game's guild, and still
//! sees the moves typed in the channel (answered by the guild's process) at once, and a move
//! made on it is stored for both and posted in the channel. The processes are the real
//! binary built with the feature (`towers serve --shards 0|1 --shard-count 2`), against the
//! stand-in Discord, which routes each guild's events to its shard's session.
//!
//! Needs `TOWERS_TEST_DATABASE_URL` (`scripts/pg-test-server.sh`), as tests/store_postgres.rs.

#[path = "support/pg_admin.rs"]
mod pg_admin;
#[path = "support/mod.rs"]
mod support;

use std::process::Command;

use support::activity::{free_addr, Socket};
use support::bot::TOKEN;
use support::child::ServeChild;
use support::fake_discord::activity::CLIENT_SECRET;
use support::fake_discord::FakeDiscord;

/// Shard 0 of 2: the guild whose events reach process 0 only.
const GUILD: u64 = 300_000_000_000 << 22;

/// The test server's URL with the tables in `schema` (created now, empty).
fn database_url(schema: &str) -> String {
    let url = pg_admin::url();
    pg_admin::admin(&format!(
        "DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}"
    ));
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}options=-c%20search_path%3D{schema}")
}

/// `towers serve --shards SHARD --shard-count 2` with the Activity on, over `url`.
async fn process(
    fake: &FakeDiscord,
    root: &std::path::Path,
    shard: u8,
    url: &str,
) -> (ServeChild, std::net::SocketAddr) {
    let addr = free_addr();
    let mut command = Command::new(env!("CARGO_BIN_EXE_towers"));
    command
        .arg("serve")
        .args(["--shards", &shard.to_string(), "--shard-count", "2"])
        .env_clear()
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", fake.base_url())
        .env("TOWERS_DATA_DIR", root.join(format!("shard-{shard}")))
        .env("TOWERS_DATABASE_URL", url)
        .env("TOWERS_WEB_ADDR", addr.to_string())
        .env("DISCORD_CLIENT_ID", fake.application_id().to_string())
        .env("DISCORD_CLIENT_SECRET", CLIENT_SECRET)
        .env("TOWERS_WEB_DIR", root.join("no-client"))
        .env("TOWERS_WEB_ORIGINS", support::activity::TEST_ORIGIN)
        .env("TOWERS_DEFER_AFTER", support::bot::SLOW_DEFER)
        .env("TOWERS_EGDB_BUILD", "off")
        .env("RUST_LOG", "info,serenity=warn")
        .env("NO_COLOR", "1")
        .current_dir(root);
    (ServeChild::spawn(command), addr)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_on_the_other_process_sees_the_channels_moves_and_plays_there() {
    assert_eq!((GUILD >> 22) % 2, 0, "test guild on the wrong shard");
    let url = database_url("activity_two_processes");
    let fake = FakeDiscord::start(TOKEN).await;
    fake.add_guild(GUILD);
    let root = tempfile::tempdir().unwrap();
    let (mut zero, _) = process(&fake, root.path(), 0, &url).await;
    let (mut one, web_one) = process(&fake, root.path(), 1, &url).await;
    fake.wait_shards(&[0, 1]).await;
    zero.wait_registrations(&fake, 2).await;
    one.wait_registrations(&fake, 2).await;
    let listening = support::poll::until_true(support::child::CHILD_TIMEOUT, || {
        std::net::TcpStream::connect(web_one).is_ok()
    })
    .await;
    assert!(listening, "no Activity on process 1:\n{}", one.output());
    assert!(
        one.output()
            .contains("hearing the other processes' changes"),
        "{}",
        one.output()
    );

    // The game is made in the guild's channel: process 0 answers every command.
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.new_channel();
    fake.add_activity_instance("two", channel, &[&alice, &bob]);
    for (user, command, options) in [
        (&alice, "challenge", vec![("opponent", "@bob")]),
        (&bob, "accept", vec![]),
    ] {
        let reply = fake
            .slash_in_guild(GUILD, channel, user, command, &options)
            .await;
        assert!(!reply.is_ephemeral(), "{command}: {reply:?}");
    }

    // Bob's board is served by process 1, which reads the game from the shared database.
    let mut socket = Socket::connect(web_one).await;
    socket
        .hello(&format!("mock-token-{}", bob.id), "two", "en-US")
        .await;
    assert_eq!(socket.next().await["type"], "welcome");
    let first = socket.next().await;
    assert_eq!(first["state"]["you"]["role"], "black", "{first}");

    // Alice's /move, answered by process 0, reaches Bob's socket on process 1.
    let reply = fake
        .slash_in_guild(GUILD, channel, &alice, "move", &[("notation", "c3-d4")])
        .await;
    assert!(!reply.is_ephemeral(), "{reply:?}");
    let state = socket.state_after(1).await;
    assert_eq!(state["game"]["moves"][0], "c3-d4", "{state}");

    // Bob moves on process 1; process 0 then sees it: Alice's capture is legal there.
    socket.play("f6-e5").await;
    socket.state_after(2).await;
    let reply = fake
        .slash_in_guild(GUILD, channel, &alice, "move", &[("notation", "d4:f6")])
        .await;
    assert!(
        !reply.is_ephemeral(),
        "process 0 did not see Bob's move: {reply:?}"
    );
    assert_eq!(socket.state_after(3).await["game"]["moves"][2], "d4:f6");
    // Bob's move was posted in the channel (by process 1, which made it).
    let posted = fake.wait_channel_messages(channel, 1).await;
    assert!(
        posted[0].content().contains("f6-e5"),
        "{:?}",
        posted[0].content()
    );
}
