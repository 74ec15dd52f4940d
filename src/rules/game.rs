//! A game in progress: start position, moves played, and how it ends by the rules.

use super::draw;
use super::notation::{self, MoveError};
use super::settings::{self, OptionError, RuleOptions};
use super::{fen, Color, FenError, Move, Position, Rules, Variant};

/// How a game ended by the rules (resignation and agreement are decided by the players and
/// recorded by the caller).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `winner` won because the other side, to move, has no legal move.
    Win { winner: Color, reason: String },
    /// Drawn by a draw rule.
    Draw { reason: String },
}

/// A game: the start position, the moves played and the position they lead to.
#[derive(Clone, Debug)]
pub struct Game {
    /// The rule options the game was created with (RULES.md §7).
    options: RuleOptions,
    start: Position,
    moves: Vec<Move>,
    /// Positions after each ply, starting with `start`.
    history: Vec<Position>,
    /// Plies since the last capture or other reset event of the variant's draw rule.
    no_progress: u32,
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

    /// A game from the initial position of `variant` under rule `options` (RULES.md §7),
    /// e.g. Lasca with Black moving first. Errors as [`settings::initial_position`].
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
        }
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
                text: text.to_string(),
                error,
            })?;
        }
        Ok(game)
    }

    /// The game after its first `plies` moves (all of them when `plies` is larger): the same
    /// start position and rule options, the moves replayed (for going through a game ply by ply).
    pub fn prefix(&self, plies: usize) -> Game {
        let mut game = Game {
            options: self.options,
            history: vec![self.start.clone()],
            start: self.start.clone(),
            moves: Vec::new(),
            no_progress: 0,
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

    /// Moves played so far.
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

    /// The last move played with the position it was played in.
    pub fn last_move(&self) -> Option<(&Position, &Move)> {
        let n = self.moves.len();
        (n > 0).then(|| (&self.history[n - 1], &self.moves[n - 1]))
    }

    /// Resolves and plays a move text. On error nothing changes. Also refused once the game
    /// has an outcome.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        if let Some(outcome) = self.outcome() {
            return Err(MoveError::Illegal {
                text: text.to_string(),
                reason: match outcome {
                    Outcome::Win { reason, .. } | Outcome::Draw { reason } => {
                        format!("the game is over ({reason})")
                    }
                },
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
    /// counters ([`draw`], RULES.md §2.3).
    pub fn outcome(&self) -> Option<Outcome> {
        let pos = self.position();
        if pos.legal_moves().is_empty() {
            let loser = pos.side_to_move();
            let reason = if pos.towers().all(|(_, t)| t.owner() != Some(loser)) {
                format!("{} has no pieces left to move", loser.name())
            } else {
                format!("{} has no legal move", loser.name())
            };
            return Some(Outcome::Win {
                winner: !loser,
                reason,
            });
        }
        let repeats = self.history.iter().filter(|p| *p == pos).count();
        if repeats >= 3 {
            return Some(Outcome::Draw {
                reason: "threefold repetition".to_string(),
            });
        }
        let rule = self.rules().no_progress;
        if self.no_progress >= rule.plies {
            return Some(Outcome::Draw {
                reason: rule.wording.to_string(),
            });
        }
        let endgame = self.rules().endgame;
        if let Some((class, plies)) = draw::endgame_count(endgame, &self.history) {
            if plies >= endgame[class].plies {
                return Some(Outcome::Draw {
                    reason: endgame[class].wording.to_string(),
                });
            }
        }
        None
    }
}
