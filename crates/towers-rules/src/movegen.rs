//! Legal move generation, including full capture paths (docs/rules.md#how-a-capture-is-made).

use super::bitboard;
use super::bitset::{squares_in, BitSet};
use super::geometry::{Geometry, OFF};
use super::mv::MAX_CAPTURES;
use super::settings::PrisonerTiming;
use super::spec::{CaptureChoice, Promotion};
use super::{Color, Move, Position, Rules};

const ALL_DIRECTIONS: [usize; 4] = [0, 1, 2, 3];
const WHITE_FORWARD: [usize; 2] = [0, 1];
const BLACK_FORWARD: [usize; 2] = [2, 3];

fn forward(color: Color) -> &'static [usize] {
    match color {
        Color::White => &WHITE_FORWARD,
        Color::Black => &BLACK_FORWARD,
    }
}

/// Fills `out` with the legal moves of the side to move, one per capture path: moves with the
/// same origin, destination and ordered captured squares (a flying king's same-line
/// continuations from different landing squares) appear once.
pub(crate) fn generate(pos: &Position, out: &mut Vec<Move>) {
    if !bitboard::generate(pos, out) {
        generate_inner(pos, out, true);
    }
}

/// [`generate`] by the general generator alone (to test and time the bitboard one against).
pub(crate) fn generate_general(pos: &Position, out: &mut Vec<Move>) {
    generate_inner(pos, out, true);
}

/// Like [`generate`], but keeps every landing-square variant of a capture, so that notation
/// can match whichever intermediate squares a player wrote.
pub(crate) fn generate_all_landings(pos: &Position, out: &mut Vec<Move>) {
    generate_inner(pos, out, false);
}

/// Fills `out` with the captures the rules allow (dedup and majority applied), nothing else.
fn generate_captures(pos: &Position, out: &mut Vec<Move>, dedup: bool) {
    out.clear();
    let rules = pos.rules();
    let geo = pos.geometry();
    let me = pos.side_to_move();
    let mine = pos.owned_by(me);
    let theirs = pos.owned_by(!me);
    let kings = mine & pos.kings();
    let men = mine & !kings;
    // Men that can jump at least once, found with bit-set shifts: most positions have none,
    // and then no search runs at all.
    let empty = geo.all() & !pos.occupied();
    let man_directions: &[usize] = if rules.men_capture_backward {
        &ALL_DIRECTIONS
    } else {
        forward(me)
    };
    let mut capturers = kings;
    if geo.is_narrow() {
        capturers |= jumpers::<u64>(geo, men, theirs, empty, man_directions);
    } else {
        capturers |= jumpers::<u128>(geo, men, theirs, empty, man_directions);
    }
    if capturers == 0 {
        return;
    }
    // With immediate transfer (docs/rules.md#where-the-sources-differ alternative) a jumped single
    // piece leaves its square at once, so the square is empty for the rest of the move.
    let vanishing = if rules.prisoners == PrisonerTiming::Immediate {
        squares_in(theirs)
            .filter(|&sq| pos.tower_at(sq).height() == 1)
            .fold(0u128, |acc, sq| acc | 1u128 << sq)
    } else {
        0
    };
    let mut dfs = CaptureSearch {
        geo,
        rules,
        me,
        occupied: pos.occupied(),
        vanishing,
        theirs,
        origin: 0,
        initial_king: false,
        jumped: 0,
        depth: 0,
        captured: [0; MAX_CAPTURES],
        landings: [0; MAX_CAPTURES],
        out,
    };
    for sq in squares_in(capturers & mine) {
        let king = kings >> sq & 1 == 1;
        dfs.origin = sq;
        dfs.initial_king = king;
        dfs.search(sq, king);
    }
    if dedup && rules.flying_kings && out.len() > 1 {
        dedup_paths(out);
    }
    if rules.capture == CaptureChoice::Majority {
        if let Some(max) = out.iter().map(Move::capture_count).max() {
            out.retain(|m| m.capture_count() == max);
        }
    }
}

/// Men that can make a first jump in one of `directions`: a neighbour that way is the
/// opponent's and the square beyond it is empty. Two shifts per direction.
#[inline(always)]
fn jumpers<B: BitSet>(
    geo: &Geometry,
    men: u128,
    theirs: u128,
    empty: u128,
    directions: &[usize],
) -> u128 {
    let (men, theirs, empty) = (B::narrow(men), B::narrow(theirs), B::narrow(empty));
    let mut found = B::EMPTY;
    for &d in directions {
        let back = 3 - d;
        let victims = geo.shift(empty, back) & theirs;
        found = found | (geo.shift(victims, back) & men);
    }
    found.widen()
}

/// Quiet moves of men: forward neighbours that are empty.
#[inline(always)]
fn men_steps<B: BitSet>(geo: &Geometry, men: u128, open: u128, directions: &[usize]) -> u32 {
    let (men, open) = (B::narrow(men), B::narrow(open));
    directions
        .iter()
        .map(|&d| (geo.shift(men, d) & open).count())
        .sum()
}

/// The number of legal moves of `pos` (perft's last ply). Uses `buf` for captures; quiet moves
/// are counted without being built.
/// With `unique`, captures taking the same set of pieces from and to the same squares count
/// once (docs/rules.md#counting-moves "unique").
pub(crate) fn count(pos: &Position, buf: &mut Vec<Move>, unique: bool) -> usize {
    if pos.rules().capture == CaptureChoice::Optional {
        generate(pos, buf);
    } else {
        generate_captures(pos, buf, true);
        if buf.is_empty() {
            return count_quiet(pos);
        }
    }
    if unique {
        dedup_capture_sets(buf);
    }
    buf.len()
}

/// Keeps the first of the moves that share origin, destination and set of captured squares.
pub(crate) fn dedup_capture_sets(moves: &mut Vec<Move>) {
    dedup_by(moves, Move::same_capture_set);
}

/// Keeps the first of each group of moves that `same` considers one move.
fn dedup_by(moves: &mut Vec<Move>, same: impl Fn(&Move, &Move) -> bool) {
    let mut kept = 0;
    for i in 0..moves.len() {
        let m = moves[i];
        if !moves[..kept].iter().any(|k| same(k, &m)) {
            moves[kept] = m;
            kept += 1;
        }
    }
    moves.truncate(kept);
}

fn count_quiet(pos: &Position) -> usize {
    let geo = pos.geometry();
    let me = pos.side_to_move();
    let flying = pos.rules().flying_kings;
    let empty = |s: u8| s != OFF && pos.occupied() & (1u128 << s) == 0;
    let mine = pos.owned_by(me);
    let kings = mine & pos.kings();
    let open = geo.all() & !pos.occupied();
    let mut n = if geo.is_narrow() {
        men_steps::<u64>(geo, mine & !kings, open, forward(me))
    } else {
        men_steps::<u128>(geo, mine & !kings, open, forward(me))
    } as usize;
    for sq in squares_in(kings) {
        {
            for d in ALL_DIRECTIONS {
                let mut s = geo.step(sq, d);
                while empty(s) {
                    n += 1;
                    if !flying {
                        break;
                    }
                    s = geo.step(s, d);
                }
            }
        }
    }
    n
}

fn generate_inner(pos: &Position, out: &mut Vec<Move>, dedup: bool) {
    let rules = pos.rules();
    let geo = pos.geometry();
    let me = pos.side_to_move();
    generate_captures(pos, out, dedup);
    if rules.capture == CaptureChoice::Optional {
        add_prefixes(pos, out);
        generate_quiet(pos, geo, me, out);
    } else if out.is_empty() {
        generate_quiet(pos, geo, me, out);
    }
}

/// Removes later moves that repeat an earlier one's path identity.
fn dedup_paths(out: &mut Vec<Move>) {
    dedup_by(out, Move::same_path);
}

/// With optional capture every non-empty prefix of a capture path is a move of its own
/// (docs/rules.md#brazilian, our reading of kurnik's option); it promotes if it ends on the far
/// row.
fn add_prefixes(pos: &Position, out: &mut Vec<Move>) {
    let geo = pos.geometry();
    let me = pos.side_to_move();
    let initial_king = |m: &Move| pos.tower(m.from()).top_is_king();
    let full: Vec<Move> = out.clone();
    for m in &full {
        let captured: Vec<u8> = m.captured().map(|s| s.0).collect();
        let landings: Vec<u8> = m.landings().map(|s| s.0).collect();
        for k in 1..captured.len() {
            let promotes = !initial_king(m) && geo.is_promotion_row(landings[k - 1], me);
            let prefix = Move::capture(m.from().0, &captured[..k], &landings[..k], promotes);
            if !out.iter().any(|o| o.same_path(&prefix)) {
                out.push(prefix);
            }
        }
    }
}

fn generate_quiet(pos: &Position, geo: &Geometry, me: Color, out: &mut Vec<Move>) {
    let flying = pos.rules().flying_kings;
    let empty = |s: u8| s != OFF && pos.occupied() & (1u128 << s) == 0;
    for sq in squares_in(pos.owned_by(me)) {
        if pos.tower_at(sq).top_is_king() {
            for d in ALL_DIRECTIONS {
                let mut s = geo.step(sq, d);
                while empty(s) {
                    out.push(Move::quiet(sq, s, false));
                    if !flying {
                        break;
                    }
                    s = geo.step(s, d);
                }
            }
        } else {
            for &d in forward(me) {
                let s = geo.step(sq, d);
                if empty(s) {
                    out.push(Move::quiet(sq, s, geo.is_promotion_row(s, me)));
                }
            }
        }
    }
}

/// Depth-first search of one piece's capture sequences (docs/rules.md#how-a-capture-is-made steps
/// 1-6).
struct CaptureSearch<'a> {
    geo: &'a Geometry,
    rules: &'a Rules,
    me: Color,
    /// Occupied squares and the opponent's squares (bit sets).
    occupied: u128,
    /// Squares that become empty once jumped (immediate prisoner transfer only).
    vanishing: u128,
    theirs: u128,
    /// The moving tower's square, empty while it is lifted.
    origin: u8,
    initial_king: bool,
    /// Squares jumped so far: still occupied (they block) and never jumped again.
    jumped: u128,
    depth: usize,
    captured: [u8; MAX_CAPTURES],
    landings: [u8; MAX_CAPTURES],
    out: &'a mut Vec<Move>,
}

impl CaptureSearch<'_> {
    #[inline]
    fn is_empty(&self, s: u8) -> bool {
        s == self.origin || (self.occupied & !(self.jumped & self.vanishing)) >> s & 1 == 0
    }

    /// An opponent's tower not jumped yet (the origin is the mover's own square).
    #[inline]
    fn is_capturable(&self, s: u8) -> bool {
        (self.theirs & !self.jumped) >> s & 1 == 1
    }

    /// Explores every jump from `cur` (with king powers if `king`), emitting each completed
    /// sequence. Returns whether any jump exists from `cur`.
    fn search(&mut self, cur: u8, king: bool) -> bool {
        if self.depth >= MAX_CAPTURES {
            return false;
        }
        let flying = king && self.rules.flying_kings;
        let directions: &[usize] = if king || self.rules.men_capture_backward {
            &ALL_DIRECTIONS
        } else {
            forward(self.me)
        };
        let mut any = false;
        for &d in directions {
            let mut s = self.geo.step(cur, d);
            if flying {
                while s != OFF && self.is_empty(s) {
                    s = self.geo.step(s, d);
                }
            }
            if s == OFF || !self.is_capturable(s) {
                continue;
            }
            let mut t = self.geo.step(s, d);
            if t == OFF || !self.is_empty(t) {
                continue;
            }
            any = true;
            self.jumped |= 1u128 << s;
            self.captured[self.depth] = s;
            // Landing squares after this jump that end the sequence, with the king flag there.
            let mut ends = [(0u8, false); 16];
            let mut n_ends = 0;
            let mut continued = false;
            loop {
                let reaches_row = !king && self.geo.is_promotion_row(t, self.me);
                let (next_king, stops) = match (reaches_row, self.rules.promotion) {
                    (true, Promotion::Passing) => (true, false),
                    (true, Promotion::EndsMove) => (false, true),
                    _ => (king, false),
                };
                self.landings[self.depth] = t;
                self.depth += 1;
                let goes_on = !stops && self.search(t, next_king);
                self.depth -= 1;
                if goes_on {
                    continued = true;
                } else if n_ends < ends.len() {
                    ends[n_ends] = (t, next_king);
                    n_ends += 1;
                }
                if !flying {
                    break;
                }
                t = self.geo.step(t, d);
                if t == OFF || !self.is_empty(t) {
                    break;
                }
            }
            // A flying king must land where the capture continues, if it can (§3 step 5).
            if !continued {
                for &(t, next_king) in &ends[..n_ends] {
                    self.landings[self.depth] = t;
                    self.emit(t, next_king);
                }
            }
            self.jumped &= !(1u128 << s);
        }
        any
    }

    fn emit(&mut self, to: u8, king: bool) {
        let n = self.depth + 1;
        let promotes = !self.initial_king && (king || self.geo.is_promotion_row(to, self.me));
        self.out.push(Move::capture(
            self.origin,
            &self.captured[..n],
            &self.landings[..n],
            promotes,
        ));
    }
}
