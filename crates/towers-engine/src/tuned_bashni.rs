//! The fitted Bashni evaluation weights ([`super::tower_eval`], [`super::features::towers`]).
//! `tuned=0` (`towers match --b 6/tuned=0`) plays with the hand-made evaluation instead.
//!
//! How they were made, on this machine's 2 cores shared with three other
//! builders (load average 4-8; node budgets make the figures independent of it):
//!
//! 1. `towers tune --variant bashni --games 2000 --nodes 2000 --seed 29 --threads 1 --steps 800
//!    --prior textbook --l2 1e-7`: full-strength self-play of the hand-made evaluation at 2,000
//!    nodes a move from seeded random openings of 2-4 plies; 118,235 quiet positions, k =
//!    0.003453 per hundredth of a man, mean squared error
//!    0.142601 -> 0.136892. **These are the weights below.**
//! 2. Measured against the hand-made evaluation (`6/tuned=0`), 200 seeded openings each
//!    played twice with colours reversed (`towers match --variant bashni --a 6 --b 6/tuned=0
//!    --openings 200 --nodes N --seed S`):
//!    - 4,000 nodes a move, seed 1000:
//!      +232 =26 -142 of 400 games, 61.3 %, **Elo +80 ± 34** [+46, +114];
//!    - 2,000 nodes a move, seed 2000:
//!      +240 =31 -129 of 400 games, 63.9 %, **Elo +99 ± 34** [+65, +133].
//!
//! What the fit says: a reserve is worth more than a man (128), a prisoner less than the
//! hand-made 40 (29), a tower as such costs 16 (all eggs in one basket), having the move is
//! worth 35, the king less on an empty board (252) than on a full one (311), and mobility
//! is slightly negative (-3: the man tables already carry the men's freedom).
//!
//! `man` is the value of a man commanding each square, seen from its owner (a black man is
//! turned half a circle), in board order from a1 (White's back row) to the far row, whose
//! squares no man stands on (they keep their start, 124); `man_end` the same on an empty
//! board. Matches: also `benches/peers/RESULTS.md`, "Issue 29: the tower games' evaluation fitted".

use super::tower_tuned::TowerTuned;

/// The weights fitted by `towers tune --variant bashni --load POOL --steps 3000 --rate 1 --l2 1e-7 --prior current`
/// from the issue-43 round-one weights, POOL the positions of two self-play runs (see above).
pub(crate) const BASHNI: TowerTuned = TowerTuned {
    man: &[
        129, 150, 164, 167, 95, 100, 112, 76, 79, 86, 82, 84, 89, 90, 86, 96, 85, 95, 83, 101, 117,
        120, 120, 120, 108, 127, 123, 121, 124, 124, 124, 124,
    ],
    man_end: &[
        110, 147, 147, 153, 90, 91, 104, 103, 109, 105, 102, 95, 106, 124, 113, 108, 100, 118, 102,
        111, 125, 127, 129, 128, 112, 136, 132, 128, 124, 124, 124, 124,
    ],
    king: 345,
    king_end: 196,
    reserve_man: 128,
    reserve_king: 226,
    prisoner_man: 32,
    prisoner_king: 69,
    deep_man: 20,
    deep_king: 60,
    tower: -14,
    mobility: 2,
    turn: 38,
};
