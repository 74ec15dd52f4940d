//! Checks of [`super::tower_eval`] against the evaluation it replaces ([`super::eval`]).

use crate::eval::{evaluate, evaluate_with, Tweak, Weights};
use towers_rules::{fen, Variant};

#[test]
fn tuned_0_brings_back_the_hand_made_evaluation() {
    // White's c3 holds a black prisoner: 100 + 7 (c3: advancement 1, centre 6) for each
    // white man, 100 for each black man on row 7 and 40 for the prisoner; mobility even.
    let pos = fen::read(Variant::Bashni, "W:Wc3wb,e3:Be7,g7").unwrap();
    let hand = Weights::tweaked(Variant::Bashni, "tuned=0".parse::<Tweak>().unwrap());
    assert_eq!(evaluate_with(&pos, &hand), -26);
    assert_ne!(evaluate(&pos), -26);
    // Lasca: an officer is 170; the black man under it is a prisoner (40) and g7 is on
    // Black's back row (100 + 8); one free step each.
    let pos = fen::read(Variant::Lasca, "W:Wa1Wb:Bg7").unwrap();
    let hand = Weights::tweaked(Variant::Lasca, "tuned=0".parse::<Tweak>().unwrap());
    assert_eq!(evaluate_with(&pos, &hand), 170 - 40 - 108);
    for variant in [Variant::Bashni, Variant::Lasca] {
        assert!(Weights::of(variant).tower_tuned().is_some());
        assert!(Weights::tweaked(variant, "tuned=0".parse().unwrap())
            .tower_tuned()
            .is_none());
        // A hand-made weight changed also means the hand-made evaluation.
        assert!(Weights::tweaked(variant, "reserve=50".parse().unwrap())
            .tower_tuned()
            .is_none());
    }
}
