//! Player names in messages: Discord renders message text as Markdown, so a nickname such as
//! `[x](https://evil)` or `**bold**` would otherwise become a masked link or bold text, and
//! `@everyone` a highlighted mention. Every sentence that names a player takes the name
//! through [`shown`] (or [`escape`] for a name that is not a [`Player`] yet).

use towers_store::Player;

/// The zero-width space put after `@` in `@everyone` / `@here` (as Discord's clients and
/// serenity's `MessageBuilder::push_safe` do), so the text reads the same and mentions no one.
const ZERO_WIDTH_SPACE: char = '\u{200B}';

/// `player`'s name, escaped for a Discord message (see [`escape`]).
pub fn shown(player: &Player) -> String {
    escape(&player.name)
}

/// `text` as literal text inside a Discord message, following Discord's escaping rules
/// (a backslash before a punctuation character shows that character as is):
///
/// - `\` before `\`, `*`, `_`, `~`, `` ` ``, `|` (emphasis, strike-through, code, spoilers)
///   and before `[`, `]` (masked links) and `<` (user, role and channel mentions, timestamps,
///   custom emoji), wherever they are. A masked link needs an unescaped `[text]` before its
///   `(url)`, so parentheses stay as typed: text around names (`won on time (… did not
///   move)`) escapes to itself;
/// - `\` before `#`, `-`, `>` and `+` (headings, subtext, lists, quotes) and before the `.`
///   of `1.` (numbered lists) when they open a line: at the start of `text`, where the name
///   may start a message, or after a line break, leading spaces skipped;
/// - a zero-width space after the `@` of `@everyone` and `@here`.
///
/// Everything else is unchanged; the result renders as exactly `text`. Never fails.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut line_start = true;
    let mut digits = false;
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let after = &rest[c.len_utf8()..];
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '[' | ']' | '<' => {
                out.push('\\');
                out.push(c);
            }
            '#' | '-' | '>' | '+' if line_start => {
                out.push('\\');
                out.push(c);
            }
            '.' if digits => {
                out.push('\\');
                out.push(c);
            }
            '@' if after.starts_with("everyone") || after.starts_with("here") => {
                out.push(c);
                out.push(ZERO_WIDTH_SPACE);
            }
            _ => out.push(c),
        }
        // A numbered list is digits then `.` at a line's start.
        digits = c.is_ascii_digit() && (line_start || digits);
        line_start = c == '\n' || (line_start && (c == ' ' || c == '\t'));
        rest = after;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emphasis_code_spoilers_and_links_are_escaped_anywhere() {
        assert_eq!(escape("**bold**"), "\\*\\*bold\\*\\*");
        assert_eq!(escape("__u__ ~~s~~"), "\\_\\_u\\_\\_ \\~\\~s\\~\\~");
        assert_eq!(
            escape("`code` ||spoiler||"),
            "\\`code\\` \\|\\|spoiler\\|\\|"
        );
        assert_eq!(escape("[x](https://evil)"), "\\[x\\](https://evil)");
        assert_eq!(escape("a\\b"), "a\\\\b");
        assert_eq!(escape("<@123> <#9> <t:1:R>"), "\\<@123> \\<#9> \\<t:1:R>");
    }

    #[test]
    fn block_markers_are_escaped_only_where_a_line_starts() {
        assert_eq!(escape("# big"), "\\# big");
        assert_eq!(escape("-# small"), "\\-# small");
        assert_eq!(escape("> quote"), "\\> quote");
        assert_eq!(escape("  - item"), "  \\- item");
        assert_eq!(escape("12. item"), "12\\. item");
        assert_eq!(escape("a\n# b"), "a\n\\# b");
        // Inside a line they are plain text and stay as typed.
        assert_eq!(escape("Jean-Luc #1 > 2. x"), "Jean-Luc #1 > 2. x");
        assert_eq!(escape("R2.D2"), "R2.D2");
    }

    #[test]
    fn mass_mentions_are_defused_and_plain_names_unchanged() {
        assert_eq!(escape("@everyone"), "@\u{200B}everyone");
        assert_eq!(escape("hi @here"), "hi @\u{200B}here");
        assert_eq!(escape("al@home"), "al@home");
        for plain in ["Alice", "Ёжик", "Zoë 42", "towers", ""] {
            assert_eq!(escape(plain), plain);
        }
    }
}
