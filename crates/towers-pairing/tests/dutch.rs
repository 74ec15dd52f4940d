//! The Dutch pairing on small tournaments: round 1, byes, rematches, colours, forbidden
//! pairs, requested byes, late joins and withdrawals.

use towers_pairing::{dutch, pair, Colour, Outcome, Player, PointSystem, RoundEntry, Tournament};

fn swiss(players: u32, rounds: usize) -> Tournament {
    let mut t = Tournament::new("test", rounds, PointSystem::DRAUGHTS);
    for n in 1..=players {
        t.players.push(Player::new(n, &format!("P{n}"), 2000 - n));
    }
    t
}

/// Plays a pairing: the higher pairing number wins every game.
fn play(t: &mut Tournament, p: &towers_pairing::Pairing) {
    for &(w, b) in &p.boards {
        let (rw, rb) = if w > b {
            (Outcome::Win, Outcome::Loss)
        } else {
            (Outcome::Loss, Outcome::Win)
        };
        for (me, opp, colour, outcome) in [(w, b, Colour::White, rw), (b, w, Colour::Black, rb)] {
            let player = t.players.iter_mut().find(|x| x.number == me).unwrap();
            player.rounds.push(RoundEntry {
                opponent: Some(opp),
                colour: Some(colour),
                outcome,
            });
        }
    }
    if let Some(x) = p.bye {
        let player = t.players.iter_mut().find(|q| q.number == x).unwrap();
        player.rounds.push(RoundEntry::alone(Outcome::PairingBye));
    }
    for player in &mut t.players {
        if player.rounds.len() == t.played {
            player.rounds.push(RoundEntry::alone(Outcome::Absent));
        }
    }
    t.played += 1;
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half_and_alternates_colours() {
    let t = swiss(8, 3);
    let p = pair(&t).unwrap();
    assert_eq!(p.boards, vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert_eq!(p.bye, None);
}

#[test]
fn an_odd_number_gives_the_lowest_player_the_bye_once() {
    let mut t = swiss(7, 6);
    let mut byes = Vec::new();
    for _ in 0..6 {
        let p = pair(&t).expect("pairs");
        assert!(dutch::check_absolute(&t, &p).is_none());
        byes.push(p.bye.expect("a bye"));
        play(&mut t, &p);
    }
    assert_eq!(byes[0], 7);
    let mut unique = byes.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), byes.len(), "no second bye: {byes:?}");
}

#[test]
fn no_rematch_no_colour_clash_over_a_whole_swiss() {
    let mut t = swiss(16, 7);
    for _ in 0..7 {
        let p = pair(&t).expect("pairs");
        assert_eq!(dutch::check_absolute(&t, &p), None);
        play(&mut t, &p);
    }
}

#[test]
fn forbidden_pairs_never_meet() {
    let mut t = swiss(8, 3);
    t.forbidden.push((1, 5));
    let p = pair(&t).unwrap();
    assert!(!p
        .boards
        .iter()
        .any(|&(w, b)| (w, b) == (1, 5) || (w, b) == (5, 1)));
    assert_eq!(dutch::check_absolute(&t, &p), None);
}

#[test]
fn requested_byes_late_joins_and_withdrawals_are_not_paired() {
    let mut t = swiss(8, 5);
    let p = pair(&t).unwrap();
    play(&mut t, &p);
    assert!(t.request_bye(3, Outcome::HalfBye));
    t.players
        .iter_mut()
        .find(|p| p.number == 8)
        .unwrap()
        .withdrawn = true;
    let late = t.join_late("Late", 1500, true);
    assert_eq!(t.player(late).unwrap().rounds[0].outcome, Outcome::HalfBye);
    let p = pair(&t).unwrap();
    let paired: Vec<u32> = p
        .boards
        .iter()
        .flat_map(|&(w, b)| [w, b])
        .chain(p.bye)
        .collect();
    assert!(!paired.contains(&3) && !paired.contains(&8));
    assert!(paired.contains(&late));
    assert_eq!(paired.len(), 7);
    assert_eq!(dutch::check_absolute(&t, &p), None);
}

#[test]
fn no_valid_pairing_is_an_error() {
    // Two players who have met: nothing else is possible.
    let mut t = swiss(2, 3);
    let p = pair(&t).unwrap();
    play(&mut t, &p);
    assert_eq!(pair(&t), Err(towers_pairing::PairingError::NoValidPairing));
}
