//! Move numbers as players and PDN write them: a move number is the first mover's move and
//! the reply, so ply 41 of a game from the initial position is Black's 21st move, `21...`.
//!
//! The first mover is the variant's (White, Black in English draughts, or whoever the rule
//! options say); a game set up with the other side to move opens on `1...`, and a record
//! may start counting later (a PDN game whose first move number is 30).

use super::{Color, Game};

/// How a game's plies are numbered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumbers {
    /// The number of the game's first move.
    first_number: u32,
    /// 1 when the game opens on the second mover's half of a move, else 0.
    offset: usize,
}

impl MoveNumbers {
    /// Numbering from move `first_number` (1 for a game without a record of its own), the
    /// first ply played by `to_move` where `first_mover` opens every move. A `first_number`
    /// of 0 counts as 1.
    pub fn new(first_number: u32, first_mover: Color, to_move: Color) -> MoveNumbers {
        MoveNumbers {
            first_number: first_number.max(1),
            offset: usize::from(first_mover != to_move),
        }
    }

    /// The numbering of `game` from move 1: its rules' first mover, its start position's
    /// side to move.
    pub fn of(game: &Game) -> MoveNumbers {
        MoveNumbers::new(1, game.rules().first, game.start().side_to_move())
    }

    /// The same numbering starting at move `first_number` (a record's own numbers).
    pub fn starting_at(self, first_number: u32) -> MoveNumbers {
        MoveNumbers {
            first_number: first_number.max(1),
            ..self
        }
    }

    /// The move number of `ply` (0-based) and whether it is the second mover's half.
    pub fn number(self, ply: usize) -> (u64, bool) {
        let half = ply + self.offset;
        (
            u64::from(self.first_number) + (half / 2) as u64,
            half % 2 == 1,
        )
    }

    /// `ply`'s label: `21.` for the first mover's half of move 21, `21...` for the reply.
    pub fn label(self, ply: usize) -> String {
        let (number, reply) = self.number(ply);
        format!("{number}{}", if reply { "..." } else { "." })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{fen, Variant};

    #[test]
    fn ply_41_of_a_game_from_the_start_is_blacks_21st_move() {
        let n = MoveNumbers::of(&Game::new(Variant::Russian));
        assert_eq!(n.label(0), "1.");
        assert_eq!(n.label(1), "1...");
        assert_eq!(n.label(40), "21.");
        // Ply 41 counted from 1 is index 40; Black's reply to it is index 41.
        assert_eq!(n.label(41), "21...");
        assert_eq!(n.number(55), (28, true));
    }

    #[test]
    fn a_set_up_game_with_the_second_mover_to_play_opens_on_the_reply() {
        let start = fen::read(Variant::Russian, "B:Wc3,a1:Be5,h8").unwrap();
        let n = MoveNumbers::of(&Game::from_position(start));
        assert_eq!(n.label(0), "1...");
        assert_eq!(n.label(1), "2.");
        assert_eq!(n.starting_at(30).label(0), "30...");
        assert_eq!(n.starting_at(30).label(3), "32.");
    }

    #[test]
    fn english_draughts_counts_from_blacks_move() {
        let n = MoveNumbers::of(&Game::new(Variant::English));
        assert_eq!(n.label(0), "1.");
        assert_eq!(n.label(1), "1...");
        assert_eq!(
            MoveNumbers::new(0, Color::Black, Color::White).label(0),
            "1..."
        );
    }
}
