//! The proof that a level can be solved, for `towers learn check` (and, in small, for the play
//! session's early "that cannot work any more"): against the level's own answers
//! ([`super::goal::Answers`]), some line of the solver reaches the goal within the budget, the
//! shortest earns three stars, the goal is not met at the start, and the hint's move starts a
//! line that reaches it with three stars.
//!
//! The solver's moves are searched exhaustively (iterative deepening, so the first depth that
//! succeeds is the shortest line) up to [`SEARCH_CAP`] positions; a level too large for that
//! is proved by the engine playing the solver's side from the hint's move ([`Method::Engine`]).

use super::goal::{Answers, Attempt, Status};
use super::model::{Level, Success};
use towers_engine::Level as EngineLevel;

/// The most positions the exhaustive search of one question visits.
pub const SEARCH_CAP: usize = 200_000;

/// How a level was proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Every line of the solver within the budget was searched: `shortest` is exact.
    Exhaustive,
    /// The engine found a line (the search was too large): `shortest` is that line's length.
    Engine,
}

/// What the proof found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    /// Moves of the shortest line found.
    pub shortest: u32,
    pub method: Method,
}

/// Whether some line of at most `depth` more moves of the solver solves `at`; `None` when the
/// search would pass `cap` positions (`work` counts them).
pub fn solvable(
    at: &Attempt<'_>,
    depth: u32,
    answers: &mut Answers,
    work: &mut usize,
    cap: usize,
) -> Option<bool> {
    if depth == 0 || at.status != Status::Going {
        return Some(matches!(at.status, Status::Solved { .. }));
    }
    for mv in at.useful_moves() {
        *work += 1;
        if *work > cap {
            return None;
        }
        let mut next = at.clone();
        match next.play(&mv, answers).status {
            Status::Solved { .. } => return Some(true),
            Status::Going if depth > 1 && solvable(&next, depth - 1, answers, work, cap)? => {
                return Some(true)
            }
            _ => {}
        }
    }
    Some(false)
}

/// The length of the shortest solving line from `at` within `most` more moves: `Ok(None)`
/// when there is none, `Err(())` when the search is too large.
fn shortest(at: &Attempt<'_>, most: u32, answers: &mut Answers) -> Result<Option<u32>, ()> {
    let mut work = 0;
    for depth in 1..=most {
        match solvable(at, depth, answers, &mut work, SEARCH_CAP) {
            Some(true) => return Ok(Some(depth)),
            Some(false) => {}
            None => return Err(()),
        }
    }
    Ok(None)
}

/// The engine's line for the solver from `at` (the opponent answering as the level says):
/// its length if it solves the level.
fn engine_line(mut at: Attempt<'_>, answers: &mut Answers) -> Option<u32> {
    let strongest = EngineLevel::new(EngineLevel::MAX)?;
    while at.status == Status::Going {
        let mv = answers.engine(&at.pos, strongest)?;
        at.play(&mv, answers);
    }
    matches!(at.status, Status::Solved { .. }).then_some(at.moves)
}

/// Proves `level` (see the module docs); the error says what fails.
pub fn prove(level: &Level, answers: &mut Answers) -> Result<Proof, String> {
    let start = Attempt::new(level);
    if start.met_at_start() {
        return Err("the goal is already met at the start".into());
    }
    let legal = level.start.legal_moves();
    if legal.is_empty() {
        return Err("the solver has no legal move at the start".into());
    }
    if matches!(level.success, Success::AllCaptures) {
        if legal.len() < 2 || legal.iter().any(|m| !m.is_capture()) {
            return Err(
                "all_captures needs a start with two or more captures and no other move".into(),
            );
        }
        if legal.len() as u32 > level.stars[0] {
            return Err(format!(
                "{} captures to find but three stars at {} moves",
                legal.len(),
                level.stars[0]
            ));
        }
    }
    let three = level.stars[0];
    let mut after_hint = start.clone();
    let hint_status = after_hint.play(&level.hint_move, answers).status;
    let (best, method) = match shortest(&start, level.budget, answers) {
        Ok(Some(n)) => (n, Method::Exhaustive),
        Ok(None) => {
            return Err(format!(
                "the goal cannot be reached in {} moves against the level's answers",
                level.budget
            ))
        }
        Err(()) => {
            let mut line = start.clone();
            line.play(&level.hint_move, answers);
            match engine_line(line, answers) {
                Some(n) => (n, Method::Engine),
                None => {
                    return Err(
                        "too many lines to search, and the engine's line from the hint's move does not reach the goal"
                            .into(),
                    )
                }
            }
        }
    };
    if best > three {
        return Err(format!(
            "the shortest line found takes {best} moves, more than the {three} of three stars"
        ));
    }
    let hint_ok = match hint_status {
        Status::Solved { stars } => stars == 3,
        Status::Going if method == Method::Exhaustive => {
            shortest(&after_hint, three - 1, answers).is_ok_and(|n| n.is_some())
        }
        Status::Going => engine_line(after_hint, answers).is_some_and(|n| n <= three),
        Status::Failed(_) => false,
    };
    if !hint_ok {
        return Err(format!(
            "the hint's move does not start a line that reaches the goal in {three} moves"
        ));
    }
    Ok(Proof {
        shortest: best,
        method,
    })
}
