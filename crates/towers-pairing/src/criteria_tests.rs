use super::*;
use crate::dutch::{pair, pair_with_reasons};
use crate::model::{Colour, Outcome, Player, PointSystem, RoundEntry, Tournament};

/// `players` players in a tournament of five rounds, none played yet.
fn tournament(players: u32) -> Tournament {
    let mut t = Tournament::new("why", 5, PointSystem::DRAUGHTS);
    for n in 1..=players {
        t.players.push(Player::new(n, &format!("P{n}"), 2000 - n));
    }
    t
}

fn entry(t: &mut Tournament, number: u32, entry: RoundEntry) {
    let p = t.players.iter_mut().find(|p| p.number == number);
    p.expect("a player of the tournament").rounds.push(entry);
}

/// A game of the next round: `white` against `black`, `white`'s outcome.
fn game(t: &mut Tournament, white: u32, black: u32, outcome: Outcome) {
    let theirs = match outcome {
        Outcome::Win => Outcome::Loss,
        Outcome::Loss => Outcome::Win,
        other => other,
    };
    for (me, them, colour, result) in [
        (white, black, Colour::White, outcome),
        (black, white, Colour::Black, theirs),
    ] {
        let e = RoundEntry {
            opponent: Some(them),
            colour: Some(colour),
            outcome: result,
        };
        entry(t, me, e);
    }
}

/// The decisions for `player` in the next round, checking they leave the pairing as it is.
fn reasons(t: &Tournament, player: u32) -> Vec<(Decided, Criterion)> {
    let (pairing, decisions) = pair_with_reasons(t, Focus::Player(player)).expect("pairs");
    assert_eq!(Ok(pairing), pair(t), "explaining changes no pairing");
    assert!(decisions.iter().all(|d| d.player == player));
    decisions.iter().map(|d| (d.decided, d.criterion)).collect()
}

#[test]
fn round_one_is_the_order_of_candidates() {
    let t = tournament(4);
    // S1 = {1, 2} meets S2 = {3, 4}: every other pairing is as good by every criterion.
    assert_eq!(reasons(&t, 1), vec![(Decided::Pair(3), Criterion::Order)]);
}

#[test]
fn the_only_opponent_left_is_no_choice() {
    let mut t = tournament(4);
    game(&mut t, 1, 3, Outcome::Draw);
    game(&mut t, 2, 4, Outcome::Draw);
    t.played = 1;
    game(&mut t, 2, 1, Outcome::Draw);
    game(&mut t, 3, 4, Outcome::Draw);
    t.played = 2;
    // Player 1 has met 3 and 2: only 4 is left (C1, no rematch).
    assert_eq!(
        reasons(&t, 1),
        vec![(Decided::Pair(4), Criterion::NoChoice)]
    );
}

#[test]
fn colour_preferences_beat_the_order_of_candidates() {
    let mut t = tournament(4);
    game(&mut t, 1, 3, Outcome::Draw);
    game(&mut t, 4, 2, Outcome::Draw);
    t.played = 1;
    // 1 and 4 want black, 2 and 3 white: 1-2 and 3-4 grant every preference, 1-4 and 2-3
    // (the first transposition, as 1-3 is a rematch) would deny two (C10).
    assert_eq!(
        reasons(&t, 1),
        vec![(Decided::Pair(2), Criterion::Quality(10))]
    );
}

#[test]
fn the_bye_goes_to_the_lowest_score() {
    let mut t = tournament(3);
    game(&mut t, 1, 2, Outcome::Win);
    entry(&mut t, 3, RoundEntry::alone(Outcome::PairingBye));
    t.played = 1;
    // 3 may not have a second bye; of 1 (a win) and 2 (a loss) the bye goes to 2.
    assert_eq!(reasons(&t, 2), vec![(Decided::Bye, Criterion::ByeScore)]);
    assert_eq!(
        reasons(&t, 1),
        vec![(Decided::Pair(3), Criterion::ByeScore)]
    );
}

#[test]
fn every_player_has_a_reason_when_all_are_asked_for() {
    let mut t = tournament(5);
    game(&mut t, 1, 4, Outcome::Win);
    game(&mut t, 5, 2, Outcome::Loss);
    entry(&mut t, 3, RoundEntry::alone(Outcome::PairingBye));
    t.played = 1;
    let (pairing, decisions) = pair_with_reasons(&t, Focus::All).expect("pairs");
    for n in 1..=5 {
        let mine: Vec<&Decision> = decisions.iter().filter(|d| d.player == n).collect();
        let paired = pairing.boards.iter().any(|&(w, b)| w == n || b == n);
        assert!(
            mine.iter().any(|d| matches!(d.decided, Decided::Pair(_))) == paired,
            "player {n}: {mine:?}"
        );
        assert_eq!(
            mine.iter().any(|d| d.decided == Decided::Bye),
            pairing.bye == Some(n)
        );
    }
    assert_eq!(
        pair_with_reasons(&t, Focus::None).map(|(_, d)| d),
        Ok(Vec::new())
    );
}

#[test]
fn a_bracket_no_criterion_tells_apart_pairs_as_the_matching_does() {
    // Round 1 of 2 to 41 players: `pair` takes article 4's first candidate at once, the
    // explained pairing solves the matching.
    for players in 2..=41 {
        let t = tournament(players);
        let (solved, _) = pair_with_reasons(&t, Focus::All).expect("pairs");
        assert_eq!(pair(&t), Ok(solved), "{players} players");
    }
}

#[test]
fn a_repeated_downfloat_decides_who_floats() {
    let mut t = tournament(6);
    game(&mut t, 1, 4, Outcome::Win);
    // 2 and 3 win by forfeit: no game, no colour, and a downfloat (1.4.3).
    for (winner, loser) in [(2, 5), (3, 6)] {
        let forfeit = |opponent, outcome| RoundEntry {
            opponent: Some(opponent),
            colour: None,
            outcome,
        };
        entry(&mut t, winner, forfeit(loser, Outcome::ForfeitWin));
        entry(&mut t, loser, forfeit(winner, Outcome::ForfeitLoss));
    }
    t.played = 1;
    // 1, 2 and 3 on a win; 1 and 2 may not meet. One of 1 and 2 meets 3 and the other floats
    // down: article 4 would float 2, the lower ranked, but 2 floated down in round 1 (C12).
    t.forbidden.push((1, 2));
    let one = reasons(&t, 1);
    assert!(
        one.contains(&(Decided::Float, Criterion::Quality(12))),
        "{one:?}"
    );
    assert_eq!(
        reasons(&t, 2),
        vec![(Decided::Pair(3), Criterion::Quality(12))]
    );
}
