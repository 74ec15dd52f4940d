//! What a word of move text is: a move number, a result, a move (with its annotation marks
//! removed), or free text.

/// A classified word (or the part of it left after a glued move number).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Word<'a> {
    /// A game result / terminator: `1-0`, `0-1`, `1/2-1/2`, `½-½`, `2-0`, `1-1`, `0-2`, `0-0`, `*`.
    Result(&'a str),
    /// A move: squares and separators as written (`32-28`, `a3b4`, `c3:e5:g3`), marks removed.
    /// `open` is true when it ends with a separator (`1-` of the padded `1- 6`).
    Move { text: &'a str, open: bool },
    /// A move followed by glued free text (`8-11Redoversteppedthetimecontrol.`).
    MoveWithText { text: &'a str, rest: &'a str },
    /// `-`: a placeholder for a move that was not recorded.
    Placeholder,
    /// Move strength marks alone (`!?`), ellipses (`...`), and other things to skip silently.
    Skip,
    /// Text that is not move text (`GAME`, `won`, a bare number).
    FreeText(&'a str),
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

fn is_separator(c: char) -> bool {
    matches!(c, '-' | 'x' | 'X' | ':' | '×')
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
        if is_separator(c) {
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
    let (len, squares, open) = move_prefix(w);
    if squares == 0 || (squares == 1 && !open) {
        return Word::FreeText(w);
    }
    let text = &w[..len];
    let rest = &w[len..];
    if rest.chars().all(is_mark) {
        return Word::Move { text, open };
    }
    let rest = rest.trim_start_matches(is_mark);
    if squares >= 2 && !open {
        Word::MoveWithText { text, rest }
    } else {
        Word::FreeText(w)
    }
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
        assert_eq!(classify("GAME"), Word::FreeText("GAME"));
        assert_eq!(classify("1"), Word::FreeText("1"));
        assert_eq!(classify("won"), Word::FreeText("won"));
        assert_eq!(
            classify("8-11Redoverstepped."),
            Word::MoveWithText {
                text: "8-11",
                rest: "Redoverstepped."
            }
        );
        assert_eq!(classify("4-6"), mv("4-6"));
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
