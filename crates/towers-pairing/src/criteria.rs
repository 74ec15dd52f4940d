//! Which criterion decided a pairing: for a pair, a float or the pairing-allocated bye, the
//! highest-priority criterion of C.04.3 in whose order the chosen pairing beat the best
//! pairing without it (the pair kept apart, the floater paired in its bracket, the bye given
//! to someone else). [`crate::dutch::pair_with_reasons`] gives them beside the pairing.

/// A criterion of the Dutch system, in the order the pairing weighs them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Criterion {
    /// No other pairing keeps the absolute criteria and completes the round (C1-C4: no
    /// rematch, one pairing-allocated bye, absolute colours, the rest still pairable).
    NoChoice,
    /// The pairing-allocated bye to the lowest score that can have it.
    ByeScore,
    /// A quality criterion C5-C19, by number: C5 downfloaters, C6 pairing score differences,
    /// C7 the next bracket, C8-C9 topscorers' colours, C10-C11 colour preferences, C12-C15
    /// repeated floats, C16-C19 their score differences.
    Quality(u8),
    /// The bye to a player who has played every round so far.
    ByeUnplayed,
    /// No criterion told the alternatives apart: article 4's order of candidates did (MDPs
    /// in order, fewest exchanges, the first transposition).
    Order,
}

impl Criterion {
    /// A short key for messages: `none`, `bye`, `c5` … `c19`, `unplayed`, `order`.
    pub fn key(self) -> String {
        match self {
            Criterion::NoChoice => "none".to_string(),
            Criterion::ByeScore => "bye".to_string(),
            Criterion::Quality(n) => format!("c{n}"),
            Criterion::ByeUnplayed => "unplayed".to_string(),
            Criterion::Order => "order".to_string(),
        }
    }
}

/// What was decided for a player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decided {
    /// The player's opponent (by pairing number) in the bracket where they were paired.
    Pair(u32),
    /// The player floated down out of their bracket.
    Float,
    /// The player got the pairing-allocated bye.
    Bye,
}

/// One decision for one player (by pairing number) and the criterion that made it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Decision {
    pub player: u32,
    pub decided: Decided,
    pub criterion: Criterion,
}

/// Whose decisions to explain: each costs one more matching.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Focus {
    None,
    All,
    Player(u32),
}

impl Focus {
    pub(crate) fn wants(self, number: u32) -> bool {
        match self {
            Focus::None => false,
            Focus::All => true,
            Focus::Player(p) => p == number,
        }
    }
}

#[cfg(test)]
#[path = "criteria_tests.rs"]
mod tests;
