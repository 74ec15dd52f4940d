//! Time management: how much of its time budget a search spends.
//!
//! [`Pace::Fixed`] spends the whole budget (`Limits::time`): the search deepens until the
//! clock stops it. That is what a caller asking for a fixed time per move gets: `towers hub`'s
//! `go movetime`, `towers think`, analyses, and engine matches played at a fixed time
//! (`benches/peers/match.py` speaks the hub protocol).
//!
//! [`Pace::Flexible`], which a [`super::Style`] may choose (no level does by default, see
//! below; the tweak `pace=1` turns it on in `towers match`): after each completed
//! iteration it stops when the best move has stayed the same over the last iterations and
//! its score has not dropped, once a share of the budget is spent that shrinks the longer
//! the move has been stable ([`soft_share`]); while the best move changes or the score
//! drops it goes on, up to the whole budget (never beyond: the clock check in the nodes
//! still ends the search at `Limits::time`). An easy position (one clearly best move) then
//! costs a fraction of the budget, a hard one all of it.
//!
//! With a budget per move that is lost when not spent, stopping early cost strength in
//! self-play matches at 200 ms a move (`towers match --a 6/pace=1 --b 6`; figures in
//! `docs/benchmarks.md`, "The engine's history"), so the levels keep [`Pace::Fixed`]. Not
//! measured: the bot's real 2 s on an idle machine, where iterations are deeper and a stable
//! move likelier to be right.

use std::time::Duration;

use towers_rules::Move;

/// How a search with a time budget spends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Pace {
    /// The whole budget.
    #[default]
    Fixed,
    /// Less when the best move is stable, up to the whole budget (see the module docs).
    Flexible,
}

/// A score fall from one iteration to the next (hundredths of a man) that counts as a drop:
/// the search goes on with the whole budget.
pub const SCORE_DROP: i32 = 20;

/// Iterations below this depth do not count towards stability (shallow iterations change
/// their minds for little reason and cost nothing).
pub const MIN_DEPTH: u8 = 6;

/// The share of the budget after which a search whose best move has been the same for
/// `stable` completed iterations in a row (0 = it just changed) stops, in per cent: 100
/// (no early stop) below 4, then 60, 50, and 40 from 6 on.
pub fn soft_share(stable: u32) -> u32 {
    match stable {
        0..=3 => 100,
        4 => 60,
        5 => 50,
        _ => 40,
    }
}

/// What [`Pace::Flexible`] remembers between iterations.
#[derive(Debug, Default)]
pub struct Tracker {
    best: Option<Move>,
    score: i32,
    stable: u32,
}

impl Tracker {
    /// After an iteration of `depth` found `best` at `score` with `elapsed` spent of
    /// `budget`: whether to stop now.
    pub fn stop_after(
        &mut self,
        depth: u8,
        best: Move,
        score: i32,
        elapsed: Duration,
        budget: Duration,
    ) -> bool {
        let dropped = self.best.is_some() && score < self.score - SCORE_DROP;
        self.stable = if depth < MIN_DEPTH || self.best != Some(best) || dropped {
            0
        } else {
            self.stable + 1
        };
        self.best = Some(best);
        self.score = score;
        let share = soft_share(self.stable);
        share < 100 && elapsed >= budget * share / 100
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::{Game, Variant};

    fn two_moves() -> (Move, Move) {
        let moves = Game::new(Variant::Russian).position().legal_moves();
        (moves[0], moves[1])
    }

    #[test]
    fn a_stable_move_stops_at_a_shrinking_share_and_a_change_or_drop_does_not() {
        let (a, b) = two_moves();
        let budget = Duration::from_millis(1000);
        let ms = Duration::from_millis;
        let mut t = Tracker::default();
        // Depths 6-9 with the same move: stable 0 to 3, never stopping early.
        for depth in 6..=9 {
            assert!(!t.stop_after(depth, a, 10, ms(990), budget));
        }
        // Stable 4: stops once 60 % of the budget is spent.
        assert!(!t.stop_after(10, a, 10, ms(599), budget));
        let mut t2 = Tracker::default();
        for depth in 6..=9 {
            t2.stop_after(depth, a, 10, ms(0), budget);
        }
        assert!(t2.stop_after(10, a, 10, ms(600), budget));
        // A changed best move starts over.
        assert!(!t2.stop_after(11, b, 10, ms(990), budget));
        // A score drop starts over too.
        let mut t3 = Tracker::default();
        for depth in 6..=10 {
            t3.stop_after(depth, a, 50, ms(0), budget);
        }
        assert!(!t3.stop_after(11, a, 50 - SCORE_DROP - 1, ms(990), budget));
        // Shallow iterations do not count.
        let mut t4 = Tracker::default();
        for depth in 1..=5 {
            assert!(!t4.stop_after(depth, a, 0, ms(990), budget));
        }
        assert!(!t4.stop_after(6, a, 0, ms(990), budget));
    }
}
