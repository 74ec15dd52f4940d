//! Replays and what players see around the board: the replay GIF of a recorded game (frames,
//! size, timing, fidelity to the PNG), the move-list line, the board turned to the player to
//! move, `/replay` and `/games` through the stand-in Discord.

use crate::support;

use std::sync::{Arc, LazyLock};

use image::RgbImage;
use support::bot::RunningBot;
use support::fake_discord::{FakeDiscord, FakeUser, Recorded};
use support::stores::SharedStore;
use towers::service::board::view::replay_views;
use towers_render::{GifSettings, RenderError, Renderer};
use towers_rules::{pdn, Color, Game, Variant};
use towers_store::SledStore;

static RENDERER: LazyLock<Renderer> = LazyLock::new(Renderer::new);

/// A decoded GIF: its size, each frame as shown (deltas composited), each frame's delay.
struct Decoded {
    width: u32,
    height: u32,
    frames: Vec<RgbImage>,
    delays: Vec<u16>,
}

/// Decodes `bytes` as a GIF, compositing every frame over the previous one as a viewer does
/// (the encoder only keeps frames: disposal "keep", transparent pixels show what was there).
fn decode(bytes: &[u8]) -> Decoded {
    assert!(bytes.starts_with(b"GIF89a"), "not a GIF89a file");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("GIF header");
    let (width, height) = (u32::from(decoder.width()), u32::from(decoder.height()));
    let palette = decoder.global_palette().expect("a global palette").to_vec();
    let mut canvas = RgbImage::new(width, height);
    let (mut frames, mut delays) = (Vec::new(), Vec::new());
    while let Some(frame) = decoder.read_next_frame().expect("GIF frame") {
        assert!(frame.palette.is_none(), "a frame has its own palette");
        for y in 0..u32::from(frame.height) {
            for x in 0..u32::from(frame.width) {
                let i = frame.buffer[(y * u32::from(frame.width) + x) as usize];
                if Some(i) == frame.transparent {
                    continue;
                }
                let c = &palette[usize::from(i) * 3..usize::from(i) * 3 + 3];
                canvas.put_pixel(
                    u32::from(frame.left) + x,
                    u32::from(frame.top) + y,
                    image::Rgb([c[0], c[1], c[2]]),
                );
            }
        }
        frames.push(canvas.clone());
        delays.push(frame.delay);
    }
    Decoded {
        width,
        height,
        frames,
        delays,
    }
}

/// Mean absolute difference per channel of two pictures of the same size.
fn mean_error(a: &RgbImage, b: &RgbImage) -> f64 {
    assert_eq!(a.dimensions(), b.dimensions());
    let total: u64 = a
        .as_raw()
        .iter()
        .zip(b.as_raw())
        .map(|(&x, &y)| u64::from(x.abs_diff(y)))
        .sum();
    total as f64 / a.as_raw().len() as f64
}

/// The first game of `file` (under `../shared/games/`), replayed as `variant`, cut to
/// `plies`; `None` (after one skip line) where the real records are absent.
fn recorded(file: &str, variant: Variant, plies: usize) -> Option<Game> {
    let path = support::records::games_dir()?.join(file);
    let bytes = std::fs::read(path).expect("a record named in SOURCES.md");
    let games = pdn::read_games(&pdn::decode(&bytes));
    let first = games.into_iter().next().expect("a game").expect("readable");
    let game = pdn::replay(&first, variant).expect("the first game replays");
    let texts = game.move_texts();
    assert!(texts.len() >= plies, "only {} plies", texts.len());
    let cut = Game::replay(
        game.start().clone(),
        texts[..plies].iter().map(String::as_str),
    )
    .expect("replays");
    Some(cut)
}

/// A real 60-ply Russian game (USSR championship 1950, Blinder - Mirotin).
fn russian_60() -> Option<Game> {
    recorded(
        "russian/wiegerw-pdn__succeed_ussr1947.pdn",
        Variant::Russian,
        60,
    )
}

/// The recorded Lasca game (1976, 25 plies): towers from ply 9 on.
fn lasca_25() -> Option<Game> {
    recorded(
        "lasca/lasca-org__game1-1976-partial.txt",
        Variant::Lasca,
        25,
    )
}

#[test]
fn a_recorded_game_becomes_a_gif_with_a_frame_per_ply() {
    let Some(game) = russian_60() else {
        return;
    };
    let views = replay_views(&game, Color::White, true);
    assert_eq!(views.len(), 61);
    let settings = GifSettings::default();
    let gif = RENDERER.gif(&views, &settings).expect("renders");
    assert_eq!((gif.frames, gif.halvings), (61, 0));
    assert!(gif.bytes.len() < settings.max_bytes);

    let decoded = decode(&gif.bytes);
    let first = RENDERER.rgb(&views[0]).unwrap();
    assert_eq!((decoded.width, decoded.height), first.dimensions());
    assert_eq!((gif.width, gif.height), first.dimensions());
    assert_eq!(decoded.frames.len(), 61);
    assert_eq!(decoded.delays[0], settings.first_delay);
    assert_eq!(decoded.delays[30], settings.ply_delay);
    assert_eq!(decoded.delays[60], settings.last_delay);
    // Every frame, deltas composited, is its board's picture up to the palette.
    for i in [0, 1, 2, 29, 59, 60] {
        let png = RENDERER.rgb(&views[i]).unwrap();
        let error = mean_error(&decoded.frames[i], &png);
        assert!(error < 2.0, "frame {i}: mean error {error:.2} per channel");
    }
    // Frames differ where the game moved: the last frame is not the first.
    assert!(mean_error(&decoded.frames[0], &decoded.frames[60]) > 1.0);
}

#[test]
fn towers_replay_as_the_pngs_show_them() {
    let Some(game) = lasca_25() else {
        return;
    };
    let views = replay_views(&game, Color::White, false);
    assert!(
        views[25].towers.iter().any(|t| t.discs.len() >= 2),
        "no tower by ply 25"
    );
    let gif = RENDERER
        .gif(&views, &GifSettings::default())
        .expect("renders");
    let decoded = decode(&gif.bytes);
    assert_eq!(decoded.frames.len(), 26);
    for (i, frame) in decoded.frames.iter().enumerate() {
        let png = RENDERER.rgb(&views[i]).unwrap();
        let error = mean_error(frame, &png);
        assert!(error < 2.0, "frame {i}: mean error {error:.2} per channel");
    }
}

#[test]
fn a_gif_over_the_size_limit_is_made_again_at_half_size() {
    let Some(game) = russian_60() else {
        return;
    };
    let views = replay_views(&game, Color::Black, true);
    let full = RENDERER.rgb(&views[0]).unwrap();
    let small = GifSettings {
        max_bytes: 1,
        ..GifSettings::default()
    };
    let gif = RENDERER.gif(&views, &small).expect("still a GIF");
    assert!(gif.halvings >= 1);
    assert_eq!(gif.width, full.width() >> gif.halvings);
    let decoded = decode(&gif.bytes);
    assert_eq!(decoded.frames.len(), 61);
    assert_eq!(decoded.width, gif.width);
}

#[test]
fn fewer_colours_give_a_coarser_picture() {
    let Some(game) = lasca_25() else {
        return;
    };
    let views = replay_views(&game, Color::White, true);
    let coarse = RENDERER.gif_error(&views[20], 16).unwrap();
    let fine = RENDERER.gif_error(&views[20], 255).unwrap();
    assert!(
        fine < coarse,
        "255 colours {fine:.2}, 16 colours {coarse:.2}"
    );
}

#[test]
fn no_views_or_mixed_board_sizes_are_errors() {
    let settings = GifSettings::default();
    assert!(matches!(
        RENDERER.gif(&[], &settings),
        Err(RenderError::Gif(_))
    ));
    let lasca = replay_views(&Game::new(Variant::Lasca), Color::White, false);
    let russian = replay_views(&Game::new(Variant::Russian), Color::White, false);
    let mixed = [lasca[0].clone(), russian[0].clone()];
    assert!(matches!(
        RENDERER.gif(&mixed, &settings),
        Err(RenderError::Gif(_))
    ));
}

// ---- through the stand-in Discord ----

async fn start() -> (FakeDiscord, RunningBot, Arc<SledStore>, tempfile::TempDir) {
    support::logs::capture();
    let dir = tempfile::tempdir().unwrap();
    let sled = Arc::new(SledStore::open(&dir.path().join("games")).expect("open the store"));
    let fake = FakeDiscord::start(support::bot::TOKEN).await;
    let bot = RunningBot::start(
        support::bot::config_for(&fake, dir.path()),
        SharedStore(sled.clone()),
    );
    fake.wait_registered().await;
    (fake, bot, sled, dir)
}

/// The board picture of a public reply.
fn board(reply: &Recorded) -> RgbImage {
    assert!(!reply.is_ephemeral(), "{reply:?}");
    let file = reply
        .file(towers::discord::BOARD_FILE_NAME)
        .unwrap_or_else(|| panic!("no board in {reply:?}"));
    image::load_from_memory_with_format(&file.bytes, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8()
}

/// Mean brightness (0..=255) of the middle of the bottom-left square's piece on an 8×8
/// picture (84-pixel squares in a 35-pixel frame; a lone disc's face centre is 37 pixels below
/// the square's top).
fn bottom_left_piece(img: &RgbImage) -> f64 {
    let (x0, y0) = (35 + 42 - 6, img.height() - 35 - 84 + 37 - 2);
    let mut sum = 0u64;
    let mut n = 0u64;
    for y in y0..y0 + 5 {
        for x in x0..x0 + 12 {
            sum += img
                .get_pixel(x, y)
                .0
                .iter()
                .map(|&c| u64::from(c))
                .sum::<u64>();
            n += 3;
        }
    }
    sum as f64 / n as f64
}

/// The channel's game in progress.
fn stored_game(store: &SledStore, channel: u64) -> towers_store::GameRecord {
    use towers_store::Store;
    match store.load(channel).expect("store readable") {
        Some(towers_store::ChannelRecord::Game(g)) => g,
        other => panic!("no game in channel {channel}: {other:?}"),
    }
}

/// A legal move in the channel's game.
fn a_legal_move(store: &SledStore, channel: u64) -> String {
    let game = towers::service::game::records::rebuild(&stored_game(store, channel))
        .expect("game rebuilds");
    towers_rules::notation::legal_texts(game.position())
        .into_iter()
        .next()
        .expect("a legal move")
}

/// The last line of a message.
fn last_line(reply: &Recorded) -> &str {
    reply.content().lines().last().unwrap_or("")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_turns_to_the_player_to_move_with_the_moves_under_it() {
    let (fake, bot, sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let started = fake.slash(&bob, "accept", &[]).await;
    assert!(
        !started.content().contains("Moves:"),
        "{:?}",
        started.content()
    );
    // White to move: White's men at the bottom (a1 bottom-left holds a white man).
    assert!(bottom_left_piece(&board(&started)) > 180.0);

    let moved = fake.slash(&alice, "move", &[("notation", "c3-b4")]).await;
    assert_eq!(last_line(&moved), "Moves: 1. c3-b4");
    // Black to move: turned, h8 (a black man) bottom-left.
    let flipped = board(&moved);
    assert!(
        bottom_left_piece(&flipped) < 110.0,
        "{}",
        bottom_left_piece(&flipped)
    );

    let answered = fake.slash(&bob, "move", &[("notation", "b6-c5")]).await;
    assert_eq!(last_line(&answered), "Moves: 1. c3-b4 b6-c5");
    assert!(bottom_left_piece(&board(&answered)) > 180.0);

    let mut last = answered;
    for (ply, notation) in [
        "b4-a5", "a7-b6", "b2-c3", "c5-b4", "a3:c5:a7", "c7-b6", "a5:c7:e5", "f6:d4:b2", "a1:c3",
        "d8-c7",
    ]
    .iter()
    .enumerate()
    {
        let mover = if ply % 2 == 0 { &alice } else { &bob };
        last = fake.slash(mover, "move", &[("notation", notation)]).await;
    }
    assert_eq!(
        last_line(&last),
        "Moves: … 2. b4-a5 a7-b6 3. b2-c3 c5-b4 4. a3:c5:a7 c7-b6 5. a5:c7:e5 f6:d4:b2 6. a1:c3 d8-c7"
    );
    let shown = fake.slash(&bob, "board", &[]).await;
    assert_eq!(last_line(&shown), last_line(&last));

    // A player may fix the side for everyone; a bystander may not.
    let carol = fake.user("carol");
    let refused = fake.slash(&carol, "side", &[("side", "black")]).await;
    assert!(
        refused.is_ephemeral() && refused.files.is_empty(),
        "{refused:?}"
    );
    // White to move, shown from Black's side: h8's black man bottom-left.
    let fixed = fake.slash(&alice, "side", &[("side", "black")]).await;
    assert!(bottom_left_piece(&board(&fixed)) < 110.0);
    let mv = a_legal_move(&sled, fake.default_channel());
    let after = fake.slash(&alice, "move", &[("notation", &mv)]).await;
    assert!(
        bottom_left_piece(&board(&after)) < 110.0,
        "Black to move, still Black's side"
    );
    let back = fake.slash(&bob, "side", &[("side", "white")]).await;
    // a1 is empty by now: the plain dark square.
    assert!(bottom_left_piece(&board(&back)) > 120.0);

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// The `/replay` answer: the immediate reply, or the follow-up after a deferral when making
/// the picture took longer than the bot waits before deferring.
async fn replay_answer(fake: &FakeDiscord, user: &FakeUser) -> Recorded {
    let before = fake.webhooks().len();
    let reply = fake.slash(user, "replay", &[]).await;
    if reply.kind == 5 {
        let hooks = fake.wait_webhooks(before + 1).await;
        return hooks[before].clone();
    }
    reply
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_posts_the_game_as_a_gif_and_games_lists_it() {
    let (fake, bot, sled, _dir) = start().await;
    let (alice, bob) = (fake.user("alice"), fake.user("bob"));
    let channel = fake.default_channel();

    let none = fake.slash(&alice, "replay", &[]).await;
    assert!(none.is_ephemeral() && none.files.is_empty(), "{none:?}");
    let none = fake.slash(&alice, "games", &[]).await;
    assert!(none.is_ephemeral(), "{none:?}");

    fake.slash(&alice, "challenge", &[("opponent", "@bob")])
        .await;
    let started = fake.slash(&bob, "accept", &[]).await;
    let png = board(&started);
    for (ply, notation) in ["c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3"]
        .iter()
        .enumerate()
    {
        let mover = if ply % 2 == 0 { &alice } else { &bob };
        fake.slash(mover, "move", &[("notation", notation)]).await;
    }
    let game = stored_game(&sled, channel);

    let reply = replay_answer(&fake, &bob).await;
    assert!(!reply.is_ephemeral(), "{reply:?}");
    assert_eq!(
        reply.content(),
        "Replay: Alice vs Bob, Bashni, 5 plies, in progress."
    );
    let file_name = format!("towers-game-{}.gif", game.id);
    let file = reply
        .file(&file_name)
        .unwrap_or_else(|| panic!("no {file_name} in {reply:?}"));
    assert!(file.bytes.len() < GifSettings::default().max_bytes);
    let gif = decode(&file.bytes);
    assert_eq!(gif.frames.len(), 6);
    assert_eq!((gif.width, gif.height), png.dimensions());
    // The first frame is the start position as the PNG shows it, from White's side.
    assert!(mean_error(&gif.frames[0], &png) < 2.0);
    assert!(
        bottom_left_piece(&gif.frames[5]) > 180.0,
        "a replay is seen from White's side"
    );

    fake.slash(&bob, "resign", &[]).await;
    let listed = fake.slash(&carol_or(&fake), "games", &[]).await;
    assert!(!listed.is_ephemeral(), "{listed:?}");
    assert_eq!(listed.allowed_mentions()["parse"], serde_json::json!([]));
    let lines: Vec<&str> = listed.content().lines().collect();
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!(lines[0], "Last finished games in this channel:");
    assert!(
        lines[1].starts_with(&format!("`{}` <t:", game.id))
            && lines[1].ends_with(":d> Alice vs Bob · Bashni · 1-0, Bob resigned · 5 plies"),
        "{lines:?}"
    );

    // A player's games from another channel.
    let elsewhere = fake.new_channel();
    let theirs = fake
        .slash_in(elsewhere, &alice, "games", &[("player", "@bob")])
        .await;
    let lines: Vec<&str> = theirs.content().lines().collect();
    assert_eq!(lines[0], "Last finished games of Bob:");
    assert!(
        lines[1].ends_with("Alice vs Bob · Bashni · 1-0, Bob resigned · 5 plies"),
        "{lines:?}"
    );
    // After the game, /replay shows the finished game with its result.
    let reply = replay_answer(&fake, &alice).await;
    assert_eq!(
        reply.content(),
        "Replay: Alice vs Bob, Bashni, 5 plies, Bob resigned."
    );

    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}

/// A third user who played in no game.
fn carol_or(fake: &FakeDiscord) -> FakeUser {
    fake.user("carol")
}
