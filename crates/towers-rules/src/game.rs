//! A game in progress: start position, moves played, and how it ends by the rules.

use std::fmt;

use super::draw::{self, DrawRule};
use super::notation::{self, IllegalReason, MoveError};
use super::quote::clip;
use super::settings::{self, OptionError, RuleOptions};
use super::{fen, Color, FenError, Move, Position, Rules, Variant};

/// How a game ended by the rules (resignation and agreement are decided by the players and
/// recorded by the caller). Shown (`Display`) as the reason in the rule book's English words,
/// e.g. "White has no legal move" or "15 moves each with only kings moving and no capture".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `winner` won because the other side, to move, cannot move.
    Win { winner: Color, reason: WinReason },
    /// Drawn by a draw rule.
    Draw { reason: DrawReason },
}

/// Why the side to move lost by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinReason {
    /// It has no pieces left.
    NoPieces,
    /// It has pieces but no legal move.
    NoMove,
}

/// Why a game was drawn by the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawReason {
    /// The same position arose for the third time.
    Repetition,
    /// A draw rule ran out: `moves` moves each (half its plies) under `rule`.
    Rule { rule: DrawRule, moves: u32 },
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win {
                winner,
                reason: WinReason::NoPieces,
            } => write!(f, "{} has no pieces left to move", (!*winner).name()),
            Outcome::Win {
                winner,
                reason: WinReason::NoMove,
            } => write!(f, "{} has no legal move", (!*winner).name()),
            Outcome::Draw {
                reason: DrawReason::Repetition,
            } => f.write_str("threefold repetition"),
            Outcome::Draw {
                reason: DrawReason::Rule { rule, moves },
            } => write!(f, "{moves} moves each {rule}"),
        }
    }
}

/// A game: the start position, the moves played and the position they lead to.
#[derive(Clone, Debug)]
pub struct Game {
    /// The rule options the game was created with (docs/rules.md#rule-options).
    options: RuleOptions,
    start: Position,
    moves: Vec<Move>,
    /// Positions after each ply, starting with `start`.
    history: Vec<Position>,
    /// Plies since the last capture or other reset event of the variant's draw rule.
    no_progress: u32,
    /// What came before `history[0]` when the game was [resumed](Game::resume) from a
    /// [`Continuation`]; empty for a game built move by move from its start.
    earlier: Earlier,
}

/// The part of a resumed game's past that the draw rules still read.
#[derive(Clone, Debug, Default)]
struct Earlier {
    /// Plies played before `history[0]`.
    plies: usize,
    /// [`repetition_key`]s of the positions before `history[0]`, oldest first.
    keys: Vec<u64>,
    /// How many positions directly before `history[0]` were in its endgame class.
    endgame_run: u32,
    /// The move that led to `history[0]` with the position it was played in.
    last: Option<(Position, Move)>,
    /// The no-progress count at `history[0]`.
    no_progress: u32,
}

/// What a game needs to go on exactly as if it had been replayed from its start: the
/// current position and what the draw rules read of the earlier ones (docs/rules.md#international).
/// [`Game::continuation`] takes it from a game, [`Game::resume`] builds a game from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Continuation {
    /// The current position.
    pub position: Position,
    /// Plies played from the start to `position`.
    pub plies: usize,
    /// Plies since the last reset of the variant's no-progress rule.
    pub no_progress: u32,
    /// How many positions directly before `position` are in `position`'s endgame class (0
    /// when it is in none).
    pub endgame_run: u32,
    /// The [`repetition_key`] of every position before `position`, oldest (the start)
    /// first: `plies` keys.
    pub earlier: Vec<u64>,
    /// The move that led to `position` with the position it was played in (`None` at the
    /// start), for [`Game::last_move`].
    pub last: Option<(Position, Move)>,
}

/// A stable 64-bit key of a position for the repetition rule: FNV-1a of its FEN
/// ([`fen::write`], which writes equal positions alike and unequal ones differently), so it
/// is the same in every build. Two different positions share a key with probability 2^-64.
pub fn repetition_key(pos: &Position) -> u64 {
    fen::write(pos).bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Why replaying a game text failed: the ply (0-based) and the move error.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("move {} ({text}): {error}", ply / 2 + 1)]
pub struct ReplayError {
    pub ply: usize,
    pub text: String,
    pub error: MoveError,
}

impl Game {
    /// A game from the variant's initial position.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(Position::initial(variant))
    }

    /// A game from the initial position of `variant` under rule `options`
    /// (docs/rules.md#rule-options), e.g. Lasca with Black moving first. Errors as
    /// [`settings::initial_position`].
    pub fn with_options(variant: Variant, options: RuleOptions) -> Result<Game, OptionError> {
        let start = settings::initial_position(variant, options)?;
        let mut game = Game::from_position(start);
        game.options = options.normalized(variant);
        Ok(game)
    }

    /// The rule options of the game.
    pub fn options(&self) -> RuleOptions {
        self.options
    }

    /// The rules the game is played under.
    pub fn rules(&self) -> &'static Rules {
        Rules::lookup(self.variant(), self.options)
    }

    /// A game from `start`.
    pub fn from_position(start: Position) -> Game {
        Game {
            options: RuleOptions::default(),
            history: vec![start.clone()],
            start,
            moves: Vec::new(),
            no_progress: 0,
            earlier: Earlier::default(),
        }
    }

    /// A game from `start` under `options` that continues from `state` (taken by
    /// [`Game::continuation`] of the game so far) without replaying its moves: its position,
    /// outcome, legal moves and draw rules are those of the replayed game. It knows only the
    /// moves played after resuming: [`Game::moves`], [`Game::move_texts`] and
    /// [`Game::last_move`] cover those, [`Game::plies`] counts all. The caller vouches that
    /// `state` belongs to `start` (a mismatch is not detected here; compare with a replay).
    pub fn resume(start: Position, options: RuleOptions, state: Continuation) -> Game {
        let options = options.normalized(start.variant());
        // Read back from a FEN the position has the variant's default rules; the game's are
        // `options`' (an option the variant refuses leaves the position as it is).
        let ruled = |pos: Position| pos.clone().with_options(options).unwrap_or(pos);
        let position = ruled(state.position);
        let last = state.last.map(|(pos, mv)| (ruled(pos), mv));
        Game {
            options,
            start,
            moves: Vec::new(),
            history: vec![position],
            no_progress: state.no_progress,
            earlier: Earlier {
                plies: state.plies,
                keys: state.earlier,
                endgame_run: state.endgame_run,
                last,
                no_progress: state.no_progress,
            },
        }
    }

    /// What [`Game::resume`] needs to continue this game.
    pub fn continuation(&self) -> Continuation {
        let (before, current) = match self.history.split_last() {
            Some((last, before)) => (before, last.clone()),
            None => (&[][..], self.start.clone()),
        };
        let endgame = self.rules().endgame;
        let endgame_run = match draw::endgame_class(endgame, &current) {
            None => 0,
            Some(class) => {
                let run = before
                    .iter()
                    .rev()
                    .take_while(|p| draw::endgame_class(endgame, p) == Some(class))
                    .count();
                let all = run == before.len();
                run as u32 + if all { self.earlier.endgame_run } else { 0 }
            }
        };
        let mut earlier = self.earlier.keys.clone();
        earlier.extend(before.iter().map(repetition_key));
        Continuation {
            position: current,
            plies: self.plies(),
            no_progress: self.no_progress,
            endgame_run,
            earlier,
            last: self.last_move().map(|(pos, mv)| (pos.clone(), *mv)),
        }
    }

    /// Plies played from the start, including those before a [`Game::resume`].
    pub fn plies(&self) -> usize {
        self.earlier.plies + self.moves.len()
    }

    /// A game from a FEN (see [`fen::read`]).
    pub fn from_fen(variant: Variant, text: &str) -> Result<Game, FenError> {
        Ok(Game::from_position(fen::read(variant, text)?))
    }

    /// Replays `moves` (each a move text) from `start`; fails at the first illegal one.
    pub fn replay<'a>(
        start: Position,
        moves: impl IntoIterator<Item = &'a str>,
    ) -> Result<Game, ReplayError> {
        let mut game = Game::from_position(start);
        for (ply, text) in moves.into_iter().enumerate() {
            game.play_text(text).map_err(|error| ReplayError {
                ply,
                text: clip(text).into_owned(),
                error,
            })?;
        }
        Ok(game)
    }

    /// The game after its first `plies` moves (all of them when `plies` is larger): the same
    /// start position and rule options, the moves replayed (for going through a game ply by ply).
    /// Of a game continued from a stored position ([`Game::resume`]) `plies` counts the moves
    /// played since then, from that position, with the earlier part as it was.
    pub fn prefix(&self, plies: usize) -> Game {
        let resumed_at = self.history.first().unwrap_or(&self.start).clone();
        let mut game = Game {
            options: self.options,
            history: vec![resumed_at],
            start: self.start.clone(),
            moves: Vec::new(),
            no_progress: self.earlier.no_progress,
            earlier: self.earlier.clone(),
        };
        for mv in self.moves.iter().take(plies) {
            game.play(*mv);
        }
        game
    }

    /// The variant.
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        self.history.last().unwrap_or(&self.start)
    }

    /// Moves played so far (in a [resumed](Game::resume) game: since it was resumed).
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The moves played, in full notation.
    pub fn move_texts(&self) -> Vec<String> {
        self.moves
            .iter()
            .zip(&self.history)
            .map(|(m, pos)| notation::write(pos, m))
            .collect()
    }

    /// The last move played with the position it was played in (also in a resumed game
    /// before its first new move).
    pub fn last_move(&self) -> Option<(&Position, &Move)> {
        let n = self.moves.len();
        if n == 0 {
            return self.earlier.last.as_ref().map(|(pos, mv)| (pos, mv));
        }
        Some((&self.history[n - 1], &self.moves[n - 1]))
    }

    /// Resolves and plays a move text. On error nothing changes. Also refused once the game
    /// has an outcome.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::Illegal {
                text: clip(text).into_owned(),
                reason: IllegalReason::GameOver { outcome },
                legal: Vec::new(),
            });
        }
        let mv = notation::resolve(self.position(), text)?;
        self.play(mv);
        Ok(mv)
    }

    /// Plays `mv`, which must be legal in the current position.
    pub fn play(&mut self, mv: Move) {
        let pos = self.position();
        let rule = self.rules().no_progress;
        let man_moved = !pos.tower(mv.from()).top_is_king();
        let reset = mv.is_capture()
            || (rule.man_move_resets && man_moved)
            || (rule.promotion_resets && mv.promotes());
        let next = pos.play(&mv);
        self.no_progress = if reset { 0 } else { self.no_progress + 1 };
        self.moves.push(mv);
        self.history.push(next);
    }

    /// The outcome by the rules, if the game is over: the side to move has no legal move
    /// (it loses), threefold repetition, the variant's no-progress rule, or its endgame
    /// counters ([`draw`], docs/rules.md#international).
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if pos.legal_moves().is_empty() {
            let loser = pos.side_to_move();
            let reason = if pos.towers().all(|(_, t)| t.owner() != Some(loser)) {
                WinReason::NoPieces
            } else {
                WinReason::NoMove
            };
            return Some(Outcome::Win {
                winner: !loser,
                reason,
            });
        }
        let mut repeats = self.history.iter().filter(|p| *p == pos).count();
        if !self.earlier.keys.is_empty() {
            let key = repetition_key(pos);
            repeats += self.earlier.keys.iter().filter(|k| **k == key).count();
        }
        if repeats >= 3 {
            return Some(Outcome::Draw {
                reason: DrawReason::Repetition,
            });
        }
        let rule = self.rules().no_progress;
        if self.no_progress >= rule.plies {
            return Some(Outcome::Draw {
                reason: DrawReason::Rule {
                    rule: rule.rule,
                    moves: rule.plies / 2,
                },
            });
        }
        let endgame = self.rules().endgame;
        if let Some((class, run)) = draw::endgame_count(endgame, &self.history) {
            // The whole window is in the class: the run goes on into the earlier positions.
            let whole = run as usize + 1 == self.history.len();
            let plies = run + if whole { self.earlier.endgame_run } else { 0 };
            if plies >= endgame[class].plies {
                return Some(Outcome::Draw {
                    reason: DrawReason::Rule {
                        rule: endgame[class].rule,
                        moves: endgame[class].plies / 2,
                    },
                });
            }
        }
        None
    }
}
