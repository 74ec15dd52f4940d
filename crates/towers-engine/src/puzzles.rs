//! Puzzles: positions where one move wins clearly more than every other, and what the game
//! service needs of them at run time.
//!
//! The file format ([`write_header`], [`read`]): JSON lines; the first line a [`Header`]
//! (the command that made the set), then one [`Puzzle`] a line. [`probe`] searches every
//! legal move of a position with an exact window within a node budget; a position is a puzzle
//! when the best move's score beats every move leading elsewhere by at least [`MIN_MARGIN`]
//! and leaves the solver at least [`MIN_GAIN`] up, and a claim is true of the line
//! ([`super::puzzle_claim`]: win, win material, stop the king, hold; with a theme). While a
//! puzzle is played, [`refutation`] answers a wrong try and [`also_wins`] accepts a second
//! way to the same gain. Mining sets from self-play and re-checking them is towers-lab's.
//! Pure: rules and search only.

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::puzzle_claim::{self, Claim, ClaimError, Line, Scores, Theme};
use super::{Engine, Limits, WallClock};
use towers_rules::bom::skip_bom;
use towers_rules::{notation, Game, Move, Position, Variant};

/// The least lead of the best move's score over every other move's, in hundredths of a man.
pub const MIN_MARGIN: i32 = 100;
/// The least score of the best move for the solver (defined with the claims it also bounds).
pub use super::puzzle_claim::MIN_GAIN;
/// The most any other move may score for the solver: the others do not win clearly (a puzzle
/// is not a choice between ways to win an already won game).
pub const MAX_SECOND: i32 = 100;
/// The verification search has this many times the mining search's nodes.
pub const CHECK_FACTOR: u64 = 4;
/// The longest solution line kept, in plies.
pub const MAX_LINE: usize = 12;
/// The format name in every header.
pub const FORMAT: &str = "towers-puzzles/2";

/// Transposition table of each probe: 2^16 entries (1 MiB), fresh for every position so that
/// a probe's result depends on the position and the budget alone.
const PROBE_TABLE_BITS: u32 = 16;

/// The first line of a puzzle file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Always [`FORMAT`].
    pub format: String,
    /// The variant's name ([`Variant::name`]).
    pub variant: String,
    /// The command that made the file.
    pub command: String,
}

/// One puzzle. Scores are for the side to move (the solver), in hundredths of a man.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    /// The variant's name ([`Variant::name`]).
    pub variant: String,
    /// The position, in the project's FEN (tower extension for Bashni and Lasca).
    pub fen: String,
    /// The solution: the winning move, then the line the search expects, ending with the last
    /// capture of the line (the gain), in the variant's notation.
    pub solution: Vec<String>,
    /// The best move's score.
    pub score: i32,
    /// The best score of a move leading to another position.
    pub second: i32,
    /// `score - second`.
    pub margin: i32,
    /// The depth, in plies, the verification search completed.
    pub depth: u8,
    /// The mining budget in nodes; the verification (and `check`) uses [`CHECK_FACTOR`] times it.
    pub nodes: u64,
    /// What the solver is asked to do, true of the line ([`puzzle_claim`]).
    pub claim: Claim,
    /// The theme shown with the puzzle ([`puzzle_claim::theme`]).
    pub theme: Theme,
}

/// What one search of every root move found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Probe {
    /// The best move, and the line from it as the table holds it (each move with the
    /// position it is played from), at most [`MAX_LINE`] plies.
    pub best: Move,
    pub line: Line,
    /// The best move leading to another position than `best`.
    pub second_move: Move,
    /// Scores as in [`Puzzle`].
    pub score: i32,
    pub second: i32,
    /// The last completed depth.
    pub depth: u8,
    /// The search's node budget.
    pub nodes: u64,
}

impl Probe {
    /// `score - second`, saturating.
    pub fn margin(&self) -> i32 {
        self.score.saturating_sub(self.second)
    }

    /// Whether the scores make a puzzle: the margin and the gain are large enough and no other
    /// move wins clearly (what it claims is [`Probe::claim`]'s).
    pub fn is_puzzle(&self) -> bool {
        self.margin() >= MIN_MARGIN && self.score >= MIN_GAIN && self.second <= MAX_SECOND
    }

    /// Whether the engine's answer to the second-best move (at this probe's budget) crowns a
    /// man of the opponent.
    pub fn second_crowns(&self, start: &Position) -> bool {
        refutation_moves(&start.play(&self.second_move), self.nodes, MAX_LINE)
            .iter()
            .step_by(2)
            .any(|(_, mv)| mv.promotes())
    }

    /// The strongest claim true of this probe's line from `start`, with the line to show.
    pub fn claim(&self, start: &Position) -> Option<(Claim, Line)> {
        let crowns = || self.second_crowns(start);
        let scores = Scores {
            score: self.score,
            second: self.second,
            second_crowns: &crowns,
        };
        puzzle_claim::decide(start, &self.line, &scores)
    }

    /// Whether `claim` is true of `line` from `start` with this probe's scores.
    pub fn verify(
        &self,
        claim: Claim,
        start: &Position,
        line: &[(Position, Move)],
    ) -> Result<(), ClaimError> {
        let crowns = || self.second_crowns(start);
        let scores = Scores {
            score: self.score,
            second: self.second,
            second_crowns: &crowns,
        };
        puzzle_claim::verify(claim, start, line, &scores)
    }
}

/// The search puzzles are mined and checked with (set it with [`Engine::set_tweak`]): one-ply late-move reductions (`lmr=0`)
/// and the textbook international weights (`tuned=0`), the search and evaluation the
/// shipped sets were generated with, so that they stay reproducible and pass their check
/// (the play defaults differ; under the reductions 7 of the 1,600 shipped puzzles miss a
/// margin at the check's node budget, under the fitted weights 26 of the 200 international
/// ones).
pub fn mining_tweak() -> super::eval::Tweak {
    super::eval::Tweak {
        lmr: Some(0),
        tuned: Some(0),
        rfp: Some(0),
        fut: Some(0),
        iir: Some(0),
        hz: Some(0),
        hm: Some(0),
        contempt: Some(0),
        cm: Some(0),
        ..super::eval::Tweak::default()
    }
}

/// Searches every legal move of `pos` (no game history) with an exact window within `nodes`,
/// on a fresh engine (the result depends on `pos` and `nodes` alone). `None` when the game is
/// over, there are fewer than two legal moves, every move leads to the same position, no
/// depth completed, or the unfinished last iteration preferred a move other than the best of
/// the last completed one.
pub fn probe(pos: &Position, nodes: u64) -> Option<Probe> {
    let game = Game::from_position(pos.clone());
    if game.outcome().is_some() || pos.legal_moves().len() < 2 {
        return None;
    }
    let mut engine = Engine::with_table(0, PROBE_TABLE_BITS);
    engine.set_tweak(mining_tweak());
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    let (result, roots) = engine.run(
        &game,
        &limits,
        &stop,
        &WallClock::start(),
        super::Run::exact(0),
    )?;
    if result.depth == 0 {
        return None;
    }
    let best = roots.first()?;
    if !best.mv.same_path(&result.best) {
        return None;
    }
    let after = pos.play(&best.mv);
    let second = roots.iter().skip(1).find(|r| pos.play(&r.mv) != after)?;
    Some(Probe {
        best: best.mv,
        line: super::line::table_line(&engine, pos, &best.mv, MAX_LINE),
        second_move: second.mv,
        score: best.score,
        second: second.score,
        depth: result.depth,
        nodes,
    })
}

/// `line` in the variant's notation.
pub fn line_text(line: &[(Position, Move)]) -> Vec<String> {
    line.iter()
        .map(|(pos, mv)| notation::write(pos, mv))
        .collect()
}

/// The engine's answer to a wrong try: from `pos` (the position after the solver's wrong
/// move, the opponent to move), the best line found within `nodes` on a fresh engine, at most
/// `max` plies, cut after its last capture (the first move always stays), in the variant's
/// notation. Empty when the game is over in `pos`. Deterministic: depends on `pos`, `nodes`
/// and `max` alone.
pub fn refutation(pos: &Position, nodes: u64, max: usize) -> Vec<String> {
    let mut line = refutation_moves(pos, nodes, max);
    let last_capture = line
        .iter()
        .rposition(|(_, mv)| mv.is_capture())
        .map_or(1, |i| i + 1);
    line.truncate(last_capture);
    line_text(&line)
}

/// The engine's best line from `pos` within `nodes` (as [`refutation`], uncut), each move
/// with the position it is played from.
fn refutation_moves(pos: &Position, nodes: u64, max: usize) -> Line {
    let game = Game::from_position(pos.clone());
    if game.outcome().is_some() {
        return Vec::new();
    }
    let mut engine = Engine::with_table(0, PROBE_TABLE_BITS);
    engine.set_tweak(mining_tweak());
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    let Some((result, _)) = engine.run(
        &game,
        &limits,
        &stop,
        &WallClock::start(),
        super::Run::plain(0),
    ) else {
        return Vec::new();
    };
    super::line::table_line(&engine, pos, &result.best, max)
}

/// How much less than the line's move (in the evaluation's units, 100 = a man) a different
/// move may score and still count as solving the puzzle; see [`also_wins`].
pub const ALTERNATIVE_SLACK: i32 = 50;

/// Whether `tried`, a legal move of `pos` other than the line's `expected`, wins as much:
/// both searched with an exact window within `nodes` on a fresh engine (deterministic, like
/// [`probe`]), `tried` scores at least [`MIN_GAIN`] and at most [`ALTERNATIVE_SLACK`] below
/// `expected`. Meant for the solver's later moves of a line, where the first move's margin
/// no longer rules out a second way to collect the gain (lichess accepts any mate in its
/// puzzles for the same reason). `false` when the game is over in `pos` or either move is not
/// legal there.
pub fn also_wins(pos: &Position, expected: &Move, tried: &Move, nodes: u64) -> bool {
    let game = Game::from_position(pos.clone());
    if game.outcome().is_some() {
        return false;
    }
    let mut engine = Engine::with_table(0, PROBE_TABLE_BITS);
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    let stop = AtomicBool::new(false);
    let Some((_, roots)) = engine.run(
        &game,
        &limits,
        &stop,
        &WallClock::start(),
        super::Run::exact(0),
    ) else {
        return false;
    };
    let score = |mv: &Move| roots.iter().find(|r| r.mv.same_path(mv)).map(|r| r.score);
    match (score(expected), score(tried)) {
        (Some(line), Some(other)) => {
            other >= MIN_GAIN && other >= line.saturating_sub(ALTERNATIVE_SLACK)
        }
        _ => false,
    }
}

/// A file that does not read as a puzzle set: the line (from 1) and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct ReadError {
    pub line: usize,
    pub message: String,
}

/// Reads a puzzle file: the [`Header`] line, then one [`Puzzle`] per non-empty line (a
/// leading byte order mark skipped, see [`towers_rules::bom`]). [`ReadError`] on an empty
/// file, a line that is not the expected JSON, or a header of another format.
pub fn read(text: &str) -> Result<(Header, Vec<Puzzle>), ReadError> {
    let mut lines = skip_bom(text)
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (_, first) = lines.next().ok_or(ReadError {
        line: 1,
        message: "empty file (expected a header line)".to_string(),
    })?;
    let header: Header = serde_json::from_str(first).map_err(|e| ReadError {
        line: 1,
        message: format!("not a puzzle-file header: {e}"),
    })?;
    if header.format != FORMAT {
        return Err(ReadError {
            line: 1,
            message: format!("format {:?}, expected {FORMAT:?}", header.format),
        });
    }
    let mut puzzles = Vec::new();
    for (i, line) in lines {
        let puzzle = serde_json::from_str(line).map_err(|e| ReadError {
            line: i + 1,
            message: format!("not a puzzle: {e}"),
        })?;
        puzzles.push(puzzle);
    }
    Ok((header, puzzles))
}

/// The header line (with its newline) of a set of `variant` made by `command`.
pub fn write_header(variant: Variant, command: &str) -> String {
    let header = Header {
        format: FORMAT.to_string(),
        variant: variant.name().to_string(),
        command: command.to_string(),
    };
    format!("{}\n", to_line(&header))
}

/// One puzzle as a line (with its newline).
pub fn write_puzzle(puzzle: &Puzzle) -> String {
    format!("{}\n", to_line(puzzle))
}

fn to_line(value: &impl Serialize) -> String {
    // Serialising these plain structs cannot fail (no maps with non-string keys).
    serde_json::to_string(value).unwrap_or_default()
}
