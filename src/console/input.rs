//! What the console makes of a typed line before it reads it: control characters (an escape
//! sequence from an arrow key, or typed on purpose) are dropped, so that no refusal ever
//! writes them back to the terminal; a word with no digit is a command, never a move.

/// `line` without control characters: an escape sequence (`ESC [ … letter`, `ESC ] … BEL`,
/// `ESC` and one character) goes whole, any other control character alone.
pub fn cleaned(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            match chars.next() {
                // CSI: parameters and intermediates up to a final byte '@'..='~'.
                Some('[') => {
                    for c in chars.by_ref() {
                        if ('@'..='~').contains(&c) {
                            break;
                        }
                    }
                }
                // OSC: up to BEL or ESC \.
                Some(']') => {
                    while let Some(c) = chars.next() {
                        if c == '\u{7}' {
                            break;
                        }
                        if c == '\u{1b}' {
                            chars.next();
                            break;
                        }
                    }
                }
                _ => {}
            }
        } else if !c.is_control() || c == '\t' {
            out.push(c);
        }
    }
    out
}

/// Whether `word`, a line's first word, can begin a move: moves start with a square, which
/// has a digit (`c3-d4`, `32-28`, `c3:e5`); a word without one is a command word.
pub fn may_be_move(word: &str) -> bool {
    word.chars().any(|c| c.is_ascii_digit())
}

/// `text` to quote in an answer: at most 40 characters.
pub fn quoted(text: &str) -> String {
    const MOST: usize = 40;
    if text.chars().count() <= MOST {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(MOST - 1).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_never_pass() {
        assert_eq!(cleaned("\u{1b}[31mred\u{1b}[0m c3-d4\r"), "red c3-d4");
        assert_eq!(cleaned("a\u{7}b\u{1b}]0;title\u{7}c"), "abc");
        assert_eq!(cleaned("\u{1b}"), "");
        assert!(!cleaned("\u{9b}31m x").contains('\u{9b}'));
    }

    #[test]
    fn words_without_digits_are_commands() {
        assert!(may_be_move("c3-d4"));
        assert!(may_be_move("32-28"));
        assert!(!may_be_move("pdn"));
        assert!(!may_be_move("xxxxxxxxxx"));
        assert_eq!(quoted(&"x".repeat(50)).chars().count(), 40);
    }
}
