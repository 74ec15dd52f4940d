//! Round robins by Berger tables (FIDE's, C.05 Annex 1), for up to 10 players in the bot.

use crate::Pairing;

/// The largest round robin the bot offers.
pub const MAX_PLAYERS: usize = 10;

/// The boards of round `round` (1-based) of a round robin of `players` players, as
/// (white, black) pairing numbers, and the player with the bye when the number is odd.
/// Rounds past one cycle repeat it with colours swapped (a double round robin). `None`
/// for fewer than two players or round 0.
pub fn round(players: usize, round: usize) -> Option<Pairing> {
    if players < 2 || round == 0 {
        return None;
    }
    // An odd number plays against a dummy: meeting it is the bye.
    let n = players + players % 2;
    let cycle = n - 1;
    let swap = ((round - 1) / cycle) % 2 == 1;
    let r = (round - 1) % cycle + 1;
    let wrap = |v: i64| -> u32 { ((v - 1).rem_euclid(cycle as i64) + 1) as u32 };
    let last = n as u32;
    // The first board: the fixed player against the rotating one, colours alternating.
    let (first_white, first_black, a) = if r % 2 == 1 {
        let a = r.div_ceil(2) as u32;
        (a, last, a)
    } else {
        let a = (n / 2 + r / 2) as u32;
        (last, a, a)
    };
    let mut boards = vec![(first_white, first_black)];
    for k in 1..(n / 2) {
        let k = k as i64;
        boards.push((wrap(i64::from(a) + k), wrap(i64::from(a) - k)));
    }
    let mut bye = None;
    let mut out = Vec::new();
    for (w, b) in boards {
        let (w, b) = if swap { (b, w) } else { (w, b) };
        if players % 2 == 1 && (w == last || b == last) {
            bye = Some(if w == last { b } else { w });
        } else {
            out.push((w, b));
        }
    }
    Some(Pairing { boards: out, bye })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn six_players_follow_the_fide_table() {
        let table = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        for (r, boards) in table.iter().enumerate() {
            assert_eq!(
                round(6, r + 1).unwrap(),
                Pairing {
                    boards: boards.clone(),
                    bye: None
                }
            );
        }
    }

    #[test]
    fn everyone_meets_everyone_once_per_cycle() {
        for players in 2..=MAX_PLAYERS {
            let mut met = std::collections::HashSet::new();
            let mut byes = vec![0; players + 1];
            let rounds = players - 1 + players % 2;
            for r in 1..=rounds {
                let Pairing { boards, bye } = round(players, r).unwrap();
                let mut seen = std::collections::HashSet::new();
                for (w, b) in boards {
                    assert!(
                        seen.insert(w) && seen.insert(b),
                        "{players} players round {r}"
                    );
                    assert!(met.insert((w.min(b), w.max(b))), "rematch in round {r}");
                }
                if let Some(x) = bye {
                    byes[x as usize] += 1;
                }
            }
            assert_eq!(met.len(), players * (players - 1) / 2);
            assert!(byes.iter().all(|&b| b <= 1));
        }
    }

    #[test]
    fn the_second_cycle_swaps_colours() {
        let first = round(4, 1).unwrap().boards;
        let again = round(4, 4).unwrap().boards;
        let swapped: Vec<_> = first.iter().map(|&(w, b)| (b, w)).collect();
        assert_eq!(again, swapped);
    }
}
