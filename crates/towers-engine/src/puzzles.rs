//! Puzzles: positions where one move wins clearly more than every other, mined by the engine
//! from its own games, and their re-verification.
//!
//! Mining ([`generate`]): seeded self-play games, each from a random opening of a few random
//! plies, the two sides at random levels 1-4 (their searches limited by nodes, not time, so a
//! seed always gives the same games). In every position with a choice, [`probe`] searches
//! every legal move with an exact window within a node budget; a position is kept when the
//! best move's score beats every move leading elsewhere by at least [`MIN_MARGIN`] and leaves
//! the solver at least [`MIN_GAIN`] up, the same still holds in a search with
//! [`CHECK_FACTOR`] times the nodes (which gives the recorded margin, depth and line), and a
//! claim is true of the line ([`super::puzzle_claim`]: win, win material, stop the king,
//! hold; with a theme). [`check`] repeats that deeper search and re-judges the claim and the
//! theme from the stored line, so a set written by [`generate`] passes it.
//!
//! The file format ([`write_header`], [`read`]): JSON lines; the first line a [`Header`]
//! (the command that made the set), then one [`Puzzle`] a line. Pure apart from the caller's
//! writer: rules and search only.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::puzzle_claim::{self, Claim, ClaimError, Line, Scores, Theme};
use super::{Engine, Level, Limits, Style, WallClock};
use towers_rules::bom::skip_bom;
use towers_rules::{fen, notation, Game, Move, Position, Variant};

/// The least lead of the best move's score over every other move's, in hundredths of a man.
pub const MIN_MARGIN: i32 = 100;
/// The least score of the best move for the solver (defined with the claims it also bounds).
pub use super::puzzle_claim::MIN_GAIN;
/// The most any other move may score for the solver: the others do not win clearly (a puzzle
/// is not a choice between ways to win an already won game).
pub const MAX_SECOND: i32 = 100;
/// The verification search has this many times the mining search's nodes.
pub const CHECK_FACTOR: u64 = 4;
/// The default mining budget per position, in nodes.
pub const DEFAULT_NODES: u64 = 20_000;
/// The longest solution line kept, in plies.
pub const MAX_LINE: usize = 12;
/// The format name in every header.
pub const FORMAT: &str = "towers-puzzles/2";

/// Transposition table of each probe: 2^16 entries (1 MiB), fresh for every position so that
/// a probe's result depends on the position and the budget alone.
const PROBE_TABLE_BITS: u32 = 16;
/// Plies after a puzzle in which a game is not mined again (the next positions of a game
/// often hold the same shot).
const COOLDOWN_PLIES: usize = 6;
/// Plies after which a self-play game is abandoned.
const MAX_GAME_PLIES: usize = 160;

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

/// The search puzzles are mined and checked with: one-ply late-move reductions (`lmr=0`)
/// and the textbook international weights (`tuned=0`), the search and evaluation the
/// shipped sets were generated with, so that they stay reproducible and pass their check
/// (the play defaults differ; under the reductions 7 of the 1,600 shipped puzzles miss a
/// margin at the check's node budget, under the fitted weights 26 of the 200 international
/// ones).
fn mining_search() -> super::eval::Tweak {
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
    engine.set_tweak(mining_search());
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
    engine.set_tweak(mining_search());
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

/// The puzzle of `pos` if it is one at `nodes` and still at [`CHECK_FACTOR`] times `nodes`
/// with the same best move, and a claim is true of its line (the margin, depth, line and
/// claim come from the deeper search).
pub fn mine(pos: &Position, nodes: u64) -> Option<Puzzle> {
    let quick = probe(pos, nodes)?;
    if !quick.is_puzzle() {
        return None;
    }
    let deep = probe(pos, nodes.saturating_mul(CHECK_FACTOR))?;
    if !deep.is_puzzle() || !deep.best.same_path(&quick.best) {
        return None;
    }
    let (claim, line) = deep.claim(pos)?;
    Some(Puzzle {
        variant: pos.variant().name().to_string(),
        fen: fen::write(pos),
        solution: line_text(&line),
        score: deep.score,
        second: deep.second,
        margin: deep.margin(),
        depth: deep.depth,
        nodes,
        claim,
        theme: puzzle_claim::theme(pos, claim, &line),
    })
}

/// The seed of `variant`'s self-play games for the user's `seed`: `seed` mixed with the
/// variant's name (FNV-1a), so that two games of the same rules mined with the same seed
/// (kurnik and Brazilian) still play games of their own.
pub fn variant_seed(variant: Variant, seed: u64) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in variant.name().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    seed ^ hash
}

/// The style of a self-play side: the level's depth, noise and blunders, its time limit
/// replaced by `nodes` (reproducible games).
fn style(level: Level, nodes: u64) -> Style {
    let mut style = level.style();
    style.limits.time = None;
    style.limits.nodes = Some(nodes);
    style
}

/// Mines up to `count` puzzles of `variant` from self-play games seeded by `seed`, with
/// `nodes` per position (see the module docs), calling `found` with each new puzzle as it is
/// found (a position only once, and no other in the next few plies of the same game). Gives
/// up after `max_games` games. The games are seeded by [`variant_seed`]. Deterministic: the same
/// arguments give the same puzzles in the same order. Returns the number of games played.
pub fn generate(
    variant: Variant,
    count: usize,
    seed: u64,
    nodes: u64,
    max_games: usize,
    found: impl FnMut(&Puzzle),
) -> usize {
    generate_avoiding(
        variant,
        count,
        seed,
        nodes,
        max_games,
        HashSet::new(),
        found,
    )
}

/// [`generate`], never keeping a position (FEN) of `avoid` (the positions of other sets, so
/// that no position is in two sets).
pub fn generate_avoiding(
    variant: Variant,
    count: usize,
    seed: u64,
    nodes: u64,
    max_games: usize,
    avoid: HashSet<String>,
    mut found: impl FnMut(&Puzzle),
) -> usize {
    let mut rng = fastrand::Rng::with_seed(variant_seed(variant, seed));
    let mut seen = avoid;
    let mut total = 0;
    let mut games = 0;
    let stop = AtomicBool::new(false);
    while total < count && games < max_games {
        games += 1;
        let game_seed = rng.u64(..);
        let mut grng = fastrand::Rng::with_seed(game_seed);
        let levels = [level(&mut grng), level(&mut grng)];
        let mut engines = [
            Engine::with_seed(grng.u64(..)),
            Engine::with_seed(grng.u64(..)),
        ];
        for e in &mut engines {
            e.set_tweak(mining_search());
        }
        let opening = grng.usize(2..=8);
        let mut game = Game::new(variant);
        let mut next_mined = opening;
        for ply in 0..MAX_GAME_PLIES {
            if game.outcome().is_some() || total >= count {
                break;
            }
            let legal = game.position().legal_moves();
            let mv = if ply < opening {
                legal[grng.usize(0..legal.len())]
            } else {
                if ply >= next_mined {
                    if let Some(puzzle) = mine(game.position(), nodes) {
                        if seen.insert(puzzle.fen.clone()) {
                            total += 1;
                            next_mined = ply + COOLDOWN_PLIES;
                            found(&puzzle);
                        }
                    }
                }
                let side = ply % 2;
                let style = style(levels[side], nodes);
                match engines[side].choose_with(&game, style, &stop, &WallClock::start()) {
                    Some(mv) => mv,
                    None => break,
                }
            };
            game.play(mv);
        }
    }
    games
}

/// A random self-play level, 1 to 4.
fn level(rng: &mut fastrand::Rng) -> Level {
    Level::new(rng.u8(1..=4)).unwrap_or_else(|| Level::new(1).expect("level 1 exists"))
}

/// Why a puzzle fails [`check`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    #[error("unknown variant {0:?}")]
    Variant(String),
    #[error("bad FEN: {0}")]
    Fen(String),
    #[error("the solution is empty")]
    Empty,
    #[error("the solution is illegal at move {ply} {text:?}: {error}")]
    Illegal {
        ply: usize,
        text: String,
        error: String,
    },
    #[error("no clear best move at {nodes} nodes (fewer than two moves, no completed depth, or the deepest unfinished iteration preferred another move)")]
    NoSearch { nodes: u64 },
    #[error("at {nodes} nodes the best move is {found}, not {expected}")]
    WrongMove {
        nodes: u64,
        found: String,
        expected: String,
    },
    #[error("at {nodes} nodes {mv} leads by {margin} with score {score} (needs margin {MIN_MARGIN}, score {MIN_GAIN}, others at most {MAX_SECOND})")]
    Margin {
        nodes: u64,
        mv: String,
        margin: i32,
        score: i32,
    },
    #[error("{}: {error}", claim.name())]
    Claim { claim: Claim, error: ClaimError },
    #[error("the theme is {found}, not {stored}", found = found.name(), stored = stored.name())]
    Theme { stored: Theme, found: Theme },
    #[error("a choice among compulsory captures where the wrong capture does not lose (margin {margin})")]
    CaptureChoice { margin: i32 },
}

/// Re-verifies `puzzle` with `nodes` (0: [`CHECK_FACTOR`] times its mining budget): the
/// solution is legal from the FEN; a search of every move finds its first move best, ahead
/// of every other by [`MIN_MARGIN`] with at least [`MIN_GAIN`]; the puzzle's claim is true of
/// the line ([`puzzle_claim::verify`]: the captures it forces after its end played out, not
/// ending on the opponent's move); its theme is the line's; a choice among compulsory
/// captures has the wrong one lose by the margin. Returns the search's result.
pub fn check(puzzle: &Puzzle, nodes: u64) -> Result<Probe, CheckError> {
    let variant: Variant = puzzle
        .variant
        .parse()
        .map_err(|_| CheckError::Variant(puzzle.variant.clone()))?;
    let start = fen::read(variant, &puzzle.fen).map_err(|e| CheckError::Fen(e.to_string()))?;
    let first = puzzle.solution.first().ok_or(CheckError::Empty)?;
    let game =
        Game::replay(start.clone(), puzzle.solution.iter().map(String::as_str)).map_err(|e| {
            CheckError::Illegal {
                ply: e.ply + 1,
                text: e.text.clone(),
                error: e.error.to_string(),
            }
        })?;
    let mut line: Line = Vec::with_capacity(game.moves().len());
    let mut at = start.clone();
    for mv in game.moves() {
        let next = at.play(mv);
        line.push((at, *mv));
        at = next;
    }
    let expected = notation::resolve(&start, first).map_err(|e| CheckError::Illegal {
        ply: 1,
        text: first.clone(),
        error: e.to_string(),
    })?;
    let nodes = if nodes == 0 {
        puzzle.nodes.saturating_mul(CHECK_FACTOR)
    } else {
        nodes
    };
    let found = probe(&start, nodes).ok_or(CheckError::NoSearch { nodes })?;
    if !found.best.same_path(&expected) {
        return Err(CheckError::WrongMove {
            nodes,
            found: notation::write(&start, &found.best),
            expected: first.clone(),
        });
    }
    if !found.is_puzzle() {
        return Err(CheckError::Margin {
            nodes,
            mv: first.clone(),
            margin: found.margin(),
            score: found.score,
        });
    }
    found
        .verify(puzzle.claim, &start, &line)
        .map_err(|error| CheckError::Claim {
            claim: puzzle.claim,
            error,
        })?;
    let theme = puzzle_claim::theme(&start, puzzle.claim, &line);
    if theme != puzzle.theme {
        return Err(CheckError::Theme {
            stored: puzzle.theme,
            found: theme,
        });
    }
    if theme == Theme::CaptureChoice && found.margin() < MIN_MARGIN {
        return Err(CheckError::CaptureChoice {
            margin: found.margin(),
        });
    }
    Ok(found)
}

/// Whether a Bashni or Lasca puzzle involves towers: a tower of two or more pieces on the
/// board, or a move of the solution capturing from one. `false` when the puzzle does not read.
pub fn involves_towers(puzzle: &Puzzle) -> bool {
    tower_use(puzzle).is_some_and(|(on_board, captured)| on_board || captured)
}

/// Whether a move of the solution captures from a tower of two or more pieces (the stricter
/// count of tower puzzles). `false` when the puzzle does not read.
pub fn captures_tower(puzzle: &Puzzle) -> bool {
    tower_use(puzzle).is_some_and(|(_, captured)| captured)
}

/// (a tower of two or more on the board at the start, a solution move capturing from one);
/// `None` when the variant, FEN or line does not read.
fn tower_use(puzzle: &Puzzle) -> Option<(bool, bool)> {
    let variant = puzzle.variant.parse::<Variant>().ok()?;
    let mut pos = fen::read(variant, &puzzle.fen).ok()?;
    let on_board = pos.towers().any(|(_, t)| t.height() >= 2);
    let mut captured = false;
    for text in &puzzle.solution {
        let mv = notation::resolve(&pos, text).ok()?;
        captured |= mv.captured().any(|sq| pos.tower(sq).height() >= 2);
        pos.apply(&mv);
    }
    Some((on_board, captured))
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
