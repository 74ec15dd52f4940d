//! The fitted Lasca evaluation weights ([`super::tower_eval`], [`super::features::towers`]).
//! `tuned=0` (`towers match --b 6/tuned=0`) plays with the hand-made evaluation instead.
//!
//! How they were made, on this machine's 2 cores shared with three other
//! builders (load average 4-8; node budgets make the figures independent of it):
//!
//! 1. `towers tune --variant lasca --games 2000 --nodes 2000 --seed 29 --threads 1 --steps 800
//!    --prior textbook --l2 1e-7`: full-strength self-play of the hand-made evaluation at 2,000
//!    nodes a move from seeded random openings of 2-4 plies; 165,473 quiet positions, k =
//!    0.008281 per hundredth of a man, mean squared error
//!    0.105127 -> 0.096538. **These are the weights below.**
//! 2. Measured against the hand-made evaluation (`6/tuned=0`), 200 seeded openings each
//!    played twice with colours reversed (`towers match --variant lasca --a 6 --b 6/tuned=0
//!    --openings 200 --nodes N --seed S`):
//!    - 4,000 nodes a move, seed 1000:
//!      +259 =8 -133 of 400 games, 65.8 %, **Elo +113 ± 36** [+77, +149];
//!    - 2,000 nodes a move, seed 2000:
//!      +264 =6 -130 of 400 games, 66.8 %, **Elo +121 ± 36** [+85, +157].
//!
//! What the fit says: reserves are worth more than a man (130), prisoners less (27, a
//! prisoner officer 31), a tower as such costs 40, mobility is worth
//! 10 a step (5 times the hand-made 2), the officer about as the hand-made 170 (167, 149 on an
//! empty board).
//!
//! `man` is the value of a man commanding each square, seen from its owner (a black man is
//! turned half a circle), in board order from a1 (White's back row) to the far row, whose
//! squares no man stands on (they keep their start, 124); `man_end` the same on an empty
//! board. Matches: also `benches/peers/RESULTS.md`, "Issue 29: the tower games' evaluation fitted".

use super::tower_tuned::TowerTuned;

/// The weights fitted by `towers tune --variant lasca --load POOL --steps 3000 --rate 1 --l2 1e-7 --prior current`
/// from the issue-43 round-one weights, POOL the positions of two self-play runs (see above).
pub(crate) const LASCA: TowerTuned = TowerTuned {
    man: &[
        101, 154, 169, 99, 94, 151, 90, 108, 92, 99, 115, 87, 74, 85, 125, 102, 107, 123, 107, 101,
        103, 124, 124, 124, 124,
    ],
    man_end: &[
        85, 124, 132, 85, 116, 104, 109, 111, 123, 119, 110, 114, 114, 114, 110, 100, 110, 104,
        118, 122, 117, 124, 124, 124, 124,
    ],
    king: 145,
    king_end: 129,
    reserve_man: 131,
    reserve_king: 198,
    prisoner_man: 23,
    prisoner_king: 35,
    deep_man: 20,
    deep_king: 34,
    tower: -33,
    mobility: 10,
    turn: 8,
};
