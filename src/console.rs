//! The local console: a game in the terminal with the same service as Discord. Either both
//! players sit at the keyboard (each command acts for the player to move), or one plays
//! against the bot (`--vs-bot LEVEL`), which answers each move by itself.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use crate::service::api::{Level, Player, RuleOptions, Store, Variant};
use crate::service::locale::Lang;
use crate::service::{
    rules_text, ColorChoice, GameService, Message, Reply, ServiceError, Setup, Turn,
};

/// The two local players.
pub fn players() -> (Player, Player) {
    (
        Player {
            id: 1,
            name: "White".to_string(),
        },
        Player {
            id: 2,
            name: "Black".to_string(),
        },
    )
}

/// The human player of a game against the bot.
pub fn human() -> Player {
    Player {
        id: 1,
        name: "Player".to_string(),
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

/// The console's commands, with `example` (a move of the game, see
/// [`GameService::move_example`]) as the example, so that numeric variants show `32-28`
/// rather than `c3-d4`.
fn help(example: &str) -> String {
    format!(
        "commands: <move> or move <move> (e.g. {example}), board, moves, hint (against the bot), \
         draw, resign, new [variant], rules [variant], help, quit"
    )
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
    pub fn run<S: Store>(
        &self,
        service: &GameService<S>,
        input: impl BufRead,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        if service.active_game(self.channel)?.is_some() {
            writeln!(
                out,
                "{}",
                Message::new("console-resuming").render(self.lang)
            )?;
            // Stopped while the bot was thinking: the board's reply carries the bot's turn,
            // and it moves now.
            self.show(service, out, service.board(self.channel, now()))?;
        } else {
            self.new_game(service, out, self.variant)?;
        }
        writeln!(
            out,
            "{}",
            help(&service.move_example(self.channel, self.variant)?)
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
                    writeln!(
                        out,
                        "{}",
                        help(&service.move_example(self.channel, self.variant)?)
                    )?;
                    continue;
                }
                "new" => {
                    let variant = match parse_variant(rest, self.variant) {
                        Ok(v) => v,
                        Err(e) => {
                            writeln!(out, "{e}")?;
                            continue;
                        }
                    };
                    if to_move.is_some() {
                        writeln!(out, "A game is in progress; resign it first.")?;
                    } else {
                        self.new_game(service, out, variant)?;
                    }
                    continue;
                }
                "rules" => {
                    let variant = match parse_variant(rest, self.current_variant(service)?) {
                        Ok(v) => v,
                        Err(e) => {
                            writeln!(out, "{e}")?;
                            continue;
                        }
                    };
                    writeln!(out, "{}", plain_text(rules_text(variant)))?;
                    continue;
                }
                "board" => service.board(self.channel, now()),
                "moves" => {
                    self.list_moves(service, out)?;
                    continue;
                }
                "resign" => service.resign(self.channel, &mover, now()),
                "draw" => match service.draw(self.channel, &mover, now()) {
                    Err(ServiceError::Refused(_)) if !in_bot_game => {
                        service.draw(self.channel, &other, now())
                    }
                    other => other,
                },
                "hint" => match service.hint(self.channel, &mover) {
                    Ok(reply) => {
                        writeln!(out, "{}", reply.message.render(self.lang))?;
                        continue;
                    }
                    Err(e) => Err(e),
                },
                "move" => service.play(self.channel, &mover, rest, now()),
                _ => service.play(self.channel, &mover, line, now()),
            };
            self.show(service, out, result)?;
        }
        Ok(())
    }

    fn new_game<S: Store>(
        &self,
        service: &GameService<S>,
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
                    Ok(_) => service.accept(self.channel, &black, now()),
                    Err(e) => Err(e),
                }
            }
        };
        self.show(service, out, reply)
    }

    /// The variant of the game in progress, else the variant of new games.
    fn current_variant<S: Store>(&self, service: &GameService<S>) -> anyhow::Result<Variant> {
        Ok(service
            .active_game(self.channel)?
            .and_then(|record| record.variant.parse().ok())
            .unwrap_or(self.variant))
    }

    fn list_moves<S: Store>(
        &self,
        service: &GameService<S>,
        out: &mut impl Write,
    ) -> anyhow::Result<()> {
        match service.legal_moves(self.channel)? {
            Some(moves) => writeln!(out, "{}", moves.join(" "))?,
            None => writeln!(out, "{}", Message::new("console-no-game").render(self.lang))?,
        }
        Ok(())
    }

    fn show<S: Store>(
        &self,
        service: &GameService<S>,
        out: &mut impl Write,
        result: Result<Reply, ServiceError>,
    ) -> anyhow::Result<()> {
        let result = match result.map(|reply| service.turn(self.channel, reply)) {
            Ok(Turn {
                reply,
                bot: Some(bot),
            }) => {
                writeln!(out, "{}", reply.message.render(self.lang))?;
                writeln!(
                    out,
                    "{}",
                    Message::new("console-bot-thinking").render(self.lang)
                )?;
                out.flush()?;
                bot.run_after_lead()
            }
            Ok(Turn { reply, bot: None }) => Ok(reply),
            Err(e) => Err(e),
        };
        match result {
            Ok(reply) => {
                writeln!(out, "{}", console_words(&reply.message.render(self.lang)))?;
                if let Some(png) = &reply.image {
                    if let Some(board) = service.board_text(self.channel)? {
                        writeln!(out, "{board}")?;
                    }
                    std::fs::write(&self.png, png)?;
                    writeln!(out, "(board picture: {})", self.png.display())?;
                }
            }
            Err(ServiceError::Refused(why)) => {
                writeln!(out, "{}", console_words(&why.render(self.lang)))?
            }
            Err(e) => return Err(e.into()),
        }
        out.flush()?;
        Ok(())
    }
}

/// The variant named by a command's argument, or `default` when there is none.
/// A service text as the console says it: its commands have no slash (`/resign` becomes
/// `resign`), and its unnamed players are not named twice ("Black (Black) to move").
fn console_words(text: &str) -> String {
    let mut named_once = text
        .replace("White (White)", "White")
        .replace("Black (Black)", "Black");
    // The console has no clock (and no claim): a time per move would not be kept.
    if let Some(at) = named_once.find(" Time per move: ") {
        let end = named_once[at + 1..]
            .find(". ")
            .map_or(named_once.len(), |e| at + 1 + e + 1);
        named_once.replace_range(at..end, "");
    }
    let mut out = String::with_capacity(named_once.len());
    let mut rest = named_once.as_str();
    while let Some(at) = rest.find('/') {
        out.push_str(&rest[..at]);
        let after = &rest[at + 1..];
        let word_start = at == 0 || rest[..at].ends_with([' ', '(', '`', '"']);
        if !(word_start && after.starts_with(|c: char| c.is_ascii_lowercase())) {
            out.push('/');
        }
        rest = after;
    }
    out.push_str(rest);
    out
}

/// Markdown (as Discord shows it) as plain terminal text: no `**`, `__`, backticks or `#`
/// heading marks; `- ` list items become `* `.
fn plain_text(markdown: &str) -> String {
    markdown
        .lines()
        .map(|line| {
            let line = line.trim_start_matches('#').trim_start_matches(' ');
            let line = line.replace("**", "").replace("__", "").replace('`', "");
            match line.strip_prefix("- ") {
                Some(item) => format!("* {item}"),
                None => line,
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn parse_variant(
    arg: &str,
    default: Variant,
) -> Result<Variant, <Variant as std::str::FromStr>::Err> {
    if arg.is_empty() {
        Ok(default)
    } else {
        arg.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::service::api::MemoryStore;

    /// The console's output for `input`, starting a `variant` game.
    fn run(variant: Variant, input: &str) -> String {
        run_against(variant, None, input, &GameService::new(MemoryStore::new()))
    }

    fn run_against(
        variant: Variant,
        bot: Option<BotOpponent>,
        input: &str,
        service: &GameService<MemoryStore>,
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
        let service = GameService::new(MemoryStore::new());
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
        let service = GameService::new(MemoryStore::new());
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
    fn unnamed_players_are_named_once_and_commands_have_no_slash() {
        let out = run(Variant::Russian, "c3-d4\nd4-e5\n");
        assert!(out.contains("White played c3-d4."), "{out}");
        assert!(!out.contains("White (White)"), "{out}");
        assert!(!out.contains("Black (Black)"), "{out}");
        assert!(
            out.contains("White plays White, Black plays Black"),
            "{out}"
        );
        assert_eq!(
            console_words("use /resign or /draw; 1/2-1/2"),
            "use resign or draw; 1/2-1/2"
        );
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
        let shown = |v| plain_text(rules_text(v));
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
