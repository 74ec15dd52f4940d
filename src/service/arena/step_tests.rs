use super::*;
use towers_rules::{RuleOptions, Variant};
use towers_store::arena::ArenaEntrant;
use towers_store::{Player, TimeControl};

fn entrant(id: u64, rating: u32) -> ArenaEntrant {
    ArenaEntrant {
        player: Player {
            id,
            name: format!("p{id}"),
        },
        rating,
        ready: true,
        free_since: 0,
    }
}

fn arena(players: &[u64]) -> ArenaRecord {
    ArenaRecord {
        id: 1,
        name: "a".into(),
        guild: None,
        channel: 2,
        thread: None,
        director: Player {
            id: 9,
            name: "d".into(),
        },
        variant: Variant::Russian,
        options: RuleOptions::default(),
        control: TimeControl {
            base_ms: 180_000,
            increment_ms: 2_000,
        },
        starts_at: 100,
        ends_at: 700,
        rated: true,
        state: ArenaState::Waiting,
        players: players.iter().map(|&p| entrant(p, 1500)).collect(),
        games: Vec::new(),
        created_at: 0,
    }
}

fn finished(result: GameResult, at: u64) -> GameSeen {
    GameSeen::Finished {
        result,
        plies: 30,
        first: 11,
        at,
    }
}

#[test]
fn nothing_happens_before_the_start_and_everyone_ready_is_paired_at_it() {
    let a = arena(&[11, 12, 13, 14, 15]);
    let (same, d) = decide(a.clone(), &HashMap::new(), 99);
    assert_eq!((same, d), (a.clone(), Decisions::default()));
    let (started, d) = decide(a, &HashMap::new(), 100);
    assert!(d.started);
    assert_eq!(started.state, ArenaState::Running);
    assert_eq!(d.paired, [0, 1], "five players: two pairs, one waits");
    let paired: Vec<u64> = started
        .games
        .iter()
        .flat_map(|g| [g.white, g.black])
        .collect();
    assert_eq!(paired.len(), 4);
    // The same step again pairs nobody more.
    let (again, d) = decide(started.clone(), &HashMap::new(), 100);
    assert_eq!(again, started);
    assert!(d.paired.is_empty());
}

#[test]
fn a_finished_game_is_written_and_its_players_are_paired_again_but_not_together() {
    let (mut a, _) = decide(arena(&[11, 12, 13, 14]), &HashMap::new(), 100);
    let seen = HashMap::from([
        (0, finished(GameResult::WhiteWins, 150)),
        (1, finished(GameResult::Draw, 150)),
    ]);
    let (a2, d) = decide(a.clone(), &seen, 160);
    assert_eq!(d.results, [0, 1]);
    assert_eq!(a2.games[0].result, Some(GameResult::WhiteWins));
    assert_eq!((a2.games[0].plies, a2.games[0].first), (30, Some(11)));
    assert_eq!(d.paired.len(), 2);
    for g in &a2.games[2..] {
        for old in &a2.games[..2] {
            assert!(!(old.has(g.white) && old.has(g.black)), "a rematch");
        }
    }
    // A paused player is not paired once free.
    a.players[0].ready = false;
    let (a3, d) = decide(a, &seen, 160);
    assert_eq!(d.paired.len(), 1);
    assert!(a3.games[2..].iter().all(|g| !g.has(11)));
}

#[test]
fn the_end_cuts_unfinished_games_and_one_finished_after_it_does_not_count() {
    let (a, _) = decide(arena(&[11, 12, 13, 14, 15, 16]), &HashMap::new(), 100);
    let seen = HashMap::from([
        (0, finished(GameResult::BlackWins, 700)),
        (1, finished(GameResult::WhiteWins, 701)),
        (2, GameSeen::Playing),
    ]);
    let (done, d) = decide(a, &seen, 705);
    assert!(d.finished && d.paired.is_empty());
    assert_eq!(done.state, ArenaState::Finished);
    assert_eq!(
        done.games[0].result,
        Some(GameResult::BlackWins),
        "at the end: counts"
    );
    assert_eq!(done.games[1].result, None, "after the end: does not count");
    assert_eq!(done.games[2].result, None);
    assert_eq!(
        done.current_game(13),
        None,
        "nobody plays in a finished arena"
    );
    let (again, d) = decide(done.clone(), &seen, 800);
    assert_eq!((again, d), (done, Decisions::default()));
}

#[test]
fn a_game_gone_without_a_result_is_void_and_frees_its_players() {
    let (a, _) = decide(arena(&[11, 12]), &HashMap::new(), 100);
    let (a2, d) = decide(a, &HashMap::from([(0, GameSeen::Missing)]), 200);
    assert!(a2.games[0].void);
    assert_eq!(d.results, [0]);
    // The only two ready players, who just met, wait before meeting again.
    assert!(d.paired.is_empty());
    let (a3, d) = decide(a2, &HashMap::new(), 200 + 30);
    assert_eq!(d.paired, [1]);
    assert_eq!(a3.games.len(), 2);
}

#[test]
fn white_goes_to_whoever_had_it_less() {
    let (a, _) = decide(arena(&[11, 12]), &HashMap::new(), 100);
    let first_white = a.games[0].white;
    let seen = HashMap::from([(0, finished(GameResult::Draw, 150))]);
    let (a2, _) = decide(a, &seen, 150);
    // The only two, who just met, meet again after waiting.
    let (a2, _) = decide(a2, &HashMap::new(), 200);
    assert_eq!(a2.games.len(), 2);
    assert_ne!(a2.games[1].white, first_white);
}

#[test]
fn a_pairing_never_given_a_channel_is_void_after_a_while() {
    let (a, _) = decide(arena(&[11, 12, 13, 14]), &HashMap::new(), 100);
    let (mut a, _) = decide(a, &HashMap::new(), 100 + OPEN_WITHIN_SECS - 1);
    assert!(a.games.iter().all(|g| !g.void));
    a.games[0].channel = Some(5);
    let (a, d) = decide(a, &HashMap::new(), 100 + OPEN_WITHIN_SECS);
    assert_eq!(d.results, [1]);
    assert!(!a.games[0].void && a.games[1].void);
}
