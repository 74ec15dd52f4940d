//! Replaying every game of a file and saying, game by game, whether it replays: what
//! `towers replay --pdn FILE` prints.

use std::fmt;

use super::{acf, read_games, replay, PdnGame};
use crate::rules::Variant;

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
}

impl fmt::Display for GameReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.number)?;
        if let Some(p) = &self.players {
            write!(f, " ({p})")?;
        }
        match &self.outcome {
            Ok(_) => write!(f, ": ok"),
            Err(why) => write!(f, " (line {}): {why}", self.line),
        }
    }
}

/// Replays every game of `text` (PDN, or the ACF one-game-per-line format when the text looks
/// like it) in its tagged variant or `default`.
pub fn replay_text(text: &str, default: Variant) -> Vec<GameReport> {
    if acf::looks_like_acf(text) {
        return acf::read(text)
            .into_iter()
            .enumerate()
            .map(|(i, g)| {
                let (line, outcome) = match g {
                    Ok(g) => {
                        let game = PdnGame {
                            line: g.line,
                            moves: g.moves,
                            result: g.result,
                            ..PdnGame::default()
                        };
                        (
                            g.line,
                            replay(&game, default)
                                .map(|game| game.moves().len())
                                .map_err(|f| f.to_string()),
                        )
                    }
                    Err(e) => (e.line, Err(e.to_string())),
                };
                GameReport {
                    number: i + 1,
                    line,
                    players: None,
                    outcome,
                }
            })
            .collect();
    }
    read_games(text)
        .into_iter()
        .enumerate()
        .map(|(i, g)| match g {
            Ok(g) => GameReport {
                number: i + 1,
                line: g.line,
                players: g.players(),
                outcome: replay(&g, default)
                    .map(|game| game.moves().len())
                    .map_err(|f| f.to_string()),
            },
            Err(e) => GameReport {
                number: i + 1,
                line: e.line,
                players: None,
                outcome: Err(format!("syntax error: {e}")),
            },
        })
        .collect()
}
