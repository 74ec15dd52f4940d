//! `/puzzle` and `/solve`: the shipped puzzles ([`super::set`]) played against the
//! bot, with puzzle ratings ([`super::ratings`]) and a daily puzzle per server
//! ([`super::daily`]).
//!
//! One open puzzle per user per channel: several people can work on their own puzzles in the
//! same channel without one person's answer ending another's attempt or taking their rating
//! change (a puzzle shared by the whole channel would reward whoever types first). The open
//! puzzle is a store entry ([`super::store::Attempt`]), so a restart loses nothing.
//!
//! `/solve move` must be the solution's move (or one reaching the same position). In a
//! solution of several moves the bot then plays the line's reply and waits for the next
//! move; after the solver's last move of the line the puzzle is solved. After the first move,
//! another move that wins as much ([`mined::also_wins`]: the same gain within half a man, at
//! a fixed node budget) also solves it, and the solved line shows the move played. Any other
//! legal move ends the attempt: the bot shows the engine's answer to it (the refutation) and the
//! solution. A text that is no legal move is refused and changes nothing.

use super::set as puzzle_set;
use super::store::{attempt_key, daily_key, player_key, Attempt, Daily, PlayerRating};
use super::theme as puzzle_theme;
use super::Puzzles;
use crate::service::game::choices::matching_moves;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::text::texts;
use crate::service::{refuse, Reply, ServiceError};
use towers_engine::puzzle_claim::Theme;
use towers_engine::puzzles::{self as mined, Puzzle};
use towers_rules::{fen, notation, Game, Move, Variant};
use towers_store::Player;

/// Search nodes of the refutation of a wrong move (a few milliseconds).
pub const REFUTATION_NODES: u64 = 20_000;
/// The node budget of [`mined::also_wins`] when a later move leaves the stored line.
pub const ALTERNATIVE_NODES: u64 = 20_000;
/// The longest refutation shown, in plies.
pub const REFUTATION_PLIES: usize = 6;
/// `/puzzle` picks at random among this many unseen puzzles nearest the player's rating.
pub const NEAREST: usize = 10;

/// The UTC date of Unix time `now`, `2026-11-25`.
pub fn utc_date(now: u64) -> String {
    let time = std::time::UNIX_EPOCH + std::time::Duration::from_secs(now);
    let mut text = humantime::format_rfc3339_seconds(time).to_string();
    text.truncate(10);
    text
}

/// `1523`: a rating rounded, as text (no digit grouping in any language).
fn rating_text(rating: f64) -> String {
    format!("{rating:.0}")
}

/// The puzzle of an attempt. `Internal` when the shipped set no longer has it.
pub(super) fn puzzle_of(attempt: &Attempt) -> Result<(Variant, &'static Puzzle), ServiceError> {
    let variant: Variant = attempt
        .variant
        .parse()
        .map_err(|_| ServiceError::Internal(format!("puzzle variant {:?}", attempt.variant)))?;
    let puzzle = puzzle_set::puzzle(variant, attempt.number).ok_or_else(|| {
        ServiceError::Internal(format!("no puzzle {} #{}", attempt.variant, attempt.number))
    })?;
    Ok((variant, puzzle))
}

/// The puzzle's game after the first `ply` moves of its solution. `Internal` when the stored
/// puzzle does not replay (the shipped sets are checked by `towers puzzles check`).
pub(super) fn game_at(variant: Variant, puzzle: &Puzzle, ply: usize) -> Result<Game, ServiceError> {
    let start = fen::read(variant, &puzzle.fen)
        .map_err(|e| ServiceError::Internal(format!("puzzle FEN: {e}")))?;
    let moves = puzzle.solution.iter().take(ply).map(String::as_str);
    Game::replay(start, moves).map_err(|e| ServiceError::Internal(format!("puzzle line: {e}")))
}

/// Plays `text` in `game`; `Internal` when it is not legal (a stored line).
fn play_stored(game: &mut Game, text: &str) -> Result<Move, ServiceError> {
    game.play_text(text)
        .map_err(|e| ServiceError::Internal(format!("puzzle line: {e}")))
}

pub(super) use super::theme::task;

/// `message`, then `more` on a line of its own unless it says nothing.
fn with_line(message: Message, more: Message) -> Message {
    if more.is_empty() {
        message
    } else {
        message.line(more)
    }
}

/// Which puzzle `/puzzle` asks for: the game (default: the server's), a theme (default: any),
/// a number in the set (then not rated, and the theme is not asked).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PuzzleChoice {
    pub variant: Option<Variant>,
    pub theme: Option<Theme>,
    pub number: Option<u32>,
}

/// How a `/solve` move was judged.
enum Verdict {
    /// Right, and the line goes on: the bot's reply, and the attempt at its next ply.
    Continue { reply: String, next: Attempt },
    /// Right, and the last move of the solver in the line (or, after the first move, another
    /// move that wins as much: [`mined::also_wins`]); the solved line as played.
    Solved { line: String },
    /// Wrong.
    Failed,
}

impl Puzzles {
    /// `/puzzle [variant] [theme] [number]` by `user` in `channel` (on server `guild`, if
    /// any): starts a puzzle and shows it from the solver's side with the task, its theme and
    /// the hint to answer with `/solve`. With `number`, that puzzle of the set (not rated);
    /// else one of the [`NEAREST`] puzzles of the theme (any without one) nearest the player's
    /// puzzle rating not shown to them lately. `variant` defaults to the server's default game
    /// (Bashni outside servers). When the user already has a puzzle open in the channel, that
    /// one is shown again as it stands. Refused: no puzzles for the game (or none of the
    /// theme), a number outside the set. Errors: `Store`, `Internal` (an unreadable entry).
    pub fn puzzle(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &Player,
        choice: PuzzleChoice,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let PuzzleChoice {
            variant,
            theme,
            number,
        } = choice;
        if let Some(open) = self.puzzle_entry::<Attempt>(&attempt_key(channel, user.id))? {
            return self.show_attempt(&open, user, Message::new("puzzle-still-open"));
        }
        let variant = match (variant, guild) {
            (Some(v), _) => v,
            (None, Some(g)) => self.servers.settings(g)?.default_variant(),
            (None, None) => Variant::Bashni,
        };
        let set = puzzle_set::puzzles_of(variant);
        if set.is_empty() {
            return refuse(Message::new("refuse-no-puzzles").variant("variant", variant));
        }
        if let Some(t) = theme.filter(|_| number.is_none()) {
            if !set.iter().any(|p| puzzle_theme::fits(p, Some(t))) {
                return refuse(
                    Message::new("refuse-no-puzzles-theme")
                        .variant("variant", variant)
                        .message("theme", Message::new(puzzle_theme::theme_id(t))),
                );
            }
        }
        let (number, rated) = match number {
            Some(n) if puzzle_set::puzzle(variant, n).is_some() => (n, false),
            Some(n) => {
                return refuse(
                    Message::new("refuse-puzzle-number")
                        .variant("variant", variant)
                        .text("number", n.to_string())
                        .text("count", set.len().to_string()),
                )
            }
            None => (self.pick_puzzle(user.id, variant, theme)?, true),
        };
        let fresh = Attempt {
            id: self.store.next_game_id()?,
            variant: variant.name().to_string(),
            number,
            ply: 0,
            rated,
            started_at: now,
            daily: None,
        };
        let attempt =
            self.change_puzzle_entry::<Attempt, Attempt>(&attempt_key(channel, user.id), &|old| {
                match old {
                    // Another /puzzle of the same user won the race: keep and show that one.
                    Some(old) => Ok((Some(old.clone()), old)),
                    None => Ok((Some(fresh.clone()), fresh.clone())),
                }
            })?;
        let seen = format!("{}/{}", attempt.variant, attempt.number);
        self.change_puzzle_entry::<PlayerRating, ()>(&player_key(user.id), &|old| {
            let mut player = old.unwrap_or_default();
            if !player.recent.contains(&seen) {
                player.recent.push(seen.clone());
            }
            let extra = player.recent.len().saturating_sub(super::store::RECENT);
            player.recent.drain(..extra);
            Ok((Some(player), ()))
        })?;
        self.show_attempt(&attempt, user, Message::new("puzzle-answer-hint"))
    }

    /// The attempt's position from the solver's side: its title, the task, then `note`.
    fn show_attempt(
        &self,
        attempt: &Attempt,
        user: &Player,
        note: Message,
    ) -> Result<Reply, ServiceError> {
        let (variant, puzzle) = puzzle_of(attempt)?;
        let game = game_at(variant, puzzle, attempt.ply)?;
        let side = game.position().side_to_move();
        let title = if attempt.daily.is_some() {
            Message::new("puzzle-title-daily")
        } else if attempt.rated {
            let rating = self.puzzle_rating_of(variant, attempt.number)?.rating;
            Message::new("puzzle-title").text("rating", rating_text(rating))
        } else {
            Message::new("puzzle-title-unrated")
        };
        let message = title
            .text("player", shown(user))
            .variant("variant", variant)
            .count("number", u64::from(attempt.number))
            .then(task(puzzle, side))
            .then(puzzle_theme::theme_line(puzzle))
            .then(note);
        Ok(Reply {
            message,
            image: Some(self.pictures.of_game(&game, false, Some(side))?),
            ..Reply::default()
        })
    }

    /// `/solve move` by `user` in `channel` (on server `guild`, if any), at `now`: judges the
    /// move against the open puzzle (see the module docs) and answers with the bot's reply,
    /// the solved line, or the refutation and the solution, the board from the solver's
    /// side, and the rating change of a rated puzzle. Refused (nothing changes): no open
    /// puzzle (and no daily puzzle to try here), a text that is not a legal move.
    pub fn solve(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &Player,
        text: &str,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let Some((attempt, stored)) = self.open_attempt(channel, guild, user.id, now)? else {
            return refuse(Message::new("refuse-no-puzzle"));
        };
        let (variant, puzzle) = puzzle_of(&attempt)?;
        let mut game = game_at(variant, puzzle, attempt.ply)?;
        let before = game.position().clone();
        let side = before.side_to_move();
        let mv = notation::resolve(&before, text)
            .map_err(|e| ServiceError::Refused(texts::move_refusal(&e)))?;
        let written = notation::write(&before, &mv);
        let expected_text = puzzle
            .solution
            .get(attempt.ply)
            .ok_or_else(|| ServiceError::Internal("puzzle attempt past its line".into()))?;
        let expected = notation::resolve(&before, expected_text)
            .map_err(|e| ServiceError::Internal(format!("puzzle line: {e}")))?;
        let on_line = mv.same_path(&expected) || before.play(&mv) == before.play(&expected);
        // The first move is unique by the mining margin; later, another way to the gain counts.
        let other_win = !on_line
            && attempt.ply > 0
            && mined::also_wins(&before, &expected, &mv, ALTERNATIVE_NODES);
        game.play(mv);
        let verdict = if other_win {
            let mut line = puzzle.solution[..attempt.ply].to_vec();
            line.push(written.clone());
            Verdict::Solved {
                line: line.join(" "),
            }
        } else if !on_line {
            Verdict::Failed
        } else if attempt.ply + 2 < puzzle.solution.len() {
            let reply = puzzle.solution[attempt.ply + 1].clone();
            play_stored(&mut game, &reply)?;
            Verdict::Continue {
                reply,
                next: Attempt {
                    ply: attempt.ply + 2,
                    ..attempt.clone()
                },
            }
        } else {
            if let Some(reply) = puzzle.solution.get(attempt.ply + 1) {
                play_stored(&mut game, reply)?;
            }
            Verdict::Solved {
                line: puzzle.solution.join(" "),
            }
        };
        if let Some(date) = &attempt.daily {
            self.mark_daily_done(user.id, date)?;
        }
        let title = Message::new("puzzle-name")
            .variant("variant", variant)
            .count("number", u64::from(attempt.number));
        let key = attempt_key(channel, user.id);
        let message = match verdict {
            Verdict::Continue { reply, next } => {
                self.replace_attempt(&key, stored.then_some(&attempt), Some(next))?;
                Message::new("puzzle-right-go-on")
                    .text("player", shown(user))
                    .text("move", written)
                    .text("reply", reply)
            }
            Verdict::Solved { line } => {
                let change = self.rate_attempt(user.id, &attempt, variant, true)?;
                self.replace_attempt(&key, stored.then_some(&attempt), None)?;
                with_line(
                    Message::new("puzzle-solved")
                        .text("player", shown(user))
                        .message("puzzle", title)
                        .text("line", line),
                    change,
                )
            }
            Verdict::Failed => {
                let refutation =
                    mined::refutation(game.position(), REFUTATION_NODES, REFUTATION_PLIES);
                for reply in &refutation {
                    play_stored(&mut game, reply)?;
                }
                let change = self.rate_attempt(user.id, &attempt, variant, false)?;
                self.replace_attempt(&key, stored.then_some(&attempt), None)?;
                let mut message = Message::new("puzzle-wrong")
                    .text("player", shown(user))
                    .text("move", written);
                if !refutation.is_empty() {
                    message = message
                        .then(Message::new("puzzle-refutation").text("line", refutation.join(" ")));
                }
                let solution = Message::new("puzzle-solution")
                    .message("puzzle", title)
                    .text("line", puzzle.solution[attempt.ply..].join(" "));
                with_line(message.line(solution), change)
            }
        };
        Ok(Reply {
            message,
            image: Some(self.pictures.of_game(&game, false, Some(side))?),
            ..Reply::default()
        })
    }

    /// Autocomplete of `/solve move`: the legal moves of `user`'s open puzzle in `channel`
    /// (or of the daily puzzle they may try here) starting with `typed`, captures first
    /// ([`matching_moves`]); empty without a puzzle. Reads the store only.
    pub fn solve_choices(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: u64,
        typed: &str,
        now: u64,
    ) -> Result<Vec<String>, ServiceError> {
        let Some((attempt, _)) = self.open_attempt(channel, guild, user, now)? else {
            return Ok(Vec::new());
        };
        let (variant, puzzle) = puzzle_of(&attempt)?;
        let game = game_at(variant, puzzle, attempt.ply)?;
        let pos = game.position();
        let moves = pos
            .legal_moves()
            .iter()
            .map(|m| (notation::write(pos, m), m.is_capture()))
            .collect();
        Ok(matching_moves(moves, typed))
    }

    /// `user`'s open puzzle in `channel` and whether it is stored; else today's daily puzzle
    /// of `guild` when it was posted in `channel` and `user` has not tried it yet (not
    /// stored until their first move).
    fn open_attempt(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: u64,
        now: u64,
    ) -> Result<Option<(Attempt, bool)>, ServiceError> {
        if let Some(open) = self.puzzle_entry::<Attempt>(&attempt_key(channel, user))? {
            return Ok(Some((open, true)));
        }
        let Some(guild) = guild else {
            return Ok(None);
        };
        let Some(daily) = self.puzzle_entry::<Daily>(&daily_key(guild))? else {
            return Ok(None);
        };
        let today = utc_date(now);
        if daily.channel != channel || daily.date != today {
            return Ok(None);
        }
        let player = self
            .puzzle_entry::<PlayerRating>(&player_key(user))?
            .unwrap_or_default();
        if player.daily_done.as_deref() == Some(today.as_str()) {
            return Ok(None);
        }
        Ok(Some((
            Attempt {
                id: 0,
                variant: daily.variant,
                number: daily.number,
                ply: 0,
                rated: false,
                started_at: now,
                daily: Some(today),
            },
            false,
        )))
    }

    /// Records that `user` tried the daily puzzle of `date`.
    fn mark_daily_done(&self, user: u64, date: &str) -> Result<(), ServiceError> {
        self.change_puzzle_entry::<PlayerRating, ()>(&player_key(user), &|old| {
            let mut player = old.unwrap_or_default();
            player.daily_done = Some(date.to_string());
            Ok((Some(player), ()))
        })
    }

    /// Replaces the attempt at `key` by `next` (`None`: removes it), refused as stale when
    /// the stored one is no longer `current` (`None`: when one is stored), i.e. another
    /// `/solve` of the same user got there first.
    pub(super) fn replace_attempt(
        &self,
        key: &str,
        current: Option<&Attempt>,
        next: Option<Attempt>,
    ) -> Result<(), ServiceError> {
        self.change_puzzle_entry::<Attempt, ()>(key, &|old| {
            if old.as_ref() != current {
                return refuse(Message::new("refuse-puzzle-moved-on"));
            }
            Ok((next.clone(), ()))
        })
    }
}
