//! The fitted Bashni evaluation weights ([`super::tower_eval`], [`super::features::towers`]).
//! Two fits: the first (issue 29, `tuned=1`) and the second (issue 43, `tuned=2`);
//! [`super::tower_eval::fitted`] says which one plays by default. `tuned=0` (`towers match
//! --b 6/tuned=0`) plays with the hand-made evaluation instead.
//!
//! The first fit (issue 29): `towers tune --variant bashni --games 2000 --nodes 2000 --seed 29
//! --threads 1 --steps 800 --prior textbook --l2 1e-7`, the hand-made evaluation's self-play at
//! 2,000 nodes a move, 118,235 quiet positions, mean squared error 0.142601 -> 0.136892; over
//! the hand-made evaluation, 400 games each: Elo +80 ± 34 at 4,000 nodes, +99 ± 34 at 2,000.
//!
//! The second fit (issue 43), on this machine's 2 cores shared with five helpers
//! compiling (load average 10-17), all at `nice -n 19`:
//!
//! 1. `towers tune --variant bashni --games 3000 --nodes 1500 --seed 43 --threads 1 --steps 800
//!    --l2 1e-7 --prior current --save S1`: self-play of the first fit at 1,500 nodes a move
//!    from seeded random openings of 2-4 plies; 179,274 quiet positions, k = 0.003629, mean
//!    squared error 0.132001 -> 0.130573 (round one).
//! 2. `towers tune --variant bashni --games 3000 --nodes 1500 --seed 4302 --threads 2 --save S2`,
//!    played by the round-one weights.
//! 3. `towers tune --variant bashni --load S1+S2 --steps 3000 --l2 1e-7 --prior current`, from
//!    the round-one weights: 365,049 quiet positions, k = 0.003538, mean squared error
//!    0.131111 -> 0.130321. **These are the second fit's weights.**
//! 4. Against the engine at the start of issue 43 (`923f69c`, the first fit), `benches/peers/
//!    match.py --peer towers --ms 100`, 4-ply seeded random openings each played twice with
//!    colours swapped, 400 games: round one +190 =32 -178, 51.5 %, Elo +10 [-22, +43];
//!    round two +195 =31 -174, 52.6 %, Elo +18 [-14, +51]; at 4,000 nodes a move (8-ply
//!    openings) +184 =37 -179, 50.6 %, Elo +4 [-28, +37]. No interval is above zero, so the
//!    first fit stays the default ([`super::tower_eval::fitted`]).
//!
//! What the fit says, against the first fit: the king is worth more on a full board (345
//! against 311) and less on an empty one (196 against 252), a reserve king less (226 against
//! 280), a prisoner man a little more (32 against 29), a prisoner king less (69 against 90);
//! mobility goes from -3 to +2 a step; deep prisoners are too rare in the games to move.
//!
//! `man` is the value of a man commanding each square, seen from its owner (a black man is
//! turned half a circle), in board order from a1 (White's back row) to the far row, whose
//! squares no man stands on (they keep their start, 124); `man_end` the same on an empty
//! board. Matches: also `benches/peers/RESULTS.md`, "Issue 43: Bashni and Lasca fits".

use super::tower_tuned::TowerTuned;

/// The first fit (issue 29; the tweak `tuned=1`): the weights fitted by `towers tune --variant bashni --games 2000 --nodes 2000 --seed 29 --steps 800 --rate 1 --l2 1e-7 --prior textbook`.
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

/// The second fit (issue 43; the tweak `tuned=2`): the weights fitted by `towers tune --variant bashni --load POOL --steps 3000 --rate 1 --l2 1e-7 --prior current`
/// from the issue-43 round-one weights, POOL the positions of two self-play runs (see above).
pub(crate) const BASHNI_SECOND: TowerTuned = TowerTuned {
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
