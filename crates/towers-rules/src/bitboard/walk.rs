//! perft on bitboards (docs/rules.md#counting-moves) with bulk counting at the last ply: quiet
//! moves are counted with population counts, capture paths by a search that builds no moves.

use super::super::bitset::BitSet;
use super::super::counting::Counting;
use super::capture::{self, CountPaths, Identity};
use super::layout::{all, crowning_row, forward, step, BitMove, Board};
use super::{Side, Spec};

/// perft(`depth`) of `board` with `D` to move.
#[cfg_attr(target_arch = "x86_64", target_feature(enable = "popcnt"))]
pub(crate) fn perft<S: Spec, D: Side>(board: Board<S::B>, depth: u32, counting: Counting) -> u64 {
    if depth == 0 {
        return 1;
    }
    let identity = match counting {
        Counting::Paths => Identity::Path,
        Counting::Unique => Identity::CaptureSet,
        Counting::Positions => Identity::Position,
    };
    // One move list per ply, reused: no allocation once they have grown.
    let mut lists: Vec<Vec<BitMove<S::B>>> = (0..depth).map(|_| Vec::with_capacity(128)).collect();
    walk::<S, D>(&board, depth, identity, &mut lists)
}

#[cfg_attr(target_arch = "x86_64", target_feature(enable = "popcnt"))]
fn walk<S: Spec, D: Side>(
    board: &Board<S::B>,
    depth: u32,
    identity: Identity,
    lists: &mut [Vec<BitMove<S::B>>],
) -> u64 {
    let Some((list, rest)) = lists.split_first_mut() else {
        return 0;
    };
    if depth == 1 {
        return count::<S, D>(board, identity, list);
    }
    let mut total = 0;
    if depth == 2 {
        // The children's moves are counted in line (bulk counting), not walked.
        let Some((next, _)) = rest.split_first_mut() else {
            return 0;
        };
        for_each_child::<S, D>(board, identity, list, |child| {
            total += count::<S, D::Other>(child, identity, next);
        });
    } else {
        for_each_child::<S, D>(board, identity, list, |child| {
            total += walk::<S, D::Other>(child, depth - 1, identity, rest);
        });
    }
    total
}

/// Puts the captures of `board` into `out` (majority rule applied, one per `identity`);
/// leaves it empty when there are none.
#[inline(always)]
fn collect_captures<S: Spec, D: Side>(
    board: &Board<S::B>,
    capturers: S::B,
    identity: Identity,
    out: &mut Vec<BitMove<S::B>>,
) {
    out.clear();
    if S::MAJORITY {
        let mut sink = capture::Collect::<_, true> {
            out,
            max: 0,
            identity,
        };
        capture::search::<S, D, _>(board, capturers, &mut sink);
    } else {
        let mut sink = capture::Collect::<_, false> {
            out,
            max: 0,
            identity,
        };
        capture::search::<S, D, _>(board, capturers, &mut sink);
    }
}

/// Calls `visit` with the position after each legal move of `board` (one per `identity`),
/// seen from the opponent. Captures go through `list`; quiet moves are read off the square
/// sets without being stored.
#[inline(always)]
fn for_each_child<S: Spec, D: Side>(
    board: &Board<S::B>,
    identity: Identity,
    list: &mut Vec<BitMove<S::B>>,
    mut visit: impl FnMut(&Board<S::B>),
) {
    let capturers = capture::capturers::<S, D>(board);
    if capturers != S::B::EMPTY {
        collect_captures::<S, D>(board, capturers, identity, list);
        if !list.is_empty() {
            for m in list.iter() {
                visit(&board.after(m));
            }
            return;
        }
    }
    let empty = all::<S>() & !(board.me | board.them);
    let men = board.me & !board.kings;
    let row = crowning_row::<S, D>();
    for d in forward::<D>() {
        let mut targets = step::<S>(men, d) & empty;
        while targets != S::B::EMPTY {
            let to = targets.lowest();
            targets = targets.without_lowest();
            let from = step::<S>(to, 3 - d);
            visit(&Board {
                me: board.them,
                them: board.me ^ from ^ to,
                kings: board.kings | (to & row),
            });
        }
    }
    let mut kings = board.me & board.kings;
    while kings != S::B::EMPTY {
        let from = kings.lowest();
        kings = kings.without_lowest();
        for d in 0..4 {
            let mut to = step::<S>(from, d) & empty;
            while to != S::B::EMPTY {
                visit(&Board {
                    me: board.them,
                    them: board.me ^ from ^ to,
                    kings: board.kings ^ from ^ to,
                });
                if !S::FLYING {
                    break;
                }
                to = step::<S>(to, d) & empty;
            }
        }
    }
}

/// The number of legal moves of `board` under `identity`, using `list` only for captures
/// that need de-duplicating.
#[inline(always)]
pub(crate) fn count<S: Spec, D: Side>(
    board: &Board<S::B>,
    identity: Identity,
    list: &mut Vec<BitMove<S::B>>,
) -> u64 {
    let capturers = capture::capturers::<S, D>(board);
    if capturers != S::B::EMPTY {
        let paths = if identity == Identity::Path {
            if !S::MEN_BACK && !S::MAJORITY {
                let mut sink = CountPaths::<false> { max: 0, paths: 0 };
                let kings = capturers & board.kings;
                if kings != S::B::EMPTY {
                    capture::search::<S, D, _>(board, kings, &mut sink);
                }
                sink.paths + capture::forward_men_paths::<S, D>(board)
            } else if S::MAJORITY {
                let mut sink = CountPaths::<true> { max: 0, paths: 0 };
                capture::search::<S, D, _>(board, capturers, &mut sink);
                sink.paths
            } else {
                let mut sink = CountPaths::<false> { max: 0, paths: 0 };
                capture::search::<S, D, _>(board, capturers, &mut sink);
                sink.paths
            }
        } else {
            collect_captures::<S, D>(board, capturers, identity, list);
            list.len() as u64
        };
        if paths > 0 {
            return paths;
        }
    }
    let empty = all::<S>() & !(board.me | board.them);
    let men = board.me & !board.kings;
    let kings = board.me & board.kings;
    let mut n = 0;
    for d in forward::<D>() {
        n += (step::<S>(men, d) & empty).count();
    }
    if kings != S::B::EMPTY {
        for d in 0..4 {
            let mut reach = step::<S>(kings, d) & empty;
            while reach != S::B::EMPTY {
                n += reach.count();
                if !S::FLYING {
                    break;
                }
                reach = step::<S>(reach, d) & empty;
            }
        }
    }
    n as u64
}
