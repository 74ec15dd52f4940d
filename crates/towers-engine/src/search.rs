//! The search: iterative deepening over a principal-variation alpha-beta (PVS) with a
//! transposition table, move ordering (table move, captures by size, killers, countermoves,
//! history), forced-capture extension at the horizon, draw detection and mate distance, and pruning of
//! shallow quiet nodes on the static score.
//!
//! Shape of one node (`Searcher::negamax`):
//! 1. limits: every node checks the node budget, every [`CLOCK_INTERVAL`] nodes the `stop`
//!    flag and the clock;
//! 2. draws: a repetition of any earlier position since the last irreversible move (in the
//!    game or on the search path) or the variant's no-progress count reached scores 0, or
//!    in a search for a move to play [`CONTEMPT_DEFAULT`] below 0 for the side that
//!    searches (contempt: it plays on in an equal position rather than take the draw);
//! 3. quiet horizon: with depth used up and no capture to make (found from square sets,
//!    [`Position::prospect`], without generating moves or probing the table), the static
//!    evaluation stands; no move at all is a loss;
//! 4. the table: a deep enough entry ends the node outside the principal variation; a node
//!    of depth ≥ 4 without a table move is searched a ply shallower, in international
//!    draughts from depth 8 two plies (internal iterative reduction);
//! 5. moves: none = the side to move has lost (mate score, shorter mates preferred);
//! 6. horizon: with depth used up, a side that must capture searches on (captures are
//!    compulsory, so standing pat mid-exchange would misjudge the position); otherwise the
//!    static evaluation stands (with optional captures, kurnik, captures are still tried);
//! 7. shallow quiet nodes outside the principal variation (depth 1-3, no capture to make):
//!    a static score above beta by [`RFP_DEFAULT`] per ply returns (reverse futility); at
//!    depth 1-2 one below alpha by [`FUTILITY_DEFAULT`] per ply searches only the first move,
//!    captures and promotions (futility);
//! 8. moves in order (table move, captures by size, killers, the countermove of the
//!    opponent's last move, history), the first with a full window, the rest with a null
//!    window and a re-search when they beat alpha; late quiet moves at depth ≥ 3 are reduced
//!    by [`lmr_plies`] (1 ply early in the list and at small depths, more as both grow), a
//!    ply more for a move without history (it has never cut off);
//! 9. a quiet move that cuts off becomes a killer, the countermove of the opponent's last
//!    move, and gains history; the quiet moves tried before it lose as much (history malus).
//! 10. the node's result goes to the table; a node that failed low (no best move) keeps
//!     the move its position's entry already had, so a null-window search that fails low
//!     does not erase the move a deeper or earlier search found.
//!
//! Steps 3, 4 (the reduction), 7, the countermoves and the history reduction of 8, the
//! malus of 9 and the kept move of 10 were each measured in self-play at a fixed node budget
//! and the whole against dame-rs and Scan (`benches/peers/RESULTS.md`, "third round",
//! "fourth round" and issue 43); each has a switch (`hz`, `iir`, `rfp`, `fut`, `cm`, `lmh`,
//! `hm`, `ttm`; contempt: `contempt`; `tte`, the table's score bounding the static score of
//! step 7, measured and off) so that `towers match` can play with and without it.

use std::sync::atomic::{AtomicBool, Ordering};

use super::clock::Clock;
use super::eval::{evaluate_with, Weights};
use super::tt::{Bound, Table};
use super::zobrist;
use super::Limits;
use towers_rules::draw::{self, EndgameRule};
use towers_rules::{Move, NoProgressRule, Position, Prospect};

/// Nodes between two looks at the clock and the stop flag (a power of two).
pub const CLOCK_INTERVAL: u64 = 1024;

pub use super::mate::{MATE, MATE_BOUND};
/// Beyond every score.
pub(crate) const INF: i32 = 32_000;

/// The deepest ply the search reaches (including extensions at the horizon).
pub(crate) const MAX_PLY: usize = 160;
/// The deepest nominal depth iterative deepening starts.
pub(crate) const MAX_DEPTH: u8 = 60;

/// Plies below the root a horizon capture sequence may add.
const MAX_HORIZON_PLIES: i32 = 24;

/// One entry of the position stack: the key, the no-progress count of the variant's draw
/// rule, plies since the last irreversible move (capture or man's move), and the position's
/// endgame class with the plies spent in it (international, Canadian: FMJD art. 6.3, 6.4).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub key: u64,
    pub no_progress: u32,
    pub reversible: u32,
    /// Index of the endgame rule whose class the position is in, [`NO_CLASS`] if none.
    pub class: u8,
    /// Plies the position has spent in `class` (0 when it has just arisen).
    pub endgame: u32,
}

/// [`Entry::class`] of a position in no endgame class.
pub(crate) const NO_CLASS: u8 = u8::MAX;

/// The endgame class of `pos` under `rules` ([`NO_CLASS`] if none). Only positions with at
/// most five pieces on the board can be in one (a lone king against at most three pieces),
/// so larger positions cost one popcount.
#[inline]
pub(crate) fn endgame_class(rules: &[EndgameRule], pos: &Position) -> u8 {
    if rules.is_empty() || pos.occupied().count_ones() > 5 {
        return NO_CLASS;
    }
    draw::endgame_class(rules, pos).map_or(NO_CLASS, |c| c as u8)
}

/// The endgame fields of the entry after a move: the class of the new position, and its
/// count (restarted when the class changed, as [`draw::endgame_count`] counts).
#[inline]
pub(crate) fn endgame_after(prev: Entry, class: u8) -> u32 {
    if class != NO_CLASS && class == prev.class {
        prev.endgame + 1
    } else {
        0
    }
}

/// Plies left before the endgame counter of `top`'s class draws the game (`None`: no
/// counter runs).
pub(crate) fn endgame_left(rules: &[EndgameRule], top: Entry) -> Option<u32> {
    let rule = rules.get(usize::from(top.class))?;
    Some(rule.plies.saturating_sub(top.endgame))
}

/// What a move does to the draw counters.
pub(crate) fn counters(prev: Entry, pos: &Position, mv: &Move, rule: NoProgressRule) -> (u32, u32) {
    let man_moved = !pos.tower(mv.from()).top_is_king();
    let reset = mv.is_capture()
        || (rule.man_move_resets && man_moved)
        || (rule.promotion_resets && mv.promotes());
    let no_progress = if reset { 0 } else { prev.no_progress + 1 };
    let reversible = if mv.is_capture() || man_moved {
        0
    } else {
        prev.reversible + 1
    };
    (no_progress, reversible)
}

/// The square set a move changes: origin, destination and every jumped square.
#[inline]
fn touched(mv: &Move) -> u128 {
    let mut set = 1u128 << mv.from().0 | 1u128 << mv.to().0;
    for sq in mv.captured() {
        set |= 1u128 << sq.0;
    }
    set
}

/// Per-search state; the table and history live in the [`super::Engine`].
/// Ordering score of the first killer move (below captures and the table move).
const KILLER: i32 = 1 << 23;

pub(crate) struct Searcher<'a> {
    pub pos: Position,
    pub tt: &'a Table,
    pub history: &'a mut [[u32; 72]; 72],
    pub stack: Vec<Entry>,
    pub killers: [[u16; 2]; MAX_PLY],
    pub moves: Vec<Vec<Move>>,
    pub order: Vec<Vec<(i32, u16)>>,
    pub nodes: u64,
    pub limits: Limits,
    pub stop: &'a AtomicBool,
    pub clock: &'a dyn Clock,
    pub aborted: bool,
    pub rule: NoProgressRule,
    /// The variant's endgame counters (empty outside international and Canadian).
    pub endgames: &'static [EndgameRule],
    pub optional_captures: bool,
    pub seldepth: usize,
    pub weights: &'a Weights,
    /// Late-move reductions: 0 = one ply, 1 = logarithmic ([`lmr_plies`]).
    pub lmr: i32,
    /// Whether a quiet horizon node facing a capture threat searches one more ply.
    pub threat: bool,
    /// Reverse futility margin per ply (0 = off), see [`RFP_DEFAULT`].
    pub rfp: i32,
    /// Futility margin per ply (0 = off).
    pub futility: i32,
    /// Internal iterative reduction of a node without a table move: 0 = off, 1 = a ply from
    /// depth 4, 2 = a ply from depth 4 and two from depth 8 ([`iir_default`]).
    pub iir: i32,
    /// A quiet horizon returns before the table probe.
    pub quiet_horizon_first: bool,
    /// Quiet moves tried before a quiet cut-off lose history.
    pub history_malus: bool,
    /// What a draw found in the search is worth to the side that searches (the side to move
    /// at ply 0), hundredths of a man below 0; see [`super::eval::Tweak::contempt`].
    pub contempt: i32,
    /// By the opponent's previous move (origin, destination): the quiet move that refuted it
    /// last ([`Searcher::countermoves`] on), ordered right after the killers.
    pub counters: &'a mut [[u16; 72]; 72],
    /// Whether [`Searcher::counters`] orders moves.
    pub countermoves: bool,
    /// The moves made on the search path (their [`move_id`]), the last one on top.
    pub path: Vec<u16>,
    /// The endgame databases probed below the root, if any.
    pub egdb: Option<&'a super::egdb::Egdb>,
    /// A late quiet move without history is reduced a ply more (the `lmh` switch).
    pub lmr_history: bool,
    /// The static score of the shallow prunings is bounded by the table's score (the `tte`
    /// switch): a lower bound above it raises it, an upper bound below it lowers it.
    pub table_stand: bool,
    /// A node that stores no best move keeps the one its position's entry had (the `ttm`
    /// switch).
    pub keep_best: bool,
}

/// Default of [`Searcher::lmr`].
pub(crate) const LMR_DEFAULT: i32 = 1;
/// Half-width of the root's aspiration window, hundredths of a man (0: none); default of
/// the `asp` tweak.
pub(crate) const ASPIRATION_DEFAULT: i32 = 0;
/// Default of [`Searcher::threat`].
pub(crate) const THREAT_DEFAULT: bool = false;
/// Default reverse futility margin per ply of depth (the `rfp` tweak), hundredths of a man.
pub(crate) const RFP_DEFAULT: i32 = 60;
/// Default futility margin per ply (the `fut` tweak).
pub(crate) const FUTILITY_DEFAULT: i32 = 80;
/// Default of [`Searcher::iir`]: two plies from depth 8 in international draughts, one
/// elsewhere. Against one ply at every depth, in self-play at a fixed node budget: 263/747/190
/// in 1,200 international games at 20,000 and 40,000 nodes (+21 ± 12 Elo, growing with the
/// budget); in Bashni 160/40/200 of 400 (-35 ± 33), in Lasca 183/34/183 (0 ± 33), so the
/// other variants keep one ply (`benches/peers/RESULTS.md`, "Issue 43: the table keeps its
/// moves" and "a two-ply reduction").
pub(crate) fn iir_default(variant: towers_rules::Variant) -> i32 {
    if variant == towers_rules::Variant::International {
        2
    } else {
        1
    }
}
/// Default of [`Searcher::quiet_horizon_first`].
pub(crate) const HZ_DEFAULT: bool = true;
/// Contempt of a search for a move to play (the `contempt` tweak), hundredths of a man: a
/// draw by the rules scores this much below 0 for the side that searches. Against dame-rs
/// at 100 ms a move, on the same 54 openings played twice each, 15 scored 75.5 % and 0
/// scored 73.1 % (108 games each: within the noise, not worse; `benches/peers/RESULTS.md`,
/// fourth round). Analyses search without it.
pub const CONTEMPT_DEFAULT: i32 = 15;
/// Default of [`Searcher::countermoves`]: on, +20 Elo [+4, +36] in 920 self-play games at
/// a fixed node budget (`benches/peers/RESULTS.md`, fourth round).
pub(crate) const COUNTERMOVES_DEFAULT: bool = true;
/// Default of [`Searcher::lmr_history`]: off until a longer match settles it; in 400 games
/// its Elo intervals all held zero (`benches/peers/RESULTS.md`, issue 43).
pub(crate) const LMR_HISTORY_DEFAULT: bool = false;
/// Default of [`Searcher::table_stand`].
pub(crate) const TABLE_STAND_DEFAULT: bool = false;
/// Default of [`Searcher::keep_best`] (the `ttm` tweak): on. In self-play at a fixed node
/// budget it gained +56 ± 22 Elo in 400 international games at 20,000 nodes, +45 ± 31 in 200
/// at 60,000, +42 ± 47 in 200 Bashni and +78 ± 48 in 200 Lasca games at 20,000
/// (`benches/peers/RESULTS.md`, "Issue 43: the table keeps its moves"); against Scan 2.0 the
/// score went from 30.0 % to 36.75 % over the same 200 ballot games.
pub(crate) const KEEP_BEST_DEFAULT: bool = true;
/// Default of [`Searcher::history_malus`].
pub(crate) const HISTORY_MALUS_DEFAULT: bool = true;
/// The deepest node the shallow-depth prunings apply to (reverse futility).
const PRUNE_DEPTH: i32 = 3;
/// The deepest node futility pruning applies to.
const FUTILITY_DEPTH: i32 = 2;

/// Plies a late quiet move is reduced by at `depth` as the `i`-th move tried (from 0):
/// `0.5 + ln(depth) ln(i + 1) / 2.25` rounded down, at least 1, leaving at least one ply.
fn lmr_plies(depth: i32, i: usize) -> i32 {
    let r = 0.5 + f64::from(depth).ln() * ((i + 1) as f64).ln() / 2.25;
    (r as i32).clamp(1, (depth - 2).max(1))
}

#[inline]
fn move_id(mv: &Move) -> u16 {
    u16::from(mv.from().0) << 8 | u16::from(mv.to().0)
}

/// The origin and destination square indices of a [`move_id`].
#[inline]
fn squares_of(id: u16) -> (usize, usize) {
    (usize::from(id >> 8), usize::from(id & 0xFF))
}

fn to_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

impl<'a> Searcher<'a> {
    /// Checks the budgets; sets `aborted` when one is spent.
    #[inline]
    fn tick(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if let Some(n) = self.limits.nodes {
            if self.nodes >= n {
                self.aborted = true;
                return true;
            }
        }
        self.nodes += 1;
        if self.nodes & (CLOCK_INTERVAL - 1) == 0 {
            self.check_clock();
        }
        self.aborted
    }

    /// The stop flag and the clock.
    pub fn check_clock(&mut self) {
        if self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        if let Some(t) = self.limits.time {
            if self.clock.elapsed() >= t {
                self.aborted = true;
            }
        }
    }

    /// The score of a drawn position at `ply` for its side to move: `-contempt` for the side
    /// that searches (even plies), `+contempt` for its opponent.
    #[inline]
    fn draw_score(&self, ply: usize) -> i32 {
        if ply.is_multiple_of(2) {
            -self.contempt
        } else {
            self.contempt
        }
    }

    fn top(&self) -> Entry {
        self.stack[self.stack.len() - 1]
    }

    /// Whether the current position is drawn by repetition, the no-progress rule or an
    /// endgame counter.
    fn is_draw(&self) -> bool {
        let top = self.top();
        if top.no_progress >= self.rule.plies {
            return true;
        }
        if top.class != NO_CLASS && top.endgame >= self.endgames[usize::from(top.class)].plies {
            return true;
        }
        let n = self.stack.len() - 1;
        let mut back = 2;
        while back <= top.reversible as usize && back <= n {
            if self.stack[n - back].key == top.key {
                return true;
            }
            back += 2;
        }
        false
    }

    /// The stack entry after `mv` from the current position, less the squares' new hashes:
    /// call before making the move, then [`Searcher::push_after`].
    #[inline]
    fn entry_before(&self, mv: &Move) -> (Entry, u128) {
        let top = self.top();
        let (no_progress, reversible) = counters(top, &self.pos, mv, self.rule);
        let set = touched(mv);
        let key = top.key ^ zobrist::squares_key(&self.pos, set) ^ zobrist::BLACK_TO_MOVE;
        (
            Entry {
                key,
                no_progress,
                reversible,
                class: top.class,
                endgame: top.endgame,
            },
            set,
        )
    }

    /// Pushes the entry of the position just made.
    #[inline]
    fn push_after(&mut self, mut entry: Entry, set: u128) {
        entry.key ^= zobrist::squares_key(&self.pos, set);
        let class = endgame_class(self.endgames, &self.pos);
        entry.endgame = endgame_after(entry, class);
        entry.class = class;
        self.stack.push(entry);
    }

    /// Orders moves: fills `order` with (score, index) pairs.
    fn score_moves(
        &self,
        moves: &[Move],
        order: &mut Vec<(i32, u16)>,
        tt_move: Option<u8>,
        ply: usize,
        captures_only: bool,
    ) {
        order.clear();
        let killers = self.killers[ply];
        let counter = self.countermove();
        for (i, mv) in moves.iter().enumerate() {
            if captures_only && !mv.is_capture() {
                continue;
            }
            let s = if tt_move.is_some_and(|t| usize::from(t) == i) {
                1 << 30
            } else if mv.is_capture() {
                (1 << 24) + 1000 * mv.capture_count() as i32 + mv.promotes() as i32
            } else if killers[0] == move_id(mv) {
                KILLER
            } else if killers[1] == move_id(mv) {
                KILLER - 1
            } else if counter == Some(move_id(mv)) {
                KILLER - 2
            } else {
                let h = self.history[mv.from().0 as usize][mv.to().0 as usize];
                (h.min(1 << 21) as i32) + if mv.promotes() { 1 << 22 } else { 0 }
            };
            order.push((s, i as u16));
        }
    }

    /// The countermove of the move that led here, if the switch is on and one is known.
    #[inline]
    fn countermove(&self) -> Option<u16> {
        if !self.countermoves {
            return None;
        }
        let prev = *self.path.last()?;
        let (from, to) = squares_of(prev);
        let id = self.counters[from][to];
        (id != 0).then_some(id)
    }

    /// Moves the best-ordered entry of `i..` to `i`.
    #[inline]
    fn pick(order: &mut [(i32, u16)], i: usize) -> (i32, usize) {
        let mut best = i;
        for j in i + 1..order.len() {
            if order[j].0 > order[best].0 {
                best = j;
            }
        }
        order.swap(i, best);
        (order[i].0, order[i].1 as usize)
    }

    /// The score of a horizon node whose side to move has no capture: the static evaluation,
    /// or a loss without any move; `None` when it must capture or the rules are not compiled
    /// ([`Position::prospect`]): the node generates its moves.
    #[inline]
    fn quiet_horizon_score(&self, ply: usize) -> Option<i32> {
        match self.pos.prospect()? {
            Prospect::Quiet => Some(evaluate_with(&self.pos, self.weights)),
            Prospect::NoMove => Some(-MATE + ply as i32),
            Prospect::Capture => None,
        }
    }

    /// Alpha-beta with a principal-variation window, scores for the side to move.
    pub fn negamax(&mut self, mut depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.tick() {
            return 0;
        }
        self.seldepth = self.seldepth.max(ply);
        if ply > 0 && self.is_draw() {
            return self.draw_score(ply);
        }
        if let (true, Some(db)) = (ply > 0, self.egdb) {
            let left = endgame_left(self.endgames, self.top());
            if let Some(score) = super::egdb_probe::score(db, &self.pos, left, ply) {
                return score.unwrap_or_else(|| self.draw_score(ply));
            }
        }
        if ply >= MAX_PLY - 1 {
            return evaluate_with(&self.pos, self.weights);
        }
        // A quiet horizon (depth used up, no capture to finish): the static score stands,
        // found from square sets without generating the moves; by default before the table
        // probe (the `hz` switch), since a table hit there rarely says more.
        let quiet_horizon = depth <= 0 && !(depth == 0 && self.threat);
        if quiet_horizon && self.quiet_horizon_first {
            if let Some(score) = self.quiet_horizon_score(ply) {
                return score;
            }
        }
        let pv_node = beta - alpha > 1;
        let key = self.top().key;
        let mut tt_move = None;
        let mut tt_score = None;
        if let Some(hit) = self.tt.probe(key) {
            tt_move = hit.best;
            tt_score = Some((from_tt(hit.score, ply), hit.bound));
            if !pv_node && i32::from(hit.depth) >= depth.max(0) {
                let s = from_tt(hit.score, ply);
                let cut = match hit.bound {
                    Bound::Exact => true,
                    Bound::Lower => s >= beta,
                    Bound::Upper => s <= alpha,
                };
                if cut {
                    return s;
                }
            }
        }
        if quiet_horizon && !self.quiet_horizon_first {
            if let Some(score) = self.quiet_horizon_score(ply) {
                return score;
            }
        }
        if self.iir > 0 && tt_move.is_none() && depth >= 4 {
            depth -= if self.iir >= 2 && depth >= 8 { 2 } else { 1 };
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        self.pos.legal_moves_into(&mut moves);
        if moves.is_empty() {
            self.moves[ply] = moves;
            return -MATE + ply as i32;
        }
        let must_capture = moves[0].is_capture() && !self.optional_captures;
        let mut best_score = -INF;
        let original_alpha = alpha;
        let mut captures_only = false;
        // A quiet horizon position whose side to move faces a capture (a piece left hanging,
        // a shot in the air) is not quiet: standing pat would miss the loss. Its moves are
        // searched one more ply (their children stand pat or finish the captures).
        let threatened = depth == 0
            && self.threat
            && !must_capture
            && !self.optional_captures
            && self.pos.opponent_threatens_capture();
        if depth <= 0 && !threatened && (!must_capture || depth <= -MAX_HORIZON_PLIES) {
            // The horizon: stand pat unless a capture is compulsory.
            let stand = evaluate_with(&self.pos, self.weights);
            if stand >= beta || !moves[0].is_capture() || depth <= -MAX_HORIZON_PLIES {
                self.moves[ply] = moves;
                return stand;
            }
            // Optional captures (kurnik): try them on top of standing pat.
            captures_only = true;
            best_score = stand;
            alpha = alpha.max(stand);
        }
        // Shallow quiet non-PV nodes: prune on the static score (reverse futility: it beats
        // beta by a margin; futility: it is so far below alpha that quiet moves are skipped).
        let quiet_node = !pv_node
            && depth > 0
            && depth <= PRUNE_DEPTH
            && !moves[0].is_capture()
            && beta.abs() < MATE_BOUND
            && alpha.abs() < MATE_BOUND;
        let mut futile = false;
        if quiet_node && (self.rfp > 0 || self.futility > 0) {
            let mut stand = evaluate_with(&self.pos, self.weights);
            if let (true, Some((s, bound))) = (self.table_stand, tt_score) {
                if s.abs() < MATE_BOUND {
                    stand = match bound {
                        Bound::Exact => s,
                        Bound::Lower => stand.max(s),
                        Bound::Upper => stand.min(s),
                    };
                }
            }
            if self.rfp > 0 && stand - self.rfp * depth >= beta {
                self.moves[ply] = moves;
                return stand;
            }
            futile = self.futility > 0
                && depth <= FUTILITY_DEPTH
                && stand + self.futility * depth <= alpha;
        }
        let mut order = std::mem::take(&mut self.order[ply]);
        self.score_moves(&moves, &mut order, tt_move, ply, captures_only);
        // A forced reply (one legal move) costs no depth; past the horizon depth counts down
        // so that capture sequences end.
        let new_depth = if depth <= 0 {
            depth - 1
        } else if moves.len() == 1 {
            depth
        } else {
            depth - 1
        };
        let mut best_index = None;
        for i in 0..order.len() {
            let (order_score, index) = Self::pick(&mut order, i);
            let mv = moves[index];
            if i > 0 && futile && !mv.is_capture() && !mv.promotes() {
                continue;
            }
            let score = self.with_move(&mv, |s| {
                s.child_score(i, &mv, order_score, (new_depth, depth), (alpha, beta), ply)
            });
            if self.aborted {
                break;
            }
            if score > best_score {
                best_score = score;
                if score > alpha {
                    alpha = score;
                    best_index = Some(index);
                    if score >= beta {
                        if !mv.is_capture() {
                            self.reward(&mv, depth, ply);
                            if self.history_malus {
                                self.punish(&moves, &order[..i], depth);
                            }
                        }
                        break;
                    }
                }
            }
        }
        self.moves[ply] = moves;
        self.order[ply] = order;
        if self.aborted {
            return 0;
        }
        if depth >= 0 {
            let bound = if best_score >= beta {
                Bound::Lower
            } else if best_score > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let stored = depth.clamp(0, 255) as u8;
            let entry = (to_tt(best_score, ply), stored, bound, best_index);
            self.tt.store(key, entry, self.keep_best);
        }
        best_score
    }

    /// Makes `mv`, runs `f`, takes `mv` back.
    #[inline]
    pub(crate) fn with_move<R>(&mut self, mv: &Move, f: impl FnOnce(&mut Self) -> R) -> R {
        let (entry, set) = self.entry_before(mv);
        let undo = self.pos.make(mv);
        self.push_after(entry, set);
        self.tt.prefetch(self.top().key);
        self.path.push(move_id(mv));
        let r = f(self);
        self.path.pop();
        self.stack.pop();
        self.pos.unmake(mv, &undo);
        r
    }

    /// The score of the `i`-th move (already made) for the side that made it: the first with
    /// the full window, later ones with a null window (late quiet moves reduced a ply) and
    /// re-searched when they beat alpha.
    fn child_score(
        &mut self,
        i: usize,
        mv: &Move,
        order_score: i32,
        (new_depth, depth): (i32, i32),
        (alpha, beta): (i32, i32),
        ply: usize,
    ) -> i32 {
        if i == 0 {
            return -self.negamax(new_depth, -beta, -alpha, ply + 1);
        }
        let pv_node = beta - alpha > 1;
        let quiet = !mv.is_capture() && !mv.promotes();
        let reduce = quiet && depth >= 3 && i >= 3 && !pv_node && order_score < KILLER - 1;
        let mut plies = match (reduce, self.lmr) {
            (false, _) => 0,
            (true, 0) => 1,
            (true, _) => lmr_plies(depth, i),
        };
        // A move that never cut off (its ordering score is its history, zero) is likelier
        // to fail low: reduced a ply more, still leaving at least one (with the logarithmic
        // reductions only; the one-ply reductions of the puzzle search stay as they are).
        if reduce && self.lmr_history && self.lmr != 0 && order_score == 0 {
            plies = (plies + 1).min((depth - 2).max(1));
        }
        let mut s = -self.negamax(new_depth - plies, -alpha - 1, -alpha, ply + 1);
        if reduce && s > alpha && !self.aborted {
            s = -self.negamax(new_depth, -alpha - 1, -alpha, ply + 1);
        }
        if s > alpha && s < beta && !self.aborted {
            s = -self.negamax(new_depth, -beta, -alpha, ply + 1);
        }
        s
    }

    /// The quiet moves tried before a quiet cut-off move lose history.
    fn punish(&mut self, moves: &[Move], tried: &[(i32, u16)], depth: i32) {
        let d = depth.max(1) as u32;
        for &(_, index) in tried {
            let mv = &moves[usize::from(index)];
            if !mv.is_capture() {
                let h = &mut self.history[mv.from().0 as usize][mv.to().0 as usize];
                *h = h.saturating_sub(d * d);
            }
        }
    }

    /// A quiet move that cut off: a killer at this ply and a history bonus.
    fn reward(&mut self, mv: &Move, depth: i32, ply: usize) {
        let id = move_id(mv);
        if self.killers[ply][0] != id {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = id;
        }
        if self.countermoves {
            if let Some(&prev) = self.path.last() {
                let (from, to) = squares_of(prev);
                self.counters[from][to] = id;
            }
        }
        let d = depth.max(1) as u32;
        let h = &mut self.history[mv.from().0 as usize][mv.to().0 as usize];
        *h = h.saturating_add(d * d);
    }
}

#[cfg(test)]
mod tests {
    use super::lmr_plies;

    #[test]
    fn reductions_grow_with_depth_and_move_number_and_leave_a_ply() {
        assert_eq!(lmr_plies(3, 3), 1);
        assert_eq!(lmr_plies(8, 10), 2);
        assert_eq!(lmr_plies(12, 20), 3);
        for depth in 3..60 {
            for i in 3..80 {
                let r = lmr_plies(depth, i);
                assert!(r >= 1 && depth - 1 - r >= 1, "{depth} {i} {r}");
                assert!(r >= lmr_plies(depth, i - 1) && r >= lmr_plies(depth - 1, i));
            }
        }
    }
}
