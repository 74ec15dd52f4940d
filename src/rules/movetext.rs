//! Splitting a game's move text (`1. c3-b4 b6-c5 2. b4-a5 …`) into the moves it lists.

/// The move tokens of a game text, in order: move numbers (`1.`, `1...`, also glued to the
/// move as in `1.c3-b4`), results (`1-0`, `0-1`, `1/2-1/2`, `2-0`, `1-1`, `0-2`, `*`) at the end
/// and `{comments}` are skipped.
pub fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    for raw in text.split_whitespace() {
        if depth > 0 || raw.starts_with('{') {
            depth += raw.matches('{').count();
            depth = depth.saturating_sub(raw.matches('}').count());
            continue;
        }
        let token = raw.trim_start_matches(|c: char| c.is_ascii_digit());
        let token = if token.starts_with('.') && token.len() < raw.len() {
            token.trim_start_matches('.')
        } else {
            raw
        };
        if token.is_empty() || is_result(token) {
            continue;
        }
        out.push(token);
    }
    out
}

fn is_result(token: &str) -> bool {
    matches!(
        token,
        "1-0" | "0-1" | "1/2-1/2" | "½-½" | "2-0" | "0-2" | "1-1" | "*"
    )
}

#[cfg(test)]
mod tests {
    use super::tokens;

    #[test]
    fn numbers_results_and_comments_are_skipped() {
        assert_eq!(
            tokens("1. c3-b4 b6-c5 2.b4-a5 {a comment 3. x} a7-b6 3... b2-c3 1-0"),
            vec!["c3-b4", "b6-c5", "b4-a5", "a7-b6", "b2-c3"]
        );
        assert_eq!(tokens("1. 11-15 23-19 2. 8-11 *"), vec!["11-15", "23-19", "8-11"]);
    }
}
