//! The fitted weights of one tower variant (Bashni, Lasca): their layout, shared by the
//! evaluation ([`super::tower_eval`]), the shipped numbers ([`super::tuned_bashni`],
//! [`super::tuned_lasca`]) and the fit ([`super::features::towers`]).

/// One tower variant's weights, hundredths of a man (the tuning layout of
/// [`super::features::towers`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TowerTuned {
    /// A man commander's value by square, seen from its owner (White's view; index `i` of the
    /// squares in board order from a1), on a full board.
    pub man: &'static [i32],
    /// … on an empty board.
    pub man_end: &'static [i32],
    pub king: i32,
    pub king_end: i32,
    pub reserve_man: i32,
    pub reserve_king: i32,
    pub prisoner_man: i32,
    pub prisoner_king: i32,
    pub deep_man: i32,
    pub deep_king: i32,
    pub tower: i32,
    pub mobility: i32,
    pub turn: i32,
}
