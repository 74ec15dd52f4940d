//! The daily puzzle: on a server whose admins chose a channel (`/configure daily_puzzle`),
//! the sweep posts one puzzle per UTC day there, of the server's default game, chosen by the
//! date and the server alone ([`daily_number`]). The day is recorded in the store
//! (`daily/<guild>`, [`super::store::Daily`]) before the notice is handed to the front
//! end, so a restart or a second sweep the same day posts nothing more (a post that then
//! fails is lost for that day, as other sweep notices are). Anyone in the channel may try
//! it once that day with `/solve` (not rated: everyone sees the others' answers).

use super::play::{game_at, task, utc_date};
use super::set::puzzles_of;
use super::store::{daily_key, Daily};
use super::Puzzles;
use crate::service::game::timeouts::Notice;
use crate::service::text::message::Message;
use crate::service::{Reply, ServiceError};
use towers_store::Table;

/// Seconds in a UTC day.
const DAY: u64 = 24 * 60 * 60;

/// The daily puzzle's number (from 1) among `count` for server `guild` on the UTC day of
/// Unix time `now`: the same for the same day and server, another on most other days.
pub fn daily_number(now: u64, guild: u64, count: usize) -> u32 {
    let day = now / DAY;
    let seed = guild.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ day;
    let index = fastrand::Rng::with_seed(seed).usize(..count.max(1));
    u32::try_from(index + 1).unwrap_or(1)
}

impl Puzzles {
    /// One pass of the daily puzzles at `now`: the notices (board and task) of the servers
    /// whose puzzle of today is not posted yet, already recorded as posted. A server whose
    /// settings or entries cannot be read is logged and skipped. Errors: `Store` when the
    /// settings cannot be listed.
    pub fn daily_puzzles(&self, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        for (key, _) in self.store.entries_with_prefix(Table::ServerSettings, "")? {
            let Ok(guild) = key.parse::<u64>() else {
                continue;
            };
            match self.daily_of(guild, now) {
                Ok(Some(notice)) => notices.push(notice),
                Ok(None) => {}
                Err(e) => tracing::warn!(guild, error = %e, "cannot post a daily puzzle"),
            }
        }
        Ok(notices)
    }

    /// Server `guild`'s daily puzzle notice when it is due at `now` (recorded as posted).
    fn daily_of(&self, guild: u64, now: u64) -> Result<Option<Notice>, ServiceError> {
        let settings = self.servers.settings(guild)?;
        let Some(channel) = settings.daily_puzzle_channel else {
            return Ok(None);
        };
        let variant = settings.default_variant();
        let set = puzzles_of(variant);
        if set.is_empty() {
            return Ok(None);
        }
        let today = utc_date(now);
        let daily = Daily {
            date: today.clone(),
            channel,
            variant: variant.name().to_string(),
            number: daily_number(now, guild, set.len()),
        };
        let due = self.change_puzzle_entry::<Daily, bool>(&daily_key(guild), &|old| match old {
            Some(old) if old.date == today => Ok((Some(old), false)),
            _ => Ok((Some(daily.clone()), true)),
        })?;
        if !due {
            return Ok(None);
        }
        let puzzle = &set[daily.number as usize - 1];
        let game = game_at(variant, puzzle, 0)?;
        let side = game.position().side_to_move();
        let message = Message::new("puzzle-daily")
            .text("date", today)
            .variant("variant", variant)
            .count("number", u64::from(daily.number))
            .then(task(puzzle, side))
            .then(super::theme::theme_line(puzzle))
            .then(Message::new("puzzle-daily-hint"));
        Ok(Some(Notice {
            channel,
            guild: Some(guild),
            reply: Reply {
                message,
                image: Some(self.pictures.of_game(&game, false, Some(side))?),
                ..Reply::default()
            },
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_daily_number_depends_on_the_day_and_the_server_only() {
        let t = 1_795_597_200; // 2026-11-25 09:00 UTC
        let n = daily_number(t, 42, 200);
        assert!((1..=200).contains(&n));
        assert_eq!(daily_number(t + 14 * 3_600, 42, 200), n, "same UTC day");
        let days: std::collections::HashSet<u32> = (0..10)
            .map(|d| daily_number(t + d * DAY, 42, 200))
            .collect();
        assert!(days.len() >= 8, "{days:?}");
        let servers: std::collections::HashSet<u32> =
            (0..10).map(|g| daily_number(t, g, 200)).collect();
        assert!(servers.len() >= 8, "{servers:?}");
    }
}
