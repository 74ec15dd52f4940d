//! Game analysis: the engine looks at every position of a game and judges each move by what it
//! cost the side that played it in expected score.
//!
//! For each position the search runs within one per-position budget ([`Limits`]: nodes for a
//! reproducible result, time for a bounded wall time); its score becomes an evaluation from
//! White's view, its best move and the principal variation (read back from the transposition
//! table) the "better move" and the "line it wins". A move's loss is the mover's expected
//! score with the best move minus the expected score after the move played (the next
//! position's evaluation), both through [`expected_score`]; the loss is tagged by
//! [`Tag::of_loss`].
//!
//! The curve ([`SCALE`]) is a logistic one as lichess uses for centipawns, in the engine's
//! units (hundredths of a man); its scale was fitted on the outcomes of real games (see
//! [`SCALE`]). Pure: rules and search only, no I/O; it takes as long as the budgets add up to,
//! so callers in async code run it on a blocking thread.

use std::sync::atomic::AtomicBool;

use super::search::MATE_BOUND;
use super::{Engine, Limits};
use towers_rules::{notation, Color, Game, Move, Outcome, Position};

/// Engine units (hundredths of a man) per logistic unit of the expected-score curve:
/// `E(s) = 1 / (1 + exp(-s / SCALE))`. With 130 a man up expects 0.68, two men 0.82, three
/// 0.91. Fitted by maximum likelihood (draws as half points) on the engine's own evaluations
/// (4000 nodes a position) of 129 real games of `../shared/games` and their recorded results:
/// 84 Russian (alone: 150), 45 international (alone: 95); positions from a quarter of the
/// game on. See docs/analysis.md.
pub const SCALE: f64 = 130.0;

/// Expected-score losses at or above which a move is an inaccuracy, a mistake, a blunder.
/// lichess tags at 0.1/0.2/0.3 of winning chances (−1..1), i.e. 5/10/15 points of expected
/// score; these are a point higher per step, so that the wobble of short per-position searches
/// tags nothing, while a man lost for nothing from an equal position (0.5 to 0.32) is still a
/// blunder and half a man an inaccuracy.
pub const THRESHOLDS: [f64; 3] = [0.06, 0.12, 0.18];

/// Plies of the principal variation kept for each move (the best move included).
pub const LINE_PLIES: usize = 8;

/// The default per-position budget of the analysis tools, in milliseconds: a 100-ply game (101
/// positions) within 15 s, with a margin for a loaded machine.
pub const DEFAULT_MS: u64 = 120;

/// How bad a move was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tag {
    /// `?!`: lost at least [`THRESHOLDS`]`[0]` of expected score.
    Inaccuracy,
    /// `?`: lost at least [`THRESHOLDS`]`[1]`.
    Mistake,
    /// `??`: lost at least [`THRESHOLDS`]`[2]`.
    Blunder,
}

impl Tag {
    /// The tag of a move that lost `loss` of expected score (0.0..=1.0); `None` below the
    /// smallest threshold.
    pub fn of_loss(loss: f64) -> Option<Tag> {
        if loss >= THRESHOLDS[2] {
            Some(Tag::Blunder)
        } else if loss >= THRESHOLDS[1] {
            Some(Tag::Mistake)
        } else if loss >= THRESHOLDS[0] {
            Some(Tag::Inaccuracy)
        } else {
            None
        }
    }

    /// The annotation mark: `?!`, `?` or `??`.
    pub fn mark(self) -> &'static str {
        match self {
            Tag::Inaccuracy => "?!",
            Tag::Mistake => "?",
            Tag::Blunder => "??",
        }
    }

    /// The word, plural for counts: `inaccuracies`, `mistakes`, `blunders`.
    pub fn plural(self) -> &'static str {
        match self {
            Tag::Inaccuracy => "inaccuracies",
            Tag::Mistake => "mistakes",
            Tag::Blunder => "blunders",
        }
    }
}

/// The expected score (0.0 loss ..= 1.0 win, a draw 0.5) of the side a `score` belongs to:
/// a win or loss found by the search is 1.0 or 0.0, anything else follows the logistic curve
/// of [`SCALE`].
pub fn expected_score(score: i32) -> f64 {
    if score > MATE_BOUND {
        1.0
    } else if score < -MATE_BOUND {
        0.0
    } else {
        1.0 / (1.0 + (-f64::from(score) / SCALE).exp())
    }
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// 0-based index of the move in the game.
    pub ply: usize,
    /// Who played it.
    pub mover: Color,
    /// The move played, and in the variant's full notation.
    pub played: Move,
    pub played_text: String,
    /// The engine's best move in the position before, and in notation.
    pub best: Move,
    pub best_text: String,
    /// The principal variation from the position before, starting with `best_text`, in
    /// notation (at most [`LINE_PLIES`] moves).
    pub line: Vec<String>,
    /// The evaluation of the position after the move, from White's view, in hundredths of a
    /// man (beyond ±[`MATE_BOUND`] a win found by the search).
    pub eval_after: i32,
    /// Expected score the mover gave away (0.0..=1.0; 0.0 when the best move was played).
    pub loss: f64,
    /// The judgement of the loss.
    pub tag: Option<Tag>,
}

/// A game analysed.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The evaluation of every position from the start to the end (one more than moves),
    /// from White's view, in hundredths of a man.
    pub evals: Vec<i32>,
    /// Every move, in order.
    pub moves: Vec<MoveReview>,
}

impl Analysis {
    /// White's expected score in every position (see [`expected_score`]), 0.0..=1.0.
    pub fn white_expectations(&self) -> Vec<f64> {
        self.evals.iter().map(|&e| expected_score(e)).collect()
    }

    /// The move that lost the most expected score (the largest swing), if any move lost some.
    pub fn largest_swing(&self) -> Option<&MoveReview> {
        self.moves
            .iter()
            .filter(|m| m.loss > 0.0)
            .max_by(|a, b| a.loss.total_cmp(&b.loss))
    }

    /// How many moves of `color` got `tag`.
    pub fn count(&self, color: Color, tag: Tag) -> usize {
        self.moves
            .iter()
            .filter(|m| m.mover == color && m.tag == Some(tag))
            .count()
    }

    /// The mean expected-score loss per move of `color` (0.0 when it made no move).
    pub fn mean_loss(&self, color: Color) -> f64 {
        let losses: Vec<f64> = self
            .moves
            .iter()
            .filter(|m| m.mover == color)
            .map(|m| m.loss)
            .collect();
        if losses.is_empty() {
            0.0
        } else {
            losses.iter().sum::<f64>() / losses.len() as f64
        }
    }
}

/// What the search said about one position.
struct Verdict {
    /// White's view.
    eval: i32,
    best: Option<(Move, Vec<String>)>,
}

/// Analyses every position of `game` (its start, each move played) with `limits` per position where there is a choice (a forced move costs no search), using
/// a fresh engine (deterministic for node and depth limits). Setting `stop` cuts the
/// searches short (each still returns its best move so far), so the analysis ends quickly
/// with a rougher result. A game without moves gives one evaluation and no reviews.
pub fn analyse(game: &Game, limits: &Limits, stop: &AtomicBool) -> Analysis {
    analyse_with(&mut Engine::with_seed(0), game, limits, stop)
}

/// [`analyse`] with a given engine (its table carries over between positions and calls).
pub fn analyse_with(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    stop: &AtomicBool,
) -> Analysis {
    analyse_with_progress(engine, game, limits, stop, &mut |_| {})
}

/// [`analyse_with`], calling `progress` with the number of plies judged so far (0..=moves,
/// growing; the last call has every ply) after each search, so a caller can show how far
/// it got. `progress` runs on the analysing thread between searches: keep it quick.
pub fn analyse_with_progress(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    stop: &AtomicBool,
    progress: &mut dyn FnMut(usize),
) -> Analysis {
    // The game after each ply, judged in order. A run of forced moves (one legal move each)
    // takes the verdict of the first position after it with a choice: searched once, and the
    // forced positions cost nothing.
    let mut prefix = game.prefix(0);
    let mut prefixes = Vec::with_capacity(game.moves().len() + 1);
    for &mv in game.moves() {
        prefixes.push(prefix.clone());
        prefix.play(mv);
    }
    prefixes.push(prefix);
    let n = game.moves().len();
    let forced = |g: &Game| g.outcome().is_none() && g.position().legal_moves().len() == 1;
    let mut verdicts: Vec<Verdict> = Vec::with_capacity(n + 1);
    let mut i = 0;
    while i <= n {
        let mut j = i;
        while j < n && forced(&prefixes[j]) {
            j += 1;
        }
        let mut run = vec![verdict(engine, &prefixes[j], limits, stop)];
        for k in (i..j).rev() {
            let after = &run[run.len() - 1];
            let v = forced_verdict(prefixes[k].position(), &game.moves()[k], after);
            run.push(v);
        }
        verdicts.extend(run.into_iter().rev());
        progress(j);
        i = j + 1;
    }
    let mut pos = game.start().clone();
    let mut moves = Vec::with_capacity(game.moves().len());
    for (ply, mv) in game.moves().iter().enumerate() {
        let mover = pos.side_to_move();
        let (before, after) = (&verdicts[ply], &verdicts[ply + 1]);
        let (best, line) = before
            .best
            .clone()
            .unwrap_or_else(|| (*mv, vec![notation::write(&pos, mv)]));
        let own = |white: i32| match mover {
            Color::White => white,
            Color::Black => white.saturating_neg(),
        };
        let loss = if best.same_path(mv) {
            0.0
        } else {
            (expected_score(own(before.eval)) - expected_score(own(after.eval))).max(0.0)
        };
        moves.push(MoveReview {
            ply,
            mover,
            played: *mv,
            played_text: notation::write(&pos, mv),
            best,
            best_text: line.first().cloned().unwrap_or_default(),
            line,
            eval_after: after.eval,
            loss,
            tag: Tag::of_loss(loss),
        });
        pos.apply(mv);
    }
    Analysis {
        evals: verdicts.iter().map(|v| v.eval).collect(),
        moves,
    }
}

/// The search's verdict on `game`'s current position: a game over by the rules scores the
/// result (a win as a mate, a draw 0), otherwise the search's score and line.
fn verdict(engine: &mut Engine, game: &Game, limits: &Limits, stop: &AtomicBool) -> Verdict {
    verdict_at(engine, game, limits, stop, 0)
}

/// Forced moves followed in a row before the search takes over whatever it finds.
const MAX_FORCED: usize = 24;

/// [`verdict`] after `forced` forced moves.
fn verdict_at(
    engine: &mut Engine,
    game: &Game,
    limits: &Limits,
    stop: &AtomicBool,
    forced: usize,
) -> Verdict {
    let pos = game.position();
    let white = |score: i32| match pos.side_to_move() {
        Color::White => score,
        Color::Black => score.saturating_neg(),
    };
    match game.outcome() {
        Some(Outcome::Win { winner, .. }) => {
            let mate = super::search::MATE;
            return Verdict {
                eval: if winner == Color::White { mate } else { -mate },
                best: None,
            };
        }
        Some(Outcome::Draw { .. }) => {
            return Verdict {
                eval: 0,
                best: None,
            }
        }
        None => {}
    }
    // The engine answers a forced move with a static evaluation of the position after it,
    // which misjudges the middle of an exchange; a chain of forced moves is followed instead
    // (with a bound, for a cycle of forced moves) and the first real choice searched.
    let legal = pos.legal_moves();
    if legal.len() == 1 && forced < MAX_FORCED {
        let mv = legal[0];
        let mut next = game.clone();
        next.play(mv);
        let after = verdict_at(engine, &next, limits, stop, forced + 1);
        return forced_verdict(pos, &mv, &after);
    }
    match engine.search(game, limits, stop) {
        Some(result) => Verdict {
            eval: white(result.score),
            best: Some((result.best, principal_line(engine, pos, &result.best))),
        },
        None => Verdict {
            eval: white(-super::search::MATE),
            best: None,
        },
    }
}

/// The verdict on `pos` whose only legal move `mv` leads to a position judged `after`: the
/// same evaluation, `mv` as the best move and the start of the line.
fn forced_verdict(pos: &Position, mv: &Move, after: &Verdict) -> Verdict {
    let mut line = vec![notation::write(pos, mv)];
    if let Some((_, rest)) = &after.best {
        line.extend(rest.iter().take(LINE_PLIES - 1).cloned());
    }
    Verdict {
        eval: after.eval,
        best: Some((*mv, line)),
    }
}

/// The principal variation from `pos` starting with `best`: the best move, then the moves the
/// transposition table holds for the positions that follow, in notation, at most
/// [`LINE_PLIES`], stopping at a position without a stored move or one seen before on the line.
fn principal_line(engine: &Engine, pos: &Position, best: &Move) -> Vec<String> {
    super::line::table_line(engine, pos, best, LINE_PLIES)
        .iter()
        .map(|(pos, mv)| notation::write(pos, mv))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_is_symmetric_and_saturates_at_wins() {
        assert!((expected_score(0) - 0.5).abs() < 1e-12);
        assert!((expected_score(100) + expected_score(-100) - 1.0).abs() < 1e-12);
        assert!(expected_score(100) > 0.6 && expected_score(100) < 0.75);
        // A man lost for nothing from an equal position is a blunder, half a man is not.
        assert_eq!(Tag::of_loss(0.5 - expected_score(-100)), Some(Tag::Blunder));
        assert_eq!(
            Tag::of_loss(0.5 - expected_score(-50)),
            Some(Tag::Inaccuracy)
        );
        assert_eq!(expected_score(super::super::search::MATE - 3), 1.0);
        assert_eq!(expected_score(-super::super::search::MATE + 3), 0.0);
    }

    #[test]
    fn a_forced_move_takes_the_verdict_of_the_position_after_it() {
        use towers_rules::Variant;
        // White must take d4:b6 and Black must retake a7:c5: all three positions are the
        // same to a player who sees the recapture coming.
        let start = towers_rules::fen::read(Variant::Russian, "W:Wd4,g1,a1:Bc5,a7,h8").unwrap();
        let game = Game::replay(start, ["d4:b6", "a7:c5"]).unwrap();
        let limits = Limits {
            nodes: Some(5_000),
            ..Limits::default()
        };
        let a = analyse(&game, &limits, &AtomicBool::new(false));
        assert_eq!(a.evals.len(), 3);
        assert_eq!(a.evals[0], a.evals[2], "{:?}", a.evals);
        assert_eq!(a.evals[1], a.evals[2], "{:?}", a.evals);
        assert_eq!(a.moves[0].line[..2], ["d4:b6", "a7:c5"]);
        assert!(a.moves.iter().all(|m| m.tag.is_none() && m.loss == 0.0));
    }

    #[test]
    fn tags_follow_the_thresholds() {
        assert_eq!(Tag::of_loss(0.0), None);
        assert_eq!(Tag::of_loss(0.059), None);
        assert_eq!(Tag::of_loss(0.06), Some(Tag::Inaccuracy));
        assert_eq!(Tag::of_loss(0.15), Some(Tag::Mistake));
        assert_eq!(Tag::of_loss(0.9), Some(Tag::Blunder));
    }
}
