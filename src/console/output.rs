//! What the console writes: the service's messages in the console's words, the text board
//! with its legend, the board picture, a game's PDN and the finished games.

use std::io::Write;

use super::words::{for_console, without, without_slashes};
use super::{human, Session};
use crate::service::api::{Message, PieceSymbols, Reply, ServiceError, Turn, Variant};

impl Session<'_> {
    /// Writes `message` in the console's words and language ([`super::words`]); the
    /// picture's legend only the first time it comes.
    pub(super) fn say(&self, out: &mut impl Write, message: Message) -> anyhow::Result<()> {
        let message = for_console(message);
        let message = if self.picture_legend_said.get() {
            without(message, "board-legend")
        } else {
            let shortened = without(message.clone(), "board-legend");
            self.picture_legend_said.set(shortened != message);
            message
        };
        if message.is_empty() {
            return Ok(());
        }
        let text = message.render(self.console.lang);
        writeln!(out, "{}", without_slashes(&text))?;
        Ok(())
    }

    /// Writes the board picture `png` to the `--png` path and says where; a picture that
    /// cannot be written is said with its path and the reason, and the console goes on.
    pub(super) fn picture(&self, out: &mut impl Write, png: &[u8]) -> anyhow::Result<()> {
        let path = self.console.png.display().to_string();
        match std::fs::write(&self.console.png, png) {
            Ok(()) => self.say(
                out,
                Message::new("console-board-picture").text("path", path),
            ),
            Err(e) => self.say(
                out,
                Message::new("console-picture-not-written")
                    .text("path", path)
                    .text("reason", e.to_string()),
            ),
        }
    }

    /// Says a puzzle's `result` (or its refusal), with the puzzle's text board while it is
    /// open and the picture when the reply has one.
    pub(super) fn show_puzzle(
        &self,
        out: &mut impl Write,
        result: Result<Turn<'static>, ServiceError>,
    ) -> anyhow::Result<()> {
        match result {
            Ok(turn) => {
                self.say(out, turn.reply.message)?;
                let symbols = PieceSymbols::of(self.console.lang);
                if let Some(board) = self.service.puzzles().puzzle_board_text(
                    self.channel(),
                    human().id,
                    &symbols,
                )? {
                    writeln!(out, "{board}")?;
                }
                if let Some(png) = &turn.reply.image {
                    self.picture(out, png)?;
                }
            }
            Err(ServiceError::Refused(why)) => self.say(out, why)?,
            Err(e) => return Err(e.into()),
        }
        out.flush()?;
        Ok(())
    }

    /// The variant of the board `board` shows: the game in progress, else the last finished
    /// one, else the variant of new games.
    fn shown_variant(&self) -> anyhow::Result<Variant> {
        if let Some(record) = self.service.active_game(self.channel())? {
            return Ok(record.variant);
        }
        let last = self.service.store().finished_games(self.channel())?.pop();
        Ok(last.map_or(self.console.variant, |record| record.variant))
    }

    /// The text board of the channel's game from the console player's side, with the
    /// symbols' legend when `legend` (the sentence on towers only in tower games), if the
    /// channel has a game (in progress, or the last finished one); whether it had one.
    fn write_board(&self, out: &mut impl Write, legend: bool) -> anyhow::Result<bool> {
        let symbols = PieceSymbols::of(self.console.lang);
        let Some(board) = self
            .service
            .board_text(self.channel(), &symbols, human().id)?
        else {
            return Ok(false);
        };
        writeln!(out, "{board}")?;
        if !legend {
            return Ok(true);
        }
        let id = match self.shown_variant()? {
            Variant::Bashni | Variant::Lasca => "console-board-legend-towers",
            _ => "console-board-legend",
        };
        self.say(
            out,
            Message::new(id)
                .text("white_man", symbols.white_man)
                .text("white_king", symbols.white_king)
                .text("black_man", symbols.black_man)
                .text("black_king", symbols.black_king),
        )?;
        Ok(true)
    }

    /// `board` with no game in progress: the last game's final position, if there was one.
    pub(super) fn last_board(&self, out: &mut impl Write) -> anyhow::Result<()> {
        let mut board = Vec::new();
        if self.write_board(&mut board, true)? {
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
    pub(super) fn show(
        &self,
        out: &mut impl Write,
        result: Result<Turn<'static>, ServiceError>,
        legend: bool,
    ) -> anyhow::Result<()> {
        let result = match result {
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
            Ok(Reply { message, image, .. }) => {
                self.say(out, message)?;
                if let Some(png) = &image {
                    self.write_board(out, legend)?;
                    self.picture(out, png)?;
                }
            }
            Err(ServiceError::Refused(why)) => self.say(out, why)?,
            Err(e) => return Err(e.into()),
        }
        out.flush()?;
        Ok(())
    }

    /// `pdn [file]`: the game in progress, else the last finished one, as PDN: written to
    /// `path` when one is given (for `towers analyze --pdn`), else shown after its caption.
    pub(super) fn pdn(&self, out: &mut impl Write, path: &str) -> anyhow::Result<()> {
        let export = match self.service.pdn(self.channel()) {
            Ok(export) => export,
            Err(ServiceError::Refused(why)) => return self.say(out, why),
            Err(e) => return Err(e.into()),
        };
        self.say(out, export.text)?;
        if path.is_empty() {
            write!(out, "{}", export.pdn)?;
            if !export.pdn.ends_with('\n') {
                writeln!(out)?;
            }
            return Ok(());
        }
        match std::fs::write(path, &export.pdn) {
            Ok(()) => self.say(out, Message::new("console-pdn-written").text("path", path)),
            Err(e) => self.say(
                out,
                Message::new("console-file-not-written")
                    .text("path", path)
                    .text("reason", e.to_string()),
            ),
        }
    }

    /// `games`: the channel's last finished games, most recent first.
    pub(super) fn games(&self, out: &mut impl Write) -> anyhow::Result<()> {
        match self.service.history(self.channel(), None) {
            Ok(games) => {
                self.say(out, Message::new("console-games"))?;
                for game in games {
                    self.say(out, game.summary)?;
                }
                Ok(())
            }
            Err(ServiceError::Refused(why)) => self.say(out, why),
            Err(e) => Err(e.into()),
        }
    }
}
