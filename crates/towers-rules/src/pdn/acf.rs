//! The ACF archive format of the English collection (`Checkers_ACF.txt`): one anonymous game
//! per line, moves separated by spaces, a TAB, then the result. Squares are 0-based and
//! mirrored within each row of four: standard square = 4·(n div 4) + (3 − n mod 4) + 1.
//! Captures list every landing square joined by `-`.

use crate::quote::clip;

/// One ACF game: its moves in standard PDN numbering (`11-15`, `22x15x6`) and its result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AcfGame {
    /// 1-based line in the file.
    pub line: usize,
    pub moves: Vec<String>,
    pub result: Option<String>,
}

/// Why a line is not an ACF game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct AcfError {
    pub line: usize,
    pub what: String,
}

/// Whether `text` looks like ACF: every non-empty line is moves of digits and dashes, a TAB
/// and a result.
pub fn looks_like_acf(text: &str) -> bool {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty()).peekable();
    lines.peek().is_some()
        && lines.take(20).all(|l| {
            let moves = l.split('\t').next().unwrap_or_default();
            l.contains('\t')
                && moves.contains('-')
                && moves
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '-' || c == ' ')
        })
}

/// Reads every non-empty line of `text` as one game.
pub fn read(text: &str) -> Vec<Result<AcfGame, AcfError>> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| read_line(i + 1, l))
        .collect()
}

fn read_line(line: usize, text: &str) -> Result<AcfGame, AcfError> {
    let (moves_text, result) = match text.split_once('\t') {
        Some((m, r)) => (m, Some(r.trim().to_string()).filter(|r| !r.is_empty())),
        None => (text, None),
    };
    let mut moves = Vec::new();
    for word in moves_text.split_whitespace() {
        let mut squares = Vec::new();
        for n in word.split('-') {
            let n: u16 = n.parse().map_err(|_| AcfError {
                line,
                what: format!("'{}' is not an ACF move", clip(word)),
            })?;
            if n > 31 {
                return Err(AcfError {
                    line,
                    what: format!("square {n} in '{}' is not 0-31", clip(word)),
                });
            }
            squares.push((4 * (n / 4) + (3 - n % 4) + 1).to_string());
        }
        if squares.len() < 2 {
            return Err(AcfError {
                line,
                what: format!("'{}' needs two squares", clip(word)),
            });
        }
        let sep = if squares.len() > 2 { "x" } else { "-" };
        moves.push(squares.join(sep));
    }
    Ok(AcfGame {
        line,
        moves,
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::read;

    #[test]
    fn squares_are_mirrored_within_rows() {
        let games = read("10-13 21-17 14-5-12\t1-0\n");
        let g = games[0].as_ref().unwrap();
        assert_eq!(g.moves, vec!["10-15", "23-19", "14x7x16"]);
        assert_eq!(g.result.as_deref(), Some("1-0"));
        assert!(read("1-99\t1-0").pop().unwrap().is_err());
    }
}
