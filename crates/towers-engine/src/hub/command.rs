//! The commands a Hub GUI sends, typed; arguments the engine does not know are ignored, as
//! the protocol asks.

use std::time::Duration;

use super::syntax::{self, SyntaxError, Words};
use towers_rules::quote::clip;

/// One command from the GUI.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `hub`: say who the engine is and what it can set.
    Hub,
    /// `set-param name=... value=...`.
    SetParam { name: String, value: String },
    /// `init`: ready to play.
    Init,
    /// `new-game`: the next search has nothing to do with the last ones.
    NewGame,
    /// `pos pos=... [moves="..."]`: the position (Hub text) and the moves played from it.
    Pos { pos: String, moves: Vec<String> },
    /// `level ...`: the limit of the next searches.
    Level(Level),
    /// `go think|ponder|analyze`.
    Go(Mode),
    /// `ponder-hit`: the expected move was played.
    PonderHit,
    /// `stop`: answer now.
    Stop,
    /// `ping`.
    Ping,
    /// `quit`.
    Quit,
}

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Level {
    /// `level depth=N`.
    Depth(u8),
    /// `level nodes=N`.
    Nodes(u64),
    /// `level move-time=S`.
    MoveTime(Duration),
    /// `level [moves=N] time=S [inc=S]`: the time left on the clock for `moves` moves (all
    /// the game's when absent), `inc` added before every move.
    Clock {
        moves: Option<u32>,
        time: Duration,
        inc: Duration,
    },
    /// `level infinite`: until `stop`.
    Infinite,
}

/// How `go` searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A move to play.
    Think,
    /// The expected opponent's move is in the position; the clock starts at `ponder-hit`.
    Ponder,
    /// Analysis: the score and line matter, not a move to play.
    Analyze,
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    #[error("unknown command '{0}'")]
    Unknown(String),
    #[error("{command} needs {what}")]
    Missing {
        command: &'static str,
        what: &'static str,
    },
    #[error("{name}={value}: {why}")]
    Value {
        name: &'static str,
        value: String,
        why: &'static str,
    },
}

/// Reads one line from the GUI.
pub fn parse(line: &str) -> Result<Command, CommandError> {
    let words = syntax::split(line)?;
    Ok(match words.command.as_str() {
        "hub" => Command::Hub,
        "init" => Command::Init,
        "new-game" => Command::NewGame,
        "ponder-hit" => Command::PonderHit,
        "stop" => Command::Stop,
        "ping" => Command::Ping,
        "quit" => Command::Quit,
        "set-param" => Command::SetParam {
            name: required(&words, "set-param", "name", "name=")?.to_string(),
            value: words.get("value").unwrap_or("").to_string(),
        },
        "pos" => Command::Pos {
            pos: required(&words, "pos", "pos", "pos=")?.to_string(),
            moves: words
                .get("moves")
                .unwrap_or("")
                .split_whitespace()
                .map(str::to_string)
                .collect(),
        },
        "level" => Command::Level(level(&words)?),
        "go" => Command::Go(if words.has("analyze") {
            Mode::Analyze
        } else if words.has("ponder") {
            Mode::Ponder
        } else if words.has("think") {
            Mode::Think
        } else {
            return Err(CommandError::Missing {
                command: "go",
                what: "think, ponder or analyze",
            });
        }),
        other => return Err(CommandError::Unknown(clip(other).to_string())),
    })
}

fn required<'w>(
    words: &'w Words,
    command: &'static str,
    name: &str,
    what: &'static str,
) -> Result<&'w str, CommandError> {
    words
        .get(name)
        .ok_or(CommandError::Missing { command, what })
}

/// The limit of a `level` line.
fn level(words: &Words) -> Result<Level, CommandError> {
    if words.has("infinite") {
        return Ok(Level::Infinite);
    }
    if let Some(v) = words.get("depth") {
        return number("depth", v).map(Level::Depth);
    }
    if let Some(v) = words.get("nodes") {
        return number("nodes", v).map(Level::Nodes);
    }
    if let Some(v) = words.get("move-time") {
        return seconds("move-time", v).map(Level::MoveTime);
    }
    if let Some(v) = words.get("time") {
        return Ok(Level::Clock {
            time: seconds("time", v)?,
            moves: words.get("moves").map(|m| number("moves", m)).transpose()?,
            inc: words
                .get("inc")
                .map(|i| seconds("inc", i))
                .transpose()?
                .unwrap_or_default(),
        });
    }
    Err(CommandError::Missing {
        command: "level",
        what: "depth=, nodes=, move-time=, time= or infinite",
    })
}

fn number<T: std::str::FromStr>(name: &'static str, value: &str) -> Result<T, CommandError> {
    value.parse().map_err(|_| CommandError::Value {
        name,
        value: clip(value).to_string(),
        why: "not a whole number in range",
    })
}

/// Seconds (a real number, at least 0) as a duration.
fn seconds(name: &'static str, value: &str) -> Result<Duration, CommandError> {
    value
        .parse::<f64>()
        .ok()
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .ok_or_else(|| CommandError::Value {
            name,
            value: clip(value).to_string(),
            why: "not a number of seconds",
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_commands_of_a_game() {
        assert_eq!(parse("hub"), Ok(Command::Hub));
        assert_eq!(
            parse("set-param name=variant value=normal"),
            Ok(Command::SetParam {
                name: "variant".into(),
                value: "normal".into()
            })
        );
        assert_eq!(
            parse(r#"pos pos=Wbe moves="32-28 17-22" extra=1"#),
            Ok(Command::Pos {
                pos: "Wbe".into(),
                moves: vec!["32-28".into(), "17-22".into()]
            })
        );
        assert_eq!(parse("go think"), Ok(Command::Go(Mode::Think)));
        assert_eq!(parse("go analyze"), Ok(Command::Go(Mode::Analyze)));
        assert_eq!(parse("ping"), Ok(Command::Ping));
    }

    #[test]
    fn reads_every_level() {
        assert_eq!(
            parse("level depth=12"),
            Ok(Command::Level(Level::Depth(12)))
        );
        assert_eq!(
            parse("level nodes=5000"),
            Ok(Command::Level(Level::Nodes(5000)))
        );
        assert_eq!(
            parse("level move-time=0.25"),
            Ok(Command::Level(Level::MoveTime(Duration::from_millis(250))))
        );
        assert_eq!(
            parse("level moves=9 time=291.5 inc=2"),
            Ok(Command::Level(Level::Clock {
                moves: Some(9),
                time: Duration::from_millis(291_500),
                inc: Duration::from_secs(2)
            }))
        );
        assert_eq!(
            parse("level time=60"),
            Ok(Command::Level(Level::Clock {
                moves: None,
                time: Duration::from_secs(60),
                inc: Duration::ZERO
            }))
        );
        assert_eq!(parse("level infinite"), Ok(Command::Level(Level::Infinite)));
    }

    #[test]
    fn refuses_bad_lines_with_the_reason() {
        assert_eq!(parse("fly"), Err(CommandError::Unknown("fly".into())));
        assert!(matches!(parse("go"), Err(CommandError::Missing { .. })));
        assert!(matches!(
            parse("pos moves=32-28"),
            Err(CommandError::Missing { .. })
        ));
        assert!(matches!(parse("level"), Err(CommandError::Missing { .. })));
        for bad in [
            "level depth=300",
            "level depth=-1",
            "level move-time=-1",
            "level time=abc",
        ] {
            assert!(
                matches!(parse(bad), Err(CommandError::Value { .. })),
                "{bad}"
            );
        }
        assert_eq!(
            parse(r#"pos pos="W"#),
            Err(CommandError::Syntax(SyntaxError::Quotes))
        );
        assert_eq!(parse(""), Err(CommandError::Syntax(SyntaxError::Empty)));
    }
}
