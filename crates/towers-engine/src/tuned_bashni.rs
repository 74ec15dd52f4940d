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

/// The weights fitted by `towers tune --variant bashni --games 2000 --nodes 2000 --seed 29 --steps 800 --rate 1 --l2 1e-7 --prior textbook`.
pub(crate) const BASHNI: TowerTuned = TowerTuned {
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
