//! kill -9 of the real bot process: `towers serve` runs as a child against the fake Discord
//! in this process, over a sled data directory. Alice and Bob play Bashni through slash
//! commands; a move counts as acknowledged once the fake received the bot's answer with
//! the board. At seeded-random points (while starting, idle, or with a move's interaction
//! in flight) the bot gets SIGKILL; then the store must open cleanly, hold every
//! acknowledged move, replay legally, and hold the move in flight either whole or not at
//! all (and whole if its answer arrived). The bot is restarted and play goes on.
//!
//! `cargo test --test e2e bot_crash::` runs a few kills; the soak runs hundreds:
//! `cargo test --test e2e -- --ignored bot_crash::soak --nocapture`
//! (`TOWERS_SOAK_KILLS`, default 300, and `TOWERS_SOAK_SEED` change it).

use crate::support;

use std::path::Path;
use std::time::Duration;

use support::bot::TOKEN;
use support::child::{registrations, ServeChild};
use support::fake_discord::inflight::Dispatched;
use support::fake_discord::{FakeDiscord, FakeUser, TIMEOUT};
use towers_rules::{notation, Color, Game, Variant};
use towers_store::{ChannelRecord, GameStatus, SledStore, Store};

/// A game abandoned for a fresh one after this many plies (keeps replays short).
const MAX_PLIES: usize = 80;

/// One game as the test knows it: what was acknowledged.
struct Table {
    channel: u64,
    game: Game,
    acked: Vec<String>,
    over: bool,
}

/// What a run went through.
#[derive(Debug, Default)]
struct Tally {
    kills: usize,
    kills_while_starting: usize,
    kills_with_a_move_in_flight: usize,
    /// In-flight moves found stored after the kill (answered or not).
    in_flight_stored: usize,
    /// In-flight moves the bot had answered before it died.
    in_flight_answered: usize,
    /// In-flight moves found not stored (never answered).
    in_flight_lost: usize,
    acknowledged_moves: usize,
    /// Acknowledged moves compared with the store, summed over all checks.
    moves_checked: usize,
    games: usize,
}

struct Players {
    white: FakeUser,
    black: FakeUser,
}

/// Waits until the request log of the fake has been still for a while: after a kill,
/// requests the dead bot had already sent are all logged before the next bot is counted.
async fn quiesce(fake: &FakeDiscord) {
    let mut seen = fake.requests().len();
    loop {
        tokio::time::sleep(Duration::from_millis(150)).await;
        let now = fake.requests().len();
        if now == seen {
            return;
        }
        seen = now;
    }
}

/// The channel's game as stored: its moves and whether it is finished. Panics when the
/// store does not open, the record is unreadable, or the game does not replay.
fn stored_game(data: &Path, channel: u64) -> (Vec<String>, bool) {
    let store = SledStore::open(data)
        .unwrap_or_else(|e| panic!("the store does not open after kill -9: {e}"));
    let record = match store.load(channel) {
        Ok(Some(ChannelRecord::Game(g))) => g,
        Ok(None) => store
            .finished_games(channel)
            .unwrap_or_else(|e| panic!("finished games unreadable: {e}"))
            .pop()
            .unwrap_or_else(|| panic!("channel {channel} lost its game")),
        Ok(Some(other)) => panic!("channel {channel} holds {other:?}"),
        Err(e) => panic!("channel {channel} unreadable after kill -9: {e}"),
    };
    towers::service::game::records::rebuild(&record)
        .unwrap_or_else(|e| panic!("the stored game does not replay: {e}: {record:?}"));
    let finished = matches!(record.status, GameStatus::Finished { .. });
    (
        record.moves.iter().map(|m| m.to_string()).collect(),
        finished,
    )
}

/// A random legal move of `table`'s game and the player who makes it.
fn random_move<'a>(
    table: &Table,
    players: &'a Players,
    rng: &mut fastrand::Rng,
) -> (String, &'a FakeUser) {
    let pos = table.game.position();
    let legal = notation::legal_texts(pos);
    let text = legal[rng.usize(0..legal.len())].clone();
    let mover = match pos.side_to_move() {
        Color::White => &players.white,
        Color::Black => &players.black,
    };
    (text, mover)
}

fn record_move(table: &mut Table, text: &str) {
    table
        .game
        .play_text(text)
        .unwrap_or_else(|e| panic!("{text} is not legal in the test's game: {e}"));
    table.acked.push(text.to_string());
    table.over = table.game.outcome().is_some();
}

/// Waits for the bot's answer to the move `text`: a public message with the board that
/// names the move.
async fn wait_acknowledged(
    fake: &FakeDiscord,
    child: &mut ServeChild,
    sent: &Dispatched,
    text: &str,
) {
    let message = wait_message(fake, child, sent).await;
    assert!(!message.is_ephemeral(), "{text} refused: {message:?}");
    assert!(
        message.file(towers::discord::BOARD_FILE_NAME).is_some(),
        "{text}: answer without the board: {message:?}"
    );
    assert!(message.content().contains(text), "{message:?}");
}

/// A new game between the players in a fresh channel (challenge, accept).
async fn new_table(fake: &FakeDiscord, players: &Players) -> Table {
    let channel = fake.new_channel();
    let opponent = format!("@{}", players.black.name);
    let reply = fake
        .slash_in(
            channel,
            &players.white,
            "challenge",
            &[("opponent", &opponent)],
        )
        .await;
    assert!(!reply.is_ephemeral(), "challenge refused: {reply:?}");
    let reply = fake.slash_in(channel, &players.black, "accept", &[]).await;
    assert!(
        reply.file(towers::discord::BOARD_FILE_NAME).is_some(),
        "{reply:?}"
    );
    Table {
        channel,
        game: Game::new(Variant::Bashni),
        acked: Vec::new(),
        over: false,
    }
}

/// Starts, plays against and kills the bot `kills` times; returns what happened.
async fn kill_and_restart(seed: u64, kills: usize) -> Tally {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let players = Players {
        white: fake.user("alice"),
        black: fake.user("bob"),
    };
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut tally = Tally::default();
    let mut table: Option<Table> = None;

    for round in 0..kills {
        let before = registrations(&fake);
        let mut child = ServeChild::serve(&fake, &data);
        let mut in_flight = None;
        if rng.u32(0..8) == 0 {
            // Killed while starting: opening the store, connecting or registering.
            tokio::time::sleep(Duration::from_millis(rng.u64(0..400))).await;
            tally.kills_while_starting += 1;
        } else {
            child.wait_registrations(&fake, before + 1).await;
            let current = match table.take() {
                Some(t) if !t.over && t.acked.len() < MAX_PLIES => t,
                _ => {
                    tally.games += 1;
                    new_table(&fake, &players).await
                }
            };
            let table = table.insert(current);
            for _ in 0..rng.usize(0..=5) {
                if table.over {
                    break;
                }
                let (text, mover) = random_move(table, &players, &mut rng);
                let sent = fake
                    .dispatch_slash(table.channel, mover, "move", &[("notation", &text)])
                    .unwrap_or_else(|e| panic!("round {round}: cannot send {text}: {e}"));
                wait_acknowledged(&fake, &mut child, &sent, &text).await;
                record_move(table, &text);
                tally.acknowledged_moves += 1;
            }
            if !table.over && rng.u32(0..4) != 0 {
                let (text, mover) = random_move(table, &players, &mut rng);
                let sent = fake
                    .dispatch_slash(table.channel, mover, "move", &[("notation", &text)])
                    .unwrap_or_else(|e| panic!("round {round}: cannot send {text}: {e}"));
                in_flight = Some((sent, text));
                tally.kills_with_a_move_in_flight += 1;
            }
            // Before the bot read the interaction, during the store update, while it
            // renders and uploads the answer, or after.
            let delay = match rng.u32(0..3) {
                0 => rng.u64(0..20),
                1 => rng.u64(20..150),
                _ => rng.u64(150..400),
            };
            tokio::time::sleep(Duration::from_millis(delay)).await;
        }
        let status = child.kill();
        assert!(
            !status.success(),
            "round {round}: the bot exited by itself; output:\n{}",
            child.output()
        );
        tally.kills += 1;
        quiesce(&fake).await;

        let Some(table) = table.as_mut() else {
            continue;
        };
        let (stored, finished) = stored_game(&data, table.channel);
        tally.moves_checked += table.acked.len();
        if let Some((sent, text)) = in_flight {
            let answered = fake.answers(&sent).message().is_some();
            let applied = stored.len() == table.acked.len() + 1 && stored.last() == Some(&text);
            if answered {
                tally.in_flight_answered += 1;
                assert!(
                    applied,
                    "round {round}: {text} was answered but is not stored: {stored:?}"
                );
            }
            if applied {
                tally.in_flight_stored += 1;
                record_move(table, &text);
            } else {
                tally.in_flight_lost += 1;
            }
        }
        assert_eq!(
            stored, table.acked,
            "round {round}: the stored game differs from the acknowledged moves"
        );
        assert_eq!(finished, table.over, "round {round}: finished on disk?");
    }
    tally
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_moves_survive_kill_9_of_the_bot() {
    let tally = kill_and_restart(0x5eed_0001, 6).await;
    eprintln!("{tally:?}");
    assert_eq!(tally.kills, 6);
    assert!(tally.acknowledged_moves >= 3, "{tally:?}");
    assert!(tally.kills_with_a_move_in_flight >= 1, "{tally:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "soak: hundreds of kills, minutes"]
async fn soak() {
    let kills = std::env::var("TOWERS_SOAK_KILLS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300);
    let seed = std::env::var("TOWERS_SOAK_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0x5eed_50a6);
    let tally = kill_and_restart(seed, kills).await;
    eprintln!("bot_crash soak, seed {seed}: {tally:#?}");
    assert_eq!(tally.kills, kills);
}

/// Waits up to [`TIMEOUT`] for `sent` to be answered with a message; returns it.
async fn wait_message(
    fake: &FakeDiscord,
    child: &mut ServeChild,
    sent: &Dispatched,
) -> support::fake_discord::Recorded {
    let answered = support::poll::until(TIMEOUT, || {
        if let Some(message) = fake.answers(sent).message() {
            return Some(message.clone());
        }
        if let Some(status) = child.try_status() {
            panic!(
                "the bot exited ({status}) without answering; output:\n{}",
                child.output()
            );
        }
        None
    })
    .await;
    answered.unwrap_or_else(|| panic!("no answer within {TIMEOUT:?}; output:\n{}", child.output()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_during_the_bots_turn_leaves_the_human_move_and_the_bot_moves_after_restart() {
    let fake = FakeDiscord::start(TOKEN).await;
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let alice = fake.user("alice");
    let channel = fake.default_channel();

    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, 1).await;
    fake.slash(
        &alice,
        "challenge",
        &[("opponent", "@towers"), ("level", "6"), ("color", "white")],
    )
    .await;
    let human = notation::legal_texts(Game::new(Variant::Bashni).position())
        .into_iter()
        .next()
        .unwrap();
    let sent = fake
        .dispatch_slash(channel, &alice, "move", &[("notation", &human)])
        .unwrap();
    // Deferred: the human move is stored and the bot (level 6: seconds) is thinking.
    let deferred = support::poll::until_true(TIMEOUT, || fake.answers(&sent).callback.is_some());
    assert!(deferred.await, "no defer");
    assert_eq!(fake.answers(&sent).callback.unwrap().kind, 5);
    child.kill();
    quiesce(&fake).await;
    // Killed a few milliseconds into a search of seconds: the bot had not moved.
    assert!(fake.answers(&sent).message().is_none(), "the bot answered");
    let (stored, _) = stored_game(&data, channel);
    assert_eq!(
        stored,
        std::slice::from_ref(&human),
        "the deferred human move was lost"
    );

    // After the restart the next command hands the bot its turn again.
    let before = registrations(&fake);
    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, before + 1).await;
    let sent = fake.dispatch_slash(channel, &alice, "board", &[]).unwrap();
    let message = wait_message(&fake, &mut child, &sent).await;
    assert!(
        message.file(towers::discord::BOARD_FILE_NAME).is_some(),
        "{message:?}"
    );
    child.kill();
    let (stored, finished) = stored_game(&data, channel);
    assert!(!finished);
    assert_eq!(
        stored.len(),
        2,
        "the bot did not move after the restart: {stored:?}"
    );
    assert_eq!(stored[0], human);
}
