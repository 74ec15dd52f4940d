//! FEN in the PDN style (docs/rules.md#fen) with the tower extension of §6.4:
//! `W:Wc1,b2ww,a7wbb:Be5bb,h6` — side to move, then each colour's entries. An entry is a
//! square (`c3`, `21`), a king (`Kc3`, `K21`), a numeric range (`21-32`), or a square followed
//! by its tower listed top first (`w`/`b` men, `W`/`B` kings).

use super::bom::skip_bom;
use super::geometry::{Geometry, Numbering, Square};
use super::quote::clip;
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
/// whose top does not match its colour group or whose colours alternate more than once, and
/// positions that cannot occur in a game of `variant`:
///
/// - a tower (more than one piece on a square) in a variant without towers (all but Bashni
///   and Lasca);
/// - a man on its own promotion row in a variant without towers (every variant crowns a man
///   that ends its move there; in Bashni and Lasca a man freed on that row stays a man, so
///   there it can occur);
/// - more pieces of a colour, prisoners included, than the variant starts with (pieces are
///   never added).
pub fn read(variant: Variant, text: &str) -> Result<Position, FenError> {
    let text = skip_bom(text).trim();
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
                format!("side to move must be W or B, found '{}'", clip(other)),
            ))
        }
    };
    let mut pos = Position::empty(variant, side);
    let numbering = numbering_of(variant);
    let mut seen_groups = [false; 2];
    let most = pieces_at_start(variant);
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
            check_counts(&pos, most, at)?;
        }
    }
    Ok(pos)
}

/// How many pieces each side starts `variant` with.
fn pieces_at_start(variant: Variant) -> u32 {
    Position::initial(variant)
        .towers()
        .map(|(_, t)| t.count(Color::White))
        .sum()
}

/// Refuses a position with more pieces of a colour (prisoners included) than the variant
/// starts with (`most`); `at` is the entry that made one too many.
fn check_counts(pos: &Position, most: u32, at: usize) -> Result<(), FenError> {
    for color in [Color::White, Color::Black] {
        let count: u32 = pos.towers().map(|(_, t)| t.count(color)).sum();
        if count > most {
            return Err(err(
                at,
                format!(
                    "{} has {count} pieces here, but {} starts with {most} each and pieces are never added",
                    color.name(),
                    pos.variant().title()
                ),
            ));
        }
    }
    Ok(())
}

/// Refuses `tower` on `sq` when no game of `pos`'s variant can reach it: a tower in a variant
/// without towers, a man on its own promotion row in one (see [`read`]).
fn check_possible(pos: &Position, sq: Square, tower: Tower, at: usize) -> Result<(), FenError> {
    let rules = pos.rules();
    if rules.towers {
        return Ok(());
    }
    let square = square_text(pos, sq);
    if tower.height() > 1 {
        return Err(err(
            at,
            format!(
                "{square} holds a tower of {} pieces, but {} has one piece per square (towers only occur in Bashni and Lasca)",
                tower.height(),
                pos.variant().title()
            ),
        ));
    }
    if let Some(top) = tower.top().filter(|p| !p.king) {
        if pos.geometry().is_promotion_row(sq.0, top.color) {
            return Err(err(
                at,
                format!(
                    "a {} man on {square} cannot occur: a man is crowned when it ends a move on that row (write a king as K{square})",
                    top.color.name(),
                ),
            ));
        }
    }
    Ok(())
}

/// `sq` as the variant writes it: its number in numeric notation, else its name.
fn square_text(pos: &Position, sq: Square) -> String {
    match pos.rules().notation {
        Notation::Numeric(n) => pos.geometry().number(sq, n).to_string(),
        Notation::Algebraic { .. } => pos.geometry().name(sq),
    }
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
                format!(
                    "'{}' is not a playable square of this board",
                    clip(square_text)
                ),
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
                    "tower '{}' is listed under {} but its top piece is {}",
                    clip(entry),
                    color.name(),
                    (!color).name()
                ),
            ));
        }
        if !tower.is_own_over_opponent() {
            return Err(err(
                at,
                format!(
                    "tower '{}' alternates colours more than once (must be own pieces over prisoners)",
                    clip(entry)
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
        .map_err(|_| err(at, format!("'{}' is not a square number", clip(text))))?;
    geo.from_number(n, numbering).ok_or_else(|| {
        err(
            at,
            format!("square {n} is not on this board (1-{})", geo.len()),
        )
    })
}

fn place(pos: &mut Position, sq: Square, tower: Tower, at: usize) -> Result<(), FenError> {
    check_possible(pos, sq, tower, at)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(variant: Variant, text: &str) -> String {
        read(variant, text)
            .expect_err(&format!("{variant:?} accepted {text}"))
            .to_string()
    }

    #[test]
    fn towers_are_refused_in_variants_without_towers() {
        let e = refusal(Variant::Russian, "W:Wc3wb,e3:Be7");
        assert_eq!(
            e,
            "bad FEN at character 4: c3 holds a tower of 2 pieces, but Russian draughts has one piece per square (towers only occur in Bashni and Lasca)"
        );
        let e = refusal(Variant::International, "W:W31,32ww:B1");
        assert!(e.contains("32 holds a tower of 2 pieces"), "{e}");
        // One piece in tower notation is one piece.
        assert!(read(Variant::Russian, "W:Wc3w,e3W:Be7").is_ok());
    }

    #[test]
    fn tower_fens_of_bashni_and_lasca_still_read() {
        // docs/rules.md#bashni's sample game's final position, and a Lasca column.
        let bashni = "W:Wc1,e1,g1,b2ww,d2,f2,h2,c3wb,e3,g3,a7wbb:Be5bb,h6,c7,e7,g7,b8,f8,h8";
        assert_eq!(write(&read(Variant::Bashni, bashni).unwrap()), bashni);
        let lasca = "B:Wa1,c3wbb:Bd4,g7bw";
        assert_eq!(write(&read(Variant::Lasca, lasca).unwrap()), lasca);
    }

    #[test]
    fn men_on_their_promotion_row_are_refused_where_they_would_be_crowned() {
        let e = refusal(Variant::Russian, "W:Wc3,b8:Be7");
        assert!(
            e.starts_with("bad FEN at character 7: a White man on b8 cannot occur"),
            "{e}"
        );
        let e = refusal(Variant::English, "B:Wc3:Bc1,h2");
        assert!(e.contains("a Black man on"), "{e}");
        let e = refusal(Variant::International, "W:W31,2:B20");
        assert!(e.contains("a White man on 2 cannot occur"), "{e}");
        // Kings there, and men on their own first row, are fine.
        assert!(
            read(Variant::Russian, "W:WKb8,c1:Bh8,Kc1").is_err(),
            "c1 twice"
        );
        assert!(read(Variant::Russian, "W:WKb8,c1:Bh8,Ka1").is_ok());
        assert!(read(Variant::International, "W:WK2,46:B1,K47").is_ok());
        // In the tower games a freed man stays a man on that row.
        assert!(read(Variant::Bashni, "W:Wb8,c3wb:Be7").is_ok());
        assert!(read(Variant::Lasca, "W:Wa7wb:Bc1").is_ok());
    }

    #[test]
    fn more_pieces_than_the_variant_starts_with_are_refused() {
        let twelve = "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Be7";
        assert!(read(Variant::Russian, twelve).is_ok());
        let e = refusal(
            Variant::Russian,
            "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,Kd4:Be7",
        );
        assert!(
            e.contains("White has 13 pieces here, but Russian draughts starts with 12 each"),
            "{e}"
        );
        // Prisoners count: Lasca starts with 11 each.
        let e = refusal(Variant::Lasca, "W:Wa1wbbbbbb,c1wbbbbb:Bg7");
        assert!(e.contains("Black has 12 pieces here"), "{e}");
        assert!(read(Variant::Lasca, "W:Wa1wbbbbbb,c1wbbbb:Bg7").is_ok());
    }
}
