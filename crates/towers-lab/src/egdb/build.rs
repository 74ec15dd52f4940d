//! The builder: one slice (with its colour-swapped twin) by retrograde analysis.
//!
//! The positions of a slice with White to move and those of its swapped slice (its Black-to-
//! move positions turned round) form one graph: every quiet move that keeps the material (no
//! capture, no promotion) goes from one to the other. The builder
//!
//! 1. generates every position's legal moves with the real move generator
//!    ([`Position::legal_moves`]: compulsory capture and the majority rule included), over
//!    index ranges on every core. A move that leaves the slice (a capture, a promotion) takes
//!    the value of its target from the tables already built (smaller or other slices come
//!    first, [`Slice::all`]); the moves that stay are only counted;
//! 2. works back in order of distance: at an odd distance `d` a position wins if a move
//!    reaches a loss in `d - 1`; at an even `d` it loses when every move reaches a win, the
//!    longest being `d - 1`. Wins take the shortest, losses the longest way; what is never
//!    reached is a draw. Each level's positions find their predecessors by [`unmove`]s, on
//!    every core; the moves counted in step 1 are what a loss waits for, and a predecessor
//!    counted down past zero (an unmove the move generator does not know) is an error.
//!
//! Memory is about 11 bytes a position of the pair (the first pass's facts, the value, the
//! level lists), so the largest five-piece pair (248 M positions) fits in about 3 GB.

use std::collections::HashMap;
use std::time::Instant;

use super::unmove;
use towers_engine::egdb::index::{self, Sets};
use towers_engine::egdb::key;
use towers_engine::egdb::value::{Value, MAX_PLIES, NONE};
use towers_engine::egdb::{EgdbError, Slice};
use towers_rules::{Color, Move, Position};

/// Values of the slices built so far, raw bytes by index.
pub type Tables = HashMap<Slice, Vec<u8>>;

/// No exit win ([`Node::exit_win`]).
const NO_WIN: u8 = u8::MAX;

/// What the first pass learns of one position.
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    /// An index that is no position.
    gap: bool,
    /// The position has no legal move.
    no_move: bool,
    /// A move leaves the slice for a draw.
    exit_draw: bool,
    /// Shortest win through a move that leaves the slice ([`NO_WIN`]: none).
    exit_win: u8,
    /// Longest loss through a move that leaves the slice (0: none).
    exit_loss: u8,
    /// Legal moves that stay in the slice (the backward pass counts them down as their
    /// targets turn out wins for the opponent).
    inside: u8,
}

/// The value of `pos` (any side to move) in `tables`; a side to move with no piece has lost.
pub fn value_in(tables: &Tables, pos: &Position) -> Result<Value, EgdbError> {
    if pos.count(pos.side_to_move()) == 0 {
        return Ok(Value::Loss(0));
    }
    let (slice, i) = key::key(pos).ok_or(EgdbError::NotInTables)?;
    let table = tables.get(&slice).ok_or(EgdbError::Missing(slice))?;
    let b = *table
        .get(i as usize)
        .ok_or(EgdbError::Damaged("index out of range"))?;
    Value::from_byte(b).ok_or(EgdbError::Damaged("a move reaches no position"))
}

/// The graph of a slice and its twin: node `n` is index `n - start` of the part it falls in.
struct Graph {
    parts: Vec<(Slice, u64)>,
}

impl Graph {
    fn new(slice: Slice) -> Graph {
        let mut parts = vec![(slice, 0)];
        let twin = slice.swapped();
        if twin != slice {
            parts.push((twin, index::size(slice)));
        }
        Graph { parts }
    }

    fn len(&self) -> u64 {
        self.parts.iter().map(|&(s, _)| index::size(s)).sum()
    }

    fn node(&self, slice: Slice, i: u64) -> Option<u64> {
        self.parts
            .iter()
            .find(|&&(s, _)| s == slice)
            .map(|&(_, start)| start + i)
    }

    fn sets(&self, n: u64) -> Option<Sets> {
        let &(slice, start) = self.parts.iter().rev().find(|&&(_, start)| start <= n)?;
        index::sets(slice, n - start)
    }
}

/// The first pass over nodes `range`: what each learns.
fn first_pass(
    tables: &Tables,
    range: std::ops::Range<u64>,
    graph: &Graph,
) -> Result<Vec<Node>, EgdbError> {
    let mut nodes = Vec::with_capacity((range.end - range.start) as usize);
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    for n in range {
        let Some(sets) = graph.sets(n) else {
            nodes.push(Node {
                gap: true,
                ..Node::default()
            });
            continue;
        };
        let pos = key::position_of(&sets, Color::White);
        pos.legal_moves_into(&mut moves);
        let mut node = Node {
            no_move: moves.is_empty(),
            exit_win: NO_WIN,
            ..Node::default()
        };
        for mv in &moves {
            if !mv.is_capture() && !mv.promotes() {
                node.inside = node.inside.checked_add(1).ok_or(EgdbError::TooLarge)?;
                continue;
            }
            match value_in(tables, &pos.play(mv))? {
                Value::Draw => node.exit_draw = true,
                Value::Loss(k) => node.exit_win = node.exit_win.min(plus_one(k)?),
                Value::Win(k) => node.exit_loss = node.exit_loss.max(plus_one(k)?),
            }
        }
        nodes.push(node);
    }
    Ok(nodes)
}

/// The predecessors of each node of `level`, as nodes, in one list.
fn predecessors(graph: &Graph, level: &[u32]) -> Result<Vec<u32>, EgdbError> {
    let mut out = Vec::with_capacity(level.len() * 16);
    let mut failed = None;
    for &n in level {
        let sets = graph
            .sets(u64::from(n))
            .ok_or(EgdbError::Damaged("a gap was reached"))?;
        unmove::predecessors(&sets, |k| {
            match k.and_then(|(slice, i)| graph.node(slice, i)) {
                Some(p) => out.push(p as u32),
                None => failed = Some(EgdbError::NotInTables),
            }
        });
        if let Some(e) = failed.take() {
            return Err(e);
        }
    }
    Ok(out)
}

/// Writes the value of an end `d` plies away for node `n` and puts it on level `d`.
fn enter(value: &mut [u8], levels: &mut [Vec<u32>], n: usize, d: u8) -> Result<(), EgdbError> {
    if d > MAX_PLIES {
        return Err(EgdbError::Cap);
    }
    value[n] = Value::of_plies(d).to_byte();
    levels[usize::from(d)].push(n as u32);
    Ok(())
}

/// Runs `work` over `items` cut in `threads` ranges, one thread each; the results in order.
fn on_threads<T: Sync, R: Send>(
    items: &[T],
    threads: usize,
    work: impl Fn(&[T]) -> Result<R, EgdbError> + Sync,
) -> Result<Vec<R>, EgdbError> {
    let step = items.len().div_ceil(threads.max(1)).max(1);
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(step)
            .map(|chunk| {
                let work = &work;
                scope.spawn(move || work(chunk))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(EgdbError::Thread)))
            .collect()
    })
}

fn plus_one(k: u8) -> Result<u8, EgdbError> {
    if k >= MAX_PLIES {
        return Err(EgdbError::Cap);
    }
    Ok(k + 1)
}

/// Builds `slice` and its swapped twin on `threads` threads; returns each with its raw
/// values by index (the twin only when it differs).
pub fn build_pair(
    tables: &Tables,
    slice: Slice,
    threads: usize,
) -> Result<Vec<(Slice, Vec<u8>)>, EgdbError> {
    if !index::supported(slice) {
        return Err(EgdbError::TooLarge);
    }
    let graph = Graph::new(slice);
    let total = graph.len();
    if total >= u64::from(u32::MAX) {
        return Err(EgdbError::TooLarge);
    }
    // 1. The first pass, over index ranges on every thread.
    let step = total.div_ceil(threads.max(1) as u64).max(1);
    let ranges: Vec<_> = (0..total)
        .step_by(step as usize)
        .map(|a| a..(a + step).min(total))
        .collect();
    let mut nodes = Vec::with_capacity(total as usize);
    for chunk in on_threads(&ranges, ranges.len(), |r| {
        first_pass(tables, r[0].clone(), &graph)
    })? {
        nodes.extend(chunk);
    }
    // 2. Back from the ends, distance by distance. A value is written when its position
    // enters a level (a win found shorter later is written again, and its old entry skipped),
    // so each position is worked once, at the level of its final value.
    let mut value = vec![0u8; total as usize];
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); usize::from(MAX_PLIES) + 1];
    for (n, node) in nodes.iter().enumerate() {
        if node.gap {
            value[n] = NONE;
        } else if node.no_move {
            enter(&mut value, &mut buckets, n, 0)?;
        } else if node.exit_win != NO_WIN {
            enter(&mut value, &mut buckets, n, node.exit_win)?;
        } else if node.inside == 0 && !node.exit_draw {
            enter(&mut value, &mut buckets, n, node.exit_loss)?;
        }
    }
    for d in 0..=MAX_PLIES {
        let byte = Value::of_plies(d).to_byte();
        let level: Vec<u32> = std::mem::take(&mut buckets[usize::from(d)])
            .into_iter()
            .filter(|&n| value[n as usize] == byte)
            .collect();
        for part in level.chunks(1 << 20) {
            for preds in on_threads(part, threads, |nodes| predecessors(&graph, nodes))? {
                for p in preds {
                    let p = p as usize;
                    let before = value[p];
                    if d % 2 == 0 {
                        // A loss here: its predecessor wins one ply later, unless it already
                        // wins as soon (or loses).
                        let undecided = before == 0;
                        let longer =
                            matches!(Value::from_byte(before), Some(Value::Win(w)) if w > d + 1);
                        if undecided || longer {
                            enter(&mut value, &mut buckets, p, d + 1)?;
                        }
                    } else if before == 0 {
                        // The counted moves left to refute: a loss when none is left.
                        let node = &mut nodes[p];
                        node.inside = node
                            .inside
                            .checked_sub(1)
                            .ok_or(EgdbError::Damaged("an unmove no move matches"))?;
                        if node.inside == 0 && !node.exit_draw {
                            enter(&mut value, &mut buckets, p, node.exit_loss.max(d + 1))?;
                        }
                    }
                }
            }
        }
    }
    Ok(graph
        .parts
        .iter()
        .map(|&(s, start)| {
            let end = start + index::size(s);
            (s, value[start as usize..end as usize].to_vec())
        })
        .collect())
}

/// What building one slice took.
#[derive(Clone, Debug)]
pub struct Report {
    pub slice: Slice,
    /// Indices that are positions (gaps left out).
    pub positions: u64,
    /// Wins, losses and draws for the side to move.
    pub wins: u64,
    pub losses: u64,
    pub draws: u64,
    /// The longest win or loss, in plies.
    pub longest: u8,
    pub seconds: f64,
}

impl Report {
    /// The report of a slice's raw values, built in `seconds`.
    pub fn of(slice: Slice, raw: &[u8], seconds: f64) -> Report {
        let mut r = Report {
            slice,
            positions: 0,
            wins: 0,
            losses: 0,
            draws: 0,
            longest: 0,
            seconds,
        };
        for &b in raw {
            match Value::from_byte(b) {
                None => continue,
                Some(Value::Draw) => r.draws += 1,
                Some(Value::Win(n)) => {
                    r.wins += 1;
                    r.longest = r.longest.max(n);
                }
                Some(Value::Loss(n)) => {
                    r.losses += 1;
                    r.longest = r.longest.max(n);
                }
            }
            r.positions += 1;
        }
        r
    }
}

/// Builds `slice` (and its twin) into `tables`, with a report for each.
pub fn build_into(
    tables: &mut Tables,
    slice: Slice,
    threads: usize,
) -> Result<Vec<Report>, EgdbError> {
    let started = Instant::now();
    let built = build_pair(tables, slice, threads)?;
    let seconds = started.elapsed().as_secs_f64() / built.len() as f64;
    let mut reports = Vec::new();
    for (s, raw) in built {
        reports.push(Report::of(s, &raw, seconds));
        tables.insert(s, raw);
    }
    Ok(reports)
}
