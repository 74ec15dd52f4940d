//! The local console: a game in the terminal with the same service as Discord. Either both
//! players sit at the keyboard (each command acts for the player to move), or one plays
//! against the bot (`--vs-bot LEVEL`), which answers each move by itself. A puzzle is a mode
//! of its own: while one is open, moves answer it and `board`, `moves` and `giveup` are
//! about it; the game waits behind it.
//!
//! The commands go to the service as [`Request`]s, as Discord's do ([`GameService::handle`]);
//! what the console alone shows (the text board, the legal moves, a game's PDN, the finished
//! games) it asks the service for directly.

use std::cell::Cell;
use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::Arc;

use crate::service::api::{
    locale, ChallengeRequest, ColorChoice, GameRecord, GameService, Lang, Level, Message, Opponent,
    Player, PuzzleChoice, PuzzleTheme, Request, RuleOptions, ServiceError, Turn, Variant,
};

mod input;
mod learn;
mod output;
mod words;
use words::plain_text;

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
    /// Whether `variant` was asked for (`--variant`), so that a stored game of another
    /// variant is said to differ.
    pub variant_asked: bool,
    /// Rule options of new games (checked against the variant when a game starts).
    pub options: RuleOptions,
    /// Play new games against the bot.
    pub bot: Option<BotOpponent>,
    /// Where the board PNG is written after each command that shows the board.
    pub png: PathBuf,
    /// The language the service's messages are shown in.
    pub lang: Lang,
    /// Whether a prompt is written before each line is read (input from a terminal).
    pub prompt: bool,
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

/// Whether the console goes on after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Go,
    Quit,
}

/// One run of the console: its settings, the service, and what it has said so far.
struct Session<'a> {
    console: &'a Console,
    service: &'a Arc<GameService>,
    /// Whether the picture's legend (`board-legend`, what the PNG's top bar shows) has been
    /// said: it is said once per run, not at every game start.
    picture_legend_said: Cell<bool>,
}

impl Console {
    /// Runs the console loop until `quit` or end of input. Resumes the channel's stored game
    /// if there is one (saying so when `--variant` or `--vs-bot` ask for another), else
    /// starts one; says when a puzzle is open.
    pub fn run(
        &self,
        service: &Arc<GameService>,
        mut input: impl BufRead,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        let session = Session {
            console: self,
            service,
            picture_legend_said: Cell::new(false),
        };
        session.start(out)?;
        let mut bytes = Vec::new();
        loop {
            session.prompt(out)?;
            bytes.clear();
            if input.read_until(b'\n', &mut bytes)? == 0 {
                break;
            }
            // Bytes that are no UTF-8 become U+FFFD, and control characters (an escape
            // sequence typed in) are dropped, so nothing typed is ever echoed raw.
            let line = input::cleaned(&String::from_utf8_lossy(&bytes));
            if session.command(out, line.trim())? == Flow::Quit {
                break;
            }
        }
        Ok(())
    }
}

impl Session<'_> {
    fn channel(&self) -> u64 {
        self.console.channel
    }

    /// Sends `request` for `user` to the service, as Discord's commands go.
    fn request(&self, user: &Player, request: Request) -> Result<Turn<'static>, ServiceError> {
        self.service
            .clone()
            .handle(self.channel(), user, &request, now())
    }

    fn start(&self, out: &mut impl Write) -> anyhow::Result<()> {
        if let Some(record) = self.service.active_game(self.channel())? {
            self.say(out, Message::new("console-resuming"))?;
            self.say_differences(out, &record)?;
            // Stopped while the bot was thinking: the board's turn carries the bot's move,
            // and it moves now.
            let board = self.request(&human(), Request::Board);
            self.show(out, board, true)?;
        } else {
            self.new_game(out, self.console.variant)?;
        }
        if let Some(name) = self.open_puzzle()? {
            self.say(
                out,
                Message::new("console-puzzle-open").message("puzzle", name),
            )?;
        }
        self.say(out, help(&self.example()?))
    }

    /// An example move of the game in progress, else of a new game.
    fn example(&self) -> anyhow::Result<String> {
        Ok(self
            .service
            .move_example(self.channel(), self.console.variant)?)
    }

    /// The name of the console player's open puzzle, if one is open.
    fn open_puzzle(&self) -> anyhow::Result<Option<Message>> {
        Ok(self
            .service
            .puzzles()
            .open_puzzle_name(self.channel(), human().id)?)
    }

    /// Says, when resuming, that `--variant` or `--vs-bot` asked for another game than the
    /// stored one: that one goes on, and the options start the next game.
    fn say_differences(&self, out: &mut impl Write, record: &GameRecord) -> anyhow::Result<()> {
        let console = self.console;
        let mut asked = Vec::new();
        if console.variant_asked && console.variant != record.variant {
            asked.push(format!("--variant {}", console.variant.name()));
        }
        if let Some(bot) = console.bot {
            if record.bot.map(|seat| seat.level) != Some(bot.level.number()) {
                asked.push(format!("--vs-bot {}", bot.level.number()));
            }
        }
        if asked.is_empty() {
            return Ok(());
        }
        let stored = match record.bot {
            Some(seat) => Message::new("console-stored-bot-game")
                .variant("variant", record.variant)
                .count("level", u64::from(seat.level)),
            None => Message::new("console-stored-game").variant("variant", record.variant),
        };
        self.say(
            out,
            Message::new("console-stored-game-differs")
                .message("stored", stored)
                .text("asked", asked.join(" ")),
        )
    }

    fn prompt(&self, out: &mut impl Write) -> anyhow::Result<()> {
        if !self.console.prompt {
            return Ok(());
        }
        let prompt = match self.open_puzzle()? {
            Some(name) => Message::new("console-prompt-puzzle").message("puzzle", name),
            None => Message::new("console-prompt"),
        };
        write!(out, "{} ", prompt.render(self.console.lang))?;
        out.flush()?;
        Ok(())
    }

    /// Carries out one typed line.
    fn command(&self, out: &mut impl Write, line: &str) -> anyhow::Result<Flow> {
        let (command, rest) = line
            .split_once(char::is_whitespace)
            .map_or((line, ""), |(c, r)| (c, r.trim()));
        let puzzle = self.open_puzzle()?;
        let lesson_open = self.service.lessons().is_open(human().id)?;
        match command {
            "" => {}
            "quit" | "exit" => return Ok(Flow::Quit),
            "help" => self.say(out, help(&self.example()?))?,
            "rules" => {
                let default = self.current_variant()?;
                if let Some(variant) = self.variant_named(out, rest, default)? {
                    writeln!(
                        out,
                        "{}",
                        plain_text(&locale::rules_in(self.console.lang, variant))
                    )?;
                }
            }
            "games" => self.games(out)?,
            "pdn" => self.pdn(out, rest)?,
            "puzzle" => {
                if let Some(choice) = self.puzzle_named(out, rest)? {
                    let request = Request::Puzzle {
                        guild: None,
                        variant: choice.variant,
                        theme: choice.theme,
                        number: choice.number,
                    };
                    self.show_puzzle(out, self.request(&human(), request))?;
                }
            }
            "solve" => self.answer(out, rest)?,
            "learn" => self.learn(out, rest)?,
            // While a lesson is open, a typed move is played in it.
            "move" if lesson_open => self.learn_move(out, rest)?,
            _ if lesson_open && input::may_be_move(command) => self.learn_move(out, line)?,
            "giveup" => self.show_puzzle(out, self.request(&human(), Request::GiveUp))?,
            // While a puzzle is open, these are about it.
            "board" if puzzle.is_some() => {
                let again = Request::Puzzle {
                    guild: None,
                    variant: None,
                    theme: None,
                    number: None,
                };
                self.show_puzzle(out, self.request(&human(), again))?;
            }
            "moves" if puzzle.is_some() => {
                let moves = self
                    .service
                    .puzzles()
                    .puzzle_legal_moves(self.channel(), human().id)?;
                writeln!(out, "{}", moves.unwrap_or_default().join(" "))?;
            }
            "resign" if puzzle.is_some() => {
                self.show_puzzle(out, self.request(&human(), Request::GiveUp))?
            }
            "new" | "draw" | "hint" => match puzzle {
                Some(name) => self.say(
                    out,
                    Message::new("console-puzzle-open").message("puzzle", name),
                )?,
                None => self.game_command(out, command, rest)?,
            },
            "board" | "moves" | "resign" => self.game_command(out, command, rest)?,
            "move" if puzzle.is_some() => self.answer(out, rest)?,
            "move" => self.play(out, rest)?,
            _ if !input::may_be_move(command) => self.say(
                out,
                Message::new("console-unknown-command").text("word", input::quoted(command)),
            )?,
            _ if puzzle.is_some() => self.answer(out, line)?,
            _ => self.play(out, line)?,
        }
        Ok(Flow::Go)
    }

    /// `text` as the answer to the open puzzle.
    fn answer(&self, out: &mut impl Write, text: &str) -> anyhow::Result<()> {
        let solve = Request::Solve {
            guild: None,
            notation: text.to_string(),
        };
        self.show_puzzle(out, self.request(&human(), solve))
    }

    /// The player the game's commands act for: the person playing the bot, else the side
    /// to move at one keyboard (White when no game is in progress).
    fn mover(&self) -> anyhow::Result<Player> {
        let in_bot_game = self
            .service
            .active_game(self.channel())?
            .is_some_and(|g| g.bot.is_some());
        Ok(if in_bot_game {
            human()
        } else {
            self.service
                .player_to_move(self.channel())?
                .unwrap_or(players().0)
        })
    }

    /// `text` played in the game for the player to move.
    fn play(&self, out: &mut impl Write, text: &str) -> anyhow::Result<()> {
        let request = Request::Play {
            notation: text.to_string(),
        };
        let turn = self.request(&self.mover()?, request);
        self.show(out, turn, false)
    }

    /// `new`, `board`, `moves`, `resign`, `draw`, `hint`: the game's commands.
    fn game_command(&self, out: &mut impl Write, command: &str, rest: &str) -> anyhow::Result<()> {
        let in_progress = self.service.player_to_move(self.channel())?.is_some();
        let mover = self.mover()?;
        let turn = match command {
            "new" => {
                let Some(variant) = self.variant_named(out, rest, self.console.variant)? else {
                    return Ok(());
                };
                if in_progress {
                    return self.say(out, Message::new("console-game-in-progress"));
                }
                return self.new_game(out, variant);
            }
            "board" if !in_progress => return self.last_board(out),
            "board" => self.request(&mover, Request::Board),
            "moves" => return self.list_moves(out),
            "resign" => self.request(&mover, Request::Resign),
            "draw" => {
                let in_bot_game = self
                    .service
                    .active_game(self.channel())?
                    .is_some_and(|g| g.bot.is_some());
                match self.request(&mover, Request::Draw) {
                    // At one keyboard, `draw` after the other side's offer accepts it.
                    Err(ServiceError::Refused(_)) if !in_bot_game => {
                        let (white, black) = players();
                        let other = if mover.id == white.id { black } else { white };
                        self.request(&other, Request::Draw)
                    }
                    other => other,
                }
            }
            _ => match self.request(&mover, Request::Hint) {
                Ok(turn) => return self.say(out, turn.reply.message),
                Err(e) => Err(e),
            },
        };
        self.show(out, turn, command == "board")
    }

    /// Starts a game of `variant` through the service's challenge policy, as `/challenge`
    /// does, with the console's choices said explicitly: against the bot its level and the
    /// human's colour; between the two players at the keyboard a challenge White makes and
    /// Black accepts.
    fn new_game(&self, out: &mut impl Write, variant: Variant) -> anyhow::Result<()> {
        let console = self.console;
        let mut options = ChallengeRequest {
            variant: Some(variant),
            rules: Some(console.options),
            ..ChallengeRequest::default()
        };
        let turn = match console.bot {
            Some(bot) => {
                options.opponent = Opponent::ThisBot(bot_player());
                options.level = Some(bot.level.number());
                options.color = Some(bot.color);
                self.request(&human(), Request::Challenge(options))
            }
            None => {
                let (white, black) = players();
                options.opponent = Opponent::Person(black.clone());
                options.color = Some(ColorChoice::White);
                match self.request(&white, Request::Challenge(options)) {
                    Ok(_) => self.request(&black, Request::Accept),
                    Err(e) => Err(e),
                }
            }
        };
        self.show(out, turn, true)
    }

    /// The variant of the game in progress, else the variant of new games.
    fn current_variant(&self) -> anyhow::Result<Variant> {
        Ok(self
            .service
            .active_game(self.channel())?
            .map(|record| record.variant)
            .unwrap_or(self.console.variant))
    }

    fn list_moves(&self, out: &mut impl Write) -> anyhow::Result<()> {
        match self.service.legal_moves(self.channel())? {
            Some(moves) => writeln!(out, "{}", moves.join(" "))?,
            None => self.say(out, Message::new("console-no-game"))?,
        }
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
                        .text("name", input::quoted(arg))
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
                        .text("name", input::quoted(word))
                        .text("known", known.join(", ")),
                )?;
                return Ok(None);
            }
        }
        if choice.variant.is_none() {
            choice.variant = Some(self.console.variant);
        }
        Ok(Some(choice))
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
            &Arc::new(GameService::new(Arc::new(MemoryStore::new()))),
        )
    }

    fn run_against(
        variant: Variant,
        bot: Option<BotOpponent>,
        input: &str,
        service: &Arc<GameService>,
    ) -> String {
        let dir = tempfile::tempdir().unwrap();
        let console = Console {
            channel: 3,
            variant,
            variant_asked: false,
            options: RuleOptions::default(),
            bot,
            png: dir.path().join("board.png"),
            lang: Lang::ENGLISH,
            prompt: false,
        };
        let mut out = Vec::new();
        console.run(service, input.as_bytes(), &mut out).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn against_the_bot_each_move_is_answered() {
        let service = Arc::new(GameService::new(Arc::new(MemoryStore::new())));
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
        let service = Arc::new(GameService::new(Arc::new(MemoryStore::new())));
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
        let service = Arc::new(GameService::new(Arc::new(MemoryStore::new())));
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
