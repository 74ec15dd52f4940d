//! Lazy SMP: the searchers of one search. The main searcher runs iterative deepening and
//! decides the move; with more threads ([`super::Engine::set_threads`]), helper
//! searchers search the same root at the same time, each with its own history, killers and
//! countermoves, sharing only the transposition table (lock-free, [`super::tt`]). What
//! they store (scores, best moves, deeper entries) orders and cuts the main searcher's
//! search, so it reaches a given depth sooner. Helpers differ from each other so that they
//! do not all search the same nodes in the same order: every second one is an iteration
//! ahead of the depth it would be at, and each starts with its own rotation of the root
//! moves. They stop when the main searcher is done.
//!
//! With one thread (the default: tests, fixed-node matches, hints, analyses) there are no
//! helpers and the search is deterministic.
//!
//! On a machine with no core to spare the second thread shows no gain (nodes per second and
//! a match in `docs/benchmarks.md`, "The engine's history"); it is meant for machines whose
//! engine budget has idle slots.

use std::sync::atomic::AtomicBool;

use super::clock::{Clock, WallClock};
use super::eval::{Tweak, Weights};
use super::search::{self, Searcher, INF, MAX_PLY};
use super::tt::Table;
use super::{game_stack, Limits, RootMove};
use towers_rules::{CaptureChoice, Game};

/// What every searcher of one search shares.
pub(super) struct Setup<'s> {
    pub game: &'s Game,
    pub tweak: Tweak,
    pub weights: &'s Weights,
    pub tt: &'s Table,
    pub contempt: i32,
    /// The endgame databases the searchers probe.
    pub egdb: Option<&'s super::egdb::Egdb>,
}

impl<'s> Setup<'s> {
    /// A searcher at the game's current position with its own move-ordering tables.
    pub fn searcher(
        &self,
        history: &'s mut [[u32; 72]; 72],
        counters: &'s mut [[u16; 72]; 72],
        limits: Limits,
        stop: &'s AtomicBool,
        clock: &'s dyn Clock,
    ) -> Searcher<'s> {
        let tweak = self.tweak;
        let pos = self.game.position().clone();
        let rule = self.game.rules().no_progress;
        Searcher {
            weights: self.weights,
            stack: game_stack(self.game, rule),
            egdb: self.egdb,
            optional_captures: pos.rules().capture == CaptureChoice::Optional,
            pos,
            tt: self.tt,
            history,
            killers: [[0; 2]; MAX_PLY],
            moves: (0..MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            order: (0..MAX_PLY).map(|_| Vec::with_capacity(64)).collect(),
            nodes: 0,
            limits,
            stop,
            clock,
            aborted: false,
            rule,
            endgames: self.game.rules().endgame,
            seldepth: 0,
            lmr: tweak.lmr.unwrap_or(search::LMR_DEFAULT),
            threat: tweak.threat.map_or(search::THREAT_DEFAULT, |t| t != 0),
            rfp: tweak.rfp.unwrap_or(search::RFP_DEFAULT),
            futility: tweak.fut.unwrap_or(search::FUTILITY_DEFAULT),
            iir: tweak
                .iir
                .unwrap_or(search::iir_default(self.game.variant())),
            quiet_horizon_first: tweak.hz.map_or(search::HZ_DEFAULT, |t| t != 0),
            history_malus: tweak.hm.map_or(search::HISTORY_MALUS_DEFAULT, |t| t != 0),
            contempt: self.contempt,
            counters,
            countermoves: tweak.cm.map_or(search::COUNTERMOVES_DEFAULT, |t| t != 0),
            path: Vec::with_capacity(MAX_PLY),
            lmr_history: tweak.lmh.map_or(search::LMR_HISTORY_DEFAULT, |t| t != 0),
            table_stand: tweak.tte.map_or(search::TABLE_STAND_DEFAULT, |t| t != 0),
            keep_best: tweak.ttm.map_or(search::KEEP_BEST_DEFAULT, |t| t != 0),
        }
    }

    /// Helper number `index` (from 1): deepens over `roots` until `stop` is set or
    /// `max_depth` is searched; returns the positions it visited.
    pub fn help(
        &self,
        index: usize,
        mut roots: Vec<RootMove>,
        max_depth: u8,
        stop: &AtomicBool,
    ) -> u64 {
        let mut history = Box::new([[0u32; 72]; 72]);
        let mut counters = Box::new([[0u16; 72]; 72]);
        let clock = WallClock::start();
        // No limit but the stop flag (the main searcher keeps the budget).
        let mut searcher =
            self.searcher(&mut history, &mut counters, Limits::default(), stop, &clock);
        if !roots.is_empty() {
            let turn = index % roots.len();
            roots.rotate_left(turn);
        }
        let mut depth = 1 + (index % 2) as u8;
        while depth <= max_depth && !searcher.aborted {
            match searcher.root(i32::from(depth), &mut roots, false, (-INF, INF)) {
                Some((_, true)) => depth += 1,
                _ => break,
            }
        }
        searcher.nodes
    }
}
