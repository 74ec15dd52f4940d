//! End to end, what players see of moves (tests/E2E_COVERAGE.md maps every feature of issue 5
//! to its tests): the last move's path on the board picture, `/move` autocomplete at every ply
//! of a recorded Lasca game with towers, and captures listed first when kurnik's captures are
//! optional (with a random colour). The real bot against the stand-in Discord.

use crate::support;

use image::RgbImage;
use support::e2e::*;
use support::transcript::{labels, Channel};
use towers_rules::{pdn, Color, Variant};

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
    let renderer = towers_render::Renderer::new();
    let draw = |view: &towers_render::BoardView| {
        image::load_from_memory(&renderer.png(view).expect("renders"))
            .expect("a PNG")
            .to_rgb8()
    };
    let with_path =
        towers::service::board::view::board_view(game.position(), Some(last), Color::Black, false);
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
    let Some(records) = support::records::games_dir() else {
        return;
    };
    let path = records.join("lasca/lasca-org__game1-1976-partial.txt");
    let bytes = std::fs::read(path).expect("the Lasca record");
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
        let legal = towers_rules::notation::legal_texts(&pos);
        let captures: Vec<String> = pos
            .legal_moves()
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| towers_rules::notation::write(&pos, m))
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
                ("variant", "Polish draughts 8×8 (kurnik)"),
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
