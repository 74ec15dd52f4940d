//! The commands a front end sends the service, as data ([`Request`], [`ServerQuery`]), and
//! the object-safe [`Games`] trait that runs them (implemented by [`GameService`] on any
//! store), so that a front end depends neither on the store type nor on the layers below.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::broadcast;

use crate::service::Clock as _;

use crate::service::api::turn::Turn;
use crate::service::archive::analysis::{AnalysisJob, GameAnalysis};
use crate::service::archive::export::Export;
use crate::service::archive::history::PastGame;
use crate::service::archive::replay::Replay;
use crate::service::board::view::BoardSide;
use crate::service::game::announcements::Announcement;
use crate::service::game::buttons::Button;
use crate::service::game::press::Pressed;
use crate::service::game::setup::Setup;
use crate::service::game::time_control::Pace;
use crate::service::game::timeouts::Notice;
use crate::service::live::{ChannelView, GameEvent, LiveState, Origin};
use crate::service::server::ratings::Leaderboard;
use crate::service::server::settings::{ServerSettings, SettingsChange};
use crate::service::text::locale::Lang;
use crate::service::text::message::Message;
use crate::service::{GameService, Reply, ServiceError, DEFAULT_SWEEP_INTERVAL};
use towers_engine::Level;
use towers_rules::Variant;
use towers_store::{Player, Store, TimeControl};

/// What a slash command asks the service to do, with its arguments already read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// `/challenge opponent:@bot [level] [variant] [color] [rules]`: starts at once.
    ChallengeBot {
        bot: Player,
        level: Level,
        setup: Setup,
    },
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
        /// `clock:5+3`: clocks instead of the time per move.
        clock: Option<TimeControl>,
    },
    /// `/claim`: the win on time.
    Claim,
    /// `/takeback`: ask to undo one's last move (or agree to the opponent's request).
    Takeback,
    /// `/side side`: the side the game's board is shown from.
    BoardSide { side: BoardSide },
    /// `/puzzle [variant] [theme] [number]` on server `guild` (if any).
    Puzzle {
        guild: Option<u64>,
        variant: Option<Variant>,
        theme: Option<towers_engine::puzzle_claim::Theme>,
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
    /// The service's reply, with the bot's turn to run after it when the reply leaves the bot
    /// to move ([`Turn`]), or why nothing happened. A command from the chat: as
    /// [`Games::handle_from`] with [`Origin::Chat`].
    fn handle(
        self: Arc<Self>,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Turn<'static>, ServiceError> {
        self.handle_from(Origin::Chat, channel, user, request, now)
    }

    /// As [`Games::handle`], for a command that came from `origin`: when it changes the
    /// channel's game or challenge, a [`GameEvent`] with that origin is published (the bot's
    /// move, when its turn runs, as [`Origin::Bot`]).
    fn handle_from(
        self: Arc<Self>,
        origin: Origin,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Turn<'static>, ServiceError>;

    /// Posts `reply` in `channel`'s chat (a change made in the Activity, or the bot's answer
    /// to it): the Discord front end posts it as it would have answered the same command.
    /// Blocking (reads the store for the channel's server).
    fn announce(&self, channel: u64, reply: Reply);

    /// A receiver of every announcement from now on (the Discord front end's poster).
    fn announcements(&self) -> broadcast::Receiver<Arc<Announcement>>;

    /// A receiver of every game event from now on: each change of a channel's game or
    /// challenge, whoever made it (a command, a button, the bot, the timer sweep, the
    /// Activity). Does not block.
    fn events(&self) -> broadcast::Receiver<GameEvent>;

    /// The channel's game and open challenge as `viewer` sees them, worded in `lang`
    /// (`docs/activity.md`). Blocking (reads the store).
    fn live(&self, channel: u64, viewer: u64, lang: Lang) -> Result<LiveState, ServiceError>;

    /// The channel's live state for any viewer, worded in `lang`: one store read that
    /// [`ChannelView::for_viewer`] finishes for each viewer without the store (for a change
    /// many sockets watch). Blocking (reads the store).
    fn live_view(&self, channel: u64, lang: Lang) -> Result<ChannelView, ServiceError>;

    /// Stops the bot's running searches (on shutdown).
    fn stop_searches(&self);

    /// Whether an answer's CPU work (a board picture) would wait in line now: every place
    /// to draw is taken. A front end then acknowledges at once instead of after its usual
    /// wait, since the answer will be late.
    fn work_queued(&self) -> bool;

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

    /// When to sweep before the next interval: the earliest flag of a game with clocks,
    /// Unix milliseconds, in the service's time ([`Games::now_ms`]).
    fn next_flag_ms(&self) -> Option<u64> {
        None
    }

    /// The service's time in Unix milliseconds (its own clock in tests).
    fn now_ms(&self) -> u64 {
        crate::service::SystemClock.now_ms()
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

impl Request {
    /// Whether carrying out this request changes the channel's game or challenge (a game
    /// event is published for it); `/board`, `/hint`, `/side` and puzzles do not.
    pub fn changes_channel(&self) -> bool {
        match self {
            Request::ChallengeBot { .. }
            | Request::Accept
            | Request::Decline
            | Request::Play { .. }
            | Request::Resign
            | Request::Draw
            | Request::ChallengeTimed { .. }
            | Request::Claim
            | Request::Takeback => true,
            Request::Board
            | Request::Hint
            | Request::BoardSide { .. }
            | Request::Puzzle { .. }
            | Request::Solve { .. } => false,
        }
    }
}

impl<S: Store> GameService<S> {
    /// Runs `request` for `user` in `channel` at `now` (already the service's time).
    fn command(
        &self,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Reply, ServiceError> {
        match request {
            Request::ChallengeBot { bot, level, setup } => {
                self.start_bot_game(channel, user, bot, *level, *setup, now)
            }
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
                clock,
            } => {
                let pace = match clock {
                    Some(control) => Pace::Clock(*control),
                    None => Pace::PerMove(*move_limit_secs),
                };
                self.challenge_paced(channel, user, opponent.as_ref(), *setup, pace, now)
            }
            Request::Claim => self.claim(channel, user, now),
            Request::Takeback => self.takeback(channel, user, now),
            Request::BoardSide { side } => self.set_board_side(channel, user, *side),
            Request::Puzzle {
                guild,
                variant,
                theme,
                number,
            } => {
                let choice = crate::service::puzzle::play::PuzzleChoice {
                    variant: *variant,
                    theme: *theme,
                    number: *number,
                };
                self.puzzle(channel, *guild, user, choice, now)
            }
            Request::Solve { guild, notation } => self.solve(channel, *guild, user, notation, now),
        }
    }
}

impl<S: Store> Games for GameService<S> {
    fn handle_from(
        self: Arc<Self>,
        origin: Origin,
        channel: u64,
        user: &Player,
        request: &Request,
        now: u64,
    ) -> Result<Turn<'static>, ServiceError> {
        let reply = self.command(channel, user, request, GameService::now(&self, now));
        let reply = self.with_losses(channel, reply, |r| &mut r.message)?;
        if request.changes_channel() {
            self.publish(channel, origin);
        }
        Ok(self.shared_turn(channel, reply))
    }

    fn events(&self) -> broadcast::Receiver<GameEvent> {
        GameService::events(self).subscribe()
    }

    fn announce(&self, channel: u64, reply: Reply) {
        GameService::announce(self, channel, reply)
    }

    fn announcements(&self) -> broadcast::Receiver<Arc<Announcement>> {
        GameService::announcements(self)
    }

    fn live(&self, channel: u64, viewer: u64, lang: Lang) -> Result<LiveState, ServiceError> {
        GameService::live(self, channel, viewer, lang)
    }

    fn live_view(&self, channel: u64, lang: Lang) -> Result<ChannelView, ServiceError> {
        GameService::live_view(self, channel, lang)
    }

    fn stop_searches(&self) {
        GameService::stop_searches(self)
    }

    fn work_queued(&self) -> bool {
        self.pictures.full()
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
        let pressed = GameService::press(self, channel, user, button, GameService::now(self, now));
        let pressed = self.with_losses(channel, pressed, |p| &mut p.reply.message)?;
        if button.action.changes_channel() {
            GameService::publish(self, channel, Origin::Chat);
        }
        Ok(pressed)
    }

    fn pdn(&self, channel: u64) -> Result<Export, ServiceError> {
        GameService::pdn(self, channel)
    }

    fn now(&self, given: u64) -> u64 {
        GameService::now(self, given)
    }

    fn sweep(&self, now: u64) -> Result<Vec<Notice>, ServiceError> {
        let mut notices = GameService::sweep(self, now)?;
        for notice in &notices {
            GameService::publish(self, notice.channel, Origin::Timer);
        }
        match self.daily_puzzles(now) {
            Ok(daily) => notices.extend(daily),
            Err(e) => tracing::warn!(error = %e, "cannot look for daily puzzles"),
        }
        Ok(notices)
    }

    fn sweep_interval(&self) -> Duration {
        GameService::sweep_interval(self)
    }

    fn next_flag_ms(&self) -> Option<u64> {
        GameService::next_flag_ms(self)
    }

    fn now_ms(&self) -> u64 {
        self.clock_now_ms()
    }

    fn server(&self, guild: u64, query: &ServerQuery) -> Result<ServerAnswer, ServiceError> {
        answer(self, guild, query)
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

/// A question or change about one server (guild), answered by the service (see
/// [`Games::server`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerQuery {
    /// `/rating`: `player`'s rating in `variant` (`None`: the server's default variant).
    Rating {
        player: u64,
        name: String,
        variant: Option<Variant>,
    },
    /// `/leaderboard`: the top ten in `variant` (`None`: the server's default variant).
    Leaderboard { variant: Option<Variant> },
    /// `/stats`: `player`'s results per variant.
    Stats { player: u64, name: String },
    /// The server's settings.
    ServerSettings,
    /// `/configure`: change the settings (the caller checked the member's permissions).
    Configure(SettingsChange),
}

/// The service's answer to a [`ServerQuery`].
#[derive(Clone, Debug, PartialEq)]
pub enum ServerAnswer {
    /// Text to show, worded by the front end in its reader's language.
    Text(Message),
    /// The top players (for [`ServerQuery::Leaderboard`]), laid out by the front end.
    Leaderboard(Leaderboard),
    /// The server's settings (for [`ServerQuery::ServerSettings`]).
    ServerSettings(ServerSettings),
}

/// Answers `query` about server `guild` with `service` (blocking).
fn answer<S: Store>(
    service: &GameService<S>,
    guild: u64,
    query: &ServerQuery,
) -> Result<ServerAnswer, ServiceError> {
    let default_variant = || service.server_settings(guild).map(|s| s.default_variant());
    let text = match query {
        ServerQuery::Rating {
            player,
            name,
            variant,
        } => {
            let variant = match variant {
                Some(v) => *v,
                None => default_variant()?,
            };
            service.rating_reply(guild, *player, name, variant)?
        }
        ServerQuery::Leaderboard { variant } => {
            let variant = match variant {
                Some(v) => *v,
                None => default_variant()?,
            };
            return Ok(ServerAnswer::Leaderboard(
                service.leaderboard(guild, variant)?,
            ));
        }
        ServerQuery::Stats { player, name } => service.stats_reply(guild, *player, name)?,
        ServerQuery::ServerSettings => {
            return Ok(ServerAnswer::ServerSettings(
                service.server_settings(guild)?,
            ))
        }
        ServerQuery::Configure(change) => {
            let settings = service.change_settings(guild, change)?;
            Message::new("settings-saved").then(settings.describe())
        }
    };
    Ok(ServerAnswer::Text(text))
}
