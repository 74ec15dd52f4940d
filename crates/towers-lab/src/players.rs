//! Players for engine matches: a level of the engine, or the two baselines `random` (a
//! uniformly random legal move) and `greedy` (one ply: the move that leaves the most material,
//! ties broken at random).

use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;

use towers_engine::eval::{material, Tweak};
use towers_engine::{Engine, Level, Style, WallClock};
use towers_rules::{Color, Game, Move};

/// Who plays a side in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A uniformly random legal move.
    Random,
    /// The legal move after which the mover's material ([`material`]) is largest.
    Greedy,
    /// The engine at a level.
    Level(Level),
    /// The engine at a level with changed evaluation weights (`6/prisoner=0`).
    Tuned(Level, Tweak),
}

/// A player name that is none of `random`, `greedy`, `1`…`6` (or `level1`…).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown player '{0}': expected random, greedy, a level 1-{max}, or a level with weights \
     such as 6/prisoner=0,mobility=4",
    max = Level::MAX
)]
pub struct UnknownPlayer(pub String);

impl FromStr for Player {
    type Err = UnknownPlayer;

    fn from_str(s: &str) -> Result<Player, UnknownPlayer> {
        if let Some((level, tweak)) = s.split_once('/') {
            let Player::Level(level) = level.parse()? else {
                return Err(UnknownPlayer(s.to_string()));
            };
            let tweak = tweak.parse().map_err(|_| UnknownPlayer(s.to_string()))?;
            return Ok(Player::Tuned(level, tweak));
        }
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "random" => Ok(Player::Random),
            "greedy" => Ok(Player::Greedy),
            _ => t
                .strip_prefix("level")
                .unwrap_or(&t)
                .parse::<u8>()
                .ok()
                .and_then(Level::new)
                .map(Player::Level)
                .ok_or_else(|| UnknownPlayer(s.to_string())),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Greedy => f.write_str("greedy"),
            Player::Level(l) => write!(f, "level{}", l.number()),
            Player::Tuned(l, t) => write!(f, "level{}/{t}", l.number()),
        }
    }
}

/// A player with its own engine and random generator (seeded: a match is reproducible up
/// to the time limits).
#[derive(Debug)]
pub struct Seat {
    player: Player,
    engine: Engine,
    rng: fastrand::Rng,
    /// Factor on the level's time budget (matches run at short time controls).
    time_scale: f64,
    /// Nodes per move instead of time, when set.
    nodes: Option<u64>,
    /// Time spent on searched moves (more than one legal move), and their number.
    thought: (std::time::Duration, u32),
}

impl Seat {
    /// `player` with randomness from `seed` and its level's time multiplied by `time_scale`.
    pub fn new(player: Player, seed: u64, time_scale: f64) -> Seat {
        let mut engine = Engine::with_seed(seed);
        if let Player::Tuned(_, tweak) = player {
            engine.set_tweak(tweak);
        }
        Seat {
            player,
            engine,
            rng: fastrand::Rng::with_seed(seed ^ 0x5EA7),
            time_scale,
            nodes: None,
            thought: (std::time::Duration::ZERO, 0),
        }
    }

    /// Searches `nodes` nodes a move (no time limit) when `Some`; levels keep their depth.
    pub fn with_nodes(mut self, nodes: Option<u64>) -> Seat {
        self.nodes = nodes;
        self
    }

    /// The mean time of this player's searched moves (zero before any).
    pub fn mean_think(&self) -> std::time::Duration {
        let (total, moves) = self.thought;
        total.checked_div(moves).unwrap_or_default()
    }

    /// The move this player makes in `game` (`None` when there is no legal move).
    pub fn pick(&mut self, game: &Game) -> Option<Move> {
        let started = std::time::Instant::now();
        let mv = self.choose(game);
        if game.position().legal_moves().len() > 1 {
            self.thought.0 += started.elapsed();
            self.thought.1 += 1;
        }
        mv
    }

    fn choose(&mut self, game: &Game) -> Option<Move> {
        let pos = game.position();
        match self.player {
            Player::Random => {
                let moves = pos.legal_moves();
                (!moves.is_empty()).then(|| moves[self.rng.usize(0..moves.len())])
            }
            Player::Greedy => {
                let mut moves = pos.legal_moves();
                self.rng.shuffle(&mut moves);
                let sign = match pos.side_to_move() {
                    Color::White => 1,
                    Color::Black => -1,
                };
                moves
                    .into_iter()
                    .max_by_key(|m| sign * material(&pos.play(m)))
            }
            Player::Level(level) | Player::Tuned(level, _) => {
                let mut style: Style = level.style_in(game.variant());
                style.limits.time = style.limits.time.map(|t| t.mul_f64(self.time_scale));
                if let Some(n) = self.nodes {
                    style.limits.time = None;
                    style.limits.nodes = Some(n);
                }
                let stop = AtomicBool::new(false);
                self.engine
                    .choose_with(game, style, &stop, &WallClock::start())
            }
        }
    }
}
