//! A leading byte order mark (U+FEFF), which Windows Notepad and other editors write at the
//! start of a UTF-8 file: it says how the file is encoded, it is not part of the text. Every
//! reader of a text a user may have saved in a file (FEN, PDN, puzzle files) skips it, so such
//! a file reads as the same file without the mark.

/// `text` without a leading byte order mark (unchanged when it has none).
pub fn skip_bom(text: &str) -> &str {
    text.strip_prefix('\u{FEFF}').unwrap_or(text)
}

#[cfg(test)]
mod tests {
    use super::skip_bom;

    #[test]
    fn only_a_leading_mark_is_skipped() {
        assert_eq!(skip_bom("\u{FEFF}W:W21-32:B1-12"), "W:W21-32:B1-12");
        assert_eq!(skip_bom("W:W21-32"), "W:W21-32");
        assert_eq!(skip_bom("a\u{FEFF}b"), "a\u{FEFF}b");
        assert_eq!(skip_bom(""), "");
    }
}
