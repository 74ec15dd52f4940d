//! Tournament policy through the service: the creation's refusals and limits, entries,
//! the director's controls, a round robin by Berger tables, and what the deadline decides.

use std::collections::HashSet;
use std::sync::Arc;

use towers::service::api::{BoardResult, Format, GamePace, TournamentSpec, TournamentState};
use towers::service::{GameService, ServiceError};
use towers_rules::Variant;
use towers_store::{MemoryStore, Player};

use crate::players::T0;
use crate::store_fixtures::named;

const HOME: u64 = 700_000;
const DAY: u64 = 24 * 3_600;

fn service() -> GameService {
    GameService::new(Arc::new(MemoryStore::new()))
}

fn refused<T: std::fmt::Debug>(result: Result<T, ServiceError>) -> String {
    match result {
        Err(ServiceError::Refused(why)) => why.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

fn director() -> Player {
    named(1, "director")
}

fn entrants(n: u64) -> Vec<Player> {
    (0..n).map(|i| named(100 + i, &format!("p{i}"))).collect()
}

fn spec() -> TournamentSpec {
    let mut spec = TournamentSpec::new(HOME, Variant::Bashni);
    spec.guild = Some(5);
    spec.starts_at = Some(T0 + 60);
    spec
}

/// Opens every waiting board in channels from `*next`.
fn open_all(s: &GameService, next: &mut u64, now: u64) {
    for w in s.tournament_boards_waiting().unwrap() {
        *next += 1;
        s.open_board(w.tournament, w.round, w.board, *next, now)
            .unwrap();
    }
}

#[test]
fn creation_refuses_settings_out_of_range_and_a_sixth_open_tournament() {
    let s = service();
    let d = director();
    let mut bad = spec();
    bad.rounds = Some(0);
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("1 to 15 rounds"));
    bad.rounds = Some(16);
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("1 to 15 rounds"));
    let mut bad = spec();
    bad.entry_limit = Some(1);
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("2 to 200"));
    let mut bad = spec();
    bad.format = Format::RoundRobin;
    bad.entry_limit = Some(11);
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("2 to 10"));
    let mut bad = spec();
    bad.round_secs = Some(60);
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("A round lasts"));
    let mut bad = spec();
    bad.starts_at = Some(T0 - 1);
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("The start must be"));
    let mut bad = spec();
    bad.tiebreaks = Some("sb,buchholz".into());
    let why = refused(s.create_tournament(&bad, &d, T0));
    assert!(
        why.contains("buchholz") && why.contains("solkoff-cut1"),
        "{why}"
    );
    let mut bad = spec();
    bad.pace = Some(GamePace::PerMove(10));
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("time per move"));
    let mut bad = spec();
    bad.name = Some("two\nlines".into());
    assert!(refused(s.create_tournament(&bad, &d, T0)).contains("one line"));

    let mut ok = spec();
    ok.tiebreaks = Some("sb, solkoff".into());
    let t = s.create_tournament(&ok, &d, T0).unwrap();
    assert_eq!(t.tiebreaks, ["sb", "solkoff"]);
    assert_eq!(t.rounds, 5);
    assert_eq!(t.state, TournamentState::Enrolling);
    for _ in 1..5 {
        s.create_tournament(&spec(), &d, T0).unwrap();
    }
    assert!(refused(s.create_tournament(&spec(), &d, T0)).contains("already has 5"));
    // Another server is counted apart.
    let mut other = spec();
    other.guild = Some(6);
    s.create_tournament(&other, &d, T0).unwrap();
}

#[test]
fn entries_respect_the_limit_and_only_the_director_directs() {
    let s = service();
    let mut small = spec();
    small.entry_limit = Some(2);
    let t = s.create_tournament(&small, &director(), T0).unwrap();
    let p = entrants(3);
    s.join_tournament(t.id, &p[0], T0).unwrap();
    assert!(refused(s.join_tournament(t.id, &p[0], T0)).contains("already playing"));
    s.join_tournament(t.id, &p[1], T0).unwrap();
    assert!(refused(s.join_tournament(t.id, &p[2], T0)).contains("full"));
    // Leaving before the start frees the place.
    s.leave_tournament(t.id, &p[1]).unwrap();
    s.join_tournament(t.id, &p[2], T0).unwrap();
    assert!(refused(s.start_tournament(t.id, &p[0], T0)).contains("Only the director"));
    assert!(refused(s.forbid_pair(t.id, &p[0], &p[0], &p[2])).contains("Only the director"));
    assert!(refused(s.forbid_pair(t.id, &director(), &p[0], &p[0])).contains("two different"));
    assert!(refused(s.forbid_pair(t.id, &director(), &p[0], &p[1])).contains("not playing"));
    assert!(refused(s.join_tournament(99, &p[0], T0)).contains("no tournament 99"));
}

#[test]
fn a_forbidden_pair_is_never_paired() {
    let s = service();
    let t = s.create_tournament(&spec(), &director(), T0).unwrap();
    let p = entrants(4);
    for x in &p {
        s.join_tournament(t.id, x, T0).unwrap();
    }
    s.forbid_pair(t.id, &director(), &p[0], &p[2]).unwrap();
    s.start_tournament(t.id, &director(), T0).unwrap();
    let t = s.tournament(t.id).unwrap();
    let round = &t.round_list[0];
    assert_eq!(round.boards.len(), 2);
    assert!(round.boards.iter().all(|b| {
        let pair = (b.white.min(b.black), b.white.max(b.black));
        pair != (p[0].id, p[2].id)
    }));
    assert!(round.input_trf.contains("XXF 1 3"), "{}", round.input_trf);
}

#[test]
fn a_round_robin_meets_everyone_once_by_berger_tables() {
    let s = service();
    let mut rr = spec();
    rr.format = Format::RoundRobin;
    let t = s.create_tournament(&rr, &director(), T0).unwrap();
    let p = entrants(4);
    for x in &p {
        s.join_tournament(t.id, x, T0).unwrap();
    }
    assert!(refused(s.request_bye(t.id, &p[0], 2)).contains("Swiss"));
    let notices = s.start_tournament(t.id, &director(), T0).unwrap();
    assert!(notices
        .iter()
        .any(|n| n.reply.text().contains("Round 1 of 3")));
    let mut channel = 10_000;
    let mut met = HashSet::new();
    for round in 1..=3 {
        open_all(&s, &mut channel, T0);
        let t = s.tournament(t.id).unwrap();
        let r = t.round_list.last().unwrap();
        assert_eq!(r.number, round);
        for b in &r.boards {
            assert!(met.insert((b.white.min(b.black), b.white.max(b.black))));
            let black = p.iter().find(|x| x.id == b.black).unwrap();
            s.resign(b.channel.unwrap(), black, T0, None).unwrap();
        }
        s.sweep(T0).unwrap();
    }
    assert_eq!(met.len(), 6, "every pair of four once");
    let t = s.tournament(t.id).unwrap();
    assert_eq!(t.state, TournamentState::Finished);
    let rows = s.tournament_standings(t.id).unwrap();
    // White won every game: 2 points a win.
    assert_eq!(rows.iter().map(|r| r.points).sum::<u32>(), 6 * 20);
    assert!(rows.iter().all(|r| r.wins + r.losses == 3));
    assert_eq!(rows[0].cross.iter().filter(|c| c.is_some()).count(), 3);
}

#[test]
fn too_few_players_cancel_the_tournament_at_its_start() {
    let s = service();
    let t = s.create_tournament(&spec(), &director(), T0).unwrap();
    s.join_tournament(t.id, &entrants(1)[0], T0).unwrap();
    let notices = s.sweep(T0 + 60).unwrap();
    assert!(notices
        .iter()
        .any(|n| n.channel == HOME && n.reply.text().contains("is cancelled")));
    assert_eq!(s.tournament(t.id).unwrap().state, TournamentState::Finished);
    assert!(refused(s.join_tournament(t.id, &entrants(2)[1], T0)).contains("is over"));
}

#[test]
fn a_pause_stops_the_deadline_and_moves_it_on_by_its_length() {
    let s = service();
    let t = s.create_tournament(&spec(), &director(), T0).unwrap();
    let p = entrants(2);
    for x in &p {
        s.join_tournament(t.id, x, T0).unwrap();
    }
    s.start_tournament(t.id, &director(), T0).unwrap();
    let deadline = s.tournament(t.id).unwrap().round_list[0].deadline;
    assert_eq!(deadline, T0 + 7 * DAY);
    s.pause_tournament(t.id, &director(), true, T0 + DAY)
        .unwrap();
    // Past the old deadline, paused: nothing is decided.
    assert!(s.sweep(deadline + 1).unwrap().is_empty());
    assert!(refused(s.pause_tournament(t.id, &director(), true, T0)).contains("not being played"));
    s.pause_tournament(t.id, &director(), false, T0 + 3 * DAY)
        .unwrap();
    let t = s.tournament(t.id).unwrap();
    assert_eq!(t.round_list[0].deadline, deadline + 2 * DAY);
    assert_eq!(t.round_list[0].boards[0].result, None);
}

#[test]
fn the_deadline_decides_what_was_not_played() {
    let s = service();
    let t = s.create_tournament(&spec(), &director(), T0).unwrap();
    let p = entrants(6);
    for x in &p {
        s.join_tournament(t.id, x, T0).unwrap();
    }
    s.start_tournament(t.id, &director(), T0).unwrap();
    let t0 = s.tournament(t.id).unwrap();
    let boards = t0.round_list[0].boards.clone();
    // Board 1 is never given a channel; board 2's players never move; board 3's White moves.
    let mut channel = 20_000;
    for i in 1..3 {
        channel += 1;
        s.open_board(t.id, 1, i, channel, T0).unwrap();
    }
    let b3 = s.tournament(t.id).unwrap().round_list[0].boards[2].clone();
    let white = p.iter().find(|x| x.id == b3.white).unwrap();
    let moves = s.move_choices(b3.channel.unwrap(), white.id, "").unwrap();
    s.play(b3.channel.unwrap(), white, &moves[0], T0).unwrap();
    let deadline = t0.round_list[0].deadline;
    let notices = s.sweep(deadline).unwrap();
    let t = s.tournament(t.id).unwrap();
    let r = &t.round_list[0];
    assert!(r.closed);
    assert_eq!(r.boards[0].result, Some(BoardResult::DoubleForfeit));
    assert_eq!(r.boards[1].result, Some(BoardResult::DoubleForfeit));
    assert_eq!(r.boards[2].result, Some(BoardResult::BlackForfeits));
    // Nobody is blamed for a board the bot never opened; the absent ones are withdrawn.
    let withdrawn = |id: u64| t.entrant(id).unwrap().withdrawn;
    assert!(!withdrawn(boards[0].white) && !withdrawn(boards[0].black));
    assert!(withdrawn(boards[1].white) && withdrawn(boards[1].black));
    assert!(!withdrawn(b3.white) && withdrawn(b3.black));
    // The games are gone from their channels (not archived: unrated), each told why.
    for b in &r.boards[1..] {
        assert!(s.store().load(b.channel.unwrap()).unwrap().is_none());
        assert!(notices
            .iter()
            .any(|n| n.channel == b.channel.unwrap() && n.reply.text().contains("deadline")));
    }
    // Round 2 pairs the three who are left: one bye.
    let r2 = &t.round_list[1];
    assert_eq!(r2.boards.len(), 1);
    assert!(r2.bye.is_some());
    // The director's result closes a board.
    let (said, _) = s
        .set_board_result(t.id, &director(), 2, 0, BoardResult::Draw, deadline)
        .unwrap();
    assert!(said.to_string().contains("Drawn"), "{said}");
    let t = s.tournament(t.id).unwrap();
    assert!(t.round_list[1].closed);
    assert_eq!(t.round_list.len(), 3);
}

#[test]
fn points_shown_as_one_half_zero_halve_points_and_tiebreaks_but_not_wins() {
    // Two players, two rounds, a draw in round 1.
    let s = service();
    let mut half = spec();
    half.rounds = Some(2);
    half.points = towers::service::api::PointDisplay::OneHalfZero;
    half.tiebreaks = Some("solkoff,wins".into());
    let t = s.create_tournament(&half, &director(), T0).unwrap();
    let p = entrants(2);
    for x in &p {
        s.join_tournament(t.id, x, T0).unwrap();
    }
    s.start_tournament(t.id, &director(), T0).unwrap();
    let mut channel = 30_000;
    open_all(&s, &mut channel, T0);
    let b = s.tournament(t.id).unwrap().round_list[0].boards[0].clone();
    let (white, black) = (
        p.iter().find(|x| x.id == b.white).unwrap(),
        p.iter().find(|x| x.id == b.black).unwrap(),
    );
    let ch = b.channel.unwrap();
    let first = s.move_choices(ch, white.id, "").unwrap();
    s.play(ch, white, &first[0], T0).unwrap();
    let reply = s.move_choices(ch, black.id, "").unwrap();
    s.play(ch, black, &reply[0], T0).unwrap();
    s.draw(ch, white, T0, None).unwrap();
    s.draw(ch, black, T0, None).unwrap();
    let notices = s.sweep(T0).unwrap();
    assert!(
        notices
            .iter()
            .any(|n| n.reply.text().contains("(points: 0.5)")),
        "{:?}",
        notices.iter().map(|n| n.reply.text()).collect::<Vec<_>>()
    );
    let rows = s.tournament_standings(t.id).unwrap();
    // Half a point each; Solkoff, the opponent's half point; no wins.
    assert_eq!(rows[0].points, 5);
    assert_eq!(rows[0].tiebreaks, [0.5, 0.0]);
    // Round 2 cannot be paired (the two have met, and a rematch is never paired): the Swiss
    // ends after round 1.
    let t = s.tournament(t.id).unwrap();
    assert_eq!(t.state, towers::service::api::TournamentState::Finished);
    assert_eq!(t.round_list.len(), 1);
}
