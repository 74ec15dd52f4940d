//! Replaying every game of a file and saying, game by game, whether it replays: what
//! `towers replay --pdn FILE` prints.

use std::fmt;

use super::{acf, read_games, replay, PdnGame};
use crate::bom::skip_bom;
use crate::{Color, Game, Outcome, Variant};

/// How one game of a file went.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// 1-based number of the game in the file.
    pub number: usize,
    /// 1-based line where it starts (0 if unknown).
    pub line: usize,
    /// `White - Black`, if tagged.
    pub players: Option<String>,
    /// The plies replayed, or why the game could not be read or replayed.
    pub outcome: Result<usize, String>,
    /// Set when the game replays to a position the rules end (no legal move) but the recorded
    /// result says otherwise.
    pub note: Option<String>,
}

impl fmt::Display for GameReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.number)?;
        if let Some(p) = &self.players {
            write!(f, " ({p})")?;
        }
        match &self.outcome {
            Ok(_) => {
                write!(f, ": ok")?;
                match &self.note {
                    Some(note) => write!(f, " (note: {note})"),
                    None => Ok(()),
                }
            }
            Err(why) => write!(f, " (line {}): {why}", self.line),
        }
    }
}

/// Replays every game of `text` (PDN, or the ACF one-game-per-line format when the text looks
/// like it) in its tagged variant or `default`.
pub fn replay_text(text: &str, default: Variant) -> Vec<GameReport> {
    let text = skip_bom(text);
    if acf::looks_like_acf(text) {
        return acf::read(text)
            .into_iter()
            .enumerate()
            .map(|(i, g)| match g {
                Ok(g) => {
                    let game = PdnGame {
                        line: g.line,
                        moves: g.moves,
                        result: g.result,
                        ..PdnGame::default()
                    };
                    report(i + 1, &game, default)
                }
                Err(e) => failed(i + 1, e.line, e.to_string()),
            })
            .collect();
    }
    read_games(text)
        .into_iter()
        .enumerate()
        .map(|(i, g)| match g {
            Ok(g) => report(i + 1, &g, default),
            Err(e) => failed(i + 1, e.line, format!("syntax error: {e}")),
        })
        .collect()
}

fn failed(number: usize, line: usize, why: String) -> GameReport {
    GameReport {
        number,
        line,
        players: None,
        outcome: Err(why),
        note: None,
    }
}

fn report(number: usize, game: &PdnGame, default: Variant) -> GameReport {
    let replayed = replay(game, default);
    let recorded = game.result.as_deref().or(game.tag("Result"));
    GameReport {
        number,
        line: game.line,
        players: game.players(),
        note: replayed
            .as_ref()
            .ok()
            .and_then(|g| result_note(g, recorded)),
        outcome: replayed.map(|g| g.moves().len()).map_err(|f| f.to_string()),
    }
}

/// A note when the final position is lost by the rules for the side to move but the recorded
/// result (`1-0`/`2-0` White wins, `0-1`/`0-2` Black wins) does not say so.
fn result_note(game: &Game, recorded: Option<&str>) -> Option<String> {
    let outcome = game.outcome()?;
    let Outcome::Win { winner, .. } = outcome else {
        return None;
    };
    let recorded = recorded.map(str::trim).unwrap_or("no result");
    let agrees = match winner {
        Color::White => matches!(recorded, "1-0" | "2-0"),
        Color::Black => matches!(recorded, "0-1" | "0-2"),
    };
    (!agrees)
        .then(|| format!("the game ends by the rules ({outcome}), but the record says {recorded}"))
}
