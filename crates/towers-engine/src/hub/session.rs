//! The engine's side of a Hub conversation, without I/O: each command either answers with
//! lines or asks the caller (which owns the engine and its thread) to act.

use super::command::{Command, Level, Mode};
use super::report::error;
use super::syntax::line;
use super::{board, budget, moves};
use crate::Limits;
use towers_rules::{Game, Position};

/// The only variant towers plays under Hub (Hub's name for international draughts).
pub const NORMAL: &str = "normal";

/// What the caller does with a command.
#[derive(Debug)]
pub enum Action {
    /// Write these lines (maybe none).
    Say(Vec<String>),
    /// Start a search (on its own thread; `done` comes when it ends). Boxed: a game is large.
    Search(Box<Search>),
    /// Forget what the engine learned (a new, empty table).
    NewGame,
    /// Answer `pong`, also during a search.
    Pong,
    /// Stop the running search now.
    Stop,
    /// The expected move came: a ponder search now keeps to its budget.
    PonderHit,
    /// Stop searching and leave.
    Quit,
}

/// A search to run.
#[derive(Debug)]
pub struct Search {
    /// The game, its history included (for repetitions and the draw rules).
    pub game: Game,
    /// What it may spend (none for a ponder search until `ponder-hit`, and for `infinite`).
    pub limits: Limits,
    /// The limits once `ponder-hit` comes (those of the level).
    pub after_hit: Limits,
    pub mode: Mode,
}

/// The state a GUI has set: the game to search and the level.
#[derive(Debug)]
pub struct Session {
    game: Game,
    level: Level,
}

impl Default for Session {
    fn default() -> Session {
        Session::new()
    }
}

impl Session {
    /// The initial position, one second a move.
    pub fn new() -> Session {
        Session {
            game: Game::new(board::VARIANT),
            level: Level::MoveTime(std::time::Duration::from_secs(1)),
        }
    }

    /// What to do for `command`.
    pub fn handle(&mut self, command: Command) -> Action {
        match command {
            Command::Hub => Action::Say(vec![
                line(
                    "id",
                    &[
                        ("name", "towers".to_string()),
                        ("version", env!("CARGO_PKG_VERSION").to_string()),
                    ],
                ),
                line(
                    "param",
                    &[
                        ("name", "variant".to_string()),
                        ("value", NORMAL.to_string()),
                        ("type", "enum".to_string()),
                        ("values", NORMAL.to_string()),
                    ],
                ),
                "wait".to_string(),
            ]),
            Command::SetParam { name, value } => Action::Say(match name.as_str() {
                "variant" if value == NORMAL => vec![],
                "variant" => vec![error(&format!(
                    "variant {value} is not played; towers plays {NORMAL} (international draughts)"
                ))],
                other => vec![error(&format!("unknown parameter {other}"))],
            }),
            Command::Init => Action::Say(vec!["ready".to_string()]),
            Command::NewGame => Action::NewGame,
            Command::Pos { pos, moves } => Action::Say(match set_game(&pos, &moves) {
                Ok(game) => {
                    self.game = game;
                    vec![]
                }
                Err(why) => vec![error(&why)],
            }),
            Command::Level(level) => {
                self.level = level;
                Action::Say(vec![])
            }
            Command::Go(mode) => {
                if self.game.position().legal_moves().is_empty() {
                    return Action::Say(vec![error("no legal move in this position")]);
                }
                let limits = budget::limits(&self.level);
                Action::Search(Box::new(Search {
                    game: self.game.clone(),
                    limits: if mode == Mode::Ponder {
                        Limits::default()
                    } else {
                        limits
                    },
                    after_hit: limits,
                    mode,
                }))
            }
            Command::PonderHit => Action::PonderHit,
            Command::Stop => Action::Stop,
            Command::Ping => Action::Pong,
            Command::Quit => Action::Quit,
        }
    }
}

/// The game from the Hub position `pos` with `moves` played, or why not.
fn set_game(pos: &str, played: &[String]) -> Result<Game, String> {
    let start: Position = board::read(pos).map_err(|e| format!("pos: {e}"))?;
    let mut game = Game::from_position(start);
    for (i, text) in played.iter().enumerate() {
        let mv = moves::read(game.position(), text).map_err(|e| format!("move {}: {e}", i + 1))?;
        game.play(mv);
    }
    Ok(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hub::command::parse;
    use towers_rules::fen;

    const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

    fn say(session: &mut Session, text: &str) -> Vec<String> {
        match session.handle(parse(text).unwrap()) {
            Action::Say(lines) => lines,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn initialisation_declares_the_variant() {
        let mut s = Session::new();
        let lines = say(&mut s, "hub");
        assert!(lines[0].starts_with("id name=towers version="), "{lines:?}");
        assert_eq!(
            lines[1],
            "param name=variant value=normal type=enum values=normal"
        );
        assert_eq!(lines[2], "wait");
        assert!(say(&mut s, "set-param name=variant value=normal").is_empty());
        let refused = say(&mut s, "set-param name=variant value=frisian");
        assert!(
            refused[0].starts_with("error message=\"variant frisian"),
            "{refused:?}"
        );
        assert_eq!(say(&mut s, "init"), ["ready"]);
    }

    #[test]
    fn a_position_with_moves_is_searched_with_its_history() {
        let mut s = Session::new();
        assert!(say(
            &mut s,
            &format!(r#"pos pos={START} moves="32-28 19-23 28x19""#)
        )
        .is_empty());
        say(&mut s, "level move-time=0.1");
        let Action::Search(search) = s.handle(parse("go think").unwrap()) else {
            panic!("no search");
        };
        assert_eq!(search.game.moves().len(), 3);
        assert_eq!(
            fen::write(search.game.position()),
            fen::write(
                &board::read(START)
                    .unwrap()
                    .play(&moves::read(&board::read(START).unwrap(), "32-28").unwrap())
                    .play(&search.game.moves()[1])
                    .play(&search.game.moves()[2])
            )
        );
        assert_eq!(
            search.limits.time,
            Some(std::time::Duration::from_millis(100))
        );
    }

    #[test]
    fn a_bad_position_or_move_changes_nothing() {
        let mut s = Session::new();
        say(&mut s, &format!(r#"pos pos={START} moves="32-28""#));
        let e = say(&mut s, &format!(r#"pos pos={START} moves="32-28 31-27""#));
        assert!(e[0].starts_with("error message=\"move 2: 31-27"), "{e:?}");
        let e = say(&mut s, "pos pos=Wbbb");
        assert!(e[0].starts_with("error message=\"pos: "), "{e:?}");
        let Action::Search(search) = s.handle(parse("go think").unwrap()) else {
            panic!("no search");
        };
        assert_eq!(search.game.moves().len(), 1);
    }

    #[test]
    fn pondering_waits_for_the_hit() {
        let mut s = Session::new();
        say(&mut s, "level move-time=0.2");
        let Action::Search(search) = s.handle(parse("go ponder").unwrap()) else {
            panic!("no search");
        };
        assert_eq!(search.limits, Limits::default());
        assert_eq!(
            search.after_hit.time,
            Some(std::time::Duration::from_millis(200))
        );
    }

    #[test]
    fn no_search_without_a_move() {
        let mut s = Session::new();
        // White to move with no piece.
        let empty = format!("W{}b{}", "e".repeat(10), "e".repeat(39));
        say(&mut s, &format!("pos pos={empty}"));
        let e = say(&mut s, "go think");
        assert!(e[0].starts_with("error"), "{e:?}");
    }
}
