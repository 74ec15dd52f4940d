//! An 8-player, 10-minute arena run to its podium through the stand-in Discord with no
//! human step, on a manual clock: the director creates it, eight scripted players join by
//! the button, the sweep pairs them as soon as they are free and gives each game a thread,
//! and the players play legal moves there by `/move` (chosen among the legal moves the
//! service offers): some games are won, one drawn, one won by a player who went berserk by
//! `/arena berserk` before their first move; the second games all end but one, which is
//! still being played at the end and does not count. The end posts the standings picture
//! and the podium.

use crate::support;

use support::fake_discord::{FakeDiscord, FakeUser};
use support::manual_bot::{create_event, pictures_until_podium, until, ManualBot};
use support::transcript::button_id;
use towers::service::api::{ArenaRecord, ArenaState};
use towers::service::GameService;

/// The arena once every game from `from` on has its thread and game.
async fn games_opened(service: &GameService, id: u64, from: usize, count: usize) -> ArenaRecord {
    until("the arena's games opened", || {
        let a = service.arena(id).ok()?;
        (a.games.len() >= from + count && a.games[from..].iter().all(|g| g.game.is_some()))
            .then_some(a)
    })
    .await
}

/// The two players of a game take turns playing legal moves by `/move` in its thread,
/// `plies` in all.
async fn play(
    fake: &FakeDiscord,
    service: &GameService,
    thread: u64,
    parent: u64,
    players: [&FakeUser; 2],
    plies: usize,
) {
    for _ in 0..plies {
        let (who, mv) = players
            .iter()
            .find_map(|p| {
                let moves = service.move_choices(thread, p.id, "").ok()?;
                moves.first().map(|m| (*p, m.clone()))
            })
            .expect("someone to move");
        let played = fake
            .slash_in_thread(thread, parent, who, "move", &[("notation", &mv)])
            .await;
        assert!(!played.is_ephemeral(), "{played:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_eight_player_arena_of_scripted_players_runs_to_its_podium() {
    support::logs::capture();
    let t0 = 1_800_000_000;
    let ManualBot {
        dir: _dir,
        fake,
        clock,
        service,
        bot,
    } = ManualBot::start(t0).await;
    let director = fake.user("dora");
    let users: Vec<FakeUser> = ["ann", "ben", "cat", "dan", "eve", "fay", "gus", "hal"]
        .iter()
        .map(|n| fake.user(n))
        .collect();
    let by_id = |id: u64| users.iter().find(|u| u.id == id).expect("a player");
    let channel = fake.new_channel();

    // 15+10: no flag falls in the 10 minutes, so every result is the players'.
    let (home, announcement) = create_event(
        &fake,
        channel,
        &director,
        "arena create",
        &[
            ("variant", "Russian draughts"),
            ("clock", "15+10"),
            ("minutes", "10"),
            ("start_minutes", "1"),
        ],
    )
    .await;
    assert!(announcement.content().contains("15+10"), "{announcement:?}");
    let join = button_id(&announcement, "Join");
    let id: u64 = join.split(':').nth(2).unwrap().parse().unwrap();
    let message = fake.message_of(home, &announcement);
    for u in &users {
        let answer = fake.click(home, u, &join, message.clone()).await;
        assert!(answer.content().contains("joined the arena"), "{answer:?}");
    }

    // The start: four games, each in its thread.
    clock.advance(60);
    let a = games_opened(&service, id, 0, 4).await;
    assert_eq!(a.state, ArenaState::Running);
    let game = |a: &ArenaRecord, i: usize| {
        let g = &a.games[i];
        (by_id(g.white), by_id(g.black), g.channel.expect("a thread"))
    };
    // Game 0: Black resigns after two moves each.
    let (w, b, t) = game(&a, 0);
    play(&fake, &service, t, channel, [w, b], 4).await;
    fake.slash_in_thread(t, channel, b, "resign", &[]).await;
    // Game 1: agreed drawn after 24 plies.
    let (w, b, t) = game(&a, 1);
    play(&fake, &service, t, channel, [w, b], 24).await;
    fake.slash_in_thread(t, channel, w, "draw", &[]).await;
    fake.slash_in_thread(t, channel, b, "draw", &[]).await;
    // Game 2: Black goes berserk before moving, plays eight moves, and White resigns.
    let (w, b, t) = game(&a, 2);
    let berserk = fake
        .slash_in_thread(t, channel, b, "arena berserk", &[])
        .await;
    assert!(berserk.content().contains("berserk"), "{berserk:?}");
    let berserker = b.id;
    play(&fake, &service, t, channel, [w, b], 16).await;
    fake.slash_in_thread(t, channel, w, "resign", &[]).await;
    // Game 3: White resigns at once after a move each.
    let (w, b, t) = game(&a, 3);
    play(&fake, &service, t, channel, [w, b], 2).await;
    fake.slash_in_thread(t, channel, w, "resign", &[]).await;

    // The sweep reads the results and pairs the free players again.
    clock.advance(30);
    let a = games_opened(&service, id, 4, 4).await;
    for i in 0..4 {
        assert!(a.games[i].result.is_some(), "game {i} counted");
    }
    for i in 4..7 {
        let (w, b, t) = game(&a, i);
        play(&fake, &service, t, channel, [w, b], 2).await;
        fake.slash_in_thread(t, channel, b, "resign", &[]).await;
    }
    let (w7, b7, t7) = game(&a, 7);
    play(&fake, &service, t7, channel, [w7, b7], 2).await;
    let standings = fake.slash_in(home, &director, "arena standings", &[]).await;
    assert!(!standings.is_ephemeral(), "{standings:?}");
    assert_eq!(standings.files.len(), 1, "the standings picture");

    // The end: the game still being played does not count.
    clock.set(a.ends_at);
    let done = until("the arena finished", || {
        service
            .arena(id)
            .ok()
            .filter(|a| a.state == ArenaState::Finished)
    })
    .await;
    assert_eq!(done.games[7].result, None);
    let rows = towers::service::arena::rows::rows(&done);
    assert_eq!(rows.len(), 8);
    let berserk_row = rows.iter().find(|r| r.user == berserker).unwrap();
    assert_eq!(berserk_row.berserks, 1);
    assert!(berserk_row.points >= 3, "{berserk_row:?}");
    let sizes = pictures_until_podium(&fake, home).await;
    assert_eq!(sizes.len(), 2, "the standings and the podium: {sizes:?}");
    let texts: Vec<String> = fake
        .channel_messages(home)
        .iter()
        .map(|m| m.content().to_string())
        .collect();
    // Four first games, four second ones, then more for those whose second game ended.
    let pairings = texts.iter().filter(|t| t.contains("(White) plays")).count();
    assert_eq!(pairings, done.games.len(), "{texts:?}");
    assert!(pairings > 8, "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("is over")), "{texts:?}");
    assert!(
        fake.schema_violations().is_empty(),
        "{:?}",
        fake.schema_violations()
    );
    bot.stop().await.expect("bot stops cleanly");
}
