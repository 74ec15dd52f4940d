//! Playing a level: the state of one attempt ([`Attempt`]), the opponent's answers
//! (scripted, the engine's, or none) and the judgement of the goal after every move.
//!
//! The answers are a function of the position alone (the script's move at that turn, else the
//! engine at a fixed node budget on a fresh table), so an attempt is the same whoever plays it
//! and wherever: `towers learn check` proves the level against exactly the answers the player
//! meets. [`Answers`] keeps the engine's answers already worked out (the check asks for the
//! same positions again and again).

use std::collections::HashMap;

use super::model::{Level, Replies, Success};
use towers_engine::puzzles::refutation;
use towers_engine::Level as EngineLevel;
use towers_rules::{fen, notation, Color, Move, Position, Square};

/// Search nodes of the engine's answer at each level, 1 to 6: small enough for an answer in
/// milliseconds, and a node budget (not a time) so the answer never depends on the machine.
pub const ENGINE_NODES: [u64; 6] = [300, 1_500, 5_000, 20_000, 50_000, 100_000];

/// Where an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The solver is to move again.
    Going,
    /// The goal is met, with these stars (1-3).
    Solved { stars: u8 },
    /// The attempt is over without the goal.
    Failed(Why),
}

/// Why an attempt failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Why {
    /// The move budget is spent.
    Budget,
    /// A piece of the solver was taken (a `hold` level).
    Lost,
    /// The solver has no legal move left.
    Blocked,
    /// The opponent cannot move, but winning was not the goal.
    GameOver,
    /// The goal can no longer be reached within the moves left (found by a search).
    Unreachable,
}

/// One move of the solver with its consequence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// The solver's move in full notation.
    pub played: String,
    /// The opponent's answer in full notation (none after the goal, on a pass, or when the
    /// opponent cannot move).
    pub reply: Option<String>,
    pub status: Status,
}

/// The engine's answers worked out so far, by position and level.
#[derive(Default)]
pub struct Answers {
    known: HashMap<(String, u8), Option<Move>>,
    /// How many were searched (not found in `known`).
    pub searched: usize,
    /// The answer recorded for the next engine turn (an attempt replayed from the store
    /// takes the answer it met then, without searching again).
    recorded: Option<String>,
}

impl Answers {
    /// The engine's move in `pos` at `level`; `None` when there is no legal move.
    pub fn engine(&mut self, pos: &Position, level: EngineLevel) -> Option<Move> {
        if let Some(mv) = self
            .recorded
            .take()
            .and_then(|text| notation::resolve(pos, &text).ok())
        {
            return Some(mv);
        }
        let key = (fen::write(pos), level.number());
        if let Some(known) = self.known.get(&key) {
            return *known;
        }
        let moves = pos.legal_moves();
        let answer = match moves.len() {
            0 => None,
            1 => Some(moves[0]),
            _ => {
                self.searched += 1;
                let nodes = ENGINE_NODES[usize::from(level.number().clamp(1, 6)) - 1];
                refutation(pos, nodes, 1)
                    .first()
                    .and_then(|text| notation::resolve(pos, text).ok())
                    .or(Some(moves[0]))
            }
        };
        self.known.insert(key, answer);
        answer
    }

    /// The next engine turn answers `text` (when it is legal there) without a search.
    pub fn record(&mut self, text: Option<&str>) {
        self.recorded = text.map(str::to_string);
    }
}

/// The pieces of `color` in the towers it commands (in the classic games, its pieces): what
/// a capture of one of its pieces lowers.
pub fn commanded(pos: &Position, color: Color) -> u32 {
    pos.towers()
        .filter(|(_, t)| t.owner() == Some(color))
        .map(|(_, t)| t.count(color))
        .sum()
}

/// `pos` with the other side to move (the opponent passes).
pub fn passed(pos: &Position) -> Position {
    let mut out = Position::empty(pos.variant(), !pos.side_to_move());
    for (sq, tower) in pos.towers() {
        out.set_tower(sq, tower);
    }
    out
}

/// One attempt at a level.
#[derive(Clone, Debug)]
pub struct Attempt<'a> {
    pub level: &'a Level,
    /// The position now (the solver to move while [`Status::Going`]).
    pub pos: Position,
    /// Moves of the solver so far.
    pub moves: u32,
    /// Answers of the opponent so far (the script's index).
    replies: usize,
    /// Pieces the solver's moves have taken.
    captured: u32,
    /// The target squares of a `capture` goal jumped so far.
    jumped: Vec<Square>,
    /// The distinct captures played (an `all_captures` level).
    pub found: Vec<Move>,
    /// What the solver commanded at the start (a `hold` level).
    material: u32,
    pub status: Status,
    /// The last move on the board and the position it was played from (for the picture's
    /// highlight); none at the start and after an `all_captures` level sets the board back.
    pub last: Option<(Position, Move)>,
}

impl<'a> Attempt<'a> {
    /// A fresh attempt: the level's start, nothing played.
    pub fn new(level: &'a Level) -> Self {
        Attempt {
            level,
            pos: level.start.clone(),
            moves: 0,
            replies: 0,
            captured: 0,
            jumped: Vec::new(),
            found: Vec::new(),
            material: commanded(&level.start, level.side),
            status: Status::Going,
            last: None,
        }
    }

    /// Whether the goal is met by the start itself (a level the check refuses): the squares
    /// of a `reach` already held, or a `win` with the opponent already unable to move.
    pub fn met_at_start(&self) -> bool {
        match &self.level.success {
            Success::Reach { squares } => self.holds(&self.level.start, squares),
            Success::Win => passed(&self.level.start).legal_moves().is_empty(),
            _ => false,
        }
    }

    fn holds(&self, pos: &Position, squares: &[Square]) -> bool {
        squares
            .iter()
            .all(|&sq| pos.tower(sq).owner() == Some(self.level.side))
    }

    /// Plays the solver's legal move `mv`, then the opponent's answer, and judges the goal.
    /// Call only while [`Status::Going`].
    pub fn play(&mut self, mv: &Move, answers: &mut Answers) -> Step {
        let level = self.level;
        let played = notation::write(&self.pos, mv);
        let after = self.pos.play(mv);
        self.last = Some((self.pos.clone(), *mv));
        self.moves += 1;
        self.captured += mv.capture_count() as u32;
        let step = |status| Step {
            played: played.clone(),
            reply: None,
            status,
        };
        let solved = match &level.success {
            Success::Reach { squares } => self.holds(&after, squares),
            Success::Capture { count, squares } => {
                for sq in mv.captured() {
                    if squares.contains(&sq) && !self.jumped.contains(&sq) {
                        self.jumped.push(sq);
                    }
                }
                self.captured >= *count && self.jumped.len() == squares.len()
            }
            Success::Crown => mv.promotes(),
            Success::Win => after.legal_moves().is_empty(),
            Success::Hold { .. } => false,
            Success::AllCaptures => {
                if !self.found.iter().any(|f| f.same_path(mv)) {
                    self.found.push(*mv);
                }
                // The board is set back for the next capture.
                let all = level.start.legal_moves().len();
                self.status = if self.found.len() == all {
                    Status::Solved {
                        stars: level.stars_for(self.moves),
                    }
                } else if self.moves >= level.budget {
                    Status::Failed(Why::Budget)
                } else {
                    Status::Going
                };
                self.pos = level.start.clone();
                self.last = None;
                return step(self.status);
            }
        };
        if solved {
            self.pos = after;
            self.status = Status::Solved {
                stars: level.stars_for(self.moves),
            };
            return step(self.status);
        }
        let mut reply = None;
        self.pos = match &level.replies {
            Replies::Pass => passed(&after),
            Replies::Scripted { script, engine } => {
                let scripted = script
                    .get(self.replies)
                    .and_then(|text| notation::resolve(&after, text).ok());
                let answer = scripted.or_else(|| answers.engine(&after, *engine));
                self.replies += 1;
                match answer {
                    Some(answer) => {
                        reply = Some(notation::write(&after, &answer));
                        self.last = Some((after.clone(), answer));
                        after.play(&answer)
                    }
                    None => {
                        self.pos = after;
                        self.status = Status::Failed(Why::GameOver);
                        return step(self.status);
                    }
                }
            }
        };
        self.status = match level.success {
            _ if commanded(&self.pos, level.side) < self.material
                && matches!(level.success, Success::Hold { .. }) =>
            {
                Status::Failed(Why::Lost)
            }
            Success::Hold { moves } if self.moves >= moves => Status::Solved {
                stars: level.stars_for(self.moves),
            },
            _ if self.pos.legal_moves().is_empty() => Status::Failed(Why::Blocked),
            _ if self.moves >= level.budget => Status::Failed(Why::Budget),
            _ => Status::Going,
        };
        Step {
            played,
            reply,
            status: self.status,
        }
    }

    /// The moves the solver may try now: every legal move, except in an `all_captures` level
    /// the captures already found (playing one again can only waste a move).
    pub fn useful_moves(&self) -> Vec<Move> {
        let mut moves = self.pos.legal_moves();
        moves.retain(|m| !self.found.iter().any(|f| f.same_path(m)));
        moves
    }
}
