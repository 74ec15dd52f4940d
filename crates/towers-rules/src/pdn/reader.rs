//! Tokens to games: a game is its tags, then its move text, up to a result (the game
//! terminator), the next tag after move text, or the end of the file.

use super::lexer::{self, Kind, Token};
use super::words::{self, Word};
use super::{variant_of_tags, PdnError, PdnGame};
use crate::bom::skip_bom;
use crate::quote::clip;

/// How much lexing the error recovery of [`read_games`] may do, as a multiple of the text's
/// length: a text whose every game has an unterminated variation would otherwise be read to
/// its end once per game (quadratic time).
const RECOVERY_BUDGET: usize = 16;

/// Reads every game of `text`. Games that have a syntax error come back as `Err` in their
/// place; reading resumes at the next line starting with `[`. Time and memory are linear in
/// the text: when recovering from errors has read the text [`RECOVERY_BUDGET`] times over,
/// the rest of the text is one last error.
pub fn read_games(text: &str) -> Vec<Result<PdnGame, PdnError>> {
    let text = skip_bom(text);
    // Old Mac files end lines with a lone CR.
    let unified;
    let text = if text.contains('\r') && !text.contains('\n') {
        unified = text.replace('\r', "\n");
        unified.as_str()
    } else {
        text
    };
    let mut out = Vec::new();
    let mut rest = text;
    let mut line_offset = 0usize;
    let mut budget = text.len().saturating_mul(RECOVERY_BUDGET).max(1 << 16);
    loop {
        match lexer::tokens_scanned(rest) {
            Ok(tokens) => {
                let mut games = Builder::default().games(&tokens, line_offset);
                out.append(&mut games);
                return out;
            }
            Err((mut e, scanned)) => {
                budget = budget.saturating_sub(scanned);
                // Read what precedes the error's game, report the error, skip past it.
                let error_line = e.line;
                let cut = game_start_before(rest, error_line);
                let head = line_byte_offset(rest, cut);
                if let Ok(tokens) = lexer::tokens(&rest[..head]) {
                    let mut games = Builder::default().games(&tokens, line_offset);
                    out.append(&mut games);
                }
                e.line += line_offset;
                out.push(Err(e));
                let next = next_game_start(rest, error_line + 1);
                if let Some(line) = next.filter(|_| budget == 0) {
                    out.push(Err(PdnError {
                        line: line_offset + line,
                        column: 1,
                        what: "too many syntax errors to recover from; the rest of the text is \
                               not read"
                            .to_string(),
                    }));
                    return out;
                }
                match next {
                    Some(line) => {
                        let at = line_byte_offset(rest, line);
                        line_offset += line - 1;
                        rest = &rest[at..];
                    }
                    None => return out,
                }
            }
        }
    }
}

/// Reads every game of `text`, failing at the first syntax error.
pub fn read(text: &str) -> Result<Vec<PdnGame>, PdnError> {
    read_games(text).into_iter().collect()
}

/// Byte offset of the start of 1-based `line` (the text length if past the end).
fn line_byte_offset(text: &str, line: usize) -> usize {
    if line <= 1 {
        return 0;
    }
    text.match_indices('\n')
        .nth(line - 2)
        .map(|(i, _)| i + 1)
        .unwrap_or(text.len())
}

fn starts_tag(line: &str) -> bool {
    line.trim_start().starts_with('[')
}

/// The first line of the game containing `line`: the last tag line at or before it that
/// follows a non-tag line (or line 1).
fn game_start_before(text: &str, line: usize) -> usize {
    let lines: Vec<&str> = text.lines().take(line).collect();
    let mut k = lines.len();
    while k > 0 && !starts_tag(lines[k - 1]) {
        k -= 1;
    }
    while k > 1 && starts_tag(lines[k - 2]) {
        k -= 1;
    }
    k.max(1)
}

/// The first line at or after `from` that starts with `[`.
fn next_game_start(text: &str, from: usize) -> Option<usize> {
    text.lines()
        .enumerate()
        .skip(from.saturating_sub(1))
        .find(|(_, l)| starts_tag(l))
        .map(|(i, _)| i + 1)
}

#[derive(Default)]
struct Builder {
    game: PdnGame,
    /// The game's tag names, lower case (a tag the game already has starts a new game).
    tag_names: std::collections::HashSet<String>,
    /// Anything of the game seen yet (tags, moves, a result).
    started: bool,
    /// Move text (moves, move numbers) seen: a tag now starts a new game.
    in_moves: bool,
    /// A padded move such as `1-` waiting for its second square.
    open: Option<(String, usize, usize)>,
    /// Square words written apart (`b6 d4`), joined into one move until a word that is not a
    /// lone square.
    lone: Option<String>,
    /// The number of a free-text heading `GAME 2` is skipped.
    skip_number: bool,
    done: Vec<Result<PdnGame, PdnError>>,
}

impl Builder {
    fn games(mut self, tokens: &[Token], line_offset: usize) -> Vec<Result<PdnGame, PdnError>> {
        for (i, t) in tokens.iter().enumerate() {
            let line = t.line + line_offset;
            if let Err(e) = self.token(t, tokens.get(i + 1), line) {
                self.done.push(Err(e));
                self.reset();
            }
        }
        if let Err(e) = self.close_open() {
            self.done.push(Err(e));
        }
        self.finish();
        self.done
    }

    fn reset(&mut self) {
        self.game = PdnGame::default();
        self.tag_names.clear();
        self.started = false;
        self.in_moves = false;
        self.open = None;
        self.lone = None;
        self.skip_number = false;
    }

    /// Ends square words written apart: they are one move.
    fn flush_lone(&mut self) {
        if let Some(text) = self.lone.take() {
            self.game.moves.push(text);
        }
    }

    fn begin(&mut self, line: usize) {
        if !self.started {
            self.started = true;
            self.game.line = line;
        }
    }

    fn finish(&mut self) {
        self.flush_lone();
        if self.started {
            let mut game = std::mem::take(&mut self.game);
            tidy(&mut game);
            self.done.push(Ok(game));
        }
        self.reset();
    }

    fn close_open(&mut self) -> Result<(), PdnError> {
        match self.open.take() {
            Some((text, line, column)) => Err(PdnError {
                line,
                column,
                what: format!("move '{}' has no second square", clip(&text)),
            }),
            None => Ok(()),
        }
    }

    fn token(&mut self, t: &Token, next: Option<&Token>, line: usize) -> Result<(), PdnError> {
        if let Some(lone) = self.lone.take() {
            if let Kind::Word(w) = &t.kind {
                if let Word::Square(square) = words::classify(w) {
                    self.lone = Some(format!("{lone} {square}"));
                    return Ok(());
                }
            }
            self.game.moves.push(lone);
        }
        if std::mem::take(&mut self.skip_number) {
            if let Kind::Word(w) = &t.kind {
                if w.bytes().all(|b| b.is_ascii_digit()) {
                    return Ok(());
                }
            }
        }
        if let Some((open, l, c)) = self.open.take() {
            if let Kind::Word(w) = &t.kind {
                let joined = format!("{open}{w}");
                if let Word::Move { text, open: still } = words::classify(&joined) {
                    if still {
                        self.open = Some((text.to_string(), l, c));
                    } else {
                        self.game.moves.push(text.to_string());
                    }
                    return Ok(());
                }
            }
            self.open = Some((open, l, c));
            self.close_open()?;
        }
        match &t.kind {
            Kind::Tag { name, value } => {
                // Tags after move text, or a tag the game already has (a game with no move
                // text, then the next game's tags), start a new game.
                let lower = name.to_ascii_lowercase();
                if self.in_moves || self.tag_names.contains(&lower) {
                    self.finish();
                }
                self.begin(line);
                self.tag_names.insert(lower);
                self.game.tags.push((name.clone(), value.clone()));
            }
            Kind::StrayBracket => {
                if self.started {
                    self.game
                        .warnings
                        .push(format!("line {line}: a bracket token that is not a tag"));
                }
            }
            Kind::Comment | Kind::Variation | Kind::Nag => {}
            Kind::Setup(fen) => {
                if !self.game.moves.is_empty() {
                    return Err(PdnError {
                        line,
                        column: t.column,
                        what: "a setup /FEN \"…\"/ after moves is not supported".to_string(),
                    });
                }
                self.begin(line);
                self.in_moves = true;
                self.game.fen = Some(fen.clone());
            }
            Kind::Word(w) => self.word(w, t, next, line)?,
        }
        Ok(())
    }

    fn word(
        &mut self,
        w: &str,
        t: &Token,
        next: Option<&Token>,
        line: usize,
    ) -> Result<(), PdnError> {
        let rest = match words::split_move_number(w) {
            Some((number, rest)) => {
                self.begin(line);
                self.in_moves = true;
                if self.game.moves.is_empty() && self.game.first_number.is_none() {
                    self.game.first_number = number.trim_end_matches('.').parse().ok();
                }
                rest
            }
            None => w,
        };
        if rest.is_empty() {
            return Ok(());
        }
        // A free-text heading "GAME 2" between games written without tags.
        let heading = rest.eq_ignore_ascii_case("game")
            && matches!(next.map(|n| &n.kind),
                Some(Kind::Word(n)) if n.bytes().all(|b| b.is_ascii_digit()));
        if heading {
            if self.in_moves {
                self.finish();
            }
            self.skip_number = true;
            return Ok(());
        }
        match words::classify(rest) {
            Word::Result(r) => {
                if r == "*" && self.star_is_promotion_mark(t, next) {
                    return Ok(());
                }
                self.begin(line);
                self.game.result = Some(r.to_string());
                self.finish();
            }
            Word::Move { text, open } => {
                self.begin(line);
                self.in_moves = true;
                if open {
                    self.open = Some((text.to_string(), line, t.column));
                } else {
                    self.game.moves.push(text.to_string());
                }
            }
            Word::MoveWithText { text, rest } => {
                self.begin(line);
                self.in_moves = true;
                self.game.moves.push(text.to_string());
                self.game.warnings.push(format!(
                    "line {line}: free text '{}' glued to move {}, ignored",
                    clip(rest),
                    clip(text)
                ));
            }
            Word::Placeholder => {
                self.begin(line);
                self.in_moves = true;
                self.game.moves.push("-".to_string());
            }
            Word::Skip => {}
            Word::Square(text) => {
                self.begin(line);
                self.in_moves = true;
                self.lone = Some(text.to_string());
            }
            Word::NotAMove(text) => {
                // Kept as a move: replaying it fails naming it, with the move reader's reason.
                self.begin(line);
                self.in_moves = true;
                self.game.moves.push(text.to_string());
            }
        }
        Ok(())
    }

    /// A `*` followed by more move text of the game marks a promotion (Lasca sites write
    /// `g5xe7 * f4-e3`), not the end of the game: a move on the same line, or a move number
    /// that continues the game (anything but `1.`).
    fn star_is_promotion_mark(&self, t: &Token, next: Option<&Token>) -> bool {
        let Some(Kind::Word(w)) = next.map(|n| &n.kind) else {
            return false;
        };
        if self.game.moves.is_empty() {
            return false;
        }
        match words::split_move_number(w) {
            Some((number, _)) => number.trim_end_matches('.').trim_start_matches('0') != "1",
            None => {
                next.is_some_and(|n| n.line == t.line)
                    && matches!(words::classify(w), Word::Move { .. })
            }
        }
    }
}

/// Final touches of a game: a last "move" that repeats the Result tag (match scores such as
/// `4-6`, or `-`) is the result; the variant comes from the tags; the FEN from the tags.
fn tidy(game: &mut PdnGame) {
    let tag_result = game.tag("Result").map(|r| r.trim().to_string());
    if game.result.is_none() {
        if let (Some(last), Some(r)) = (game.moves.last(), tag_result.as_deref()) {
            if last == r && !r.is_empty() {
                game.result = game.moves.pop();
            }
        }
    }
    if game.fen.is_none() {
        let setup_off = game.tag("SetUp").is_some_and(|v| v.trim() == "0");
        if !setup_off {
            game.fen = game
                .tag("FEN")
                .map(|f| f.trim().to_string())
                .filter(|f| !f.is_empty());
        }
    }
    game.variant = variant_of_tags(game).ok().flatten();
}

#[cfg(test)]
mod tests {
    use super::{read, read_games};

    #[test]
    fn games_split_at_results_and_at_tags_after_moves() {
        let text = "[Event \"a\"]\n1. 32-28 19-23 2-0\n[Event \"b\"]\n1. 33-29\n\
                    [Event \"c\"]\n[Site \"x\"]\n[Event \"d\"]\n1. 31-27 *\n1. 34-30 1-1";
        let games = read(text).unwrap();
        let events: Vec<_> = games.iter().map(|g| g.tag("Event")).collect();
        assert_eq!(
            events,
            vec![Some("a"), Some("b"), Some("c"), Some("d"), None]
        );
        assert_eq!(games[0].moves, vec!["32-28", "19-23"]);
        assert_eq!(games[0].result.as_deref(), Some("2-0"));
        assert_eq!(games[1].result, None);
        assert!(games[2].moves.is_empty());
        assert_eq!(games[3].line, 7);
        assert_eq!(games[4].moves, vec!["34-30"]);
    }

    #[test]
    fn padded_squares_match_scores_and_placeholders() {
        let text = "[Result \"4-6\"]\n01. 34-29  1- 6 02. 16x 7 4-6\n\
                    [Result \"-\"]\n1. - - 2. - -";
        let games = read(text).unwrap();
        assert_eq!(games[0].moves, vec!["34-29", "1-6", "16x7"]);
        assert_eq!(games[0].result.as_deref(), Some("4-6"));
        assert_eq!(games[1].moves, vec!["-"; 3]);
        assert_eq!(games[1].result.as_deref(), Some("-"));
        assert!(read("1. 32-").is_err());
    }

    #[test]
    fn free_text_game_headings_and_cr_line_ends() {
        let text = "GAME 1\n\n1.c3-b4 a5xc3 2.d2xb4 e5xg7# White won (a - b)\n\
                    GAME 2\n1.c3-d4 * e5xc3 2.b2xd4";
        let games = read(text).unwrap();
        assert_eq!(games.len(), 2);
        // Words that are not moves are kept, so that replaying names them (never skipped).
        assert_eq!(
            games[0].moves,
            vec!["c3-b4", "a5xc3", "d2xb4", "e5xg7", "White", "won"]
        );
        assert_eq!(games[1].moves, vec!["c3-d4", "e5xc3", "b2xd4"]);
        let games = read("1. a1-b2 *\n2. b2-c3 *\n1. a1-b2 *").unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].moves, vec!["a1-b2", "b2-c3"]);
        let games = read("% comment\r[Event \"a\"]\r1. 32-28 *\r").unwrap();
        assert_eq!(games[0].moves, vec!["32-28"]);
        assert_eq!(games[0].line, 2);
    }

    #[test]
    fn words_the_move_reader_reads_are_moves_and_the_others_are_kept_to_fail() {
        use crate::Variant;
        let games = read("1. C3-B4 b6 d4 2. b4xc5 d6–b4 hello 32 28").unwrap();
        assert_eq!(
            games[0].moves,
            vec!["C3-B4", "b6 d4", "b4xc5", "d6–b4", "hello", "32 28"]
        );
        let games = read("1. c3-d4 hello b6-a5").unwrap();
        let f = super::super::replay(&games[0], Variant::Russian).unwrap_err();
        assert_eq!(f.ply, 1);
        assert!(
            f.to_string()
                .starts_with("ply 2 (1... hello): 'hello' is not a move: "),
            "{f}"
        );
    }

    #[test]
    fn a_syntax_error_costs_only_its_game() {
        let text = "[Event \"a\"]\n1. 32-28 *\n\n[Event \"b\"]\n1. 32-28 { x { y } }\n\n\
                    [Event \"c\"]\n1. 32-28 *\n";
        let games = read_games(text);
        assert_eq!(games.len(), 3);
        assert_eq!(games[0].as_ref().unwrap().tag("Event"), Some("a"));
        let e = games[1].as_ref().unwrap_err();
        assert_eq!((e.line, e.column), (5, 14));
        let c = games[2].as_ref().unwrap();
        assert_eq!(c.tag("Event"), Some("c"));
        assert_eq!(c.line, 7);
    }
}
