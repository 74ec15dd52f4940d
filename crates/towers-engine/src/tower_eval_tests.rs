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
fn tuned_1_and_2_choose_the_fit_and_change_nothing_elsewhere() {
    use crate::tuned_bashni::{BASHNI_FIRST, BASHNI_SECOND};
    use crate::tuned_lasca::{LASCA_FIRST, LASCA_SECOND};
    for (variant, fits) in [
        (Variant::Bashni, [BASHNI_FIRST, BASHNI_SECOND]),
        (Variant::Lasca, [LASCA_FIRST, LASCA_SECOND]),
    ] {
        assert_ne!(fits[0], fits[1]);
        for (n, fit) in [(1, fits[0]), (2, fits[1])] {
            let tweak: Tweak = format!("tuned={n}").parse().unwrap();
            assert_eq!(Weights::tweaked(variant, tweak).tower_tuned(), Some(fit));
        }
        // The default is one of the two, and no fit 3 means the default.
        let default = Weights::of(variant).tower_tuned();
        assert!(default == Some(fits[0]) || default == Some(fits[1]));
        let none: Tweak = "tuned=3".parse().unwrap();
        assert_eq!(Weights::tweaked(variant, none).tower_tuned(), default);
        // A hand-made weight changed still means the hand-made evaluation.
        let both: Tweak = "tuned=2,mobility=3".parse().unwrap();
        assert!(Weights::tweaked(variant, both).tower_tuned().is_none());
    }
    // The second fit plays differently: a Bashni position whose score it changes.
    let pos = fen::read(Variant::Bashni, "W:Wc3wb,e3,Kg1:Be7,g7,b8").unwrap();
    let first = Weights::tweaked(Variant::Bashni, "tuned=1".parse().unwrap());
    let second = Weights::tweaked(Variant::Bashni, "tuned=2".parse().unwrap());
    assert_ne!(evaluate_with(&pos, &first), evaluate_with(&pos, &second));
    // International has one fit: tuned=1 and 2 are its default evaluation.
    let pos = fen::read(Variant::International, "W:W31,32,33:B18,19,20").unwrap();
    for n in [1, 2] {
        let tweak: Tweak = format!("tuned={n}").parse().unwrap();
        let w = Weights::tweaked(Variant::International, tweak);
        assert_eq!(evaluate_with(&pos, &w), evaluate(&pos));
    }
}
