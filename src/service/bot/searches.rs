//! The bot's turns in progress, one per channel: who runs each, and the stop flag that ends
//! its search early (on resignation or shutdown); and the engines kept between the bot's
//! moves, so that a game's transposition table survives from one move to the next.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use towers_engine::Engine;

/// A claimed bot turn whose search has not finished after this long is taken to be abandoned
/// (its front end failed before running it); the next reply claims the turn again. Searches
/// take seconds at most.
pub const BOT_TURN_CLAIM: Duration = Duration::from_secs(60);

/// Engines kept between moves: the most recently used games' (a table each), so a few games
/// in parallel each keep their transposition table while memory stays bounded.
pub const KEPT_ENGINES: usize = 4;

/// Each channel's bot turn in progress: its search's stop flag and when it was claimed.
#[derive(Debug, Default)]
pub struct Searches {
    turns: Mutex<HashMap<u64, (Arc<AtomicBool>, Instant)>>,
    /// Set by [`Searches::stop_all`]: searches started later stop at once.
    stopping: AtomicBool,
    /// Engines not searching now, by (channel, game id), least recently kept first. An engine
    /// is taken out for a search (the lock is held only to take or put it back), so two
    /// searches never share one.
    engines: Mutex<Vec<((u64, u64), Engine)>>,
}

impl Searches {
    fn turns(&self) -> MutexGuard<'_, HashMap<u64, (Arc<AtomicBool>, Instant)>> {
        // A map of flags stays consistent even if a thread panicked while holding it.
        self.turns.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn new_flag(&self) -> Arc<AtomicBool> {
        Arc::new(AtomicBool::new(self.stopping()))
    }

    /// Claims the bot's turn in `channel`: true when no turn was claimed there (or the
    /// claim is older than [`BOT_TURN_CLAIM`]), and then the caller must run it.
    pub fn claim(&self, channel: u64) -> bool {
        let mut turns = self.turns();
        if turns
            .get(&channel)
            .is_some_and(|(_, since)| since.elapsed() < BOT_TURN_CLAIM)
        {
            return false;
        }
        turns.insert(channel, (self.new_flag(), Instant::now()));
        true
    }

    /// The stop flag of `channel`'s claimed bot turn, claiming it if nobody has (already
    /// set when stopping).
    pub fn start(&self, channel: u64) -> Arc<AtomicBool> {
        let mut turns = self.turns();
        let (flag, _) = turns
            .entry(channel)
            .or_insert_with(|| (self.new_flag(), Instant::now()));
        flag.clone()
    }

    /// Forgets `channel`'s bot turn if `flag` is still its search's.
    pub fn end(&self, channel: u64, flag: &Arc<AtomicBool>) {
        let mut turns = self.turns();
        if turns
            .get(&channel)
            .is_some_and(|(f, _)| Arc::ptr_eq(f, flag))
        {
            turns.remove(&channel);
        }
    }

    /// Stops the bot's search in `channel`, if one is running, and forgets the turn.
    pub fn stop(&self, channel: u64) {
        if let Some((flag, _)) = self.turns().remove(&channel) {
            flag.store(true, Ordering::SeqCst);
        }
    }

    /// The engine that played game `game` in `channel` before (with its transposition
    /// table), or a new one. Give it back with [`Searches::keep_engine`] after the search.
    pub fn take_engine(&self, channel: u64, game: u64) -> Engine {
        let mut engines = self.engines.lock().unwrap_or_else(|e| e.into_inner());
        match engines.iter().position(|(k, _)| *k == (channel, game)) {
            Some(i) => engines.remove(i).1,
            None => Engine::new(),
        }
    }

    /// Keeps `engine` for the next move of game `game` in `channel`; the least recently kept
    /// engine beyond [`KEPT_ENGINES`] is dropped.
    pub fn keep_engine(&self, channel: u64, game: u64, engine: Engine) {
        let mut engines = self.engines.lock().unwrap_or_else(|e| e.into_inner());
        engines.retain(|(k, _)| *k != (channel, game));
        engines.push(((channel, game), engine));
        if engines.len() > KEPT_ENGINES {
            let dropped = engines.remove(0);
            // Free the table outside the lock.
            drop(engines);
            drop(dropped);
        }
    }

    /// Whether [`Searches::stop_all`] was called.
    pub fn stopping(&self) -> bool {
        self.stopping.load(Ordering::SeqCst)
    }

    /// Stops every running search and makes later ones stop at once.
    pub fn stop_all(&self) {
        self.stopping.store(true, Ordering::SeqCst);
        for (flag, _) in self.turns().values() {
            flag.store(true, Ordering::SeqCst);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_engine::Limits;
    use towers_rules::{Game, Variant};

    /// Nodes a depth-6 search of the international start position visits with `engine`.
    fn nodes(engine: &mut Engine) -> u64 {
        let limits = Limits {
            depth: Some(6),
            ..Limits::default()
        };
        let game = Game::new(Variant::International);
        engine
            .search(&game, &limits, &AtomicBool::new(false))
            .expect("a legal move")
            .nodes
    }

    #[test]
    fn a_games_engine_is_kept_between_moves() {
        let searches = Searches::default();
        let fresh = nodes(&mut Engine::new());
        let mut engine = searches.take_engine(1, 10);
        assert_eq!(
            nodes(&mut engine),
            fresh,
            "a new engine searches from scratch"
        );
        searches.keep_engine(1, 10, engine);
        // The same game's engine comes back with its table: the same search is cheaper.
        let mut again = searches.take_engine(1, 10);
        assert!(nodes(&mut again) < fresh, "the table was not kept");
        searches.keep_engine(1, 10, again);
        // Another game, even in the same channel, gets a new engine.
        assert_eq!(nodes(&mut searches.take_engine(1, 11)), fresh);
        // Only the most recently kept engines stay.
        for game in 20..20 + KEPT_ENGINES as u64 {
            searches.keep_engine(2, game, Engine::new());
        }
        assert_eq!(
            nodes(&mut searches.take_engine(1, 10)),
            fresh,
            "not evicted"
        );
    }

    #[test]
    fn a_turn_is_claimed_once_and_stopped_by_channel() {
        let searches = Searches::default();
        assert!(searches.claim(1));
        assert!(!searches.claim(1), "claimed twice");
        assert!(searches.claim(2), "channels are independent");
        let flag = searches.start(1);
        assert!(!flag.load(Ordering::SeqCst));
        searches.stop(1);
        assert!(flag.load(Ordering::SeqCst), "resign stops the search");
        assert!(searches.claim(1), "a stopped turn is forgotten");
        let two = searches.start(2);
        searches.end(2, &two);
        assert!(searches.claim(2));
        searches.stop_all();
        assert!(searches.start(2).load(Ordering::SeqCst));
        assert!(
            searches.start(3).load(Ordering::SeqCst),
            "new searches stop at once"
        );
    }
}
