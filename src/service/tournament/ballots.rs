//! The balloted openings of two-game micro-matches, as shipped in `ballots/<variant>.txt`
//! (made by `towers ballots`, [`towers_lab::ballots`]): Russian, Brazilian and English, the
//! variants whose events ballot an opening; other variants start from the initial position.

use towers_rules::Variant;

/// The shipped list's text for `variant`, if it has one.
fn shipped(variant: Variant) -> Option<&'static str> {
    match variant {
        Variant::Russian => Some(include_str!("../../../ballots/russian.txt")),
        Variant::Brazilian => Some(include_str!("../../../ballots/brazilian.txt")),
        Variant::English => Some(include_str!("../../../ballots/english.txt")),
        _ => None,
    }
}

/// The openings of `variant` (each its moves in notation), empty when it ballots none.
pub fn openings(variant: Variant) -> Vec<Vec<&'static str>> {
    shipped(variant)
        .unwrap_or_default()
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut fields: Vec<&str> = line.split_whitespace().collect();
            // The last field is the score the opening was chosen by.
            fields.pop();
            fields
        })
        .collect()
}

/// The opening drawn by lot number `lot` (any number: taken modulo the list), `None` for a
/// variant that ballots none.
pub fn ballot(variant: Variant, lot: u64) -> Option<Vec<&'static str>> {
    let list = openings(variant);
    let n = list.len() as u64;
    (n > 0).then(|| list[(lot % n) as usize].clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_lab::ballots::{ballot_file, ballots, SHIPPED};
    use towers_rules::Game;

    #[test]
    fn the_shipped_lists_are_what_the_generator_makes_and_every_opening_replays() {
        for variant in [Variant::Russian, Variant::Brazilian, Variant::English] {
            let made = ballot_file(variant, SHIPPED, &ballots(variant, SHIPPED));
            assert_eq!(shipped(variant), Some(made.as_str()), "{variant:?}");
            let list = openings(variant);
            assert!(list.len() > 100, "{variant:?}: {}", list.len());
            for moves in &list {
                assert_eq!(moves.len(), SHIPPED.plies);
                let mut game = Game::new(variant);
                for m in moves {
                    game.play_text(m).expect("a legal move");
                }
            }
        }
    }

    #[test]
    fn a_lot_draws_an_opening_only_where_the_variant_ballots() {
        let first = ballot(Variant::Russian, 0).expect("an opening");
        let n = openings(Variant::Russian).len() as u64;
        assert_eq!(ballot(Variant::Russian, n), Some(first));
        assert_eq!(ballot(Variant::International, 3), None);
        assert_eq!(ballot(Variant::Bashni, 3), None);
    }
}
