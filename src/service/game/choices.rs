//! Move suggestions while a player types `/move notation`: the legal moves that match what
//! was typed so far, captures first, then in notation order, at most [`MAX_CHOICES`].

use std::cmp::Ordering;

use crate::service::game::records::{player_of, resume};
use crate::service::{GameService, ServiceError};
use towers_rules::notation;
use towers_store::{ChannelRecord, GameStatus};

/// Discord's limit on autocomplete choices.
pub const MAX_CHOICES: usize = 25;

impl GameService {
    /// The legal moves of `channel`'s game starting with `typed` (see [`matching_moves`]),
    /// offered only to `user` when it is their turn; empty when there is no game in progress
    /// or it is someone else's turn. Reads the store only.
    pub fn move_choices(
        &self,
        channel: u64,
        user: u64,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError> {
        let record = match self.store.load(channel)? {
            Some(ChannelRecord::Game(g)) if g.status == GameStatus::Active => g,
            _ => return Ok(Vec::new()),
        };
        let game = resume(&record)?;
        let pos = game.position();
        if player_of(&record, pos.side_to_move()).id != user {
            return Ok(Vec::new());
        }
        let moves = pos
            .legal_moves()
            .iter()
            .map(|m| (notation::write(pos, m), m.is_capture()))
            .collect();
        Ok(matching_moves(moves, typed))
    }
}

/// The move texts of `moves` (text, is a capture) that start with `typed`, captures first,
/// then in notation order (square names and numbers compared as numbers: `9-13` before
/// `11-15`), at most [`MAX_CHOICES`]. Both are read by the move reader of `/move`
/// ([`notation::canonical`]): case, spaces and the kind of separator do not matter, so `c3x`,
/// `C3 ` and `c3–` find `c3:e5`, and `c3d` finds `c3-d4`. A text the reader refuses matches
/// nothing.
pub fn matching_moves(moves: Vec<(String, bool)>, typed: &str) -> Vec<String> {
    let Some(wanted) = notation::canonical(typed) else {
        return Vec::new();
    };
    let mut found: Vec<(String, bool)> = moves
        .into_iter()
        .filter(|(text, _)| notation::canonical(text).is_some_and(|t| t.starts_with(&wanted)))
        .collect();
    found.sort_by(|(a, a_takes), (b, b_takes)| {
        b_takes.cmp(a_takes).then_with(|| natural_order(a, b))
    });
    found.dedup_by(|(a, _), (b, _)| a == b);
    found.truncate(MAX_CHOICES);
    found.into_iter().map(|(text, _)| text).collect()
}

/// Compares runs of digits by value and everything else by character.
fn natural_order(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a, b);
    loop {
        match (a.chars().next(), b.chars().next()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let (na, ra) = split_number(a);
                let (nb, rb) = split_number(b);
                let by_value = na.len().cmp(&nb.len()).then_with(|| na.cmp(nb));
                if by_value != Ordering::Equal {
                    return by_value;
                }
                (a, b) = (ra, rb);
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(&y);
                }
                (a, b) = (&a[x.len_utf8()..], &b[y.len_utf8()..]);
            }
        }
    }
}

/// The leading digits of `s` without leading zeros, and the rest.
fn split_number(s: &str) -> (&str, &str) {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    let digits = s[..end].trim_start_matches('0');
    (digits, &s[end..])
}

#[cfg(test)]
mod tests {
    use super::*;
    use towers_rules::{Game, Variant};

    fn texts(pairs: &[(&str, bool)]) -> Vec<(String, bool)> {
        pairs.iter().map(|(t, c)| (t.to_string(), *c)).collect()
    }

    #[test]
    fn captures_come_first_then_numbers_in_numeric_order() {
        let moves = texts(&[
            ("11-15", false),
            ("9-13", false),
            ("10-14", false),
            ("22x13", true),
            ("12-16", false),
        ]);
        assert_eq!(
            matching_moves(moves, ""),
            ["22x13", "9-13", "10-14", "11-15", "12-16"]
        );
    }

    #[test]
    fn the_typed_prefix_filters_ignoring_case_spaces_and_separator_kind() {
        let moves = texts(&[("c3-d4", false), ("c3:e5", true), ("e3-d4", false)]);
        assert_eq!(matching_moves(moves.clone(), " C3 "), ["c3:e5", "c3-d4"]);
        assert_eq!(matching_moves(moves.clone(), "c3x"), ["c3:e5", "c3-d4"]);
        assert_eq!(matching_moves(moves.clone(), "c3:e"), ["c3:e5"]);
        assert_eq!(matching_moves(moves.clone(), "e"), ["e3-d4"]);
        // Whatever `/move` reads: dashes phones type, spaces, no separator.
        assert_eq!(matching_moves(moves.clone(), "C3–"), ["c3:e5", "c3-d4"]);
        assert_eq!(matching_moves(moves.clone(), "c3 d"), ["c3-d4"]);
        assert_eq!(matching_moves(moves.clone(), "c3d"), ["c3-d4"]);
        assert!(matching_moves(moves.clone(), "c3/").is_empty());
        assert!(matching_moves(moves, "h8").is_empty());
    }

    #[test]
    fn at_most_25_choices() {
        let moves: Vec<(String, bool)> = (1..=40)
            .map(|n| (format!("{n}-{}", n + 4), false))
            .collect();
        let got = matching_moves(moves, "");
        assert_eq!(got.len(), MAX_CHOICES);
        assert_eq!(got[0], "1-5");
        assert_eq!(got[24], "25-29");
    }

    #[test]
    fn the_bashni_opening_offers_all_seven_moves_in_file_order() {
        let game = Game::new(Variant::Bashni);
        let pos = game.position();
        let moves = pos
            .legal_moves()
            .iter()
            .map(|m| (notation::write(pos, m), m.is_capture()))
            .collect();
        assert_eq!(
            matching_moves(moves, ""),
            ["a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"]
        );
    }

    #[test]
    fn natural_order_compares_digit_runs_by_value() {
        assert_eq!(natural_order("9-13", "11-15"), Ordering::Less);
        assert_eq!(natural_order("a10", "a9"), Ordering::Greater);
        assert_eq!(natural_order("c3-d4", "c3-b4"), Ordering::Greater);
        assert_eq!(natural_order("x", "x"), Ordering::Equal);
    }
}
