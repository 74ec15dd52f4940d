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

#[test]
fn tuned_1_plays_the_first_fit_and_changes_nothing_elsewhere() {
    let first: Tweak = "tuned=1".parse().unwrap();
    for (variant, weights) in [
        (Variant::Bashni, crate::tuned_towers_first::BASHNI_FIRST),
        (Variant::Lasca, crate::tuned_towers_first::LASCA_FIRST),
    ] {
        assert_eq!(
            Weights::tweaked(variant, first).tower_tuned(),
            Some(weights)
        );
        // The shipped fit is another one, and it is the default.
        assert_ne!(Weights::of(variant).tower_tuned(), Some(weights));
        // A hand-made weight changed still means the hand-made evaluation.
        let both: Tweak = "tuned=1,mobility=3".parse().unwrap();
        assert!(Weights::tweaked(variant, both).tower_tuned().is_none());
    }
    // International has one fit: tuned=1 is its default evaluation.
    let pos = fen::read(Variant::International, "W:W31,32,33:B18,19,20").unwrap();
    assert_eq!(
        evaluate_with(&pos, &Weights::tweaked(Variant::International, first)),
        evaluate(&pos)
    );
}
