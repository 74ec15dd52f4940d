//! Tokens to games: a game is its tags, then its move text, up to a result (the game
//! terminator), the next tag after move text, or the end of the file.

use super::lexer::{self, Kind, Token};
use super::words::{self, Word};
use super::{variant_of_tags, PdnError, PdnGame};

/// Reads every game of `text`. Games that have a syntax error come back as `Err` in their
/// place; reading resumes at the next line starting with `[`.
pub fn read_games(text: &str) -> Vec<Result<PdnGame, PdnError>> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut line_offset = 0usize;
    loop {
        match lexer::tokens(rest) {
            Ok(tokens) => {
                let mut games = Builder::default().games(&tokens, line_offset);
                out.append(&mut games);
                return out;
            }
            Err(mut e) => {
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
    /// Anything of the game seen yet (tags, moves, a result).
    started: bool,
    /// Move text (moves, move numbers) seen: a tag now starts a new game.
    in_moves: bool,
    /// A padded move such as `1-` waiting for its second square.
    open: Option<(String, usize, usize)>,
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
        self.started = false;
        self.in_moves = false;
        self.open = None;
    }

    fn begin(&mut self, line: usize) {
        if !self.started {
            self.started = true;
            self.game.line = line;
        }
    }

    fn finish(&mut self) {
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
                what: format!("move '{text}' has no second square"),
            }),
            None => Ok(()),
        }
    }

    fn token(&mut self, t: &Token, next: Option<&Token>, line: usize) -> Result<(), PdnError> {
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
                if self.in_moves || self.game.tag(name).is_some() {
                    self.finish();
                }
                self.begin(line);
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
            Some((_, rest)) => {
                self.begin(line);
                self.in_moves = true;
                rest
            }
            None => w,
        };
        if rest.is_empty() {
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
                    "line {line}: free text '{rest}' glued to move {text}, ignored"
                ));
            }
            Word::Placeholder => {
                self.begin(line);
                self.in_moves = true;
                self.game.moves.push("-".to_string());
            }
            Word::Skip => {}
            Word::FreeText(text) => {
                if self.started {
                    self.game
                        .warnings
                        .push(format!("line {line}: free text '{text}' ignored"));
                }
            }
        }
        Ok(())
    }

    /// A `*` followed on the same line by more move text of the game marks a promotion
    /// (Lasca sites write `g5xe7 * f4-e3`), not the end of the game.
    fn star_is_promotion_mark(&self, t: &Token, next: Option<&Token>) -> bool {
        let Some(next) = next else {
            return false;
        };
        if next.line != t.line || self.game.moves.is_empty() {
            return false;
        }
        match &next.kind {
            Kind::Word(w) => {
                let rest = words::split_move_number(w).map_or(w.as_str(), |(_, r)| r);
                matches!(words::classify(rest), Word::Move { .. }) || rest.is_empty()
            }
            _ => false,
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
