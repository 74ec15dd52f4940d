//! Two-game micro-matches: each pairing plays two games in one channel, colours swapped,
//! both from the same balloted opening; the pairing's points are the two games' sum.

use std::sync::Arc;

use towers::service::api::{TournamentSpec, TournamentState};
use towers::service::tournament::ballots::ballot;
use towers::service::tournament::round::lot;
use towers::service::GameService;
use towers_pairing::trf;
use towers_rules::Variant;
use towers_store::{ChannelRecord, GameStatus, MemoryStore, Player, Store};

use crate::players::T0;
use crate::store_fixtures::named;

const HOME: u64 = 730_000;

/// The active game in `channel`: its White, Black and moves.
fn game_in(store: &MemoryStore, channel: u64) -> (u64, u64, Vec<String>) {
    match store.load(channel).unwrap() {
        Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => (
            g.white.id,
            g.black.id,
            g.moves.iter().map(|m| m.to_string()).collect(),
        ),
        other => panic!("no game in progress in {channel}: {other:?}"),
    }
}

#[test]
fn a_micro_match_plays_both_games_from_one_opening_and_sums_their_points() {
    let store = Arc::new(MemoryStore::new());
    let s = GameService::new(store.clone());
    let director = named(1, "director");
    let mut spec = TournamentSpec::new(HOME, Variant::Russian);
    spec.name = Some("Cup".into());
    spec.rounds = Some(2);
    spec.starts_at = Some(T0 + 60);
    spec.micro_match = true;
    let t = s.create_tournament(&spec, &director, T0).unwrap();
    let players: Vec<Player> = (0..4).map(|i| named(400 + i, &format!("p{i}"))).collect();
    for p in &players {
        s.join_tournament(t.id, p, T0).unwrap();
    }
    let now = T0 + 60;
    s.sweep(now).unwrap();
    let round = s.tournament(t.id).unwrap().round_list[0].clone();
    // Two pairings, two boards each: the second the first reversed, the same opening.
    assert_eq!(round.boards.len(), 4);
    for k in 0..2 {
        let (first, second) = (&round.boards[2 * k], &round.boards[2 * k + 1]);
        assert_eq!((second.white, second.black), (first.black, first.white));
        let drawn: Vec<String> = ballot(Variant::Russian, lot(t.id, 1, k))
            .unwrap()
            .into_iter()
            .map(String::from)
            .collect();
        assert_eq!(first.opening, drawn);
        assert_eq!(second.opening, drawn);
    }
    // Only the first games wait for a channel.
    let waiting = s.tournament_boards_waiting().unwrap();
    assert_eq!(waiting.iter().map(|w| w.board).collect::<Vec<_>>(), [0, 2]);
    for (i, w) in waiting.iter().enumerate() {
        s.open_board(w.tournament, w.round, w.board, 70_000 + i as u64, now)
            .unwrap();
    }
    let by_id = |id: u64| players.iter().find(|p| p.id == id).unwrap();
    let (a, b) = (round.boards[0].white, round.boards[0].black);
    let (c, d) = (round.boards[2].white, round.boards[2].black);
    let (one, two) = (70_000, 70_001);
    // The first games start from the opening, the pairing's White as White.
    let (white, black, moves) = game_in(&store, one);
    assert_eq!((white, black), (a, b));
    assert_eq!(moves, round.boards[0].opening);

    // Game 1: A beats B; C and D draw.
    s.resign(one, by_id(b), now, None).unwrap();
    s.draw(two, by_id(c), now, None).unwrap();
    s.draw(two, by_id(d), now, None).unwrap();
    let notices = s.sweep(now + 10).unwrap();
    // The second games start in the same channels, colours reversed, from the same opening.
    for (channel, (white, black), board) in [(one, (b, a), 1), (two, (d, c), 3)] {
        let (w, bl, moves) = game_in(&store, channel);
        assert_eq!((w, bl), (white, black));
        assert_eq!(moves, round.boards[board].opening);
        assert!(notices.iter().any(|n| n.channel == channel), "{notices:?}");
    }
    let t_now = s.tournament(t.id).unwrap();
    assert_eq!(t_now.round_list[0].boards[1].channel, Some(one));
    assert!(!t_now.round_list[0].closed);

    // Game 2: A beats B again (4-0); D beats C (3-1 to D).
    s.resign(one, by_id(b), now + 20, None).unwrap();
    s.resign(two, by_id(c), now + 20, None).unwrap();
    s.sweep(now + 30).unwrap();
    let t_now = s.tournament(t.id).unwrap();
    assert_eq!(t_now.state, TournamentState::Running { round: 2 });
    // Round 2 is paired on the doubled rounds: no rematch, and its stored input pairs again
    // to the stored output.
    let second = &t_now.round_list[1];
    assert_eq!(second.boards.len(), 4);
    let met = |x: u64, y: u64| (x == a && y == b) || (x == b && y == a);
    let met2 = |x: u64, y: u64| (x == c && y == d) || (x == d && y == c);
    assert!(second
        .boards
        .iter()
        .all(|bd| !met(bd.white, bd.black) && !met2(bd.white, bd.black)));
    let input = trf::read(&second.input_trf).unwrap();
    assert_eq!(input.played, 2);
    assert_eq!(towers_pairing::pair(&input).unwrap().boards, second.pairs);
    let why = s.tournament_why(t.id, a).unwrap().to_string();
    // A's points are the match's (4), its opponent's D's 3-1 (3).
    assert!(
        why.contains("(points: 4)") && why.contains("(points: 3)"),
        "{why}"
    );
    let rows = s.tournament_standings(t.id).unwrap();
    let points = |user: u64| rows.iter().find(|r| r.user == user).unwrap().points;
    assert_eq!(
        [points(a), points(d), points(c), points(b)],
        [40, 30, 10, 0],
        "in tenths of 2-1-0"
    );
    let winner = rows.iter().find(|r| r.user == a).unwrap();
    assert_eq!((winner.wins, winner.draws, winner.losses), (2, 0, 0));
    // The TRF holds each game of the closed round as a round of its own.
    let read = trf::read(&s.export_tournament(t.id).unwrap().trf).unwrap();
    assert_eq!(read.played, 2);
}
