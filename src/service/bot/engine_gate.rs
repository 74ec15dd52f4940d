//! A CPU budget across the whole process, first come first served. The engine's: at most
//! `slots` searches (bot moves and hints) run at once, whatever the number of channels; the
//! others wait in line. The board pictures' (`GameService::picture`): one per core. A channel has at most one bot turn claimed at a time ([`crate::service::bot::searches`]),
//! so the line serves the waiting channels one each, in turn. Memory follows: each running
//! search holds one transposition table (`TOWERS_ENGINE_TABLE_MB`), plus the few engines kept
//! between moves.
//!
//! The default is one search per core but one (`TOWERS_ENGINE_THREADS`), at least one, so
//! that a core stays free for the human games' moves, pictures and the gateway.
//!
//! A full-strength search may also take the slots that are idle when it starts, for helper
//! threads ([`EngineGate::borrow_idle`], lazy SMP in [`towers_engine::Engine::set_threads`]):
//! only when nobody waits, and it holds them to its end, so searches and helpers together
//! never run on more than `slots` threads. A search that comes meanwhile waits for one
//! full-strength move at most.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How often a waiting search looks at its stop flag (a resignation or a shutdown ends the
/// wait).
const STOP_POLL: Duration = Duration::from_millis(50);

/// The default number of concurrent searches: the machine's cores minus one, at least one.
pub fn default_slots() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get().saturating_sub(1))
        .unwrap_or(1)
        .max(1)
}

#[derive(Debug, Default)]
struct Line {
    running: usize,
    /// Tickets waiting, in the order they came.
    waiting: VecDeque<u64>,
    next_ticket: u64,
}

/// At most `slots` holders of a [`Slot`] at once; waiters are served in arrival order.
#[derive(Debug)]
pub struct EngineGate {
    slots: usize,
    line: Mutex<Line>,
    freed: Condvar,
}

/// A place to search; the place is given back when it is dropped.
#[derive(Debug)]
pub struct Slot<'a> {
    gate: &'a EngineGate,
    /// How long the search waited for its place.
    pub waited: Duration,
    /// Searches that were running or waiting ahead of this one when it asked.
    pub ahead: usize,
}

/// Idle slots lent to one search's helper threads; given back when dropped.
#[derive(Debug)]
pub struct Borrowed<'a> {
    gate: &'a EngineGate,
    /// How many slots (helper threads) it holds.
    pub count: usize,
}

impl Default for EngineGate {
    fn default() -> Self {
        EngineGate::new(default_slots())
    }
}

impl EngineGate {
    /// A gate for `slots` concurrent searches (0 counts as 1).
    pub fn new(slots: usize) -> Self {
        EngineGate {
            slots: slots.max(1),
            line: Mutex::new(Line::default()),
            freed: Condvar::new(),
        }
    }

    fn line(&self) -> MutexGuard<'_, Line> {
        // The counters stay consistent even if a holder panicked.
        self.line.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Blocks until this caller may search (its turn in line and a free slot), or `None` as
    /// soon as `stop` is set while it waits (the search is then not worth running: it would
    /// stop at once).
    pub fn acquire(&self, stop: &AtomicBool) -> Option<Slot<'_>> {
        let started = Instant::now();
        let mut line = self.line();
        let ticket = line.next_ticket;
        line.next_ticket += 1;
        let ahead = line.running + line.waiting.len();
        line.waiting.push_back(ticket);
        loop {
            if line.running < self.slots && line.waiting.front() == Some(&ticket) {
                line.waiting.pop_front();
                line.running += 1;
                // The next in line may fit too.
                self.freed.notify_all();
                return Some(Slot {
                    gate: self,
                    waited: started.elapsed(),
                    ahead,
                });
            }
            if stop.load(Ordering::SeqCst) {
                line.waiting.retain(|&t| t != ticket);
                self.freed.notify_all();
                return None;
            }
            line = self
                .freed
                .wait_timeout(line, STOP_POLL)
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    /// Takes up to `most` slots that are free now, without waiting and only when nobody
    /// waits in line (helpers never delay another search's start).
    pub fn borrow_idle(&self, most: usize) -> Borrowed<'_> {
        let mut line = self.line();
        let count = if line.waiting.is_empty() {
            most.min(self.slots.saturating_sub(line.running))
        } else {
            0
        };
        line.running += count;
        Borrowed { gate: self, count }
    }

    /// Whether a new caller would wait: every slot is taken, or others already wait.
    pub fn full(&self) -> bool {
        let line = self.line();
        line.running >= self.slots || !line.waiting.is_empty()
    }

    /// Searches running now and waiting, in that order.
    #[cfg(test)]
    fn load(&self) -> (usize, usize) {
        let line = self.line();
        (line.running, line.waiting.len())
    }
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        let mut line = self.gate.line();
        line.running -= 1;
        drop(line);
        self.gate.freed.notify_all();
    }
}

impl Drop for Borrowed<'_> {
    fn drop(&mut self) {
        if self.count == 0 {
            return;
        }
        let mut line = self.gate.line();
        line.running -= self.count;
        drop(line);
        self.gate.freed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::sync::Arc;

    #[test]
    fn at_most_slots_searches_run_and_waiters_go_in_arrival_order() {
        let gate = Arc::new(EngineGate::new(1));
        let never = AtomicBool::new(false);
        let first = gate.acquire(&never).expect("a free slot");
        assert_eq!(first.ahead, 0);
        let (order_tx, order_rx) = mpsc::channel();
        let mut waiters = Vec::new();
        for channel in 1..=3u64 {
            let shared = gate.clone();
            let order_tx = order_tx.clone();
            waiters.push(std::thread::spawn(move || {
                let slot = shared.acquire(&AtomicBool::new(false)).expect("served");
                order_tx.send((channel, slot.ahead)).unwrap();
                std::thread::sleep(Duration::from_millis(20));
            }));
            // Each is in line before the next comes.
            while gate.load().1 < channel as usize {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        assert_eq!(gate.load(), (1, 3), "one running, three waiting");
        drop(first);
        for w in waiters {
            w.join().unwrap();
        }
        let served: Vec<(u64, usize)> = order_rx.try_iter().collect();
        assert_eq!(served, [(1, 1), (2, 2), (3, 3)]);
        assert_eq!(gate.load(), (0, 0));
    }

    #[test]
    fn two_slots_run_two_at_once() {
        let gate = EngineGate::new(2);
        let never = AtomicBool::new(false);
        let a = gate.acquire(&never).unwrap();
        let b = gate.acquire(&never).unwrap();
        assert_eq!(gate.load(), (2, 0));
        drop(a);
        let c = gate.acquire(&never).unwrap();
        assert_eq!(c.ahead, 1);
        drop((b, c));
        assert_eq!(gate.load(), (0, 0));
    }

    #[test]
    fn a_stopped_waiter_leaves_the_line() {
        let gate = Arc::new(EngineGate::new(1));
        let held = gate.acquire(&AtomicBool::new(false)).unwrap();
        let stop = Arc::new(AtomicBool::new(false));
        let waiter = {
            let (gate, stop) = (gate.clone(), stop.clone());
            std::thread::spawn(move || gate.acquire(&stop).is_none())
        };
        while gate.load().1 == 0 {
            std::thread::sleep(Duration::from_millis(1));
        }
        stop.store(true, Ordering::SeqCst);
        assert!(waiter.join().unwrap(), "a stopped waiter gets no slot");
        assert_eq!(gate.load(), (1, 0));
        drop(held);
    }

    #[test]
    fn a_search_borrows_only_idle_slots_and_gives_them_back() {
        let gate = EngineGate::new(3);
        let never = AtomicBool::new(false);
        let search = gate.acquire(&never).unwrap();
        let helpers = gate.borrow_idle(5);
        assert_eq!(helpers.count, 2, "the two idle slots, not five");
        assert_eq!(gate.load(), (3, 0));
        assert!(gate.full());
        assert_eq!(gate.borrow_idle(1).count, 0, "none left");
        drop(helpers);
        assert_eq!(gate.load(), (1, 0));
        drop(search);
        assert_eq!(gate.load(), (0, 0));
    }

    #[test]
    fn the_default_leaves_a_core_free() {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        assert_eq!(default_slots(), cores.saturating_sub(1).max(1));
        assert_eq!(EngineGate::new(0).slots, 1);
    }
}
