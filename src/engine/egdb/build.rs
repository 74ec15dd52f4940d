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
//!    first, [`Slice::all`]); a move that stays is an edge of the graph;
//! 2. turns the edges round (each position's predecessors are the positions whose legal
//!    quiet move leads to it, so no "unmove" generator is needed and no illegal predecessor
//!    can creep in), then
//! 3. works back in order of distance: at an odd distance `d` a position wins if a move
//!    reaches a loss in `d - 1`; at an even `d` it loses when every move reaches a win, the
//!    longest being `d - 1`. Wins take the shortest, losses the longest way; what is never
//!    reached is a draw.

use std::collections::HashMap;
use std::time::Instant;

use super::index::{self, Placement};
use super::key;
use super::slice::Slice;
use super::value::{Value, MAX_PLIES, NONE};
use super::EgdbError;
use crate::rules::{Move, Position};

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
    /// Legal moves that stay in the slice.
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

    fn placement(&self, n: u64) -> Option<(Slice, Placement)> {
        let &(slice, start) = self.parts.iter().rev().find(|&&(_, start)| start <= n)?;
        Some((slice, index::placement(slice, n - start)?))
    }
}

/// What the first pass gives for a range of nodes: each node, and the in-slice edges.
type Pass = Result<(Vec<Node>, Vec<u32>), EgdbError>;

/// The first pass over nodes `range`: what each learns, and its in-slice edges (targets, in
/// node order).
fn first_pass(tables: &Tables, graph: &Graph, range: std::ops::Range<u64>) -> Pass {
    let mut nodes = Vec::with_capacity((range.end - range.start) as usize);
    let mut edges = Vec::new();
    let mut moves: Vec<Move> = Vec::with_capacity(64);
    for n in range {
        let Some((_, p)) = graph.placement(n) else {
            nodes.push(Node {
                gap: true,
                ..Node::default()
            });
            continue;
        };
        let pos = key::position(&p);
        pos.legal_moves_into(&mut moves);
        let mut node = Node {
            no_move: moves.is_empty(),
            exit_win: NO_WIN,
            ..Node::default()
        };
        for mv in &moves {
            let child = pos.play(mv);
            if !mv.is_capture() && !mv.promotes() {
                let (slice, i) = key::key(&child).ok_or(EgdbError::NotInTables)?;
                let target = graph.node(slice, i).ok_or(EgdbError::Missing(slice))?;
                edges.push(u32::try_from(target).map_err(|_| EgdbError::TooLarge)?);
                node.inside = node.inside.checked_add(1).ok_or(EgdbError::TooLarge)?;
                continue;
            }
            match value_in(tables, &child)? {
                Value::Draw => node.exit_draw = true,
                Value::Loss(k) => node.exit_win = node.exit_win.min(plus_one(k)?),
                Value::Win(k) => node.exit_loss = node.exit_loss.max(plus_one(k)?),
            }
        }
        nodes.push(node);
    }
    Ok((nodes, edges))
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
    let threads = threads.max(1) as u64;
    let step = total.div_ceil(threads).max(1);
    let chunks: Vec<Pass> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let range = (t * step).min(total)..((t + 1) * step).min(total);
                let graph = &graph;
                scope.spawn(move || first_pass(tables, graph, range))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or(Err(EgdbError::Thread)))
            .collect()
    });
    let mut nodes = Vec::with_capacity(total as usize);
    let mut edges = Vec::new();
    for chunk in chunks {
        let (n, e) = chunk?;
        nodes.extend(n);
        edges.extend(e);
    }
    // 2. Predecessors: the edges turned round (counting sort by target).
    let mut pred_start = vec![0u32; total as usize + 1];
    for &t in &edges {
        pred_start[t as usize + 1] += 1;
    }
    for i in 0..total as usize {
        pred_start[i + 1] += pred_start[i];
    }
    let mut fill = pred_start.clone();
    let mut preds = vec![0u32; edges.len()];
    let mut at = 0usize;
    for (from, node) in nodes.iter().enumerate() {
        for &t in &edges[at..at + usize::from(node.inside)] {
            preds[fill[t as usize] as usize] = from as u32;
            fill[t as usize] += 1;
        }
        at += usize::from(node.inside);
    }
    drop(edges);
    drop(fill);
    // 3. Back from the ends, distance by distance.
    let mut value = vec![0u8; total as usize];
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); usize::from(MAX_PLIES) + 2];
    for (n, node) in nodes.iter().enumerate() {
        if node.gap {
            value[n] = NONE;
        } else if node.no_move {
            buckets[0].push(n as u32);
        } else if node.exit_win != NO_WIN {
            buckets[usize::from(node.exit_win)].push(n as u32);
        } else if node.inside == 0 && !node.exit_draw {
            buckets[usize::from(node.exit_loss)].push(n as u32);
        }
    }
    let mut remaining: Vec<u8> = nodes.iter().map(|n| n.inside).collect();
    for d in 0..=MAX_PLIES {
        let level = std::mem::take(&mut buckets[usize::from(d)]);
        for n in level {
            let n = n as usize;
            if value[n] != 0 {
                continue;
            }
            value[n] = Value::of_plies(d).to_byte();
            let (lo, hi) = (pred_start[n] as usize, pred_start[n + 1] as usize);
            for &p in &preds[lo..hi] {
                let p = p as usize;
                if value[p] != 0 {
                    continue;
                }
                if d % 2 == 0 {
                    // A loss here: its predecessor wins one ply later.
                    buckets[usize::from(d) + 1].push(p as u32);
                } else {
                    remaining[p] -= 1;
                    let node = &nodes[p];
                    if remaining[p] == 0 && !node.exit_draw && node.exit_win == NO_WIN {
                        let at = node.exit_loss.max(d + 1);
                        buckets[usize::from(at)].push(p as u32);
                    }
                }
            }
        }
    }
    if buckets.iter().any(|b| !b.is_empty()) {
        return Err(EgdbError::Cap);
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
        let mut r = Report {
            slice: s,
            positions: 0,
            wins: 0,
            losses: 0,
            draws: 0,
            longest: 0,
            seconds,
        };
        for &b in &raw {
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
        tables.insert(s, raw);
        reports.push(r);
    }
    Ok(reports)
}
