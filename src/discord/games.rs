//! The one seam between Discord and the game service: a command as data, handled
//! synchronously by whatever implements [`Games`] (the real [`GameService`]).

use std::time::Duration;

use super::settings::{ServerAnswer, ServerQuery};
use crate::service::api::{AnalysisJob, GameAnalysis, Level, Variant};
use crate::service::api::{Player, Store};
use crate::service::locale::Lang;
use crate::service::{
    BoardSide, Button, Export, GameService, Message, Notice, PastGame, Pressed, Replay, Reply,
    ServiceError, Setup, DEFAULT_SWEEP_INTERVAL,
};

/// What a slash command asks the service to do, with its arguments already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// `/challenge opponent:@bot [level] [variant] [color] [rules]`: starts at once.
    ChallengeBot {
        bot: Player,
        level: Level,
        setup: Setup,
    },
    /// The bot's turn after a reply with `bot_to_move`; `lead` is that reply's message.
    BotMove { lead: Message },
    /// `/accept`
    Accept,
    /// `/decline`
    Decline,
    /// `/move notation`
    Play { notation: String },
    /// `/board`
    Board,
    /// `/resign`
    Resign,
    /// `/draw`
    Draw,
    /// `/hint` (games against the bot only)
    Hint,
    /// `/challenge [opponent] [time]` against a person with a time per move; no opponent
    /// makes an open challenge.
    ChallengeTimed {
        opponent: Option<Player>,
        setup: Setup,
        move_limit_secs: u64,
    },
    /// `/claim`: the win on time.
    Claim,
    /// `/takeback`: ask to undo one's last move (or agree to the opponent's request).
    Takeback,
    /// `/side side`: the side the game's board is shown from.
    BoardSide { side: BoardSide },
    /// `/puzzle [variant] [number]` on server `guild` (if any).
    Puzzle {
        guild: Option<u64>,
        variant: Option<Variant>,
        number: Option<u32>,
    },
    /// `/solve move` on server `guild` (if any).
    Solve {
        guild: Option<u64>,
        notation: String,
    },
}

/// Runs a [`Request`] for `user` in `channel` at `now` (Unix seconds). Blocking: call it from
/// `spawn_blocking`. Object safe, so the front end does not depend on the store type.
pub trait Games: Send + Sync + 'static {
    /// The service's reply, or why nothing happened.
    fn handle(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError>;

    /// Stops the bot's running searches (on shutdown).
    fn stop_searches(&self);

    /// The legal moves matching `typed` for `user` in `channel` (autocomplete of `/move`);
    /// empty unless `user` is the player to move. Blocking.
    fn move_choices(
        &self,
        channel: u64,
        user: u64,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError>;

    /// The legal moves of `user`'s puzzle in `channel` (on server `guild`) matching `typed`
    /// (autocomplete of `/solve`); empty without one. Blocking.
    fn solve_choices(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: u64,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError> {
        let _ = (channel, guild, user, typed);
        Ok(Vec::new())
    }

    /// `user` pressed `button` in `channel` at `now`. Blocking.
    fn press(
        &self,
        channel: u64,
        user: &Player,
        button: &Button,
        now: u64,
    ) -> Result<Pressed, ServiceError>;

    /// The channel's current or last game as PDN (`/pdn`). Blocking.
    fn pdn(&self, channel: u64) -> Result<Export, ServiceError>;

    /// The time to run commands at, given the front end's reading of the clock (a service
    /// with its own clock overrides it; tests set that clock).
    fn now(&self, given: u64) -> u64 {
        given
    }

    /// One pass of the timers at `now`: the notices to post. Blocking.
    fn sweep(&self, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let _ = now;
        Ok(Vec::new())
    }

    /// How often to call [`Games::sweep`].
    fn sweep_interval(&self) -> Duration {
        DEFAULT_SWEEP_INTERVAL
    }

    /// Ratings, results and settings of server `guild` (see [`ServerQuery`]). Blocking.
    fn server(&self, guild: u64, query: &ServerQuery) -> Result<ServerAnswer, ServiceError>;

    /// The channel's current or last game as an animated GIF (`/replay`). Blocking (renders
    /// every ply).
    fn replay(&self, channel: u64) -> Result<Replay, ServiceError>;

    /// Recent finished games of `player` anywhere, else of `channel` (`/games`). Blocking.
    fn history(&self, channel: u64, player: Option<u64>) -> Result<Vec<PastGame>, ServiceError>;

    /// The game `/analyze [game]` asks for, or why it may not be analysed (see
    /// `GameService::analysis_job`). Blocking, quick (reads the store).
    fn analysis_job(
        &self,
        channel: u64,
        guild: Option<u64>,
        game: Option<u64>,
    ) -> Result<AnalysisJob, ServiceError>;

    /// The engine's analysis of `job`'s game, graph labels in `lang`; `progress(done, total)`
    /// after each position. Blocking for seconds (see `GameService::analyse`).
    fn analyse(
        &self,
        job: &AnalysisJob,
        lang: Lang,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Result<GameAnalysis, ServiceError>;

    /// Keeps `text` to show with the channel's next public answer (an answer that changed
    /// the game but could not be delivered). Does not block.
    fn leave_notice(&self, channel: u64, text: String);

    /// The channel's waiting notices, removed, oldest first. Does not block.
    fn take_notices(&self, channel: u64) -> Vec<String>;
}

impl<S: Store> Games for GameService<S> {
    fn handle(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        let now = GameService::now(self, now);
        match request {
            Request::ChallengeBot { bot, level, setup } => {
                self.start_bot_game(channel, user, bot, *level, *setup, now)
            }
            Request::BotMove { lead } => self.bot_reply(channel, lead, now),
            Request::Accept => self.accept(channel, user, now),
            Request::Decline => self.decline(channel, user, now),
            Request::Play { notation } => self.play(channel, user, notation, now),
            Request::Board => self.board(channel, now),
            Request::Resign => self.resign(channel, user, now),
            Request::Draw => self.draw(channel, user, now),
            Request::Hint => self.hint(channel, user),
            Request::ChallengeTimed {
                opponent,
                setup,
                move_limit_secs,
            } => self.challenge_timed(
                channel,
                user,
                opponent.as_ref(),
                *setup,
                *move_limit_secs,
                now,
            ),
            Request::Claim => self.claim(channel, user, now),
            Request::Takeback => self.takeback(channel, user, now),
            Request::BoardSide { side } => self.set_board_side(channel, user, *side),
            Request::Puzzle {
                guild,
                variant,
                number,
            } => self.puzzle(channel, *guild, user, *variant, *number, now),
            Request::Solve { guild, notation } => self.solve(channel, *guild, user, notation, now),
        }
    }

    fn stop_searches(&self) {
        GameService::stop_searches(self)
    }

    fn move_choices(
        &self,
        channel: u64,
        user: u64,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError> {
        GameService::move_choices(self, channel, user, typed)
    }

    fn solve_choices(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: u64,
        typed: &str,
    ) -> Result<Vec<String>, ServiceError> {
        let now = GameService::clock_now(self);
        GameService::solve_choices(self, channel, guild, user, typed, now)
    }

    fn press(
        &self,
        channel: u64,
        user: &Player,
        button: &Button,
        now: u64,
    ) -> Result<Pressed, ServiceError> {
        GameService::press(self, channel, user, button, GameService::now(self, now))
    }

    fn pdn(&self, channel: u64) -> Result<Export, ServiceError> {
        GameService::pdn(self, channel)
    }

    fn now(&self, given: u64) -> u64 {
        GameService::now(self, given)
    }

    fn sweep(&self, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = GameService::sweep(self, now)?;
        match self.daily_puzzles(now) {
            Ok(daily) => notices.extend(daily),
            Err(e) => tracing::warn!(error = %e, "cannot look for daily puzzles"),
        }
        Ok(notices)
    }

    fn sweep_interval(&self) -> Duration {
        GameService::sweep_interval(self)
    }

    fn server(&self, guild: u64, query: &ServerQuery) -> Result<ServerAnswer, ServiceError> {
        super::settings::answer(self, guild, query)
    }

    fn replay(&self, channel: u64) -> Result<Replay, ServiceError> {
        GameService::replay(self, channel)
    }

    fn history(&self, channel: u64, player: Option<u64>) -> Result<Vec<PastGame>, ServiceError> {
        GameService::history(self, channel, player)
    }

    fn analysis_job(
        &self,
        channel: u64,
        guild: Option<u64>,
        game: Option<u64>,
    ) -> Result<AnalysisJob, ServiceError> {
        GameService::analysis_job(self, channel, guild, game)
    }

    fn analyse(
        &self,
        job: &AnalysisJob,
        lang: Lang,
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Result<GameAnalysis, ServiceError> {
        GameService::analyse(self, job, lang, progress)
    }

    fn leave_notice(&self, channel: u64, text: String) {
        self.notices().leave(channel, text)
    }

    fn take_notices(&self, channel: u64) -> Vec<String> {
        self.notices().take(channel)
    }
}
