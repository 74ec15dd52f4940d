//! The TRF reader: files written by the writer read back the same, and damaged files give a
//! line-numbered error, never a panic.

use towers_pairing::{trf, Outcome, PointSystem};

const SMALL: &str = "012 Club Swiss
001    1      Alpha One                         2181                             3.0    1     4 w 1     2 b 1     3 w 0
001    2      Beta Two                          2078                             1.0    2     5 b 1     1 w 0     6 b -
001    3      Gamma Three                       2036                             2.0    3     6 w 1     4 b 0     1 b 1
001    4      Delta Four                        1697                             2.0    4     1 b 0     3 w 1  0000 - H
001    5      Epsilon Five                      1681                             1.0    5     2 w 0     6 b 1  0000 - -
001    6      Zeta Six                          1632                             1.0    6     3 b 0     5 w 0     2 w +

092 FIDE_DUTCH_2025
162  W 2.0    D 1.0
XXR 5
XXC white1
";

#[test]
fn a_file_reads_with_its_rounds_results_and_points() {
    let t = trf::read(SMALL).expect("valid file");
    assert_eq!(t.name, "Club Swiss");
    assert_eq!(t.players.len(), 6);
    assert_eq!(t.played, 3);
    assert_eq!(t.total_rounds, 5);
    assert_eq!(t.points, PointSystem::DRAUGHTS);
    let four = t.player(4).expect("player 4");
    assert_eq!(four.rounds[2].outcome, Outcome::HalfBye);
    let two = t.player(2).expect("player 2");
    assert_eq!(two.rounds[2].outcome, Outcome::ForfeitLoss);
    assert_eq!(t.score(t.player(1).unwrap()), 40);
    assert_eq!(t.score(four), 30);
}

#[test]
fn written_files_read_back_the_same() {
    let t = trf::read(SMALL).expect("valid file");
    let again = trf::read(&trf::write(&t)).expect("the writer's file reads");
    assert_eq!(again.players, t.players);
    assert_eq!(
        (again.played, again.total_rounds),
        (t.played, t.total_rounds)
    );
    assert_eq!(again.points, t.points);
    assert_eq!(again.initial_colour, t.initial_colour);
}

#[test]
fn errors_name_the_line() {
    let bad = SMALL.replace("6 w 1     4 b 0", "6 w 1     4 x 0");
    let e = trf::read(&bad).expect_err("bad colour");
    assert_eq!(e.line, 4);
    assert!(e.to_string().starts_with("line 4: "), "{e}");
    let bad = SMALL.replace("XXR 5", "XXR five");
    assert_eq!(trf::read(&bad).expect_err("bad XXR").line, 10 + 1);
    let bad = SMALL.replace("001    6      Zeta", "001    x      Zeta");
    assert_eq!(trf::read(&bad).expect_err("bad number").line, 7);
    // An opponent whose own line does not agree.
    let bad = SMALL.replace("     2 w +", "     1 w +");
    assert!(trf::read(&bad).is_err());
}

#[test]
fn damaged_files_never_panic() {
    // Every prefix, every single-character change to a few characters, and lines cut anywhere:
    // an error or a tournament, never a panic.
    let chars: Vec<char> = SMALL.chars().collect();
    for end in 0..chars.len() {
        let _ = trf::read(&chars[..end].iter().collect::<String>());
    }
    let mut rng = fastrand::Rng::with_seed(39);
    let alphabet: Vec<char> = "0123456789 wb-+=UHFZ.\n\u{e9}x".chars().collect();
    for _ in 0..3000 {
        let mut c = chars.clone();
        for _ in 0..rng.usize(1..4) {
            let i = rng.usize(0..c.len());
            c[i] = alphabet[rng.usize(0..alphabet.len())];
        }
        let text: String = c.into_iter().collect();
        if let Ok(t) = trf::read(&text) {
            // Whatever reads can be paired or refused, without a panic.
            let _ = towers_pairing::pair(&t);
            let _ = towers_pairing::standings(&t, &towers_pairing::Tiebreak::ALL);
        }
    }
}
