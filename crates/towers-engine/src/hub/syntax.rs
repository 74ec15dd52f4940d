//! The words of a Hub protocol line: `<command> <arg>=<val> <arg>=<val> ...`, a value in
//! double quotes when it holds a space or `=` or is empty; an argument without `=` is a flag.

use std::fmt::Write as _;

/// One line, split into its command and its arguments (in order; a flag's value is empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Words {
    /// The first word.
    pub command: String,
    /// `name=value` pairs, flags with an empty value.
    pub args: Vec<(String, String)>,
}

impl Words {
    /// The value of the first argument named `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Whether an argument (or flag) named `name` is there.
    pub fn has(&self, name: &str) -> bool {
        self.args.iter().any(|(n, _)| n == name)
    }
}

/// Why a line cannot be split into words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SyntaxError {
    /// Blank line.
    #[error("empty line")]
    Empty,
    /// A quote left open (or a stray backslash at the end).
    #[error("unbalanced quotes")]
    Quotes,
}

/// Splits `line` into its words.
pub fn split(line: &str) -> Result<Words, SyntaxError> {
    let tokens = shlex::split(line).ok_or(SyntaxError::Quotes)?;
    let mut tokens = tokens.into_iter();
    let command = tokens.next().ok_or(SyntaxError::Empty)?;
    let args = tokens
        .map(|t| match t.split_once('=') {
            Some((name, value)) => (name.to_string(), value.to_string()),
            None => (t, String::new()),
        })
        .collect();
    Ok(Words { command, args })
}

/// Writes a line: `command` then each `name=value`, the value quoted when it must be.
pub fn line(command: &str, args: &[(&str, String)]) -> String {
    let mut out = command.to_string();
    for (name, value) in args {
        let quoted = value.is_empty() || value.contains([' ', '=', '\t']);
        if quoted {
            let _ = write!(out, " {name}=\"{value}\"");
        } else {
            let _ = write!(out, " {name}={value}");
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_quoted_values_and_flags() {
        let w = split(r#"pos pos=Wbe moves="32-28 17-22" ponder"#).unwrap();
        assert_eq!(w.command, "pos");
        assert_eq!(w.get("pos"), Some("Wbe"));
        assert_eq!(w.get("moves"), Some("32-28 17-22"));
        assert!(w.has("ponder"));
        assert_eq!(w.get("ponder"), Some(""));
        assert_eq!(w.get("level"), None);
    }

    #[test]
    fn refuses_open_quotes_and_blank_lines() {
        assert_eq!(split(r#"pos moves="32-28"#), Err(SyntaxError::Quotes));
        assert_eq!(split("   "), Err(SyntaxError::Empty));
    }

    #[test]
    fn quotes_values_with_spaces_or_nothing() {
        let args = [
            ("move", "32-28".to_string()),
            ("pv", "32-28 17-22".to_string()),
            ("x", String::new()),
        ];
        let text = line("done", &args);
        assert_eq!(text, r#"done move=32-28 pv="32-28 17-22" x="""#);
        let back = split(&text).unwrap();
        assert_eq!(back.get("pv"), Some("32-28 17-22"));
        assert_eq!(back.get("x"), Some(""));
    }
}
