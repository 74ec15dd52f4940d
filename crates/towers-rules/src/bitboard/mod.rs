//! Move generation and perft on bitboards, monomorphised per rule set: every rule is an
//! associated constant of a [`Spec`], so the inner loops carry no rule checks. Squares use a
//! ghost-square layout (see [`layout`]) in which each diagonal direction is one fixed shift.
//! Ordinary draughts (Russian, Brazilian, kurnik, international, Canadian, English) is walked
//! on three square sets; the tower games (Bashni, Lasca; "paths" counting) keep each square's
//! tower alongside the top-piece sets ([`towers`]). Optional captures, immediate prisoner
//! transfer and the other countings of tower games are left to the general generator
//! ([`super::movegen`]).

mod capture;
mod layout;
mod moves;
mod towers;
mod walk;

use super::bitset::BitSet;
use super::counting::Counting;
use super::settings::PrisonerTiming;
use super::spec::{CaptureChoice, Promotion, Rules};
use super::{Color, Move, Position};

/// A rule set fixed at compile time (docs/rules.md#at-a-glance).
pub(crate) trait Spec: 'static {
    /// Square sets: `u64` up to 10x10, `u128` on 12x12.
    type B: BitSet;
    /// Files = ranks of the (square, even-sized) board.
    const SIZE: u32;
    /// Kings move and capture along whole diagonals.
    const FLYING: bool;
    /// Men capture backward as well as forward.
    const MEN_BACK: bool;
    /// Only sequences taking the most pieces are legal.
    const MAJORITY: bool;
    /// What reaching the far row during a capture does.
    const PROMOTION: Promotion;
    /// Every playable square, White's crowning row, Black's crowning row (ghost layout).
    const ALL: u128 = layout::squares(Self::SIZE, None);
    const WHITE_ROW: u128 = layout::squares(Self::SIZE, Some(Self::SIZE - 1));
    const BLACK_ROW: u128 = layout::squares(Self::SIZE, Some(0));
    /// Square index by bit index.
    const TO_SQUARE: [u8; 128] = layout::square_table(Self::SIZE);
    /// Square sets by offset from square index to bit index.
    const OFFSET_GROUPS: [u128; 8] = layout::offset_groups(Self::SIZE);
}

/// The side to move, as a type: White's men move toward higher squares.
pub(crate) trait Side: 'static {
    const WHITE: bool;
    type Other: Side;
}

pub(crate) enum White {}
pub(crate) enum Black {}

impl Side for White {
    const WHITE: bool = true;
    type Other = Black;
}

impl Side for Black {
    const WHITE: bool = false;
    type Other = White;
}

macro_rules! spec {
    ($name:ident, $b:ty, $size:expr, $flying:expr, $back:expr, $majority:expr, $promotion:expr) => {
        pub(crate) enum $name {}
        impl Spec for $name {
            type B = $b;
            const SIZE: u32 = $size;
            const FLYING: bool = $flying;
            const MEN_BACK: bool = $back;
            const MAJORITY: bool = $majority;
            const PROMOTION: Promotion = $promotion;
        }
    };
}

// docs/rules.md#russian Russian.
spec!(Russian, u64, 8, true, true, false, Promotion::Passing);
// docs/rules.md#brazilian Brazilian and kurnik (compulsory majority).
spec!(Brazilian, u64, 8, true, true, true, Promotion::AtEnd);
// docs/rules.md#international international.
spec!(International, u64, 10, true, true, true, Promotion::AtEnd);
// docs/rules.md#canadian Canadian.
spec!(Canadian, u128, 12, true, true, true, Promotion::AtEnd);
// docs/rules.md#lasca Lasca (towers on 7x7); Bashni (§2.6) plays by Russian's rule set.
spec!(Lasca, u64, 7, false, false, false, Promotion::EndsMove);
// docs/rules.md#english English.
spec!(English, u64, 8, false, false, false, Promotion::EndsMove);

/// perft(`depth`) of `pos` on bitboards, or `None` when its rules are not one of the compiled
/// rule sets (optional captures, immediate prisoner transfer, tower games not under "paths").
pub(crate) fn perft(pos: &Position, depth: u32, counting: Counting) -> Option<u64> {
    let r = pos.rules();
    if r.towers {
        return perft_towers(pos, depth, counting);
    }
    if r.prisoners != PrisonerTiming::EndOfMove
        || r.capture == CaptureChoice::Optional
        || r.files != r.ranks
    {
        return None;
    }
    let majority = r.capture == CaptureChoice::Majority;
    let key = (
        r.files,
        r.flying_kings,
        r.men_capture_backward,
        majority,
        r.promotion,
    );
    match key {
        (8, true, true, false, Promotion::Passing) => run::<Russian>(pos, depth, counting),
        (8, true, true, true, Promotion::AtEnd) => run::<Brazilian>(pos, depth, counting),
        (10, true, true, true, Promotion::AtEnd) => run::<International>(pos, depth, counting),
        (12, true, true, true, Promotion::AtEnd) => run::<Canadian>(pos, depth, counting),
        (8, false, false, false, Promotion::EndsMove) => run::<English>(pos, depth, counting),
        _ => None,
    }
}

/// What picks a compiled rule set: board size, flying kings, men capturing backward, the
/// majority rule and the promotion rule (the same key for move generation and threats).
type CompiledKey = (u8, u8, bool, bool, bool, Promotion);

fn compiled_key(r: &Rules) -> CompiledKey {
    (
        r.files,
        r.ranks,
        r.flying_kings,
        r.men_capture_backward,
        r.capture == CaptureChoice::Majority,
        r.promotion,
    )
}

/// What the side to move can do ([`prospect`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Prospect {
    /// At least one capture (so every legal move is a capture: captures are compulsory).
    Capture,
    /// Moves, none of them a capture.
    Quiet,
    /// No legal move: the side to move has lost.
    NoMove,
}

/// Fills `out` with the legal moves of `pos` (one per capture path, in the general
/// generator's order) and returns true, or returns false when its rules are not one of the
/// compiled rule sets (optional captures, immediate prisoner transfer).
pub(crate) fn generate(pos: &Position, out: &mut Vec<Move>) -> bool {
    let r = pos.rules();
    if r.prisoners != PrisonerTiming::EndOfMove || r.capture == CaptureChoice::Optional {
        return false;
    }
    let key = compiled_key(r);
    match key {
        (8, 8, true, true, false, Promotion::Passing) => moves_of::<Russian>(pos, out),
        (8, 8, true, true, true, Promotion::AtEnd) => moves_of::<Brazilian>(pos, out),
        (10, 10, true, true, true, Promotion::AtEnd) => moves_of::<International>(pos, out),
        (12, 12, true, true, true, Promotion::AtEnd) => moves_of::<Canadian>(pos, out),
        (8, 8, false, false, false, Promotion::EndsMove) => moves_of::<English>(pos, out),
        (7, 7, false, false, false, Promotion::EndsMove) => moves_of::<Lasca>(pos, out),
        _ => return false,
    }
    true
}

/// A question about a position that each compiled ordinary rule set answers on its own
/// square sets ([`ordinary`] picks the rule set).
trait Query {
    type Answer;
    fn answer<S: Spec>(pos: &Position) -> Self::Answer;
}

/// `Q`'s answer for `pos`, or `None` when the rules are not one of the compiled ordinary rule
/// sets (tower games, optional captures, immediate prisoners).
fn ordinary<Q: Query>(pos: &Position) -> Option<Q::Answer> {
    let r = pos.rules();
    if r.towers || r.prisoners != PrisonerTiming::EndOfMove || r.capture == CaptureChoice::Optional
    {
        return None;
    }
    Some(match compiled_key(r) {
        (8, 8, true, true, false, Promotion::Passing) => Q::answer::<Russian>(pos),
        (8, 8, true, true, true, Promotion::AtEnd) => Q::answer::<Brazilian>(pos),
        (10, 10, true, true, true, Promotion::AtEnd) => Q::answer::<International>(pos),
        (12, 12, true, true, true, Promotion::AtEnd) => Q::answer::<Canadian>(pos),
        (8, 8, false, false, false, Promotion::EndsMove) => Q::answer::<English>(pos),
        _ => return None,
    })
}

struct Threat;

impl Query for Threat {
    type Answer = bool;
    fn answer<S: Spec>(pos: &Position) -> bool {
        threat_of::<S>(pos)
    }
}

impl Query for Prospect {
    type Answer = Prospect;
    fn answer<S: Spec>(pos: &Position) -> Prospect {
        prospect_of::<S>(pos)
    }
}

/// Whether the side *not* to move has a piece that could start a capture if it were its
/// turn (a threat against the side to move), or `None` when the rules are not one of the
/// compiled ordinary rule sets (tower games, optional captures, immediate prisoners). A flying
/// king counts as a threat whenever some king sees an enemy piece with an empty square behind
/// it (the check is per direction, not per king), so it may over-report with kings.
pub(crate) fn opponent_threatens(pos: &Position) -> Option<bool> {
    ordinary::<Threat>(pos)
}

/// What the side to move of `pos` can do, found from square sets without generating moves,
/// or `None` when the rules are not one of the compiled ordinary rule sets (as
/// [`opponent_threatens`]). Exact: a first jump is always the start of a legal capture, and
/// without one every step of a man forward or a king to a neighbouring empty square is legal.
pub(crate) fn prospect(pos: &Position) -> Option<Prospect> {
    ordinary::<Prospect>(pos)
}

fn prospect_of<S: Spec>(pos: &Position) -> Prospect {
    let board = layout::Board::<S::B>::of::<S>(pos);
    match pos.side_to_move() {
        Color::White => prospect_side::<S, White>(&board),
        Color::Black => prospect_side::<S, Black>(&board),
    }
}

fn prospect_side<S: Spec, D: Side>(board: &layout::Board<S::B>) -> Prospect {
    if capture::capturers::<S, D>(board) != S::B::EMPTY {
        return Prospect::Capture;
    }
    let empty = layout::all::<S>() & !(board.me | board.them);
    let men = board.me & !board.kings;
    let kings = board.me & board.kings;
    let mut reach = S::B::EMPTY;
    for d in layout::forward::<D>() {
        reach = reach | layout::step::<S>(men, d);
    }
    for d in 0..4 {
        reach = reach | layout::step::<S>(kings, d);
    }
    if reach & empty != S::B::EMPTY {
        Prospect::Quiet
    } else {
        Prospect::NoMove
    }
}

fn threat_of<S: Spec>(pos: &Position) -> bool {
    let board = layout::Board::<S::B>::of::<S>(pos);
    let swapped = layout::Board {
        me: board.them,
        them: board.me,
        kings: board.kings,
    };
    let found = match pos.side_to_move() {
        Color::White => capture::capturers::<S, Black>(&swapped),
        Color::Black => capture::capturers::<S, White>(&swapped),
    };
    found != S::B::EMPTY
}

fn moves_of<S: Spec>(pos: &Position, out: &mut Vec<Move>) {
    let board = layout::Board::<S::B>::of::<S>(pos);
    match pos.side_to_move() {
        Color::White => moves::generate::<S, White>(&board, out),
        Color::Black => moves::generate::<S, Black>(&board, out),
    }
}

/// perft of a tower game: Bashni and Lasca with their default options, "paths" counting.
fn perft_towers(pos: &Position, depth: u32, counting: Counting) -> Option<u64> {
    let r = pos.rules();
    if !towers::supports(counting)
        || r.prisoners != PrisonerTiming::EndOfMove
        || r.capture != CaptureChoice::Free
    {
        return None;
    }
    let key = (
        r.files,
        r.ranks,
        r.flying_kings,
        r.men_capture_backward,
        r.promotion,
    );
    match key {
        (8, 8, true, true, Promotion::Passing) => run_towers::<Russian>(pos, depth),
        (7, 7, false, false, Promotion::EndsMove) => run_towers::<Lasca>(pos, depth),
        _ => None,
    }
}

fn run_towers<S: Spec>(pos: &Position, depth: u32) -> Option<u64> {
    let board = layout::Board::<S::B>::of::<S>(pos);
    let mut contents = towers::towers_of::<S>(pos);
    #[cfg(target_arch = "x86_64")]
    {
        if !std::arch::is_x86_feature_detected!("popcnt") {
            return None;
        }
        // SAFETY: popcnt, the only feature the walk enables, is present (checked above).
        unsafe {
            Some(match pos.side_to_move() {
                Color::White => towers::perft::<S, White>(board, &mut contents, depth),
                Color::Black => towers::perft::<S, Black>(board, &mut contents, depth),
            })
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    Some(match pos.side_to_move() {
        Color::White => towers::perft::<S, White>(board, &mut contents, depth),
        Color::Black => towers::perft::<S, Black>(board, &mut contents, depth),
    })
}

fn run<S: Spec>(pos: &Position, depth: u32, counting: Counting) -> Option<u64> {
    let board = layout::Board::<S::B>::of::<S>(pos);
    #[cfg(target_arch = "x86_64")]
    {
        // The walk is compiled with the popcnt instruction (every x86-64 CPU since 2008 has
        // it); without it the general generator counts.
        if !std::arch::is_x86_feature_detected!("popcnt") {
            return None;
        }
        // SAFETY: popcnt, the only feature the walk enables, is present (checked above).
        unsafe {
            Some(match pos.side_to_move() {
                Color::White => walk::perft::<S, White>(board, depth, counting),
                Color::Black => walk::perft::<S, Black>(board, depth, counting),
            })
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    Some(match pos.side_to_move() {
        Color::White => walk::perft::<S, White>(board, depth, counting),
        Color::Black => walk::perft::<S, Black>(board, depth, counting),
    })
}
