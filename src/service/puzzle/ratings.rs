//! Puzzle ratings: one Glicko-2 rating per player (across servers and games, as puzzle sites
//! keep one puzzle rating), separate from the game ratings, and one per puzzle. A rated
//! attempt is one game between the player and the puzzle: solved, the player wins; failed,
//! the puzzle wins; both ratings change by the game ratings' own update
//! ([`super::ratings::rate`]). A puzzle starts from a rating estimated from its difficulty
//! ([`super::set::start_rating`]) with deviation 200; a player from 1500 ± 350.
//!
//! Unlike the game ratings (replayed from the finished games) these are kept as state, each
//! entry remembering the last attempt it counted, so finishing the same attempt twice (a
//! retry after a crash between the writes) does not rate it twice.

use super::set as puzzle_set;
use super::store::{player_key, puzzle_key, Attempt, PlayerRating, PuzzleRating};
use super::Puzzles;
use crate::service::server::ratings::{rate, Glicko2Rating, Outcomes};
use crate::service::text::message::Message;
use crate::service::ServiceError;
use towers_engine::puzzle_claim::Theme;
use towers_rules::Variant;

fn glicko(rating: f64, deviation: f64, volatility: f64) -> Glicko2Rating {
    Glicko2Rating {
        rating,
        deviation,
        volatility,
    }
}

/// `+12` or `-8`: a rating change rounded, with its sign.
fn signed(change: f64) -> String {
    format!("{:+.0}", change.round())
}

/// Of `candidates` (number, rating), the numbers of the [`super::play::NEAREST`] nearest
/// `rating` (ties by number), leaving out `recent` unless that leaves none.
pub fn nearest(candidates: &[(u32, f64)], rating: f64, recent: &[u32]) -> Vec<u32> {
    let mut pool: Vec<(u32, f64)> = candidates
        .iter()
        .copied()
        .filter(|(n, _)| !recent.contains(n))
        .collect();
    if pool.is_empty() {
        pool = candidates.to_vec();
    }
    pool.sort_by(|a, b| {
        (a.1 - rating)
            .abs()
            .total_cmp(&(b.1 - rating).abs())
            .then(a.0.cmp(&b.0))
    });
    pool.truncate(super::play::NEAREST);
    pool.into_iter().map(|(n, _)| n).collect()
}

impl Puzzles {
    /// The starting rating of puzzle `number` of `variant` (from its difficulty), or its
    /// rating once attempts have changed it.
    pub(super) fn puzzle_rating_of(
        &self,
        variant: Variant,
        number: u32,
    ) -> Result<PuzzleRating, ServiceError> {
        let key = puzzle_key(variant.name(), number);
        if let Some(stored) = self.puzzle_entry(&key)? {
            return Ok(stored);
        }
        let start = puzzle_set::puzzle(variant, number).map_or(1500.0, puzzle_set::start_rating);
        Ok(PuzzleRating::starting(start))
    }

    /// `user`'s puzzle rating (the start, 1500 ± 350, when they have none). Errors: `Store`,
    /// `Internal` (unreadable entry).
    pub fn player_puzzle_rating(&self, user: u64) -> Result<PlayerRating, ServiceError> {
        Ok(self
            .puzzle_entry::<PlayerRating>(&player_key(user))?
            .unwrap_or_default())
    }

    /// A puzzle of `variant` (of `theme`, when given) for `user`: at random among the
    /// [`super::play::NEAREST`] nearest their rating not shown to them lately ([`nearest`]).
    /// The set has a puzzle of the theme.
    pub(super) fn pick_puzzle(
        &self,
        user: u64,
        variant: Variant,
        theme: Option<Theme>,
    ) -> Result<u32, ServiceError> {
        let player = self.player_puzzle_rating(user)?;
        let stored = self.puzzle_ratings(variant.name())?;
        let candidates: Vec<(u32, f64)> = puzzle_set::puzzles_of(variant)
            .iter()
            .zip(1u32..)
            .filter(|(p, _)| super::theme::fits(p, theme))
            .map(|(p, n)| {
                let rating = stored
                    .get(&n)
                    .map_or_else(|| puzzle_set::start_rating(p), |r| r.rating);
                (n, rating)
            })
            .collect();
        let prefix = format!("{}/", variant.name());
        let recent: Vec<u32> = player
            .recent
            .iter()
            .filter_map(|seen| seen.strip_prefix(&prefix)?.parse().ok())
            .collect();
        let choice = nearest(&candidates, player.rating, &recent);
        let pick = self.rng().usize(..choice.len().max(1));
        Ok(choice.get(pick).copied().unwrap_or(1))
    }

    /// Rates a finished `attempt` of `user` (`solved` or not) when it is rated: the player's
    /// and the puzzle's rating change; the message saying the player's change (empty for an
    /// unrated attempt, or one already counted).
    pub(super) fn rate_attempt(
        &self,
        user: u64,
        attempt: &Attempt,
        variant: Variant,
        solved: bool,
    ) -> Result<Message, ServiceError> {
        if !attempt.rated {
            return Ok(Message::Sentences(Vec::new()));
        }
        let puzzle = self.puzzle_rating_of(variant, attempt.number)?;
        let outcome = if solved {
            Outcomes::WIN
        } else {
            Outcomes::LOSS
        };
        let changed = self.change_puzzle_entry::<PlayerRating, Option<([f64; 3], f64)>>(
            &player_key(user),
            &|old| {
                let mut player = old.unwrap_or_default();
                if player.last_attempt == attempt.id {
                    return Ok((Some(player), None));
                }
                let before = [player.rating, player.deviation, player.volatility];
                let (new, _) = rate(
                    &glicko(player.rating, player.deviation, player.volatility),
                    &glicko(puzzle.rating, puzzle.deviation, puzzle.volatility),
                    outcome,
                );
                player.rating = new.rating;
                player.deviation = new.deviation;
                player.volatility = new.volatility;
                player.last_attempt = attempt.id;
                if solved {
                    player.solved += 1;
                } else {
                    player.failed += 1;
                }
                Ok((Some(player), Some((before, new.rating))))
            },
        )?;
        let Some((before, after)) = changed else {
            return Ok(Message::Sentences(Vec::new()));
        };
        let key = puzzle_key(variant.name(), attempt.number);
        self.change_puzzle_entry::<PuzzleRating, ()>(&key, &|old| {
            let mut stored = old.unwrap_or_else(|| puzzle.clone());
            if stored.last_attempt == attempt.id {
                return Ok((Some(stored), ()));
            }
            let (_, new) = rate(
                &glicko(before[0], before[1], before[2]),
                &glicko(stored.rating, stored.deviation, stored.volatility),
                outcome,
            );
            stored.rating = new.rating;
            stored.deviation = new.deviation;
            stored.volatility = new.volatility;
            stored.attempts += 1;
            stored.last_attempt = attempt.id;
            Ok((Some(stored), ()))
        })?;
        Ok(Message::new("puzzle-rating-change")
            .text("before", format!("{:.0}", before[0]))
            .text("after", format!("{after:.0}"))
            .text("change", signed(after - before[0])))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_unseen_puzzles_are_offered() {
        let candidates: Vec<(u32, f64)> = (1..=30)
            .map(|n| (n, 1000.0 + 50.0 * f64::from(n)))
            .collect();
        // 1500 is puzzle 10; the nearest ten around it, 10 itself left out as seen.
        let near = nearest(&candidates, 1500.0, &[10]);
        assert_eq!(near.len(), 10);
        assert!(!near.contains(&10));
        assert!(near.iter().all(|n| (5..=15).contains(n)), "{near:?}");
        // Everything seen: the nearest anyway.
        let all: Vec<u32> = (1..=30).collect();
        assert_eq!(nearest(&candidates, 2500.0, &all)[0], 30);
    }

    #[test]
    fn a_solve_raises_and_a_failure_lowers_the_rating() {
        let player = glicko(1500.0, 350.0, 0.06);
        let puzzle = glicko(1500.0, 200.0, 0.06);
        let (won, lost_puzzle) = rate(&player, &puzzle, Outcomes::WIN);
        assert!(won.rating > 1500.0 && lost_puzzle.rating < 1500.0);
        let (lost, _) = rate(&player, &puzzle, Outcomes::LOSS);
        assert!(lost.rating < 1500.0);
        assert_eq!(signed(12.4), "+12");
        assert_eq!(signed(-7.6), "-8");
    }
}
