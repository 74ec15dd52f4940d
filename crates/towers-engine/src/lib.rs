//! The bot's search and evaluation, on [`towers_rules`] alone (no I/O, no async).
//!
//! The contract the game service and the tools use:
//! - [`Level`]: a playing strength, 1 (beginner) to [`Level::MAX`] (full strength);
//!   [`Level::limits`] says what each one may spend (table in [`level`]).
//! - [`Engine::search`]: the best move of a game's current position within [`Limits`], stopping
//!   early when `stop` is set; [`Engine::choose`] plays one move at a level, with the level's
//!   randomness (from [`Engine::with_seed`] for a reproducible choice). A search for a move to
//!   play ([`Engine::choose`], [`Engine::search_to_play`]) scores a draw slightly below 0 for
//!   the side that searches (contempt, [`search::CONTEMPT_DEFAULT`]); a judgement of the
//!   position ([`Engine::search`], analyses, draw offers) scores it 0.
//!
//! Inside: [`search`] (iterative-deepening PVS), [`eval`] (the evaluation and why each term),
//! `tt` (transposition table), `zobrist` (position keys over whole towers), [`clock`]
//! (wall or fake time), [`analysis`] (every move of a game judged by the expected score it
//! lost), [`puzzles`] (positions with one clearly best move: the format and the searches
//! that judge them), [`egdb`] (probing the endgame databases), [`patterns`] (the learned
//! window patterns), [`features`] (the evaluation as features times weights, for the fits),
//! [`hub`] (the Hub protocol that draughts GUIs speak, for `towers hub`;
//! [`Engine::search_reporting`] tells it of each iteration). Making the engine (fits,
//! matches, the endgame builder, puzzle mining) is towers-lab's.

pub mod analysis;
pub mod clock;
pub mod draw_sense;
pub mod egdb;
mod egdb_game;
mod egdb_probe;
pub use egdb_game::game_value;
pub mod eval;
pub mod features;
pub mod hub;
pub mod level;
mod line;
mod mate;
mod mobility;
pub mod pace;
pub mod patterns;
pub mod puzzle_claim;
pub mod puzzle_material;
pub mod puzzles;
pub mod search;
mod smp;
pub mod table_size;
mod tower_eval;
#[cfg(test)]
mod tower_eval_tests;
mod tower_tuned;
mod tt;
mod tuned;
mod tuned_bashni;
mod tuned_lasca;
mod zobrist;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use towers_rules::{Game, Move};

pub use clock::{Clock, FakeClock, WallClock};
pub use level::{Level, Style, HINT_NODES};
pub use pace::Pace;
use search::{Entry, Searcher, MATE_BOUND, MAX_DEPTH, MAX_PLY};

/// What one search may spend; the search stops at the first limit reached (and always
/// returns a move when there is one).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Wall-clock time.
    pub time: Option<Duration>,
    /// Positions visited.
    pub nodes: Option<u64>,
    /// Iterative-deepening depth in plies.
    pub depth: Option<u8>,
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Move,
    /// Its score for the side to move, in hundredths of a man; a win in `n` plies is
    /// [`search::MATE`]` - n`, a loss the negative.
    pub score: i32,
    /// The last completed depth, in plies (0 when the move was forced or no depth completed).
    pub depth: u8,
    /// Positions visited.
    pub nodes: u64,
}

/// What a search found after one completed iteration ([`Engine::search_reporting`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The depth just completed, in plies.
    pub depth: u8,
    /// The best move's score, as in [`SearchResult::score`].
    pub score: i32,
    /// Positions visited so far.
    pub nodes: u64,
    /// The principal variation from the root, best move first, as far as the table holds it.
    pub line: Vec<Move>,
}

/// The most moves of a reported principal variation.
const PV_PLIES: usize = 32;

/// How [`Engine::run`] searches: `exact_all` searches every root move with a full window so
/// that the root scores are exact (the noisy levels); `contempt` is the draw score's bias;
/// `report` hears of every completed iteration; `pace` is how much of a time budget it
/// spends ([`pace`]).
struct Run<'r> {
    exact_all: bool,
    contempt: i32,
    report: Option<&'r mut dyn FnMut(&Iteration)>,
    pace: Pace,
}

impl Run<'_> {
    /// A search to the end, with no reports.
    fn plain(contempt: i32) -> Run<'static> {
        Run {
            exact_all: false,
            contempt,
            report: None,
            pace: Pace::Fixed,
        }
    }

    /// A search with exact root scores, with no reports.
    fn exact(contempt: i32) -> Run<'static> {
        Run {
            exact_all: true,
            contempt,
            report: None,
            pace: Pace::Fixed,
        }
    }

    /// The same run at `pace`.
    fn paced(self, pace: Pace) -> Self {
        Run { pace, ..self }
    }
}

/// A search engine; it keeps its transposition table, move-ordering history and random
/// generator between searches.
#[derive(Debug)]
pub struct Engine {
    tt: tt::Table,
    history: Box<[[u32; 72]; 72]>,
    /// Countermoves by the opponent's move (see `Searcher::counters`).
    counters: Box<[[u16; 72]; 72]>,
    rng: fastrand::Rng,
    /// Evaluation changes for tuning matches ([`Engine::set_tweak`]).
    tweak: eval::Tweak,
    /// The endgame databases the search probes ([`Engine::set_egdb`]; by default the
    /// process's [`egdb::installed`] one at each search).
    egdb: EgdbChoice,
    /// Threads of a search ([`Engine::set_threads`]).
    threads: usize,
}

impl Default for Engine {
    fn default() -> Engine {
        Engine::new()
    }
}

/// Which endgame databases an [`Engine`] probes.
#[derive(Debug)]
enum EgdbChoice {
    /// The process's, as installed when a search starts ([`egdb::install`]).
    Installed,
    /// These ([`Engine::set_egdb`]; `None`: none).
    Set(Option<std::sync::Arc<egdb::Egdb>>),
}

/// One root move with its score in the last completed iteration.
#[derive(Clone, Copy, Debug)]
struct RootMove {
    mv: Move,
    score: i32,
}

impl Engine {
    /// A new engine (randomness, used only by [`Engine::choose`], seeded from the OS).
    pub fn new() -> Engine {
        Engine::with_seed(fastrand::u64(..))
    }

    /// A new engine whose level randomness comes from `seed` (reproducible choices).
    pub fn with_seed(seed: u64) -> Engine {
        Engine::with_table(seed, table_size::default_bits())
    }

    /// [`Engine::with_seed`] with a table of `2^bits` entries (small searches that need a
    /// fresh table each time, such as puzzle checks, allocate less).
    pub(crate) fn with_table(seed: u64, bits: u32) -> Engine {
        Engine {
            tt: tt::Table::new(bits),
            history: Box::new([[0; 72]; 72]),
            counters: Box::new([[0; 72]; 72]),
            rng: fastrand::Rng::with_seed(seed),
            tweak: eval::Tweak::default(),
            egdb: EgdbChoice::Installed,
            threads: 1,
        }
    }

    /// Probes `db` in the search (`None`: no databases, whatever is installed).
    pub fn set_egdb(&mut self, db: Option<std::sync::Arc<egdb::Egdb>>) {
        self.egdb = EgdbChoice::Set(db);
    }

    /// The databases a search starting now probes.
    fn egdb(&self) -> Option<std::sync::Arc<egdb::Egdb>> {
        match &self.egdb {
            EgdbChoice::Installed => egdb::installed(),
            EgdbChoice::Set(db) => db.clone(),
        }
    }

    /// Searches from now on use `threads` threads (lazy SMP, [`smp`]; 0 counts as 1): the
    /// caller's and `threads - 1` helpers. One thread (the default) is deterministic for
    /// node and depth limits; more are not. The tweak `threads=N` overrides it.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
    }

    /// Evaluates with the default weights changed by `tweak` (self-play tuning).
    pub fn set_tweak(&mut self, tweak: eval::Tweak) {
        self.tweak = tweak;
    }

    /// The switches [`Engine::set_tweak`] set (none by default).
    pub fn tweak(&self) -> eval::Tweak {
        self.tweak
    }

    /// The best move of `game`'s current position within `limits`; `None` when the side to
    /// move has no legal move (the game is over). Setting `stop` ends the search early with
    /// the best move found so far. Deterministic for node and depth limits.
    pub fn search(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        self.search_with_clock(game, limits, stop, &WallClock::start())
    }

    /// [`Engine::search`] reading time from `clock` (a [`FakeClock`] in tests).
    pub fn search_with_clock(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        clock: &dyn Clock,
    ) -> Option<SearchResult> {
        let contempt = self.tweak.contempt.unwrap_or(0);
        self.run(game, limits, stop, clock, Run::plain(contempt))
            .map(|(r, _)| r)
    }

    /// [`Engine::search`] for a move to play rather than a judgement of the position: a draw
    /// found in the search counts as slightly worse than equal for the side to move (contempt,
    /// [`search::CONTEMPT_DEFAULT`] unless the tweak sets it), as in [`Engine::choose`]. The
    /// score it returns carries that bias; analyses use [`Engine::search`].
    pub fn search_to_play(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<SearchResult> {
        let contempt = self.play_contempt();
        self.run(
            game,
            limits,
            stop,
            &WallClock::start(),
            Run::plain(contempt),
        )
        .map(|(r, _)| r)
    }

    /// [`Engine::search_to_play`] (`to_play`) or [`Engine::search`] that calls `report` after
    /// every completed iteration with what it found so far (for engine protocols that show
    /// the search's progress, such as `towers hub`).
    pub fn search_reporting(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        to_play: bool,
        report: &mut dyn FnMut(&Iteration),
    ) -> Option<SearchResult> {
        let contempt = if to_play {
            self.play_contempt()
        } else {
            self.tweak.contempt.unwrap_or(0)
        };
        let how = Run {
            exact_all: false,
            contempt,
            report: Some(report),
            pace: Pace::Fixed,
        };
        self.run(game, limits, stop, &WallClock::start(), how)
            .map(|(r, _)| r)
    }

    /// The contempt of a search for a move to play.
    fn play_contempt(&self) -> i32 {
        self.tweak.contempt.unwrap_or(search::CONTEMPT_DEFAULT)
    }

    /// The move this engine plays at `level`: the level's search, its noise on the root
    /// scores and its chance of a random move, drawn from the engine's generator.
    pub fn choose(&mut self, game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
        self.choose_with(
            game,
            level.style_in(game.variant()),
            stop,
            &WallClock::start(),
        )
    }

    /// [`Engine::choose`] with an explicit style and clock (matches scale the time).
    pub fn choose_with(
        &mut self,
        game: &Game,
        style: Style,
        stop: &AtomicBool,
        clock: &dyn Clock,
    ) -> Option<Move> {
        let moves = game.position().legal_moves();
        match moves.len() {
            0 => return None,
            1 => return Some(moves[0]),
            _ => {}
        }
        if style.blunder_pct > 0 && self.rng.u32(0..100) < style.blunder_pct {
            return Some(moves[self.rng.usize(0..moves.len())]);
        }
        let contempt = self.play_contempt();
        let pace = match self.tweak.pace {
            None => style.pace,
            Some(0) => Pace::Fixed,
            Some(_) => Pace::Flexible,
        };
        if style.noise == 0 {
            let how = Run::plain(contempt).paced(pace);
            return self
                .run(game, &style.limits, stop, clock, how)
                .map(|(r, _)| r.best);
        }
        let how = Run::exact(contempt).paced(pace);
        let (result, roots) = self.run(game, &style.limits, stop, clock, how)?;
        if roots.is_empty() {
            return Some(result.best);
        }
        let noise = style.noise;
        roots
            .iter()
            .map(|r| (r.score + self.rng.i32(-noise..=noise), r.mv))
            .max_by_key(|&(s, _)| s)
            .map(|(_, mv)| mv)
    }

    /// Iterative deepening, as `how` says.
    fn run(
        &mut self,
        game: &Game,
        limits: &Limits,
        stop: &AtomicBool,
        clock: &dyn Clock,
        how: Run<'_>,
    ) -> Option<(SearchResult, Vec<RootMove>)> {
        let Run {
            exact_all,
            contempt,
            mut report,
            pace,
        } = how;
        let pos = game.position().clone();
        let legal = pos.legal_moves();
        let first = *legal.first()?;
        let egdb = self.egdb();
        if let Some(db) = &egdb {
            // The game's draw counters only when the tables know the position.
            let left = || {
                let stack = game_stack(game, game.rules().no_progress);
                search::endgame_left(game.rules().endgame, stack[stack.len() - 1])
            };
            if let Some(result) = egdb_probe::root_win(db, &pos, &legal, left) {
                return Some((result, Vec::new()));
            }
        }
        if legal.len() == 1 {
            let result = SearchResult {
                best: first,
                score: eval::evaluate(&pos.play(&first)).saturating_neg(),
                depth: 0,
                nodes: 1,
            };
            return Some((result, Vec::new()));
        }
        self.tt.new_search();
        for row in self.history.iter_mut() {
            for h in row.iter_mut() {
                *h /= 8;
            }
        }
        let threads = self
            .tweak
            .threads
            .map_or(self.threads, |t| t.clamp(1, 64) as usize);
        let weights = eval::Weights::tweaked(pos.variant(), self.tweak);
        let setup = smp::Setup {
            game,
            tweak: self.tweak,
            weights: &weights,
            tt: &self.tt,
            egdb: egdb.as_deref(),
            contempt,
        };
        let mut searcher =
            setup.searcher(&mut self.history, &mut self.counters, *limits, stop, clock);
        let mut roots: Vec<RootMove> = legal.iter().map(|&mv| RootMove { mv, score: 0 }).collect();
        // First iteration order: captures by size first, then generation order.
        roots.sort_by_key(|r| std::cmp::Reverse(r.mv.capture_count()));
        let mut result = SearchResult {
            best: roots[0].mv,
            score: 0,
            depth: 0,
            nodes: 0,
        };
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH);
        let aspiration = self.tweak.asp.unwrap_or(search::ASPIRATION_DEFAULT);
        let mut tracker = pace::Tracker::default();
        let helpers_stop = AtomicBool::new(false);
        let helper_nodes = std::thread::scope(|scope| {
            let helpers: Vec<_> = (1..threads)
                .filter_map(|index| {
                    let (setup, roots, helpers_stop) = (&setup, roots.clone(), &helpers_stop);
                    std::thread::Builder::new()
                        .name("towers-helper".into())
                        .spawn_scoped(scope, move || {
                            setup.help(index, roots, max_depth, helpers_stop)
                        })
                        .ok()
                })
                .collect();
            for depth in 1..=max_depth {
                // Aspiration: from depth 5 the first try searches a window around the last
                // score; a score outside it is searched again with the full window.
                let mut window = if aspiration > 0
                    && !exact_all
                    && depth >= 5
                    && result.score.abs() < search::MATE_BOUND
                {
                    aspiration
                } else {
                    search::INF
                };
                let (best, completed) = loop {
                    let lo = result.score.saturating_sub(window).max(-search::INF);
                    let hi = result.score.saturating_add(window).min(search::INF);
                    match searcher.root(i32::from(depth), &mut roots, exact_all, (lo, hi)) {
                        Some(done) => break done,
                        None => window = search::INF,
                    }
                };
                if let Some((mv, score)) = best {
                    result.best = mv;
                    result.score = score;
                }
                if !completed {
                    break;
                }
                result.depth = depth;
                if let Some(report) = report.as_mut() {
                    report(&Iteration {
                        depth,
                        score: result.score,
                        nodes: searcher.nodes,
                        line: line::line_in(searcher.tt, game.position(), &result.best, PV_PLIES)
                            .into_iter()
                            .map(|(_, mv)| mv)
                            .collect(),
                    });
                }
                // At a fixed pace there is no soft limit: the next iteration starts whatever
                // time is left, because an iteration cut by the clock is not wasted (its
                // first move is the best so far, searched deeper; a later move that beat it
                // replaces it; and its table entries order the next search). The budget is
                // kept by the clock check in the nodes. A flexible pace stops sooner when
                // the best move is stable ([`pace`]).
                let mate_found = result.score.abs() > MATE_BOUND;
                if mate_found || searcher.aborted {
                    break;
                }
                if let (Pace::Flexible, Some(budget)) = (pace, limits.time) {
                    let (mv, score) = (result.best, result.score);
                    if tracker.stop_after(depth, mv, score, clock.elapsed(), budget) {
                        break;
                    }
                }
            }
            helpers_stop.store(true, std::sync::atomic::Ordering::Relaxed);
            helpers
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
                .sum::<u64>()
        });
        result.nodes = searcher.nodes + helper_nodes;
        Some((result, roots))
    }
}

impl Searcher<'_> {
    /// One iteration at the root within the window `(lo, hi)`: returns the best move with
    /// its score found in this iteration (also when the iteration was cut short after some
    /// moves), and whether the iteration completed; `None` when the best score fell outside
    /// the window (search again with a wider one). Sorts `roots` best first.
    fn root(
        &mut self,
        depth: i32,
        roots: &mut [RootMove],
        exact_all: bool,
        (lo, hi): (i32, i32),
    ) -> Option<(Option<(Move, i32)>, bool)> {
        const INF: i32 = search::INF;
        let mut alpha = lo;
        let mut best = None;
        let mut scores = vec![-INF; roots.len()];
        for (i, root) in roots.iter().enumerate() {
            let mv = root.mv;
            let score = self.with_move(&mv, |s| {
                if exact_all {
                    -s.negamax(depth - 1, -INF, INF, 1)
                } else if i == 0 {
                    -s.negamax(depth - 1, -hi, -lo, 1)
                } else {
                    let mut score = -s.negamax(depth - 1, -alpha - 1, -alpha, 1);
                    if score > alpha && !s.aborted {
                        score = -s.negamax(depth - 1, -hi, -alpha, 1);
                    }
                    score
                }
            });
            if self.aborted {
                return Some((best, false));
            }
            if !exact_all && ((i == 0 && score <= lo) || score >= hi) && (lo, hi) != (-INF, INF) {
                return None;
            }
            scores[i] = score;
            if score > alpha {
                alpha = score;
                best = Some((mv, score));
            }
        }
        for (root, &s) in roots.iter_mut().zip(&scores) {
            root.score = s;
        }
        roots.sort_by_key(|r| std::cmp::Reverse(r.score));
        Some((best, true))
    }
}

/// The position stack of a game: keys and draw counters of every position played, so that
/// the search sees repetitions of game positions.
pub(crate) fn game_stack(game: &Game, rule: towers_rules::NoProgressRule) -> Vec<Entry> {
    let mut pos = game.start().clone();
    let endgames = game.rules().endgame;
    let mut stack = Vec::with_capacity(game.moves().len() + MAX_PLY + 1);
    stack.push(Entry {
        key: zobrist::key(&pos),
        no_progress: 0,
        reversible: 0,
        class: search::endgame_class(endgames, &pos),
        endgame: 0,
    });
    for mv in game.moves() {
        let top = stack[stack.len() - 1];
        let (no_progress, reversible) = search::counters(top, &pos, mv, rule);
        pos.apply(mv);
        let class = search::endgame_class(endgames, &pos);
        stack.push(Entry {
            key: zobrist::key(&pos),
            no_progress,
            reversible,
            class,
            endgame: search::endgame_after(top, class),
        });
    }
    stack
}

/// The move `/hint` suggests in `game`'s current position in a game against a bot of
/// `level`: the engine's best at [`Level::for_hint`] within [`Level::hint_limits`], from a
/// fresh engine and without randomness, so the same position always gets the same move.
/// `None` when there is no legal move. Blocking (about a second at most in release).
pub fn hint_move(game: &Game, level: Level, stop: &AtomicBool) -> Option<Move> {
    Engine::with_seed(0)
        .search_to_play(game, &level.hint_limits(game.variant()), stop)
        .map(|r| r.best)
}
