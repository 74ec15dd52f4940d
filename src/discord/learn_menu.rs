//! The select menus under a lesson's answer. Up to [`MAX_OPTIONS`] moves are one menu of moves
//! ([`MOVE_ID`]); past that the moves are grouped by the square they start from: a menu of the
//! pieces that can move ([`PIECE_ID`], each with its number of moves), and once a piece is
//! chosen, the menu of its moves above it. Only what still does not fit (more than 25 pieces
//! that can move, more than 25 moves of one piece, a move longer than an option) is left to
//! `/learn move:`, and the answer then says so.

use poise::serenity_prelude as serenity;

use crate::service::api::{Lang, Message};

/// Discord's limit on a select menu's options.
pub const MAX_OPTIONS: usize = 25;

/// Discord's limit on an option's label and value, and on a placeholder, in characters.
pub const MAX_OPTION_CHARS: usize = 100;

/// The select menu of the open level's moves.
pub const MOVE_ID: &str = "lrn1:move";

/// The select menu of the pieces that can move, when the moves are more than a menu holds.
pub const PIECE_ID: &str = "lrn1:piece";

/// The square a move in full notation starts from (`c3` of `c3:e5:g3`, `32` of `32x23`).
pub fn origin(notation: &str) -> &str {
    notation.split(['-', ':', 'x']).next().unwrap_or(notation)
}

/// `text` cut to [`MAX_OPTION_CHARS`] characters.
pub fn clip(text: &str) -> String {
    text.chars().take(MAX_OPTION_CHARS).collect()
}

/// The menus offering `moves` in `lang` (with `piece` chosen, its moves first), and whether
/// some move is in no menu (to be typed).
pub fn move_menus(
    moves: &[String],
    piece: Option<&str>,
    lang: Lang,
) -> (Vec<serenity::CreateSelectMenu>, bool) {
    let fitting: Vec<&String> = moves
        .iter()
        .filter(|m| m.chars().count() <= MAX_OPTION_CHARS)
        .collect();
    if fitting.is_empty() {
        return (Vec::new(), !moves.is_empty());
    }
    let mut hidden = fitting.len() < moves.len();
    if fitting.len() <= MAX_OPTIONS {
        return (vec![moves_menu(&fitting, lang)], hidden);
    }
    let mut pieces: Vec<(&str, usize)> = Vec::new();
    for m in &fitting {
        let from = origin(m);
        match pieces.iter_mut().find(|(sq, _)| *sq == from) {
            Some((_, n)) => *n += 1,
            None => pieces.push((from, 1)),
        }
    }
    hidden |= pieces.len() > MAX_OPTIONS;
    let mut menus = Vec::new();
    let chosen: Vec<&String> = match piece {
        Some(piece) => fitting
            .iter()
            .filter(|m| origin(m) == piece)
            .copied()
            .collect(),
        None => Vec::new(),
    };
    if !chosen.is_empty() {
        hidden |= chosen.len() > MAX_OPTIONS;
        menus.push(moves_menu(&chosen, lang));
    }
    let options = pieces
        .iter()
        .take(MAX_OPTIONS)
        .map(|(sq, n)| {
            let label = Message::new("lesson-piece-option")
                .text("square", sq.to_string())
                .count("count", *n as u64)
                .render(lang);
            serenity::CreateSelectMenuOption::new(clip(&label), *sq)
                .default_selection(piece == Some(*sq))
        })
        .collect();
    menus.push(
        serenity::CreateSelectMenu::new(
            PIECE_ID,
            serenity::CreateSelectMenuKind::String { options },
        )
        .placeholder(clip(&Message::new("lesson-choose-piece").render(lang))),
    );
    (menus, hidden)
}

/// The menu of `moves` (at most [`MAX_OPTIONS`] of them).
fn moves_menu(moves: &[&String], lang: Lang) -> serenity::CreateSelectMenu {
    let options = moves
        .iter()
        .take(MAX_OPTIONS)
        .map(|m| serenity::CreateSelectMenuOption::new(m.as_str(), m.as_str()))
        .collect();
    serenity::CreateSelectMenu::new(MOVE_ID, serenity::CreateSelectMenuKind::String { options })
        .placeholder(clip(&Message::new("lesson-choose-move").render(lang)))
}
