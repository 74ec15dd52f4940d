//! End to end, how games end and are exported (tests/E2E_COVERAGE.md maps every feature of
//! issue 5 to its tests): a variant's draw rules (threefold repetition, the 15-move king rule)
//! ending a game by themselves with the reason shown, the tower FEN of a game started from a
//! position in `/pdn`, a draw offer by `/draw` lapsing. Games from a position are seeded in the
//! store (`/challenge` takes no FEN). The real bot against the stand-in Discord.

use crate::support;

use support::e2e::*;
use support::transcript::{describe, labels, Channel};
use towers_rules::{pdn, Variant};

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
    assert_eq!(
        stale.content(),
        towers::service::game::press::stale_button_text()
    );
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
    // Said in plies, as /replay does (a game from a position may start with Black).
    assert!(
        exported.content().contains("3 plies"),
        "{:?}",
        exported.content()
    );
    fake.assert_all_handled();
    bot.stop().await.expect("bot stops cleanly");
}
