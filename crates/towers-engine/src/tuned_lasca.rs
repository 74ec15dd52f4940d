//! The fitted Lasca evaluation weights ([`super::tower_eval`], [`super::features::towers`]).
//! Two fits: the first (issue 29, `tuned=1`) and the second (issue 43, `tuned=2`);
//! [`super::tower_eval::fitted`] says which one plays by default. `tuned=0` (`towers match
//! --b 6/tuned=0`) plays with the hand-made evaluation instead.
//!
//! The first fit (issue 29): `towers tune --variant lasca --games 2000 --nodes 2000 --seed 29
//! --threads 1 --steps 800 --prior textbook --l2 1e-7`, the hand-made evaluation's self-play at
//! 2,000 nodes a move, 165,473 quiet positions, mean squared error 0.105127 -> 0.096538; over
//! the hand-made evaluation, 400 games each: Elo +113 ± 36 at 4,000 nodes, +121 ± 36 at 2,000.
//!
//! The second fit (issue 43), on this machine's 2 cores shared with five helpers
//! compiling (load average 10-17), all at `nice -n 19`:
//!
//! 1. `towers tune --variant lasca --games 3000 --nodes 1500 --seed 43 --threads 1 --steps 800
//!    --l2 1e-7 --prior current --save S1`: self-play of the first fit at 1,500 nodes a move
//!    from seeded random openings of 2-4 plies; 285,691 quiet positions, k = 0.009512, mean
//!    squared error 0.103745 -> 0.102053 (round one).
//! 2. `towers tune --variant lasca --games 3000 --nodes 1500 --seed 4302 --threads 2 --save S2`,
//!    played by the round-one weights.
//! 3. `towers tune --variant lasca --load S1+S2 --steps 3000 --l2 1e-7 --prior current`, from
//!    the round-one weights: 573,688 quiet positions, k = 0.009480, mean squared error
//!    0.103951 -> 0.103562. **These are the second fit's weights.**
//! 4. Against the engine at the start of issue 43 (`923f69c`, the first fit), `benches/peers/
//!    match.py --peer towers --ms 100`, 4-ply seeded random openings each played twice with
//!    colours swapped, 400 games: round one +199 =25 -176, 52.9 %, Elo +20 [-13, +53];
//!    round two +210 =21 -169, 55.1 %, Elo +36 [+3, +69], but from only 51 distinct
//!    openings, so the interval is narrower than the games support; at 4,000 nodes a move
//!    (8-ply openings, every pair distinct) +194 =9 -197, 49.6 %, Elo -3 [-36, +31]. Not a
//!    margin both measures show, so the first fit stays the default
//!    ([`super::tower_eval::fitted`]).
//!
//! What the fit says, against the first fit: the officer is worth less (145 and 129 on an
//! empty board, against 167 and 149), a reserve officer more (198 against 191), a prisoner
//! officer a little more (35 against 31), a tower as such costs less (-33 against -40);
//! mobility stays at 10 a step.
//!
//! `man` is the value of a man commanding each square, seen from its owner (a black man is
//! turned half a circle), in board order from a1 (White's back row) to the far row, whose
//! squares no man stands on (they keep their start, 124); `man_end` the same on an empty
//! board. Matches: also `benches/peers/RESULTS.md`, "Issue 43: Bashni and Lasca fits".

use super::tower_tuned::TowerTuned;

/// The first fit (issue 29; the tweak `tuned=1`): the weights fitted by `towers tune --variant lasca --games 2000 --nodes 2000 --seed 29 --steps 800 --rate 1 --l2 1e-7 --prior textbook`.
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

/// The second fit (issue 43; the tweak `tuned=2`): the weights fitted by `towers tune --variant lasca --load POOL --steps 3000 --rate 1 --l2 1e-7 --prior current`
/// from the issue-43 round-one weights, POOL the positions of two self-play runs (see above).
pub(crate) const LASCA_SECOND: TowerTuned = TowerTuned {
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
