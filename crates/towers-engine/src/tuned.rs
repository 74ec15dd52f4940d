//! Evaluation weights fitted on the engine's own games ([`super::features::international`], `towers tune`).
//!
//! How the shipped international weights are made, each step a `towers tune` run of 2
//! threads, full-strength self-play at 4,000 nodes a move from seeded random openings of 2-4
//! plies:
//!
//! 1. `towers tune --games 3000 --nodes 4000 --seed 1 --steps 1000` from the textbook
//!    weights (one man table, no stage blend).
//! 2. With the stage blend, the backed-men and tempo terms, `towers tune --games 4000 --nodes
//!    4000 --seed 2 --steps 1500` (no ridge penalty) on games of the step-1 weights, starting
//!    from them. **These are the weights below.**
//!
//! Each step's error, its matches against the textbook weights and dame-rs, and the fits tried
//! and not kept: `docs/benchmarks.md` ("The engine's history") and `benches/peers/RESULTS.md`.
//!
//! `man` is the value of a man on each square number 1-50 of the international board, seen
//! from its owner (White's numbering; a black man on `n` takes the value of `51 - n`), in
//! hundredths of a man, five numbers a row from square 1 (Black's back row, where a white man
//! would crown) to 50 (White's back row).

/// One variant's fitted weights, in [`super::features::international`]'s layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tuned {
    /// A man's value by square number, from its owner's side, on a full board.
    pub man: [i32; 50],
    /// … on an empty board; in between, the values are blended by the number of pieces.
    pub man_end: [i32; 50],
    /// A king's value on a full board.
    pub king: i32,
    /// … on an empty board.
    pub king_end: i32,
    /// Per free single step.
    pub mobility: i32,
    /// Per man of wing imbalance (negative: a penalty).
    pub balance: i32,
    /// Per cent of the runaway-man table.
    pub runaway_pct: i32,
    /// Per backed man (an own piece right behind it on a diagonal).
    pub support: i32,
    /// For the side to move.
    pub turn: i32,
    /// For the only side with kings.
    pub sole_king: i32,
}

/// The weights fitted by `towers tune --games 4000 --nodes 4000 --seed 2 --steps 1500 --rate 1
/// --l2 0` (step 2 above; `sole_king` is not in that fit and stays 0).
pub(crate) const INTERNATIONAL: Tuned = Tuned {
    man: [
        124, 124, 124, 124, 124, 83, 281, 47, 147, 578, 142, -88, 103, 6, 59, 133, -15, 17, 24, 80,
        96, 119, 82, 105, 165, 147, 148, 164, 147, 163, 162, 163, 164, 162, 157, 158, 158, 170,
        165, 166, 163, 164, 168, 163, 168, 162, 137, 163, 153, 147,
    ],
    man_end: [
        124, 124, 124, 124, 124, 285, 214, 251, 239, 170, 228, 231, 142, 219, 143, 109, 206, 163,
        171, 154, 115, 115, 142, 130, 83, 97, 107, 98, 109, 88, 73, 89, 102, 82, 93, 94, 96, 89,
        89, 77, 80, 93, 89, 82, 87, 66, 129, 103, 95, 85,
    ],
    king: 293,
    king_end: 463,
    mobility: 3,
    balance: -3,
    runaway_pct: 61,
    support: 0,
    turn: 2,
    sole_king: 0,
};
