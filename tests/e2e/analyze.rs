//! End to end, `/analyze` (issue 14 part 1, tests/E2E_COVERAGE.md): a finished game analysed
//! through the stand-in Discord (deferred, the answer edited with the progress, then replaced
//! by the list of bad moves with the evaluation graph and the largest swing's board), a game
//! between people still running refused privately and left as it was, a running game against
//! the bot analysed. Writes `target/transcript-analyze.txt`. A small per-position budget
//! keeps it quick in debug builds.

use crate::support;

use std::sync::Arc;
use std::time::Duration;

use support::bot::{config_for, RunningBot, TOKEN};
use support::e2e::{assert_private, named, now};
use support::fake_discord::{FakeDiscord, Recorded};
use support::store_fixtures::{position_game, put_game};
use support::stores::SharedStore;
use support::transcript::{describe, Channel};
use towers::service::GameService;
use towers_store::{ChannelRecord, GameStatus, SledStore, Store};

/// White's c3-d4 gives a man away for nothing (Black's e5:c3 takes it): a blunder at any
/// search depth.
const BLUNDER_FEN: &str = "W:Wc3,a1,g1:Be5,h8,f8";

/// The answer that ends an analysis: the one with the graph attached.
fn is_result(message: &Recorded) -> bool {
    message
        .files
        .iter()
        .any(|f| f.filename.starts_with("towers-analysis-"))
}

/// The picture `name` of `message`, decoded as a PNG: (width, height).
fn png_size(message: &Recorded, prefix: &str) -> (u32, u32) {
    let file = message
        .files
        .iter()
        .find(|f| f.filename.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix}* in {message:?}"));
    assert_eq!(file.content_type, "image/png");
    let img = image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .unwrap_or_else(|e| panic!("{} is not a PNG: {e}", file.filename));
    (img.width(), img.height())
}

/// The channel's stored record, as JSON (to compare before and after).
fn stored(sled: &SledStore, channel: u64) -> String {
    format!("{:?}", sled.load(channel).expect("the store reads"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn analyze_a_finished_game_refuse_a_running_one_allow_a_bot_game() {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    fake.set_patience(Duration::from_secs(60));
    let service = GameService::new(Arc::new(SharedStore(sled.clone())))
        .with_analysis_budget(Duration::from_millis(40));
    let bot = RunningBot::start_service(config_for(&fake, dir.path()), Arc::new(service));
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));

    // A short Russian game from a position: White blunders a man, then resigns.
    let here = fake.default_channel();
    let mut record = position_game(
        sled.next_game_id().unwrap(),
        here,
        named(&alice),
        named(&bob),
        BLUNDER_FEN,
        now(),
    );
    record.variant = towers_rules::Variant::Russian;
    record.guild = Some(fake.guild_id());
    let game_id = record.id;
    put_game(sled.as_ref(), &record);
    let mut channel = Channel::new(&fake, here, &[&alice, &bob]);
    channel
        .slash(&alice, "move", &[("notation", "c3-d4")])
        .await;
    channel.slash(&bob, "move", &[("notation", "e5:c3")]).await;
    channel.slash(&alice, "resign", &[]).await;

    // /analyze: deferred, the progress shown, then the result.
    let answers = channel.slash_edited(&bob, "analyze", &[], is_result).await;
    assert!(
        answers.len() >= 2,
        "no progress edit before the result: {answers:?}"
    );
    let progress = &answers[0];
    assert!(
        progress.content().starts_with("Analysing: ") && progress.content().contains(" of 2 plies"),
        "{:?}",
        progress.content()
    );
    assert!(progress.files.is_empty());
    let result = answers.last().unwrap();
    assert!(!result.is_ephemeral());
    let text = result.content();
    assert!(
        text.starts_with(&format!(
            "**Analysis of game {game_id}**: Alice vs Bob, Russian draughts, 2 plies."
        )),
        "{text}"
    );
    assert!(text.contains("\n**1.** c3-d4?? (White) lost "), "{text}");
    assert!(text.contains("\nWhite: 0 ?!, 0 ?, 1 ??"), "{text}");
    assert!(text.contains("Largest swing: 1. c3-d4 (lost "), "{text}");
    assert!(text.chars().count() <= 2000);
    assert_eq!(
        png_size(result, "towers-analysis-"),
        (towers_render::GRAPH_W, towers_render::GRAPH_H)
    );
    let (w, h) = png_size(result, "towers-swing-");
    assert!(w > 100 && w == h, "{w}x{h}");
    assert_eq!(result.files.len(), 2, "{:?}", result.files);

    // /games shows the number /analyze takes; by that number from another channel of the
    // server, the same game.
    let listed = channel.slash(&bob, "games", &[]).await;
    assert!(
        listed.content().contains(&format!("\n`{game_id}` <t:")),
        "{:?}",
        listed.content()
    );
    let elsewhere = fake.new_channel();
    let mut other = Channel::new(&fake, elsewhere, &[&alice, &bob]);
    let id = game_id.to_string();
    let by_id = other
        .slash_edited(&alice, "analyze", &[("game", &id)], is_result)
        .await;
    assert!(
        by_id.last().unwrap().content().contains("c3-d4??"),
        "{by_id:?}"
    );
    let missing = other
        .slash_edited(&alice, "analyze", &[("game", "999999")], is_result)
        .await;
    assert_private(&missing[0], "an unknown game number");
    assert!(missing[0].content().contains("999999"), "{missing:?}");

    // A game between people still running: refused privately, the game untouched.
    let running_channel = fake.new_channel();
    let mut running = Channel::new(&fake, running_channel, &[&alice, &bob]);
    let mut live = position_game(
        sled.next_game_id().unwrap(),
        running_channel,
        named(&alice),
        named(&bob),
        BLUNDER_FEN,
        now(),
    );
    live.guild = Some(fake.guild_id());
    put_game(sled.as_ref(), &live);
    running
        .slash(&alice, "move", &[("notation", "c3-d4")])
        .await;
    let before = stored(&sled, running_channel);
    let refused = running.slash_edited(&bob, "analyze", &[], is_result).await;
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_private(&refused[0], "analysing a running game between people");
    assert!(
        refused[0]
            .content()
            .starts_with("This game is still being played"),
        "{:?}",
        refused[0].content()
    );
    assert_eq!(stored(&sled, running_channel), before, "the game changed");
    // By its number too.
    let live_id = live.id.to_string();
    let by_number = running
        .slash_edited(&bob, "analyze", &[("game", &live_id)], is_result)
        .await;
    assert_private(&by_number[0], "a running game by its number");
    assert!(
        by_number[0]
            .content()
            .starts_with("This game is still being played"),
        "{by_number:?}"
    );
    assert!(matches!(
        sled.load(running_channel).unwrap(),
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active && g.moves.len() == 1
    ));

    // A running game against the bot may be analysed.
    let bot_channel = fake.new_channel();
    let mut versus_bot = Channel::new(&fake, bot_channel, &[&alice]);
    versus_bot
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("level", "1"), ("color", "white")],
        )
        .await;
    versus_bot
        .slash(&alice, "move", &[("notation", "c3-d4")])
        .await;
    let analysed = versus_bot
        .slash_edited(&alice, "analyze", &[], is_result)
        .await;
    let last = analysed.last().unwrap();
    assert!(!last.is_ephemeral());
    assert!(last.content().contains("2 plies"), "{:?}", last.content());
    png_size(last, "towers-analysis-");
    assert!(matches!(
        sled.load(bot_channel).unwrap(),
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active
    ));

    let mut transcript = String::new();
    for part in [&channel, &other, &running, &versus_bot] {
        transcript.push_str(&part.render());
    }
    // The analysis depends on the machine's speed: no reviewed copy.
    support::transcript::write_to_target("transcript-analyze.txt", &transcript);
    // The files as a reader sees them are in the transcript.
    assert!(
        transcript.contains(&describe(&result.files[0])),
        "{transcript}"
    );
    assert!(
        fake.schema_violations().is_empty(),
        "{:?}",
        fake.schema_violations()
    );
    bot.stop().await.expect("the bot stops cleanly");
}
