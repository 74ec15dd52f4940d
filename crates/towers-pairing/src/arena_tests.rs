//! Arena scoring with real sequences: lichess's FAQ example (two wins then a draw: 6 points),
//! streaks, berserk, quick draws, unfinished games; standings by points then performance.

use super::*;
use ArenaOutcome::{Draw, Loss, Win};

/// A finished game of 40 plies (20 moves each) against a 1500 player, no berserk.
fn game(outcome: ArenaOutcome) -> ArenaGame {
    ArenaGame {
        opponent: 99,
        opponent_rating: 1500,
        outcome: Some(outcome),
        berserk: false,
        plies: 40,
        moved_first: true,
    }
}

fn points(games: &[ArenaGame]) -> Vec<u32> {
    sheet(games).entries.iter().map(|e| e.points).collect()
}

#[test]
fn two_wins_then_a_draw_is_six_points_as_in_the_faq() {
    let s = sheet(&[game(Win), game(Win), game(Draw)]);
    assert_eq!(s.total, 6);
    assert_eq!(points(&[game(Win), game(Win), game(Draw)]), [2, 2, 2]);
    assert!(s.entries[2].doubled);
    assert!(!s.on_fire);
}

#[test]
fn the_fire_doubles_until_a_game_that_is_not_a_win() {
    let games = [
        game(Win),
        game(Win),
        game(Win),
        game(Win),
        game(Loss),
        game(Win),
        game(Draw),
        game(Win),
        game(Win),
    ];
    assert_eq!(points(&games), [2, 2, 4, 4, 0, 2, 1, 2, 2]);
    let s = sheet(&games);
    assert_eq!(s.total, 19);
    assert!(s.on_fire, "two wins at the end: the next game is doubled");
    // A loss on fire scores nothing and puts it out.
    assert_eq!(
        points(&[game(Win), game(Win), game(Loss), game(Win)]),
        [2, 2, 0, 2]
    );
}

#[test]
fn berserk_adds_a_point_to_a_win_of_at_least_seven_own_moves() {
    let berserk = |outcome, plies, moved_first| ArenaGame {
        berserk: true,
        plies,
        moved_first,
        ..game(outcome)
    };
    // 13 plies: the first mover made 7 moves, the second 6.
    assert_eq!(points(&[berserk(Win, 13, true)]), [3]);
    assert_eq!(points(&[berserk(Win, 13, false)]), [2]);
    assert_eq!(points(&[berserk(Win, 14, false)]), [3]);
    assert_eq!(points(&[berserk(Draw, 40, true)]), [1]);
    assert_eq!(points(&[berserk(Loss, 40, true)]), [0]);
    // On fire: the win doubled, then the berserk point.
    assert_eq!(
        points(&[game(Win), game(Win), berserk(Win, 40, true)]),
        [2, 2, 5]
    );
    assert!(sheet(&[berserk(Win, 40, true)]).entries[0].berserk_point);
}

#[test]
fn a_draw_within_ten_moves_scores_nothing_and_ends_the_fire() {
    let short = |plies| ArenaGame {
        plies,
        ..game(Draw)
    };
    assert_eq!(points(&[short(19)]), [0]);
    assert!(sheet(&[short(19)]).entries[0].quick_draw);
    assert_eq!(points(&[short(20)]), [1]);
    assert_eq!(
        points(&[game(Win), game(Win), short(10), game(Win)]),
        [2, 2, 0, 2]
    );
    // A short decisive game counts as usual.
    assert_eq!(
        points(&[ArenaGame {
            plies: 5,
            ..game(Win)
        }]),
        [2]
    );
}

#[test]
fn unfinished_games_do_not_count() {
    let unfinished = ArenaGame {
        outcome: None,
        ..game(Win)
    };
    let games = [game(Win), game(Win), unfinished, game(Win)];
    let s = sheet(&games);
    assert_eq!(s.entries.len(), 3);
    assert_eq!(points(&games), [2, 2, 4]);
    assert_eq!(performance(&[unfinished]), None);
}

#[test]
fn performance_is_the_opponents_mean_plus_500_per_net_win() {
    let vs = |outcome, rating| ArenaGame {
        opponent_rating: rating,
        ..game(outcome)
    };
    assert_eq!(performance(&[vs(Win, 1600), vs(Draw, 1400)]), Some(1750));
    assert_eq!(performance(&[vs(Loss, 1500)]), Some(1000));
    assert_eq!(performance(&[]), None);
}

#[test]
fn standings_order_points_then_performance_then_rating() {
    let vs = |outcome, rating| ArenaGame {
        opponent_rating: rating,
        ..game(outcome)
    };
    let players = [
        // 4 points against weak opposition.
        ArenaPlayer {
            id: 1,
            rating: 1900,
            games: vec![vs(Win, 1200), vs(Loss, 1300), vs(Win, 1200)],
        },
        // 4 points against strong opposition: ahead of player 1.
        ArenaPlayer {
            id: 2,
            rating: 1500,
            games: vec![vs(Win, 1800), vs(Loss, 1900), vs(Win, 1800)],
        },
        // 6 points on fire.
        ArenaPlayer {
            id: 3,
            rating: 1400,
            games: vec![vs(Win, 1500), vs(Win, 1500), vs(Draw, 1500)],
        },
        // No games: by rating, after everyone with points.
        ArenaPlayer {
            id: 4,
            rating: 2000,
            games: vec![],
        },
        ArenaPlayer {
            id: 5,
            rating: 2100,
            games: vec![],
        },
    ];
    let table = arena_standings(&players);
    let order: Vec<(u32, u32, u32)> = table.iter().map(|s| (s.rank, s.id, s.points)).collect();
    assert_eq!(
        order,
        [(1, 3, 6), (2, 2, 4), (3, 1, 4), (4, 5, 0), (5, 4, 0)]
    );
    assert_eq!(table[1].performance, Some(2000));
    assert_eq!(table[2].performance, Some(1400));
}
