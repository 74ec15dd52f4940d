//! Text from users and files never panics the parsers: arbitrary strings, and valid FEN and
//! move texts with characters changed, inserted or deleted.

use proptest::prelude::*;
use towers::rules::{fen, notation, Position, Variant};

const FENS: [&str; 3] = [
    "W:Wc1,e1,g1,b2ww,d2,f2,h2,c3wb,e3,g3,a7wbb:Be5bb,h6,c7,e7,g7,b8,f8,h8",
    "B:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46:BK17,K24",
    "W:W21-32:B1-12",
];

fn variant_strategy() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

/// A valid text with one edit: replace, insert or delete a character.
fn mutated(base: &'static str) -> impl Strategy<Value = String> {
    (0..base.len() + 1, any::<char>(), 0..3u8).prop_map(move |(at, c, kind)| {
        let mut chars: Vec<char> = base.chars().collect();
        let at = at.min(chars.len());
        match kind {
            0 if at < chars.len() => chars[at] = c,
            1 => chars.insert(at, c),
            _ if at < chars.len() => {
                chars.remove(at);
            }
            _ => chars.push(c),
        }
        chars.into_iter().collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn fen_reader_never_panics(variant in variant_strategy(), text in "\\PC{0,60}") {
        let _ = fen::read(variant, &text);
    }

    #[test]
    fn fen_reader_survives_edits_and_round_trips_what_it_accepts(
        variant in variant_strategy(),
        text in prop::sample::select(FENS.to_vec()).prop_flat_map(mutated),
    ) {
        if let Ok(pos) = fen::read(variant, &text) {
            let written = fen::write(&pos);
            prop_assert_eq!(fen::read(variant, &written).unwrap(), pos);
        }
    }

    #[test]
    fn move_resolver_never_panics(variant in variant_strategy(), text in "[a-l0-9x:*\\- ]{0,20}|\\PC{0,20}") {
        let pos = Position::initial(variant);
        let _ = notation::resolve(&pos, &text);
    }
}
