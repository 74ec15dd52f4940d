//! How perft counts moves that reach the same result (docs/rules.md#counting-moves): the convention
//! shared by the general perft and the bitboard one.

/// How moves that reach the same result are counted (docs/rules.md#counting-moves).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counting {
    /// Every capture order is its own move.
    Paths,
    /// Same origin, destination and set of captured pieces count once.
    Unique,
    /// Moves leading to the same position count once.
    Positions,
}

impl std::str::FromStr for Counting {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "paths" => Ok(Counting::Paths),
            "unique" => Ok(Counting::Unique),
            "positions" => Ok(Counting::Positions),
            other => Err(format!(
                "unknown counting '{other}' (paths, unique, positions)"
            )),
        }
    }
}
