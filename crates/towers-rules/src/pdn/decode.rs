//! Bytes of a game file to text: UTF-8 (with or without BOM), UTF-16 with a BOM, and
//! anything else read as Windows-1252/Latin-1 (every byte is a character, so nothing is lost
//! and nothing can fail).

use std::borrow::Cow;

/// Decodes `bytes` as described in the module docs. Never fails.
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return String::from_utf8_lossy(rest);
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        return Cow::Owned(utf16(rest, u16::from_le_bytes));
    }
    if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        return Cow::Owned(utf16(rest, u16::from_be_bytes));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| latin1(b)).collect()),
    }
}

fn utf16(bytes: &[u8], unit: fn([u8; 2]) -> u16) -> String {
    let units: Vec<u16> = bytes.chunks_exact(2).map(|c| unit([c[0], c[1]])).collect();
    char::decode_utf16(units)
        .map(|r| r.unwrap_or(char::REPLACEMENT_CHARACTER))
        .collect()
}

/// Windows-1252 for the printable 0x80-0x9F range that matters in names, Latin-1 otherwise.
fn latin1(b: u8) -> char {
    const CP1252: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž',
        '\u{8F}', '\u{90}', '‘', '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}',
        'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9F => CP1252[(b - 0x80) as usize],
        _ => b as char,
    }
}

#[cfg(test)]
mod tests {
    use super::decode;

    #[test]
    fn utf8_latin1_and_utf16_are_read() {
        assert_eq!(decode("Léman".as_bytes()), "Léman");
        assert_eq!(decode(b"L\xE9man"), "Léman");
        assert_eq!(decode(b"\xEF\xBB\xBFabc"), "abc");
        assert_eq!(decode(b"\xFF\xFEa\0b\0"), "ab");
        assert_eq!(decode(b"\xFE\xFF\0a\0b"), "ab");
        assert_eq!(decode(b"\xFF\xFEa"), "");
    }
}
