//! Move text: parse what a player typed, then resolve it against a position
//! (docs/rules.md#move-text).
//!
//! Accepted in every variant: algebraic squares (`c3-d4`, `c3d4`, `c3:e5:g3`, `c3xe5xg3`) and
//! square numbers in the variant's numbering ([`super::Rules::numbers`],
//! docs/rules.md#square-numbers: 1 = b8 on 8x8 — Brazilian/kurnik 1–32, English 1–32 — 1 = b10 on
//! 10x10, 1 = b12 on 12x12, Lasker's 1 = a1 on Lasca's 7x7), e.g. `11-15`, `26x17`; PDN padding
//! (`1- 6`, `16x 7`); a capture by its start and end only (`c3:g3`) or by any subset of its landing
//! squares in order; a trailing `*` (Lasca promotion mark), `+`, `!`, `?` or `#`. Written: always
//! the full path, in the variant's own notation (docs/rules.md#move-text).

use super::geometry::Square;
use super::quote::clip;
pub use super::refusal::{IllegalReason, UnreadableReason};
use super::spec::{CaptureChoice, Notation};
use super::{movegen, Move, Position};

/// Why a move text was not accepted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not move notation at all.
    #[error("'{text}' is not a move: {reason}")]
    Unreadable {
        text: String,
        reason: UnreadableReason,
    },
    /// Well-formed, but no legal move matches. `legal` lists the legal moves (full notation;
    /// empty when the game is over).
    #[error("{text} is not legal here: {reason}")]
    Illegal {
        text: String,
        reason: IllegalReason,
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
/// `?` or `#`; separators are [`SEPARATORS`] and white space. A square
/// word is a letter followed by digits, or digits. Errors with the first character that no
/// move text has (`/`, `;`, an uppercase-only symbol, ...).
pub fn split(text: &str) -> Result<Written, char> {
    let body = text
        .trim()
        .trim_end_matches(['*', '+', '!', '?', '#'])
        .to_lowercase()
        .chars()
        .map(latin)
        .collect::<String>();
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

/// The Latin letter that a Cyrillic letter of the same shape stands for (`с3-d4` typed on a
/// Russian or Ukrainian keyboard layout, where `с` and `c` look the same), else `c` itself:
/// the square letters a to l and the capture mark `x`, lowercase.
fn latin(c: char) -> char {
    match c {
        'а' => 'a',
        'в' => 'b',
        'с' => 'c',
        'е' => 'e',
        'н' | 'һ' => 'h',
        'і' => 'i',
        'ј' => 'j',
        'к' => 'k',
        'о' => 'o',
        'р' => 'p',
        'х' => 'x',
        'у' => 'y',
        other => other,
    }
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
    let unreadable = |reason: UnreadableReason| MoveError::Unreadable {
        text: clip(text.trim()).into_owned(),
        reason,
    };
    let geo = pos.geometry();
    let written = split(text).map_err(|found| {
        unreadable(UnreadableReason::Character {
            found,
            example: example(pos),
        })
    })?;
    if written.squares.is_empty() {
        return Err(unreadable(UnreadableReason::Empty));
    }
    if written.squares.len() > MAX_SQUARES {
        return Err(unreadable(UnreadableReason::TooManySquares {
            most: MAX_SQUARES,
        }));
    }
    let numbering = pos.rules().numbers;
    let mut squares = Vec::new();
    for name in &written.squares {
        let sq = if name.starts_with(|c: char| c.is_ascii_digit()) {
            let n: u16 = name.parse().map_err(|_| {
                unreadable(UnreadableReason::NumberTooLarge {
                    word: clip(name).into_owned(),
                })
            })?;
            geo.from_number(n, numbering).ok_or_else(|| {
                unreadable(UnreadableReason::NumberOffBoard {
                    number: n,
                    squares: geo.len(),
                })
            })?
        } else if name.len() == 1 {
            return Err(unreadable(UnreadableReason::NotASquare {
                word: name.clone(),
                example: example(pos),
            }));
        } else {
            geo.parse_name(name).ok_or_else(|| {
                unreadable(UnreadableReason::NotPlayable {
                    word: clip(name).into_owned(),
                })
            })?
        };
        squares.push(sq);
    }
    if squares.len() < 2 {
        return Err(unreadable(UnreadableReason::OneSquare {
            example: example(pos),
        }));
    }
    Ok(squares)
}

/// The most square words a move text may have (a capture on 12x12 lands on far fewer).
const MAX_SQUARES: usize = 64;

/// The characters that separate squares in move text, for every reader of moves: what players
/// type to `/move` and the console ([`split`]) and the PDN reader's words (`pdn::words`), so a
/// move a player can type is a move a file can hold and the other way round.
///
/// - `-` for a quiet move and `x` for a capture are what PDN files and English, international
///   and Brazilian sources write (`11-15`, `26x17`, `c3xe5`); `:` is the capture mark of
///   Russian and Bashni sources (`c3:e5`). Players type all three whatever the variant, so all
///   three are accepted in every variant; none is a square letter (no board has a file `x`).
/// - `X` too: the same letter with caps lock or a phone's capital at the start of a word
///   (`26X17`); the reader ignores case everywhere else as well.
/// - `×`, the multiplication sign, is what some typeset sources print for the capture mark.
/// - `‐`, `–`, `—`: phones and word processors replace a typed `-` by a dash (the results
///   `½–½` of PDN files show it), and `c3–d4` is still meant as `c3-d4`.
///
/// White space also separates squares (see [`is_separator`]): PDN pads numbers (`16x 7`)
/// and players type `c3 d4`; a PDN word never contains it, the file reader having split on it.
pub(crate) const SEPARATORS: [char; 8] = ['-', ':', 'x', 'X', '×', '‐', '–', '—'];

/// Whether `c` separates squares: one of [`SEPARATORS`] or white space.
pub(crate) fn is_separator(c: char) -> bool {
    SEPARATORS.contains(&c) || c.is_whitespace()
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
            text: clip(text.trim()).into_owned(),
            candidates: found.iter().map(|m| write(pos, m)).collect(),
        }),
    }
}

fn is_subsequence(needle: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}

/// Why no legal move matches the written `squares` (the wording of docs/rules.md; the table test in
/// `tests/logic/rules_refusals.rs` quotes the article of each reason).
fn illegal(pos: &Position, text: &str, squares: &[Square], all: &[Move]) -> MoveError {
    let legal = legal_texts(pos);
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
    let square = square_name(pos, first);
    let reason = if tower.is_empty() {
        IllegalReason::NoPiece { square }
    } else if tower.owner() != Some(me) {
        IllegalReason::NotYours {
            square,
            to_move: me,
        }
    } else if !unfinished.is_empty() {
        IllegalReason::CaptureGoesOn {
            continuations: unfinished,
        }
    } else if captures && majority {
        IllegalReason::CaptureTheMost { most }
    } else if captures && mine.is_empty() {
        IllegalReason::MustCapture
    } else if captures {
        IllegalReason::CapturesElsewhere
    } else if mine.is_empty() {
        IllegalReason::CannotMove { square }
    } else if squares.len() == 2 && is_step(pos, first, last) && !pos.tower(last).is_empty() {
        IllegalReason::Occupied {
            square: square_name(pos, last),
        }
    } else if squares.len() == 2 && !tower.top_is_king() && is_backward_step(pos, first, last) {
        IllegalReason::ForwardOnly
    } else {
        IllegalReason::CannotGoThere { square }
    };
    MoveError::Illegal {
        text: clip(text.trim()).into_owned(),
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

/// The name of `sq` in `pos`'s notation: `c3` on algebraic boards, `22` on numbered ones.
pub fn square_name(pos: &Position, sq: Square) -> String {
    let geo = pos.geometry();
    match pos.rules().notation {
        Notation::Numeric(n) => geo.number(sq, n).to_string(),
        Notation::Algebraic { .. } => geo.name(sq),
    }
}

/// The full notation of `mv` in `pos`'s variant: `c3-d4`, `c3:e5:g3`, `11-15`, `26x17x10`.
pub fn write(pos: &Position, mv: &Move) -> String {
    let rules = pos.rules();
    let name = |sq: Square| square_name(pos, sq);
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
