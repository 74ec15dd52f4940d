//! Replaying a [`PdnGame`] with the rules.
//!
//! Each move text is resolved against the position ([`notation::resolve`]: start-end-only
//! captures, partial and full paths, `x` for quiet moves as some English files write). When a
//! start-end capture is ambiguous — two paths with the same start and end that take different
//! pieces — every candidate is tried against the rest of the game, and the one the game
//! continues consistently with is chosen.

use std::fmt;

use super::{variant_of_tags, PdnGame};
use crate::notation::{self, MoveError};
use crate::quote::clip;
use crate::{fen, Color, Game, Move, MoveNumbers, Position, Rules, Variant};

/// The first move of a game that could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayFailure {
    /// 0-based ply of the move (0 also for a start-position problem, with empty `move_text`).
    pub ply: usize,
    /// The move number as a reader would write it: `12.` or `12...` (empty before the moves).
    pub label: String,
    /// The move as written in the record.
    pub move_text: String,
    /// Why it could not be played.
    pub reason: String,
}

impl fmt::Display for ReplayFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.move_text.is_empty() {
            write!(f, "{}", self.reason)
        } else {
            write!(
                f,
                "ply {} ({} {}): {}",
                self.ply + 1,
                self.label,
                self.move_text,
                self.reason
            )
        }
    }
}

impl std::error::Error for ReplayFailure {}

/// How many ambiguous captures one replay may explore before giving up.
const LOOKAHEAD_BUDGET: usize = 256;

/// Replays `game` in its tagged variant (else `default`) from its FEN (else the initial
/// position). Returns the game after the last move, or the first move that is unreadable,
/// illegal, unknown (`-`) or ambiguous even looking ahead. Start problems (a GameType towers
/// does not play, a bad FEN) fail at ply 0 with an empty `move_text`.
pub fn replay(game: &PdnGame, default: Variant) -> Result<Game, ReplayFailure> {
    let start_failure = |reason: String| ReplayFailure {
        ply: 0,
        label: String::new(),
        move_text: String::new(),
        reason,
    };
    let variant = variant_of_tags(game)
        .map_err(start_failure)?
        .unwrap_or(default);
    let start = match &game.fen {
        None => Position::initial(variant),
        Some(text) => start_position(variant, text, game.moves.first())
            .map_err(|e| start_failure(format!("bad FEN \"{}\": {e}", clip(text))))?,
    };
    let numbers = MoveNumbers::new(
        game.first_number.unwrap_or(1),
        Rules::of(variant).first,
        start.side_to_move(),
    );
    let mut budget = LOOKAHEAD_BUDGET;
    run(Game::from_position(start), &game.moves, 0, &mut budget).map_err(|mut f| {
        f.label = numbers.label(f.ply);
        f
    })
}

/// Reads a FEN; an unknown side to move (`?`) becomes the side whose first move fits.
fn start_position(
    variant: Variant,
    text: &str,
    first_move: Option<&String>,
) -> Result<Position, crate::FenError> {
    let normal = normalize_fen(text);
    let trimmed = normal.as_str();
    let Some(rest) = trimmed.strip_prefix('?') else {
        return fen::read(variant, trimmed);
    };
    let first = Rules::of(variant).first;
    let mut fallback = None;
    for side in [first, !first] {
        let letter = if side == Color::White { 'W' } else { 'B' };
        let pos = fen::read(variant, &format!("{letter}{rest}"))?;
        match first_move {
            Some(m) if notation::resolve(&pos, m).is_err() => {
                fallback.get_or_insert(pos);
            }
            _ => return Ok(pos),
        }
    }
    fallback.ok_or_else(|| crate::FenError {
        at: 0,
        reason: "no side to move".to_string(),
    })
}

/// Drops the trailing `.` many files write and colour groups that are empty (`W::.` is an
/// empty board with White to move).
fn normalize_fen(text: &str) -> String {
    let text = text.trim();
    let text = text.strip_suffix('.').unwrap_or(text);
    let mut parts = text.split(':');
    let side = parts.next().unwrap_or_default().trim();
    let mut out = side.to_string();
    for group in parts.filter(|g| !g.trim().is_empty()) {
        out.push(':');
        out.push_str(group);
    }
    out
}

fn failure(ply: usize, text: &str, reason: String) -> ReplayFailure {
    ReplayFailure {
        ply,
        label: String::new(),
        move_text: clip(text).into_owned(),
        reason,
    }
}

/// The moves `text` may mean in `pos`, one per distinct resulting position.
fn candidates(pos: &Position, text: &str) -> Result<Vec<Move>, String> {
    if text == "-" {
        return Err("the record does not give this move ('-' placeholder)".to_string());
    }
    match notation::resolve(pos, text) {
        Ok(mv) => Ok(vec![mv]),
        Err(MoveError::Ambiguous { candidates, .. }) => {
            let mut out: Vec<(Move, Position)> = Vec::new();
            for c in &candidates {
                if let Ok(mv) = notation::resolve(pos, c) {
                    let next = pos.play(&mv);
                    if !out.iter().any(|(_, p)| *p == next) {
                        out.push((mv, next));
                    }
                }
            }
            if out.is_empty() {
                return Err(format!(
                    "ambiguous: it could be {}",
                    candidates.join(" or ")
                ));
            }
            Ok(out.into_iter().map(|(m, _)| m).collect())
        }
        Err(e @ MoveError::Illegal { .. }) => {
            let legal = notation::legal_texts(pos);
            Err(format!(
                "{e}; position {}; legal moves: {}",
                fen::write(pos),
                if legal.is_empty() {
                    "none".to_string()
                } else {
                    legal.join(" ")
                }
            ))
        }
        Err(e) => Err(e.to_string()),
    }
}

fn run(
    mut game: Game,
    moves: &[String],
    first_ply: usize,
    budget: &mut usize,
) -> Result<Game, ReplayFailure> {
    for (i, text) in moves.iter().enumerate() {
        let ply = first_ply + i;
        let mut found =
            candidates(game.position(), text).map_err(|reason| failure(ply, text, reason))?;
        if found.len() == 1 {
            game.play(found.remove(0));
            continue;
        }
        let rest = moves.get(i + 1..).unwrap_or_default();
        let pos = game.position().clone();
        let mut fitting: Vec<(Move, Game)> = Vec::new();
        let mut furthest: Option<ReplayFailure> = None;
        for mv in found {
            if *budget == 0 {
                return Err(failure(
                    ply,
                    text,
                    "ambiguous capture, and too many ambiguities to look ahead".to_string(),
                ));
            }
            *budget -= 1;
            let mut branch = game.clone();
            branch.play(mv);
            match run(branch, rest, ply + 1, budget) {
                Ok(done) => fitting.push((mv, done)),
                Err(f) => {
                    if furthest.as_ref().is_none_or(|b| f.ply > b.ply) {
                        furthest = Some(f);
                    }
                }
            }
        }
        return match fitting.len() {
            1 => Ok(fitting.remove(0).1),
            0 => Err(furthest.unwrap_or_else(|| failure(ply, text, "ambiguous".to_string()))),
            _ => Err(failure(
                ply,
                text,
                format!(
                    "ambiguous capture: it could be {}, and the rest of the game fits each",
                    fitting
                        .iter()
                        .map(|(m, _)| notation::write(&pos, m))
                        .collect::<Vec<_>>()
                        .join(" or ")
                ),
            )),
        };
    }
    Ok(game)
}
