//! The value of a position in the databases: one byte.
//!
//! The game's end counted in plies from the position, with best play (the winner ends it
//! soonest, the loser puts it off longest), through captures and promotions into other
//! slices: an odd count is a win for the side to move (its last move leaves the opponent no
//! move), an even one a loss (0: the side to move has no move now). The byte is the count
//! plus one, so counts up to [`MAX_PLIES`] fit; byte 0 is a draw (no side can force the end), and
//! [`NONE`] marks an index that is no position (two pieces on one square). The draw rules
//! (repetition, the FMJD counters) are not in the tables: the search applies them.

/// The longest count a byte holds; the builder stops with an error past it (no slice of up
/// to five pieces comes near: the longest measured is in `docs/engine.md`).
pub const MAX_PLIES: u8 = 253;

/// The byte of an index that is no position.
pub const NONE: u8 = 255;

/// The byte of a draw.
pub const DRAW: u8 = 0;

/// A position's value for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// No side can force the end.
    Draw,
    /// The side to move wins in this many plies (odd).
    Win(u8),
    /// The side to move loses in this many plies (even).
    Loss(u8),
}

impl Value {
    /// The value of a stored byte; `None` for [`NONE`].
    pub fn from_byte(b: u8) -> Option<Value> {
        match b {
            DRAW => Some(Value::Draw),
            NONE => None,
            b => Some(Value::of_plies(b - 1)),
        }
    }

    /// The value of an end `plies` away (odd: a win).
    pub fn of_plies(plies: u8) -> Value {
        if plies % 2 == 1 {
            Value::Win(plies)
        } else {
            Value::Loss(plies)
        }
    }

    /// The stored byte.
    pub fn to_byte(self) -> u8 {
        match self {
            Value::Draw => DRAW,
            Value::Win(n) | Value::Loss(n) => n + 1,
        }
    }

    /// Plies to the end; `None` for a draw.
    pub fn plies(self) -> Option<u8> {
        match self {
            Value::Draw => None,
            Value::Win(n) | Value::Loss(n) => Some(n),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_parity_says_who_wins() {
        for b in 0..NONE {
            let v = Value::from_byte(b).unwrap_or(Value::Draw);
            assert_eq!(v.to_byte(), b);
        }
        assert_eq!(Value::from_byte(NONE), None);
        assert_eq!(Value::from_byte(1), Some(Value::Loss(0)));
        assert_eq!(Value::from_byte(2), Some(Value::Win(1)));
        assert_eq!(Value::of_plies(MAX_PLIES).to_byte(), NONE - 1);
    }
}
