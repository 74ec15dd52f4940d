//! What a puzzle claims ("and win material", "and win", "and stop the king", "and hold") and
//! the theme it shows, decided from the position, the search's scores and the line, so that
//! the claim is true of the line.
//!
//! - **win**: the search proves a win (a mate score).
//! - **win material**: once the line and every capture it forces after its end are played out
//!   ([`super::puzzle_material::forced_captures`]), the solver is at least a man ahead of where
//!   it started ([`super::puzzle_material::balance`]: men 1, kings 3, prisoners of towers 1),
//!   the gain is already on the board at the line's end, and the end is no known draw.
//! - **stop the king**: every other move loses at least half a man, and the engine's answer to
//!   the best of them crowns a man of the opponent, while the line lets none crown.
//! - **hold**: every other move loses at least half a man; the move keeps the balance.
//!
//! Every line ends on a move of the solver, never on the opponent's capture. The themes:
//! a choice among compulsory captures, a king ending, a defence, a shot (the solver gives
//! material and takes more), a breakthrough to king, else a quiet move.

use serde::{Deserialize, Serialize};

use super::puzzle_material::{balance, forced_captures, known_draw, MAN};
use super::search::MATE_BOUND;
use towers_rules::{Move, Position};

/// The least score of the best move for the solver, in hundredths of a man: the least gain a
/// puzzle is mined for, and the least loss of another move that makes a defence.
pub const MIN_GAIN: i32 = 50;

/// A line of moves, each with the position it is played from.
pub type Line = Vec<(Position, Move)>;

/// What the solver is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Claim {
    Win,
    WinMaterial,
    StopKing,
    Hold,
}

impl Claim {
    /// Every claim, strongest first (the order [`decide`] tries them in).
    pub const ALL: [Claim; 4] = [Claim::Win, Claim::WinMaterial, Claim::StopKing, Claim::Hold];

    /// The name in files and reports.
    pub fn name(self) -> &'static str {
        match self {
            Claim::Win => "win",
            Claim::WinMaterial => "win_material",
            Claim::StopKing => "stop_king",
            Claim::Hold => "hold",
        }
    }

    /// Whether the puzzle defends rather than wins.
    pub fn defensive(self) -> bool {
        matches!(self, Claim::StopKing | Claim::Hold)
    }
}

/// A theme players know.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Theme {
    /// The position opens with a compulsory capture among several, and the wrong one loses.
    CaptureChoice,
    /// Few pieces left, a king among them.
    KingEnding,
    /// The move defends (stops a king, holds the balance).
    Defence,
    /// A combination: the solver gives material and takes more.
    Shot,
    /// The solver breaks through to crown a man.
    Breakthrough,
    /// A quiet move that wins.
    QuietMove,
}

impl Theme {
    pub const ALL: [Theme; 6] = [
        Theme::CaptureChoice,
        Theme::KingEnding,
        Theme::Defence,
        Theme::Shot,
        Theme::Breakthrough,
        Theme::QuietMove,
    ];

    /// The name in files, reports and the `/puzzle theme:` choices.
    pub fn name(self) -> &'static str {
        match self {
            Theme::CaptureChoice => "capture_choice",
            Theme::KingEnding => "king_ending",
            Theme::Defence => "defence",
            Theme::Shot => "shot",
            Theme::Breakthrough => "breakthrough",
            Theme::QuietMove => "quiet_move",
        }
    }
}

impl std::str::FromStr for Theme {
    type Err = String;
    fn from_str(s: &str) -> Result<Theme, String> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name() == s)
            .ok_or_else(|| format!("unknown theme {s:?}"))
    }
}

/// The most pieces per side in a [`Theme::KingEnding`].
const KING_ENDING_PIECES: usize = 4;

/// What the search found, as a claim needs it.
pub struct Scores<'a> {
    /// The best move's score and the best score of a move leading elsewhere (the solver's).
    pub score: i32,
    pub second: i32,
    /// Whether the engine's answer to that second-best move crowns a man of the opponent
    /// (asked only for [`Claim::StopKing`]: it costs a search).
    pub second_crowns: &'a dyn Fn() -> bool,
}

/// Why a claim is not true of a line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    #[error("the line ends on the opponent's move")]
    EndsOnOpponent,
    #[error("claims a win, but the search proves none (score {0})")]
    NoWin(i32),
    #[error("claims to win material, but the solver's gain is {visible} at the line's end and {after} after the captures it forces (needs {MAN})")]
    NoGain { visible: i32, after: i32 },
    #[error("claims to win material, but the line ends in a known draw")]
    KnownDraw,
    #[error("claims a defence, but another move loses only {0} (needs -{MIN_GAIN} or less)")]
    OthersHold(i32),
    #[error("claims to stop a king, but no other move lets the opponent crown")]
    NoKingStopped,
    #[error("claims to stop a king, but the line lets the opponent crown")]
    KingNotStopped,
}

/// The solver's material gain at the end of `line` and after the captures it forces, whether
/// the end is a known draw, and whether the opponent crowns on the way.
struct LineEnd {
    visible: i32,
    after: i32,
    draw: bool,
    opponent_crowns: bool,
}

fn line_end(start: &Position, line: &[(Position, Move)]) -> LineEnd {
    let solver = start.side_to_move();
    let mut pos = start.clone();
    let mut opponent_crowns = false;
    for (i, (from, mv)) in line.iter().enumerate() {
        opponent_crowns |= i % 2 == 1 && mv.promotes();
        pos = from.play(mv);
    }
    let visible = balance(&pos, solver) - balance(start, solver);
    let forced = forced_captures(&pos);
    for (from, mv) in &forced {
        opponent_crowns |= from.side_to_move() != solver && mv.promotes();
        pos = from.play(mv);
    }
    LineEnd {
        visible,
        after: balance(&pos, solver) - balance(start, solver),
        draw: known_draw(&pos, solver),
        opponent_crowns,
    }
}

/// Whether `claim` is true of `line` (the solution from `start`, its first move the one the
/// search found best) with the search's `scores`.
pub fn verify(
    claim: Claim,
    start: &Position,
    line: &[(Position, Move)],
    scores: &Scores<'_>,
) -> Result<(), ClaimError> {
    if line.len().is_multiple_of(2) {
        return Err(ClaimError::EndsOnOpponent);
    }
    match claim {
        Claim::Win => {
            if scores.score <= MATE_BOUND {
                return Err(ClaimError::NoWin(scores.score));
            }
        }
        Claim::WinMaterial => {
            let end = line_end(start, line);
            if end.visible < MAN || end.after < MAN {
                return Err(ClaimError::NoGain {
                    visible: end.visible,
                    after: end.after,
                });
            }
            if end.draw {
                return Err(ClaimError::KnownDraw);
            }
        }
        Claim::StopKing | Claim::Hold => {
            if scores.second > -MIN_GAIN {
                return Err(ClaimError::OthersHold(scores.second));
            }
            if claim == Claim::StopKing {
                if line_end(start, line).opponent_crowns {
                    return Err(ClaimError::KingNotStopped);
                }
                if !(scores.second_crowns)() {
                    return Err(ClaimError::NoKingStopped);
                }
            }
        }
    }
    Ok(())
}

/// The line shown for `claim` from the search's `raw` line (its first move the best): for a
/// win or a material gain, `raw` and the captures forced after it, up to the solver's last
/// capture or crowning (else its last move); for a defence, the first move and the captures
/// it forces, up to the solver's last move.
pub fn line_for(claim: Claim, raw: &[(Position, Move)]) -> Line {
    let Some((start, first)) = raw.first() else {
        return Vec::new();
    };
    let mut line: Line = if claim.defensive() {
        vec![(start.clone(), *first)]
    } else {
        raw.to_vec()
    };
    if let Some((from, mv)) = line.last() {
        line.extend(forced_captures(&from.play(mv)));
    }
    let solver_move = |i: usize| i.is_multiple_of(2);
    let gain = line
        .iter()
        .enumerate()
        .rposition(|(i, (_, mv))| solver_move(i) && (mv.is_capture() || mv.promotes()));
    let last = match gain {
        Some(i) if !claim.defensive() => i,
        _ => line
            .iter()
            .enumerate()
            .rposition(|(i, _)| solver_move(i))
            .unwrap_or(0),
    };
    line.truncate(last + 1);
    line
}

/// The strongest claim true of its line, with the line: tried in [`Claim::ALL`]'s order.
pub fn decide(
    start: &Position,
    raw: &[(Position, Move)],
    scores: &Scores<'_>,
) -> Option<(Claim, Line)> {
    Claim::ALL.into_iter().find_map(|claim| {
        let line = line_for(claim, raw);
        verify(claim, start, &line, scores)
            .ok()
            .map(|()| (claim, line))
    })
}

/// Whether `start` opens with a compulsory capture among several (every legal move is a
/// capture, and they lead to at least two positions).
pub fn capture_choice(start: &Position) -> bool {
    let moves = start.legal_moves();
    if moves.is_empty() || !moves.iter().all(Move::is_capture) {
        return false;
    }
    let first = start.play(&moves[0]);
    moves.iter().skip(1).any(|m| start.play(m) != first)
}

/// The theme of a puzzle with `claim` and `line` from `start`: the first that fits of a
/// capture choice, a king ending (a king on the board, at most four pieces a side), a defence,
/// a shot (an opponent's capture before a later capture of the solver), a breakthrough (the
/// solver crowns), else a quiet move.
pub fn theme(start: &Position, claim: Claim, line: &[(Position, Move)]) -> Theme {
    if capture_choice(start) {
        return Theme::CaptureChoice;
    }
    let mut pieces = [0usize; 2];
    let mut king = false;
    for (_, tower) in start.towers() {
        if let Some(owner) = tower.owner() {
            pieces[usize::from(owner == start.side_to_move())] += 1;
            king |= tower.top_is_king();
        }
    }
    if king && pieces.iter().all(|&n| n <= KING_ENDING_PIECES) {
        return Theme::KingEnding;
    }
    if claim.defensive() {
        return Theme::Defence;
    }
    let given = line
        .iter()
        .enumerate()
        .position(|(i, (_, mv))| i % 2 == 1 && mv.is_capture());
    let taken_after = given.is_some_and(|g| {
        line.iter()
            .enumerate()
            .skip(g + 1)
            .any(|(i, (_, mv))| i % 2 == 0 && mv.is_capture())
    });
    if taken_after {
        return Theme::Shot;
    }
    if line
        .iter()
        .enumerate()
        .any(|(i, (_, mv))| i % 2 == 0 && mv.promotes())
    {
        return Theme::Breakthrough;
    }
    Theme::QuietMove
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::{fen, notation, Variant};

    fn line(start: &Position, moves: &[&str]) -> Line {
        let mut pos = start.clone();
        let mut out = Vec::new();
        for text in moves {
            let mv = notation::resolve(&pos, text).unwrap();
            let next = pos.play(&mv);
            out.push((pos, mv));
            pos = next;
        }
        out
    }

    fn scores(score: i32, second: i32, crowns: &dyn Fn() -> bool) -> Scores<'_> {
        Scores {
            score,
            second,
            second_crowns: crowns,
        }
    }

    #[test]
    fn russian_4_wins_no_material_and_ends_in_a_known_draw() {
        let start = fen::read(Variant::Russian, "B:Wa7,Kf8:BKg1,f4,c7").unwrap();
        let l = line(&start, &["c7-b6", "a7:c5", "g1:a7"]);
        let s = scores(300, 0, &|| false);
        assert_eq!(
            verify(Claim::WinMaterial, &start, &l, &s),
            Err(ClaimError::NoGain {
                visible: 0,
                after: 0
            })
        );
        assert!(decide(&start, &l, &s).is_none(), "no claim is true of it");
    }

    #[test]
    fn a_line_ending_on_the_opponents_capture_is_refused_and_extended() {
        let start = fen::read(Variant::Russian, "B:Wa7,Kf8:BKg1,f4,c7").unwrap();
        let l = line(&start, &["c7-b6", "a7:c5"]);
        let s = scores(300, -200, &|| false);
        assert_eq!(
            verify(Claim::Hold, &start, &l, &s),
            Err(ClaimError::EndsOnOpponent)
        );
        // The forced recapture (g1:a7 or g1:b6) is the solver's, so the line ends on it.
        let shown = line_for(Claim::WinMaterial, &l);
        let last = shown.last().unwrap();
        assert!(notation::write(&last.0, &last.1).starts_with("g1:"));
        // A defence shows the first move and the captures it forces, up to the solver's.
        assert_eq!(line_for(Claim::Hold, &l[..1]).len(), 3);
    }

    #[test]
    fn a_choice_among_compulsory_captures_is_its_own_theme() {
        // Black must take with d4 (d4:f2:h4) or c5 (c5:a3).
        let start = fen::read(
            Variant::Russian,
            "B:Wa1,c1,e3,g3,b4,f4:Bd4,c5,b6,d6,c7,g7,f8",
        )
        .unwrap();
        assert!(capture_choice(&start));
        let l = line(&start, &["d4:f2:h4"]);
        assert_eq!(theme(&start, Claim::WinMaterial, &l), Theme::CaptureChoice);
        assert!(!capture_choice(&Position::initial(Variant::Russian)));
        assert_eq!("shot".parse::<Theme>(), Ok(Theme::Shot));
        assert!("sacrifice".parse::<Theme>().is_err());
    }
}
