//! End to end, the features of issue 5 the other e2e files leave out (tests/E2E_COVERAGE.md
//! maps them all): a draw rule ending a game with its reason and the tower FEN in `/pdn`,
//! colour choice and the Decline button on a named challenge, one game per channel, the flipped
//! board, bot games unrated until the server turns them on, the server's threads setting, a
//! named challenge expiring, the last move's path on the board, autocomplete through a recorded
//! Lasca game with towers and with kurnik's optional captures (captures first). The real bot against the stand-in Discord; what is asserted is
//! what users see.

mod support;

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use image::RgbImage;
use serde_json::json;
use support::bot::{config_for, RunningBot, TOKEN};
use support::fake_discord::{FakeDiscord, FakeUser, Recorded};
use support::games::player;
use support::stores::SharedStore;
use support::transcript::{buttons, describe, labels, pinged, Channel};
use towers::rules::{pdn, Color, Variant};
use towers::service::{GameService, ManualClock};
use towers::store::{Change, ChannelRecord, GameRecord, GameStatus, SledStore, Store, TurnNotices};

/// The fake and a bot over a sled store the test reads too.
async fn start() -> (FakeDiscord, RunningBot, Arc<SledStore>, tempfile::TempDir) {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    fake.set_patience(Duration::from_secs(60));
    let bot = RunningBot::start(config_for(&fake, dir.path()), SharedStore(sled.clone()));
    fake.wait_registered().await;
    (fake, bot, sled, dir)
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// A reply only the invoker sees: text, no file, pings nobody.
fn assert_private(reply: &Recorded, what: &str) {
    assert!(reply.is_ephemeral(), "{what} should be private: {reply:?}");
    assert!(!reply.content().is_empty(), "{what}: no text");
    assert!(reply.files.is_empty(), "{what}: a file");
    assert!(pinged(reply).is_empty(), "{what}: pings");
}

/// A public message that pings exactly `addressee` (and starts with the ping), or nobody;
/// never @everyone or roles.
fn assert_public(message: &Recorded, addressee: Option<&FakeUser>, what: &str) {
    assert!(
        !message.is_ephemeral(),
        "{what} should be public: {message:?}"
    );
    let mentions = message.allowed_mentions();
    assert_eq!(mentions["parse"], json!([]), "{what}: pings by kind");
    match addressee {
        Some(user) => {
            assert_eq!(pinged(message), [user.id], "{what}");
            assert!(
                message.content().starts_with(&user.mention()),
                "{what}: does not address {}: {:?}",
                user.name,
                message.content()
            );
        }
        None => assert!(pinged(message).is_empty(), "{what}: pings {mentions}"),
    }
}

/// The board picture of a message, decoded.
fn board(message: &Recorded) -> RgbImage {
    let file = message
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("no board in {message:?}"));
    assert_eq!(file.content_type, "image/png");
    image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .expect("board.png is a PNG")
        .to_rgb8()
}

/// The stored player for `user` under the name Discord shows (`global_name`, capitalised by
/// the stand-in), as a game started on Discord stores it.
fn named(user: &FakeUser) -> towers::store::Player {
    let mut p = player(user);
    let mut chars = user.name.chars();
    p.name = chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default();
    p
}

/// Puts an active Bashni game from `fen` (alice White, bob Black) in `channel`, as a game
/// started from a position would be stored.
fn seed_position(
    sled: &SledStore,
    guild: u64,
    channel: u64,
    alice: &FakeUser,
    bob: &FakeUser,
    fen: &str,
) {
    let t = now();
    let record = GameRecord {
        id: sled.next_game_id().unwrap(),
        channel,
        variant: Variant::Bashni.name().to_string(),
        white: named(alice),
        black: named(bob),
        start_fen: fen.to_string(),
        moves: Vec::new(),
        status: GameStatus::Active,
        draw_offer: None,
        started_at: t,
        updated_at: t,
        options: String::new(),
        bot: None,
        move_limit_secs: Some(towers::store::DEFAULT_MOVE_LIMIT_SECS),
        turn_started_at: t,
        turn_notices: TurnNotices::default(),
        takeback_offer: None,
        guild: Some(guild),
    };
    sled.update::<_, ()>(channel, &|_| {
        Ok((Change::Put(ChannelRecord::Game(record.clone())), ()))
    })
    .unwrap()
    .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn threefold_repetition_ends_the_game_with_its_reason_and_pdn_keeps_the_tower_fen() {
    let (fake, bot, sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    // Two kings shuffle; c3 is a tower (a white man on a black one).
    let fen = "W:WKa1,c3wb:BKh8,f6";
    seed_position(&sled, fake.guild_id(), channel.id, &alice, &bob, fen);

    let shown = channel.slash(&bob, "board", &[]).await;
    assert!(!shown.is_ephemeral(), "{shown:?}");
    board(&shown);

    let shuffle = ["a1-b2", "h8-g7", "b2-a1", "g7-h8"];
    let mut last = shown;
    for (ply, notation) in [shuffle, shuffle].concat().iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&alice, &bob)
        } else {
            (&bob, &alice)
        };
        last = channel
            .slash(mover, "move", &[("notation", notation)])
            .await;
        if ply < 7 {
            assert_public(&last, Some(other), notation);
        }
    }
    // The repetition ends the game by itself: the reason, the score, no one pinged.
    assert_public(&last, None, "the drawn game");
    assert!(
        last.content()
            .starts_with("Bob (Black) played g7-h8. Drawn: threefold repetition. 1/2-1/2"),
        "{:?}",
        last.content()
    );
    assert_eq!(labels(&last), ["Rematch"]);
    board(&last);

    // /pdn: the start position with its tower as a FEN tag, and the game replays from it.
    let exported = channel.slash(&alice, "pdn", &[]).await;
    assert_public(&exported, None, "/pdn");
    assert!(
        exported
            .content()
            .ends_with("1/2-1/2, threefold repetition."),
        "{:?}",
        exported.content()
    );
    let file = &exported.files[0];
    assert!(
        describe(file).contains("Result 1/2-1/2"),
        "{}",
        describe(file)
    );
    let games = pdn::read(&pdn::decode(&file.bytes)).expect("the export reads");
    let tagged = games[0].tag("FEN").expect("a FEN tag");
    assert!(tagged.contains("c3wb"), "the tower is lost: {tagged}");
    let replayed = pdn::replay(&games[0], Variant::Russian).expect("the export replays");
    assert_eq!(replayed.variant(), Variant::Bashni);
    assert_eq!(replayed.move_texts(), [shuffle, shuffle].concat());

    println!("{}", channel.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn colour_choice_decline_one_game_per_channel_and_the_flipped_board() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob, carol) = (fake.user("alice"), fake.user("bob"), fake.user("carol"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob, &carol]);

    // Declined with the button: the channel is told, and it is free again.
    let first = channel
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&first, Some(&bob), "challenge");
    let (_, decline_id) = &buttons(&first)[1];
    assert!(decline_id.starts_with("tw1:decline:"), "{decline_id}");
    let declined = channel.press(&bob, &first, "Decline").await;
    assert!(!declined.is_ephemeral(), "{declined:?}");
    assert_eq!(declined.content(), "Bob declined Alice's challenge.");
    assert!(declined.message()["components"]
        .as_array()
        .is_none_or(|rows| rows.is_empty()));
    let stale = channel.press(&bob, &first, "Accept").await;
    assert_private(&stale, "accepting a declined challenge");

    // The challenger takes Black: bob plays White and moves first.
    let challenge = channel
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("color", "black")],
        )
        .await;
    assert_public(&challenge, Some(&bob), "challenge with black");
    assert!(
        challenge.content().ends_with("Alice plays Black."),
        "{:?}",
        challenge.content()
    );
    let started = channel.press(&bob, &challenge, "Accept").await;
    assert_public(&started, Some(&bob), "the game starts with bob to move");
    assert!(
        started
            .content()
            .contains("Bob plays White, Alice plays Black"),
        "{:?}",
        started.content()
    );
    let early = channel
        .slash(&alice, "move", &[("notation", "f6-e5")])
        .await;
    assert_private(&early, "Black moving first");

    // One active game per channel.
    let busy = channel
        .slash(&carol, "challenge", &[("opponent", "@alice")])
        .await;
    assert_private(&busy, "a second game in the channel");
    assert!(busy.content().contains("already has a game"), "{busy:?}");

    // Flip board: the same picture turned half a turn, shown only to the presser.
    let flipped = channel.press(&alice, &started, "Flip board").await;
    assert!(flipped.is_ephemeral(), "{flipped:?}");
    let (normal, turned) = (board(&started), board(&flipped));
    assert_eq!(normal.dimensions(), turned.dimensions());
    assert_ne!(normal, turned, "the flipped board is the same picture");

    let moved = channel.slash(&bob, "move", &[("notation", "c3-d4")]).await;
    assert_public(&moved, Some(&alice), "bob's first move");
    println!("{}", channel.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bot_games_are_unrated_until_the_server_turns_them_on() {
    let (fake, bot, sled, _dir) = start().await;
    let alice = fake.user("alice");
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice]);

    let started = channel
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@towers"), ("level", "1")],
        )
        .await;
    assert_public(&started, Some(&alice), "a game against the bot");
    channel
        .slash(&alice, "move", &[("notation", "c3-b4")])
        .await;
    // The bot answers (in the same message or a later one); wait until its move is stored.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let replied = match sled.load(channel.id).unwrap() {
            Some(ChannelRecord::Game(g)) => g.moves.len() >= 2,
            other => panic!("no game: {other:?}"),
        };
        if replied {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the bot never moved"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let resigned = channel.slash(&alice, "resign", &[]).await;
    assert_public(&resigned, None, "resigned");
    assert!(
        resigned.content().contains("Alice resigned"),
        "{:?}",
        resigned.content()
    );

    let board = channel.slash(&alice, "leaderboard", &[]).await;
    assert_public(&board, None, "/leaderboard");
    assert_eq!(board.content(), "No rated Bashni games on this server yet.");
    let mine = channel.slash(&alice, "rating", &[]).await;
    assert!(
        mine.content()
            .starts_with("Alice has no rated Bashni games"),
        "{:?}",
        mine.content()
    );

    let saved = channel
        .slash(&alice, "configure", &[("rated_bot_games", "true")])
        .await;
    assert!(saved.is_ephemeral(), "{saved:?}");
    assert!(
        saved.content().starts_with("Saved."),
        "{:?}",
        saved.content()
    );

    // Now the bot game counts: the bot won it.
    let board = channel.slash(&alice, "leaderboard", &[]).await;
    let lines: Vec<&str> = board.content().lines().collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert_eq!(lines[0], "Bashni leaderboard of this server:");
    assert!(lines[1].starts_with("1. Towers"), "{lines:?}");
    assert!(lines[2].starts_with("2. Alice"), "{lines:?}");
    let mine = channel.slash(&alice, "rating", &[]).await;
    assert!(
        mine.content()
            .starts_with("Alice's Bashni rating on this server:")
            && mine.content().contains("after 1 rated game"),
        "{:?}",
        mine.content()
    );
    println!("{}", channel.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_servers_threads_setting_a_challenge_opens_its_own_thread() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();
    let mut seen = Channel::new(&fake, channel, &[&alice, &bob]);

    let saved = seen
        .slash(&alice, "configure", &[("threads", "true")])
        .await;
    assert!(saved.is_ephemeral(), "{saved:?}");
    assert!(
        saved.content().starts_with("Saved."),
        "{:?}",
        saved.content()
    );

    // No thread option given: the server's setting puts the game in a thread.
    let linked = seen
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let threads = fake.threads();
    assert_eq!(threads.len(), 1, "{:?}", fake.requests());
    assert_eq!(threads[0]["parent_id"], channel.to_string());
    assert_eq!(threads[0]["name"], "Bashni: Alice vs Bob");
    let thread: u64 = threads[0]["id"].as_str().unwrap().parse().unwrap();
    assert_eq!(
        linked.content(),
        format!("Bashni: Alice vs Bob: in the thread <#{thread}>.")
    );
    assert_public(&linked, None, "the link in the channel");
    let posted = fake.wait_channel_messages(thread, 1).await;
    assert_public(&posted[0], Some(&bob), "the challenge in the thread");
    assert_eq!(labels(&posted[0]), ["Accept", "Decline"]);

    // The challenge option overrides the setting.
    let other = fake.new_channel();
    let here = fake
        .slash_in(
            other,
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("thread", "false")],
        )
        .await;
    assert_public(&here, Some(&bob), "a challenge in the channel itself");
    assert_eq!(fake.threads().len(), 1);
    println!("{}", seen.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_named_challenge_nobody_answers_expires_with_a_message() {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(TOKEN).await;
    let clock = ManualClock::at(1_800_000_000);
    let service = GameService::new(SharedStore(sled.clone()))
        .with_clock(clock.clone())
        .with_sweep_interval(Duration::from_millis(100));
    let bot = RunningBot::start_service(config_for(&fake, dir.path()), Arc::new(service));
    fake.wait_registered().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();

    let challenge = fake
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    assert_public(&challenge, Some(&bob), "challenge");
    clock.advance(towers::service::CHALLENGE_TTL_SECS);
    let posted = fake.wait_channel_messages(channel, 1).await;
    assert_public(&posted[0], None, "expiry");
    assert_eq!(
        posted[0].content(),
        "Alice's challenge to Bob expired unanswered."
    );
    assert_eq!(sled.load(channel).unwrap(), None);
    let late = fake
        .click(
            channel,
            &bob,
            &buttons(&challenge)[0].1,
            fake.message_of(channel, &challenge),
        )
        .await;
    assert_private(&late, "accepting an expired challenge");

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_no_progress_rule_ends_a_kings_only_game_with_its_reason() {
    let (fake, bot, sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    // Two white kings and two men against a lone black king: kings move, nobody captures.
    seed_position(
        &sled,
        fake.guild_id(),
        channel.id,
        &alice,
        &bob,
        "W:WKc1,Ke1,c3,d4:BKh8",
    );
    let white = [
        "c1-a3", "e1-f2", "a3-b2", "f2-e1", "b2-c1", "e1-f2", "c1-a3", "f2-e1", "a3-b2", "e1-f2",
        "b2-c1", "f2-e1",
    ];
    let black = ["h8-g7", "g7-h8"];
    let mut last = None;
    for ply in 0..30 {
        let (mover, notation) = if ply % 2 == 0 {
            (&alice, white[(ply / 2) % 12])
        } else {
            (&bob, black[(ply / 2) % 2])
        };
        let reply = channel
            .slash(mover, "move", &[("notation", notation)])
            .await;
        assert!(!reply.is_ephemeral(), "ply {ply} {notation}: {reply:?}");
        if !labels(&reply).contains(&"Resign".to_string()) {
            last = Some((ply, reply));
            break;
        }
    }
    let (ply, over) = last.expect("the game never ended");
    assert_eq!(
        ply,
        29,
        "ended after {} plies: {:?}",
        ply + 1,
        over.content()
    );
    assert_public(&over, None, "the drawn game");
    let text = over.content();
    assert!(
        text.contains("Drawn: ") && text.contains("15 moves"),
        "{text:?}"
    );
    assert!(text.contains("1/2-1/2"), "{text:?}");
    assert_eq!(labels(&over), ["Rematch"]);
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offered_by_command_lapses_when_the_opponent_moves() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    channel
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    channel.slash(&bob, "accept", &[]).await;
    channel
        .slash(&alice, "move", &[("notation", "c3-d4")])
        .await;

    // bob offers with /draw while it is his move; alice is pinged and given the button.
    let offer = channel.slash(&bob, "draw", &[]).await;
    assert_public(&offer, Some(&alice), "draw offer");
    assert!(
        offer.content().contains(
            "Bob offers a draw. Alice: press Accept draw (or /draw) to accept, or play a move to decline."
        ),
        "{:?}",
        offer.content()
    );
    assert_eq!(labels(&offer), ["Accept draw"]);
    let again = channel.slash(&bob, "draw", &[]).await;
    assert_private(&again, "a second offer");

    // bob moves on; alice's turn: she declines by moving, and the offer's button is stale.
    let moved = channel.slash(&bob, "move", &[("notation", "f6-e5")]).await;
    assert_public(&moved, Some(&alice), "bob's move");
    let declined = channel
        .slash(&alice, "move", &[("notation", "d4:f6")])
        .await;
    assert_public(&declined, Some(&bob), "alice declines by moving");
    let stale = channel.press(&alice, &offer, "Accept draw").await;
    assert_private(&stale, "accepting a lapsed offer");
    assert_eq!(stale.content(), towers::service::STALE_BUTTON_TEXT);
    // The offer is gone: alice's /draw is a new offer of hers, not an agreement.
    let own = channel.slash(&alice, "draw", &[]).await;
    assert_public(&own, Some(&bob), "alice's own offer");
    assert!(
        own.content().contains("Alice offers a draw."),
        "{:?}",
        own.content()
    );
    println!("{}", channel.render());
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "bug: /pdn counts plies as moves (src/service/export.rs GameService::pdn: `record.moves.len()` printed as \"N moves\"; /replay says \"N plies\" for the same game)"]
async fn pdn_and_replay_count_a_game_alike() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    channel
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    channel.slash(&bob, "accept", &[]).await;
    for (ply, notation) in ["c3-b4", "b6-c5", "b4-a5"].iter().enumerate() {
        let mover = if ply % 2 == 0 { &alice } else { &bob };
        channel
            .slash(mover, "move", &[("notation", notation)])
            .await;
    }
    let replay = channel.slash(&alice, "replay", &[]).await;
    assert!(
        replay.content().contains("3 plies"),
        "{:?}",
        replay.content()
    );
    let exported = channel.slash(&alice, "pdn", &[]).await;
    // Three plies are two moves (1. c3-b4 b6-c5 2. b4-a5), or say plies as /replay does.
    assert!(
        exported.content().contains("3 plies") || exported.content().contains("2 moves"),
        "{:?}",
        exported.content()
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// The choices of an autocomplete answer (name and value are the same text).
fn choices(reply: &Recorded) -> Vec<String> {
    assert_eq!(reply.kind, 8, "expected an autocomplete result: {reply:?}");
    reply.json["data"]["choices"]
        .as_array()
        .unwrap_or_else(|| panic!("no choices: {reply:?}"))
        .iter()
        .map(|c| {
            assert_eq!(c["name"], c["value"], "{c}");
            c["value"].as_str().expect("a string choice").to_string()
        })
        .collect()
}

/// The channel's game in progress, rebuilt.
fn current_game(sled: &SledStore, channel: u64) -> towers::rules::Game {
    match sled.load(channel).expect("the store reads") {
        Some(ChannelRecord::Game(g)) => towers::service::rebuild(&g).expect("the game rebuilds"),
        other => panic!("no game in {channel}: {other:?}"),
    }
}

/// Pixel bounds (x0, y0, x1, y1) of square (file, rank) on the bot's 8×8 picture: 84-pixel
/// squares inside a 35-pixel frame, turned half a turn when seen from Black's side.
fn square(file: u32, rank: u32, flipped: bool) -> (u32, u32, u32, u32) {
    let (col, row) = if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    };
    let (x, y) = (35 + col * 84, 35 + row * 84);
    (x, y, x + 84, y + 84)
}

/// How many pixels of `a` and `b` differ inside `rect`.
fn differing(a: &RgbImage, b: &RgbImage, (x0, y0, x1, y1): (u32, u32, u32, u32)) -> usize {
    (y0..y1)
        .flat_map(|y| (x0..x1).map(move |x| (x, y)))
        .filter(|&(x, y)| a.get_pixel(x, y) != b.get_pixel(x, y))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_after_a_capture_draws_the_moves_path() {
    let (fake, bot, sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    channel
        .slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    channel.slash(&bob, "accept", &[]).await;
    channel
        .slash(&alice, "move", &[("notation", "c3-d4")])
        .await;
    channel.slash(&bob, "move", &[("notation", "f6-e5")]).await;
    let captured = channel
        .slash(&alice, "move", &[("notation", "d4:f6")])
        .await;
    assert_public(&captured, Some(&bob), "the capture");
    let shown = board(&captured);

    // The same position drawn by the renderer with and without the last move: the bot's
    // picture is the one with it, seen from Black's side (Black to move).
    let game = current_game(&sled, channel.id);
    let last = game.moves().last().expect("a move");
    let renderer = towers::render::Renderer::new();
    let draw = |view: &towers::render::BoardView| {
        image::load_from_memory(&renderer.png(view).expect("renders"))
            .expect("a PNG")
            .to_rgb8()
    };
    let with_path = towers::service::board_view(game.position(), Some(last), Color::Black, false);
    let mut without = with_path.clone();
    without.path = None;
    without.highlight.clear();
    assert_eq!(
        shown,
        draw(&with_path),
        "the bot's board is not the position with its path"
    );
    let plain = draw(&without);
    // d4 (3,3) where it started, e5 (4,4) jumped, f6 (5,5) where it landed; a1 and h8 untouched.
    for (name, file, rank) in [("d4", 3, 3), ("e5", 4, 4), ("f6", 5, 5)] {
        let changed = differing(&shown, &plain, square(file, rank, true));
        assert!(changed > 100, "{name}: only {changed} pixels show the path");
    }
    for (name, file, rank) in [("a1", 0, 0), ("h8", 7, 7), ("a7", 0, 6)] {
        assert_eq!(
            differing(&shown, &plain, square(file, rank, true)),
            0,
            "{name}"
        );
    }
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_recorded_lasca_game_with_towers_plays_through_discord_with_autocomplete() {
    let path = format!(
        "{}/tests/fixtures/games/lasca/lasca-org__game1-1976-partial.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let bytes = std::fs::read(path).expect("the fixture");
    let first = pdn::read_games(&pdn::decode(&bytes))
        .into_iter()
        .next()
        .expect("a game")
        .expect("readable");
    let moves = pdn::replay(&first, Variant::Lasca)
        .expect("the record replays")
        .move_texts();
    assert_eq!(moves.len(), 25);

    let (fake, bot, sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    channel
        .slash(
            &alice,
            "challenge",
            &[("opponent", "@bob"), ("variant", "Lasca")],
        )
        .await;
    let started = channel.slash(&bob, "accept", &[]).await;
    assert_public(&started, Some(&alice), "the Lasca game starts");
    let size = board(&started).dimensions();
    let mut last = started;
    for (ply, notation) in moves.iter().enumerate() {
        let (mover, other) = if ply % 2 == 0 {
            (&alice, &bob)
        } else {
            (&bob, &alice)
        };
        // What /move offers the player to move: legal moves only, captures alone when one is
        // on (compulsory in Lasca), the recorded move among them; nothing for the other.
        let pos = current_game(&sled, channel.id).position().clone();
        let legal = towers::rules::notation::legal_texts(&pos);
        let captures: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| towers::rules::notation::write(&pos, m))
            .collect();
        let offered = choices(
            &fake
                .autocomplete(channel.id, mover, "move", "notation", "")
                .await,
        );
        assert!(
            offered.contains(notation),
            "ply {}: {notation} not in {offered:?}",
            ply + 1
        );
        for text in &offered {
            assert!(legal.contains(text), "ply {}: {text} is not legal", ply + 1);
            if !captures.is_empty() {
                assert!(
                    captures.contains(text),
                    "ply {}: {text} beside a capture",
                    ply + 1
                );
            }
        }
        let none = fake
            .autocomplete(channel.id, other, "move", "notation", "")
            .await;
        assert!(choices(&none).is_empty(), "ply {}", ply + 1);

        last = channel
            .slash(mover, "move", &[("notation", notation)])
            .await;
        assert_public(&last, Some(other), notation);
        assert_eq!(board(&last).dimensions(), size);
    }
    assert!(
        current_game(&sled, channel.id)
            .position()
            .towers()
            .any(|(_, t)| t.pieces().count() > 1),
        "no tower on the board after the recorded game"
    );

    // /pdn replays to the same moves as Lasca; /replay has a frame per ply and the start.
    let exported = channel.slash(&alice, "pdn", &[]).await;
    let games = pdn::read(&pdn::decode(&exported.files[0].bytes)).expect("the PDN reads");
    let replayed = pdn::replay(&games[0], Variant::Russian).expect("the export replays");
    assert_eq!(replayed.variant(), Variant::Lasca);
    assert_eq!(replayed.move_texts(), moves);
    let replay = channel.slash(&bob, "replay", &[]).await;
    let gif = replay.files.first().expect("a GIF");
    let (_, _, frames) = support::transcript::gif_frames(&gif.bytes).expect("the GIF decodes");
    assert_eq!(frames, 26);
    assert!(labels(&last).contains(&"Resign".to_string()));
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_optional_captures_autocomplete_lists_captures_first_and_a_quiet_move_is_allowed() {
    let (fake, bot, _sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let mut channel = Channel::new(&fake, fake.default_channel(), &[&alice, &bob]);
    let challenge = channel
        .slash(
            &alice,
            "challenge",
            &[
                ("opponent", "@bob"),
                ("variant", "Polish draughts (kurnik)"),
                ("rules", "kurnik: captures optional"),
                ("color", "random"),
            ],
        )
        .await;
    assert_public(&challenge, Some(&bob), "challenge");
    assert!(
        challenge
            .content()
            .contains("Rule options: optional-captures."),
        "{:?}",
        challenge.content()
    );
    // A coin flip: the text says which, and the game follows it.
    let alice_white = challenge.content().contains("Alice plays White.");
    assert!(
        alice_white || challenge.content().contains("Alice plays Black."),
        "{:?}",
        challenge.content()
    );
    let (white, black) = if alice_white {
        (&alice, &bob)
    } else {
        (&bob, &alice)
    };
    let started = channel.press(&bob, &challenge, "Accept").await;
    assert_public(&started, Some(white), "the start pings White");
    channel.slash(white, "move", &[("notation", "c3-d4")]).await;
    channel.slash(black, "move", &[("notation", "f6-e5")]).await;

    let offered = choices(
        &fake
            .autocomplete(channel.id, white, "move", "notation", "")
            .await,
    );
    assert_eq!(offered[0], "d4xf6", "{offered:?}");
    assert!(offered[1..].iter().all(|m| m.contains('-')), "{offered:?}");
    assert!(offered.contains(&"g3-h4".to_string()), "{offered:?}");
    let quiet = channel.slash(white, "move", &[("notation", "g3-h4")]).await;
    assert_public(&quiet, Some(black), "a quiet move beside a capture");
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
