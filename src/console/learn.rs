//! `learn` in the console: the lessons of [`crate::service::api::Lessons`] played at the
//! keyboard. `learn` resumes (or starts the next level), `learn NAME [N]` starts a stage or
//! one of its levels, `learn list` shows the stages with your stars, `learn hint` gives the
//! open level's hint, `learn stop` closes it. While a level is open, a typed move is played in
//! it (before the console's game).

use std::io::Write;

use super::{human, Session};
use crate::service::api::{LessonView, Message, PieceSymbols, ServiceError};

impl Session<'_> {
    /// Runs `learn ARGS`.
    pub(super) fn learn(&self, out: &mut impl Write, args: &str) -> anyhow::Result<()> {
        let lessons = self.service.lessons();
        let user = human().id;
        let result = match args.trim() {
            "list" => match lessons.list(user) {
                Ok(message) => {
                    self.say(out, message)?;
                    return Ok(());
                }
                Err(e) => Err(e),
            },
            "hint" => lessons.hint(user),
            "stop" => {
                let id = if lessons.stop(user)? {
                    "lesson-stopped"
                } else {
                    "refuse-lesson-none"
                };
                self.say(out, Message::new(id))?;
                return Ok(());
            }
            name => lessons.learn(user, name),
        };
        self.show_lesson(out, result)
    }

    /// Plays `text` in the open level.
    pub(super) fn learn_move(&self, out: &mut impl Write, text: &str) -> anyhow::Result<()> {
        let result = self.service.lessons().play(human().id, text);
        self.show_lesson(out, result)
    }

    /// Says a lesson's `result` (or its refusal), with the level's text board, its moves and
    /// the picture.
    fn show_lesson(
        &self,
        out: &mut impl Write,
        result: Result<LessonView, ServiceError>,
    ) -> anyhow::Result<()> {
        match result {
            Ok(view) => {
                self.say(out, view.message)?;
                let symbols = PieceSymbols::of(self.console.lang);
                if let Some(board) = self.service.lessons().board_text(human().id, &symbols)? {
                    writeln!(out, "{board}")?;
                }
                if !view.moves.is_empty() {
                    self.say(
                        out,
                        Message::new("lesson-moves").text("moves", view.moves.join(" ")),
                    )?;
                }
                if let Some(png) = &view.image {
                    self.picture(out, png)?;
                }
            }
            Err(ServiceError::Refused(why)) => self.say(out, why)?,
            Err(e) => return Err(e.into()),
        }
        out.flush()?;
        Ok(())
    }
}
