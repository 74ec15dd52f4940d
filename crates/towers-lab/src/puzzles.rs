//! Mining puzzles from the engine's own games, and re-verifying them
//! ([`towers_engine::puzzles`] holds the format and the search they are judged by).
//!
//! Mining ([`generate`]): seeded self-play games, each from a random opening of a few random
//! plies, the two sides at random levels 1-4 (their searches limited by nodes, not time, so a
//! seed always gives the same games). In every position with a choice, [`probe`] searches
//! every legal move with an exact window within a node budget; a position is kept when the
//! best move's score beats every move leading elsewhere by at least [`MIN_MARGIN`] and leaves
//! the solver at least [`MIN_GAIN`] up, the same still holds in a search with
//! [`CHECK_FACTOR`] times the nodes (which gives the recorded margin, depth and line), and a
//! claim is true of the line ([`towers_engine::puzzle_claim`]: win, win material, stop the
//! king, hold; with a theme). [`check`] repeats that deeper search and re-judges the claim and
//! the theme from the stored line, so a set written by [`generate`] passes it.

use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use towers_engine::puzzle_claim::{self, Claim, ClaimError, Line, Theme};
use towers_engine::puzzles::{
    line_text, mining_tweak, probe, Probe, Puzzle, CHECK_FACTOR, MAX_SECOND, MIN_GAIN, MIN_MARGIN,
};
use towers_engine::{Engine, Level, Style, WallClock};
use towers_rules::{fen, notation, Game, Position, Variant};

/// The default mining budget per position, in nodes.
pub const DEFAULT_NODES: u64 = 20_000;

/// Plies after a puzzle in which a game is not mined again (the next positions of a game
/// often hold the same shot).
const COOLDOWN_PLIES: usize = 6;
/// Plies after which a self-play game is abandoned.
const MAX_GAME_PLIES: usize = 160;

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
            e.set_tweak(mining_tweak());
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
