//! What a word of move text is: a move number, a result, a move (with its annotation marks
//! removed), or a word that is not a move. Whether a word is a move is the move reader's
//! call ([`notation::split`], the lexer of `/move` and the console): a word it cannot read is
//! still kept as a move, so that replaying names it (`'hello' is not a move: ...`) instead of
//! skipping it.

use crate::notation;

/// A classified word (or the part of it left after a glued move number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Word<'a> {
    /// A game result / terminator: `1-0`, `0-1`, `1/2-1/2`, `½-½`, `2-0`, `1-1`, `0-2`, `0-0`, `*`.
    Result(&'a str),
    /// A move: squares and separators as written (`32-28`, `a3b4`, `c3:e5:g3`, `C3–B4`),
    /// marks removed. `open` is true when it ends with a separator (`1-` of the padded `1- 6`).
    Move { text: &'a str, open: bool },
    /// One square alone (`b6` of `b6 d4`): joined with the square words that follow it.
    Square(&'a str),
    /// A move followed by glued free text (`8-11Redoversteppedthetimecontrol.`).
    MoveWithText { text: &'a str, rest: &'a str },
    /// `-`: a placeholder for a move that was not recorded.
    Placeholder,
    /// Move strength marks alone (`!?`), ellipses (`...`), and other things to skip silently.
    Skip,
    /// A word the move reader cannot read (`hello`, `won`, `b6/d4`); replaying it fails with
    /// the reader's reason.
    NotAMove(&'a str),
}

const RESULTS: [&str; 10] = [
    "1-0", "0-1", "1/2-1/2", "½-½", "½–½", "2-0", "0-2", "1-1", "0-0", "*",
];

/// Whether `w` is a PDN (or international-style) result token.
pub(crate) fn is_result(w: &str) -> bool {
    RESULTS.contains(&w)
}

/// Splits a leading move number (`12.`, `01.`, `7...`) off `w`. Returns the number's text and
/// the rest (possibly empty), or `None` when `w` does not start with a move number.
pub(crate) fn split_move_number(w: &str) -> Option<(&str, &str)> {
    let digits = w.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return None;
    }
    let dots = w[digits..].bytes().take_while(|&b| b == b'.').count();
    if dots == 0 {
        return None;
    }
    Some(w.split_at(digits + dots))
}

fn is_mark(c: char) -> bool {
    matches!(c, '!' | '?' | '*' | '+' | '#')
}

/// Length in bytes of the square at the start of `s` (`a3`, `32`), if any.
fn square_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let letter = usize::from(matches!(b.first(), Some(c) if c.is_ascii_lowercase()));
    let digits = b
        .get(letter..)
        .unwrap_or_default()
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    (digits > 0 && digits <= 3).then_some(letter + digits)
}

/// Length of the longest prefix of `s` of the form `square ([sep] square)* [sep]`, the number
/// of squares in it, and whether it ends with a separator. Numeric squares need a separator.
fn move_prefix(s: &str) -> (usize, usize, bool) {
    let mut at = 0;
    let mut squares = 0;
    let mut open = false;
    while let Some(len) = square_len(&s[at..]) {
        at += len;
        squares += 1;
        open = false;
        let Some(c) = s[at..].chars().next() else {
            break;
        };
        if notation::is_separator(c) {
            // A separator counts only if a square (or nothing, for "1- 6") follows.
            let after = at + c.len_utf8();
            if after == s.len() {
                return (after, squares, true);
            }
            if square_len(&s[after..]).is_none() {
                break;
            }
            at = after;
            open = true;
        } else if !c.is_ascii_lowercase() {
            break;
        }
    }
    (at, squares, open)
}

/// Classifies a word that is not a move number (see [`split_move_number`]).
pub(crate) fn classify(w: &str) -> Word<'_> {
    if is_result(w) {
        return Word::Result(w);
    }
    if w == "-" || w == "--" {
        return Word::Placeholder;
    }
    if w.chars().all(|c| is_mark(c) || c == '.' || c == '…') {
        return Word::Skip;
    }
    let text = w.trim_end_matches(is_mark);
    match notation::split(text) {
        Ok(split) if split.open => Word::Move { text, open: true },
        Ok(split) if split.squares.len() == 1 && is_square_word(text) => Word::Square(text),
        Ok(split) if split.squares.len() >= 2 && !glued_text(w) => Word::Move { text, open: false },
        _ => match glued(w) {
            Some((text, rest)) => Word::MoveWithText { text, rest },
            None => Word::NotAMove(w),
        },
    }
}

/// Whether `w` is one square word: a letter and digits (`b6`) or digits (`32`).
fn is_square_word(w: &str) -> bool {
    square_len(&w.to_ascii_lowercase()) == Some(w.len())
}

/// Whether `w` is a move with free text glued on (see [`glued`]).
fn glued_text(w: &str) -> bool {
    glued(w).is_some()
}

/// A move with at least two squares followed by glued free text of four or more letters
/// (`8-11Redoverstepped...`, as the English collection writes a comment): the move and the text.
fn glued(w: &str) -> Option<(&str, &str)> {
    let (len, squares, open) = move_prefix(w);
    let rest = w[len..].trim_start_matches(is_mark);
    let words = rest.chars().take(4).filter(|c| c.is_alphabetic()).count();
    (squares >= 2 && !open && words == 4).then(|| (&w[..len], rest))
}

#[cfg(test)]
mod tests {
    use super::{classify, split_move_number, Word};

    fn mv(text: &str) -> Word<'_> {
        Word::Move { text, open: false }
    }

    #[test]
    fn words() {
        assert_eq!(classify("32-28"), mv("32-28"));
        assert_eq!(classify("32-28!?"), mv("32-28"));
        assert_eq!(classify("a3b4"), mv("a3b4"));
        assert_eq!(classify("c3:e5:g3*"), mv("c3:e5:g3"));
        assert_eq!(classify("39x28x17x6"), mv("39x28x17x6"));
        assert_eq!(classify("e5xg7#"), mv("e5xg7"));
        assert_eq!(
            classify("1-"),
            Word::Move {
                text: "1-",
                open: true
            }
        );
        assert_eq!(classify("2-0"), Word::Result("2-0"));
        assert_eq!(classify("1/2-1/2"), Word::Result("1/2-1/2"));
        assert_eq!(classify("-"), Word::Placeholder);
        assert_eq!(classify("!?"), Word::Skip);
        assert_eq!(classify("..."), Word::Skip);
        assert_eq!(classify("GAME"), mv("GAME"));
        assert_eq!(classify("1"), Word::Square("1"));
        assert_eq!(classify("b6"), Word::Square("b6"));
        assert_eq!(classify("won"), mv("won"));
        assert_eq!(classify("b6/d4"), Word::NotAMove("b6/d4"));
        assert_eq!(classify("C3-B4"), mv("C3-B4"));
        assert_eq!(classify("b6–d4"), mv("b6–d4"));
        assert_eq!(
            classify("8-11Redoverstepped."),
            Word::MoveWithText {
                text: "8-11",
                rest: "Redoverstepped."
            }
        );
        assert_eq!(classify("4-6"), mv("4-6"));
        // The move reader's separators, dashes included (notation::SEPARATORS).
        assert_eq!(
            classify("8–11Redoverstepped."),
            Word::MoveWithText {
                text: "8–11",
                rest: "Redoverstepped."
            }
        );
        assert_eq!(
            classify("26X17Whitewins"),
            Word::MoveWithText {
                text: "26X17",
                rest: "Whitewins"
            }
        );
    }

    #[test]
    fn move_numbers() {
        assert_eq!(split_move_number("1."), Some(("1.", "")));
        assert_eq!(split_move_number("01."), Some(("01.", "")));
        assert_eq!(split_move_number("7..."), Some(("7...", "")));
        assert_eq!(split_move_number("1.c3-d4"), Some(("1.", "c3-d4")));
        assert_eq!(split_move_number("32-28"), None);
        assert_eq!(split_move_number("...b6"), None);
    }
}
