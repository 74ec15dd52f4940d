//! Hub move texts: a quiet move `32-28`; a capture `from x to x captured x captured ...`
//! (`28x19x23`: from 28 to 19 taking 23), the captured pieces in any order, no landing
//! squares between, as Scan writes them.

use super::board::{number, square};
use towers_rules::quote::clip;
use towers_rules::{Move, Position};

/// Why a Hub move text was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum HubMoveError {
    /// Not squares joined by `-` or `x`.
    #[error("'{0}' is not a move (squares joined by - or x)")]
    Unreadable(String),
    /// No legal move of the position matches.
    #[error("{0} is not a legal move here")]
    Illegal(String),
}

/// The Hub text of `mv`.
pub fn write(mv: &Move) -> String {
    let from = number(mv.from());
    let to = number(mv.to());
    if !mv.is_capture() {
        return format!("{from}-{to}");
    }
    let mut out = format!("{from}x{to}");
    for sq in mv.captured() {
        out.push('x');
        out.push_str(&number(sq).to_string());
    }
    out
}

/// The legal move of `pos` that `text` names: same origin and destination and, for a
/// capture, the same set of captured pieces (a capture written without them must be the only
/// one from its origin to its destination). Paths that take the same pieces in another order
/// end in the same position; the first is taken.
pub fn read(pos: &Position, text: &str) -> Result<Move, HubMoveError> {
    let unreadable = || HubMoveError::Unreadable(clip(text).to_string());
    let capture = text.contains('x');
    let separator = if capture { 'x' } else { '-' };
    let squares = text
        .split(separator)
        .map(|t| t.parse::<u16>().ok().and_then(square))
        .collect::<Option<Vec<_>>>()
        .ok_or_else(unreadable)?;
    let [from, to, taken @ ..] = squares.as_slice() else {
        return Err(unreadable());
    };
    if !capture && !taken.is_empty() {
        return Err(unreadable());
    }
    let mut taken = taken.to_vec();
    taken.sort();
    let legal = pos.legal_moves();
    let candidates: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from() == *from && m.to() == *to && m.is_capture() == capture)
        .collect();
    let found = if taken.is_empty() {
        // The set of captured pieces is not given: only one capture may fit.
        let mut sets: Vec<Vec<_>> = candidates.iter().map(|m| sorted(m)).collect();
        sets.dedup();
        (sets.len() == 1).then(|| candidates[0])
    } else {
        candidates.into_iter().find(|m| sorted(m) == taken)
    };
    found
        .copied()
        .ok_or_else(|| HubMoveError::Illegal(clip(text).to_string()))
}

/// The captured squares of `mv`, sorted.
fn sorted(mv: &Move) -> Vec<towers_rules::Square> {
    let mut v: Vec<_> = mv.captured().collect();
    v.sort();
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::board;
    use towers_rules::{fen, Variant};

    fn pos(text: &str) -> Position {
        fen::read(Variant::International, text).unwrap()
    }

    #[test]
    fn quiet_moves_both_ways() {
        let start = Position::initial(Variant::International);
        let mv = read(&start, "32-28").unwrap();
        assert_eq!(write(&mv), "32-28");
        assert_eq!(
            read(&start, "32-26"),
            Err(HubMoveError::Illegal("32-26".into()))
        );
        // A capture text for a quiet move.
        assert!(matches!(
            read(&start, "32x28"),
            Err(HubMoveError::Illegal(_))
        ));
    }

    #[test]
    fn a_capture_names_origin_destination_then_the_taken_pieces() {
        // The white man on 32 takes 28 (landing on 23) then 18 (landing on 12).
        let p = pos("W:W32:B28,18");
        let mv = read(&p, "32x12x18x28").unwrap();
        assert_eq!(write(&mv), "32x12x28x18");
        // The same capture with the taken pieces in the other order, or without them.
        assert_eq!(read(&p, "32x12x28x18").unwrap(), mv);
        assert_eq!(read(&p, "32x12").unwrap(), mv);
        // A wrong set of taken pieces is not this move.
        assert!(matches!(
            read(&p, "32x12x28"),
            Err(HubMoveError::Illegal(_))
        ));
        // The towers notation of the same move (landing squares) is not Hub's.
        assert!(read(&p, "32x23x12").is_err());
    }

    #[test]
    fn every_capture_of_a_king_reads_back() {
        // A white king among four black men: captures in several directions and lengths.
        let p = pos("W:WK23:B18,19,28,29");
        let texts: Vec<String> = p.legal_moves().iter().map(write).collect();
        for text in &texts {
            assert_eq!(write(&read(&p, text).unwrap()), *text, "{texts:?}");
        }
    }

    #[test]
    fn refuses_words_that_are_not_moves() {
        let start = board::read("Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww").unwrap();
        for text in ["", "32", "32-", "a-b", "32-28-23", "0-5", "51-46", "32x"] {
            assert_eq!(
                read(&start, text),
                Err(HubMoveError::Unreadable(text.into())),
                "{text}"
            );
        }
    }
}
