//! The arena driver, one pass per sweep over the open arenas: the start at its time,
//! results taken from finished games, pairings of the free ready players, the end with its
//! standings picture and podium.
//!
//! Every decision is taken in one update of the arena's record (from the record and what
//! the games' channels said just before), and what it posts follows from that update alone,
//! so a pass run twice, or after a restart, changes and posts nothing twice.

use std::collections::HashMap;

use crate::service::arena::games::home;
use crate::service::arena::step::{decide, Decisions, GameSeen};
use crate::service::arena::{picture, store, texts};
use crate::service::game::timeouts::Notice;
use crate::service::{GameService, Reply, ServiceError};
use towers_store::arena::{ArenaRecord, ArenaState};

/// The most steps one pass takes for one arena (results and pairings are one step; the
/// start and the end one more each): bounded work per sweep.
const MAX_STEPS: usize = 3;

impl GameService {
    /// The sweep's pass over the open arenas at `now`: the notices to post. An arena that
    /// cannot be read or driven is logged and skipped.
    pub(in crate::service) fn sweep_arenas(&self, now: u64) -> Vec<Notice> {
        let ids = match store::open_ids(self.store.as_ref()) {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!(error = %e, "cannot list the open arenas");
                return Vec::new();
            }
        };
        let mut notices = Vec::new();
        for id in ids {
            match self.drive_arena(id, now) {
                Ok(n) => notices.extend(n),
                Err(e) => tracing::warn!(arena = id, error = %e, "cannot drive an arena"),
            }
        }
        notices
    }

    /// Drives arena `id` at `now` as far as it goes (at most a few steps): the notices.
    pub fn drive_arena(&self, id: u64, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = Vec::new();
        for _ in 0..MAX_STEPS {
            let a = store::load(self.store.as_ref(), id)?;
            if a.state == ArenaState::Finished {
                store::close_marker(self.store.as_ref(), &a)?;
                break;
            }
            let seen = self.arena_seen(&a, now)?;
            let (before, decisions) = store::change(self.store.as_ref(), id, &|old| {
                let before = old.clone();
                let (new, d) = decide(old, &seen, now);
                Ok((new, (before, d)))
            })?;
            let after = store::load(self.store.as_ref(), id)?;
            if after == before {
                break;
            }
            notices.extend(self.arena_notices(&after, &decisions)?);
        }
        Ok(notices)
    }

    /// What the unfinished pairings look like in their channels; on the way, a pairing
    /// given a channel without a game gets it (after a restart).
    fn arena_seen(
        &self,
        a: &ArenaRecord,
        now: u64,
    ) -> Result<HashMap<usize, GameSeen>, ServiceError> {
        let mut seen = HashMap::new();
        for (i, p) in a.games.iter().enumerate() {
            if p.result.is_some() || p.void {
                continue;
            }
            if let (Some(channel), None, ArenaState::Running) = (p.channel, p.game, a.state) {
                if let Err(e) = self.start_arena_game(a, i, channel, now) {
                    tracing::warn!(arena = a.id, game = i, error = %e, "cannot start an arena game");
                }
                let fresh = store::load(self.store.as_ref(), a.id)?;
                if let Some(p) = fresh.games.get(i) {
                    seen.insert(i, self.arena_game_seen(p)?);
                }
                continue;
            }
            seen.insert(i, self.arena_game_seen(p)?);
        }
        Ok(seen)
    }

    /// The notices of one step.
    fn arena_notices(
        &self,
        after: &ArenaRecord,
        d: &Decisions,
    ) -> Result<Vec<Notice>, ServiceError> {
        let notice = |message, image| Notice {
            channel: home(after),
            guild: after.guild,
            reply: Reply {
                message,
                image,
                ..Reply::default()
            },
        };
        let mut notices = Vec::new();
        if d.started {
            notices.push(notice(texts::started(after), None));
        }
        for &i in &d.paired {
            if let Some(p) = after.games.get(i) {
                notices.push(notice(texts::pairing(after, p), None));
            }
        }
        if d.finished {
            let lang = self.notice_lang(after.guild);
            let table = picture::standings_png(after, lang)
                .map_err(
                    |e| tracing::warn!(arena = after.id, error = %e, "arena standings picture"),
                )
                .ok();
            notices.push(notice(texts::final_standings(after), table));
            let podium = picture::podium(after, lang)
                .map_err(|e| tracing::warn!(arena = after.id, error = %e, "arena podium"))
                .ok();
            notices.push(notice(texts::podium(after), podium));
            store::close_marker(self.store.as_ref(), after)?;
        }
        Ok(notices)
    }
}
