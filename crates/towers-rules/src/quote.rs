//! What an error or a refusal quotes of a user's input: at most [`MAX_QUOTED`] characters of
//! it, then `…`. Every error that names what was typed (a move, a word of a move, a FEN, a
//! tag, a rule option, a time, a language code) quotes it through [`clip`], so a pasted game
//! or a 10,000-character word gives a one-line error on the command line and a Discord reply
//! within Discord's length limit.

use std::borrow::Cow;

/// The most characters of an input an error quotes.
pub const MAX_QUOTED: usize = 80;

/// `text` as an error quotes it: unchanged when it has at most [`MAX_QUOTED`] characters
/// (Unicode scalar values), else its first [`MAX_QUOTED`] characters and `…` (never cut
/// inside a character).
pub fn clip(text: &str) -> Cow<'_, str> {
    match text.char_indices().nth(MAX_QUOTED) {
        None => Cow::Borrowed(text),
        Some((end, _)) => Cow::Owned(format!("{}…", &text[..end])),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_texts_are_quoted_whole_and_long_ones_cut_at_80_characters() {
        assert_eq!(clip(""), "");
        assert_eq!(clip("c3-d4"), "c3-d4");
        let exactly = "a".repeat(MAX_QUOTED);
        assert_eq!(clip(&exactly), exactly.as_str());
        let long = "1.".repeat(5000);
        let cut = clip(&long);
        assert_eq!(cut, format!("{}…", "1.".repeat(40)));
        // Multi-byte characters are counted as characters and never split.
        let wide = "ł".repeat(81);
        assert_eq!(clip(&wide), format!("{}…", "ł".repeat(80)));
        let mixed = format!("{}é🀄", "a".repeat(79));
        assert_eq!(clip(&mixed), format!("{}é…", "a".repeat(79)));
    }
}
