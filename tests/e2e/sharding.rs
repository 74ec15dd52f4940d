//! Several bot processes, one per shard range (`towers serve --shards FIRST..=LAST
//! --shard-count N`), against one stand-in Discord that routes each guild's events to the
//! session of its shard `(guild_id >> 22) % N`, as Discord does. Each process is the real
//! binary with its own data directory: a guild's games are answered and stored by the process
//! of its shard only.

use crate::support;

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use support::bin::towers_bin;
use support::bot::TOKEN;
use support::fake_discord::{FakeDiscord, FakeUser, Recorded};
use towers_store::{ChannelRecord, SledStore, Store};

/// Shard 0 of 2: the timestamp bits 300000000000 are even.
const GUILD_A: u64 = 300_000_000_000 << 22;
/// Shard 1 of 2.
const GUILD_B: u64 = 300_000_000_001 << 22;

/// `towers serve ARGS` running as a child process; killed when dropped. Its log (stderr) is
/// a file, printed when the test fails.
struct BotProcess {
    name: &'static str,
    child: Child,
    log: PathBuf,
}

impl BotProcess {
    /// Starts the binary in `root` (no `.env` there) with only the variables the bot needs,
    /// its games in `data`, plus `env` (e.g. `TOWERS_SHARDS`).
    fn spawn(
        name: &'static str,
        fake: &FakeDiscord,
        root: &Path,
        data: &Path,
        args: &[&str],
        env: &[(&str, &str)],
    ) -> BotProcess {
        let log = root.join(format!("{name}.log"));
        let child = Command::new(towers_bin())
            .arg("serve")
            .args(args)
            .env_clear()
            .env("DISCORD_TOKEN", TOKEN)
            .env("TOWERS_DATA_DIR", data)
            .env("DISCORD_API_BASE", fake.base_url())
            .env("RUST_LOG", "info,serenity=warn")
            .env("TOWERS_EGDB_BUILD", "off")
            .envs(env.iter().copied())
            .current_dir(root)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(File::create(&log).expect("create the log file"))
            .spawn()
            .expect("start towers serve");
        BotProcess { name, child, log }
    }

    /// Kills the process (the store flushes every change before answering, so nothing
    /// acknowledged is lost) and waits for it to exit.
    fn kill(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for BotProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        if std::thread::panicking() {
            let log = std::fs::read_to_string(&self.log).unwrap_or_default();
            eprintln!("--- log of bot process {} ---\n{log}", self.name);
        }
    }
}

/// The fake with guilds A (shard 0 of 2) and B (shard 1 of 2).
async fn fake_with_two_guilds() -> FakeDiscord {
    for (guild, shard) in [(GUILD_A, 0), (GUILD_B, 1)] {
        assert_eq!((guild >> 22) % 2, shard, "test guild on the wrong shard");
    }
    let fake = FakeDiscord::start(TOKEN).await;
    fake.add_guild(GUILD_A);
    fake.add_guild(GUILD_B);
    fake
}

/// Waits until `count` processes have registered the slash commands (each does on its
/// first READY; globally, since no `DISCORD_GUILD_ID` is set).
async fn wait_registrations(fake: &FakeDiscord, count: usize) {
    let path = format!("/api/v10/applications/{}/commands", fake.application_id());
    let done = || {
        fake.requests()
            .iter()
            .filter(|r| r.method == "PUT" && r.path == path)
            .count()
    };
    // Logged on arrival, stored once the body is read: wait for the commands as well.
    let registered = support::poll::until_true(support::fake_discord::TIMEOUT, || {
        done() >= count && !fake.commands(None).is_empty()
    });
    assert!(
        registered.await,
        "{} of {count} processes registered the commands",
        done()
    );
}

/// The `shard` arrays of the IDENTIFY payloads received, sorted.
fn identified_shards(fake: &FakeDiscord) -> Vec<[u64; 2]> {
    let mut shards: Vec<[u64; 2]> = fake
        .identifies()
        .iter()
        .map(|d| {
            let s = &d["shard"];
            [s[0].as_u64().unwrap(), s[1].as_u64().unwrap()]
        })
        .collect();
    shards.sort_unstable();
    shards
}

fn assert_public(reply: &Recorded, what: &str) {
    assert_eq!(reply.kind, 4, "{what}: {reply:?}");
    assert!(!reply.is_ephemeral(), "{what} was refused: {reply:?}");
}

/// Alice challenges bob in `channel` of `guild`, bob accepts, alice plays c3-d4.
async fn start_a_game(
    fake: &FakeDiscord,
    guild: u64,
    channel: u64,
    alice: &FakeUser,
    bob: &FakeUser,
) {
    let reply = fake
        .slash_in_guild(guild, channel, alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&reply, "challenge");
    let reply = fake
        .slash_in_guild(guild, channel, bob, "accept", &[])
        .await;
    assert_public(&reply, "accept");
    assert_eq!(reply.files.len(), 1, "accept shows the board: {reply:?}");
    let reply = fake
        .slash_in_guild(guild, channel, alice, "move", &[("notation", "c3-d4")])
        .await;
    assert_public(&reply, "move c3-d4");
}

/// The moves of the game stored for `channel` in the data directory `dir`, or `None` when
/// that directory has nothing for the channel. The process using `dir` must have exited.
fn stored_moves(dir: &Path, channel: u64) -> Option<Vec<String>> {
    let store = SledStore::open(dir).expect("open a stopped process's store");
    match store.load(channel).expect("readable record") {
        None => None,
        Some(ChannelRecord::Game(game)) => Some(game.moves.iter().map(|m| m.to_string()).collect()),
        Some(other) => panic!("channel {channel}: expected a game, found {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_process_serves_and_stores_the_games_of_its_own_shard() {
    let fake = fake_with_two_guilds().await;
    let root = tempfile::tempdir().unwrap();
    let (data_a, data_b) = (root.path().join("shard-0"), root.path().join("shard-1"));
    // One process by flags, the other by environment variables (as a systemd unit would).
    let a = BotProcess::spawn(
        "a",
        &fake,
        root.path(),
        &data_a,
        &["--shards", "0..=0", "--shard-count", "2"],
        &[],
    );
    let b = BotProcess::spawn(
        "b",
        &fake,
        root.path(),
        &data_b,
        &[],
        &[("TOWERS_SHARDS", "1"), ("TOWERS_SHARD_COUNT", "2")],
    );
    fake.wait_shards(&[0, 1]).await;
    wait_registrations(&fake, 2).await;
    assert_eq!(identified_shards(&fake), [[0, 2], [1, 2]]);
    let creates = fake.guild_creates();
    assert!(creates.contains(&(0, GUILD_A)), "{creates:?}");
    assert!(creates.contains(&(1, GUILD_B)), "{creates:?}");
    assert!(!creates
        .iter()
        .any(|&(shard, guild)| (guild == GUILD_A) != (shard == 0)));

    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let (channel_a, channel_b) = (fake.new_channel(), fake.new_channel());
    start_a_game(&fake, GUILD_A, channel_a, &alice, &bob).await;
    start_a_game(&fake, GUILD_B, channel_b, &alice, &bob).await;

    // With B's process gone, the game in guild A goes on: process A alone serves it.
    b.kill();
    fake.wait_shard_gone(1).await;
    let reply = fake
        .slash_in_guild(GUILD_A, channel_a, &bob, "move", &[("notation", "b6-a5")])
        .await;
    assert_public(&reply, "move b6-a5 with only process A running");
    a.kill();
    fake.assert_all_handled();

    let moves = |list: &[&str]| Some(list.iter().map(|m| m.to_string()).collect::<Vec<_>>());
    assert_eq!(stored_moves(&data_a, channel_a), moves(&["c3-d4", "b6-a5"]));
    assert_eq!(stored_moves(&data_a, channel_b), None);
    assert_eq!(stored_moves(&data_b, channel_b), moves(&["c3-d4"]));
    assert_eq!(stored_moves(&data_b, channel_a), None);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_runs_a_range_of_shards_inclusively() {
    let fake = fake_with_two_guilds().await;
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let bot = BotProcess::spawn(
        "both",
        &fake,
        root.path(),
        &data,
        &["--shards", "0..=1", "--shard-count", "2"],
        &[],
    );
    // serenity starts the second shard of a process a few seconds after the first.
    fake.wait_shards(&[0, 1]).await;
    wait_registrations(&fake, 1).await;
    assert_eq!(identified_shards(&fake), [[0, 2], [1, 2]]);

    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let (channel_a, channel_b) = (fake.new_channel(), fake.new_channel());
    start_a_game(&fake, GUILD_A, channel_a, &alice, &bob).await;
    start_a_game(&fake, GUILD_B, channel_b, &alice, &bob).await;
    bot.kill();
    fake.assert_all_handled();

    let moves = Some(vec!["c3-d4".to_string()]);
    assert_eq!(stored_moves(&data, channel_a), moves);
    assert_eq!(stored_moves(&data, channel_b), moves);
}

#[test]
fn bad_shard_options_are_refused_before_anything_starts() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let cases: [(&[&str], &str); 5] = [
        (
            &["--shards", "2", "--shard-count", "2"],
            "shard 2 does not exist: with 2 shards the ids are 0..=1",
        ),
        (
            &["--shards", "1..=0", "--shard-count", "2"],
            "the first shard (1) is after the last one (0)",
        ),
        (
            &["--shard-count", "0"],
            "the shard count must be at least 1",
        ),
        (
            &["--shards", "0..1", "--shard-count", "2"],
            "expected FIRST..=LAST (e.g. 0..=1) or one shard id",
        ),
        (&["--shards", "0"], "--shard-count"),
    ];
    for (args, expected) in cases {
        let out = Command::new(towers_bin())
            .arg("serve")
            .args(args)
            .env_clear()
            .env("DISCORD_TOKEN", TOKEN)
            .env("TOWERS_DATA_DIR", &data)
            // Nothing listens there: a process that got past the options would fail later.
            .env("DISCORD_API_BASE", "http://127.0.0.1:9")
            .current_dir(root.path())
            .stdin(Stdio::null())
            .output()
            .expect("run towers serve");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?} was accepted");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(!data.exists(), "{args:?} created the data directory");
    }
}

/// The GUILD_CREATE the fake sends to a shard's session is a guild serenity can read (else
/// the bot would drop the event and the test would not exercise it).
#[test]
fn the_fakes_guild_create_is_a_guild_serenity_reads() {
    let payload = support::fake_discord::shards::guild_create(GUILD_A, 42);
    let guild: poise::serenity_prelude::Guild =
        serde_json::from_value(payload).expect("serenity reads the fake's GUILD_CREATE");
    assert_eq!(guild.id.get(), GUILD_A);
    assert_eq!(guild.owner_id.get(), 42);
    assert!(!guild.unavailable);
}
