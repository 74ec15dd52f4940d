//! Move text: parse what a player typed, then resolve it against a position (RULES.md §6.3).
//!
//! Accepted in every variant: algebraic squares (`c3-d4`, `c3d4`, `c3:e5:g3`, `c3xe5xg3`) and
//! square numbers in the variant's numbering ([`super::Rules::numbers`], RULES.md §0.2:
//! 1 = b8 on 8x8 — Brazilian/kurnik 1–32, English 1–32 — 1 = b10 on 10x10, 1 = b12 on 12x12,
//! Lasker's 1 = a1 on Lasca's 7x7), e.g. `11-15`, `26x17`; PDN padding (`1- 6`, `16x 7`); a
//! capture by its start and end only (`c3:g3`) or by any subset of its landing squares in
//! order; a trailing `*` (Lasca promotion mark), `+`, `!`, `?` or `#`.
//! Written: always the full path, in the variant's own notation (RULES.md §6.3).

use super::geometry::Square;
use super::spec::{CaptureChoice, Notation};
use super::{movegen, Move, Position};

/// Why a move text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not move notation at all.
    #[error("'{text}' is not a move: {reason}")]
    Unreadable { text: String, reason: String },
    /// Well-formed, but no legal move matches. `legal` lists the legal moves (full notation).
    #[error("{text} is not legal here: {reason}")]
    Illegal {
        text: String,
        reason: String,
        legal: Vec<String>,
    },
    /// Several legal moves match; `candidates` lists them.
    #[error("{text} is ambiguous: it could be {}", candidates.join(" or "))]
    Ambiguous {
        text: String,
        candidates: Vec<String>,
    },
}

/// A move text split into its square words, before any board is looked at (see [`split`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// The square words in order, lower case: `c3`, `32`, or a letter run such as `h` that
    /// no board has (the board decides in [`parse_squares`]).
    pub squares: Vec<String>,
    /// Whether the text ends with a separator (`16x` of PDN's padded `16x 7`, a typed `c3-`).
    pub open: bool,
}

/// Splits a move text into square words: the one lexer behind [`parse_squares`] (so
/// [`resolve`], the console, `/move`, `towers replay` and the PDN reader) and the `/move`
/// suggestions ([`canonical`]). Ignores case, surrounding space and a trailing `*`, `+`, `!`,
/// `?` or `#`; separators are `-`, `:`, `x`, `×`, the dashes `‐ – —` and white space. A square
/// word is a letter followed by digits, or digits. Errors with the first character that no
/// move text has (`/`, `;`, an uppercase-only symbol, ...).
pub fn split(text: &str) -> Result<Written, char> {
    let body = text
        .trim()
        .trim_end_matches(['*', '+', '!', '?', '#'])
        .to_lowercase();
    let mut squares = Vec::new();
    let mut open = false;
    let mut chars = body.char_indices().peekable();
    while let Some(&(i, c)) = chars.peek() {
        if is_separator(c) {
            chars.next();
            open = !squares.is_empty();
            continue;
        }
        let end = if c.is_ascii_lowercase() {
            chars.next();
            digits_end(&mut chars, i + c.len_utf8())
        } else if c.is_ascii_digit() {
            digits_end(&mut chars, i)
        } else {
            return Err(c);
        };
        squares.push(body[i..end].to_string());
        open = false;
    }
    Ok(Written { squares, open })
}

/// A move text in one spelling for comparing prefixes: its square words joined by `-`, with
/// a trailing `-` when it ends with a separator (`C3x` and `c3:` give `c3-`, `c3 d4` and
/// `c3d4` give `c3-d4`). `None` when [`split`] refuses the text.
pub fn canonical(text: &str) -> Option<String> {
    let w = split(text).ok()?;
    let mut out = w.squares.join("-");
    if w.open {
        out.push('-');
    }
    Some(out)
}

/// A move of `pos` to show as an example of how moves are written: its first legal quiet
/// move (else its first legal move), else `c3-d4` or `32-28` by the variant's notation.
pub fn example(pos: &Position) -> String {
    let moves = pos.legal_moves();
    match moves.iter().find(|m| !m.is_capture()).or(moves.first()) {
        Some(m) => write(pos, m),
        None => match pos.rules().notation {
            Notation::Numeric(_) => "32-28".to_string(),
            Notation::Algebraic { .. } => "c3-d4".to_string(),
        },
    }
}

/// Parses a move text into its squares, without looking at the pieces of `pos` (only its
/// board and numbering). Errors: [`MoveError::Unreadable`] naming the text, for an empty
/// text, a character no move has, a square not on the board, or fewer than two squares.
pub fn parse_squares(pos: &Position, text: &str) -> Result<Vec<Square>, MoveError> {
    let unreadable = |reason: &str| MoveError::Unreadable {
        text: text.trim().to_string(),
        reason: reason.to_string(),
    };
    let geo = pos.geometry();
    let written = split(text).map_err(|c| {
        unreadable(&format!(
            "unexpected '{c}'; write moves like {}",
            example(pos)
        ))
    })?;
    if written.squares.is_empty() {
        return Err(unreadable("it is empty"));
    }
    if written.squares.len() > 64 {
        return Err(unreadable("too many squares"));
    }
    let numbering = pos.rules().numbers;
    let mut squares = Vec::new();
    for name in &written.squares {
        let sq = if name.starts_with(|c: char| c.is_ascii_digit()) {
            let n: u16 = name
                .parse()
                .map_err(|_| unreadable("square number too large"))?;
            geo.from_number(n, numbering).ok_or_else(|| {
                unreadable(&format!(
                    "square {n} is not on this board (1-{})",
                    geo.len()
                ))
            })?
        } else if name.len() == 1 {
            return Err(unreadable(&format!(
                "'{name}' is not a square; write moves like {}",
                example(pos)
            )));
        } else {
            geo.parse_name(name).ok_or_else(|| {
                unreadable(&format!("'{name}' is not a playable square of this board"))
            })?
        };
        squares.push(sq);
    }
    if squares.len() < 2 {
        return Err(unreadable(&format!(
            "a move needs at least a start and an end square, like {}",
            example(pos)
        )));
    }
    Ok(squares)
}

/// Separators between squares: `-`, `:`, `x`, `×`, spaces (PDN's padded `16x 7`), and the
/// dashes phones substitute for `-` (`‐`, `–`, `—`).
fn is_separator(c: char) -> bool {
    matches!(c, '-' | ':' | 'x' | '×' | '‐' | '–' | '—') || c.is_whitespace()
}

/// Consumes the run of ASCII digits at the front of `chars` and returns the byte offset where
/// it ends (`end` if there is none).
fn digits_end(chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>, mut end: usize) -> usize {
    while let Some(&(j, d)) = chars.peek() {
        if !d.is_ascii_digit() {
            break;
        }
        end = j + 1;
        chars.next();
    }
    end
}

/// Resolves `text` to the one legal move it names in `pos`.
///
/// A move matches when its origin is the first square, its destination the last, and the
/// squares between are landing squares of the capture, in order. When several captures
/// match and exactly one of them has exactly the written landing squares, that one is meant. Errors: [`MoveError::Unreadable`]
/// for text that is not notation, [`MoveError::Illegal`] (with the legal moves) when nothing
/// matches, [`MoveError::Ambiguous`] (with the candidates) when several different moves match.
pub fn resolve(pos: &Position, text: &str) -> Result<Move, MoveError> {
    let squares = parse_squares(pos, text)?;
    let mut all = Vec::new();
    movegen::generate_all_landings(pos, &mut all);
    let (first, last) = (squares[0], squares[squares.len() - 1]);
    let middle = &squares[1..squares.len() - 1];
    let mut found: Vec<Move> = Vec::new();
    for m in &all {
        if m.from() != first || m.to() != last {
            continue;
        }
        let landings: Vec<Square> = m.landings().collect();
        if !is_subsequence(middle, &landings[..landings.len().saturating_sub(1)]) {
            continue;
        }
        if !found.iter().any(|f| f.same_path(m)) {
            found.push(*m);
        }
    }
    if found.len() > 1 {
        // A text that lists a capture's every landing square names that capture, even when
        // a longer capture (a loop back to one of its squares) also contains those squares.
        let written = &squares[1..];
        let exact: Vec<Move> = found
            .iter()
            .filter(|m| m.is_capture() && m.landings().eq(written.iter().copied()))
            .copied()
            .collect();
        if exact.len() == 1 {
            return Ok(exact[0]);
        }
        // Paths that end in the same position (the same pieces taken in another order, when
        // the order leaves no trace) are one move to a player.
        let after = pos.play(&found[0]);
        if found[1..].iter().all(|m| pos.play(m) == after) {
            return Ok(found[0]);
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(illegal(pos, text, &squares, &all)),
        _ => Err(MoveError::Ambiguous {
            text: text.trim().to_string(),
            candidates: found.iter().map(|m| write(pos, m)).collect(),
        }),
    }
}

fn is_subsequence(needle: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

/// Why no legal move matches the written `squares` (RULES.md wording; the table test in
/// `tests/rules_refusals.rs` quotes the article of each reason).
fn illegal(pos: &Position, text: &str, squares: &[Square], all: &[Move]) -> MoveError {
    let legal = legal_texts(pos);
    let geo = pos.geometry();
    let (first, last) = (squares[0], squares[squares.len() - 1]);
    let tower = pos.tower(first);
    let me = pos.side_to_move();
    // Under optional captures (kurnik's option) a quiet move is legal beside a capture.
    let captures =
        pos.rules().capture != CaptureChoice::Optional && all.iter().any(|m| m.is_capture());
    let mine: Vec<&Move> = all.iter().filter(|m| m.from() == first).collect();
    // Captures of this piece that go through every written square, in order, and on after
    // the last one: the text stops a capture that must be completed. Those the text starts
    // exactly (`d6:f4` for `d6:f4:d2:b4:d6`) are meant before those it skips into.
    let written = &squares[1..];
    let goes_on = |prefix_only: bool| -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for m in mine.iter().filter(|m| m.is_capture() && m.to() != last) {
            let landings: Vec<Square> = m.landings().collect();
            let before_end = &landings[..landings.len() - 1];
            let fits = if prefix_only {
                before_end.starts_with(written)
            } else {
                before_end.contains(&last) && is_subsequence(written, before_end)
            };
            let t = write(pos, m);
            if fits && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    };
    let mut unfinished = goes_on(true);
    if unfinished.is_empty() {
        unfinished = goes_on(false);
    }
    let most = all.iter().map(Move::capture_count).max().unwrap_or(0);
    let majority = pos.rules().capture == CaptureChoice::Majority && most > 1;
    let reason = if tower.is_empty() {
        format!("there is no piece on {}", geo.name(first))
    } else if tower.owner() != Some(me) {
        format!("the piece on {} is not {}'s", geo.name(first), me.name())
    } else if !unfinished.is_empty() {
        format!("the capture must go on: legal {}", unfinished.join(" or "))
    } else if captures && majority {
        format!("capturing is compulsory, and a capture must take the most pieces ({most})")
    } else if captures && mine.is_empty() {
        "capturing is compulsory, and this piece cannot capture".to_string()
    } else if captures {
        "capturing is compulsory; this piece's captures go elsewhere".to_string()
    } else if mine.is_empty() {
        format!("the piece on {} cannot move", geo.name(first))
    } else if squares.len() == 2 && is_step(pos, first, last) && !pos.tower(last).is_empty() {
        format!("{} is not empty", geo.name(last))
    } else if squares.len() == 2 && !tower.top_is_king() && is_backward_step(pos, first, last) {
        "a man moves forward only".to_string()
    } else {
        format!("the piece on {} cannot go there", geo.name(first))
    };
    MoveError::Illegal {
        text: text.trim().to_string(),
        reason,
        legal,
    }
}

/// Whether `to` is one diagonal step from `from`.
fn is_step(pos: &Position, from: Square, to: Square) -> bool {
    let geo = pos.geometry();
    let ((f0, r0), (f1, r1)) = (geo.coords(from), geo.coords(to));
    f0.abs_diff(f1) == 1 && r0.abs_diff(r1) == 1
}

/// Whether `to` is one diagonal step from `from` towards the side to move's own back row.
fn is_backward_step(pos: &Position, from: Square, to: Square) -> bool {
    let geo = pos.geometry();
    let ((f0, r0), (f1, r1)) = (geo.coords(from), geo.coords(to));
    // White's men go up the board (towards rank 8), Black's down.
    let back = match pos.side_to_move() {
        super::Color::White => r1.checked_add(1) == Some(r0),
        super::Color::Black => r0.checked_add(1) == Some(r1),
    };
    f0.abs_diff(f1) == 1 && back
}

/// Every legal move of `pos` in full notation.
pub fn legal_texts(pos: &Position) -> Vec<String> {
    pos.legal_moves().iter().map(|m| write(pos, m)).collect()
}

/// The full notation of `mv` in `pos`'s variant: `c3-d4`, `c3:e5:g3`, `11-15`, `26x17x10`.
pub fn write(pos: &Position, mv: &Move) -> String {
    let geo = pos.geometry();
    let rules = pos.rules();
    let name = |sq: Square| match rules.notation {
        Notation::Numeric(n) => geo.number(sq, n).to_string(),
        Notation::Algebraic { .. } => geo.name(sq),
    };
    let mut out = name(mv.from());
    if mv.is_capture() {
        let sep = rules.capture_separator();
        for landing in mv.landings() {
            out.push(sep);
            out.push_str(&name(landing));
        }
    } else {
        out.push('-');
        out.push_str(&name(mv.to()));
    }
    out
}
