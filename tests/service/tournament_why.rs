//! `/tournament why` names the criterion of the Dutch system that decided each pairing, float
//! and bye: a five-player Swiss paired by the service, asked about every player in rounds 1
//! and 2.

use std::sync::Arc;

use towers::service::api::{GamePace, TournamentSpec};
use towers::service::game::clock::ManualClock;
use towers::service::GameService;
use towers_rules::Variant;
use towers_store::{SledStore, Store};

use crate::players::T0;
use crate::store_fixtures::named;

const HOME: u64 = 910_000;
const DAY: u64 = 24 * 3_600;

/// Every paired player's explanation of the last round, by user id.
fn whys(s: &GameService, id: u64) -> Vec<(u64, String)> {
    let t = s.tournament(id).unwrap();
    let r = t.round_list.last().unwrap();
    let mut users: Vec<u64> = r.boards.iter().flat_map(|b| [b.white, b.black]).collect();
    users.extend(r.bye);
    users
        .into_iter()
        .map(|u| (u, s.tournament_why(id, u).unwrap().to_string()))
        .collect()
}

#[test]
fn why_names_the_criterion_that_decided_each_pairing_and_the_bye() {
    let dir = tempfile::tempdir().unwrap();
    let clock = ManualClock::at(T0);
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).unwrap());
    let s = GameService::new(store).with_clock(clock.clone());
    let director = named(1000, "director");
    let mut spec = TournamentSpec::new(HOME, Variant::Russian);
    spec.name = Some("Why Cup".into());
    spec.rounds = Some(3);
    spec.pace = Some(GamePace::PerMove(DAY));
    spec.starts_at = Some(T0 + 60);
    let t = s.create_tournament(&spec, &director, T0).unwrap();
    let players: Vec<_> = (0..5).map(|i| named(3001 + i, &format!("P{i}"))).collect();
    for p in &players {
        s.join_tournament(t.id, p, T0).unwrap();
    }
    let now = T0 + 60;
    clock.set(now);
    s.sweep(now).unwrap();
    let round1 = whys(&s, t.id);
    assert_eq!(round1.len(), 5);
    // Round 1: one score group, no history: no criterion tells the pairings apart.
    for (_, text) in &round1 {
        assert!(
            text.contains("was decided by no criterion: every other pairing was as good"),
            "{text}"
        );
    }
    // Round 1: White wins every game.
    let mut channel = 60_000;
    for w in s.tournament_boards_waiting().unwrap() {
        channel += 1;
        s.open_board(w.tournament, w.round, w.board, channel, now)
            .unwrap();
        let t = s.tournament(t.id).unwrap();
        let b = &t.round_list.last().unwrap().boards[w.board];
        let by = |id: u64| players.iter().find(|p| p.id == id).unwrap().clone();
        let (white, black) = (by(b.white), by(b.black));
        for who in [&white, &black] {
            let moves = s.move_choices(channel, who.id, "").unwrap();
            s.play(channel, who, &moves[0], now).unwrap();
        }
        s.resign(channel, &black, now, None).unwrap();
    }
    s.sweep(now).unwrap();
    let t2 = s.tournament(t.id).unwrap();
    assert_eq!(t2.round_list.len(), 2);
    // Round 2: 3001, 3004 and 3005 (the bye of round 1: a downfloat) on 2 points, 3002 and
    // 3003 on 0. 3005 may not float again (C12), so 3004 floats, the lower of the other two
    // (article 4's order); it meets 3003 (it has met 3002) rather than take the bye, which
    // goes to the lowest score (the bye's rule): 3002.
    let round2: std::collections::HashMap<u64, String> = whys(&s, t.id).into_iter().collect();
    assert_eq!(round2.len(), 5);
    let floater = &round2[&3004];
    assert!(floater.contains("by floating down"), "{floater}");
    assert!(
        floater.contains("Their float was decided by no criterion"),
        "{floater}"
    );
    assert!(
        floater.contains("This pairing was decided by the bye's rule"),
        "{floater}"
    );
    assert!(
        round2[&3002].contains("had the pairing-allocated bye")
            && round2[&3002].contains("The bye was decided by"),
        "{}",
        round2[&3002]
    );
    for lang_free in round2.values() {
        assert!(!lang_free.contains('$'), "{lang_free}");
    }
}
