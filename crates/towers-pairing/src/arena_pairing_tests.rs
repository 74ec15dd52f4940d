//! Pairing the arena's ready players: by rank and rating, never the opponent just met (unless
//! only those two have waited long), the player who became ready last waits.

use super::*;

fn ready(id: u32, rank: u32, rating: i32) -> Ready {
    Ready {
        id,
        rank,
        rating,
        last_opponent: None,
        waiting_secs: 5,
    }
}

#[test]
fn neighbours_in_the_standings_meet() {
    let players = [
        ready(10, 1, 1800),
        ready(11, 2, 1750),
        ready(12, 3, 1600),
        ready(13, 4, 1590),
    ];
    assert_eq!(pair_ready(&players), [(10, 11), (12, 13)]);
    // Listed in any order, the same pairs.
    let mut reversed = players;
    reversed.reverse();
    assert_eq!(pair_ready(&reversed), [(10, 11), (12, 13)]);
}

#[test]
fn rating_decides_between_equally_distant_ranks() {
    // 2 is one place from 1 and from 3; 1 is rated like 2, 3 far below.
    let players = [
        ready(1, 1, 1700),
        ready(2, 2, 1700),
        ready(3, 3, 1000),
        ready(4, 9, 1000),
    ];
    assert_eq!(pair_ready(&players), [(1, 2), (3, 4)]);
}

#[test]
fn never_the_opponent_just_met() {
    let mut players = [
        ready(1, 1, 1800),
        ready(2, 2, 1790),
        ready(3, 3, 1500),
        ready(4, 4, 1490),
    ];
    players[0].last_opponent = Some(2);
    players[1].last_opponent = Some(1);
    let pairs = pair_ready(&players);
    assert_eq!(pairs.len(), 2);
    assert!(!pairs.contains(&(1, 2)), "{pairs:?}");
    // Only one side remembering the game is enough.
    players[1].last_opponent = None;
    assert!(!pair_ready(&players).contains(&(1, 2)));
}

#[test]
fn the_only_two_who_just_met_wait_before_a_rematch() {
    let mut a = ready(1, 1, 1800);
    let mut b = ready(2, 2, 1700);
    a.last_opponent = Some(2);
    b.last_opponent = Some(1);
    a.waiting_secs = REMATCH_AFTER_SECS + 10;
    b.waiting_secs = REMATCH_AFTER_SECS - 1;
    assert!(pair_ready(&[a, b]).is_empty());
    b.waiting_secs = REMATCH_AFTER_SECS;
    assert_eq!(pair_ready(&[a, b]), [(1, 2)]);
    // With a third player ready the rematch is not allowed, however long the wait.
    let c = ready(3, 3, 1200);
    assert_eq!(pair_ready(&[a, b, c]), [(1, 3)]);
}

#[test]
fn with_an_odd_number_the_one_ready_last_waits() {
    let mut players = [ready(1, 1, 1800), ready(2, 2, 1790), ready(3, 3, 1780)];
    players[0].waiting_secs = 1;
    players[1].waiting_secs = 20;
    players[2].waiting_secs = 12;
    assert_eq!(pair_ready(&players), [(2, 3)]);
    players[0].waiting_secs = 30;
    players[2].waiting_secs = 0;
    assert_eq!(pair_ready(&players), [(1, 2)]);
}

#[test]
fn fewer_than_two_and_duplicates_pair_nobody() {
    assert!(pair_ready(&[]).is_empty());
    assert!(pair_ready(&[ready(1, 1, 1500)]).is_empty());
    assert!(pair_ready(&[ready(1, 1, 1500), ready(1, 1, 1500)]).is_empty());
    let twice = [ready(1, 1, 1500), ready(2, 2, 1500), ready(1, 1, 1500)];
    assert_eq!(pair_ready(&twice), [(1, 2)]);
}

#[test]
fn a_crowd_is_capped_and_everyone_paired_is_paired_once() {
    let players: Vec<Ready> = (0..MAX_READY as u32 + 101)
        .map(|i| Ready {
            waiting_secs: i % 50,
            rating: i32::MIN + i as i32,
            ..ready(i, u32::MAX - i, 0)
        })
        .collect();
    let pairs = pair_ready(&players);
    assert_eq!(pairs.len(), MAX_READY / 2);
    let mut seen: Vec<u32> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), MAX_READY);
}
