//! The sentences the service answers with. Names, not pings: front ends decide how to
//! address the player named in `Reply::mention`.

use crate::rules::{Color, MoveError, Variant};
use crate::store::{GameRecord, Player};

use super::markdown::shown;
use super::setup::options_note;

/// How many legal moves a refusal lists before "and N more".
const LIST_LIMIT: usize = 40;

pub fn list_moves(moves: &[String]) -> String {
    if moves.len() <= LIST_LIMIT {
        moves.join(", ")
    } else {
        format!(
            "{}, and {} more",
            moves[..LIST_LIMIT].join(", "),
            moves.len() - LIST_LIMIT
        )
    }
}

/// The refusal for a move text that was not accepted: why, and what is legal.
pub fn move_refusal(error: &MoveError) -> String {
    match error {
        MoveError::Unreadable { text, reason } => {
            format!("'{text}' is not a move: {reason}.")
        }
        MoveError::Illegal {
            text,
            reason,
            legal,
        } => {
            if legal.is_empty() {
                format!("{text} is not legal: {reason}.")
            } else {
                format!(
                    "{text} is not legal here: {reason}. Legal moves: {}.",
                    list_moves(legal)
                )
            }
        }
        MoveError::Ambiguous { text, candidates } => format!(
            "{text} is ambiguous: it could be {}. Write more of the path.",
            candidates.join(" or ")
        ),
    }
}

pub fn challenge_issued(
    challenger: &Player,
    opponent: &Player,
    variant: Variant,
    minutes: u64,
) -> String {
    format!(
        "{} challenges {} to a game of {}. {}: press Accept or Decline, or use /accept or /decline (the challenge expires in {minutes} minutes).",
        shown(challenger),
        shown(opponent),
        variant.title(),
        shown(opponent)
    )
}

/// The announcement of an open challenge (anyone but the challenger may accept).
pub fn open_challenge_issued(challenger: &Player, variant: Variant, minutes: u64) -> String {
    format!(
        "{} offers a game of {} to anyone here: press Accept (or /accept) to play (the challenge expires in {minutes} minutes).",
        shown(challenger),
        variant.title(),
    )
}

/// The first sentence of a new game: who plays which colour, the bot's level when one side is
/// the bot, and the rule options if any (e.g. "Bashni starts: Alice plays White, Bob plays
/// Black." or "Bashni against the bot starts: ... (bot level 3).").
pub fn game_starts(variant: Variant, record: &GameRecord, bot_level: Option<u8>) -> String {
    let (against, level) = match bot_level {
        Some(n) => (" against the bot", format!(" (bot level {n})")),
        None => ("", String::new()),
    };
    format!(
        "{}{against} starts: {} plays White, {} plays Black{level}.{}",
        variant.title(),
        shown(&record.white),
        shown(&record.black),
        options_note(&record.options),
    )
}

/// How many plies the move-list line under a game message shows.
pub const MOVE_LIST_PLIES: usize = 10;

/// The move-list line of a game message: the last `plies` of `moves` (full notation, in order
/// from the start position, whose side to move is `first_mover`) numbered as PDN numbers
/// them: a move number is White's move and Black's reply, starting at 1, e.g.
/// `Moves: … 12. c3-d4 f6-e5 13. d4:f6`. A line opening on Black's move writes its number
/// as `12... f6-e5`: a window that starts there, or a game set up (FEN) with Black to move,
/// `Moves: 1... d6-c5 2. c3-d4`. (The tower FEN has no move-number field, so a set-up game
/// counts from 1.) `None` when no move has been played.
pub fn move_list(moves: &[String], plies: usize, first_mover: Color) -> Option<String> {
    if moves.is_empty() || plies == 0 {
        return None;
    }
    // Half-moves before the first ply, counted from White's first move of move 1.
    let offset = usize::from(first_mover == Color::Black);
    let first = moves.len().saturating_sub(plies);
    let mut line = String::from("Moves:");
    if first > 0 {
        line.push_str(" …");
    }
    for (ply, mv) in moves.iter().enumerate().skip(first) {
        let half = ply + offset;
        let number = half / 2 + 1;
        if half % 2 == 0 {
            line.push_str(&format!(" {number}. {mv}"));
        } else if ply == first {
            line.push_str(&format!(" {number}... {mv}"));
        } else {
            line.push_str(&format!(" {mv}"));
        }
    }
    Some(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plies(texts: &[&str]) -> Vec<String> {
        texts.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn the_move_list_numbers_pairs_and_cuts_to_the_last_plies() {
        assert_eq!(move_list(&[], 10, Color::White), None);
        let opening = plies(&["c3-d4", "f6-e5", "d4:f6"]);
        assert_eq!(
            move_list(&opening, 10, Color::White).as_deref(),
            Some("Moves: 1. c3-d4 f6-e5 2. d4:f6")
        );
        assert_eq!(
            move_list(&opening, 2, Color::White).as_deref(),
            Some("Moves: … 1... f6-e5 2. d4:f6")
        );
        let long: Vec<String> = (0..25).map(|i| format!("m{i}")).collect();
        assert_eq!(
            move_list(&long, 4, Color::White).as_deref(),
            Some("Moves: … 11... m21 12. m22 m23 13. m24")
        );
    }

    #[test]
    fn a_game_set_up_with_black_to_move_numbers_like_pdn() {
        let moves = plies(&["d6-c5", "c3-d4", "c5:e3", "f2:d4"]);
        assert_eq!(
            move_list(&moves[..1], 10, Color::Black).as_deref(),
            Some("Moves: 1... d6-c5")
        );
        assert_eq!(
            move_list(&moves, 10, Color::Black).as_deref(),
            Some("Moves: 1... d6-c5 2. c3-d4 c5:e3 3. f2:d4")
        );
        // A window opening on White's move, then on Black's.
        assert_eq!(
            move_list(&moves, 3, Color::Black).as_deref(),
            Some("Moves: … 2. c3-d4 c5:e3 3. f2:d4")
        );
        assert_eq!(
            move_list(&moves, 2, Color::Black).as_deref(),
            Some("Moves: … 2... c5:e3 3. f2:d4")
        );
    }
}
