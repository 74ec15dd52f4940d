//! The sentences the service answers with. Names, not pings: front ends decide how to
//! address the player named in `Reply::mention`.

use crate::rules::{MoveError, Variant};
use crate::store::{GameRecord, Player};

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
        challenger.name,
        opponent.name,
        variant.title(),
        opponent.name
    )
}

/// The announcement of an open challenge (anyone but the challenger may accept).
pub fn open_challenge_issued(challenger: &Player, variant: Variant, minutes: u64) -> String {
    format!(
        "{} offers a game of {} to anyone here: press Accept (or /accept) to play (the challenge expires in {minutes} minutes).",
        challenger.name,
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
        record.white.name,
        record.black.name,
        options_note(&record.options),
    )
}
