//! The engine's CPU budget across channels: with one search allowed at a time
//! (`TOWERS_ENGINE_THREADS=1`, [`GameService::with_engine_threads`]), three channels whose bot
//! must move at once (level 6, two seconds each) are served one after another, all of them;
//! the last in line waited for the two searches before it, and its reply says so.

use std::sync::Arc;

use crate::players::T0;
use towers::service::game::setup::{ColorChoice, Setup};
use towers::service::GameService;
use towers_engine::Level;
use towers_rules::Variant;
use towers_store::{Player, SledStore};

const BOT: u64 = 99;

fn human(id: u64) -> Player {
    Player {
        id,
        name: format!("player{id}"),
    }
}

#[test]
fn bot_moves_wait_in_line_for_the_engine_and_all_are_answered() {
    let dir = tempfile::tempdir().unwrap();
    let service = Arc::new(
        GameService::new(Arc::new(SledStore::open(dir.path()).unwrap())).with_engine_threads(1),
    );
    let bot = Player {
        id: BOT,
        name: "towers".into(),
    };
    let channels = [101u64, 102, 103];
    for (i, &channel) in channels.iter().enumerate() {
        let reply = service
            .start_bot_game(
                channel,
                &human(i as u64 + 1),
                &bot,
                Level::new(6).unwrap(),
                Setup {
                    color: ColorChoice::Black,
                    ..Setup::new(Variant::Bashni)
                },
                T0,
            )
            .unwrap();
        assert!(reply.bot_to_move, "the bot plays White: {}", reply.text());
    }
    let replies: Vec<_> = channels
        .iter()
        .map(|&channel| {
            let service = service.clone();
            std::thread::spawn(move || {
                service
                    .bot_reply(
                        channel,
                        &towers::service::text::message::Message::default(),
                        T0 + 1,
                    )
                    .unwrap()
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|t| t.join().unwrap())
        .collect();
    for (&channel, reply) in channels.iter().zip(&replies) {
        let record = service.store().load(channel).unwrap();
        let moves = match record {
            Some(towers_store::ChannelRecord::Game(g)) => g.moves.len(),
            other => panic!("channel {channel}: {other:?}"),
        };
        assert_eq!(
            moves,
            1,
            "channel {channel}: the bot moved: {}",
            reply.text()
        );
    }
    // One search at a time: whoever came last waited for two full searches (about 4 s).
    let waited: Vec<String> = replies
        .iter()
        .filter(|r| r.text().contains("waited"))
        .map(|r| r.text())
        .collect();
    assert!(
        waited
            .iter()
            .any(|t| t.contains("(2 other searches were ahead)")),
        "{:?}",
        replies.iter().map(|r| r.text()).collect::<Vec<_>>()
    );
}
