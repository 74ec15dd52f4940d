//! Engine-vs-engine matches (`towers match`): pairs of games from seeded random openings,
//! colours swapped within each pair, played to the end under the game's draw rules with a
//! ply cap scored as a draw; the tally gives the score and an Elo difference.

use crate::players::{Player, Seat};
use towers_rules::{Color, Game, Outcome, Variant};

/// A match to play.
#[derive(Clone, Debug)]
pub struct MatchSpec {
    pub variant: Variant,
    /// Player A and player B; scores are A's.
    pub a: Player,
    pub b: Player,
    /// Openings; each is played twice, A taking each colour once.
    pub openings: u32,
    /// Seed of the openings and of the players' randomness.
    pub seed: u64,
    /// Plies after which an unfinished game is scored a draw.
    pub ply_cap: u32,
    /// Factor on the levels' time budgets.
    pub time_scale: f64,
    /// Nodes per move instead of time (`None`: the levels' scaled time). A fixed node
    /// budget makes a match independent of the machine's load, for A/B tuning.
    pub nodes: Option<u64>,
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Opening number, from 0.
    pub opening: u32,
    /// Whether A had White.
    pub a_white: bool,
    /// A's score: 1, 0.5 or 0.
    pub score: f64,
    /// Plies played (opening included).
    pub plies: usize,
    /// How it ended.
    pub reason: String,
}

/// Wins, draws and losses of A.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Games counted.
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's score as a fraction (0 with no games).
    pub fn score(&self) -> f64 {
        let n = self.games();
        if n == 0 {
            return 0.0;
        }
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(n)
    }

    /// A's Elo difference over B and the half-width of its 95 % interval, from the normal
    /// approximation of the per-game score (trinomial variance). Scores of 0 or 100 % are
    /// clamped to half a game from the edge, so the difference is a lower bound there.
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games());
        if n == 0.0 {
            return (0.0, f64::INFINITY);
        }
        let p = self.score();
        let variance = (f64::from(self.wins) * (1.0 - p).powi(2)
            + f64::from(self.draws) * (0.5 - p).powi(2)
            + f64::from(self.losses) * p.powi(2))
            / n;
        let se = (variance / n).sqrt();
        let edge = 0.5 / n;
        let elo = |p: f64| {
            let p = p.clamp(edge, 1.0 - edge);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        let half = (elo(p + 1.96 * se) - elo(p - 1.96 * se)) / 2.0;
        (elo(p), half)
    }

    fn add(&mut self, score: f64) {
        if score > 0.75 {
            self.wins += 1;
        } else if score < 0.25 {
            self.losses += 1;
        } else {
            self.draws += 1;
        }
    }
}

/// Plays `spec`, calling `on_game` after each game; returns A's tally and the mean time A and
/// B took per move they searched (moves with one legal reply are not counted).
pub fn play_match_timed(
    spec: &MatchSpec,
    mut on_game: impl FnMut(&GameRecord),
) -> (Tally, [std::time::Duration; 2]) {
    let mut tally = Tally::default();
    let mut a = Seat::new(spec.a, spec.seed ^ 0xA, spec.time_scale).with_nodes(spec.nodes);
    let mut b = Seat::new(spec.b, spec.seed ^ 0xB, spec.time_scale).with_nodes(spec.nodes);
    for opening in 0..spec.openings {
        let start = random_opening(spec.variant, spec.seed.wrapping_add(u64::from(opening)));
        for a_white in [true, false] {
            let record = play_game(
                start.clone(),
                &mut a,
                &mut b,
                a_white,
                spec.ply_cap,
                opening,
            );
            tally.add(record.score);
            on_game(&record);
        }
    }
    (tally, [a.mean_think(), b.mean_think()])
}

/// The variant's initial position followed by 2 to 4 random plies (seeded), never a
/// finished game.
pub fn random_opening(variant: Variant, seed: u64) -> Game {
    let mut rng = fastrand::Rng::with_seed(seed);
    loop {
        let mut game = Game::new(variant);
        let plies = rng.usize(2..=4);
        for _ in 0..plies {
            let moves = game.position().legal_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.usize(0..moves.len())]);
        }
        if game.outcome().is_none() {
            return game;
        }
    }
}

fn play_game(
    mut game: Game,
    a: &mut Seat,
    b: &mut Seat,
    a_white: bool,
    ply_cap: u32,
    opening: u32,
) -> GameRecord {
    let a_color = if a_white { Color::White } else { Color::Black };
    let (score, reason) = loop {
        if let Some(outcome) = game.outcome() {
            let score = match outcome {
                Outcome::Win { winner, .. } => {
                    if winner == a_color {
                        1.0
                    } else {
                        0.0
                    }
                }
                Outcome::Draw { .. } => 0.5,
            };
            break (score, outcome.to_string());
        }
        if game.moves().len() >= ply_cap as usize {
            break (0.5, format!("ply cap {ply_cap}"));
        }
        let seat = if game.position().side_to_move() == a_color {
            &mut *a
        } else {
            &mut *b
        };
        match seat.pick(&game) {
            Some(mv) => game.play(mv),
            None => break (0.5, "no move returned".to_string()),
        }
    };
    GameRecord {
        opening,
        a_white,
        score,
        plies: game.moves().len(),
        reason,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_known_scores() {
        let even = Tally {
            wins: 10,
            draws: 0,
            losses: 10,
        };
        assert!(even.elo().0.abs() < 1e-9);
        // 75 %: 400 log10(3) = 190.8 Elo.
        let t = Tally {
            wins: 15,
            draws: 0,
            losses: 5,
        };
        assert!((t.elo().0 - 190.85).abs() < 0.1, "{:?}", t.elo());
        assert!(t.elo().1 > 50.0 && t.elo().1 < 400.0);
    }
}
