//! Capture sequences (docs/rules.md#how-a-capture-is-made) as a depth-first search over square
//! sets, reporting each completed sequence to a [`Sink`]: perft's last ply only counts them, other
//! plies collect [`BitMove`]s.
//!
//! Paths are produced once each (docs/rules.md#counting-moves "paths": origin, destination and
//! ordered captured squares): a flying king that can land on several squares behind a piece and
//! then continue along the same line would capture the same pieces in the same order from each of
//! them, so that continuation is explored from the first landing square only.

use super::super::bitset::BitSet;
use super::super::spec::Promotion;
use super::layout::{all, crowning_row, forward, step, BitMove, Board};
use super::{Side, Spec};

/// Receives each completed capture sequence.
pub(crate) trait Sink<B> {
    /// Whether [`Sink::emit`] reads the path (jump order and landing squares).
    const ORDERED: bool = false;
    /// A sequence from `from` to `to` taking the `count` pieces of `captured`; when
    /// [`Sink::ORDERED`], the first `count` entries of `path` give the jumps in order.
    fn emit(&mut self, from: B, to: B, captured: B, count: u32, promotes: bool, path: &Path);
}

/// The bit indices of a capture sequence's jumped pieces and landing squares, in order.
pub(crate) struct Path {
    pub captured: [u8; 32],
    pub landings: [u8; 32],
}

/// Counts capture paths; with the majority rule only those taking the most pieces.
pub(crate) struct CountPaths<const MAJORITY: bool> {
    pub max: u32,
    pub paths: u64,
}

impl<B, const MAJORITY: bool> Sink<B> for CountPaths<MAJORITY> {
    #[inline(always)]
    fn emit(&mut self, _: B, _: B, _: B, count: u32, _: bool, _: &Path) {
        if MAJORITY {
            if count > self.max {
                self.max = count;
                self.paths = 0;
            } else if count < self.max {
                return;
            }
        }
        self.paths += 1;
    }
}

/// Which sequences count as one move when collected.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Identity {
    /// Every path is a move.
    Path,
    /// Same origin, destination and set of captured pieces: one move (the first found).
    CaptureSet,
    /// Same resulting position: the capture set and whether the piece is crowned.
    Position,
}

/// Collects captures as [`BitMove`]s (majority rule applied, duplicates under `identity` dropped).
pub(crate) struct Collect<'a, B, const MAJORITY: bool> {
    pub out: &'a mut Vec<BitMove<B>>,
    pub max: u32,
    pub identity: Identity,
}

impl<B: BitSet, const MAJORITY: bool> Sink<B> for Collect<'_, B, MAJORITY> {
    #[inline]
    fn emit(&mut self, from: B, to: B, captured: B, count: u32, promotes: bool, _: &Path) {
        if MAJORITY {
            if count > self.max {
                self.max = count;
                self.out.clear();
            } else if count < self.max {
                return;
            }
        }
        let m = BitMove {
            from,
            to,
            captured,
            promotes,
        };
        let same = |o: &BitMove<B>| {
            o.from == from
                && o.to == to
                && o.captured == captured
                && (self.identity == Identity::CaptureSet || o.promotes == promotes)
        };
        if self.identity == Identity::Path || !self.out.iter().any(same) {
            self.out.push(m);
        }
    }
}

/// Pieces of the side to move (`D`) that can make a first jump: men with a capturable piece
/// next to them and an empty square behind it, kings (flying or not) likewise along a line.
#[inline(always)]
pub(crate) fn capturers<S: Spec, D: Side>(board: &Board<S::B>) -> S::B {
    let empty = all::<S>() & !(board.me | board.them);
    let men = board.me & !board.kings;
    let kings = board.me & board.kings;
    let mut found = S::B::EMPTY;
    // A jump in direction d: victim one step back from an empty square, jumper one step back again.
    let mut jumpers = |pieces: S::B, d: usize| {
        let back = 3 - d;
        let victims = step::<S>(empty, back) & board.them;
        found = found | (step::<S>(victims, back) & pieces);
    };
    if S::MEN_BACK {
        for d in 0..4 {
            jumpers(men, d);
        }
    } else {
        for d in forward::<D>() {
            jumpers(men, d);
        }
    }
    if kings != S::B::EMPTY {
        if S::FLYING {
            for d in 0..4 {
                // The first occupied square on each king's ray, if it is the opponent's.
                let mut ray = kings;
                let mut first = S::B::EMPTY;
                loop {
                    let next = step::<S>(ray, d);
                    first = first | (next & board.them);
                    ray = next & empty;
                    if ray == S::B::EMPTY {
                        break;
                    }
                }
                if step::<S>(first, d) & empty != S::B::EMPTY {
                    // Some king captures this way; the search sorts out which.
                    return found | kings;
                }
            }
        } else {
            for d in 0..4 {
                jumpers(kings, d);
            }
        }
    }
    found
}

/// Runs the capture search of every piece in `pieces` (from [`capturers`]), lowest square
/// first, into `sink`.
#[inline(always)]
pub(crate) fn search<S: Spec, D: Side, K: Sink<S::B>>(
    board: &Board<S::B>,
    pieces: S::B,
    sink: &mut K,
) {
    let occupied = board.me | board.them;
    let mut search = Search::<S, D, K> {
        theirs: board.them,
        empty: S::B::EMPTY,
        captured: S::B::EMPTY,
        from: S::B::EMPTY,
        initial_king: false,
        path: Path {
            captured: [0; 32],
            landings: [0; 32],
        },
        sink,
        _rules: std::marker::PhantomData,
    };
    let mut rest = pieces;
    while rest != S::B::EMPTY {
        let from = rest.lowest();
        rest = rest.without_lowest();
        // The moving piece is lifted: its square is empty for the rest of the sequence.
        search.empty = (all::<S>() & !occupied) | from;
        search.from = from;
        search.initial_king = board.kings & from != S::B::EMPTY;
        if !search.initial_king {
            search.man(from, 0);
        } else if S::FLYING {
            search.flying_king(from, 0, 0b1111);
        } else {
            search.short_king(from, 0);
        }
    }
}

struct Search<'a, S: Spec, D: Side, K> {
    /// The opponent's pieces not jumped yet.
    theirs: S::B,
    /// Empty squares: the origin, not the jumped pieces (they stay until the move ends).
    empty: S::B,
    captured: S::B,
    from: S::B,
    initial_king: bool,
    /// The jumps so far (kept only for ordered sinks).
    path: Path,
    sink: &'a mut K,
    _rules: std::marker::PhantomData<(S, D)>,
}

impl<S: Spec, D: Side, K: Sink<S::B>> Search<'_, S, D, K> {
    /// The jump in direction `d` from `cur`, if any: (victim, landing).
    #[inline(always)]
    fn jump(&self, cur: S::B, d: usize) -> Option<(S::B, S::B)> {
        let victim = step::<S>(cur, d) & self.theirs;
        if victim == S::B::EMPTY {
            return None;
        }
        let landing = step::<S>(victim, d) & self.empty;
        (landing != S::B::EMPTY).then_some((victim, landing))
    }

    #[inline(always)]
    fn emit(&mut self, to: S::B, count: u32, promotes: bool) {
        if K::ORDERED {
            self.path.landings[(count as usize - 1) % 32] = to.first() as u8;
        }
        self.sink
            .emit(self.from, to, self.captured, count, promotes, &self.path);
    }

    /// The directions a man jumps in.
    #[inline(always)]
    fn man_directions() -> &'static [usize] {
        if S::MEN_BACK {
            &[0, 1, 2, 3]
        } else if D::WHITE {
            &[0, 1]
        } else {
            &[2, 3]
        }
    }

    /// Whether a man (or a king that moves one square, with all four `directions`) on `cur`
    /// can jump: tested inline so that a sequence's last jump costs no call.
    #[inline(always)]
    fn can_jump(&self, cur: S::B, directions: &[usize]) -> bool {
        directions
            .iter()
            .any(|&d| step::<S>(step::<S>(cur, d) & self.theirs, d) & self.empty != S::B::EMPTY)
    }

    /// A man on `cur` after `n` captures. Returns whether it can jump.
    fn man(&mut self, cur: S::B, n: u32) -> bool {
        let mut any = false;
        for &d in Self::man_directions() {
            let Some((victim, t)) = self.jump(cur, d) else {
                continue;
            };
            any = true;
            self.theirs = self.theirs ^ victim;
            self.captured = self.captured | victim;
            if K::ORDERED {
                self.path.captured[n as usize % 32] = victim.first() as u8;
                self.path.landings[n as usize % 32] = t.first() as u8;
            }
            if t & crowning_row::<S, D>() != S::B::EMPTY {
                match S::PROMOTION {
                    // Crowned at once, the capture goes on with king powers.
                    Promotion::Passing => {
                        let goes_on = if S::FLYING {
                            self.flying_king(t, n + 1, 0b1111)
                        } else {
                            self.short_king(t, n + 1)
                        };
                        if !goes_on {
                            self.emit(t, n + 1, true);
                        }
                    }
                    Promotion::EndsMove => self.emit(t, n + 1, true),
                    // Crowned only if the sequence ends here.
                    Promotion::AtEnd => {
                        if !(self.can_jump(t, Self::man_directions()) && self.man(t, n + 1)) {
                            self.emit(t, n + 1, true);
                        }
                    }
                }
            } else if !(self.can_jump(t, Self::man_directions()) && self.man(t, n + 1)) {
                self.emit(t, n + 1, false);
            }
            self.theirs = self.theirs ^ victim;
            self.captured = self.captured ^ victim;
        }
        any
    }

    /// A king that moves one square (English) on `cur` after `n` captures.
    fn short_king(&mut self, cur: S::B, n: u32) -> bool {
        let mut any = false;
        for d in 0..4 {
            let Some((victim, t)) = self.jump(cur, d) else {
                continue;
            };
            any = true;
            self.theirs = self.theirs ^ victim;
            self.captured = self.captured | victim;
            if K::ORDERED {
                self.path.captured[n as usize % 32] = victim.first() as u8;
                self.path.landings[n as usize % 32] = t.first() as u8;
            }
            if !(self.can_jump(t, &[0, 1, 2, 3]) && self.short_king(t, n + 1)) {
                self.emit(t, n + 1, !self.initial_king);
            }
            self.theirs = self.theirs ^ victim;
            self.captured = self.captured ^ victim;
        }
        any
    }

    /// A flying king on `cur` after `n` captures, trying the directions in `dirs` (bit d).
    /// Returns whether it can jump that way.
    fn flying_king(&mut self, cur: S::B, n: u32, dirs: u32) -> bool {
        let mut any = false;
        for d in 0..4 {
            if dirs >> d & 1 == 0 {
                continue;
            }
            let mut s = step::<S>(cur, d);
            while s & self.empty != S::B::EMPTY {
                s = step::<S>(s, d);
            }
            let Some((victim, first)) = self.jump_from(s, d) else {
                continue;
            };
            any = true;
            self.theirs = self.theirs ^ victim;
            self.captured = self.captured | victim;
            if K::ORDERED {
                self.path.captured[n as usize % 32] = victim.first() as u8;
            }
            // The landing squares are the empty run behind the victim. Going on along the
            // same line is possible from all of them or none, and the same from each; going
            // back along it meets the victim, which cannot be jumped twice.
            let mut last = first;
            loop {
                let next = step::<S>(last, d) & self.empty;
                if next == S::B::EMPTY {
                    break;
                }
                last = next;
            }
            let mut beyond = step::<S>(last, d);
            while beyond & self.empty != S::B::EMPTY {
                beyond = step::<S>(beyond, d);
            }
            let straight_on = self.jump_from(beyond, d).is_some();
            let across = match d {
                0 | 3 => 0b0110,
                _ => 0b1001,
            };
            // A flying king must land where the capture continues, if it can (§3 step 5).
            let mut continued = straight_on;
            let mut t = first;
            let mut dirs_here = across | 1 << d;
            loop {
                if K::ORDERED {
                    self.path.landings[n as usize % 32] = t.first() as u8;
                }
                if self.flying_king(t, n + 1, dirs_here) {
                    continued = true;
                }
                dirs_here = across;
                if t == last {
                    break;
                }
                t = step::<S>(t, d);
            }
            if !continued {
                let promotes = !self.initial_king;
                let mut t = first;
                loop {
                    self.emit(t, n + 1, promotes);
                    if t == last {
                        break;
                    }
                    t = step::<S>(t, d);
                }
            }
            self.theirs = self.theirs ^ victim;
            self.captured = self.captured ^ victim;
        }
        any
    }

    /// Whether `s` (the first non-empty square along a ray) can be jumped in direction `d`:
    /// (victim, first landing square).
    #[inline(always)]
    fn jump_from(&self, s: S::B, d: usize) -> Option<(S::B, S::B)> {
        let victim = s & self.theirs;
        if victim == S::B::EMPTY {
            return None;
        }
        let landing = step::<S>(victim, d) & self.empty;
        (landing != S::B::EMPTY).then_some((victim, landing))
    }
}

/// The number of capture paths of `D`'s men when men only jump forward (English): a man's
/// later jumps all lie ahead of its earlier ones, so the pieces it has taken and the square it
/// left never matter again, and the sequences from a landing square depend on that square
/// alone. Single jumps that end (no jump onward, or the crowning row, docs/rules.md#english) are
/// counted for all men at once.
#[inline(always)]
pub(crate) fn forward_men_paths<S: Spec, D: Side>(board: &Board<S::B>) -> u64 {
    let empty = all::<S>() & !(board.me | board.them);
    let men = board.me & !board.kings;
    let mut onward = S::B::EMPTY;
    for d in forward::<D>() {
        onward = onward | step::<S>(step::<S>(empty, 3 - d) & board.them, 3 - d);
    }
    let ends = crowning_row::<S, D>() | !onward;
    let mut paths = 0;
    for d in forward::<D>() {
        let landings = step::<S>(step::<S>(men, d) & board.them, d) & empty;
        paths += (landings & ends).count() as u64;
        let mut rest = landings & !ends;
        while rest != S::B::EMPTY {
            paths += forward_paths_from::<S, D>(rest.lowest(), board.them, empty, ends);
            rest = rest.without_lowest();
        }
    }
    paths
}

/// The capture paths of a forward-only man that has just landed on `cur` and jumps on.
fn forward_paths_from<S: Spec, D: Side>(cur: S::B, them: S::B, empty: S::B, ends: S::B) -> u64 {
    let mut paths = 0;
    for d in forward::<D>() {
        let landing = step::<S>(step::<S>(cur, d) & them, d) & empty;
        if landing == S::B::EMPTY {
            continue;
        }
        paths += if landing & ends != S::B::EMPTY {
            1
        } else {
            forward_paths_from::<S, D>(landing, them, empty, ends)
        };
    }
    paths
}
