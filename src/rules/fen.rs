//! FEN in the PDN style (RULES.md §6.1) with the tower extension of §6.4:
//! `W:Wc1,b2ww,a7wbb:Be5bb,h6` — side to move, then each colour's entries. An entry is a
//! square (`c3`, `21`), a king (`Kc3`, `K21`), a numeric range (`21-32`), or a square followed
//! by its tower listed top first (`w`/`b` men, `W`/`B` kings).

use super::geometry::{Geometry, Numbering, Square};
use super::spec::Notation;
use super::{Color, Piece, Position, Tower, Variant};

/// Why a FEN text was rejected. `at` is the byte offset in the text where the problem is.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad FEN at character {}: {reason}", at + 1)]
pub struct FenError {
    pub at: usize,
    pub reason: String,
}

fn err(at: usize, reason: impl Into<String>) -> FenError {
    FenError {
        at,
        reason: reason.into(),
    }
}

/// Reads a FEN of `variant`. Squares may be algebraic or numeric (in the variant's numbering)
/// whatever the variant's move notation. Errors name the character and the problem: unknown
/// side, a square that is not a playable square of this board, a square given twice, a tower
/// whose top does not match its colour group or whose colours alternate more than once.
pub fn read(variant: Variant, text: &str) -> Result<Position, FenError> {
    let text = text.trim();
    let body = text.strip_suffix('.').unwrap_or(text);
    let mut parts = split_with_offsets(body, ':');
    let (side_at, side_text) = parts
        .next()
        .ok_or_else(|| err(0, "empty FEN; expected e.g. W:W21-32:B1-12"))?;
    let side = match side_text.trim() {
        "W" => Color::White,
        "B" => Color::Black,
        other => {
            return Err(err(
                side_at,
                format!("side to move must be W or B, found '{other}'"),
            ))
        }
    };
    let mut pos = Position::empty(variant, side);
    let numbering = numbering_of(variant);
    let mut seen_groups = [false; 2];
    for (group_at, group) in parts {
        let group = group.trim();
        let mut chars = group.chars();
        let color = match chars.next() {
            Some('W') => Color::White,
            Some('B') => Color::Black,
            Some(c) => {
                return Err(err(
                    group_at,
                    format!("a colour group must start with W or B, found '{c}'"),
                ))
            }
            None => return Err(err(group_at, "empty colour group")),
        };
        let idx = color as usize;
        if seen_groups[idx] {
            return Err(err(group_at, format!("{} listed twice", color.name())));
        }
        seen_groups[idx] = true;
        let entries = chars.as_str();
        if entries.is_empty() {
            continue;
        }
        for (entry_at, entry) in split_with_offsets(entries, ',') {
            let at = group_at + 1 + entry_at;
            read_entry(&mut pos, color, entry.trim(), at, numbering)?;
        }
    }
    Ok(pos)
}

fn numbering_of(variant: Variant) -> Numbering {
    super::Rules::of(variant).numbers
}

fn split_with_offsets(text: &str, sep: char) -> impl Iterator<Item = (usize, &str)> {
    let mut start = 0;
    text.split(sep).map(move |part| {
        let at = start;
        start += part.len() + sep.len_utf8();
        (at, part)
    })
}

fn read_entry(
    pos: &mut Position,
    color: Color,
    entry: &str,
    at: usize,
    numbering: Numbering,
) -> Result<(), FenError> {
    let geo = pos.geometry();
    if entry.is_empty() {
        return Err(err(at, "empty entry (two commas in a row?)"));
    }
    let (king, rest) = match entry.strip_prefix('K') {
        Some(rest) => (true, rest),
        None => (false, entry),
    };
    // A numeric range such as 21-32.
    if let Some((a, b)) = rest.split_once('-') {
        let first = parse_number(geo, a, at, numbering)?;
        let last = parse_number(geo, b, at, numbering)?;
        let (lo, hi) = (
            geo.number(first, numbering)
                .min(geo.number(last, numbering)),
            geo.number(first, numbering)
                .max(geo.number(last, numbering)),
        );
        for n in lo..=hi {
            let sq = geo
                .from_number(n, numbering)
                .ok_or_else(|| err(at, format!("square {n} is not on this board")))?;
            place(pos, sq, Tower::single(Piece { color, king }), at)?;
        }
        return Ok(());
    }
    let square_len = rest
        .char_indices()
        .find(|&(i, c)| i > 0 && !c.is_ascii_digit())
        .map(|(i, _)| i)
        .unwrap_or(rest.len());
    let (square_text, stack) = rest.split_at(square_len);
    let sq = if square_text.starts_with(|c: char| c.is_ascii_digit()) {
        parse_number(geo, square_text, at, numbering)?
    } else {
        geo.parse_name(square_text).ok_or_else(|| {
            err(
                at,
                format!("'{square_text}' is not a playable square of this board"),
            )
        })?
    };
    let tower = if stack.is_empty() {
        Tower::single(Piece { color, king })
    } else {
        if king {
            return Err(err(
                at,
                "write a tower's kings with capital letters, not a K prefix",
            ));
        }
        let mut pieces = Vec::with_capacity(stack.len());
        for (i, c) in stack.char_indices() {
            let piece = Piece::from_letter(c).ok_or_else(|| {
                err(
                    at + square_len + i,
                    format!("'{c}' is not a tower piece (use w, b, W, B)"),
                )
            })?;
            pieces.push(piece);
        }
        let tower = Tower::from_pieces(&pieces)
            .ok_or_else(|| err(at, "tower is taller than any game allows"))?;
        if tower.owner() != Some(color) {
            return Err(err(
                at,
                format!(
                    "tower '{entry}' is listed under {} but its top piece is {}",
                    color.name(),
                    (!color).name()
                ),
            ));
        }
        if !tower.is_own_over_opponent() {
            return Err(err(
                at,
                format!(
                    "tower '{entry}' alternates colours more than once (must be own pieces over prisoners)"
                ),
            ));
        }
        tower
    };
    place(pos, sq, tower, at)
}

fn parse_number(
    geo: &Geometry,
    text: &str,
    at: usize,
    numbering: Numbering,
) -> Result<Square, FenError> {
    let n: u16 = text
        .trim()
        .parse()
        .map_err(|_| err(at, format!("'{text}' is not a square number")))?;
    geo.from_number(n, numbering).ok_or_else(|| {
        err(
            at,
            format!("square {n} is not on this board (1-{})", geo.len()),
        )
    })
}

fn place(pos: &mut Position, sq: Square, tower: Tower, at: usize) -> Result<(), FenError> {
    if !pos.tower(sq).is_empty() {
        return Err(err(
            at,
            format!("square {} is given twice", pos.geometry().name(sq)),
        ));
    }
    pos.set_tower(sq, tower);
    Ok(())
}

/// Writes the FEN of `pos`: White's group then Black's, squares in ascending order (algebraic
/// variants: by rank, then file; numeric: by number), single pieces as `c3`/`Kc3`, taller
/// towers with their pieces top first.
pub fn write(pos: &Position) -> String {
    let geo = pos.geometry();
    let numeric = match pos.rules().notation {
        Notation::Numeric(n) => Some(n),
        Notation::Algebraic { .. } => None,
    };
    let mut out = String::new();
    out.push(pos.side_to_move().letter());
    for color in [Color::White, Color::Black] {
        out.push(':');
        out.push(color.letter());
        let mut entries: Vec<(u16, String)> = pos
            .towers()
            .filter(|(_, t)| t.owner() == Some(color))
            .map(|(sq, t)| {
                let (key, name) = match numeric {
                    Some(n) => (geo.number(sq, n), geo.number(sq, n).to_string()),
                    None => (sq.0 as u16, geo.name(sq)),
                };
                let text = if t.height() == 1 {
                    if t.top_is_king() {
                        format!("K{name}")
                    } else {
                        name
                    }
                } else {
                    let stack: String = t.pieces().map(Piece::letter).collect();
                    format!("{name}{stack}")
                };
                (key, text)
            })
            .collect();
        entries.sort();
        let list: Vec<String> = entries.into_iter().map(|(_, t)| t).collect();
        out.push_str(&list.join(","));
    }
    out
}
