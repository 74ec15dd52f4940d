//! The first fitted weights of Bashni and Lasca (issue 29, `benches/peers/RESULTS.md`, "Issue
//! 29: the tower games' evaluation fitted"): the hand-made evaluation's self-play, 2,000 games
//! at 2,000 nodes a move. The tweak `tuned=1` plays with them instead of the shipped weights of
//! [`super::tuned_bashni`] and [`super::tuned_lasca`], so that a later fit is measured against
//! this one (`towers match --variant bashni --a 6 --b 6/tuned=1`).

use super::tower_tuned::TowerTuned;

/// The Bashni weights fitted by `towers tune --variant bashni --games 2000 --nodes 2000 --seed 29 --steps 800 --rate 1 --l2 1e-7 --prior textbook`.
pub(crate) const BASHNI_FIRST: TowerTuned = TowerTuned {
    man: &[
        127, 126, 138, 152, 81, 90, 105, 83, 90, 96, 92, 92, 96, 111, 101, 96, 97, 107, 103, 106,
        115, 119, 119, 117, 114, 121, 118, 119, 124, 124, 124, 124,
    ],
    man_end: &[
        123, 126, 124, 138, 90, 92, 101, 98, 104, 105, 104, 101, 100, 118, 111, 103, 102, 116, 107,
        110, 116, 120, 123, 120, 112, 124, 121, 121, 124, 124, 124, 124,
    ],
    king: 311,
    king_end: 252,
    reserve_man: 128,
    reserve_king: 280,
    prisoner_man: 29,
    prisoner_king: 90,
    deep_man: 20,
    deep_king: 60,
    tower: -16,
    mobility: -3,
    turn: 35,
};

/// The Lasca weights fitted by `towers tune --variant lasca --games 2000 --nodes 2000 --seed 29 --steps 800 --rate 1 --l2 1e-7 --prior textbook`.
pub(crate) const LASCA_FIRST: TowerTuned = TowerTuned {
    man: &[
        84, 135, 130, 88, 102, 124, 100, 119, 104, 112, 114, 94, 98, 97, 122, 103, 106, 111, 114,
        116, 113, 124, 124, 124, 124,
    ],
    man_end: &[
        95, 126, 111, 96, 104, 101, 96, 119, 115, 118, 104, 115, 113, 114, 116, 107, 110, 96, 116,
        121, 117, 124, 124, 124, 124,
    ],
    king: 167,
    king_end: 149,
    reserve_man: 130,
    reserve_king: 191,
    prisoner_man: 27,
    prisoner_king: 31,
    deep_man: 20,
    deep_king: 34,
    tower: -40,
    mobility: 10,
    turn: 9,
};
