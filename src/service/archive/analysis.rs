//! `/analyze`: the engine's judgement of every move of a game, for the front ends, in two
//! steps so that a refusal is immediate and only the long part runs on a blocking thread:
//! [`GameService::analysis_job`] finds the game (the channel's current or last one, or one by
//! the number `/games` shows) and refuses a game still played between people (the analysis
//! would help one of them); [`GameService::analyse`] runs the engine over every ply
//! ([`towers_engine::analysis`]) inside the engine's CPU budget and returns the texts (as
//! catalogue messages), the evaluation graph and the board after the largest swing.

use crate::service::archive::replay;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::service::board::view::board_view;
use crate::service::game::records::rebuild;
use crate::service::text::locale::{self, Lang};
use crate::service::text::markdown::shown;
use crate::service::text::message::Message;
use crate::service::{refuse, GameService, ServiceError};
use towers_engine::analysis::{self, Analysis, MoveReview, Tag};
use towers_engine::{Engine, Limits};
use towers_render::{eval_graph_png_labelled, GraphLabels, GraphMark, MoveAxis};
use towers_rules::{Color, Game, MoveNumbers};
use towers_store::index::guild_prefix;
use towers_store::{ChannelRecord, GameRecord, GameStatus};

/// The default time the engine spends on each position: a 100-ply game (101 positions) within
/// 15 s ([`analysis::DEFAULT_MS`]).
pub const ANALYSIS_MS_PER_POSITION: u64 = analysis::DEFAULT_MS;

/// A game found for `/analyze`, ready for [`GameService::analyse`].
#[derive(Clone, Debug)]
pub struct AnalysisJob {
    /// The game's store id (the number `/games` shows).
    pub game_id: u64,
    /// Plies to judge.
    pub plies: usize,
    record: GameRecord,
    game: Game,
}

/// One bad move as `/analyze` lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct FlaggedMove {
    /// 0-based ply.
    pub ply: usize,
    /// Expected score lost (0.0..=1.0): which moves to keep when the list must be cut.
    pub loss: f64,
    /// The line: move number (`21...`), move with its mark, who played it, what it lost, the better move and
    /// the line it wins (`analysis-move`).
    pub message: Message,
}

/// The analysis of a game, for a front end to show.
#[derive(Clone, Debug)]
pub struct GameAnalysis {
    /// Which game, the legend of the marks, and each side's counts (lines of their own).
    pub heading: Message,
    /// The inaccuracies, mistakes and blunders in the order played.
    pub flagged: Vec<FlaggedMove>,
    /// Said after the list: the largest swing (its picture attached), or that no move was
    /// flagged.
    pub closing: Message,
    /// The evaluation graph (PNG), its sides labelled in the requested language.
    pub graph: Vec<u8>,
    /// `towers-analysis-<id>.png`.
    pub graph_file_name: String,
    /// The board after the largest swing, the move drawn (PNG), when a move lost anything.
    pub swing_board: Option<Vec<u8>>,
    /// `towers-swing-<id>.png`.
    pub swing_file_name: String,
}

/// The progress line: `done` of `total` plies judged.
pub fn analysis_progress(done: usize, total: usize) -> Message {
    Message::new("analysis-progress")
        .count("done", done as u64)
        .count("total", total as u64)
}

/// Said in place of `count` flagged moves left out of a list cut to fit a message.
pub fn analysis_more(count: usize) -> Message {
    Message::new("analysis-more").count("count", count as u64)
}

impl GameService {
    /// The game `/analyze` looks at: game `game_id` (the number `/games` shows) when given,
    /// looked for among this channel's games, then among the finished games of server
    /// `guild`; else the channel's current game, else its last finished one.
    ///
    /// Refused (nothing changes): no such game (`refuse-analysis-no-such-game`), no game in
    /// the channel (`refuse-nothing-to-analyse`), a game without moves
    /// (`refuse-analysis-no-moves`), and a game still being played between people
    /// (`refuse-analysis-running`; a game against the bot may be analysed while it runs).
    /// Errors: `Store` when the store cannot be read, `Internal` for a stored game that does
    /// not replay. Reads the store only; quick.
    pub fn analysis_job(
        &self,
        channel: u64,
        guild: Option<u64>,
        game_id: Option<u64>,
    ) -> Result<AnalysisJob, ServiceError> {
        let record = match game_id {
            Some(id) => self.game_by_id(channel, guild, id)?,
            None => match replay::shown_game(self.store.as_ref(), channel) {
                Err(ServiceError::Refused(_)) => {
                    return refuse(Message::new("refuse-nothing-to-analyse"))
                }
                other => other?,
            },
        };
        if record.status == GameStatus::Active && record.bot.is_none() {
            return refuse(Message::new("refuse-analysis-running"));
        }
        if record.moves.is_empty() {
            return refuse(Message::new("refuse-analysis-no-moves"));
        }
        let game = rebuild(&record)?;
        Ok(AnalysisJob {
            game_id: record.id,
            plies: record.moves.len(),
            record,
            game,
        })
    }

    /// Game `id`: the channel's current game or one of its finished games, else a finished
    /// game of `guild` (from the finished-game index).
    fn game_by_id(
        &self,
        channel: u64,
        guild: Option<u64>,
        id: u64,
    ) -> Result<GameRecord, ServiceError> {
        if let Some(ChannelRecord::Game(g)) = self.store.load(channel)? {
            if g.id == id {
                return Ok(g);
            }
        }
        let here = self.store.finished_games(channel)?;
        if let Some(g) = here.into_iter().find(|g| g.id == id) {
            return Ok(g);
        }
        if let Some(guild) = guild {
            let prefix = format!("{}{id:020}", guild_prefix(guild));
            if let Some(summary) = self.index.games(&prefix)?.into_iter().next() {
                let theirs = self.store.finished_games(summary.channel)?;
                if let Some(g) = theirs.into_iter().find(|g| g.id == id) {
                    return Ok(g);
                }
            }
        }
        refuse(Message::new("refuse-analysis-no-such-game").text("id", id.to_string()))
    }

    /// Runs the engine over every position of `job`'s game (blocking: about
    /// [`ANALYSIS_MS_PER_POSITION`] a position, so call it off the async runtime), inside the
    /// engine's CPU budget: it takes a search place for each position and gives it back
    /// between positions, so bot moves waiting in line go first. `progress(done, total)` is
    /// called after each position searched (plies judged so far, of all). The graph's labels
    /// are in `lang`.
    ///
    /// Errors: `Internal` when a picture cannot be made.
    pub fn analyse(
        &self,
        job: &AnalysisJob,
        lang: Lang,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Result<GameAnalysis, ServiceError> {
        let stop = AtomicBool::new(self.searches.stopping());
        let limits = Limits {
            time: Some(self.analysis_budget),
            ..Limits::default()
        };
        let total = job.plies;
        let mut slot = self.gate.acquire(&stop);
        let mut engine = Engine::with_seed(0);
        let result =
            analysis::analyse_with_progress(&mut engine, &job.game, &limits, &stop, &mut |done| {
                // Back in line between positions: searches waiting for the engine go first.
                slot = None;
                progress(done, total);
                if done < total {
                    slot = self.gate.acquire(&stop);
                }
            });
        drop(slot);
        drop(engine);
        self.analysis_answer(job, &result, lang)
    }

    /// The answer for `result`, the analysis of `job`'s game.
    fn analysis_answer(
        &self,
        job: &AnalysisJob,
        result: &Analysis,
        lang: Lang,
    ) -> Result<GameAnalysis, ServiceError> {
        let record = &job.record;
        let picture = |e: towers_render::RenderError| {
            ServiceError::Internal(format!("analysis picture: {e}"))
        };
        let (values, marks) = graph_series(result);
        let word = |id: &str| locale::text(lang, id, &[]);
        let (white, black, scale) = (
            word("analysis-graph-white"),
            word("analysis-graph-black"),
            word("analysis-graph-scale"),
        );
        let marks_words = [
            word("analysis-graph-inaccuracy"),
            word("analysis-graph-mistake"),
            word("analysis-graph-blunder"),
        ];
        let labels = GraphLabels {
            white: &white,
            black: &black,
            scale: &scale,
            marks: [&marks_words[0], &marks_words[1], &marks_words[2]],
            moves: move_axis(towers_rules::MoveNumbers::of(&job.game)),
        };
        let graph = eval_graph_png_labelled(&values, &marks, labels).map_err(picture)?;
        let swing = result.largest_swing();
        let swing_board = match swing {
            Some(m) => {
                let after = job.game.prefix(m.ply).position().play(&m.played);
                let viewer = self.viewer(record, Color::White, true);
                let view = board_view(&after, Some(&m.played), viewer, false);
                Some(self.pictures.renderer().png(&view).map_err(picture)?)
            }
            None => None,
        };
        let side = |c: Color| {
            Message::new("analysis-side")
                .color("color", c)
                .count("inaccuracies", result.count(c, Tag::Inaccuracy) as u64)
                .count("mistakes", result.count(c, Tag::Mistake) as u64)
                .count("blunders", result.count(c, Tag::Blunder) as u64)
                .count("loss", percent(result.mean_loss(c)))
        };
        let heading = Message::new("analysis-heading")
            .text("id", record.id.to_string())
            .text("white", shown(&record.white))
            .text("black", shown(&record.black))
            .variant("variant", job.game.variant())
            .count("plies", job.plies as u64)
            .line(Message::new("analysis-legend"))
            .line(side(Color::White))
            .line(side(Color::Black));
        let numbers = MoveNumbers::of(&job.game);
        let flagged: Vec<FlaggedMove> = result
            .moves
            .iter()
            .filter(|m| m.tag.is_some())
            .map(|m| flagged_move(m, numbers))
            .collect();
        let swing_line = |m: &MoveReview| {
            Message::new("analysis-swing")
                .text("number", numbers.label(m.ply))
                .text("move", m.played_text.clone())
                .count("loss", percent(m.loss))
        };
        let closing = match swing {
            Some(m) if !flagged.is_empty() => swing_line(m),
            Some(m) => Message::new("analysis-none").line(swing_line(m)),
            None => Message::new("analysis-none"),
        };
        Ok(GameAnalysis {
            heading,
            flagged,
            closing,
            graph,
            graph_file_name: format!("towers-analysis-{}.png", record.id),
            swing_board,
            swing_file_name: format!("towers-swing-{}.png", record.id),
        })
    }

    /// The service's per-position analysis budget (see [`GameService::with_analysis_budget`]).
    pub fn analysis_budget(&self) -> Duration {
        self.analysis_budget
    }
}

/// A share as whole percent, rounded.
/// What the evaluation graph of `result` plots: White's expected score per position on
/// -1..1 (start first), and a mark per tagged move (its index in that series and the tag's
/// severity, 1 to 3).
pub fn graph_series(result: &Analysis) -> (Vec<f32>, Vec<GraphMark>) {
    let values = result
        .white_expectations()
        .iter()
        .map(|&e| (2.0 * e - 1.0) as f32)
        .collect();
    let marks = result
        .moves
        .iter()
        .filter_map(|m| {
            m.tag.map(|t| GraphMark {
                index: m.ply + 1,
                severity: t as u8,
            })
        })
        .collect();
    (values, marks)
}

fn percent(share: f64) -> u64 {
    (share * 100.0).round().clamp(0.0, 100.0) as u64
}

/// The list line of a tagged move, numbered as players write it (`21...` for Black's 21st).
fn flagged_move(m: &MoveReview, numbers: MoveNumbers) -> FlaggedMove {
    let mark = m.tag.map_or("", Tag::mark);
    FlaggedMove {
        ply: m.ply,
        loss: m.loss,
        message: Message::new("analysis-move")
            .text("number", numbers.label(m.ply))
            .text("move", format!("{}{mark}", m.played_text))
            .color("color", m.mover)
            .count("loss", percent(m.loss))
            .text("best", m.best_text.clone())
            .text("line", m.line.join(" ")),
    }
}

/// The graph's move numbers from a game's numbering ([`MoveNumbers`](towers_rules::MoveNumbers)).
pub fn move_axis(numbers: towers_rules::MoveNumbers) -> MoveAxis {
    let (first, second_half) = numbers.number(0);
    MoveAxis {
        first_number: u32::try_from(first).unwrap_or(u32::MAX),
        offset: usize::from(second_half),
    }
}
