//! The local console: a game in the terminal with the same service as Discord. Either both
//! players sit at the keyboard (each command acts for the player to move), or one plays
//! against the bot (`--vs-bot LEVEL`), which answers each move by itself.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use crate::service::api::{
    locale, ColorChoice, GameService, Lang, Level, Message, PieceSymbols, Player, PuzzleChoice,
    PuzzleTheme, Reply, RuleOptions, ServiceError, Setup, Turn, Variant,
};

mod learn;
mod words;
use words::{for_console, plain_text, without_slashes};

/// The two local players.
pub fn players() -> (Player, Player) {
    (
        Player {
            id: 1,
            name: words::WHITE.to_string(),
        },
        Player {
            id: 2,
            name: words::BLACK.to_string(),
        },
    )
}

/// The human player of a game against the bot.
pub fn human() -> Player {
    Player {
        id: 1,
        name: words::HUMAN.to_string(),
    }
}

/// The bot, as the console's games name it.
pub fn bot_player() -> Player {
    Player {
        id: 3,
        name: "towers".to_string(),
    }
}

/// The bot opponent of console games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BotOpponent {
    pub level: Level,
    /// The human's colour.
    pub color: ColorChoice,
}

/// Console settings.
pub struct Console {
    /// The channel id the console's game is stored under.
    pub channel: u64,
    /// Variant of new games.
    pub variant: Variant,
    /// Rule options of new games (checked against the variant when a game starts).
    pub options: RuleOptions,
    /// Play new games against the bot.
    pub bot: Option<BotOpponent>,
    /// Where the board PNG is written after each command that shows the board.
    pub png: PathBuf,
    /// The language the service's messages are shown in.
    pub lang: Lang,
}

/// The console's commands (message `console-help`), with `example` (a move of the game, see
/// [`GameService::move_example`]) as the example, so that numeric variants show `32-28`
/// rather than `c3-d4`.
fn help(example: &str) -> Message {
    Message::new("console-help").text("example", example)
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
}

impl Console {
    /// Runs the console loop until `quit` or end of input. Resumes the channel's stored game
    /// if there is one, else starts one.
    pub fn run(
        &self,
        service: &GameService,
        input: impl BufRead,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        if service.active_game(self.channel)?.is_some() {
            self.say(out, Message::new("console-resuming"))?;
            // Stopped while the bot was thinking: the board's reply carries the bot's turn,
            // and it moves now.
            self.show(service, out, service.board(self.channel, now()), true)?;
        } else {
            self.new_game(service, out, self.variant)?;
        }
        self.say(
            out,
            help(&service.move_example(self.channel, self.variant)?),
        )?;
        for line in input.lines() {
            let line = line?;
            let line = line.trim();
            let (command, rest) = line.split_once(' ').unwrap_or((line, ""));
            let (white, black) = players();
            let to_move = service.player_to_move(self.channel)?;
            let in_bot_game = service
                .active_game(self.channel)?
                .is_some_and(|g| g.bot.is_some());
            let mover = if in_bot_game {
                human()
            } else {
                to_move.clone().unwrap_or(white.clone())
            };
            let other = if mover.id == white.id { black } else { white };
            let result = match command {
                "" => continue,
                "quit" | "exit" => break,
                "help" => {
                    self.say(
                        out,
                        help(&service.move_example(self.channel, self.variant)?),
                    )?;
                    continue;
                }
                "new" => {
                    let Some(variant) = self.variant_named(out, rest, self.variant)? else {
                        continue;
                    };
                    if to_move.is_some() {
                        self.say(out, Message::new("console-game-in-progress"))?;
                    } else {
                        self.new_game(service, out, variant)?;
                    }
                    continue;
                }
                "rules" => {
                    let default = self.current_variant(service)?;
                    let Some(variant) = self.variant_named(out, rest, default)? else {
                        continue;
                    };
                    writeln!(out, "{}", plain_text(&locale::rules_in(self.lang, variant)))?;
                    continue;
                }
                "board" if to_move.is_none() => {
                    self.last_board(service, out)?;
                    continue;
                }
                "board" => service.board(self.channel, now()),
                "moves" => {
                    self.list_moves(service, out)?;
                    continue;
                }
                "resign" => service.resign(self.channel, &mover, now(), None),
                "draw" => match service.draw(self.channel, &mover, now(), None) {
                    Err(ServiceError::Refused(_)) if !in_bot_game => {
                        service.draw(self.channel, &other, now(), None)
                    }
                    other => other,
                },
                "hint" => match service.hint(self.channel, &mover) {
                    Ok(reply) => {
                        self.say(out, reply.message)?;
                        continue;
                    }
                    Err(e) => Err(e),
                },
                "puzzle" => {
                    let Some(choice) = self.puzzle_named(out, rest)? else {
                        continue;
                    };
                    let reply =
                        service
                            .puzzles()
                            .puzzle(self.channel, None, &human(), choice, now());
                    self.show_puzzle(service, out, reply)?;
                    continue;
                }
                "solve" => {
                    let reply = service
                        .puzzles()
                        .solve(self.channel, None, &human(), rest, now());
                    self.show_puzzle(service, out, reply)?;
                    continue;
                }
                "learn" => {
                    self.learn(service, out, rest)?;
                    continue;
                }
                _ if service.lessons().is_open(human().id)? => {
                    self.learn_move(service, out, if command == "move" { rest } else { line })?;
                    continue;
                }
                _ if service
                    .puzzles()
                    .has_open_puzzle(self.channel, human().id)? =>
                {
                    let text = if command == "move" { rest } else { line };
                    let reply = service
                        .puzzles()
                        .solve(self.channel, None, &human(), text, now());
                    self.show_puzzle(service, out, reply)?;
                    continue;
                }
                "move" => service.play(self.channel, &mover, rest, now()),
                _ => service.play(self.channel, &mover, line, now()),
            };
            self.show(service, out, result, command == "board")?;
        }
        Ok(())
    }

    fn new_game(
        &self,
        service: &GameService,
        out: &mut impl Write,
        variant: Variant,
    ) -> anyhow::Result<()> {
        let setup = Setup {
            variant,
            options: self.options,
            color: self.bot.map_or(ColorChoice::White, |b| b.color),
            guild: None,
        };
        let reply = match self.bot {
            Some(bot) => service.start_bot_game(
                self.channel,
                &human(),
                &bot_player(),
                bot.level,
                setup,
                now(),
            ),
            None => {
                let (white, black) = players();
                match service.challenge_with(self.channel, &white, &black, setup, now()) {
                    Ok(_) => service.accept(self.channel, &black, now(), None),
                    Err(e) => Err(e),
                }
            }
        };
        self.show(service, out, reply, true)
    }

    /// The variant of the game in progress, else the variant of new games.
    fn current_variant(&self, service: &GameService) -> anyhow::Result<Variant> {
        Ok(service
            .active_game(self.channel)?
            .map(|record| record.variant)
            .unwrap_or(self.variant))
    }

    fn list_moves(&self, service: &GameService, out: &mut impl Write) -> anyhow::Result<()> {
        match service.legal_moves(self.channel)? {
            Some(moves) => writeln!(out, "{}", moves.join(" "))?,
            None => self.say(out, Message::new("console-no-game"))?,
        }
        Ok(())
    }

    /// Writes `message` in the console's words and language ([`words`]).
    fn say(&self, out: &mut impl Write, message: Message) -> anyhow::Result<()> {
        let text = for_console(message).render(self.lang);
        writeln!(out, "{}", without_slashes(&text))?;
        Ok(())
    }

    /// The variant `arg` names, or `default` when it names none; an unknown name is said
    /// (`console-unknown-variant`) and gives `None`.
    fn variant_named(
        &self,
        out: &mut impl Write,
        arg: &str,
        default: Variant,
    ) -> anyhow::Result<Option<Variant>> {
        if arg.is_empty() {
            return Ok(Some(default));
        }
        match arg.parse() {
            Ok(variant) => Ok(Some(variant)),
            Err(_) => {
                let known: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                self.say(
                    out,
                    Message::new("console-unknown-variant")
                        .text("name", arg)
                        .text("known", known.join(", ")),
                )?;
                Ok(None)
            }
        }
    }

    /// The puzzle `args` ask for: words naming a variant, a theme (`shot`, `king_ending`, ...)
    /// and a number in the set, in any order, each optional; an unknown word is said and
    /// gives `None`.
    fn puzzle_named(
        &self,
        out: &mut impl Write,
        args: &str,
    ) -> anyhow::Result<Option<PuzzleChoice>> {
        let mut choice = PuzzleChoice::default();
        for word in args.split_whitespace() {
            if let Ok(variant) = word.parse() {
                choice.variant = Some(variant);
            } else if let Ok(number) = word.parse() {
                choice.number = Some(number);
            } else if let Ok(theme) = word.replace('-', "_").parse() {
                choice.theme = Some(theme);
            } else {
                let known: Vec<&str> = PuzzleTheme::ALL.iter().map(|t| t.name()).collect();
                self.say(
                    out,
                    Message::new("console-unknown-theme")
                        .text("name", word)
                        .text("known", known.join(", ")),
                )?;
                return Ok(None);
            }
        }
        if choice.variant.is_none() {
            choice.variant = Some(self.variant);
        }
        Ok(Some(choice))
    }

    /// Says a puzzle's `result` (or its refusal), with the puzzle's text board while it is
    /// open and the picture when the reply has one.
    fn show_puzzle(
        &self,
        service: &GameService,
        out: &mut impl Write,
        result: Result<Reply, ServiceError>,
    ) -> anyhow::Result<()> {
        match result {
            Ok(reply) => {
                self.say(out, reply.message)?;
                let symbols = PieceSymbols::of(self.lang);
                if let Some(board) =
                    service
                        .puzzles()
                        .puzzle_board_text(self.channel, human().id, &symbols)?
                {
                    writeln!(out, "{board}")?;
                }
                if let Some(png) = &reply.image {
                    std::fs::write(&self.png, png)?;
                    self.say(
                        out,
                        Message::new("console-board-picture")
                            .text("path", self.png.display().to_string()),
                    )?;
                }
            }
            Err(ServiceError::Refused(why)) => self.say(out, why)?,
            Err(e) => return Err(e.into()),
        }
        out.flush()?;
        Ok(())
    }

    /// The text board of the channel's game from the console player's side, with the
    /// symbols' legend when `legend`, if the channel has a game (in progress, or the last
    /// finished one); whether it had one.
    fn write_board(
        &self,
        service: &GameService,
        out: &mut impl Write,
        legend: bool,
    ) -> anyhow::Result<bool> {
        let symbols = PieceSymbols::of(self.lang);
        let Some(board) = service.board_text(self.channel, &symbols, human().id)? else {
            return Ok(false);
        };
        writeln!(out, "{board}")?;
        if !legend {
            return Ok(true);
        }
        self.say(
            out,
            Message::new("console-board-legend")
                .text("white_man", symbols.white_man)
                .text("white_king", symbols.white_king)
                .text("black_man", symbols.black_man)
                .text("black_king", symbols.black_king),
        )?;
        Ok(true)
    }

    /// `board` with no game in progress: the last game's final position, if there was one.
    fn last_board(&self, service: &GameService, out: &mut impl Write) -> anyhow::Result<()> {
        let mut board = Vec::new();
        if self.write_board(service, &mut board, true)? {
            self.say(out, Message::new("console-final-position"))?;
            out.write_all(&board)?;
        } else {
            self.say(out, Message::new("console-no-game"))?;
        }
        Ok(())
    }

    /// Says `result` (a reply, with the bot's answer when the bot is to move, or a refusal),
    /// with the text board and the picture when the reply has one, and the board's legend
    /// when `legend`.
    fn show(
        &self,
        service: &GameService,
        out: &mut impl Write,
        result: Result<Reply, ServiceError>,
        legend: bool,
    ) -> anyhow::Result<()> {
        let result = match result.map(|reply| service.turn(self.channel, reply)) {
            Ok(Turn {
                reply,
                bot: Some(bot),
            }) => {
                self.say(out, reply.message)?;
                self.say(out, Message::new("console-bot-thinking"))?;
                out.flush()?;
                bot.run_after_lead()
            }
            Ok(Turn { reply, bot: None }) => Ok(reply),
            Err(e) => Err(e),
        };
        match result {
            Ok(reply) => {
                self.say(out, reply.message)?;
                if let Some(png) = &reply.image {
                    self.write_board(service, out, legend)?;
                    std::fs::write(&self.png, png)?;
                    self.say(
                        out,
                        Message::new("console-board-picture")
                            .text("path", self.png.display().to_string()),
                    )?;
                }
            }
            Err(ServiceError::Refused(why)) => self.say(out, why)?,
            Err(e) => return Err(e.into()),
        }
        out.flush()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::MemoryStore;

    /// The console's output for `input`, starting a `variant` game.
    fn run(variant: Variant, input: &str) -> String {
        run_against(
            variant,
            None,
            input,
            &GameService::new(std::sync::Arc::new(MemoryStore::new())),
        )
    }

    fn run_against(
        variant: Variant,
        bot: Option<BotOpponent>,
        input: &str,
        service: &GameService,
    ) -> String {
        let dir = tempfile::tempdir().unwrap();
        let console = Console {
            channel: 3,
            variant,
            options: RuleOptions::default(),
            bot,
            png: dir.path().join("board.png"),
            lang: Lang::ENGLISH,
        };
        let mut out = Vec::new();
        console.run(service, input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn against_the_bot_each_move_is_answered() {
        let service = GameService::new(std::sync::Arc::new(MemoryStore::new()));
        let bot = BotOpponent {
            level: Level::new(1).unwrap(),
            color: ColorChoice::White,
        };
        let out = run_against(Variant::Russian, Some(bot), "c3-d4\ndraw\n", &service);
        assert!(out.contains("Player (White) played c3-d4."), "{out}");
        let record = service.active_game(3).unwrap().expect("a game");
        assert_eq!(record.moves.len(), 2, "{out}");
        assert!(
            out.contains(&format!(
                "towers (Black) played {}. Player (White) to move.",
                record.moves[1]
            )),
            "{out}"
        );
        assert!(out.contains("not a dead draw"), "{out}");

        // With Black, the bot opens the game by itself.
        let service = GameService::new(std::sync::Arc::new(MemoryStore::new()));
        let bot = BotOpponent {
            color: ColorChoice::Black,
            ..bot
        };
        let out = run_against(Variant::Russian, Some(bot), "", &service);
        let record = service.active_game(3).unwrap().expect("a game");
        assert_eq!(record.moves.len(), 1, "{out}");
        assert!(out.contains("towers (White) played"), "{out}");
    }

    #[test]
    fn a_puzzle_is_solved_with_moves_and_a_game_goes_on_after_it() {
        let puzzle = crate::service::puzzle::set::puzzle(Variant::Brazilian, 1).unwrap();
        let solver: Vec<&str> = puzzle
            .solution
            .iter()
            .step_by(2)
            .map(String::as_str)
            .collect();
        let input = format!("puzzle brazilian 1\n{}\nc3-d4\n", solver.join("\n"));
        let out = run(Variant::Russian, &input);
        assert!(out.contains("Brazilian draughts #1"), "{out}");
        assert!(out.contains("to play and"), "{out}");
        assert!(out.contains("Theme: "), "{out}");
        assert!(out.contains("solved Brazilian draughts #1"), "{out}");
        // The puzzle closed, the next move is the game's.
        assert!(out.contains("White played c3-d4."), "{out}");

        let out = run(Variant::Russian, "puzzle russian sacrifice\n");
        assert!(out.contains("unknown theme 'sacrifice'"), "{out}");
    }

    #[test]
    fn a_game_at_one_keyboard_names_the_sides_once() {
        let out = run(Variant::Russian, "c3-d4\nd4-e5\n");
        assert!(out.contains("White played c3-d4."), "{out}");
        assert!(out.contains("Black to move."), "{out}");
        assert!(!out.contains("White (White)"), "{out}");
        assert!(!out.contains("Black (Black)"), "{out}");
        assert!(!out.contains("plays White"), "{out}");
        assert!(out.contains("at this keyboard"), "{out}");
    }

    #[test]
    fn the_board_uses_the_catalogues_symbols_and_the_humans_side() {
        // White's side: rank 8 on top, the a-file on the left; men as the catalogue's ○ ●.
        let out = run(Variant::Russian, "board\n");
        assert!(out.contains("\n 8    ●   ●   ●   ●\n"), "{out}");
        assert!(out.contains("\n 3  ○   ○   ○   ○  \n"), "{out}");
        assert!(out.contains("    a b c d e f g h"), "{out}");
        assert!(
            out.contains("○ white man, ◎ white king, ● black man"),
            "{out}"
        );
        // Against the bot with Black: Black's side, rank 1 on top, the h-file on the left.
        let service = GameService::new(std::sync::Arc::new(MemoryStore::new()));
        let bot = BotOpponent {
            level: Level::new(1).unwrap(),
            color: ColorChoice::Black,
        };
        let out = run_against(Variant::Russian, Some(bot), "board\n", &service);
        let board = out
            .rsplit("Player (Black) to move.")
            .next()
            .unwrap_or_default();
        assert!(board.contains("    h g f e d c b a"), "{out}");
        let first_rank = board
            .lines()
            .find(|l| l.starts_with(" 1 "))
            .unwrap_or_default();
        let last_rank = board
            .lines()
            .find(|l| l.starts_with(" 8 "))
            .unwrap_or_default();
        assert!(
            board.find(first_rank) < board.find(last_rank),
            "rank 1 is not on top: {out}"
        );
        assert_eq!(first_rank.trim_end(), " 1    ○   ○   ○   ○", "{out}");
    }

    #[test]
    fn after_the_game_the_board_shows_its_final_position() {
        let out = run(Variant::Russian, "c3-d4\nresign\nboard\nmoves\n");
        let after = out.rsplit("resigned").next().unwrap_or_default();
        assert!(after.contains("final position"), "{out}");
        // The final position has White's man on d4.
        assert!(after.contains("\n 4    .   ○   .   .\n"), "{out}");
        assert!(after.contains("No game in progress; type new."), "{out}");
    }

    #[test]
    fn refusals_name_the_consoles_commands() {
        let out = run(Variant::Russian, "resign\nresign\ndraw\nnew bashni\n");
        let after = out.rsplit("resigned").next().unwrap_or_default();
        assert!(!after.contains("challenge"), "{out}");
        assert!(!after.contains("channel"), "{out}");
        assert!(after.contains("type new"), "{out}");
    }

    #[test]
    fn numeric_variants_show_numbers_and_no_clock() {
        let out = run(Variant::International, "");
        assert!(out.contains("(e.g. 31-27)"), "{out}");
        assert!(!out.contains("c3-d4"), "{out}");
        assert!(!out.contains("Time per move"), "{out}");
        // The empty middle rows show their square numbers (21-30 on 10x10).
        assert!(out.contains(" 21 ") && out.contains(" 30"), "{out}");
        let out = run(Variant::Russian, "");
        assert!(out.contains("(e.g. a3-b4)"), "{out}");
    }

    #[test]
    fn rules_shows_the_current_or_the_named_variant() {
        let shown = |v| plain_text(&locale::rules_in(Lang::ENGLISH, v));
        let out = run(Variant::Lasca, "rules\n");
        assert!(out.contains(&shown(Variant::Lasca)), "{out}");
        assert!(!out.contains(&shown(Variant::Bashni)), "{out}");
        assert!(
            !out.contains("**") && !out.contains('`'),
            "Markdown shown raw: {out}"
        );

        let out = run(Variant::Bashni, "resign\nnew lasca\nrules\n");
        assert!(out.contains(&shown(Variant::Lasca)), "{out}");
        assert!(!out.contains(&shown(Variant::Bashni)), "{out}");

        let out = run(Variant::Bashni, "rules English\nrules chess\nc3-d4\n");
        assert!(out.contains(&shown(Variant::English)), "{out}");
        assert!(out.contains("unknown variant 'chess'"), "{out}");
        // Asking for the rules plays nothing: the game goes on from the start.
        assert!(out.contains("played c3-d4"), "{out}");
    }
}
