//! kill -9 of the real bot mid-round: `towers serve` runs a tournament through the stand-in
//! Discord; after the director starts it, the bot is killed before it opened the boards,
//! restarted (its first sweep gives both boards their threads and games), killed again and
//! restarted once more. Nothing is lost or doubled: one pairing of round 1, one thread and
//! one game per board, the stored round as posted.

use crate::support;

use std::time::Duration;

use support::child::{registrations, ServeChild};
use support::fake_discord::FakeDiscord;
use support::transcript::button_id;
use towers_store::tournament::{decode, State, TOURNAMENT_PREFIX};
use towers_store::{ChannelRecord, SledStore, Store, Table};

/// The threads made for games (named "Round …, board …").
fn board_threads(fake: &FakeDiscord) -> Vec<u64> {
    fake.threads()
        .into_iter()
        .filter(|t| t["name"].as_str().is_some_and(|n| n.contains(", board ")))
        .map(|t| t["id"].as_str().unwrap().parse().unwrap())
        .collect()
}

/// Messages anywhere that post round 1's pairings.
fn pairing_posts(fake: &FakeDiscord) -> usize {
    fake.all_channel_messages()
        .iter()
        .filter(|m| m.content().contains("Round 1 of 3 of Crash Cup"))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_survives_kill_9_mid_round_with_nothing_lost_or_doubled() {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    fake.set_patience(Duration::from_secs(60));
    let mut child = ServeChild::serve(&fake, &data);
    child.wait_registrations(&fake, 1).await;

    let director = fake.user("dora");
    let channel = fake.new_channel();
    let waiting = fake.start_slash_in(
        channel,
        &director,
        "tournament create",
        &[
            ("variant", "Russian draughts"),
            ("rounds", "3"),
            ("name", "Crash Cup"),
        ],
    );
    let token = waiting.token.clone();
    let first = waiting.answer().await;
    fake.final_answer(&first, &token).await;
    let home: u64 = fake.threads()[0]["id"].as_str().unwrap().parse().unwrap();
    let announcement = fake.wait_channel_messages(home, 1).await[0].clone();
    let join = button_id(&announcement, "Join");
    let message = fake.message_of(home, &announcement);
    for name in ["ann", "ben", "cat", "dan"] {
        fake.click(home, &fake.user(name), &join, message.clone())
            .await;
    }
    let id = join.split(':').nth(2).unwrap().to_string();
    fake.slash_in(home, &director, "tournament start", &[("id", &id)])
        .await;
    // Posted right after the command's answer.
    fake.wait_channel_messages(home, 2).await;
    assert_eq!(pairing_posts(&fake), 1);

    // Killed before any sweep opened the boards (the next one is a minute away).
    child.kill();
    let mut child = ServeChild::serve(&fake, &data);
    child
        .wait_registrations(&fake, registrations(&fake) + 1)
        .await;
    let mut opened = Vec::new();
    for _ in 0..300 {
        opened = board_threads(&fake);
        let started = opened
            .iter()
            .filter(|t| !fake.channel_messages(**t).is_empty())
            .count();
        if started == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(opened.len(), 2, "{}", child.output());

    // Killed again with the boards open: the restart's sweep finds nothing to do.
    child.kill();
    let mut child = ServeChild::serve(&fake, &data);
    child
        .wait_registrations(&fake, registrations(&fake) + 1)
        .await;
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(board_threads(&fake), opened, "no board opened twice");
    assert_eq!(pairing_posts(&fake), 1, "round 1 posted once");
    child.kill();

    let store = SledStore::open(&data).expect("the store opens after kill -9");
    let stored = store
        .entries_with_prefix(Table::Tournaments, TOURNAMENT_PREFIX)
        .unwrap();
    let t = decode(&stored[0].1).unwrap();
    assert_eq!(t.state, State::Running { round: 1 });
    assert_eq!(t.round_list.len(), 1);
    for (b, thread) in t.round_list[0].boards.iter().zip(&opened) {
        assert_eq!(b.channel, Some(*thread));
        let Some(ChannelRecord::Game(g)) = store.load(*thread).unwrap() else {
            panic!("no game in {thread}");
        };
        assert_eq!(b.game, Some(g.id));
        assert_eq!((g.white.id, g.black.id), (b.white, b.black));
    }
}
