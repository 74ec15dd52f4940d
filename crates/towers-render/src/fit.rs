//! Fitting a caller's words into a table cell: characters the font cannot draw become `?`
//! (so a name in a script the font lacks still shows it has letters), control characters go,
//! the text is cut to a bounded number of characters, and then ellipsized to a width.

use ab_glyph::{Font, FontRef};

use super::text::GlyphSet;

/// The ellipsis that ends a cut text.
pub(crate) const ELLIPSIS: char = '…';

/// Drawn for a character the font has no glyph for.
const MISSING: char = '?';

/// `text` made drawable: control characters left out, characters the font lacks replaced by
/// [`MISSING`], at most `max_chars` characters kept (then an ellipsis).
pub(crate) fn clean(font: &FontRef<'static>, text: &str, max_chars: usize) -> String {
    let mut out = String::new();
    for (n, ch) in text.chars().filter(|c| !c.is_control()).enumerate() {
        if n == max_chars {
            out.push(ELLIPSIS);
            break;
        }
        let drawable = ch == ' ' || font.glyph_id(ch).0 != 0;
        out.push(if drawable { ch } else { MISSING });
    }
    out
}

/// `text` as it fits in `max_w` pixels drawn with `glyphs`: whole, or its longest prefix
/// followed by an ellipsis that fits (only the ellipsis when nothing else does).
pub(crate) fn ellipsize(glyphs: &GlyphSet, text: &str, max_w: f32) -> String {
    if glyphs.width(text) <= max_w {
        return text.to_owned();
    }
    let room = max_w - glyphs.width(&ELLIPSIS.to_string());
    let mut width = 0.0;
    let mut out = String::new();
    for ch in text.chars() {
        let w = glyphs.width(ch.encode_utf8(&mut [0; 4]));
        if width + w > room {
            break;
        }
        width += w;
        out.push(ch);
    }
    let kept = out.trim_end().len();
    out.truncate(kept);
    out.push(ELLIPSIS);
    out
}

#[cfg(test)]
mod tests {
    use super::super::text::font;
    use super::*;

    #[test]
    fn control_characters_go_and_missing_glyphs_show_as_question_marks() {
        let f = font();
        assert_eq!(clean(&f, "Ann\u{0}a\n", 64), "Anna");
        // DejaVu has Cyrillic and Greek, not Han.
        assert_eq!(clean(&f, "Пётр Σ 王", 64), "Пётр Σ ?");
        assert_eq!(clean(&f, "abcdef", 3), "abc…");
    }

    #[test]
    fn long_text_is_cut_to_the_width_with_an_ellipsis() {
        let f = font();
        let g = GlyphSet::with_extra(&f, 22.0, "Maximilian Oberhausen-Wittgenstein…");
        let name = "Maximilian Oberhausen-Wittgenstein";
        let cut = ellipsize(&g, name, 150.0);
        assert!(cut.ends_with(ELLIPSIS), "{cut}");
        assert!(cut.len() < name.len());
        assert!(g.width(&cut) <= 150.0);
        assert!(name.starts_with(cut.trim_end_matches(ELLIPSIS)));
        assert_eq!(ellipsize(&g, "Max", 150.0), "Max");
        assert_eq!(ellipsize(&g, name, 1.0), "…");
    }
}
