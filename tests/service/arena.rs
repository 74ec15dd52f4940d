//! An arena run by the service with no human step: eight scripted players on a manual clock,
//! pairings as soon as two are free (never the opponent just met), lichess's scoring into
//! the sheets (wins, draws, a quick draw that scores nothing, a berserk win's extra point,
//! fire), pause and rejoin, the end cutting the unfinished game, the store reopened mid-arena
//! and every sweep run twice.

use std::collections::HashSet;
use std::sync::Arc;

use towers::service::api::{ArenaSpec, ArenaState, Notice, TimeControl};
use towers::service::game::clock::ManualClock;
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::{ChannelRecord, MemoryStore, Player, SledStore, Store};

use crate::players::T0;
use crate::store_fixtures::named;

const HOME: u64 = 910_000;

fn sled_service(dir: &std::path::Path, clock: &ManualClock) -> GameService {
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir).unwrap());
    GameService::new(store).with_clock(clock.clone())
}

fn players(n: u64) -> Vec<Player> {
    (0..n).map(|i| named(3001 + i, &format!("P{i}"))).collect()
}

/// Sweeps at `now`, and again: the second pass finds nothing to do or say.
fn sweep(s: &GameService, now: u64) -> Vec<Notice> {
    let notices = s.sweep(now).unwrap();
    assert_eq!(s.sweep(now).unwrap(), Vec::new(), "a second sweep at {now}");
    notices
}

/// The front end's part: every pairing waiting gets a channel of its own.
fn open_games(s: &GameService, next_channel: &mut u64, now: u64) {
    for w in s.arena_games_waiting().unwrap() {
        *next_channel += 1;
        s.open_arena_game(w.arena, w.game, *next_channel, now)
            .unwrap();
        // Opening again in the same channel starts nothing new.
        s.open_arena_game(w.arena, w.game, *next_channel, now)
            .unwrap();
    }
    assert!(s.arena_games_waiting().unwrap().is_empty());
}

/// Plays up to `plies` first legal moves in `channel`: the plies played.
fn play(s: &GameService, channel: u64, who: [&Player; 2], plies: usize, now: u64) -> usize {
    for done in 0..plies {
        let mover = who.iter().find_map(|p| {
            let moves = s.move_choices(channel, p.id, "").unwrap();
            moves.first().map(|m| (*p, m.clone()))
        });
        let Some((p, mv)) = mover else { return done };
        s.play(channel, p, &mv, now).unwrap();
    }
    plies
}

fn pair_of(
    a: &towers::service::api::ArenaRecord,
    i: usize,
    all: &[Player],
) -> (Player, Player, u64) {
    let g = &a.games[i];
    let find = |id: u64| all.iter().find(|p| p.id == id).unwrap().clone();
    (find(g.white), find(g.black), g.channel.unwrap())
}

fn points(s: &GameService, user: u64) -> u32 {
    let table = s.arena_rows(HOME, Some(77)).unwrap().unwrap();
    table.rows.iter().find(|r| r.user == user).unwrap().points
}

#[test]
fn an_eight_player_arena_pairs_scores_and_ends_with_its_podium() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(T0);
    let mut s = sled_service(dir.path(), &clock);
    let director = named(1000, "director");
    let all = players(8);
    let mut spec = ArenaSpec::new(HOME, Variant::Russian);
    spec.guild = Some(77);
    spec.minutes = Some(10);
    spec.starts_at = Some(T0 + 60);
    // 15+10: no flag falls within the 10 minutes.
    spec.control = Some(TimeControl {
        base_ms: 900_000,
        increment_ms: 10_000,
    });
    let a = s.create_arena(&spec, &director, T0).unwrap();
    assert_eq!(a.ends_at, T0 + 60 + 600);
    for p in &all {
        s.join_arena(a.id, p, T0).unwrap();
    }
    assert!(s.join_arena(a.id, &all[0], T0).is_err(), "twice");
    assert!(sweep(&s, T0 + 30).is_empty(), "nothing before the start");

    let mut now = T0 + 60;
    clock.set(now);
    let notices = sweep(&s, now);
    let text: Vec<String> = notices.iter().map(|n| n.reply.text()).collect();
    assert!(text.iter().any(|t| t.contains("starts now")), "{text:?}");
    assert_eq!(
        text.iter().filter(|t| t.contains("(White) plays")).count(),
        4,
        "{text:?}"
    );
    let mut next_channel = 60_000;
    open_games(&s, &mut next_channel, now);
    let a1 = s.arena(a.id).unwrap();
    assert_eq!(a1.state, ArenaState::Running);
    assert_eq!(a1.games.len(), 4);
    let in_game: HashSet<u64> = a1.games.iter().flat_map(|g| [g.white, g.black]).collect();
    assert_eq!(in_game.len(), 8, "everyone plays");

    // Game 0: 16 plies, then Black resigns (White +2).
    let (w0, b0, c0) = pair_of(&a1, 0, &all);
    assert_eq!(play(&s, c0, [&w0, &b0], 16, now), 16);
    s.resign(c0, &b0, now, None).unwrap();
    // Game 1: a draw after 24 plies (+1 each).
    let (w1, b1, c1) = pair_of(&a1, 1, &all);
    assert_eq!(play(&s, c1, [&w1, &b1], 24, now), 24);
    s.draw(c1, &w1, now, None).unwrap();
    s.draw(c1, &b1, now, None).unwrap();
    // Game 2: a quick draw after 4 plies (nothing).
    let (w2, b2, c2) = pair_of(&a1, 2, &all);
    play(&s, c2, [&w2, &b2], 4, now);
    s.draw(c2, &w2, now, None).unwrap();
    s.draw(c2, &b2, now, None).unwrap();
    // Game 3: Black goes berserk, plays 8 moves and wins (+2 +1); berserk again or after
    // a move is refused; White cannot go berserk after moving.
    let (w3, b3, c3) = pair_of(&a1, 3, &all);
    s.arena_berserk(a.id, &b3).unwrap();
    assert!(s.arena_berserk(a.id, &b3).is_err(), "berserk twice");
    let Some(ChannelRecord::Game(g)) = s.store().load(c3).unwrap() else {
        panic!("no game in {c3}");
    };
    let clock3 = g.clock.unwrap();
    assert_eq!((clock3.white_ms, clock3.black_ms), (900_000, 450_000));
    assert!(clock3.berserk.black && !clock3.berserk.white);
    assert_eq!(play(&s, c3, [&w3, &b3], 16, now), 16);
    assert!(s.arena_berserk(a.id, &w3).is_err(), "after a move");
    s.resign(c3, &w3, now, None).unwrap();

    // The store reopened: the results are read, the free players paired again.
    drop(s);
    s = sled_service(dir.path(), &clock);
    now += 60;
    clock.set(now);
    let notices = sweep(&s, now);
    assert_eq!(
        notices
            .iter()
            .filter(|n| n.reply.text().contains("(White) plays"))
            .count(),
        4
    );
    assert_eq!(points(&s, w0.id), 2);
    assert_eq!(points(&s, b0.id), 0);
    assert_eq!((points(&s, w1.id), points(&s, b1.id)), (1, 1));
    assert_eq!(
        (points(&s, w2.id), points(&s, b2.id)),
        (0, 0),
        "a quick draw"
    );
    assert_eq!(points(&s, b3.id), 3, "a berserk win of 8 moves");
    let a2 = s.arena(a.id).unwrap();
    let sheet = &a2.games[3];
    assert_eq!((sheet.plies, sheet.first), (16, Some(w3.id)));
    assert!(sheet.black_berserk && !sheet.white_berserk);
    for g in &a2.games[4..] {
        let first = a2.games[..4].iter().find(|old| old.has(g.white)).unwrap();
        assert!(!first.has(g.black), "never the opponent just met");
    }
    open_games(&s, &mut next_channel, now);

    // Second games: three end decisively, one is still being played at the end.
    let a2 = s.arena(a.id).unwrap();
    for i in 4..7 {
        let (w, b, c) = pair_of(&a2, i, &all);
        play(&s, c, [&w, &b], 2, now);
        s.resign(c, &b, now, None).unwrap();
    }
    let (w7, b7, c7) = pair_of(&a2, 7, &all);
    play(&s, c7, [&w7, &b7], 2, now);
    // A pause keeps a free player out of the next pairings.
    let (w4, _, _) = pair_of(&a2, 4, &all);
    s.pause_arena(a.id, &w4).unwrap();
    assert!(s.pause_arena(a.id, &w4).is_err(), "paused twice");
    now += 60;
    clock.set(now);
    sweep(&s, now);
    let a3 = s.arena(a.id).unwrap();
    assert!(
        a3.games[8..].iter().all(|g| !g.has(w4.id)),
        "a paused player waits"
    );
    assert_eq!(
        a3.games.len(),
        8 + 2,
        "four free and ready players, two pairs"
    );
    s.join_arena(a.id, &w4, now).unwrap();

    // The end: the unfinished games count for nothing; the standings and the podium go up.
    let before = points(&s, w7.id) + points(&s, b7.id);
    now = a.ends_at;
    clock.set(now);
    let notices = sweep(&s, now);
    let over: Vec<&Notice> = notices.iter().filter(|n| n.channel == HOME).collect();
    assert!(over.iter().any(|n| n.reply.text().contains("is over")));
    assert!(over.iter().any(|n| n.reply.text().contains("podium")));
    assert_eq!(
        over.iter().filter(|n| n.reply.image.is_some()).count(),
        2,
        "the standings picture and the podium"
    );
    let done = s.arena(a.id).unwrap();
    assert_eq!(done.state, ArenaState::Finished);
    assert_eq!(done.games[7].result, None, "unfinished at the end");
    // Finishing it afterwards changes nothing.
    s.resign(c7, &b7, now + 5, None).unwrap();
    assert!(sweep(&s, now + 10).is_empty());
    assert_eq!(s.arena(a.id).unwrap(), done);
    assert_eq!(s.arena_rows(HOME, Some(77)).unwrap(), None, "no open arena");
    let listed = s.guild_events(77).unwrap();
    assert_eq!(
        listed.iter().map(|e| e.id).collect::<Vec<_>>(),
        vec![a.id],
        "the server's list still shows the arena that just finished"
    );
    assert!(
        s.guild_events(78).unwrap().is_empty(),
        "not another server's"
    );
    let table = s.arena_table(a.id).unwrap();
    assert_eq!((table.state, table.rows.len()), ("finished", 8));
    let rows = towers::service::arena::rows::rows(&done);
    let after: u32 = rows
        .iter()
        .filter(|r| r.user == w7.id || r.user == b7.id)
        .map(|r| r.points)
        .sum();
    assert_eq!(after, before);
    assert_eq!(rows.len(), 8);
    assert!(rows.windows(2).all(|w| w[0].points >= w[1].points));
    assert_eq!(rows.iter().map(|r| r.berserks).sum::<u32>(), 1);
}

#[test]
fn arena_settings_are_checked_and_bounded_per_server() {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    let director = named(1000, "director");
    let mut spec = ArenaSpec::new(HOME, Variant::Bashni);
    spec.guild = Some(5);
    spec.control = Some(TimeControl {
        base_ms: 120_000,
        increment_ms: 1_000,
    });
    assert!(
        s.create_arena(&spec, &director, T0).is_err(),
        "2+1 is no preset"
    );
    spec.control = None;
    spec.minutes = Some(4);
    assert!(s.create_arena(&spec, &director, T0).is_err(), "too short");
    spec.minutes = Some(30);
    spec.starts_at = Some(T0 - 1);
    assert!(s.create_arena(&spec, &director, T0).is_err(), "in the past");
    spec.starts_at = None;
    for _ in 0..3 {
        let a = s.create_arena(&spec, &director, T0).unwrap();
        assert_eq!(a.control.base_ms, 180_000, "3+2 by default");
        assert_eq!(a.starts_at, T0 + 300);
    }
    assert!(s.create_arena(&spec, &director, T0).is_err(), "a fourth");
    spec.guild = Some(6);
    s.create_arena(&spec, &director, T0).unwrap();
}

#[test]
fn a_lone_ready_player_waits_and_a_paused_one_is_not_paired() {
    let s = GameService::new(Arc::new(MemoryStore::new()));
    let all = players(3);
    let mut spec = ArenaSpec::new(HOME, Variant::English);
    spec.starts_at = Some(T0);
    let a = s.create_arena(&spec, &all[0], T0).unwrap();
    for p in &all {
        s.join_arena(a.id, p, T0).unwrap();
    }
    s.pause_arena(a.id, &all[2]).unwrap();
    sweep(&s, T0);
    let a1 = s.arena(a.id).unwrap();
    assert_eq!(a1.games.len(), 1);
    assert!(!a1.games[0].has(all[2].id));
    // Back, but alone among the free: no pairing until a game ends.
    s.join_arena(a.id, &all[2], T0 + 5).unwrap();
    assert!(sweep(&s, T0 + 10).is_empty());
    let rows = s.arena_rows(HOME, None).unwrap().unwrap().rows;
    assert_eq!(rows.iter().filter(|r| r.playing).count(), 2);
    assert!(rows.iter().all(|r| r.ready));
}
