//! A small Swiss through the stand-in Discord: `/tournament create` opens a thread with the
//! announcement and its Join button (without Manage Events the bot says it made no calendar
//! entry and goes on; with it, the Guild Scheduled Event is made, started with the first
//! round and completed at the end), four players join by the button, the director starts
//! it, round 1's pairings are posted with mentions and the deadline as Discord timestamps,
//! and the sweep gives each board a thread of its own where its game starts.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::FakeDiscord;
use support::stores::SharedStore;
use support::transcript::button_id;
use towers::service::game::clock::ManualClock;
use towers::service::GameService;
use towers_store::SledStore;

/// The number in "(tournament N)" of the announcement.
/// The size of an uploaded PNG (it must decode as one).
fn png_size(file: &crate::support::fake_discord::recorded::File) -> (u32, u32) {
    assert_eq!(file.content_type, "image/png", "{}", file.filename);
    let img =
        image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png).expect("a PNG");
    (img.width(), img.height())
}

fn tournament_id(text: &str) -> u64 {
    let tail = text.rsplit("(tournament ").next().unwrap_or_default();
    tail.trim_end_matches(|c: char| !c.is_ascii_digit())
        .parse()
        .unwrap_or_else(|_| panic!("no tournament number in {text:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_is_created_joined_by_buttons_and_its_first_round_paired_into_threads() {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    fake.set_patience(Duration::from_secs(60));
    let clock = ManualClock::at(1_800_000_000);
    let service = GameService::new(Arc::new(SharedStore(sled.clone())))
        .with_clock(clock.clone())
        .with_sweep_interval(Duration::from_millis(100));
    let bot = RunningBot::start_service(config_for(&fake, dir.path()), Arc::new(service));
    fake.wait_registered().await;
    let director = fake.user("dora");
    let players: Vec<_> = ["ann", "ben", "cat", "dan"]
        .iter()
        .map(|n| fake.user(n))
        .collect();
    let channel = fake.new_channel();

    let waiting = fake.start_slash_in(
        channel,
        &director,
        "tournament create",
        &[
            ("variant", "Bashni"),
            ("rounds", "2"),
            ("name", "Spring Cup"),
        ],
    );
    let token = waiting.token.clone();
    let first = waiting.answer().await;
    assert_eq!(
        first.kind, 5,
        "deferred while the thread is made: {first:?}"
    );
    let opened = fake.final_answer(&first, &token).await;
    assert!(
        opened.content().contains("Spring Cup is open in <#"),
        "{opened:?}"
    );
    assert!(opened.content().contains("No calendar event"), "{opened:?}");

    let threads = fake.threads();
    assert_eq!(threads.len(), 1, "{threads:?}");
    let home: u64 = threads[0]["id"].as_str().unwrap().parse().unwrap();
    let announcement = fake.wait_channel_messages(home, 1).await[0].clone();
    assert!(
        announcement.content().contains("Spring Cup"),
        "{announcement:?}"
    );
    let id = tournament_id(announcement.content());
    let join = button_id(&announcement, "Join");
    let message = fake.message_of(home, &announcement);
    for p in &players {
        let answer = fake.click(home, p, &join, message.clone()).await;
        assert!(answer.content().contains("joined Spring Cup"), "{answer:?}");
    }
    let again = fake.click(home, &players[0], &join, message.clone()).await;
    assert!(again.is_ephemeral(), "{again:?}");

    let not_yours = fake
        .slash_in(
            home,
            &players[0],
            "tournament start",
            &[("id", &id.to_string())],
        )
        .await;
    assert!(not_yours.is_ephemeral(), "{not_yours:?}");
    let started = fake
        .slash_in(
            home,
            &director,
            "tournament start",
            &[("id", &id.to_string())],
        )
        .await;
    assert!(started.content().contains("starts now"), "{started:?}");

    let posted = fake.wait_channel_messages(home, 2).await;
    let pairings = posted[1].content();
    assert!(
        pairings.contains("Round 1 of 2 of Spring Cup"),
        "{pairings}"
    );
    assert!(
        pairings.contains("<t:") && pairings.contains(":R>"),
        "{pairings}"
    );
    for p in &players {
        assert!(pairings.contains(&p.mention()), "{pairings}");
    }

    // The sweep opens both boards, each in a thread of the tournament's channel.
    let mut game_threads = Vec::new();
    for _ in 0..200 {
        game_threads = fake
            .threads()
            .into_iter()
            .filter(|t| t["parent_id"].as_str() == Some(&channel.to_string()))
            .filter(|t| {
                t["name"]
                    .as_str()
                    .is_some_and(|n| n.starts_with("Round 1, board"))
            })
            .collect();
        if game_threads.len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(game_threads.len(), 2, "{:?}", fake.threads());
    for t in &game_threads {
        let thread: u64 = t["id"].as_str().unwrap().parse().unwrap();
        let first = fake.wait_channel_messages(thread, 1).await[0].clone();
        assert!(!first.files.is_empty(), "the board's picture: {first:?}");
    }
    let standings = fake
        .slash_in(
            home,
            &players[1],
            "tournament standings",
            &[("id", &id.to_string())],
        )
        .await;
    assert!(
        standings.content().contains("Spring Cup after 0 rounds"),
        "{standings:?}"
    );
    // With the text, the standings picture: four rows and their cross-table.
    assert_eq!(standings.files.len(), 1, "{standings:?}");
    let picture = png_size(&standings.files[0]);
    assert!(picture.0 >= 720, "{picture:?}");
    assert_eq!(picture.1, 14 + 56 + 34 + 34 * 4 + 14 + 18 + 30 + 36 * 4);
    // Why ann was paired so: round 1, everyone on 0 points, no colour history.
    let why = fake
        .slash_in(
            home,
            &players[2],
            "tournament why",
            &[("id", &id.to_string()), ("player", "@ann")],
        )
        .await;
    assert!(
        why.content().contains("Round 1 of Spring Cup")
            && why.content().contains("within their score group")
            && why.content().contains("no game played before"),
        "{why:?}"
    );
    let stranger = fake
        .slash_in(
            home,
            &players[2],
            "tournament why",
            &[("id", &id.to_string()), ("player", "@dora")],
        )
        .await;
    assert!(
        stranger.is_ephemeral() && stranger.content().contains("is not playing"),
        "{stranger:?}"
    );
    // Without Manage Events there was no calendar entry; with it, the next tournament gets
    // one, which the sweep starts with the first round and completes at the end.
    assert!(fake.scheduled_events().is_empty());
    fake.grant_manage_events();
    let waiting = fake.start_slash_in(
        channel,
        &director,
        "tournament create",
        &[
            ("variant", "Lasca"),
            ("rounds", "1"),
            ("name", "Autumn Cup"),
        ],
    );
    let token = waiting.token.clone();
    let first = waiting.answer().await;
    let opened = fake.final_answer(&first, &token).await;
    assert!(
        !opened.content().contains("No calendar event"),
        "{opened:?}"
    );
    let events = fake.scheduled_events();
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(events[0]["name"], "Autumn Cup");
    assert_eq!(events[0]["status"], 1, "scheduled");
    let autumn: u64 = fake.threads().last().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    let posted = fake.wait_channel_messages(autumn, 1).await[0].clone();
    let autumn_id = tournament_id(posted.content()).to_string();
    let message = fake.message_of(autumn, &posted);
    let join = button_id(&posted, "Join");
    for p in &players[..2] {
        fake.click(autumn, p, &join, message.clone()).await;
    }
    fake.slash_in(autumn, &director, "tournament start", &[("id", &autumn_id)])
        .await;
    let status = |want: u64| {
        let fake = &fake;
        async move {
            for _ in 0..200 {
                if fake.scheduled_events()[0]["status"] == want {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            panic!("event status never {want}: {:?}", fake.scheduled_events());
        }
    };
    status(2).await;
    let set = fake
        .slash_in(
            autumn,
            &director,
            "tournament result",
            &[
                ("id", &autumn_id),
                ("round", "1"),
                ("board", "1"),
                ("outcome", "draw"),
            ],
        )
        .await;
    assert!(set.content().contains("Drawn"), "{set:?}");
    status(3).await;
    // The round's end carries the standings picture, the tournament's end the podium.
    let mut sizes = Vec::new();
    for _ in 0..200 {
        sizes = fake
            .channel_messages(autumn)
            .iter()
            .flat_map(|m| m.files.iter().map(png_size).collect::<Vec<_>>())
            .collect();
        if sizes.len() >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        sizes
            .iter()
            .any(|&(w, h)| w >= 720 && h == 14 + 56 + 34 + 34 * 2 + 14 + 18 + 30 + 36 * 2),
        "{sizes:?}"
    );
    assert!(sizes.contains(&(720, 420)), "the podium: {sizes:?}");
    assert!(
        fake.schema_violations().is_empty(),
        "{:?}",
        fake.schema_violations()
    );

    bot.stop().await.expect("bot stops cleanly");
}
