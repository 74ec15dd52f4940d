//! PDN text to tokens: tags, comments, variations, NAGs, setups and words.
//!
//! Tolerated on purpose (real files do these): `%` line comments at the start of a line and
//! `;` line comments anywhere, literal two-character `\r`/`\n` sequences between tokens, a tag
//! line that lost its opening `[` (`Event "X"]`), bracket tokens without a value (`[Empty]`).
//! Syntax errors: a `{` inside a comment (PDN comments do not nest), unterminated comments,
//! variations, strings and tags.

use super::PdnError;
use crate::quote::clip;

/// One lexical token with the place it starts (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub kind: Kind,
    pub line: usize,
    pub column: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// `[Name "value"]` (escapes `\"` and `\\` resolved).
    Tag { name: String, value: String },
    /// A bracket token with no value, such as `[Empty]`; ignored by the reader.
    StrayBracket,
    /// `{…}`.
    Comment,
    /// `(…)`, with everything inside (skipped: only the main line is read).
    Variation,
    /// `$n`.
    Nag,
    /// `/FEN "…"/`: a position set up in the move text.
    Setup(String),
    /// Anything else up to white space or a delimiter: move numbers, moves, results, free text.
    Word(String),
}

/// Resolves HTML character references (`&#x00e9;`, `&#233;`) that some exports leave in tags.
fn decode_entities(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("&#") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let end = after.find(';').filter(|&e| e <= 8);
        let decoded = end.and_then(|e| {
            let body = &after[..e];
            let code = match body.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok(),
                None => body.parse().ok(),
            };
            code.and_then(char::from_u32).map(|c| (c, e))
        });
        match decoded {
            Some((c, e)) => {
                out.push(c);
                rest = &after[e + 1..];
            }
            None => {
                out.push_str("&#");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Splits `text` into tokens, or fails at the first syntax error.
pub(crate) fn tokens(text: &str) -> Result<Vec<Token>, PdnError> {
    tokens_scanned(text).map_err(|(e, _)| e)
}

/// [`tokens`], and on error also how many bytes of `text` were read before giving up (the
/// reader bounds its error recovery with it). Linear in the text: every look ahead to the
/// end of a line is computed once per line.
pub(crate) fn tokens_scanned(text: &str) -> Result<Vec<Token>, (PdnError, usize)> {
    let mut lx = Lexer {
        text,
        i: 0,
        line: 1,
        column: 1,
        line_start: true,
        line_end: None,
        out: Vec::new(),
    };
    match lx.run() {
        Ok(()) => Ok(lx.out),
        Err(e) => Err((e, lx.i)),
    }
}

/// What a lexer knows about the end of the line it is on, computed once per line.
#[derive(Clone, Copy)]
struct LineEnd {
    /// Byte offset of the line's `\n` (or of the text's end).
    end: usize,
    /// Byte offset of the `"` of a `"]` that ends the line (after trailing white space),
    /// if the line ends so.
    quote: Option<usize>,
    /// The same, when literal `\r` sequences after the `"]` are also ignored.
    quote_before_literal_cr: Option<usize>,
}

struct Lexer<'a> {
    text: &'a str,
    /// Byte offset of the next character.
    i: usize,
    line: usize,
    column: usize,
    /// Nothing but white space seen on this line so far.
    line_start: bool,
    /// The current line's end, once asked for.
    line_end: Option<LineEnd>,
    out: Vec<Token>,
}

fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '(' | ')' | '[' | ']' | ';' | '"' | '\\')
}

impl Lexer<'_> {
    fn rest(&self) -> &str {
        &self.text[self.i..]
    }

    fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn peek_at(&self, k: usize) -> Option<char> {
        self.rest().chars().nth(k)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
            self.line_start = true;
            self.line_end = None;
        } else {
            self.column += 1;
            if !c.is_whitespace() {
                self.line_start = false;
            }
        }
        Some(c)
    }

    fn error(&self, line: usize, column: usize, what: impl Into<String>) -> PdnError {
        PdnError {
            line,
            column,
            what: what.into(),
        }
    }

    fn push(&mut self, kind: Kind, line: usize, column: usize) {
        self.out.push(Token { kind, line, column });
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            if c == '\n' {
                break;
            }
            self.bump();
        }
    }

    fn skip_spaces_in_line(&mut self) {
        while matches!(self.peek(), Some(c) if c.is_whitespace() && c != '\n') {
            self.bump();
        }
    }

    fn run(&mut self) -> Result<(), PdnError> {
        while let Some(c) = self.peek() {
            let (line, column) = (self.line, self.column);
            match c {
                _ if c.is_whitespace() => {
                    self.bump();
                }
                '\\' => {
                    // Literal "\r" / "\n" left in some exports: treat as white space.
                    self.bump();
                    if matches!(self.peek(), Some('r' | 'n' | 't')) {
                        self.bump();
                    }
                }
                '%' if self.line_start => self.skip_line(),
                ';' => self.skip_line(),
                '{' => {
                    self.comment()?;
                    self.push(Kind::Comment, line, column);
                }
                '}' | ')' => {
                    // A stray closer: nothing was opened, nothing to skip.
                    self.bump();
                }
                '(' => {
                    self.variation()?;
                    self.push(Kind::Variation, line, column);
                }
                '[' => {
                    let kind = self.tag()?;
                    self.push(kind, line, column);
                }
                ']' => {
                    // A stray closing bracket; nothing to read.
                    self.bump();
                }
                '"' => {
                    // A string outside a tag: not PDN move text; skip it like a comment.
                    self.string()?;
                    self.push(Kind::Comment, line, column);
                }
                '$' if matches!(self.peek_at(1), Some(d) if d.is_ascii_digit()) => {
                    self.bump();
                    while matches!(self.peek(), Some(d) if d.is_ascii_digit()) {
                        self.bump();
                    }
                    self.push(Kind::Nag, line, column);
                }
                '/' if self.setup_ahead() => {
                    let fen = self.setup()?;
                    self.push(Kind::Setup(fen), line, column);
                }
                _ => {
                    let word = self.word();
                    if self.lost_bracket_tag(&word) {
                        self.skip_spaces_in_line();
                        let value = self.string()?;
                        self.skip_spaces_in_line();
                        if self.peek() == Some(']') {
                            self.bump();
                        }
                        self.push(Kind::Tag { name: word, value }, line, column);
                    } else {
                        self.push(Kind::Word(word), line, column);
                    }
                }
            }
        }
        Ok(())
    }

    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek() {
            if is_delimiter(c) {
                break;
            }
            word.push(c);
            self.bump();
        }
        if word.is_empty() {
            // Cannot happen (the caller saw a non-delimiter), but never loop forever.
            if let Some(c) = self.bump() {
                word.push(c);
            }
        }
        word
    }

    /// `Event "…"]` on a line of its own: a tag whose `[` was lost.
    fn lost_bracket_tag(&mut self, word: &str) -> bool {
        if !word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            || !word.starts_with(|c: char| c.is_ascii_uppercase())
        {
            return false;
        }
        let after_spaces = self.rest().trim_start_matches([' ', '\t']);
        if !after_spaces.starts_with('"') {
            return false;
        }
        // The string must be closed by `"]` on the same line.
        let quote = self.i + (self.rest().len() - after_spaces.len());
        self.line_end().quote_before_literal_cr > Some(quote)
    }

    /// The end of the current line (computed once per line).
    fn line_end(&mut self) -> LineEnd {
        if let Some(known) = self.line_end {
            return known;
        }
        let end = self.i + self.rest().find('\n').unwrap_or(self.rest().len());
        let line = &self.text[self.i..end];
        let quote_of = |text: &str| text.strip_suffix("\"]").map(|before| self.i + before.len());
        let trimmed = line.trim_end();
        let mut no_cr = trimmed;
        while let Some(shorter) = no_cr.strip_suffix("\\r") {
            no_cr = shorter.trim_end();
        }
        let known = LineEnd {
            end,
            quote: quote_of(trimmed),
            quote_before_literal_cr: quote_of(no_cr),
        };
        self.line_end = Some(known);
        known
    }

    /// At a `{`: skips to the matching `}`.
    fn comment(&mut self) -> Result<(), PdnError> {
        let (line, column) = (self.line, self.column);
        self.bump();
        loop {
            let (l, c) = (self.line, self.column);
            match self.bump() {
                None => {
                    return Err(self.error(line, column, "comment '{' is never closed with '}'"))
                }
                Some('}') => return Ok(()),
                Some('{') => {
                    return Err(self.error(
                        l,
                        c,
                        format!(
                            "'{{' inside the comment opened at line {line}, column {column}: \
                             PDN comments do not nest"
                        ),
                    ))
                }
                Some(_) => {}
            }
        }
    }

    /// At a `(`: skips the variation and any nested ones, comments included.
    fn variation(&mut self) -> Result<(), PdnError> {
        let (line, column) = (self.line, self.column);
        self.bump();
        let mut depth = 1usize;
        while depth > 0 {
            match self.peek() {
                None => {
                    return Err(self.error(line, column, "variation '(' is never closed with ')'"))
                }
                Some('{') => self.comment()?,
                Some('"') => {
                    self.string()?;
                }
                Some('(') => {
                    depth += 1;
                    self.bump();
                }
                Some(')') => {
                    depth -= 1;
                    self.bump();
                }
                Some(_) => {
                    self.bump();
                }
            }
        }
        Ok(())
    }

    /// At a `"`: reads a string, resolving `\"` and `\\`.
    fn string(&mut self) -> Result<String, PdnError> {
        let (line, column) = (self.line, self.column);
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                None => return Err(self.error(line, column, "string '\"' is never closed")),
                Some('"') => return Ok(value),
                Some('\\') => match self.peek() {
                    Some(c @ ('"' | '\\')) => {
                        value.push(c);
                        self.bump();
                    }
                    _ => value.push('\\'),
                },
                Some(c) => value.push(c),
            }
        }
    }

    /// At a `[`: a tag `[Name "value"]`, or a stray bracket token such as `[Empty]`.
    fn tag(&mut self) -> Result<Kind, PdnError> {
        let (line, column) = (self.line, self.column);
        self.bump();
        let after_bracket = (self.i, self.line, self.column, self.line_start);
        while matches!(self.peek(), Some(c) if c.is_whitespace()) {
            self.bump();
        }
        // The name runs to the opening quote on this line (some exports write names with
        // spaces or HTML entities: `[Type de jeu "20"]`, `[&#x00c9;v&#x00e9;nement "…"]`).
        let mut name = String::new();
        while let Some(c) = self.peek() {
            if matches!(c, '"' | ']' | '[' | '\n') {
                break;
            }
            name.push(c);
            self.bump();
        }
        let name = decode_entities(name.trim());
        if name.is_empty() || self.peek() != Some('"') {
            // Not a tag: skip to the closing bracket on the bracket's line.
            (self.i, self.line, self.column, self.line_start) = after_bracket;
            self.line_end = None;
            while let Some(c) = self.peek() {
                if c == '\n' {
                    break;
                }
                self.bump();
                if c == ']' {
                    break;
                }
            }
            return Ok(Kind::StrayBracket);
        }
        let mut value = self.string()?;
        // Unescaped quotes inside the value (`[Event "The "Big" One"]`): the value runs to
        // the last `"` before the `]` that ends the line.
        if let Some(extra) = self.rest_of_unescaped_value() {
            value.push('"');
            value.push_str(&extra);
        }
        let value = decode_entities(&value);
        self.skip_spaces_in_line();
        match self.peek() {
            Some(']') => {
                self.bump();
                Ok(Kind::Tag { name, value })
            }
            // A tag whose `]` is missing at the end of its line.
            None | Some('\n' | '\r') => Ok(Kind::Tag { name, value }),
            _ => Err(self.error(
                line,
                column,
                format!("tag [{} \"…\" is not closed with ']'", clip(&name)),
            )),
        }
    }

    /// After a tag's string: if the line goes on with more text and ends with `"]`, the string
    /// held unescaped quotes; returns the rest of the value (without its closing quote) and
    /// leaves the lexer on that quote's `]`.
    fn rest_of_unescaped_value(&mut self) -> Option<String> {
        let LineEnd { end, quote, .. } = self.line_end();
        let quote = quote?;
        if self.text[self.i..end].trim_start().starts_with(']') || quote < self.i {
            return None;
        }
        let extra = self.text[self.i..quote].to_string();
        while self.i <= quote {
            self.bump();
        }
        Some(extra)
    }

    /// Whether a `/FEN "…"/` setup starts here.
    fn setup_ahead(&self) -> bool {
        let rest: String = self.rest().chars().skip(1).take(8).collect();
        rest.trim_start().starts_with("FEN")
    }

    fn setup(&mut self) -> Result<String, PdnError> {
        let (line, column) = (self.line, self.column);
        self.bump();
        while matches!(self.peek(), Some(c) if c.is_whitespace()) {
            self.bump();
        }
        for _ in 0..3 {
            self.bump();
        }
        while matches!(self.peek(), Some(c) if c.is_whitespace()) {
            self.bump();
        }
        if self.peek() != Some('"') {
            return Err(self.error(line, column, "setup '/FEN' must be followed by a string"));
        }
        let fen = self.string()?;
        while matches!(self.peek(), Some(c) if c.is_whitespace()) {
            self.bump();
        }
        if self.peek() != Some('/') {
            return Err(self.error(line, column, "setup '/FEN \"…\"' must end with '/'"));
        }
        self.bump();
        Ok(fen)
    }
}

#[cfg(test)]
mod tests {
    use super::{tokens, Kind};

    fn kinds(text: &str) -> Vec<Kind> {
        tokens(text).unwrap().into_iter().map(|t| t.kind).collect()
    }

    fn word(w: &str) -> Kind {
        Kind::Word(w.to_string())
    }

    #[test]
    fn tags_words_comments_and_variations() {
        assert_eq!(
            kinds("[White \"a \\\"b\\\"\"]\n1. 32-28 {c} (19-23 {d} (x)) $1 19-23; rest\n% x\n*"),
            vec![
                Kind::Tag {
                    name: "White".into(),
                    value: "a \"b\"".into()
                },
                word("1."),
                word("32-28"),
                Kind::Comment,
                Kind::Variation,
                Kind::Nag,
                word("19-23"),
                word("*"),
            ]
        );
    }

    #[test]
    fn lost_brackets_stray_brackets_and_setups() {
        assert_eq!(
            kinds("Event  \"T\"]\\r\n[Empty] 1.a3b4\\r /FEN \"W:W31:B1\"/"),
            vec![
                Kind::Tag {
                    name: "Event".into(),
                    value: "T".into()
                },
                Kind::StrayBracket,
                word("1.a3b4"),
                Kind::Setup("W:W31:B1".into()),
            ]
        );
    }

    #[test]
    fn tag_names_with_spaces_and_entities() {
        assert_eq!(
            kinds("[Type de jeu \"20\"] [&#x00c9;v&#233;nement \"&#x4e;\"] [&#;x \"\"]"),
            vec![
                Kind::Tag {
                    name: "Type de jeu".into(),
                    value: "20".into()
                },
                Kind::Tag {
                    name: "Événement".into(),
                    value: "N".into()
                },
                Kind::Tag {
                    name: "&#;x".into(),
                    value: "".into()
                },
            ]
        );
    }

    #[test]
    fn lenient_tags_and_stray_closers() {
        assert_eq!(
            kinds("[Event \"The \"Big\" One\"]\n[Site \"x\"\n) } 1."),
            vec![
                Kind::Tag {
                    name: "Event".into(),
                    value: "The \"Big\" One".into()
                },
                Kind::Tag {
                    name: "Site".into(),
                    value: "x".into()
                },
                word("1."),
            ]
        );
    }

    #[test]
    fn syntax_errors_have_places() {
        let e = tokens("1. 33-29 { nested { c } }").unwrap_err();
        assert_eq!((e.line, e.column), (1, 19));
        assert!(e.what.contains("do not nest"), "{e}");
        assert!(tokens("{ open").is_err());
        assert!(tokens("( open").is_err());
        assert!(tokens("[Event \"open").is_err());
        assert!(tokens("[Event \"x\" 1.").is_err());
    }
}
