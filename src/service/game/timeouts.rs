//! Move time limits and challenge expiry: the time limit a challenge names, the sweep that
//! reminds, expires and offers a win on time, and claiming that win.
//!
//! Every timer is read from the store (`GameRecord::turn_started_at` plus
//! `GameRecord::move_limit_secs`, `Challenge::expires_at`), never kept in memory, so a
//! restarted bot picks them up where they were; what has been posted about a turn is stored
//! too (`GameRecord::turn_notices`), so a restart does not post it again.
//!
//! Games against the bot have no move time limit: the bot answers at once, and a human who
//! walks away loses nothing by it (they can come back, or /resign to free the channel).

use std::time::Duration;

use crate::service::game::buttons::{Action, Button};
use crate::service::game::press::check_game;
use crate::service::game::records::{active, challenged, color_of, player_of, result_line, resume};
use crate::service::game::snapshot::changed;
use crate::service::game::time_control;
use crate::service::live::Origin;
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::{refuse, GameService, Reply, ServiceError};
use towers_rules::quote::clip;
use towers_rules::Color;
use towers_store::StoreExt;
use towers_store::{Change, ChannelRecord, EndStatus, GameRecord, GameResult, GameStatus, Player};

/// The shortest move time limit a challenge may set: one minute, in seconds.
pub const MIN_MOVE_LIMIT_SECS: u64 = 60;

/// The longest move time limit a challenge may set: 30 days, in seconds.
pub const MAX_MOVE_LIMIT_SECS: u64 = 30 * 24 * 60 * 60;

/// The reminder goes out once at most `1 / REMIND_FRACTION` of the limit is left (a quarter).
pub const REMIND_FRACTION: u64 = 4;

/// Something the sweep wants posted in a channel (no board: the text, the addressee, maybe a
/// Claim win button).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub channel: u64,
    /// The server of the channel's game or challenge, when known: its language is the
    /// notice's ([`crate::service::server::settings::ServerSettings::language`]).
    pub guild: Option<u64>,
    pub reply: Reply,
}

/// Reads a move time limit such as `10min`, `1h`, `1 day` or `3days` (humantime's duration
/// syntax), in seconds. Refused, with the accepted range, when it is not a duration or lies
/// outside [`MIN_MOVE_LIMIT_SECS`]..=[`MAX_MOVE_LIMIT_SECS`].
pub fn parse_move_limit(text: &str) -> Result<u64, ServiceError> {
    let parsed = humantime::parse_duration(text.trim()).map_err(|_| {
        ServiceError::Refused(
            Message::new("refuse-time-unreadable")
                .text("text", clip(text))
                .duration("min", MIN_MOVE_LIMIT_SECS)
                .duration("max", MAX_MOVE_LIMIT_SECS),
        )
    })?;
    let secs = parsed.as_secs();
    if parsed < Duration::from_secs(MIN_MOVE_LIMIT_SECS) || secs > MAX_MOVE_LIMIT_SECS {
        return refuse(
            Message::new("refuse-time-outside")
                .text("text", clip(text.trim()))
                .duration("min", MIN_MOVE_LIMIT_SECS)
                .duration("max", MAX_MOVE_LIMIT_SECS),
        );
    }
    Ok(secs)
}

/// The deadline of the current turn (Unix seconds), if the game has a limit.
pub fn deadline(record: &GameRecord) -> Option<u64> {
    record
        .move_limit_secs
        .map(|limit| record.turn_started_at.saturating_add(limit))
}

/// The player to move in `record` (rebuilt to know whose turn it is).
fn to_move(record: &GameRecord) -> Result<(Color, Player), ServiceError> {
    let side = resume(record)?.position().side_to_move();
    Ok((side, player_of(record, side).clone()))
}

impl GameService {
    /// `user` claims the win because the player to move let the time per move run out.
    /// Refused (privately, nothing changes) before the deadline, with the time left; in games
    /// without a limit; to the player to move and to anyone not playing.
    /// `at`: the button pressed (`None`: a command); the command is then refused as stale
    /// unless the channel's game is the button's game at the button's ply.
    pub fn claim(
        &self,
        channel: u64,
        user: &Player,
        now: u64,
        at: Option<Button>,
    ) -> Result<Reply, ServiceError> {
        let snapshot = self.store.update(channel, &|record| {
            check_game(record, at)?;
            let mut record = active(record)?.clone();
            let color = color_of(&record, user)?;
            let Some(limit) = record.move_limit_secs else {
                return refuse(Message::new("refuse-claim-no-limit"));
            };
            let game = resume(&record)?;
            let side = game.position().side_to_move();
            if side == color {
                return refuse(Message::new("refuse-claim-own-turn"));
            }
            let mover = player_of(&record, side).clone();
            let due = record.turn_started_at.saturating_add(limit);
            if now < due {
                return refuse(
                    Message::new("refuse-claim-too-early")
                        .text("player", shown(&mover))
                        .duration("left", due - now)
                        .duration("limit", limit),
                );
            }
            let result = match color {
                Color::White => GameResult::WhiteWins,
                Color::Black => GameResult::BlackWins,
            };
            let end = EndStatus::OutOfTime {
                by: mover.id,
                limit_secs: limit,
            };
            let message = result_line(&record, &result, &end);
            record.status = GameStatus::Finished { result, end };
            record.updated_at = now;
            changed(Change::Finish(record.clone()), record, game, message, None)
        })??;
        self.reply(snapshot)
    }

    /// One pass of the timers at `now` (`sweep_timers` below, each change published
    /// as a game event of origin [`Origin::Timer`]), of the daily puzzles
    /// ([`Puzzles::daily_puzzles`](crate::service::puzzle::Puzzles::daily_puzzles), logged and skipped when they cannot be read) and of
    /// the open tournaments (`tournament::driver`, after the games' timers so that a game
    /// they ended counts for its round): the notices to post. Blocking.
    pub fn sweep(&self, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = self.sweep_timers(now)?;
        for notice in &notices {
            self.publish(notice.channel, Origin::Timer);
        }
        match self.puzzles.daily_puzzles(now) {
            Ok(daily) => notices.extend(daily),
            Err(e) => tracing::warn!(error = %e, "cannot look for daily puzzles"),
        }
        notices.extend(self.sweep_tournaments(now));
        notices.extend(self.sweep_arenas(now));
        Ok(notices)
    }

    /// One pass over every channel's record at `now`: clears expired challenges, reminds the
    /// player to move once per turn when a quarter of the limit is left, and once the limit
    /// has run out tells the opponent they can claim the win (a Claim win button). Each
    /// notice is recorded in the store in the same update that decides it, so it is posted
    /// at most once, even across restarts. A channel whose record cannot be read or rebuilt
    /// is logged and skipped; only a failing scan is an error.
    fn sweep_timers(&self, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        let now_ms = self.clock_now_ms();
        let mut flags = Vec::new();
        for (channel, record) in self.store.active_records()? {
            let flag = flag_time(&record);
            if !due(&record, now, flag.is_some_and(|at| at <= now_ms)) {
                flags.extend(flag.map(|at| (channel, at)));
                continue;
            }
            match self.sweep_channel(channel, now, now_ms) {
                // A game the sweep ended has no flag left.
                Ok(Some((reply, guild))) if reply.game_over => notices.push(Notice {
                    channel,
                    guild,
                    reply,
                }),
                Ok(Some((reply, guild))) => {
                    flags.extend(flag.map(|at| (channel, at)));
                    notices.push(Notice {
                        channel,
                        guild,
                        reply,
                    })
                }
                Ok(None) => flags.extend(flag.map(|at| (channel, at))),
                Err(e) => tracing::warn!(channel, error = %e, "cannot sweep a channel's timers"),
            }
        }
        self.flags().replace(flags);
        Ok(notices)
    }

    /// The sweep of one channel: the notice to post, if any, already recorded.
    fn sweep_channel(
        &self,
        channel: u64,
        now: u64,
        now_ms: u64,
    ) -> Result<Option<(Reply, Option<u64>)>, ServiceError> {
        self.store
            .update::<_, ServiceError>(channel, &|record| match record {
                Some(ChannelRecord::Challenge(c)) if c.expires_at <= now => {
                    let message = if c.opponent.is_none() {
                        Message::new("open-challenge-expired")
                            .text("challenger", shown(&c.challenger))
                    } else {
                        Message::new("challenge-expired")
                            .text("challenger", shown(&c.challenger))
                            .arg("opponent", challenged(c))
                    };
                    Ok((
                        Change::Remove,
                        Some((
                            Reply {
                                message,
                                ..Reply::default()
                            },
                            c.guild,
                        )),
                    ))
                }
                Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => {
                    let (change, reply) = match flag_notice(g, now, now_ms)? {
                        Some(ended) => ended,
                        None => game_notice(g, now)?,
                    };
                    Ok((change, reply.map(|r| (r, g.guild))))
                }
                _ => Ok((Change::Keep, None)),
            })?
    }
}

/// Whether the sweep has something to do for `record` at `now` (read from the scan, so that
/// quiet channels cost no update).
/// `flag_fallen`: whether the clock of the side to move has run out ([`flag_time`]).
fn due(record: &ChannelRecord, now: u64, flag_fallen: bool) -> bool {
    match record {
        ChannelRecord::Challenge(c) => c.expires_at <= now,
        ChannelRecord::Game(g) => {
            g.status == GameStatus::Active && (flag_fallen || game_due(g, now))
        }
    }
}

/// When the flag of the side to move in `record`'s active game with clocks falls (Unix
/// milliseconds).
fn flag_time(record: &ChannelRecord) -> Option<u64> {
    let ChannelRecord::Game(g) = record else {
        return None;
    };
    let clock = g
        .clock
        .as_ref()
        .filter(|_| g.status == GameStatus::Active)?;
    let side = to_move(g).ok()?.0;
    Some(time_control::flag_at(clock, side))
}

/// The sweep ends an active game whose side to move let its clock run out: the result,
/// addressed to both players.
fn flag_notice(
    g: &GameRecord,
    now: u64,
    now_ms: u64,
) -> Result<Option<(Change, Option<Reply>)>, ServiceError> {
    let Some(clock) = &g.clock else {
        return Ok(None);
    };
    let (side, _) = to_move(g)?;
    if !time_control::fallen(clock, side, now_ms) {
        return Ok(None);
    }
    let mut record = g.clone();
    let message = time_control::end_on_flag(&mut record, side, now);
    let reply = Reply {
        message,
        mention: Some(player_of(g, !side).id),
        game_over: true,
        ..Reply::default()
    };
    Ok(Some((Change::Finish(record), Some(reply))))
}

/// Whether a notice about `g`'s current turn is due at `now` and not yet posted.
fn game_due(g: &GameRecord, now: u64) -> bool {
    let (Some(limit), Some(due)) = (g.move_limit_secs, deadline(g)) else {
        return false;
    };
    let overdue = now >= due;
    let remind = !overdue && (due - now).saturating_mul(REMIND_FRACTION) <= limit;
    !g.turn_notices.overdue && (overdue || (remind && !g.turn_notices.reminded))
}

/// What the sweep does with an active game at `now`.
fn game_notice(g: &GameRecord, now: u64) -> Result<(Change, Option<Reply>), ServiceError> {
    let (Some(limit), Some(due)) = (g.move_limit_secs, deadline(g)) else {
        return Ok((Change::Keep, None));
    };
    if !game_due(g, now) {
        return Ok((Change::Keep, None));
    }
    let overdue = now >= due;
    let (side, mover) = to_move(g)?;
    let other = player_of(g, !side).clone();
    let mut record = g.clone();
    let reply = if overdue {
        record.turn_notices.overdue = true;
        Reply {
            message: Message::new("overdue")
                .text("player", shown(&mover))
                .duration("limit", limit)
                .text("opponent", shown(&other)),
            mention: Some(other.id),
            buttons: vec![Button::new(Action::ClaimWin, g.id, g.moves.len())],
            ..Reply::default()
        }
    } else {
        record.turn_notices.reminded = true;
        Reply {
            message: Message::new("reminder")
                .color("color", side)
                .text("opponent", shown(&other))
                .duration("left", due - now)
                .duration("limit", limit),
            mention: Some(mover.id),
            ..Reply::default()
        }
    };
    Ok((Change::Put(ChannelRecord::Game(record)), Some(reply)))
}

#[cfg(test)]
mod tests {
    /// `secs` in English words, as the messages word a duration.
    fn describe(secs: u64) -> String {
        crate::service::text::message::duration(crate::service::text::locale::Lang::ENGLISH, secs)
    }

    use super::*;

    #[test]
    fn limits_are_read_in_words_and_kept_in_bounds() {
        assert_eq!(parse_move_limit("10min").unwrap(), 600);
        assert_eq!(parse_move_limit("10 min").unwrap(), 600);
        assert_eq!(parse_move_limit("1h").unwrap(), 3_600);
        assert_eq!(parse_move_limit(" 1 day ").unwrap(), 86_400);
        assert_eq!(parse_move_limit("3days").unwrap(), 259_200);
        assert_eq!(parse_move_limit("1h 30m").unwrap(), 5_400);
        assert_eq!(parse_move_limit("30days").unwrap(), MAX_MOVE_LIMIT_SECS);
        for bad in [
            "",
            "soon",
            "10",
            "59s",
            "31days",
            "-1h",
            "1 fortnight",
            "99999999999999999999d",
        ] {
            match parse_move_limit(bad) {
                Err(ServiceError::Refused(why)) => {
                    let why = why.to_string();
                    assert!(
                        why.contains("1 minute") && why.contains("30 days"),
                        "{bad}: {why}"
                    )
                }
                other => panic!("{bad:?} gave {other:?}"),
            }
        }
    }

    #[test]
    fn durations_are_described_by_their_two_largest_units() {
        assert_eq!(describe(259_200), "3 days");
        assert_eq!(describe(86_400 + 7_200 + 59), "1 day 2 hours");
        assert_eq!(describe(86_400 + 59), "1 day");
        assert_eq!(describe(5_400), "1 hour 30 minutes");
        assert_eq!(describe(600), "10 minutes");
        assert_eq!(describe(61), "1 minute 1 second");
        assert_eq!(describe(1), "1 second");
        assert_eq!(describe(0), "0 seconds");
    }
}
