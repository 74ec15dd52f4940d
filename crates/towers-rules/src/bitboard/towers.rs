//! perft of the tower games (Bashni, Lasca; docs/rules.md#bashni, #lasca) on bitboards of the top
//! pieces (owner and king), with each square's tower contents alongside. Capture sequences
//! depend on the top pieces only — a jumped tower stays until the move ends and is not jumped
//! twice — so the search and the last ply's bulk counting are the ones of ordinary draughts;
//! only making a move reads and writes the towers (prisoners go under the capturer in jump
//! order, a jumped tower's new top decides its owner).
//!
//! Every capture path is a move here ("paths" counting, free choice of capture), so children
//! are walked straight from the capture search without a move list.

use super::super::bitset::BitSet;
use super::super::counting::Counting;
use super::super::{Color, Position, Tower};
use super::capture::{self, Path, Sink};
use super::layout::{all, bit_index, crowning_row, forward, step, Board};
use super::walk as plain;
use super::{Side, Spec};

/// Tower contents by bit index (the ghost layout of a board of at most 64 bits).
pub(crate) type Towers = [Tower; 64];

/// The towers of `pos` in `S`'s ghost layout.
pub(crate) fn towers_of<S: Spec>(pos: &Position) -> Towers {
    let geo = pos.geometry();
    let mut towers = [Tower::EMPTY; 64];
    for (sq, tower) in pos.towers() {
        let (f, r) = geo.coords(sq);
        towers[bit_index(S::SIZE, f as u32, r as u32) as usize] = tower;
    }
    towers
}

/// perft(`depth`) with `D` to move.
#[cfg_attr(target_arch = "x86_64", target_feature(enable = "popcnt"))]
pub(crate) fn perft<S: Spec, D: Side>(board: Board<S::B>, towers: &mut Towers, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    walk::<S, D>(&board, towers, depth)
}

#[cfg_attr(target_arch = "x86_64", target_feature(enable = "popcnt"))]
fn walk<S: Spec, D: Side>(board: &Board<S::B>, towers: &mut Towers, depth: u32) -> u64 {
    if depth == 1 {
        return plain::count::<S, D>(board, capture::Identity::Path, &mut Vec::new());
    }
    let capturers = capture::capturers::<S, D>(board);
    if capturers != S::B::EMPTY {
        let mut children = Children::<S, D> {
            board: *board,
            towers,
            depth: depth - 1,
            nodes: 0,
            moves: 0,
            _side: std::marker::PhantomData,
        };
        capture::search::<S, D, _>(board, capturers, &mut children);
        if children.moves > 0 {
            return children.nodes;
        }
    }
    let empty = all::<S>() & !(board.me | board.them);
    let men = board.me & !board.kings;
    let row = crowning_row::<S, D>();
    let mut nodes = 0;
    let mut quiet = |from: S::B, to: S::B, kings: S::B, towers: &mut Towers| {
        let (f, t) = (from.first() as usize, to.first() as usize);
        let moving = towers[f];
        let mut crowned = moving;
        if kings & to != S::B::EMPTY {
            crowned.crown_top();
        }
        towers[t] = crowned;
        towers[f] = Tower::EMPTY;
        let child = Board {
            me: board.them,
            them: board.me ^ from ^ to,
            kings,
        };
        nodes += walk::<S, D::Other>(&child, towers, depth - 1);
        towers[f] = moving;
        towers[t] = Tower::EMPTY;
    };
    for d in forward::<D>() {
        let mut targets = step::<S>(men, d) & empty;
        while targets != S::B::EMPTY {
            let to = targets.lowest();
            targets = targets.without_lowest();
            let from = step::<S>(to, 3 - d);
            quiet(from, to, board.kings | (to & row), towers);
        }
    }
    let mut kings = board.me & board.kings;
    while kings != S::B::EMPTY {
        let from = kings.lowest();
        kings = kings.without_lowest();
        for d in 0..4 {
            let mut to = step::<S>(from, d) & empty;
            while to != S::B::EMPTY {
                quiet(from, to, board.kings ^ from ^ to, towers);
                if !S::FLYING {
                    break;
                }
                to = step::<S>(to, d) & empty;
            }
        }
    }
    nodes
}

/// Walks the child of each capture path as the search reports it.
struct Children<'a, S: Spec, D> {
    board: Board<S::B>,
    towers: &'a mut Towers,
    depth: u32,
    nodes: u64,
    moves: u32,
    _side: std::marker::PhantomData<D>,
}

impl<S: Spec, D: Side> Sink<S::B> for Children<'_, S, D> {
    const ORDERED: bool = true;

    fn emit(&mut self, from: S::B, to: S::B, _: S::B, count: u32, promotes: bool, path: &Path) {
        let order = &path.captured[..count as usize];
        self.moves += 1;
        let me = if D::WHITE { Color::White } else { Color::Black };
        let towers = &mut *self.towers;
        let (f, t) = (from.first() as usize, to.first() as usize);
        let mut saved = [Tower::EMPTY; 32];
        let origin = towers[f];
        let mut moving = origin;
        towers[f] = Tower::EMPTY;
        let (mut mine, mut theirs, mut kings) = (
            self.board.me & !from,
            self.board.them,
            self.board.kings & !from,
        );
        for (i, &sq) in order.iter().enumerate() {
            let sq = sq as usize;
            let mut jumped = towers[sq];
            saved[i] = jumped;
            if let Some(prisoner) = jumped.pop_top() {
                moving.push_bottom(prisoner);
            }
            towers[sq] = jumped;
            let bit = S::B::narrow(1u128 << sq);
            theirs = theirs & !bit;
            kings = kings & !bit;
            match jumped.owner() {
                None => {}
                Some(owner) if owner == me => mine = mine | bit,
                Some(_) => theirs = theirs | bit,
            }
            if jumped.top_is_king() {
                kings = kings | bit;
            }
        }
        if promotes {
            moving.crown_top();
        }
        towers[t] = moving;
        mine = mine | to;
        if moving.top_is_king() {
            kings = kings | to;
        }
        let child = Board {
            me: theirs,
            them: mine,
            kings,
        };
        // SAFETY: the search reporting here runs inside `walk`, which `perft` enters only once
        // the CPU is known to have popcnt, the only feature `walk_child` enables.
        #[allow(unused_unsafe)]
        let nodes = unsafe { walk_child::<S, D>(&child, towers, self.depth) };
        self.nodes += nodes;
        towers[t] = Tower::EMPTY;
        for (i, &sq) in order.iter().enumerate() {
            towers[sq as usize] = saved[i];
        }
        towers[f] = origin;
    }
}

/// The walk below a capture (a separate function so the search's sink stays small).
#[cfg_attr(target_arch = "x86_64", target_feature(enable = "popcnt"))]
fn walk_child<S: Spec, D: Side>(board: &Board<S::B>, towers: &mut Towers, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    walk::<S, D::Other>(board, towers, depth)
}

/// Whether [`perft`] counts `counting` for tower games: only "paths".
pub(crate) fn supports(counting: Counting) -> bool {
    counting == Counting::Paths
}
